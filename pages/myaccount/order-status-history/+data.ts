import type { PageContextServer } from 'vike/types'
import { ORDER_STATUSES } from '../../../contract/orders'
import { createTranslator } from '../../../locales/translator'
import { pageNumberOf, redirectPastLastPage, statusTabOf } from '../../paging'

export const ORDERS_PER_PAGE = 10

/** /myaccount/order-status-history?status=&page=: the buyer's orders of a status tab (spec §4), newest first. */
export async function data(pageContext: PageContextServer) {
  const search = pageContext.urlParsed.search
  const status = statusTabOf(ORDER_STATUSES, search.status)
  const page = pageNumberOf(search.page)
  const answer = await pageContext.api.orders.orderList({
    query: { page, page_size: ORDERS_PER_PAGE, ...(status ? { status } : {}) },
  })
  const orders = answer.status === 200 ? answer.body.data : null
  if (orders) redirectPastLastPage(pageContext, orders)
  return {
    status: status ?? null,
    orders,
    meta: { title: createTranslator(pageContext.messages)('account.orderStatusHistory') },
  }
}
export type Data = Awaited<ReturnType<typeof data>>
