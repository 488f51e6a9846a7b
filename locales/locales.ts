/**
 * The language registry: URL code (the spec's), BCP 47 tag (for <html lang> and hreflang),
 * writing direction and the language's own name. English is the default and the fallback;
 * it has no URL prefix. To add a language: add a row here, a `locales/<code>.json`
 * dictionary with every key of en.json, and a row in the `languages` table (seed).
 */
export const locales = [
  { code: 'en', bcp47: 'en', dir: 'ltr', name: 'English' },
  { code: 'zh', bcp47: 'zh-Hans', dir: 'ltr', name: '简体中文' },
  { code: 'tw', bcp47: 'zh-Hant', dir: 'ltr', name: '繁體中文' },
  { code: 'jp', bcp47: 'ja', dir: 'ltr', name: '日本語' },
  { code: 'ko', bcp47: 'ko', dir: 'ltr', name: '한국어' },
  { code: 'de', bcp47: 'de', dir: 'ltr', name: 'Deutsch' },
  { code: 'ru', bcp47: 'ru', dir: 'ltr', name: 'Русский' },
  { code: 'fr', bcp47: 'fr', dir: 'ltr', name: 'Français' },
  { code: 'ar', bcp47: 'ar', dir: 'rtl', name: 'العربية' },
  { code: 'it', bcp47: 'it', dir: 'ltr', name: 'Italiano' },
] as const

export type Locale = (typeof locales)[number]['code']
export const defaultLocale: Locale = 'en'
export const localeCodes = locales.map((l) => l.code) as Locale[]

export function isLocale(code: string | undefined | null): code is Locale {
  return !!code && (localeCodes as string[]).includes(code)
}

export function localeInfo(code: Locale) {
  return locales.find((l) => l.code === code)!
}

/** A first path segment shaped like a language code (2 letters, optionally a region). */
export function looksLikeLanguageCode(segment: string): boolean {
  return /^[a-z]{2}(-[a-z]{2,4})?$/i.test(segment)
}

/**
 * The locale of a language tag as clients send it: our own codes (jp, tw), BCP 47 tags
 * (de-DE, ja, zh-Hant, zh-TW, zh-CN) by their language, Chinese by its script or region. Null
 * for a language we do not have.
 */
export function localeOfTag(tag: string | undefined | null): Locale | null {
  const t = tag?.trim().toLowerCase().replace(/_/g, '-')
  if (!t) return null
  if (isLocale(t)) return t
  const [language, ...rest] = t.split('-')
  if (language === 'zh') return rest.some((s) => ['hant', 'tw', 'hk', 'mo'].includes(s)) ? 'tw' : 'zh'
  const found = locales.find((l) => l.bcp47.toLowerCase() === language)
  return found ? found.code : null
}

/** `/de/about` → { locale: 'de', path: '/about' }; `/about` → { locale: 'en', path: '/about' }. */
export function splitLocale(pathname: string): { locale: Locale; path: string } {
  const m = /^\/([^/]+)(\/.*)?$/.exec(pathname)
  if (m && isLocale(m[1]) && m[1] !== defaultLocale) return { locale: m[1], path: m[2] || '/' }
  return { locale: defaultLocale, path: pathname }
}

/** The URL of a logical path under a locale: ('/about', 'de') → '/de/about'; ('/', 'de') → '/de'. */
export function localizePath(path: string, locale: Locale): string {
  if (locale === defaultLocale) return path
  return path === '/' ? `/${locale}` : `/${locale}${path}`
}
