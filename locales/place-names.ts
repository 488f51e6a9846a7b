/**
 * A stock location in the reader's language. Suppliers write it as free text in English ("Hong
 * Kong", "USA", "Shenzhen"); the names of countries and regions come from Intl.DisplayNames
 * (contract/countries.ts), the few cities distributors ship from have their names here. Anything
 * else is shown as written.
 */
import { countryName } from '../contract/countries'
import { localeInfo, type Locale } from './locales'

const REGIONS: Record<string, string> = {
  'hong kong': 'HK',
  usa: 'US',
  us: 'US',
  'united states': 'US',
  china: 'CN',
  'mainland china': 'CN',
  taiwan: 'TW',
  singapore: 'SG',
  japan: 'JP',
  korea: 'KR',
  'south korea': 'KR',
  germany: 'DE',
  netherlands: 'NL',
  uk: 'GB',
  'united kingdom': 'GB',
}

const CITIES: Record<string, Partial<Record<Locale, string>>> = {
  shenzhen: { zh: '深圳', tw: '深圳', jp: '深圳', ko: '선전', ru: 'Шэньчжэнь', ar: 'شنجن' },
  shanghai: { zh: '上海', tw: '上海', jp: '上海', ko: '상하이', ru: 'Шанхай', ar: 'شانغهاي' },
  beijing: {
    zh: '北京',
    tw: '北京',
    jp: '北京',
    ko: '베이징',
    de: 'Peking',
    ru: 'Пекин',
    fr: 'Pékin',
    ar: 'بكين',
    it: 'Pechino',
  },
}

/** Regions whose long name is an administrative title ("Sonderverwaltungsregion Hongkong"): the short one. */
const SHORT = new Set(['HK'])
const shortNames = new Map<string, Intl.DisplayNames>()

function regionName(code: string, bcp47: string): string {
  if (!SHORT.has(code)) return countryName(code, bcp47)
  try {
    if (!shortNames.has(bcp47))
      shortNames.set(bcp47, new Intl.DisplayNames([bcp47, 'en'], { type: 'region', style: 'short', fallback: 'code' }))
    return shortNames.get(bcp47)!.of(code) ?? code
  } catch {
    return countryName(code, bcp47)
  }
}

export function placeName(written: string, locale: Locale): string {
  if (locale === 'en' || !written) return written
  const key = written.trim().toLowerCase()
  const region = REGIONS[key]
  if (region) return regionName(region, localeInfo(locale).bcp47)
  return CITIES[key]?.[locale] ?? written
}
