import { render } from 'vike/abort'
import type { PageContextServer } from 'vike/types'
import { createTranslator } from '../../locales/translator'

/** A quote through its mail's private link (?token=): an unknown or malformed token is "not found". */
export async function data(pageContext: PageContextServer) {
  const token = String(pageContext.urlParsed.search.token ?? '')
  if (!/^[A-Za-z0-9_-]{20,100}$/.test(token)) throw render(404)
  const res = await pageContext.api.rfq.quoteByLink({ query: { token } })
  if (res.status !== 200) throw render(404)
  const quote = res.body.data
  return {
    token,
    quote,
    meta: { title: createTranslator(pageContext.messages)('rfq.quote.title', { no: quote.rfq_no }) },
  }
}
export type Data = Awaited<ReturnType<typeof data>>
