import type { PageContextServer } from 'vike/types'
import { createTranslator } from '../../../locales/translator'

export async function data(pageContext: PageContextServer) {
  const { api } = pageContext
  const [profile, countries] = await Promise.all([api.accounts.profileInfo(), api.accounts.countries()])
  return {
    profile: profile.status === 200 ? profile.body.data : null,
    countries: countries.status === 200 ? countries.body.data : [],
    meta: { title: createTranslator(pageContext.messages)('account.myProfile') },
  }
}
export type Data = Awaited<ReturnType<typeof data>>
