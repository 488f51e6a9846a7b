import type { PageContext } from 'vike/types'
import { PAGE_IDS } from '../../contract/content'

/** Content and policy pages: /about, /certification, /contact, /companyprofile and /companyprofile/{child}. */
const TOP = new Set(['about', 'certification', 'contact', 'companyprofile'])

export default (pageContext: PageContext) => {
  const m = /^\/(?:companyprofile\/)?([a-z-]+)$/.exec(pageContext.urlPathname)
  if (!m) return false
  const id = m[1]!
  const underProfile = pageContext.urlPathname.startsWith('/companyprofile/')
  if (!(PAGE_IDS as readonly string[]).includes(id)) return false
  if (underProfile === TOP.has(id)) return false
  return { routeParams: { id } }
}
