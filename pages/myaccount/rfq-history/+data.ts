import type { PageContextServer } from 'vike/types'
import { RFQ_STATUSES, type RfqStatus } from '../../../contract/rfq'
import { createTranslator } from '../../../locales/translator'
import { redirectPastLastPage } from '../../paging'

export const RFQ_PAGE_SIZE = 10

/** The buyer's RFQs, a page at a time, of one status tab (?status=) or all. */
export async function data(pageContext: PageContextServer) {
  const search = pageContext.urlParsed.search
  const status = (RFQ_STATUSES as readonly string[]).includes(search.status ?? '')
    ? (search.status as RfqStatus)
    : undefined
  const page = Math.max(1, Math.min(10_000, Math.floor(Number(search.page)) || 1))
  const res = await pageContext.api.rfq.centerRfqList({ query: { page, page_size: RFQ_PAGE_SIZE, status } })
  const list = res.status === 200 ? res.body.data : null
  if (list) redirectPastLastPage(pageContext, list)
  return { list, status: status ?? null, meta: { title: createTranslator(pageContext.messages)('rfq.history.title') } }
}
export type Data = Awaited<ReturnType<typeof data>>
