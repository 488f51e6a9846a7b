import { usePageContext } from 'vike-react/usePageContext'
import { localizePath, splitLocale, type Locale } from '../locales/locales'
import { createTranslator, type Translate } from '../locales/translator'

/** The translator of the page's language (its dictionary travels with the page context). */
export function useT(): Translate {
  return createTranslator(usePageContext().messages)
}

export function useLocale(): Locale {
  return usePageContext().locale
}

/** Links under the current language prefix: href('/about') → '/de/about'. */
export function useHref() {
  const locale = useLocale()
  return (path: string) => localizePath(path, locale)
}

/** The current logical path (without language prefix) and query. */
export function useLogicalUrl() {
  const { urlOriginal } = usePageContext()
  const url = new URL(urlOriginal, 'http://x')
  return { path: splitLocale(url.pathname).path, search: url.search }
}
