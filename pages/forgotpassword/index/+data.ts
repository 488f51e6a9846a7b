import type { PageContextServer } from 'vike/types'
import { createTranslator } from '../../../locales/translator'

export function data(pageContext: PageContextServer) {
  return { meta: { title: createTranslator(pageContext.messages)('forgot.title') } }
}
