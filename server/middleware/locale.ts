import type { MiddlewareHandler } from 'hono'
import { getCookie } from 'hono/cookie'
import { defaultLocale, isLocale, type Locale } from '../../locales/locales'
import { translatorFor } from '../../locales/dictionaries'
import type { AppEnv } from '../http/context'

export const LANG_COOKIE = 'lang'
export const LANG_COOKIE_DAYS = 365

/** API calls: the `Lang` header picks the locale of messages and content (then the lang cookie, then English). */
export const apiLocale: MiddlewareHandler<AppEnv> = async (c, next) => {
  const header = c.req.header('lang')?.trim().toLowerCase()
  const cookie = getCookie(c, LANG_COOKIE)
  const locale: Locale = isLocale(header) ? header : isLocale(cookie) ? cookie : defaultLocale
  c.set('locale', locale)
  c.set('t', translatorFor(locale))
  await next()
}
