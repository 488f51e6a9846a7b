import type { PageContextServer } from 'vike/types'
import { createTranslator } from '../../locales/translator'

/** /keywords: the part-number search page for small screens, with hot-sale parts to start from. */
export async function data(pageContext: PageContextServer) {
  const t = createTranslator(pageContext.messages)
  const hot = await pageContext.api.catalogue.featureGoodsList({ query: { type: 'hot', page: 1, page_size: 12 } })
  return {
    hot: hot.status === 200 ? hot.body.data.list : [],
    meta: { title: t('keywords.title'), description: t('keywords.lead') },
  }
}
export type Data = Awaited<ReturnType<typeof data>>
