import type { PageContextServer } from 'vike/types'
import { splitLocale } from '../locales/locales'

/** `/de/about` is routed as `/about` in German; the server already handled /en and unknown codes. */
export function onBeforeRoute(pageContext: PageContextServer) {
  if (pageContext.unknownLanguage) return
  const { path } = splitLocale(pageContext.urlParsed.pathname)
  return { pageContext: { urlLogical: path + (pageContext.urlParsed.searchOriginal ?? '') } }
}
