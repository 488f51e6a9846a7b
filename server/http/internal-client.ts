import { isAppRoute, type AppRoute, type AppRouter, type InitClientReturn } from '@ts-rest/core'
import { contract } from '../../contract'
import { translatorFor } from '../../locales/dictionaries'
import type { Locale } from '../../locales/locales'
import type { Ports } from '../ports'
import { serviceContext, type ServiceContext } from '../services/context'
import { runRoute, type AnyHandler } from './contract-routes'
import { GUEST_CART_COOKIE } from '../domains/cart/guest'

/** The contract's client as the browser has it (`api.catalogue.goodsDetail({ query })` → `{ status, body }`). */
export type InternalClient = InitClientReturn<
  typeof contract,
  { baseUrl: string; baseHeaders: Record<string, string>; throwOnUnknownStatus: false }
>

type ClientArgs = { params?: unknown; query?: unknown; body?: unknown; headers?: Record<string, string> }

/**
 * The contract's typed client, answered in-process: server-side page data (+data.ts) goes through
 * the same contract, auth guard, validation and handlers as the browser's calls (runRoute), without
 * a request to build, route and answer as JSON only to parse it again — four such calls were about
 * a tenth of a product page's time. Cookies and headers a handler sets do not reach the page's
 * answer, as with a call from the browser they would not either.
 *
 * A fault (5xx) is thrown rather than handed to the page: the page's data hook fails, and the page
 * is the error page with status 500, never cached, instead of a 200 that says "Something went
 * wrong" and stays in the edge cache for a minute.
 */
export function createInternalClient(
  ports: Ports,
  handlers: Record<string, unknown>,
  caller: { locale: Locale; token?: string; guestCartToken?: string; ip: string; defer: ServiceContext['defer'] },
): InternalClient {
  const t = translatorFor(caller.locale)
  const headers: Record<string, string> = {
    lang: caller.locale,
    ...(caller.token ? { authorization: `Bearer ${caller.token}` } : {}),
    // The guest cart's cookie, for the cart's routes (the cart page of a guest).
    ...(caller.guestCartToken ? { cookie: `${GUEST_CART_COOKIE}=${caller.guestCartToken}` } : {}),
  }
  const reads: ServiceContext['reads'] = new Map()
  const call =
    (route: AppRoute, handler: AnyHandler) =>
    async (args: ClientArgs = {}) => {
      const ctx = serviceContext(ports, { locale: caller.locale, t, ip: caller.ip, defer: caller.defer, reads })
      const answer = await runRoute(route, handler, ctx, {
        params: args.params ?? {},
        query: args.query ?? {},
        body: args.body,
        headers: { ...headers, ...args.headers },
      })
      if (answer.status >= 500) throw new Error(`${route.method} ${route.path} answered ${answer.status}`)
      // Cookies and headers the answer asks for belong to an HTTP answer; a page's data has none.
      return { status: answer.status, body: answer.body, headers: new Headers() }
    }
  // A page asks a few of the contract's ~90 routes: each route's function is made when first asked.
  const build = (router: AppRouter, implementation: Record<string, unknown>): Record<string, unknown> => {
    const made: Record<string, unknown> = {}
    return new Proxy(made, {
      get(_, key) {
        if (typeof key !== 'string' || !Object.hasOwn(router, key)) return undefined
        const route = router[key]!
        return (made[key] ??= isAppRoute(route)
          ? call(route, implementation[key] as AnyHandler)
          : build(route, implementation[key] as Record<string, unknown>))
      },
    })
  }
  return build(contract, handlers) as InternalClient
}
