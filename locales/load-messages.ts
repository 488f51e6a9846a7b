import type { Locale } from './locales'
import type { Messages } from './translator'

/**
 * The browser's dictionary: each locale file is its own hashed chunk, loaded once and cached by the
 * browser for good, instead of travelling inside every page's HTML and every navigation's pageContext.
 */
const files = import.meta.glob<Messages>('./*.json', { import: 'default' })
const loaded = new Map<Locale, Promise<Messages>>()

export function loadMessages(locale: Locale): Promise<Messages> {
  let messages = loaded.get(locale)
  if (!messages) loaded.set(locale, (messages = files[`./${locale}.json`]!()))
  return messages
}
