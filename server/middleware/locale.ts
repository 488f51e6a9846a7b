import type { MiddlewareHandler } from 'hono'
import { getCookie } from 'hono/cookie'
import { defaultLocale, isLocale, localeOfTag, type Locale } from '../../locales/locales'
import { translatorFor } from '../../locales/dictionaries'
import type { AppEnv } from '../http/context'

export const LANG_COOKIE = 'lang'
export const LANG_COOKIE_DAYS = 365

/** The locale of an API answer; the edge cache keys answers by the same rule. */
export function apiLocaleOf(langHeader: string | undefined | null, langCookie: string | undefined | null): Locale {
  return localeOfTag(langHeader) ?? (isLocale(langCookie) ? langCookie : defaultLocale)
}

/**
 * API calls: the `Lang` header picks the locale of messages and content (our codes or BCP 47 tags:
 * de-DE, ja, zh-TW), then the lang cookie, then English.
 */
export const apiLocale: MiddlewareHandler<AppEnv> = async (c, next) => {
  const locale = apiLocaleOf(c.req.header('lang'), getCookie(c, LANG_COOKIE))
  c.set('locale', locale)
  c.set('t', translatorFor(locale))
  await next()
}
