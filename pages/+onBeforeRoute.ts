import type { PageContextServer } from 'vike/types'
import { splitLocale } from '../locales/locales'

/** `/de/about` is routed as `/about` in German; the server already handled /en and unknown codes. */
export function onBeforeRoute(pageContext: PageContextServer) {
  if (pageContext.unknownLanguage) return
  // urlParsed is a getter that parses the URL on every read: read it once.
  const { pathname, searchOriginal } = pageContext.urlParsed
  return { pageContext: { urlLogical: splitLocale(pathname).path + (searchOriginal ?? '') } }
}
