/**
 * What makes the shop fast on a phone and under load, as the built Node server sends it: compressed
 * pages, API answers and built files, built files cached for a year, 304s for unchanged API
 * answers, and anonymous pages answered from memory until the data they show changes.
 */
import { createClient } from '@libsql/client'
import { gzipSync } from 'node:zlib'
import { describe, expect, test } from 'vitest'
import { message } from '../support/text'
import { gotoHydrated, setupE2E } from './server'

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

describe('cached anonymous pages', () => {
  /** Asks until a server process answers from its cache (each of the server's processes has its own). */
  async function untilHit(path: string, headers: Record<string, string> = {}) {
    for (let i = 0; i < 20; i++) {
      const res = await get(path, headers)
      const body = await res.text()
      if (res.headers.get('x-edge-cache') === 'HIT') return body
      await new Promise((ok) => setTimeout(ok, 100))
    }
    throw new Error(`${path} never came from the cache`)
  }

  test('a product page is answered from the cache, also with the cache-busting parameter; never with a session', async () => {
    const id = await e2e.goodsInStock()
    const first = await get(`/productdetail/${id}`)
    expect(first.headers.get('x-edge-cache')).toBe('MISS')
    const page = await first.text()
    expect(await untilHit(`/productdetail/${id}`)).toBe(page)
    expect(await untilHit(`/productdetail/${id}?_seq=k2`)).toBe(page)

    const { token } = await e2e.createUserSession()
    for (let i = 0; i < 3; i++) {
      const mine = await get(`/productdetail/${id}`, { cookie: `token=${token}` })
      expect(mine.headers.get('x-edge-cache')).toBeNull()
      expect(mine.headers.get('cache-control')).toBe('private, no-store')
      await mine.arrayBuffer()
    }
  })

  test('a change of the data version (catalogue, content, stock) is seen by the next request', async () => {
    const [row] = await e2e.query<{ id: number; stock: number }>(
      'SELECT id, stock FROM goods WHERE stock > 0 ORDER BY id DESC LIMIT 1',
    )
    const path = `/productdetail/${row!.id}`
    await get(path).then((r) => r.text())
    await untilHit(path)
    const db = createClient({ url: `file:${e2e.server.dbFile}` })
    try {
      await db.execute('PRAGMA busy_timeout = 5000')
      await db.execute({ sql: 'UPDATE goods SET stock = 987654 WHERE id = ?', args: [row!.id] })
      // Without a new version the cached page stays as it was.
      expect(await untilHit(path)).not.toMatch(/987[,.\s\u202f]?654/)
      await db.execute("UPDATE catalogue_stats SET value = value + 1 WHERE key = 'data_version'")
      // Each process reads the version at most once a second.
      await new Promise((ok) => setTimeout(ok, 1_100))
      const fresh = await get(path)
      expect(fresh.headers.get('x-edge-cache')).toBe('MISS')
      expect(await fresh.text()).toMatch(/987[,.\s\u202f]?654/)
    } finally {
      db.close()
    }
  })
})

/**
 * First-load JavaScript, gzip -9 bytes: every script the browser fetches from opening the page
 * until it is hydrated (entry, chunks, the language's dictionary). The sizes depend only on the
 * build, not on timing. Issue 16 asks for 80 KB; react-dom 19 alone is about 63 KB of it, vike's
 * client runtime 24 KB and zod (which @ts-rest/core still brings) 12 KB, so for now the budgets
 * hold what is reached (the contract's schemas out, the feedback form loaded when opened: 161 KB
 * to 154 KB on the home page) and stop it growing again. Plural forms (locales/plural.ts) added 0.6 KB;
 * the six payment routes of the client's route table (issue 18) about 0.1 KB. The cart (issue 17:
 * the header's cart badge, "add to cart" on the home showcases and search results, add to cart and
 * buy now on the product page, and their words in the dictionary) added about 2.8 KB to each; 1.3 KB
 * of it came back by leaving the server-only sections of the dictionaries (e-mails, spreadsheet
 * columns, shipping and payment copy) out of the browser's (vite.config.ts, browserMessages); the
 * payment screens' own strings (onlinePay.*) about 0.1 KB. RFQ (issue 20) about 1.5 KB: its
 * strings in the dictionary (form, captcha, history), its eight routes and, on the product page,
 * the quick-RFQ button (its dialog loads when first opened); measured with the cart 160,326 /
 * 160,666 / 163,409 bytes, before onlinePay.*. The BOM API (issue 19: its 17 routes, four API
 * messages) about 0.4 KB; its export words (`bom`) are server-only. The BOM tool (issue 19) adds only its
 * header link, the home page's BOM section and its three pages' entries in the client router's
 * page table (about 0.15 KB on the home page): its calls (contract/bom-routes.ts) and its words
 * (the `bom` section of the dictionary) load on the BOM pages only. Measured 160,671 / 160,956 B
 * for home and search (main before the BOM pages: 160,528 / 160,871).
 * Issue 21's offer rule and money helpers (measured against main 160,528 / 160,871 / 163,615,
 * before the BOM pages): named stock and the offer choice's words 0.1 KB, the Amount/UnitPrice
 * components and named stock 0.3 KB on every page, on the product page the offer rule in the
 * browser (contract/pricing.ts rankOffers) and the offer choice another 0.55 KB; its part pictures
 * (item 2: the picture component, the "derived" words and alt texts) 0.4 to 0.55 KB more: 161,389
 * / 161,732 / 165,131 before the BOM pages; the budgets add the BOM pages' 0.15 KB.
 * Issue 21's presentation (the phone menu's shortcut groups and their two words, the articles'
 * language attributes, the hashed image names) about 0.35 KB on each page: measured with all of
 * the above 161,905 / 162,226 / 165,668 bytes.
 * Issue 21's search results for a buyer (item 6: the suggestions' stock and price from in the
 * header's search box, the sort links of the result columns, the category group rows, "Add to
 * RFQ" and their words) about 0.45 to 0.5 KB on each page: measured 162,366 / 162,740 / 166,123.
 */
const FIRST_LOAD_BUDGET = { home: 162_450, search: 162_800, product: 166_200 }

describe('first-load JavaScript', () => {
  test('home, search results and a product page stay within their budgets', async () => {
    const id = await e2e.goodsInStock()
    const pages = { home: '/', search: '/s?wd=lm358', product: `/productdetail/${id}` }
    const bomWords = message('en', 'bom.mappingTitle')
    const found: Record<string, number> = {}
    for (const [name, path] of Object.entries(pages)) {
      const page = await e2e.page()
      const scripts = new Set<string>()
      page.on('request', (r) => void (r.resourceType() === 'script' && scripts.add(r.url())))
      await gotoHydrated(page, path)
      let bytes = 0
      for (const url of scripts) {
        const res = await fetch(url)
        expect(res.status, url).toBe(200)
        const body = Buffer.from(await res.arrayBuffer())
        bytes += gzipSync(body, { level: 9 }).length
        // The BOM tool's calls and words load on the BOM pages only.
        expect(body.includes('/api/bom/mateBom'), `${name}: ${url} has the BOM routes`).toBe(false)
        expect(body.includes(bomWords), `${name}: ${url} has the BOM words`).toBe(false)
      }
      found[name] = bytes
    }
    for (const [name, budget] of Object.entries(FIRST_LOAD_BUDGET)) {
      expect(found[name], `${name}: ${JSON.stringify(found)}`).toBeLessThanOrEqual(budget)
    }
    // The contract's schemas stay on the server: none of their descriptions reaches the browser.
    const home = await e2e.page()
    const bodies: string[] = []
    home.on('response', (r) => void (r.request().resourceType() === 'script' && bodies.push(r.url())))
    await gotoHydrated(home, '/')
    for (const url of bodies) expect(await (await fetch(url)).text(), url).not.toContain('shown in the header greeting')
  })
})
