import type { PageContextServer } from 'vike/types'
import { createTranslator } from '../../../locales/translator'

/** The RFQ number the form was answered with (?no=), shown as sent: only its shape is checked. */
export function data(pageContext: PageContextServer) {
  const no = String(pageContext.urlParsed.search.no ?? '')
  return {
    rfqNo: /^RFQ-\d{6}-[A-Z0-9]{5}$/.test(no) ? no : null,
    meta: { title: createTranslator(pageContext.messages)('rfq.success.title') },
  }
}
export type Data = Awaited<ReturnType<typeof data>>
