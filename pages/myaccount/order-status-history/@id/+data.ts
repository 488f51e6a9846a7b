import { render } from 'vike/abort'
import type { PageContextServer } from 'vike/types'
import { createTranslator } from '../../../../locales/translator'
import { orderRef } from '../../../pay/order-ref'

/**
 * /myaccount/order-status-history/{id}: one order of the signed-in buyer, or any order with its
 * private ?token= (the guest's link from the order e-mail, no session needed).
 */
export async function data(pageContext: PageContextServer) {
  const ref = orderRef({ ...pageContext.urlParsed.search, id: pageContext.routeParams.id ?? '' })
  if (!ref) throw render(404)
  const detail = await pageContext.api.orders.orderDetail({
    params: { id: ref.id },
    query: ref.token ? { token: ref.token } : {},
  })
  if (detail.status !== 200) throw render(404)
  const order = detail.body.data
  return {
    order,
    token: ref.token,
    meta: { title: createTranslator(pageContext.messages)('orders.page.detailTitle', { no: order.order_no }) },
  }
}
export type Data = Awaited<ReturnType<typeof data>>
