import type { PageContextServer } from 'vike/types'
import { searchPath } from '../../components/search/SearchBox'
import { createTranslator } from '../../locales/translator'

type Offer = { part_number: string; goods_page_url: string }

/**
 * One chip per part number: the offer's page, or, for a number that offers of several makers
 * share, the search for it (which lists them all).
 */
function partChips(offers: Offer[]): { part_number: string; url: string }[] {
  const chips = new Map<string, { part_number: string; url: string }>()
  for (const o of offers) {
    const chip = chips.get(o.part_number)
    if (chip) chip.url = searchPath(o.part_number)
    else chips.set(o.part_number, { part_number: o.part_number, url: o.goods_page_url })
  }
  return [...chips.values()]
}

/** /keywords: the part-number search page for small screens, with hot-sale part numbers to start from. */
export async function data(pageContext: PageContextServer) {
  const t = createTranslator(pageContext.messages)
  const hot = await pageContext.api.catalogue.featureGoodsList({ query: { type: 'hot', page: 1, page_size: 12 } })
  return {
    hot: hot.status === 200 ? partChips(hot.body.data.list) : [],
    meta: { title: t('keywords.title'), description: t('keywords.lead') },
  }
}
export type Data = Awaited<ReturnType<typeof data>>
