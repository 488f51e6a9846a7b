import { localeInfo } from '../locales/locales'
import { useLocale } from './i18n'

/** A date in the page's language; rendered the same on server and browser (UTC). */
export function DateText({ iso }: { iso: string }) {
  const locale = useLocale()
  const text = new Intl.DateTimeFormat(localeInfo(locale).bcp47, { dateStyle: 'medium', timeZone: 'UTC' }).format(new Date(iso))
  return <time dateTime={iso}>{text}</time>
}
