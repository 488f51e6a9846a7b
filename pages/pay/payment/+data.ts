import { render } from 'vike/abort'
import type { PageContextServer } from 'vike/types'
import { createTranslator } from '../../../locales/translator'
import { orderRef } from '../order-ref'

/** /pay/payment?id=&token=: the order to pay (a guest's with its private token) and the enabled methods. */
export async function data(pageContext: PageContextServer) {
  const ref = orderRef(pageContext.urlParsed.search)
  if (!ref) throw render(404)
  const { api } = pageContext
  const [detail, methods] = await Promise.all([
    api.orders.orderDetail({ params: { id: ref.id }, query: ref.token ? { token: ref.token } : {} }),
    api.orders.payMethods(),
  ])
  if (detail.status !== 200) throw render(404)
  return {
    order: detail.body.data,
    token: ref.token,
    methods: methods.status === 200 ? methods.body.data : [],
    meta: { title: createTranslator(pageContext.messages)('checkout.paymentTitle') },
  }
}
export type Data = Awaited<ReturnType<typeof data>>
