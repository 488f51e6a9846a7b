import type { PageContextServer } from 'vike/types'
import { createTranslator } from '../../../locales/translator'

export async function data(pageContext: PageContextServer) {
  const { api } = pageContext
  const [addresses, countries] = await Promise.all([api.accounts.addressList(), api.accounts.countries()])
  return {
    addresses: addresses.status === 200 ? addresses.body : null,
    countries: countries.status === 200 ? countries.body.data : [],
    meta: { title: createTranslator(pageContext.messages)('account.addressManagement') },
  }
}
export type Data = Awaited<ReturnType<typeof data>>
