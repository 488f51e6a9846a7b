import { SEQUENCE_PARAM } from '../../contract/envelope'

/** Cache-Control for a public answer: browsers revalidate, shared (edge) caches keep it `seconds`. */
export function publicCacheControl(seconds: number): string {
  return `public, max-age=0, s-maxage=${seconds}, stale-while-revalidate=${seconds * 10}`
}

/**
 * The edge cache key of a request: its URL without the cache-busting sequence parameter, with the
 * locale the answer depends on (API: `Lang` header) made part of the URL, since the Cache API
 * ignores Vary.
 */
export function edgeCacheKey(url: string, locale: string): string {
  const u = new URL(url)
  u.searchParams.delete(SEQUENCE_PARAM)
  u.searchParams.set('__locale', locale)
  u.searchParams.sort()
  return u.toString()
}
