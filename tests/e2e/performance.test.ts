/**
 * What makes the shop fast on a phone, as the built Node server sends it: compressed pages, API
 * answers and built files, built files cached for a year, and 304s for unchanged API answers.
 */
import { describe, expect, test } from 'vitest'
import { setupE2E } from './server'

const e2e = setupE2E()

/** Without a browser user-agent react-streaming treats the client as a bot and does not stream. */
const BROWSER = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Safari/537.36'

const get = (path: string, headers: Record<string, string> = {}) =>
  fetch(e2e.baseUrl + path, { headers: { 'user-agent': BROWSER, ...headers } })

describe('compression and caching of bytes', () => {
  test('pages and API answers come brotli-compressed, or gzip for a client without brotli', async () => {
    for (const path of ['/', '/de/about', '/api/index/getCategoryList']) {
      const br = await get(path, { 'accept-encoding': 'gzip, deflate, br' })
      expect(br.status, path).toBe(200)
      expect(br.headers.get('content-encoding'), path).toBe('br')
      expect(br.headers.get('vary'), path).toMatch(/Accept-Encoding/i)
      const text = await br.text()
      expect(text.length, path).toBeGreaterThan(1024)

      const gzip = await get(path, { 'accept-encoding': 'gzip' })
      expect(gzip.headers.get('content-encoding'), path).toBe('gzip')
      expect((await gzip.text()).slice(0, 40), path).toBe(text.slice(0, 40))

      const none = await get(path, { 'accept-encoding': 'identity' })
      expect(none.headers.get('content-encoding'), path).toBeNull()
      await none.arrayBuffer()
    }
    const page = await (await get('/', { 'accept-encoding': 'br' })).text()
    expect(page).toContain('</html>')
  })

  test('built files are sent precompressed and kept for a year', async () => {
    const html = await (await get('/')).text()
    const scripts = [...html.matchAll(/<script[^>]+src="([^"]+\.js)"/g)].map((m) => m[1]!)
    const styles = [...html.matchAll(/<link[^>]+rel="stylesheet"[^>]+href="([^"]+\.css)"/g)].map((m) => m[1]!)
    expect(scripts.length).toBeGreaterThan(0)
    let compressed = 0
    for (const path of [...scripts, ...styles]) {
      const size = (await (await get(path, { 'accept-encoding': 'identity' })).arrayBuffer()).byteLength
      const res = await get(path, { 'accept-encoding': 'gzip, br' })
      expect(res.status, path).toBe(200)
      // A file under 1 KiB is sent as it is.
      expect(res.headers.get('content-encoding'), path).toBe(size >= 1024 ? 'br' : null)
      if (size >= 1024) compressed++
      expect(res.headers.get('cache-control'), path).toBe('public, max-age=31536000, immutable')
      await res.arrayBuffer()
    }
    expect(compressed).toBeGreaterThan(0)
  })

  test('a cacheable API answer has an ETag, and asking again with it gives an empty 304', async () => {
    const first = await get('/api/index/getCategoryList')
    const etag = first.headers.get('etag')
    expect(etag).toMatch(/^W\/".+"$/)
    await first.arrayBuffer()
    const again = await get('/api/index/getCategoryList', { 'if-none-match': etag! })
    expect(again.status).toBe(304)
    expect(await again.text()).toBe('')
    const other = await get('/api/index/getCategoryList', { 'if-none-match': 'W/"something-else"', lang: 'de' })
    expect(other.status).toBe(200)
    await other.arrayBuffer()
    // An answer that is not public (here: no session) gets no ETag.
    const mine = await get('/api/user/profile/info')
    expect(mine.headers.get('etag')).toBeNull()
    await mine.arrayBuffer()
  })
})
