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
 * until it is hydrated (entry and chunks). The sizes depend only on the build, not on timing.
 * Issue 16 asks for 80 KB. Home, search results and a product page load no page runtime (no vike
 * client router, React Query, ts-rest or zod): they are the server's HTML with islands
 * (components/islands), each hydrated on its own; their words come in the page's islands data, not
 * as a dictionary chunk. What they load: react-dom, react and scheduler (69.5 KB: a page that only
 * hydrates an empty div loads 68.9 KB), then the chrome's islands — the header (search box and its
 * suggestions, language menu, cart badge, phone menu), side bar and RFQ drawer, feedback button,
 * newsletter, toasts — with the translator, the page's store and the API caller (about 12 KB), and
 * each page's own: add to cart (home), add to cart and RFQ, facet groups and the filters toggle
 * (search, 2.4 KB more), the purchase box with its offer rules, share link and tab list (product,
 * 6.9 KB more). Measured 82,587 / 85,008 / 89,495 bytes (before the islands: 161,905 / 162,226 /
 * 165,668, with vike's client runtime 24 KB, zod 12.6 KB, React Query 10.7 KB, jotai 4.2 KB).
 * Issue 21 item 6: the header's suggestions show stock and price from (the unit price formatter in
 * the header island, three more words): home 83,241 (+0.65 KB), search 84,823, product 89,312.
 * Issue 16 items 2 and 5: home 80,726, search 82,282, product 86,239. The browser's files are
 * minified by terser (-1.6 KB each, most of it react-dom's); shared modules are split so that an
 * island loads only what it uses (Stock, the feature flags, the logos); the islands' word lists
 * stay on the server (a build transform); what only a user's action needs loads then: the search
 * box's list entries (with the money formatters) on first use, the RFQ drawer's lines when there
 * is one; the product page's tabs and share link and the footer's feedback button are server HTML
 * with a few lines of DOM code, not islands. Home is within the issue's 80 KiB (81,920); search was
 * 0.4 KB over, the product page 4.3 KB. Then (h16b): the search page's facet groups and its phone
 * Filters button are server HTML with a few lines of DOM code (components/catalogue/
 * facets-behaviour.ts: Space on a choice, the toggle), not islands; the purchase box's field list
 * stays on the server: home 80,726, search 81,563 (within 80 KiB), product 86,116 (4.1 KB over:
 * its purchase box, offer rules, add to cart and RFQ, money formatters, tabs and share code). Then
 * (h16p): the purchase box is server HTML too, its DOM code (components/catalogue/
 * purchase-behaviour.tsx: quantity rules, offers, add to cart and RFQ, 3.0 KB) loads when the buyer
 * comes to the box (purchase-loader.ts), not with the page: product 81,736 (within 80 KiB); the
 * shared chunk exports what that code uses (home 80,757, search 81,595).
 * The other public catalogue and content pages (the category tree and a category, the makers,
 * news, content pages, featured parts, keywords, datasheets) were full vike pages with the client
 * router, 134–158 KB; they are islands pages too (80,241–81,915). A category's filter form is the
 * server's HTML with DOM code (components/catalogue/category-filters-behaviour.ts); what a change
 * does loads with the change. The limit for all of them is 80 KiB (81,920 B).
 * Sign-in, registration and forgotten password (166,581 / 165,955 / 165,089 with the client router)
 * are islands pages too: 80,806 / 80,780 / 80,791. Their forms are the server's HTML; the code that
 * sends them (the contract's checks with zod, the call, the messages) loads with the first touch of
 * the form (components/account/account-form-behaviour.ts). The activation page, 81,875, sends its
 * token at first load (components/account/activate-behaviour.ts).
 */
const FIRST_LOAD_BUDGET = {
  home: 80_880,
  search: 81_710,
  product: 81_890,
  category: 81_920,
  categoryTree: 80_400,
  makers: 81_500,
  news: 80_400,
  keywords: 80_400,
  login: 81_920,
  register: 81_920,
  forgotPassword: 81_920,
  activate: 81_920,
}
/**
 * The BOM result page (/bom/{id}, signed in): vike's client runtime, React Query, the BOM calls and
 * the result table with its panels. Measured (issue 33) 176,824 B after merging main
 * (175,764 before), then 186,643 B with the virtualised table (TanStack Virtual's engine and React
 * Query's useQueries for the 500-line slices in view, +9.8 KB); another panel must not make it grow
 * unnoticed. Then 174,332 B: the upload step's column kinds come from a zod-free module
 * (contract/bom-columns.ts) instead of the BOM contract with its schemas.
 */
const BOM_RESULT_BUDGET = 175_500

describe('first-load JavaScript', () => {
  test('the BOM result page stays within its own budget', async () => {
    const { token } = await e2e.createUserSession()
    const page = await e2e.page()
    await page.context().addCookies([{ name: 'token', value: token, url: e2e.baseUrl }])
    await gotoHydrated(page, '/bom')
    await page.locator('[data-testid="bom-paste"]').fill('NE555P 10\nZQX9981QQ7 2\n')
    await page.locator('.bom-upload > button.button-secondary').click()
    await page.locator('[data-testid="bom-match"]').click()
    await page.waitForURL(/\/bom\/\d+$/, { timeout: 30_000 })
    const result = await e2e.page()
    await result.context().addCookies([{ name: 'token', value: token, url: e2e.baseUrl }])
    const scripts = new Set<string>()
    result.on('request', (r) => void (r.resourceType() === 'script' && scripts.add(r.url())))
    await gotoHydrated(result, new URL(page.url()).pathname)
    await result.locator('[data-testid="bom-line"]').first().waitFor()
    let bytes = 0
    for (const url of scripts)
      bytes += gzipSync(Buffer.from(await (await fetch(url)).arrayBuffer()), { level: 9 }).length
    console.log(`BOM result page first-load JavaScript: ${bytes} B gzip`)
    expect(bytes).toBeLessThanOrEqual(BOM_RESULT_BUDGET)
  })

  test('home, search results, a product, a category and the other public pages stay within their budgets', async () => {
    const id = await e2e.goodsInStock()
    const pages: Record<keyof typeof FIRST_LOAD_BUDGET, string> = {
      home: '/',
      search: '/s?wd=lm358',
      product: `/productdetail/${id}`,
      category: `/category/${await e2e.biggestCategory()}`,
      categoryTree: '/category',
      makers: '/manufacturer',
      news: '/news',
      keywords: '/keywords',
      login: '/login',
      register: '/register',
      forgotPassword: '/forgotpassword',
      // A token of the right form: the page sends it at once (an unknown one: the "failed" card).
      activate: `/register/activate?token=${'A'.repeat(24)}`,
    }
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
    console.log(`first-load JavaScript, B gzip: ${JSON.stringify(found)}`)
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
