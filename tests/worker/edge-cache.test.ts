/**
 * The storage rules of the edge cache, on an in-memory stand-in for `caches.default` (the Worker
 * suite checks the same code on Miniflare's real Cache API; these are the cases the app cannot
 * easily produce on demand).
 */
import { describe, expect, test } from 'vitest'
import { edgeCached, type EdgeCache } from '../../server/ports/edge/edge-cache'
import { publicCacheControl } from '../../server/middleware/cache'

function memoryCache() {
  const entries = new Map<string, Response>()
  const cache: EdgeCache = {
    async match(key) {
      return entries.get(key)?.clone()
    },
    async put(key, response) {
      entries.set(key, response)
    },
  }
  return { cache, entries }
}

/** One request through the edge cache; the work left for after the response is awaited. */
async function through(cache: EdgeCache, request: Request, answer: () => Response) {
  const pending: Promise<unknown>[] = []
  let answered = 0
  const response = await edgeCached(
    request,
    cache,
    (p) => pending.push(p),
    async () => (answered++, answer()),
  )
  await Promise.all(pending)
  return { response, answered }
}

const publicJson =
  (headers: Record<string, string> = {}, status = 200) =>
  () =>
    new Response('{"code":200}', { status, headers: { 'cache-control': publicCacheControl(60), ...headers } })

describe('edgeCached', () => {
  test('stores a public 200 and answers the next anonymous GET from the cache', async () => {
    const { cache, entries } = memoryCache()
    const first = await through(cache, new Request('https://shop.test/api/site/label?_seq=1'), publicJson())
    expect(first.response.headers.get('x-edge-cache')).toBe('MISS')
    expect(entries.size).toBe(1)
    const second = await through(cache, new Request('https://shop.test/api/site/label?_seq=2'), publicJson())
    expect(second.answered).toBe(0)
    expect(second.response.headers.get('x-edge-cache')).toBe('HIT')
    expect(await second.response.text()).toBe('{"code":200}')
  })

  test('does not store answers that set a cookie, are not public with s-maxage, or are not 200', async () => {
    const { cache, entries } = memoryCache()
    const url = 'https://shop.test/about'
    for (const answer of [
      publicJson({ 'set-cookie': 'lang=de; Path=/' }),
      publicJson({ 'cache-control': 'private, no-store' }),
      publicJson({ 'cache-control': 'public, max-age=60' }),
      publicJson({}, 404),
    ]) {
      const { response } = await through(cache, new Request(url), answer)
      expect(response.headers.get('x-edge-cache')).toBeNull()
    }
    expect(entries.size).toBe(0)
  })

  test('signed-in requests and other methods bypass the cache both ways', async () => {
    const { cache, entries } = memoryCache()
    await through(cache, new Request('https://shop.test/api/lang/list'), publicJson())
    for (const request of [
      new Request('https://shop.test/api/lang/list', { headers: { cookie: 'lang=de; token=abc' } }),
      new Request('https://shop.test/api/lang/list', { headers: { authorization: 'Bearer abc' } }),
      new Request('https://shop.test/api/lang/list', { method: 'POST', body: '{}' }),
    ]) {
      const { response, answered } = await through(cache, request, publicJson())
      expect(answered).toBe(1)
      expect(response.headers.get('x-edge-cache')).toBeNull()
    }
    expect(entries.size).toBe(1)
  })

  test('API answers are keyed by their locale: Lang header, else lang cookie, else English', async () => {
    const { cache, entries } = memoryCache()
    const url = 'https://shop.test/api/config/getSeo'
    await through(cache, new Request(url), publicJson())
    await through(cache, new Request(url, { headers: { lang: 'de' } }), publicJson())
    await through(cache, new Request(url, { headers: { cookie: 'lang=fr' } }), publicJson())
    const { answered } = await through(
      cache,
      new Request(url, { headers: { lang: 'fr', cookie: 'lang=de' } }),
      publicJson(),
    )
    expect(answered).toBe(0)
    expect([...entries.keys()].map((k) => new URL(k).searchParams.get('__locale')).sort()).toEqual(['de', 'en', 'fr'])
  })
})
