import type { PageContextServer } from 'vike/types'
import { createTranslator } from '../../locales/translator'

/** The RFQ form: the country list, and the signed-in buyer's profile to prefill the contact. */
export async function data(pageContext: PageContextServer) {
  const { api } = pageContext
  const [countries, profile] = await Promise.all([
    api.accounts.countries(),
    pageContext.session.signedIn ? api.accounts.profileInfo() : null,
  ])
  const p = profile?.status === 200 ? profile.body.data : null
  return {
    countries: countries.status === 200 ? countries.body.data : [],
    contact: p
      ? {
          contact_name: p.contact_name,
          company_name: p.company_name,
          email: p.email,
          telephone: p.telephone,
          country: p.country,
          comment: '',
        }
      : null,
    /** A part number to start the form's typed line with (`?part=`, from the search's empty state). */
    part: String(pageContext.urlParsed.search.part ?? '').slice(0, 100),
    meta: { title: createTranslator(pageContext.messages)('rfq.page.title') },
  }
}
export type Data = Awaited<ReturnType<typeof data>>
