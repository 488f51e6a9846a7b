import { parse as parseCookies } from 'hono/utils/cookie'
import { splitLocale } from '../../../locales/locales'
import { edgeCacheKey, etagMatches } from '../../middleware/cache'
import { apiLocaleOf, LANG_COOKIE } from '../../middleware/locale'
import { TOKEN_COOKIE } from '../../auth'

/** The part of the Workers Cache API (`caches.default`) used here. */
export interface EdgeCache {
  match(key: string): Promise<Response | undefined>
  put(key: string, response: Response): Promise<void>
  /**
   * Node's memory cache (server/ports/node/page-cache.ts): true once when the entry under `key`
   * is past its freshness but may still be served; the answer is then rendered anew in the
   * background. The Cache API keeps an entry only while it is fresh.
   */
  claimRefresh?(key: string): boolean
}

/** Keeps work alive after the answer is sent (the Worker's `ctx.waitUntil`). */
export type WaitUntil = (work: Promise<unknown>) => void

export const EDGE_CACHE_HEADER = 'X-Edge-Cache'

/**
 * Serves anonymous public GETs from the edge cache. A request is looked up when it is a GET
 * without a `token` cookie and without an Authorization header; its key is the URL without the
 * `_seq` parameter, plus the locale the answer is in. On a miss the app answers, and a 200 whose
 * Cache-Control is public with s-maxage, and that sets no cookie, is stored after the response.
 * Answers that took part are marked `X-Edge-Cache: HIT` or `MISS`. `variant` adds what else the
 * stored answer depends on to the key: the version of the public data (catalogue, content, stock;
 * publicDataVersion), and on Node the content encoding it was compressed with.
 */
export async function edgeCached(
  request: Request,
  cache: EdgeCache,
  waitUntil: WaitUntil,
  answer: () => Promise<Response>,
  variant: Record<string, string> = {},
): Promise<Response> {
  if (!isAnonymousGet(request)) return answer()
  const key = edgeCacheKey(request.url, requestLocale(request), variant)

  const hit = await cache.match(key)
  if (hit) {
    if (cache.claimRefresh?.(key)) {
      waitUntil(answer().then((fresh) => (isStorable(fresh) ? cache.put(key, fresh) : fresh.body?.cancel())))
    }
    const etag = hit.headers.get('etag')
    if (etag && etagMatches(request.headers.get('if-none-match') ?? undefined, etag)) {
      await hit.body?.cancel()
      return marked(new Response(null, { status: 304, headers: notModifiedHeaders(hit.headers) }), 'HIT')
    }
    return marked(hit, 'HIT')
  }

  const response = await answer()
  if (!isStorable(response)) return response
  waitUntil(cache.put(key, response.clone()))
  return marked(response, 'MISS')
}

/** Whether edgeCached stores `response` as the answer to `request` (an anonymous GET, a public 200). */
export function isStoredAnswer(request: Request, response: Response): boolean {
  return isAnonymousGet(request) && isStorable(response)
}

function isAnonymousGet(request: Request): boolean {
  if (request.method !== 'GET' || request.headers.has('authorization')) return false
  return !cookies(request)[TOKEN_COOKIE]
}

/** The locale an answer depends on: the URL prefix for pages; for the API as in apiLocale (Lang header, lang cookie, English). */
function requestLocale(request: Request): string {
  const { pathname } = new URL(request.url)
  if (!pathname.startsWith('/api/')) return splitLocale(pathname).locale
  return apiLocaleOf(request.headers.get('lang'), cookies(request)[LANG_COOKIE])
}

function isStorable(response: Response): boolean {
  const cacheControl = response.headers.get('cache-control') ?? ''
  return (
    response.status === 200 &&
    !response.headers.has('set-cookie') &&
    /(^|[\s,])public([\s,]|$)/.test(cacheControl) &&
    /(^|[\s,])s-maxage=\d+/.test(cacheControl)
  )
}

function cookies(request: Request): Record<string, string> {
  return parseCookies(request.headers.get('cookie') ?? '')
}

/**
 * The answer with its cache mark. Node's answers (and the app's own) have mutable headers and are
 * marked in place, which keeps the body as it is (no stream in between); the Worker's Cache API
 * gives answers with immutable headers, which are copied.
 */
function marked(response: Response, state: 'HIT' | 'MISS'): Response {
  try {
    response.headers.set(EDGE_CACHE_HEADER, state)
    return response
  } catch {
    const copy = new Response(response.body, response)
    copy.headers.set(EDGE_CACHE_HEADER, state)
    return copy
  }
}

/** A stored answer's headers for a 304: the same, without those of its body. */
function notModifiedHeaders(stored: Headers): Headers {
  const headers = new Headers(stored)
  for (const name of ['content-type', 'content-length', 'content-encoding']) headers.delete(name)
  return headers
}
