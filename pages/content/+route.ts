import type { PageContext } from 'vike/types'
import { PAGE_IDS } from '../../contract/page-ids'

/** Content and policy pages: /about, /certification, /contact, /companyprofile and /companyprofile/{child}. */
const TOP = new Set(['about', 'certification', 'contact', 'companyprofile'])

export default (pageContext: PageContext) => {
  const path = pageContext.urlPathname // a getter that parses the URL: read once
  const m = /^\/(?:companyprofile\/)?([a-z-]+)$/.exec(path)
  if (!m) return false
  const id = m[1]!
  const underProfile = path.startsWith('/companyprofile/')
  if (!(PAGE_IDS as readonly string[]).includes(id)) return false
  if (underProfile === TOP.has(id)) return false
  return { routeParams: { id } }
}
