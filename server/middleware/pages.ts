import type { Context } from 'hono'
import { deleteCookie, getCookie } from 'hono/cookie'
import { defaultLocale, isLocale, localizePath, looksLikeLanguageCode, splitLocale } from '../../locales/locales'
import type { AppEnv } from '../http/context'
import type { Ports } from '../ports'
import { sessionOf, TOKEN_COOKIE, USER_INFO_COOKIE } from '../auth'
import { publicCacheControl } from './cache'
import { ownOriginPath } from '../../contract/redirect'

/** Pages only a signed-in user may see (logical paths, without the language prefix). */
const PROTECTED = [/^\/myaccount(\/|$)/, /^\/pay(\/|$)/]
export const isProtectedPath = (path: string) => PROTECTED.some((re) => re.test(path))

export type PageDecision =
  | { kind: 'redirect'; location: string; status: 301 | 302 }
  | {
      kind: 'render'
      locale: ReturnType<typeof splitLocale>['locale']
      unknownLanguage: boolean
      signedIn: boolean
      exit: boolean
    }

/**
 * What to do with a page request before rendering: the language rules of spec §2 and the auth guard.
 * - `/en/...` → 301 to the unprefixed path, query kept
 * - an unknown language code as first segment → the "This page could not be found." 404
 * - a protected page without a token cookie → `/login?redirect=<original path>`
 * - a protected page whose token is no longer valid (4001) → `/exit`
 */
export async function decidePage(c: Context<AppEnv>, ports: Ports): Promise<PageDecision> {
  const url = new URL(c.req.url)
  const pathname = url.pathname.replace(/\/index\.pageContext\.json$/, '') || '/'
  const first = pathname.split('/')[1] ?? ''
  if (first === defaultLocale) {
    const rest = ownOriginPath(url.pathname.slice(defaultLocale.length + 1))
    return { kind: 'redirect', status: 301, location: rest + url.search }
  }
  if (first && looksLikeLanguageCode(first) && !isLocale(first)) {
    return { kind: 'render', locale: defaultLocale, unknownLanguage: true, signedIn: false, exit: false }
  }
  const { locale, path } = splitLocale(pathname)
  const token = getCookie(c, TOKEN_COOKIE)
  const exit = path === '/exit'
  if (isProtectedPath(path)) {
    if (!token) {
      const login = localizePath('/login', locale)
      return {
        kind: 'redirect',
        status: 302,
        location: `${login}?redirect=${encodeURIComponent(pathname + url.search)}`,
      }
    }
    if (!(await sessionOf(ports.db, token, ports.clock.now()))) {
      return { kind: 'redirect', status: 302, location: localizePath('/exit', locale) }
    }
  }
  return { kind: 'render', locale, unknownLanguage: false, signedIn: !!token && !exit, exit }
}

/** Headers of a rendered page: anonymous pages are cacheable at the edge; /exit clears the session cookies. */
export function pageResponseHeaders(
  c: Context<AppEnv>,
  decision: Extract<PageDecision, { kind: 'render' }>,
  status: number,
) {
  if (decision.exit) {
    deleteCookie(c, TOKEN_COOKIE, { path: '/' })
    deleteCookie(c, USER_INFO_COOKIE, { path: '/' })
  }
  const cacheable = status === 200 && !decision.signedIn && !decision.exit && c.req.method === 'GET'
  c.header('Cache-Control', cacheable ? publicCacheControl(60) : 'private, no-store')
}
