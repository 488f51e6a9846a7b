import en from './en.json'
import zh from './zh.json'
import tw from './tw.json'
import jp from './jp.json'
import ko from './ko.json'
import de from './de.json'
import ru from './ru.json'
import fr from './fr.json'
import ar from './ar.json'
import it from './it.json'
import type { Locale } from './locales'
import { createTranslator, type Messages, type Translate } from './translator'

/** Every dictionary, for the server. The browser receives only the one it needs. */
export const dictionaries: Record<Locale, Messages> = { en, zh, tw, jp, ko, de, ru, fr, ar, it }

const cache = new Map<Locale, Translate>()
export function translatorFor(locale: Locale): Translate {
  let t = cache.get(locale)
  if (!t) cache.set(locale, (t = createTranslator(dictionaries[locale], locale === 'en' ? undefined : en)))
  return t
}
