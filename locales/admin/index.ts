import type { Locale } from '../locales'
import { createTranslator, type Messages, type Translate } from '../translator'
import en from './en.json'
import zh from './zh.json'

/**
 * The console's own dictionary (issue 31): English and Simplified Chinese, apart from the shop's
 * ten so that no shop page loads a byte of it. Chinese pages (/zh/admin…) and the Lang header `zh`
 * read Chinese; every other language reads English.
 */
export type AdminMessages = typeof en
export const adminDictionaries = { en, zh } as const
export type AdminLocale = keyof typeof adminDictionaries
export const adminLocaleOf = (locale: Locale | string): AdminLocale => (locale === 'zh' ? 'zh' : 'en')

const made = new Map<AdminLocale, Translate>()
export function adminTranslator(locale: Locale | string): Translate {
  const l = adminLocaleOf(locale)
  let t = made.get(l)
  if (!t)
    made.set(
      l,
      (t = createTranslator(
        adminDictionaries[l] as unknown as Messages,
        l === 'en' ? undefined : (en as unknown as Messages),
      )),
    )
  return t
}
