/**
 * What every call of the API shares (spec §7): the envelope, the Lang header, the ignored `_seq`
 * parameter, cache headers, the 404 of unknown calls and the security headers.
 */
import type { AppRoute } from '@ts-rest/core'
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { GERMAN_ADDRESS } from '../support/addresses'
import { contract, SEQUENCE_PARAM, type RouteMeta } from '../../contract'
import { contractRoutes } from '../../server/http/contract-routes'
import { envelopeOf, okData, postJson, startTestApp, type TestApp } from '../support/test-app'
import { message } from '../support/text'
import { createStaff, staffClient, staffSetupToken } from '../support/staff'
import { hashToken } from '../../server/auth/sessions'

let t: TestApp
let token: string
let newsId: number
/** A picture uploaded in the console (news covers, banners), kept by the file port. */
const PICTURE = '00000000-0000-4000-8000-000000000001.png'
let goodsId: number
let order: { id: number; token: string | null }
let bom: { id: number; line: number }
let rfqId: number
const QUOTE_TOKEN = 'quote-link-token-of-the-sample-rfq'
/** The console's routes: a staff cookie, and a setup link for its sign-in page's GET. */
let staffCookie: string
/** The console's customer pages: the buyer of the sample orders. */
let customerId: number
let setupToken: string
/** An order whose bank transfer was reported with a receipt file (the console's receipt download). */
let receiptOrder: number
let testPaymentId: string
/** A feed import job (the console's import page polls it). */
let importJobId: number
beforeAll(async () => {
  t = await startTestApp()
  const buyer = await t.createUserSession()
  token = buyer.token
  customerId = buyer.userId
  const admin = await createStaff(t, 'admin')
  staffCookie = admin.cookie
  const feed = new FormData()
  feed.append(
    'file',
    new File(['Part Number,Manufacturer,Stock,Price\nLM358DR,TI,10,0.5\n'], 'feed.csv', { type: 'text/csv' }),
  )
  feed.append('supplier', 'Conventions')
  importJobId = okData(await staffClient(t, admin).admin.importUpload({ body: feed as never })).job.id
  setupToken = await staffSetupToken(t, 'conventions@shop.test', 'sales')
  newsId = okData(await t.api.content.newsList()).list[0]?.id ?? 1
  await t.ports.files.put(`pictures/${PICTURE}`, new Uint8Array([0x89, 0x50, 0x4e, 0x47, 13, 10, 26, 10]), 'image/png')
  goodsId = okData(await t.api.catalogue.featureGoodsList({ query: { type: 'featured' } })).list[0]?.goods_id ?? 1
  const [offer] = await t.db.all<{ id: number; moq: number }>(sql`SELECT id, moq FROM goods WHERE stock >= moq LIMIT 1`)
  const placed = await t.client({ authorization: `Bearer ${token}` }).orders.place({
    body: { goods_id: offer!.id, cart_num: offer!.moq, shipping_address: GERMAN_ADDRESS, shipping_method: 'express' },
  })
  order = okData(placed)
  {
    const owner = t.client({ authorization: `Bearer ${token}` })
    const second = okData(
      await owner.orders.place({
        body: {
          goods_id: offer!.id,
          cart_num: offer!.moq,
          shipping_address: GERMAN_ADDRESS,
          shipping_method: 'express',
          pay_method: 'bank',
        },
      }),
    )
    const form = new FormData()
    for (const [k, v] of Object.entries({
      id: second.id,
      payer_name: 'Ada',
      reference: 'R-1',
      amount: '1.00',
      paid_on: t.clock.now().toISOString().slice(0, 10),
    }))
      form.append(k, String(v))
    form.append(
      'receipt',
      new File([new Uint8Array([0x25, 0x50, 0x44, 0x46, 0x2d, 0x31])], 'r.pdf', { type: 'application/pdf' }),
    )
    okData(await owner.orders.bankConfirm({ body: form as never }))
    receiptOrder = second.id
  }
  // A BOM of the user, for the BOM calls that read one.
  const form = new FormData()
  form.append('text', 'NE555P 10\nLM358DR 2\n')
  const uploaded = await t.request('/api/bom/uploadBom', {
    method: 'POST',
    body: form,
    headers: { authorization: `Bearer ${token}` },
  })
  const bomId = ((await uploaded.json()) as { data: { bom: { id: number } } }).data.bom.id
  const owner = t.client({ authorization: `Bearer ${token}` })
  okData(await owner.bom.mateBom({ body: { bom_id: bomId } }))
  bom = { id: bomId, line: okData(await owner.bom.mainBomList({ query: { bom_id: bomId } })).list[0]!.id }
  const rfq = await t.client({ authorization: `Bearer ${token}` }).rfq.saveRfqContact({
    body: {
      contact_name: 'Ada Buyer',
      company_name: 'Buyer GmbH',
      email: 'ada@buyer.example',
      telephone: '+49 30 1234567',
      country: 'DE',
      lines: [{ part_number: 'LM358DR', qty: 10 }],
    },
  })
  rfqId = okData(rfq).id
  // A quote of it with a known private-link token (GET /api/rfq/quote).
  await t.db.run(
    sql`INSERT INTO rfq_quotes (rfq_id, created_at, access_hash) VALUES (${rfqId}, '2026-01-01T00:00:00.000Z', ${await hashToken(QUOTE_TOKEN)})`,
  )
  // The test provider's screen reads one of its orders.
  testPaymentId = (
    await t.ports.payments!.createOrder({
      amount: '1.00',
      reference: 'X',
      invoiceId: 'X',
      customId: '1',
      requestId: 'r',
    })
  ).id
})
afterAll(() => t?.close())

const routes = contractRoutes(contract)
const meta = (r: AppRoute) => (r.metadata ?? {}) as RouteMeta

/** A URL that answers 200 for a GET route (path parameters filled with existing ids). */
function sampleUrl(route: AppRoute): string {
  const samples: Record<string, string> = {
    '/api/config/getPage/:id': 'about',
    '/api/site/news/:id': String(newsId),
    '/api/manufacturers/:id': '1',
    '/api/goods/recommend/:id': String(goodsId),
    '/api/goods/relatedBlogs/:id': String(goodsId),
    '/api/goods/relevantPdf/:id': String(goodsId),
    // Open to its owner's session or, as here, to anyone with the order's private token.
    '/api/user/order/:id': `${order.id}?token=${order.token}`,
    '/api/admin/orders/:id': String(order.id),
    '/api/admin/orders/:id/receipt': String(receiptOrder),
    '/api/admin/rfqs/:id': String(rfqId),
    '/api/admin/customers/:id': String(customerId),
    '/api/admin/customers/:id/export': String(customerId),
    '/api/site/pictures/:name': PICTURE,
    '/api/admin/content/news/:id': String(newsId),
    '/api/admin/content/pages/:id': 'about',
    '/api/admin/content/showcases/:list': 'featured',
    '/api/admin/catalogue/import/:id': String(importJobId),
  }
  // Calls with required query parameters.
  const queries: Record<string, string> = {
    '/api/index/search': 'keyword=LM358',
    '/api/index/searchOption': 'keyword=LM358',
    '/api/index/productNav': 'letter=l',
    '/api/goods/goodsDetail': `goods_id=${goodsId}`,
    '/api/catalogue/sitemap': 'type=parts',
    '/api/shipping': 'country=DE&weight_g=100',
    '/api/bom/mainBom': `bom_id=${bom.id}`,
    '/api/bom/mainBomList': `bom_id=${bom.id}`,
    '/api/bom/moreSupplier': `bom_id=${bom.id}&line_id=${bom.line}`,
    '/api/bom/morePartNumber': `bom_id=${bom.id}&line_id=${bom.line}`,
    '/api/bom/exportBom': `bom_id=${bom.id}`,
    '/api/user/rfq/rfqDetail': `id=${rfqId}`,
    '/api/rfq/quote': `token=${QUOTE_TOKEN}`,
    '/api/pay/test/order': `token=${testPaymentId}`,
    '/api/admin/auth/setup': `token=${setupToken}`,
    '/api/admin/content/parts': 'q=LM358',
  }
  if (queries[route.path]) return `${route.path}?${queries[route.path]}`
  if (!route.path.includes(':')) return route.path
  const id = samples[route.path]
  if (!id) throw new Error(`add a sample id for ${route.path} to api-conventions.test.ts`)
  return route.path.replace(/:\w+/, id)
}
const authHeaders = (route: AppRoute): Record<string, string> =>
  meta(route).auth === 'sales' || meta(route).auth === 'admin'
    ? { cookie: staffCookie }
    : meta(route).auth || meta(route).guestBom // the sample BOM is the signed-in user's
      ? { authorization: `Bearer ${token}` }
      : {}
const withSeq = (url: string, seq: string) =>
  `${url}${url.includes('?') ? '&' : '?'}${SEQUENCE_PARAM}=${encodeURIComponent(seq)}`

const getRoutes = routes.filter((r) => r.method === 'GET')
/** GETs whose every answer is new by design (a fresh captcha): only status and caching are compared. */
const FRESH_EVERY_TIME = new Set(['/api/captcha/getCaptcha'])
const publicCached = getRoutes.filter((r) => meta(r).cache && !meta(r).auth)

describe('unknown calls', () => {
  test.each([
    ['GET', '/api/no/such/call'],
    ['POST', '/api/user/nothing'],
    ['DELETE', '/api/site/news/1'],
    ['POST', '/api/lang/list'],
    ['PUT', '/api/feedback'],
    ['GET', '/api'],
  ])('%s %s → 404 envelope', async (method, path) => {
    const res = await t.request(path, { method, headers: { lang: 'de' } })
    expect(res.status).toBe(404)
    expect(await envelopeOf(res)).toEqual({ code: 404, message: message('de', 'api.routeNotFound'), data: null })
  })
})

describe('the _seq cache-busting parameter never changes an answer', () => {
  test.each(getRoutes.map((r) => [`${r.method} ${r.path}`, r] as const))('%s', async (_, route) => {
    const url = sampleUrl(route)
    const headers = authHeaders(route)
    const plain = await t.request(url, { headers })
    const plainBody = await plain.text()
    expect(plain.status).toBe(200)
    for (const seq of ['1762336800123', 'a1b2c3', '']) {
      const res = await t.request(withSeq(url, seq), { headers })
      expect(res.status).toBe(plain.status)
      if (!FRESH_EVERY_TIME.has(route.path)) expect(await res.text()).toBe(plainBody)
      expect(res.headers.get('cache-control')).toBe(plain.headers.get('cache-control'))
    }
  })

  test('with paging parameters', async () => {
    const a = await (await t.request('/api/site/news?page=1&page_size=2')).text()
    const b = await (await t.request(`/api/site/news?${SEQUENCE_PARAM}=99&page=1&page_size=2`)).text()
    expect(b).toBe(a)
  })

  test('on a POST', async () => {
    const body = { type_id: 1, email: 'x', feedback_content: 'c' }
    const a = await t.request('/api/feedback', postJson(body))
    const b = await t.request(withSeq('/api/feedback', '1762336800123'), postJson(body))
    expect(b.status).toBe(a.status)
    expect(await b.text()).toBe(await a.text())
  })
})

describe('Cache-Control', () => {
  test('the contract marks the read-only public calls cacheable', () => {
    expect(publicCached.map((r) => r.path)).toEqual(
      expect.arrayContaining([
        '/api/lang/list',
        '/api/config/getConfig',
        '/api/config/getSeo',
        '/api/site/news',
        '/api/config/getPage/:id',
      ]),
    )
  })

  test.each(publicCached.map((r) => [r.path, r] as const))(
    'public GET %s: s-maxage from the contract, varies by Lang and by the lang cookie',
    async (_, route) => {
      const res = await t.request(sampleUrl(route))
      expect(res.status).toBe(200)
      const cc = res.headers.get('cache-control') ?? ''
      expect(cc).toContain('public')
      expect(cc).toContain(`s-maxage=${meta(route).cache}`)
      expect(cc).toMatch(/(^|,\s*)max-age=0\b/)
      expect(res.headers.get('vary') ?? '').toMatch(/\blang\b/i)
      // Without the header the lang cookie picks the language: a shared cache must tell them apart.
      expect(res.headers.get('vary') ?? '').toMatch(/\bcookie\b/i)
    },
  )

  test.each(routes.filter((r) => r.method !== 'GET').map((r) => [`${r.method} ${r.path}`, r] as const))(
    '%s → no-store',
    async (_, route) => {
      const res = await t.request(route.path.replace(/:id\b/, '1'), { ...postJson({}), method: route.method })
      expect(res.headers.get('cache-control')).toBe('no-store')
    },
  )

  test.each(getRoutes.filter((r) => meta(r).auth).map((r) => [r.path, r] as const))(
    'protected GET %s → no-store, signed in or not',
    async (_, route) => {
      const signedIn = await t.request(sampleUrl(route), { headers: authHeaders(route) })
      expect(signedIn.status).toBe(200)
      expect(signedIn.headers.get('cache-control')).toBe('no-store')
      const anonymous = await t.request(sampleUrl(route))
      expect(anonymous.status).toBe(401)
      expect(anonymous.headers.get('cache-control')).toBe('no-store')
    },
  )

  test.each(['/api/site/news/999999', '/api/site/news?page_size=99', '/api/config/getPage/NOPE'])(
    'an error answer of a public GET is not cached: %s',
    async (url) => {
      const res = await t.request(url)
      expect(res.status).toBeGreaterThanOrEqual(400)
      expect(res.headers.get('cache-control')).toBe('no-store')
    },
  )
})

describe('the Lang header', () => {
  const notFound = (headers: Record<string, string>) => t.request('/api/nothing', { headers }).then(envelopeOf)

  test.each(['zh', 'tw', 'jp', 'ko', 'de', 'ru', 'fr', 'ar', 'it'])(
    'Lang: %s → messages from locales/%s.json',
    async (code) => {
      expect((await notFound({ lang: code })).message).toBe(message(code, 'api.routeNotFound'))
      const e = await t.request('/api/site/news/abc', { headers: { lang: code } }).then(envelopeOf)
      expect(e.message).toContain(message(code, 'fields.id'))
    },
  )

  test('no Lang, or a language we do not serve → English', async () => {
    expect((await notFound({})).message).toBe(message('en', 'api.routeNotFound'))
    expect((await notFound({ lang: 'es' })).message).toBe(message('en', 'api.routeNotFound'))
    expect((await notFound({ lang: 'pt-BR' })).message).toBe(message('en', 'api.routeNotFound'))
  })

  test('is case-insensitive and trimmed', async () => {
    expect((await notFound({ lang: ' DE ' })).message).toBe(message('de', 'api.routeNotFound'))
  })

  test.each([
    ['de-DE', 'de'],
    ['ja', 'jp'],
    ['ja-JP', 'jp'],
    ['zh-CN', 'zh'],
    ['zh-Hans', 'zh'],
    ['zh-TW', 'tw'],
    ['zh-Hant-HK', 'tw'],
    ['ko-KR', 'ko'],
    ['fr_CA', 'fr'],
  ])('takes language tags as clients send them: %s → %s', async (tag, code) => {
    expect((await notFound({ lang: tag })).message).toBe(message(code, 'api.routeNotFound'))
  })

  test('without Lang the lang cookie decides; the header wins over the cookie', async () => {
    expect((await notFound({ cookie: 'lang=fr' })).message).toBe(message('fr', 'api.routeNotFound'))
    expect((await notFound({ cookie: 'lang=fr', lang: 'it' })).message).toBe(message('it', 'api.routeNotFound'))
  })
})

describe('every API answer', () => {
  test.each(['/api/lang/list', '/api/nothing', '/api/site/news/abc'])(
    '%s is JSON with the security headers',
    async (url) => {
      const res = await t.request(url)
      expect(res.headers.get('content-type')).toMatch(/^application\/json/)
      expect(res.headers.get('x-content-type-options')).toBe('nosniff')
      expect(res.headers.get('x-frame-options')).toBe('DENY')
      expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin')
      const e = await envelopeOf(res)
      expect(Object.keys(e).sort()).toEqual(['code', 'data', 'message'])
    },
  )
})

// Issue 14, item 4: a cross-site form posting text/plain to /api/user/login signed the victim in
// as the attacker (login CSRF); register, forgot, feedback and subscribe read such bodies too.
describe('JSON bodies and cross-site calls', () => {
  // JSON routes; a route declared with another body (RouteMeta.body) is checked in files.test.ts.
  const bodyRoutes = routes.filter((r) => r.method !== 'GET' && r.method !== 'DELETE' && !meta(r).body)
  const formBodies = [
    ['text/plain', '{"email":"attacker@example.com","password":"Attacker-pass-1"}'],
    ['application/x-www-form-urlencoded', 'email=attacker%40example.com'],
    ['multipart/form-data; boundary=x', '--x--'],
    [undefined, '{"email":"attacker@example.com"}'],
  ] as const

  test.each(bodyRoutes.map((r) => [`${r.method} ${r.path}`, r] as const))(
    '%s: a body that is not application/json → 415, localized, nothing read',
    async (_, route) => {
      for (const [type, body] of formBodies) {
        const headers: Record<string, string> = { lang: 'de', ...authHeaders(route) }
        if (type) headers['content-type'] = type
        const res = await t.request(route.path.replace(/:id\b/, '1'), { method: route.method, headers, body })
        expect(res.status, `${type}`).toBe(415)
        expect(res.headers.getSetCookie()).toEqual([])
        expect(await envelopeOf(res)).toEqual({ code: 415, message: message('de', 'api.notJson'), data: null })
      }
    },
  )

  test('application/json with a charset is JSON', async () => {
    const res = await t.request(
      '/api/subscribe',
      postJson({ email: 'charset@example.com' }, { 'content-type': 'application/json; charset=UTF-8' }),
    )
    expect(res.status).toBe(200)
  })

  const crossSite: Record<string, string>[] = [
    { origin: 'https://evil.example' },
    { origin: 'null' },
    { 'sec-fetch-site': 'cross-site' },
    { 'sec-fetch-site': 'same-site' },
  ]
  test.each(routes.filter((r) => r.method !== 'GET').map((r) => [`${r.method} ${r.path}`, r] as const))(
    '%s from another site → 403, localized',
    async (_, route) => {
      for (const headers of crossSite) {
        const res = await t.request(
          route.path.replace(/:id\b/, '1'),
          route.method === 'DELETE'
            ? { method: 'DELETE', headers: { ...headers, ...authHeaders(route), lang: 'fr' } }
            : { ...postJson({}, { ...headers, ...authHeaders(route), lang: 'fr' }), method: route.method },
        )
        expect(res.status, JSON.stringify(headers)).toBe(403)
        expect(res.headers.getSetCookie()).toEqual([])
        expect(await envelopeOf(res)).toEqual({ code: 403, message: message('fr', 'api.crossSite'), data: null })
      }
    },
  )

  test('a sign-in from our own page (same origin) signs in; one from another site does not', async () => {
    const email = `csrf-${Date.now()}@example.com`
    const password = 'Attacker-pass-1'
    const user = await t.createUserSession({ email })
    void user
    const login = (headers: Record<string, string>) =>
      t.request('/api/user/login', postJson({ email, password }, headers))
    const foreign = await login({ origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' })
    expect(foreign.status).toBe(403)
    const own = await login({ origin: 'http://localhost', 'sec-fetch-site': 'same-origin' })
    // The account has no password here: the call is read and answered (400), not refused as cross-site.
    expect(own.status).toBe(400)
  })
})
