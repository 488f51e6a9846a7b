/**
 * Issue 29, items 3, 7 and 8: what one client or one e-mail address can make the shop do.
 * - Every call that writes (not a GET) names a per-address rate limit in its route metadata,
 *   unless it is listed below with the reason it needs none.
 * - orders/add is limited per client address and per e-mail address (each order mails it): past
 *   the limit 429, no order, no reservation, no mail. cart/add is limited per client address.
 * - One unpaid guest order reserves at most `guest_order_max_usd` (site config) and holds its stock
 *   `guest_unpaid_order_hours` (2 by default), then housekeeping gives it back.
 * - A double submit of the same cart without an Idempotency-Key places one order.
 * - A cart line holds at most MAX_QTY pieces however it is reached (add, addMultiple, addMinus, BOM to cart).
 */
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { contract } from '../../contract'
import { MAX_QTY } from '../../contract/cart'
import type { RouteMeta } from '../../contract/envelope'
import { contractRoutes } from '../../server/http/contract-routes'
import { keepHouse } from '../../server/housekeeping'
import { DEFAULT_GUEST_ORDER_MAX_USD } from '../../server/domains/orders/placing'
import { formatAmount } from '../../locales/money-format'
import { GERMAN_ADDRESS } from '../support/addresses'
import { errorOf, okData, startTestApp, type TestApp } from '../support/test-app'
import { message } from '../support/text'

/** Calls that write without a rate limit of their own, and why none is needed. */
const UNLIMITED: Record<string, string> = {
  'DELETE /api/session': "signing out revokes the caller's own session: nothing is stored or mailed",
  'POST /api/admin/logout': "signing out of the console revokes the caller's own session: nothing is stored or mailed",
  'POST /api/index/getCategoryFilter': 'a read (a POST only because the spec makes it one): nothing is stored',
  'POST /api/index/getCategory': 'a read (a POST only because the spec makes it one): nothing is stored',
  'POST /api/pay/paypal/webhook':
    "PayPal's notifications, each refused unless PayPal's signature verifies; a limit would drop PayPal's retries",
}

test('every call that is not a GET names a rate limit, or is listed with the reason it needs none', () => {
  const writing = contractRoutes(contract).filter((r) => r.method !== 'GET')
  const missing = writing
    .filter((r) => !((r.metadata ?? {}) as RouteMeta).rateLimit)
    .map((r) => `${r.method} ${r.path}`)
    .filter((name) => !(name in UNLIMITED))
  expect(missing).toEqual([])
  // The list holds no stale entry, and none that has a limit after all.
  const names = new Set(writing.map((r) => `${r.method} ${r.path}`))
  for (const name of Object.keys(UNLIMITED)) expect(names.has(name), name).toBe(true)
})

const LIMIT = 3
let t: TestApp
beforeAll(async () => {
  t = await startTestApp({
    now: '2026-11-25T10:00:00.000Z',
    limits: { order: [LIMIT, 3600], orderAccount: [LIMIT, 3600], cart: [20, 600] },
  })
})
afterAll(() => t?.close())

let next = 0
/** A fresh light offer with stock, MOQ 1, in no order or cart; its unit price in e5. */
async function freshOffer(minStock = 100, app: TestApp = t) {
  const [row] = await app.db.all<{ id: number; stock: number }>(
    sql`SELECT g.id, g.stock FROM goods g JOIN parts p ON p.id = g.part_id
        WHERE g.moq = 1 AND g.multiple = 1 AND g.stock >= ${minStock} AND p.unit_weight_mg <= 200
        AND g.id NOT IN (SELECT goods_id FROM order_lines) AND g.id NOT IN (SELECT goods_id FROM cart_items)
        ORDER BY g.id LIMIT 1 OFFSET ${next++}`,
  )
  return row!
}
const stockOf = async (id: number, app: TestApp = t) =>
  (await app.db.all<{ stock: number }>(sql`SELECT stock FROM goods WHERE id = ${id}`))[0]!.stock
const orderCount = async (app: TestApp = t) =>
  (await app.db.all<{ n: number }>(sql`SELECT count(*) AS n FROM orders`))[0]!.n
const mailCount = async () => (await t.db.all<{ n: number }>(sql`SELECT count(*) AS n FROM mail_outbox`))[0]!.n

const guestOrder = (goodsId: number, email: string, ip: string, qty = 1) =>
  t.client({}, { ip }).orders.place({
    body: { goods_id: goodsId, cart_num: qty, email, shipping_address: GERMAN_ADDRESS, shipping_method: 'express' },
  })

describe('orders/add', () => {
  test(`${LIMIT} guest orders from one address pass; the next → 429, no order, no reservation, no mail`, async () => {
    const offer = await freshOffer()
    const ip = '198.51.100.40'
    for (let i = 0; i < LIMIT; i++) okData(await guestOrder(offer.id, `flood-${i}@example.com`, ip))
    const [orders, mails, stock] = [await orderCount(), await mailCount(), await stockOf(offer.id)]
    const res = await t.client({ lang: 'de' }, { ip }).orders.place({
      body: {
        goods_id: offer.id,
        cart_num: 1,
        email: 'flood-x@example.com',
        shipping_address: GERMAN_ADDRESS,
        shipping_method: 'express',
      },
    })
    const refused = errorOf(res, 429)
    expect(refused.message).toMatch(message('de', 'api.rateLimited', { seconds: 0 }).slice(0, 12))
    expect([await orderCount(), await mailCount(), await stockOf(offer.id)]).toEqual([orders, mails, stock])
    // Another client address may order.
    okData(await guestOrder(offer.id, 'flood-y@example.com', `${ip}1`))
  })

  test(`${LIMIT} orders for one e-mail address pass, from any client address; the next → 429`, async () => {
    const offer = await freshOffer()
    const email = 'Stranger@Example.com'
    for (let i = 0; i < LIMIT; i++)
      okData(await guestOrder(offer.id, i ? email.toLowerCase() : email, `198.51.100.5${i}`))
    const orders = await orderCount()
    const refused = await guestOrder(offer.id, email, '198.51.100.59')
    expect(refused.status).toBe(429)
    expect(Number((refused.headers as Headers).get('retry-after'))).toBeGreaterThan(0)
    expect(await orderCount()).toBe(orders)
    okData(await guestOrder(offer.id, 'someone-else@example.com', '198.51.100.59'))
  })

  test('cart/add is limited per client address', async () => {
    const offer = await freshOffer()
    const { token } = await t.createUserSession()
    const api = t.client({ authorization: `Bearer ${token}` }, { ip: '198.51.100.70' })
    for (let i = 0; i < 20; i++) okData(await api.cart.add({ body: { goods_id: offer.id, cart_num: 1 } }))
    errorOf(await api.cart.add({ body: { goods_id: offer.id, cart_num: 1 } }), 429)
    expect(okData(await api.cart.lists()).list[0]!.cart_num).toBe(20)
  })
})

describe('unpaid guest orders', () => {
  test('one may reserve at most guest_order_max_usd (a localized refusal above it); a signed-in buyer may order more', async () => {
    const offer = await freshOffer(1000)
    await t.db.run(sql`INSERT OR REPLACE INTO site_config (key, value) VALUES ('guest_order_max_usd', '0.5')`)
    const preview = okData(
      await t.api.orders.buyNowBefore({ body: { goods_id: offer.id, cart_num: 1000, country: 'DE' } }),
    )
    expect(Number(preview.subtotal)).toBeGreaterThan(0.5)
    const stock = await stockOf(offer.id)
    const refused = errorOf(
      await t.client({ lang: 'fr' }, { ip: '198.51.100.80' }).orders.place({
        body: {
          goods_id: offer.id,
          cart_num: 1000,
          email: 'big-guest@example.com',
          shipping_address: GERMAN_ADDRESS,
          shipping_method: 'express',
        },
      }),
      409,
    )
    expect(refused.message).toBe(message('fr', 'api.guestOrderTooLarge', { max: formatAmount(50_000n, 'fr') }))
    expect(await stockOf(offer.id)).toBe(stock)
    const { token } = await t.createUserSession()
    okData(
      await t.client({ authorization: `Bearer ${token}` }, { ip: '198.51.100.81' }).orders.place({
        body: { goods_id: offer.id, cart_num: 1000, shipping_address: GERMAN_ADDRESS, shipping_method: 'express' },
      }),
    )
    await t.db.run(sql`DELETE FROM site_config WHERE key = 'guest_order_max_usd'`)
    expect(DEFAULT_GUEST_ORDER_MAX_USD).toBe(1000)
  })

  test('a guest order holds its stock 2 hours (guest_unpaid_order_hours), then housekeeping gives it back; an account’s 72', async () => {
    const offer = await freshOffer()
    const stock = await stockOf(offer.id)
    const guest = okData(await guestOrder(offer.id, 'slow-guest@example.com', '198.51.100.90', 2))
    const { token } = await t.createUserSession()
    const member = okData(
      await t.client({ authorization: `Bearer ${token}` }, { ip: '198.51.100.91' }).orders.place({
        body: { goods_id: offer.id, cart_num: 3, shipping_address: GERMAN_ADDRESS, shipping_method: 'express' },
      }),
    )
    expect(await stockOf(offer.id)).toBe(stock - 5)
    const statusOf = async (id: number) =>
      (await t.db.all<{ status: string }>(sql`SELECT status FROM orders WHERE id = ${id}`))[0]!.status
    t.clock.advance(2 * 3_600_000 - 60_000)
    await keepHouse(t.ports)
    expect(await statusOf(guest.id)).toBe('Unpaid')
    t.clock.advance(60_000)
    await keepHouse(t.ports)
    expect([await statusOf(guest.id), await statusOf(member.id)]).toEqual(['Canceled', 'Unpaid'])
    expect(await stockOf(offer.id)).toBe(stock - 3)

    // Configurable: 5 hours.
    await t.db.run(sql`INSERT OR REPLACE INTO site_config (key, value) VALUES ('guest_unpaid_order_hours', '5')`)
    const later = okData(await guestOrder(offer.id, 'later-guest@example.com', '198.51.100.92'))
    const [row] = await t.db.all<{ created_at: string; expires_at: string }>(
      sql`SELECT created_at, expires_at FROM orders WHERE id = ${later.id}`,
    )
    expect(Date.parse(row!.expires_at) - Date.parse(row!.created_at)).toBe(5 * 3_600_000)
    await t.db.run(sql`DELETE FROM site_config WHERE key = 'guest_unpaid_order_hours'`)
  })
})

describe('a double submit of one cart without an Idempotency-Key', () => {
  // Its own shop: the per-address order limit of the tests above would refuse 7 of the 10.
  let u: TestApp
  beforeAll(async () => {
    u = await startTestApp({ now: '2026-11-25T10:00:00.000Z' })
  })
  afterAll(() => u?.close())

  test('10 parallel orders/add for one 2-unit cart: one order, the stock reserved once', async () => {
    const offer = await freshOffer(100, u)
    const stock = await stockOf(offer.id, u)
    const { token } = await u.createUserSession()
    const api = u.client({ authorization: `Bearer ${token}` }, { ip: '198.51.100.100' })
    okData(await api.cart.add({ body: { goods_id: offer.id, cart_num: 2 } }))
    const before = await orderCount(u)
    const answers = await Promise.all(
      Array.from({ length: 10 }, () =>
        api.orders.place({ body: { shipping_address: GERMAN_ADDRESS, shipping_method: 'express' } }),
      ),
    )
    const placed = answers.filter((a) => a.status === 200).map((a) => (a.body as { data: { id: number } }).data.id)
    expect(placed.length).toBeGreaterThan(0)
    expect(new Set(placed).size).toBe(1)
    // The others found the cart already ordered (empty): refused, nothing placed.
    expect(answers.filter((a) => a.status !== 200).map((a) => a.status)).toEqual(Array(10 - placed.length).fill(400))
    expect(await orderCount(u)).toBe(before + 1)
    expect(await stockOf(offer.id, u)).toBe(stock - 2)

    // The same goods and quantity put in the cart again are a new checkout: a new order.
    okData(await api.cart.add({ body: { goods_id: offer.id, cart_num: 2 } }))
    u.clock.advance(1000)
    const again = okData(
      await api.orders.place({ body: { shipping_address: GERMAN_ADDRESS, shipping_method: 'express' } }),
    )
    expect(again.id).not.toBe(placed[0])
    expect(await stockOf(offer.id, u)).toBe(stock - 4)
  })
})

describe('one maximum for a cart line', () => {
  test(`three cart/add of 5,000,000 do not make a line above ${MAX_QTY}: a localized refusal naming cart_num`, async () => {
    const offer = await freshOffer()
    const { token } = await t.createUserSession()
    const jp = t.client({ authorization: `Bearer ${token}`, lang: 'jp' }, { ip: '198.51.100.110' })
    okData(await jp.cart.add({ body: { goods_id: offer.id, cart_num: 5_000_000 } }))
    okData(await jp.cart.add({ body: { goods_id: offer.id, cart_num: 5_000_000 } }))
    const max = message('jp', 'validation.lineMax', { max: '10,000,000' })
    const third = errorOf(await jp.cart.add({ body: { goods_id: offer.id, cart_num: 5_000_000 } }), 400)
    expect(third.data?.errors).toEqual([{ field: 'cart_num', message: max }])
    const multiple = errorOf(await jp.cart.addMultiple({ body: { items: [{ goods_id: offer.id, cart_num: 1 }] } }), 400)
    expect(multiple.data?.errors).toEqual([{ field: 'items.0.cart_num', message: max }])
    const [line] = okData(await jp.cart.lists()).list
    expect(line!.cart_num).toBe(MAX_QTY)
    // addMinus takes MAX_QTY and refuses one more, as before.
    okData(await jp.cart.addMinus({ body: { id: line!.id, cart_num: MAX_QTY } }))
    errorOf(await jp.cart.addMinus({ body: { id: line!.id, cart_num: MAX_QTY + 1 } }), 400)
  })
})

test(`BOM to cart: a line that would pass ${MAX_QTY} pieces is refused with its reason; the cart line stays`, async () => {
  const [row] = await t.db.all<{ mpn: string }>(
    sql`SELECT p.mpn FROM parts p
         WHERE p.mpn GLOB '[A-Z0-9]*' AND p.mpn NOT GLOB '*[ ,;]*'
           AND (SELECT count(*) FROM parts q WHERE q.mpn_norm = p.mpn_norm) = 1
           AND EXISTS (SELECT 1 FROM goods g WHERE g.part_id = p.id AND g.stock >= 10 * max(g.moq, g.multiple, 1))
         ORDER BY p.id DESC LIMIT 1`,
  )
  const { token } = await t.createUserSession()
  const api = t.client({ authorization: `Bearer ${token}`, lang: 'de' }, { ip: '198.51.100.120' })
  const form = new FormData()
  form.append('text', `${row!.mpn} 1\n`)
  const res = await t.request(
    '/api/bom/uploadBom',
    { method: 'POST', body: form, headers: { authorization: `Bearer ${token}` } },
    { ip: '198.51.100.120' },
  )
  expect(res.status).toBe(200)
  const bomId = ((await res.json()) as { data: { bom: { id: number } } }).data.bom.id
  okData(await api.bom.mateBom({ body: { bom_id: bomId } }))
  const [bomLine] = okData(await api.bom.mainBomList({ query: { bom_id: bomId } })).list
  const offer = bomLine!.offer!
  // The cart holds that offer at the most a line may hold that follows its rules.
  okData(await api.cart.add({ body: { goods_id: offer.goods_id, cart_num: offer.order_qty } }))
  const step = Math.max(offer.multiple, 1)
  const most = Math.floor(MAX_QTY / step) * step
  const [cartLine] = okData(await api.cart.lists()).list
  okData(await api.cart.addMinus({ body: { id: cartLine!.id, cart_num: most } }))

  const sent = okData(await api.bom.addCart({ body: { bom_id: bomId, line_ids: [bomLine!.id] } }))
  expect(sent.added).toBe(0)
  expect(sent.refused).toEqual([
    expect.objectContaining({
      line_id: bomLine!.id,
      reason: 'lineMax',
      message: message('de', 'bom.cartReasons.lineMax', { max: '10.000.000' }),
    }),
  ])
  expect(okData(await api.cart.lists()).list[0]!.cart_num).toBe(most)
})
