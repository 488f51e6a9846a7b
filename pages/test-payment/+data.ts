import type { PageContextServer } from 'vike/types'
import { createTranslator } from '../../locales/translator'

/** The test provider's approval screen: its order is read in the browser (the page itself may be cached). */
export function data(pageContext: PageContextServer) {
  return { meta: { title: createTranslator(pageContext.messages)('onlinePay.testTitle') } }
}
