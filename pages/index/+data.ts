import type { PageContextServer } from 'vike/types'
import { pageDataCache } from '../page-cache'

/** Featured products get two rows of four, the other showcases one row. */
const HOME_GOODS = { featured: 8, preferential: 4, hot: 4, recommended: 4 } as const
/** Parts a home floor shows (of the ten its category offers). */
const FLOOR_GOODS = 4
/** What each showcase asks for beyond what it shows, to fill the places of parts shown above it. */
const SPARE = 8

/**
 * The home page is the same for every visitor of a language and its nine calls are the costliest
 * render of the shop: its data is kept per language for 30 s (as the site config is), so a busy
 * home page renders from memory; showcases and news change far less often.
 */
const homeCache = pageDataCache<HomeData>(30_000)

export async function data(pageContext: PageContextServer) {
  const version = await pageContext.dataVersion()
  const hit = homeCache.get(pageContext.cacheScope, pageContext.locale, version)
  if (hit) return hit
  const { data: fresh, complete } = await loadHome(pageContext)
  if (complete) homeCache.set(pageContext.cacheScope, pageContext.locale, version, fresh)
  return fresh
}

/** Home: news, plus the catalogue showcases (banners, featured / preferential / hot / recommended, floors, makers, categories). */
async function loadHome(pageContext: PageContextServer) {
  const { api } = pageContext
  // Each showcase asks for more than it shows: a part an earlier section already shows is left out.
  const feature = (type: 'featured' | 'hot' | 'recommended' | 'preferential') =>
    api.catalogue.featureGoodsList({ query: { type, page: 1, page_size: HOME_GOODS[type] + SPARE } })
  const [news, banners, floors, featured, preferential, hot, recommended, makers, categories] = await Promise.all([
    api.content.newsList({ query: { page: 1, page_size: 4 } }),
    api.catalogue.bannerList(),
    api.catalogue.floorList(),
    feature('featured'),
    feature('preferential'),
    feature('hot'),
    feature('recommended'),
    api.catalogue.manufacturers({ query: { page: 1, page_size: 12 } }),
    api.catalogue.getCategoryList(),
  ])
  const complete = [news, banners, floors, featured, preferential, hot, recommended, makers, categories].every(
    (r) => r.status === 200,
  )
  const shown = new Set<string>()
  const unseen = <T extends { part_number: string }>(list: T[], n: number) => {
    const fresh = list.filter((g) => !shown.has(g.part_number)).slice(0, n)
    for (const g of fresh) shown.add(g.part_number)
    return fresh
  }
  const data = {
    news: news.status === 200 ? news.body.data.list : [],
    catalogue: {
      banners: banners.status === 200 ? banners.body.data : [],
      featured: featured.status === 200 ? unseen(featured.body.data.list, HOME_GOODS.featured) : [],
      preferential: preferential.status === 200 ? unseen(preferential.body.data.list, HOME_GOODS.preferential) : [],
      hot: hot.status === 200 ? unseen(hot.body.data.list, HOME_GOODS.hot) : [],
      recommended: recommended.status === 200 ? unseen(recommended.body.data.list, HOME_GOODS.recommended) : [],
      // A floor shows its category's own parts: those not already shown in a showcase above it.
      floors: floors.status === 200 ? floors.body.data.map((f) => ({ ...f, goods: unseen(f.goods, FLOOR_GOODS) })) : [],
      manufacturers: makers.status === 200 ? makers.body.data.list : [],
      categories: categories.status === 200 ? categories.body.data : [],
    },
    meta: {},
  }
  return { data, complete }
}
type HomeData = Awaited<ReturnType<typeof loadHome>>['data']
export type Data = HomeData
