import type { PageContextServer } from 'vike/types'
import { createTranslator } from '../../../locales/translator'

export async function data(pageContext: PageContextServer) {
  const countries = await pageContext.api.accounts.countries()
  return {
    countries: countries.status === 200 ? countries.body.data : [],
    meta: { title: createTranslator(pageContext.messages)('register.title') },
  }
}
export type Data = Awaited<ReturnType<typeof data>>
