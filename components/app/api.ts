import { tsRestFetchApi, type ApiFetcherArgs } from '@ts-rest/core'
import { initTsrReactQuery } from '@ts-rest/react-query/v5'
import { contract, SEQUENCE_PARAM } from '../../contract/routes'
import { localizePath, type Locale } from '../../locales/locales'
import { readCookie } from './cookies'

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

/**
 * Every browser call to the API: the contract's path with the cache-busting sequence appended,
 * `Lang`, and the bearer token when signed in; an answer with code 4001 ends the session.
 */
export async function fetcher(args: ApiFetcherArgs) {
  const response = await tsRestFetchApi({
    ...args,
    path: withSequence(args.path),
    headers: { ...args.headers, ...callHeaders() },
  })
  endSessionOn(response.body)
  return response
}

export const tsr = initTsrReactQuery(contract, { baseUrl: '', api: fetcher, jsonQuery: false })

/** The server's message of an answer (success or error envelope), for toasts. */
export function messageOf(result: unknown, fallback: string): string {
  const body = (result as { body?: { message?: unknown } } | undefined)?.body
  return typeof body?.message === 'string' && body.message ? body.message : fallback
}
