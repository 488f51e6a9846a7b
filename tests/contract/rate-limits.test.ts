/**
 * Per-IP rate limits of feedback and subscribe (and of the payment calls getToken and createOrder):
 * the call past the limit gets 429, a localized message and Retry-After; nothing is stored; other
 * addresses and the other call are unaffected; the window passes. Limits are small here (2 per minute); the clock is the test's.
 */
import { count, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { feedback, subscriptions } from '../../server/db/schema'
import { envelopeOf, okData, postJson, startTestApp, type TestApp } from '../support/test-app'
import { message } from '../support/text'
import { GERMAN_ADDRESS } from '../support/addresses'

const LIMIT = 2
const WINDOW = 60

let t: TestApp
beforeAll(async () => {
  t = await startTestApp({
    limits: { feedback: [LIMIT, WINDOW], subscribe: [LIMIT, WINDOW] },
    now: '2026-11-05T10:00:00.000Z',
  })
})
afterAll(() => t?.close())

const rows = async (table: typeof feedback | typeof subscriptions) =>
  (await t.db.select({ n: count() }).from(table))[0]!.n
let n = 0
const sendFeedback = (ip: string, headers: Record<string, string> = {}) =>
  t.request(
    '/api/feedback',
    postJson({ type_id: 1, email: `buyer${++n}@example.com`, feedback_content: 'Hello' }, headers),
    { ip },
  )
const subscribe = (ip: string, headers: Record<string, string> = {}) =>
  t.request('/api/subscribe', postJson({ email: `reader${++n}@example.com` }, headers), { ip })

async function expectLimited(res: Response, lang: string) {
  expect(res.status).toBe(429)
  const retryAfter = Number(res.headers.get('retry-after'))
  expect(Number.isInteger(retryAfter)).toBe(true)
  expect(retryAfter).toBeGreaterThan(0)
  // A sliding window: the calls of the window before weigh in for up to one more window.
  expect(retryAfter).toBeLessThanOrEqual(2 * WINDOW)
  expect(res.headers.get('cache-control')).toBe('no-store')
  expect(await envelopeOf(res)).toEqual({
    code: 429,
    message: message(lang, 'api.rateLimited', { seconds: retryAfter }),
    data: null,
  })
  return retryAfter
}

describe.each([
  ['POST /api/feedback', sendFeedback, feedback, '198.51.100.1'],
  ['POST /api/subscribe', subscribe, subscriptions, '198.51.100.2'],
] as const)('%s', (_, call, table, ip) => {
  test(`${LIMIT} calls pass; the next → 429 with Retry-After and a localized message, not stored`, async () => {
    for (let i = 0; i < LIMIT; i++) expect((await call(ip)).status).toBe(200)
    const before = await rows(table)
    await expectLimited(await call(ip, { lang: 'de' }), 'de')
    await expectLimited(await call(ip, { lang: 'ar' }), 'ar')
    expect(await rows(table)).toBe(before)
  })

  test('Retry-After counts down; once it has passed, calls pass again', async () => {
    const first = await expectLimited(await call(ip), 'en')
    t.clock.advance(20_000)
    const retryAfter = await expectLimited(await call(ip), 'en')
    expect(retryAfter).toBeLessThanOrEqual(first - 20)
    t.clock.advance(retryAfter * 1000)
    expect((await call(ip)).status).toBe(200)
  })

  // Issue 14, item 5: a fixed window let twice the limit through around its edge.
  test('around a window edge no more than the limit pass within the window’s length', async () => {
    const edge = `${ip}7`
    const now = t.clock.now().getTime()
    const nextEdge = Math.ceil(now / (WINDOW * 1000)) * WINDOW * 1000
    t.clock.set(new Date(nextEdge - 2_000))
    let passed = 0
    for (let i = 0; i < 2 * LIMIT; i++) {
      if ((await call(edge)).status === 200) passed++
      t.clock.advance(1_000)
    }
    expect(passed).toBe(LIMIT)
  })

  test('another address is not limited', async () => {
    expect((await call(`${ip}0`)).status).toBe(200)
  })

  test('client-set forwarding headers do not make a new address (Node without a trusted proxy)', async () => {
    const other = `${ip}9`
    for (let i = 0; i < LIMIT; i++) expect((await call(other)).status).toBe(200)
    await expectLimited(await call(other, { 'x-forwarded-for': '192.0.2.77', 'cf-connecting-ip': '192.0.2.78' }), 'en')
  })
})

test('feedback and subscribe have separate limits', async () => {
  const ip = '198.51.100.3'
  for (let i = 0; i < LIMIT; i++) expect((await sendFeedback(ip)).status).toBe(200)
  await expectLimited(await sendFeedback(ip), 'en')
  expect((await subscribe(ip)).status).toBe(200)
})

test('invalid calls count as well (no free retries with bad input)', async () => {
  const ip = '198.51.100.4'
  for (let i = 0; i < LIMIT; i++) expect((await t.request('/api/feedback', postJson({}), { ip })).status).toBe(400)
  await expectLimited(await sendFeedback(ip), 'en')
})

// Issue 18: the payment calls that ask the provider on the shop's account are limited per address
// like the other calls that write: getToken (a client token) and createOrder (a provider order).
// Issue 20: the spreadsheet upload (open to guests with a verification code) too.
describe('payment calls (getToken, createOrder) and the spreadsheet upload', () => {
  let pay: TestApp
  beforeAll(async () => {
    pay = await startTestApp({
      limits: { payToken: [LIMIT, WINDOW], payCreate: [LIMIT, WINDOW], upload: [LIMIT, WINDOW] },
      now: '2026-11-05T10:00:00.000Z',
    })
  })
  afterAll(() => pay?.close())

  async function placeOrder() {
    const [offer] = await pay.db.all<{ id: number }>(
      sql`SELECT g.id FROM goods g JOIN parts p ON p.id = g.part_id WHERE g.moq = 1 AND g.multiple = 1
          AND g.stock >= 10 AND p.unit_weight_mg <= 200 ORDER BY g.id LIMIT 1`,
    )
    const placed = okData(
      await pay.api.orders.place({
        body: {
          goods_id: offer!.id,
          cart_num: 1,
          email: 'limited-payer@example.com',
          shipping_address: GERMAN_ADDRESS,
          shipping_method: 'express',
        },
      }),
    )
    return { id: placed.id, token: placed.token! }
  }
  const payments = async () => (await pay.db.all<{ n: number }>(sql`SELECT count(*) AS n FROM payments`))[0]!.n

  test(`getToken: ${LIMIT} calls pass, the next → 429; another address passes`, async () => {
    const ip = '198.51.100.21'
    for (let i = 0; i < LIMIT; i++) expect((await pay.request('/api/pay/paypal/getToken', {}, { ip })).status).toBe(200)
    const lang = 'de'
    await expectLimited(await pay.request('/api/pay/paypal/getToken', { headers: { lang } }, { ip }), lang)
    expect((await pay.request('/api/pay/paypal/getToken', {}, { ip: `${ip}0` })).status).toBe(200)
  })

  test(`createOrder: ${LIMIT} calls pass, the next → 429 and no payment is started`, async () => {
    const ip = '198.51.100.22'
    const o = await placeOrder()
    const create = () =>
      pay.request('/api/pay/paypal/createOrder', postJson({ id: o.id, token: o.token, method: 'test' }), { ip })
    for (let i = 0; i < LIMIT; i++) expect((await create()).status).toBe(200)
    const before = await payments()
    await expectLimited(await create(), 'en')
    expect(await payments()).toBe(before)
    pay.clock.advance(2 * WINDOW * 1000)
    expect((await create()).status).toBe(200)
  })

  test(`upload/excel: ${LIMIT} uploads pass, the next → 429 and nothing is stored`, async () => {
    const ip = '198.51.100.23'
    const { token } = await pay.createUserSession()
    const send = () => {
      const form = new FormData()
      form.append('file', new Blob(['part number,qty\nLM358DR,10\n']), 'parts.csv')
      return pay.request(
        '/api/upload/excel',
        { method: 'POST', body: form, headers: { authorization: `Bearer ${token}` } },
        { ip },
      )
    }
    for (let i = 0; i < LIMIT; i++) expect((await send()).status).toBe(200)
    await expectLimited(await send(), 'en')
  })
})
