import type { PageContext } from 'vike/types'

/** The A–Z index: /products, /products/{letter}, /products/{letter}/{page} (spec §2: both optional). */
export default (pageContext: PageContext) => {
  const m = /^\/products(?:\/([^/]+)(?:\/([^/]+))?)?\/?$/.exec(pageContext.urlPathname)
  return m ? { routeParams: { name: m[1] ?? '', page: m[2] ?? '' } } : false
}
