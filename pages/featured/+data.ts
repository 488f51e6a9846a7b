import type { PageContextServer } from 'vike/types'
import { FEATURE_TYPES } from '../../contract/catalogue'
import { createTranslator } from '../../locales/translator'
import { redirectPastLastPage } from '../paging'

const FEATURED_PAGE_SIZE = 24
type FeatureType = (typeof FEATURE_TYPES)[number]

/** /featured: featured products, and (?type=) hot-sale, recommended parts and the preferential zone. */
export async function data(pageContext: PageContextServer) {
  const t = createTranslator(pageContext.messages)
  const q = pageContext.urlParsed.search
  const type: FeatureType = (FEATURE_TYPES as readonly string[]).includes(q.type ?? '')
    ? (q.type as FeatureType)
    : 'featured'
  const page = Math.min(10_000, Math.max(1, Number.parseInt(q.page ?? '1', 10) || 1))
  const res = await pageContext.api.catalogue.featureGoodsList({ query: { type, page, page_size: FEATURED_PAGE_SIZE } })
  if (res.status === 200) redirectPastLastPage(pageContext, res.body.data)
  return {
    type,
    result: res.status === 200 ? res.body.data : { list: [], total: 0, page, page_size: FEATURED_PAGE_SIZE },
    meta: { title: t(`home.${type}`), description: t('catalogue.featuredDescription') },
  }
}
export type Data = Awaited<ReturnType<typeof data>>
