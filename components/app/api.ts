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

/**
 * Every browser call to the API: the contract's path with the cache-busting sequence appended,
 * `Lang`, and the bearer token when signed in. An answer with code 4001 ends the session: the
 * browser goes to /exit.
 */
async function fetcher(args: ApiFetcherArgs) {
  const url = new URL(args.path, location.origin)
  url.searchParams.set(SEQUENCE_PARAM, `${Date.now().toString(36)}${(sequence++).toString(36)}`)
  const token = readCookie('token')
  const headers: Record<string, string> = { ...args.headers, lang: currentLocale }
  if (token) headers.authorization = `Bearer ${token}`
  const response = await tsRestFetchApi({ ...args, path: url.pathname + url.search, headers })
  const body = response.body as { code?: number } | undefined
  if (body && body.code === 4001) window.location.assign(localizePath('/exit', currentLocale))
  return response
}

export const tsr = initTsrReactQuery(contract, { baseUrl: '', api: fetcher, jsonQuery: false })

/** The server's message of an answer (success or error envelope), for toasts. */
export function messageOf(result: unknown, fallback: string): string {
  const body = (result as { body?: { message?: unknown } } | undefined)?.body
  return typeof body?.message === 'string' && body.message ? body.message : fallback
}

/** Headers of a call made without the typed client (a multipart upload, a file download). */
function callHeaders(): Record<string, string> {
  const token = readCookie('token')
  return token ? { lang: currentLocale, authorization: `Bearer ${token}` } : { lang: currentLocale }
}
const withSequence = (path: string) => {
  const url = new URL(path, location.origin)
  url.searchParams.set(SEQUENCE_PARAM, `${Date.now().toString(36)}${(sequence++).toString(36)}`)
  return url.pathname + url.search
}

/**
 * A multipart form to a route that takes one (RouteMeta.body), answered with its envelope. The
 * typed client cannot send a browser File as the contract's file shape; the answer's type is the
 * contract's all the same (the caller names it).
 */
export async function postForm<T>(path: string, form: FormData): Promise<{ status: number; body: T }> {
  const res = await fetch(withSequence(path), { method: 'POST', body: form, headers: callHeaders() })
  const body = (await res.json()) as T & { code?: number }
  if (body.code === 4001) window.location.assign(localizePath('/exit', currentLocale))
  return { status: res.status, body }
}

/** Downloads a route that answers a file (RouteMeta.file) under `name`; false when it answered an error. */
export async function downloadFile(path: string, name: string): Promise<boolean> {
  const res = await fetch(withSequence(path), { headers: callHeaders() })
  if (!res.ok) return false
  const url = URL.createObjectURL(await res.blob())
  const a = document.createElement('a')
  a.href = url
  a.download = name
  document.body.append(a)
  a.click()
  a.remove()
  setTimeout(() => URL.revokeObjectURL(url), 10_000)
  return true
}
