import type { PageContextServer } from 'vike/types'
import { adminTranslator } from '../../../../locales/admin'

export function data(pageContext: PageContextServer) {
  return { meta: { title: adminTranslator(pageContext.locale)('review.title') } }
}
