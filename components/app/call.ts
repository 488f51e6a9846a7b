import type { AppRoute, ClientInferResponses, PartialClientInferRequest } from '@ts-rest/core'
import { SEQUENCE_PARAM } from '../../contract/island-routes'
import { localizePath, type Locale } from '../../locales/locales'
import { readCookie } from './cookies'

/**
 * The browser's calls to the API without a client library: what the pages that load only their
 * islands (components/islands) use, and what the ts-rest client (components/app/api.ts) builds
 * on. Paths and types come from the contract; its schemas stay on the server.
 */

let sequence = 0
let currentLocale: Locale = 'en'
/** Set once on hydration: every call sends this language in the `Lang` header. */
export function setApiLocale(locale: Locale) {
  currentLocale = locale
}

/** The path with the cache-busting sequence appended (every browser call has it). */
export function withSequence(path: string): string {
  const url = new URL(path, location.origin)
  url.searchParams.set(SEQUENCE_PARAM, `${Date.now().toString(36)}${(sequence++).toString(36)}`)
  return url.pathname + url.search
}

/** The headers of every browser call: `Lang`, and the bearer token when signed in. */
export function callHeaders(): Record<string, string> {
  const token = readCookie('token')
  return token ? { lang: currentLocale, authorization: `Bearer ${token}` } : { lang: currentLocale }
}

/** An answer with code 4001 ends the session: the browser goes to /exit. */
export function endSessionOn(body: unknown) {
  if ((body as { code?: number } | undefined)?.code === 4001)
    window.location.assign(localizePath('/exit', currentLocale))
}

/** The server's message of an answer (success or error envelope), for toasts. */
export function messageOf(result: unknown, fallback: string): string {
  const body = (result as { body?: { message?: unknown } } | undefined)?.body
  return typeof body?.message === 'string' && body.message ? body.message : fallback
}

type Args = { params?: Record<string, unknown>; query?: Record<string, unknown>; body?: unknown }

/**
 * One call of a contract route (JSON in, JSON out), typed by the contract: its path with the
 * parameters filled in, the query as plain parameters, the sequence, `Lang` and the token.
 * Resolves with every answer the route may give (check `status`); rejects only when the network fails.
 */
export async function callApi<R extends AppRoute>(
  route: R,
  args?: PartialClientInferRequest<R>,
): Promise<ClientInferResponses<R>> {
  const { params = {}, query = {}, body } = (args ?? {}) as Args
  const search = new URLSearchParams()
  for (const [key, value] of Object.entries(query)) if (value !== undefined) search.set(key, String(value))
  const path = route.path.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(String(params[name])))
  const response = await fetch(withSequence(search.size ? `${path}?${search}` : path), {
    method: route.method,
    headers: { ...callHeaders(), ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  })
  const answer = (response.headers.get('content-type') ?? '').includes('json')
    ? ((await response.json()) as unknown)
    : await response.text()
  endSessionOn(answer)
  return { status: response.status, body: answer, headers: response.headers } as ClientInferResponses<R>
}
