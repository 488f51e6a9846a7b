import type { Context } from 'hono'
import { deleteCookie, getCookie } from 'hono/cookie'
import { defaultLocale, isLocale, localizePath, looksLikeLanguageCode, splitLocale } from '../../locales/locales'
import type { AppEnv } from '../http/context'
import type { Ports } from '../ports'
import { revokeSession, sessionOf, TOKEN_COOKIE, USER_INFO_COOKIE } from '../auth'
import { findStaffSession, STAFF_COOKIE } from '../auth/staff'
import { isHttps, sameOrigin } from './security'
import { translatorFor } from '../../locales/dictionaries'
import { publicCacheControl } from './cache'
import { ownOriginPath } from '../../contract/redirect'

/**
 * Pages only a signed-in user may see (logical paths, without the language prefix), and the cart
 * page: open to guests (their cart is the `cart` cookie's), but private, never cached.
 */
const PROTECTED = [/^\/myaccount(\/|$)/, /^\/pay(\/|$)/, /^\/shoppingcart\/?$/]
export const isProtectedPath = (path: string) => PROTECTED.some((re) => re.test(path))

/**
 * The protected pages a guest may open (spec §1 and §6, buying as a visitor): the cart and its
 * checkout (/pay/order, with ?goods_id= for Buy now), and an order's payment, success and status
 * pages with the order's private token (the link of the order e-mail). The server checks the
 * token on every call.
 */
function guestMayOpen(path: string, query: URLSearchParams): boolean {
  if (path === '/pay/order' || /^\/shoppingcart\/?$/.test(path)) return true
  if (!query.get('token')) return false
  return path === '/pay/payment' || path === '/pay/successful' || /^\/myaccount\/order-status-history\/\d+$/.test(path)
}

export type PageDecision =
  | { kind: 'redirect'; location: string; status: 301 | 302 }
  /** A console page asked with a customer's session (server/auth: 403, as the console's API answers). */
  | { kind: 'forbidden'; locale: ReturnType<typeof splitLocale>['locale'] }
  | {
      kind: 'render'
      locale: ReturnType<typeof splitLocale>['locale']
      unknownLanguage: boolean
      signedIn: boolean
      /** /exit: with a live session it asks (a form that posts), without one the cookies go. */
      exit: boolean
      /** a protected page (also when a guest opens it with an order's token): never cached */
      privatePage?: boolean
    }

/**
 * What to do with a page request before rendering: the language rules of spec §2 and the auth guard.
 * - `/en/...` → 301 to the unprefixed path, query kept
 * - an unknown language code as first segment → the "This page could not be found." 404
 * - a protected page without a token cookie → `/login?redirect=<original path>`
 * - a protected page whose token is no longer valid (4001) → `/exit`
 * - `/exit` with a live session only asks: signing out is a POST (signOut), so that a link on
 *   another site cannot sign anyone out
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
  if (/^\/admin(\/|$)/.test(path)) {
    const console = await consolePage(c, ports, path, locale, token, pathname + url.search)
    if (console) return console
  }
  const exit = path === '/exit'
  const privatePage = isProtectedPath(path)
  if (privatePage && !(!token && guestMayOpen(path, url.searchParams))) {
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
  const signedIn = exit ? !!(await sessionOf(ports.db, token ?? null, ports.clock.now())) : !!token
  return { kind: 'render', locale, unknownLanguage: false, signedIn, exit, privatePage }
}

/**
 * The operations console's pages (/admin…, issue 31): the sign-in and setup pages to anyone;
 * every other one only with a live staff session (the `staff` cookie): without one, to the
 * console's sign-in (and back after it); with a customer's session, 403. Never cached (privatePage).
 */
async function consolePage(
  c: Context<AppEnv>,
  ports: Ports,
  path: string,
  locale: ReturnType<typeof splitLocale>['locale'],
  token: string | undefined,
  wanted: string,
): Promise<PageDecision | null> {
  const render: PageDecision = {
    kind: 'render',
    locale,
    unknownLanguage: false,
    signedIn: false,
    exit: false,
    privatePage: true,
  }
  if (path === '/admin/login' || path === '/admin/setup') return render
  const now = ports.clock.now()
  if (!(await findStaffSession(ports.db, getCookie(c, STAFF_COOKIE), now))) {
    if (token && (await sessionOf(ports.db, token, now))) return { kind: 'forbidden', locale }
    const login = localizePath('/admin/login', locale)
    return { kind: 'redirect', status: 302, location: `${login}?redirect=${encodeURIComponent(wanted)}` }
  }
  return render
}

/** Headers of a rendered page: anonymous pages are cacheable at the edge; /exit without a live session clears the session cookies. */
export function pageResponseHeaders(
  c: Context<AppEnv>,
  decision: Extract<PageDecision, { kind: 'render' }>,
  status: number,
  ports: Ports,
) {
  if (decision.exit && !decision.signedIn) clearSessionCookies(c, ports)
  const cacheable =
    status === 200 && !decision.signedIn && !decision.exit && !decision.privatePage && c.req.method === 'GET'
  c.header('Cache-Control', cacheable ? publicCacheControl(60) : 'private, no-store')
}

function clearSessionCookies(c: Context<AppEnv>, ports: Ports) {
  const secure = isHttps(c.req.raw, ports.settings)
  deleteCookie(c, TOKEN_COOKIE, { path: '/', secure })
  deleteCookie(c, USER_INFO_COOKIE, { path: '/', secure })
}

/** Pages whose form is server HTML with DOM code (components/account/AccountForm's `behaviour`). */
const ACCOUNT_FORM_PAGES = new Set(['/login', '/register', '/forgotpassword', '/register/activate'])

/**
 * A POST to a page (any language). POST /exit signs out: only from our own pages (Origin,
 * Sec-Fetch-Site); the session of the token cookie is revoked, the cookies cleared, and the
 * browser sees the signed-out page (303 to GET /exit). A POST to an account form's page (its code
 * did not run) gets that page again; any other, 404.
 */
export async function postToPage(c: Context<AppEnv>, ports: Ports): Promise<Response> {
  const url = new URL(c.req.url)
  const { locale, path } = splitLocale(url.pathname)
  // The account forms post only when their code has not run (no JavaScript): the same page again,
  // which says that the form needs it; what was typed is not read.
  if (ACCOUNT_FORM_PAGES.has(path)) {
    c.header('Cache-Control', 'no-store')
    return c.redirect(url.pathname + url.search, 303)
  }
  if (path !== '/exit') return c.notFound()
  c.header('Cache-Control', 'no-store')
  if (!sameOrigin(c.req.raw, ports.settings.publicUrl)) return c.text(translatorFor(locale)('api.crossSite'), 403)
  const token = getCookie(c, TOKEN_COOKIE)
  if (token) await revokeSession(ports.db, token, ports.clock.now())
  clearSessionCookies(c, ports)
  return c.redirect(localizePath('/exit', locale), 303)
}
