import rosetta from 'rosetta'
import type en from './en.json'
import { isLocale, localeInfo } from './locales'
import { hasPlural, resolvePlurals, withFormattedNumbers } from './plural'

export type Messages = typeof en
export type Translate = (key: string, params?: Record<string, unknown>) => string

const withoutFallback = new WeakMap<Messages, Translate>()

/**
 * A translator over one locale's dictionary, then the fallback dictionary (English), then the key.
 * The browser gets only its locale's dictionary through pageContext; the server has them all
 * (locales/dictionaries.ts). A test keeps every dictionary complete.
 *
 * Numbers given as parameters are written the language's way, and `{n, plural, one {…} other {…}}`
 * blocks pick the language's form (locales/plural.ts); the language is the dictionary's own
 * `locale` entry, so a dictionary carries everything needed to speak it.
 *
 * A page asks for a few hundred texts on every render, most of them without parameters: those are
 * looked up through rosetta once and then kept, and one dictionary has one translator.
 */
export function createTranslator(messages: Messages, fallback?: Messages): Translate {
  const known = fallback ? undefined : withoutFallback.get(messages)
  if (known) return known
  const bcp47 = localeInfo(isLocale(messages.locale) ? messages.locale : 'en').bcp47
  const r = rosetta<Messages>({ main: messages, ...(fallback ? { fallback } : {}) })
  const lookup: Translate = (key, params) => {
    const shown = params && withFormattedNumbers(params, bcp47)
    const text = r.t(key, shown as never, 'main') || (fallback ? r.t(key, shown as never, 'fallback') : '') || key
    return params && hasPlural(text) ? resolvePlurals(text, params, bcp47) : text
  }
  const plain = new Map<string, string>()
  const translate: Translate = (key, params) => {
    if (params) return lookup(key, params)
    let text = plain.get(key)
    if (text === undefined) plain.set(key, (text = lookup(key)))
    return text
  }
  if (!fallback) withoutFallback.set(messages, translate)
  return translate
}
