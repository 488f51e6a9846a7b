import { localeInfo, type Locale } from '../../locales/locales'
import { useLocale } from '../app/i18n'

/** Intl formatters are costly to build: one per language, kept. */
const formatters = new Map<Locale, Intl.DateTimeFormat>()
function formatterFor(locale: Locale) {
  let f = formatters.get(locale)
  if (!f)
    formatters.set(
      locale,
      (f = new Intl.DateTimeFormat(localeInfo(locale).bcp47, { dateStyle: 'medium', timeZone: 'UTC' })),
    )
  return f
}

/**
 * A date in the page's language; rendered the same on server and browser (UTC). Isolated, so that
 * text beside it in another direction (an English title on an Arabic page) does not reorder it.
 */
export function DateText({ iso }: { iso: string }) {
  return (
    <time dateTime={iso} dir="auto">
      {formatterFor(useLocale()).format(new Date(iso))}
    </time>
  )
}

/** The same formatting as a function, for a date inside a sentence or a list of facts. */
export function useDateFormat(): (iso: string) => string {
  const f = formatterFor(useLocale())
  return (iso) => f.format(new Date(iso))
}
