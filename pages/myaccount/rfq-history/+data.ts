import type { PageContextServer } from 'vike/types'
import { RFQ_STATUSES } from '../../../contract/rfq'
import { createTranslator } from '../../../locales/translator'
import { pageNumberOf, redirectPastLastPage, statusTabOf } from '../../paging'

export const RFQ_PAGE_SIZE = 10

/** The buyer's RFQs, a page at a time, of one status tab (?status=) or all. */
export async function data(pageContext: PageContextServer) {
  const search = pageContext.urlParsed.search
  const status = statusTabOf(RFQ_STATUSES, search.status)
  const page = pageNumberOf(search.page)
  const res = await pageContext.api.rfq.centerRfqList({ query: { page, page_size: RFQ_PAGE_SIZE, status } })
  const list = res.status === 200 ? res.body.data : null
  if (list) redirectPastLastPage(pageContext, list)
  return { list, status: status ?? null, meta: { title: createTranslator(pageContext.messages)('rfq.history.title') } }
}
export type Data = Awaited<ReturnType<typeof data>>
