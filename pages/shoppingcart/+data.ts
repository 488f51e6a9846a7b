import type { PageContextServer } from 'vike/types'
import { createTranslator } from '../../locales/translator'

export async function data(pageContext: PageContextServer) {
  const [cart, methods] = await Promise.all([pageContext.api.cart.lists(), pageContext.api.orders.payMethods()])
  return {
    cart: cart.status === 200 ? cart.body : null,
    /** the payment methods offered now: the cart names only these */
    payMethods: methods.status === 200 ? methods.body.data : [],
    meta: { title: createTranslator(pageContext.messages)('cart.title') },
  }
}
export type Data = Awaited<ReturnType<typeof data>>
