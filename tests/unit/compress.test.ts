/**
 * The Node server's compression (server/middleware/compress.ts): an answer the page cache keeps is
 * compressed harder (brotli quality 4, once, sent to many) than one compressed for a single request
 * (quality 2: a signed-in visitor's page, a private answer, any answer when the page cache is off).
 */
import { Hono } from 'hono'
import { brotliDecompressSync, createBrotliDecompress, gunzipSync } from 'node:zlib'
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

test('an answer that is all there is compressed in one call and sent with its length', async () => {
  const app = new Hono()
  app.use('*', compression({ pageCache: false }))
  const json = JSON.stringify({ parts: Array.from({ length: 200 }, (_, i) => ({ id: i, mpn: `LM${i}` })) })
  app.get('/', (c) => c.body(json, 200, { 'content-type': 'application/json' }))
  for (const encoding of ['br', 'gzip'] as const) {
    const res = await app.request('/', { headers: { 'accept-encoding': encoding } })
    const bytes = Buffer.from(await res.arrayBuffer())
    expect(res.headers.get('content-encoding')).toBe(encoding)
    expect(res.headers.get('content-length')).toBe(String(bytes.length))
    expect((encoding === 'br' ? brotliDecompressSync(bytes) : gunzipSync(bytes)).toString()).toBe(json)
  }
})

test('a page still being written streams: its first piece arrives, decodable, before the rest is written', async () => {
  const encoder = new TextEncoder()
  let finish!: () => void
  const written = new Promise<void>((resolve) => (finish = resolve))
  const head = '<!doctype html><html><head><title>LM358</title></head><body>' + '<p>shell</p>'.repeat(200)
  const tail = '<p>late</p>'.repeat(200) + '</body></html>'
  const app = new Hono()
  app.use('*', compression({ pageCache: false }))
  app.get('/', (c) => {
    const page = new ReadableStream<Uint8Array>({
      async start(controller) {
        controller.enqueue(encoder.encode(head))
        await written
        controller.enqueue(encoder.encode(tail))
        controller.close()
      },
    })
    return c.body(page, 200, { 'content-type': 'text/html; charset=UTF-8' })
  })
  const res = await app.request('/', { headers: { 'accept-encoding': 'br' } })
  expect(res.headers.get('content-encoding')).toBe('br')
  expect(res.headers.get('content-length')).toBeNull()
  const reader = res.body!.getReader()
  const decoder = createBrotliDecompress()
  const decoded: Buffer[] = []
  decoder.on('data', (piece: Buffer) => decoded.push(piece))
  const first = await reader.read()
  decoder.write(first.value)
  await new Promise<void>((resolve) => decoder.flush(() => resolve()))
  expect(Buffer.concat(decoded).toString()).toBe(head)
  finish()
  for (let read = await reader.read(); !read.done; read = await reader.read()) decoder.write(read.value)
  await new Promise<void>((resolve) => decoder.end(() => resolve()))
  expect(Buffer.concat(decoded).toString()).toBe(head + tail)
})
