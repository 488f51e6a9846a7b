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
  return createTranslator(
    (l === 'zh' ? zh : en) as unknown as Messages,
    l === 'zh' ? (en as unknown as Messages) : undefined,
  )
}

/** Console links under the page's language prefix (/zh/admin/orders). */
export function useConsoleHref() {
  const locale = usePageContext().locale
  return (path: string) => localizePath(path, consoleLanguage(locale) as Locale)
}
