import { usePageContext } from 'vike-react/usePageContext'
import type { PageContext } from 'vike/types'
import { isLocale, localeInfo, localizePath, splitLocale, type Locale } from '../../locales/locales'
import { createTranslator, type Translate } from '../../locales/translator'

/** The translator of the page's language (its dictionary travels with the page context). */
export function useT(): Translate {
  return createTranslator(usePageContext().messages)
}

export function useLocale(): Locale {
  return usePageContext().locale
}

/**
 * Text kept left to right inside a sentence of any language, between Unicode isolates: after
 * Arabic words an ISO date such as 2026-11-30 would otherwise read 30-11-2026.
 */
export const leftToRight = (text: string) => `\u2066${text}\u2069`

/**
 * `lang` and `dir` of a text in the given language (a URL code such as `ar`): an English
 * article on an Arabic page reads left to right and is spoken as English.
 */
export function textLanguage(code: string): { lang?: string; dir?: 'ltr' | 'rtl' } {
  if (!isLocale(code)) return {}
  const { bcp47, dir } = localeInfo(code)
  return { lang: bcp47, dir }
}

/** Links under the current language prefix: href('/about') → '/de/about'. */
export function useHref() {
  const locale = useLocale()
  return (path: string) => localizePath(path, locale)
}

const parsedUrls = new WeakMap<object, PageContext['urlParsed']>()

/**
 * pageContext.urlParsed, parsed once per page: vike's getter parses the URL again on every read,
 * and the header, head, side bar and page each read it. Its pathname is the routed one, without
 * the language prefix (+onBeforeRoute.ts).
 */
export function useUrlParsed(): PageContext['urlParsed'] {
  const pageContext = usePageContext()
  let parsed = parsedUrls.get(pageContext)
  if (!parsed) parsedUrls.set(pageContext, (parsed = pageContext.urlParsed))
  return parsed
}

/** The current logical path (without language prefix) and query. */
export function useLogicalUrl() {
  const { pathname, searchOriginal } = useUrlParsed()
  return { path: splitLocale(pathname).path, search: searchOriginal ?? '' }
}
