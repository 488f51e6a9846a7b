/**
 * The Node server's page cache (server/ports/node/page-cache.ts) keeps within its size what its
 * entries hold, not only their bodies: small answers (suggestions, API answers of a few hundred
 * bytes) carry a key and headers larger than themselves.
 */
import { expect, test } from 'vitest'
import { memoryPageCache } from '../../server/ports/node/page-cache'

const answer = (body: string) =>
  new Response(body, {
    headers: {
      'cache-control': 'public, max-age=0, s-maxage=60',
      'content-type': 'application/json; charset=utf-8',
      vary: 'Accept-Encoding, Lang, Cookie',
      'x-request-id': 'b9a4c1e2-5f3d-4e8a-9c7b-1d2e3f4a5b6c',
    },
  })

test('small answers are counted with their keys and headers: the oldest leave when those fill the cache', async () => {
  // 100 answers of 20 bytes: 2,000 bytes of bodies, well under 64 KB; with their keys and headers, over.
  const cache = memoryPageCache({ maxBytes: 64 * 1024 })
  const key = (i: number) =>
    `https://shop.test/api/index/searchOption?keyword=${'LM358'.repeat(20)}${i}|v=1|enc=identity`
  for (let i = 0; i < 100; i++) await cache.put(key(i), answer(`{"code":200,"i":${String(i).padStart(3)}}`))
  expect(await cache.match(key(0))).toBeUndefined()
  const newest = await cache.match(key(99))
  expect(await newest?.text()).toBe('{"code":200,"i": 99}')
  let kept = 0
  for (let i = 0; i < 100; i++) if (await cache.match(key(i))) kept++
  // Each entry holds about 1 KB: the key (UTF-16), the headers, the entry's own objects.
  expect(kept).toBeGreaterThan(20)
  expect(kept).toBeLessThan(70)
})
