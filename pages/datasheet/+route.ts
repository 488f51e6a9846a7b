import type { PageContext } from 'vike/types'

/** /datasheet and /datasheet/{goods_id} (spec §2: the id is optional). */
export default (pageContext: PageContext) => {
  const m = /^\/datasheet(?:\/([^/]+))?\/?$/.exec(pageContext.urlPathname)
  return m ? { routeParams: { id: m[1] ?? '' } } : false
}
