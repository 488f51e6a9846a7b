import { render } from 'vike/abort'
import type { PageContextServer } from 'vike/types'
import { createTranslator } from '../../../locales/translator'
import { orderRef } from '../order-ref'

/** /pay/successful?id=&token=: the order just placed and paid (or reported paid). */
export async function data(pageContext: PageContextServer) {
  const ref = orderRef(pageContext.urlParsed.search)
  if (!ref) throw render(404)
  const detail = await pageContext.api.orders.orderDetail({
    params: { id: ref.id },
    query: ref.token ? { token: ref.token } : {},
  })
  if (detail.status !== 200) throw render(404)
  const o = detail.body.data
  return {
    order: {
      id: o.id,
      order_no: o.order_no,
      status: o.status,
      status_name: o.status_name,
      lines: o.lines,
      subtotal: o.subtotal,
      freight: o.freight,
      total: o.total,
    },
    token: ref.token,
    meta: { title: createTranslator(pageContext.messages)('checkout.successTitle') },
  }
}
export type Data = Awaited<ReturnType<typeof data>>
