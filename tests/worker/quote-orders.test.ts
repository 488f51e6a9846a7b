/**
 * Ordering staff's quote on workerd (Miniflare, D1) (issue 31): a signed-in buyer's quoted RFQ goes
 * to the cart at the quoted price (the quote line id on the cart line), the order is placed at it
 * in D1's one batch and marks the quote line used; cancelling the order frees it (the same batch,
 * guarded by the change) and it is ordered again; after its last day it is refused, in the cart
 * and when ordering it. The quote rows are written as the console's service writes them (the
 * console's quoting is tested through the contract). Run after `npm run build`.
 */
import { expect, test } from 'vitest'
import { PARIS_ADDRESS } from '../support/addresses'
import { message } from '../support/text'
import { ORIGIN } from './miniflare'
import { signedInBuyer, workerForTests } from './worker-for-tests'

const worker = workerForTests()

type Envelope = { code: number; message: string; data: any }
async function call(method: string, path: string, token: string, body?: unknown) {
  const res = await worker.mf.dispatchFetch(ORIGIN + path, {
    method,
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}`, origin: ORIGIN, lang: 'fr' },
    body: body === undefined ? undefined : JSON.stringify(body),
  })
  return { status: res.status, json: (await res.json()) as Envelope }
}

/** A buyer with a live session, and their RFQ for an offer quoted at 0.12345 USD for 7 pieces until `validUntil`. */
async function quotedRfq(validUntil: string) {
  const { d1 } = worker
  const now = new Date().toISOString()
  const email = `quote-${crypto.randomUUID().slice(0, 8)}@example.com`
  const { userId, token } = await signedInBuyer(d1, email, { activated: true })
  const offer = await d1
    .prepare(
      'SELECT g.id, p.mpn FROM goods g JOIN parts p ON p.id = g.part_id WHERE g.stock >= 100 AND g.moq > 1 AND g.id NOT IN (SELECT goods_id FROM order_lines) LIMIT 1',
    )
    .first<{ id: number; mpn: string }>()
  const rfq = await d1
    .prepare(
      `INSERT INTO rfqs (rfq_no, user_id, email, email_norm, contact_name, company_name, telephone, country, locale, source, line_count, created_at, updated_at, status)
      VALUES (?, ?, ?, ?, 'Quote Buyer', 'Quote SARL', '+33 1', 'FR', 'fr', 'rfq', 1, ?, ?, 'quoted') RETURNING id`,
    )
    .bind(`RFQ-W-${crypto.randomUUID().slice(0, 6)}`, userId, email, email, now, now)
    .first<{ id: number }>()
  const line = await d1
    .prepare('INSERT INTO rfq_lines (rfq_id, position, part_number, qty, goods_id) VALUES (?, 1, ?, 7, ?) RETURNING id')
    .bind(rfq!.id, offer!.mpn, offer!.id)
    .first<{ id: number }>()
  const quote = await d1
    .prepare('INSERT INTO rfq_quotes (rfq_id, created_at) VALUES (?, ?) RETURNING id')
    .bind(rfq!.id, now)
    .first<{ id: number }>()
  await d1
    .prepare(
      `INSERT INTO rfq_quote_lines (quote_id, rfq_line_id, can_offer, unit_price, qty, lead_time, date_code, valid_until)
      VALUES (?, ?, 1, 12345, 7, '2 weeks', '24+', ?)`,
    )
    .bind(quote!.id, line!.id, validUntil)
    .run()
  return { token, rfqId: rfq!.id, goodsId: offer!.id, quoteId: quote!.id }
}

const day = (offsetDays: number) => new Date(Date.now() + offsetDays * 86_400_000).toISOString().slice(0, 10)
const place = (token: string, goodsId: number) =>
  call('POST', '/api/orders/add', token, {
    shipping_address: PARIS_ADDRESS,
    shipping_method: 'express',
    pay_method: 'bank',
    review: [{ goods_id: goodsId, qty: 7 }],
  })

test('quote → cart → order at the quoted price on D1; a cancel frees the quote, which is ordered again', async () => {
  const q = await quotedRfq(day(10))
  expect((await call('POST', '/api/rfq/orderQuote', q.token, { id: q.rfqId })).status).toBe(200)
  const cart = await call('GET', '/api/cart/lists', q.token)
  expect(cart.json.data.list).toEqual([
    expect.objectContaining({
      goods_id: q.goodsId,
      cart_num: 7,
      price: '0.12345',
      amount: '0.86415',
      quote_problem: null,
    }),
  ])
  const placed = await place(q.token, q.goodsId)
  expect(placed.status).toBe(200)
  const ordered = await worker.d1
    .prepare('SELECT unit_price, qty, amount FROM order_lines WHERE order_id = ?')
    .bind(placed.json.data.id)
    .first()
  expect(ordered).toEqual({ unit_price: 12345, qty: 7, amount: 86415 })
  const used = await call('POST', '/api/rfq/orderQuote', q.token, { id: q.rfqId })
  expect([used.status, used.json.message]).toEqual([409, message('fr', 'rfq.quote.used')])

  expect((await call('POST', '/api/user/order/cancel', q.token, { id: placed.json.data.id })).status).toBe(200)
  expect((await call('POST', '/api/rfq/orderQuote', q.token, { id: q.rfqId })).status).toBe(200)
  const again = await place(q.token, q.goodsId)
  expect(again.status).toBe(200)
  const line = await worker.d1
    .prepare('SELECT q.ordered_order_id FROM rfq_quote_lines q WHERE q.quote_id = ?')
    .bind(q.quoteId)
    .first<{ ordered_order_id: number }>()
  expect(line!.ordered_order_id).toBe(again.json.data.id)
})

test('refused after the quote expired on D1: in the cart, at checkout and when ordering it', async () => {
  const q = await quotedRfq(day(0))
  expect((await call('POST', '/api/rfq/orderQuote', q.token, { id: q.rfqId })).status).toBe(200)
  // The last day passes.
  await worker.d1
    .prepare('UPDATE rfq_quote_lines SET valid_until = ? WHERE quote_id = ?')
    .bind(day(-1), q.quoteId)
    .run()
  const cart = await call('GET', '/api/cart/lists', q.token)
  expect(cart.json.data.list[0].quote_problem).toBe('quoteExpired')
  const refused = await place(q.token, q.goodsId)
  expect(refused.status).toBe(409)
  expect(refused.json.data.errors[0].message).toBe(message('fr', 'orders.problem.quoteExpired'))
  const again = await call('POST', '/api/rfq/orderQuote', q.token, { id: q.rfqId })
  expect([again.status, again.json.message]).toEqual([409, message('fr', 'rfq.quote.expired')])
  expect(
    await worker.d1.prepare('SELECT count(*) AS n FROM order_lines WHERE goods_id = ?').bind(q.goodsId).first('n'),
  ).toBe(0)
})
