import type { PageContextServer } from 'vike/types'
import { createTranslator } from '../../locales/translator'

export async function data(pageContext: PageContextServer) {
  const cart = await pageContext.api.cart.lists()
  return {
    cart: cart.status === 200 ? cart.body : null,
    meta: { title: createTranslator(pageContext.messages)('cart.title') },
  }
}
export type Data = Awaited<ReturnType<typeof data>>
