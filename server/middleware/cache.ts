import type { MiddlewareHandler } from 'hono'
import { SEQUENCE_PARAM } from '../../contract/envelope'

/** Cache-Control for a public answer: browsers revalidate, shared (edge) caches keep it `seconds`. */
export function publicCacheControl(seconds: number): string {
  return `public, max-age=0, s-maxage=${seconds}, stale-while-revalidate=${seconds * 10}`
}

/**
 * The edge cache key of a request: its URL without the cache-busting sequence parameter, with the
 * locale the answer depends on (API: `Lang` header) made part of the URL, since the Cache API
 * ignores Vary, and what else the answer depends on (`variant`: data version, encoding).
 */
export function edgeCacheKey(url: string, locale: string, variant: Record<string, string> = {}): string {
  const u = new URL(url)
  u.searchParams.delete(SEQUENCE_PARAM)
  u.searchParams.set('__locale', locale)
  for (const [name, value] of Object.entries(variant)) u.searchParams.set(`__${name}`, value)
  u.searchParams.sort()
  return u.toString()
}

/**
 * ETag and 304 for cacheable API answers (GETs whose Cache-Control is public): the tag is a hash
 * of the JSON, so a client that revalidates (`max-age=0`) gets an empty 304 while the data is
 * unchanged. Answers that are not public (signed-in, errors) are left alone.
 */
export const apiEtag: MiddlewareHandler = async (c, next) => {
  await next()
  const res = c.res
  if (c.req.method !== 'GET' || res.status !== 200 || !res.body) return
  if (!/(^|[\s,])public([\s,]|$)/.test(res.headers.get('cache-control') ?? '')) return
  const digest = await crypto.subtle.digest('SHA-1', await res.clone().arrayBuffer())
  const etag = `W/"${btoa(String.fromCharCode(...new Uint8Array(digest))).replace(/=+$/, '')}"`
  res.headers.set('ETag', etag)
  if (!etagMatches(c.req.header('if-none-match'), etag)) return
  const headers = new Headers(res.headers)
  headers.delete('content-type')
  headers.delete('content-length')
  c.res = undefined
  c.res = new Response(null, { status: 304, headers })
}

/** If-None-Match: `*`, or a list of tags compared weakly (W/ ignored). */
export function etagMatches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false
  if (ifNoneMatch.trim() === '*') return true
  const bare = (tag: string) => tag.trim().replace(/^W\//, '')
  return ifNoneMatch.split(',').some((tag) => bare(tag) === bare(etag))
}
