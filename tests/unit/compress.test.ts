/**
 * The Node server's compression (server/middleware/compress.ts): an answer the page cache keeps is
 * compressed harder (brotli quality 4, once, sent to many) than one compressed for a single request
 * (quality 2: a signed-in visitor's page, a private answer, any answer when the page cache is off).
 */
import { Hono } from 'hono'
import { brotliDecompressSync } from 'node:zlib'
import { expect, test } from 'vitest'
import { brotliQuality, compression } from '../../server/middleware/compress'

const PUBLIC = 'public, max-age=0, s-maxage=60'
const request = (headers: Record<string, string> = {}) => new Request('http://shop.test/productdetail/1', { headers })
const response = (cacheControl: string) => new Response('<p>page</p>', { headers: { 'cache-control': cacheControl } })

test('quality 4 for an answer the page cache keeps, 2 for one compressed for a single request', () => {
  expect(brotliQuality(true, request(), response(PUBLIC))).toBe(4)
  expect(brotliQuality(false, request(), response(PUBLIC))).toBe(2)
  expect(brotliQuality(true, request({ cookie: 'token=abc' }), response(PUBLIC))).toBe(2)
  expect(brotliQuality(true, request({ authorization: 'Bearer abc' }), response(PUBLIC))).toBe(2)
  expect(brotliQuality(true, request(), response('private, no-store'))).toBe(2)
})

test('either way the answer is brotli that gives the page back', async () => {
  const html = Array.from({ length: 300 }, (_, i) => `<tr><td>LM${i * 7}</td><td>${i * 3} in stock</td></tr>`).join('')
  for (const pageCache of [true, false]) {
    const app = new Hono()
    app.use('*', compression({ pageCache }))
    app.get('/', (c) => {
      c.header('Cache-Control', PUBLIC)
      return c.html(html)
    })
    const res = await app.request('/', { headers: { 'accept-encoding': 'br' } })
    expect(res.headers.get('content-encoding')).toBe('br')
    expect(brotliDecompressSync(Buffer.from(await res.arrayBuffer())).toString()).toBe(html)
  }
})
