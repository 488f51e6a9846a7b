import { render } from 'vike/abort'
import type { PageContextServer } from 'vike/types'
import { createTranslator } from '../../../../locales/translator'

/** One of the buyer's RFQs; another's, or none, is "not found". */
export async function data(pageContext: PageContextServer) {
  const id = pageContext.routeParams.id ?? ''
  if (!/^[0-9]{1,10}$/.test(id)) throw render(404)
  const res = await pageContext.api.rfq.rfqDetail({ query: { id: Number(id) } })
  if (res.status !== 200) throw render(404)
  const rfq = res.body.data
  return { rfq, meta: { title: `${createTranslator(pageContext.messages)('rfq.history.title')} ${rfq.rfq_no}` } }
}
export type Data = Awaited<ReturnType<typeof data>>
