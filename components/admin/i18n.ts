import { usePageContext } from 'vike-react/usePageContext'
import { createTranslator, type Messages, type Translate } from '../../locales/translator'
import { localizePath, type Locale } from '../../locales/locales'
import en from '../../locales/admin/en.json'
import zh from '../../locales/admin/zh.json'

/**
 * The console's words (locales/admin): Simplified Chinese on /zh/admin…, English otherwise. Only
 * the console's pages import this module, so no shop page loads a byte of the console's dictionary.
 */
export const consoleLanguage = (locale: Locale): 'en' | 'zh' => (locale === 'zh' ? 'zh' : 'en')

export function useConsoleT(): Translate {
  const l = consoleLanguage(usePageContext().locale)
  // No fallback dictionary: both are complete (tests/contract/admin-guard.test.ts), and the
  // translator's fallback path, unused by the shop's pages in the browser, stays out of their
  // shared chunk (it cost home, search and product 42 B of first load).
  return createTranslator((l === 'zh' ? zh : en) as unknown as Messages)
}

/** Console links under the page's language prefix (/zh/admin/orders). */
export function useConsoleHref() {
  const locale = usePageContext().locale
  return (path: string) => localizePath(path, consoleLanguage(locale) as Locale)
}
