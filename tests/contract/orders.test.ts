/**
 * Checkout, orders, shipping and bank transfer (issue 17): the eleven Orders, Account-order,
 * shipping and Payment calls through the typed client on a real SQLite file with the demo
 * catalogue. Prices, freight and totals come from the server; stock is reserved on placing and
 * given back once on cancel and expiry; the Idempotency-Key answers the same order; guests buy
 * now and reach their order with its private token; every status change outside the map is
 * refused; other users' orders are not reachable; calls that need a session answer 4001.
 */
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { ORDER_STATUSES, type OrderStatus } from '../../contract/orders'
import { keepHouse } from '../../server/housekeeping'
import { changeStatus } from '../../server/domains/orders/service'
import { TRANSITIONS, type ActorKind } from '../../server/domains/orders/transitions'
import { orders } from '../../server/db/schema'
import { eq } from 'drizzle-orm'
import { readOutboxMail } from '../support/mail'
import { errorOf, okData, startTestApp, type TestApp } from '../support/test-app'
import { message } from '../support/text'
import { GERMAN_ADDRESS } from '../support/addresses'

let t: TestApp
beforeAll(async () => {
  t = await startTestApp({ now: '2026-11-25T10:00:00.000Z' })
})
afterAll(() => t?.close())

type Offer = { id: number; moq: number; multiple: number; stock: number }
/** Offers with room to buy, MOQ 1, light parts (so the parcel stays under 0.5 kg). */
async function freshOffers(n: number, where = 'moq = 1 AND multiple = 1 AND stock >= 100') {
  const rows = await t.db.all<Offer>(
    sql.raw(
      `SELECT g.id, g.moq, g.multiple, g.stock FROM goods g JOIN parts p ON p.id = g.part_id
       WHERE ${where} AND p.unit_weight_mg <= 200 AND g.id NOT IN (SELECT goods_id FROM order_lines)
       AND g.id NOT IN (SELECT goods_id FROM cart_items) ORDER BY g.id LIMIT ${n}`,
    ),
  )
  expect(rows).toHaveLength(n)
  return rows
}
const stockOf = async (id: number) =>
  (await t.db.all<{ stock: number }>(sql`SELECT stock FROM goods WHERE id = ${id}`))[0]!.stock
const e5 = (money: string) => BigInt(money.replace('.', ''))

const address = GERMAN_ADDRESS

async function buyer(lang = 'en') {
  const s = await t.createUserSession()
  return { ...s, api: t.client({ lang, authorization: `Bearer ${s.token}` }) }
}

async function buyNow(api: TestApp['api'], offer: Offer, qty = offer.moq, extra: Record<string, unknown> = {}) {
  return okData(
    await api.orders.place({
      body: { goods_id: offer.id, cart_num: qty, shipping_address: address, shipping_method: 'express', ...extra },
    }),
  )
}

describe('checkout from the cart', () => {
  test('preview, place with a new address, the German mail, history and list', async () => {
    const [a, b] = await freshOffers(2)
    const u = await buyer('de')
    okData(await u.api.cart.add({ body: { goods_id: a!.id, cart_num: 3 } }))
    okData(await u.api.cart.add({ body: { goods_id: b!.id, cart_num: 2 } }))

    const preview = okData(await u.api.orders.before({ body: { country: 'DE' } }))
    expect(preview.lines.map((l) => l.goods_id).sort()).toEqual([a!.id, b!.id].sort())
    expect(e5(preview.subtotal)).toBe(preview.lines.reduce((s, l) => s + e5(l.amount), 0n))
    expect(preview.shipping_method).toBe('express')
    expect(preview.freight).toBe('40.00000')
    const exact = e5(preview.subtotal) + 4_000_000n
    expect(e5(preview.total)).toBe((exact / 1000n) * 1000n) // 2 decimals truncated (spec §9)

    // A price or total sent by the client is not a field of the call: the server's figures stand.
    const placed = okData(
      await u.api.orders.place({
        body: { shipping_address: address, shipping_method: 'express', total: '0.01000' } as never,
        headers: { 'idempotency-key': 'checkout-0001' },
      }),
    )
    expect(placed).toMatchObject({ status: 'Unpaid', total: preview.total, freight_to_confirm: false })
    expect(placed.token).toMatch(/^[A-Za-z0-9_-]{43}$/)
    expect(await stockOf(a!.id)).toBe(a!.stock - 3)
    expect(await stockOf(b!.id)).toBe(b!.stock - 2)
    expect(okData(await u.api.cart.cartCount()).count).toBe(0)

    const detail = okData(await u.api.orders.orderDetail({ params: { id: placed.id } }))
    expect(detail).toMatchObject({
      order_no: placed.order_no,
      status: 'Unpaid',
      status_name: message('de', 'orders.status.Unpaid'),
      can_pay: true,
      can_cancel: true,
      can_receive: false,
      shipping_address: { ...address, address_line2: '', country_name: 'Deutschland' },
      billing_address: { contact_name: address.contact_name },
      freight: '40.00000',
    })
    expect(detail.history).toEqual([
      expect.objectContaining({
        status: 'Unpaid',
        actor: 'customer',
        reason: 'placed',
        at: '2026-11-25T10:00:00.000Z',
      }),
    ])
    expect(detail.lines.find((l) => l.goods_id === a!.id)).toMatchObject({ qty: 3 })
    expect(detail.expires_at).toBe('2026-11-28T10:00:00.000Z')

    const list = okData(await u.api.orders.orderList({ query: { status: 'Unpaid' } }))
    expect(list.list.map((o) => o.id)).toEqual([placed.id])
    expect(list.counts).toMatchObject({ Unpaid: 1, Confirming: 0 })
    expect(okData(await u.api.orders.orderList({ query: { status: 'Received' } })).list).toEqual([])

    // The confirmation e-mail, in German: the order number, the lines, how to pay, the private link.
    await waitForMail()
    const files = await t.outboxFiles()
    const mail = await readOutboxMail(t.outbox, files[files.length - 1]!)
    expect(mail.subject).toBe(
      message('de', 'orders.mail.placed.subject', { no: placed.order_no, site: 'ChipShop Electronics' }),
    )
    expect(mail.text).toContain(placed.order_no)
    expect(mail.text).toContain('DEMOHKHH')
    expect(mail.text).toContain(`/de/myaccount/order-status-history/${placed.id}?token=${placed.token}`)
    expect(mail.html).toContain('lang="de"')
    expect(mail.text).toMatch(/\d,\d{2}\s\$/) // German money: decimal comma, sign after
  })

  test('the same Idempotency-Key answers the same order; nothing is reserved twice', async () => {
    const [a] = await freshOffers(1)
    const u = await buyer()
    const body = { goods_id: a!.id, cart_num: 2, shipping_address: address, shipping_method: 'express' as const }
    const first = okData(await u.api.orders.place({ body, headers: { 'idempotency-key': 'same-key-123' } }))
    const again = okData(await u.api.orders.place({ body, headers: { 'idempotency-key': 'same-key-123' } }))
    expect(again).toMatchObject({ id: first.id, order_no: first.order_no, token: null })
    expect(await stockOf(a!.id)).toBe(a!.stock - 2)
    errorOf(await u.api.orders.place({ body, headers: { 'idempotency-key': 'bad key!' } }), 400)
  })

  // Issue 30, item 1: the cart and the review left a short line out, and Place order refused all.
  test('a cart with a short, a sold-out and a good line: the review and the order hold the good line; the others stay in the cart', async () => {
    const [good, short, soldOut] = await freshOffers(3)
    await t.db.run(sql`UPDATE goods SET stock = 6 WHERE id = ${short!.id}`)
    const u = await buyer()
    for (const [offer, qty] of [
      [good!, 2],
      [short!, 10],
      [soldOut!, 1],
    ] as const)
      okData(await u.api.cart.add({ body: { goods_id: offer.id, cart_num: qty } }))
    await t.db.run(sql`UPDATE goods SET stock = 0 WHERE id = ${soldOut!.id}`)

    const preview = okData(await u.api.orders.before({ body: { country: 'DE' } }))
    expect(preview.lines.map((l) => [l.goods_id, l.qty])).toEqual([[good!.id, 2]])
    const partNumber = async (id: number) =>
      (
        await t.db.all<{ mpn: string }>(
          sql`SELECT p.mpn FROM goods g JOIN parts p ON p.id = g.part_id WHERE g.id = ${id}`,
        )
      )[0]!.mpn
    expect(preview.problems).toEqual([
      {
        goods_id: soldOut!.id,
        part_number: await partNumber(soldOut!.id),
        problem: 'soldOut',
        message: message('en', 'orders.problem.soldOut'),
      },
      {
        goods_id: short!.id,
        part_number: await partNumber(short!.id),
        problem: 'understock',
        message: message('en', 'orders.problem.understock', { stock: 6 }),
      },
    ])

    // As the review shows it (and the same without the review, as an API client would send it).
    const review = preview.lines.map((l) => ({ goods_id: l.goods_id, qty: l.qty }))
    const placed = okData(
      await u.api.orders.place({ body: { shipping_address: address, shipping_method: 'express', review } }),
    )
    expect(placed.total).toBe(preview.total)
    const detail = okData(await u.api.orders.orderDetail({ params: { id: placed.id } }))
    expect(detail.lines.map((l) => [l.goods_id, l.qty])).toEqual([[good!.id, 2]])
    expect(await stockOf(good!.id)).toBe(good!.stock - 2)
    expect(await stockOf(short!.id)).toBe(6)
    const left = okData(await u.api.cart.lists())
    expect(left.list.map((l) => l.goods_id).sort()).toEqual([short!.id, soldOut!.id].sort())

    // Fixed in the cart: the short line now orders without a review too; the sold-out one stays.
    const shortLine = left.list.find((l) => l.goods_id === short!.id)!
    okData(await u.api.cart.addMinus({ body: { id: shortLine.id, cart_num: 6 } }))
    const second = okData(await u.api.orders.place({ body: { shipping_address: address, shipping_method: 'express' } }))
    const secondDetail = okData(await u.api.orders.orderDetail({ params: { id: second.id } }))
    expect(secondDetail.lines.map((l) => [l.goods_id, l.qty])).toEqual([[short!.id, 6]])
    expect(okData(await u.api.cart.lists()).list.map((l) => l.goods_id)).toEqual([soldOut!.id])
  })

  test('a reviewed line that changed before Place order: 409 naming that line, nothing reserved', async () => {
    const [a, b] = await freshOffers(2)
    const u = await buyer('de')
    okData(await u.api.cart.add({ body: { goods_id: a!.id, cart_num: 2 } }))
    okData(await u.api.cart.add({ body: { goods_id: b!.id, cart_num: 3 } }))
    const preview = okData(await u.api.orders.before({ body: { country: 'DE' } }))
    const review = preview.lines.map((l) => ({ goods_id: l.goods_id, qty: l.qty }))

    // Meanwhile b sells out to someone else, and a's quantity changes in another tab.
    await t.db.run(sql`UPDATE goods SET stock = 1 WHERE id = ${b!.id}`)
    const body = { shipping_address: address, shipping_method: 'express' as const, review }
    const short = errorOf(await u.api.orders.place({ body }), 409)
    expect(short.message).toBe(message('de', 'api.reviewChanged'))
    expect(short.data?.errors).toEqual([
      { field: `goods_id.${b!.id}`, message: message('de', 'orders.problem.understock', { stock: 1 }) },
    ])
    const lineA = okData(await u.api.cart.lists()).list.find((l) => l.goods_id === a!.id)!
    okData(await u.api.cart.addMinus({ body: { id: lineA.id, cart_num: 5 } }))
    const changed = errorOf(await u.api.orders.place({ body }), 409)
    expect(changed.data?.errors).toEqual([
      { field: `goods_id.${a!.id}`, message: message('de', 'orders.problem.changed') },
    ])
    expect(await stockOf(a!.id)).toBe(a!.stock)
    expect(okData(await u.api.cart.cartCount()).count).toBe(2)
  })

  test("nothing selected: 'The order details are required'; a line short of stock is refused", async () => {
    const u = await buyer()
    const empty = errorOf(await u.api.orders.before({ body: { country: 'DE' } }), 400)
    expect(empty.message).toBe(message('en', 'validation.orderDetailsRequired'))
    errorOf(await u.api.orders.place({ body: { shipping_address: address, shipping_method: 'express' } }), 400)

    const [a] = await freshOffers(1)
    const short = errorOf(
      await u.api.orders.place({
        body: { goods_id: a!.id, cart_num: a!.stock + 1, shipping_address: address, shipping_method: 'express' },
      }),
      409,
    )
    expect(short.data?.errors[0]?.message).toBe(message('en', 'orders.problem.understock', { stock: a!.stock }))
    expect(await stockOf(a!.id)).toBe(a!.stock)
    const required = errorOf(await u.api.orders.place({ body: { shipping_method: 'express' } as never }), 400)
    expect(required.data?.errors[0]).toEqual({
      field: 'shipping_address',
      message: message('en', 'validation.checkInput'),
    })
  })
})

describe('guests buy now', () => {
  test('preview, place with e-mail and address, open the order with its token only', async () => {
    const [a] = await freshOffers(1)
    const preview = okData(await t.api.orders.buyNowBefore({ body: { goods_id: a!.id, cart_num: 4, country: 'HK' } }))
    expect(preview.shipping.map((s) => [s.method, s.fee])).toEqual([
      ['sf', '20.00000'],
      ['express', '40.00000'],
    ])
    const noEmail = errorOf(
      await t.api.orders.place({
        body: { goods_id: a!.id, cart_num: 4, shipping_address: address, shipping_method: 'sf' },
      }),
      400,
    )
    expect(noEmail.data?.errors[0]?.field).toBe('email')
    // SF only ships to mainland China, Hong Kong and Taiwan.
    errorOf(
      await t.api.orders.place({
        body: {
          goods_id: a!.id,
          cart_num: 4,
          email: 'guest@example.com',
          shipping_address: address,
          shipping_method: 'sf',
        },
      }),
      400,
    )
    const placed = await buyNow(t.api, a!, 4, { email: 'guest@example.com' })
    expect(placed.token).toBeTruthy()
    const seen = okData(await t.api.orders.orderDetail({ params: { id: placed.id }, query: { token: placed.token! } }))
    expect(seen).toMatchObject({ email: 'guest@example.com', status: 'Unpaid' })
    errorOf(await t.api.orders.orderDetail({ params: { id: placed.id }, query: { token: 'x'.repeat(43) } }), 404)
    expect(errorOf(await t.api.orders.orderDetail({ params: { id: placed.id } }), 401).code).toBe(4001)
    // A signed-in stranger does not see it either.
    const stranger = await buyer()
    errorOf(await stranger.api.orders.orderDetail({ params: { id: placed.id } }), 404)
    // The guest cancels with the token: the stock comes back.
    const cancelled = okData(await t.api.orders.orderCancel({ body: { id: placed.id, token: placed.token! } }))
    expect(cancelled.status).toBe('Canceled')
    expect(await stockOf(a!.id)).toBe(a!.stock)
  })
})

describe('shipping and payment methods', () => {
  test('rates per destination and weight, as data; above 0.5 kg the freight is confirmed by sales', async () => {
    const de = okData(await t.api.orders.shipping({ query: { country: 'DE', weight_g: 100 } }))
    expect(de.map((s) => [s.method, s.fee])).toEqual([['express', '40.00000']])
    expect(de[0]!.delivery).toBe(message('en', 'shipping.days', { min: 2, max: 5 }))
    const za = okData(await t.client({ lang: 'fr' }).orders.shipping({ query: { country: 'ZA', weight_g: 100 } }))
    expect(za.map((s) => [s.method, s.fee])).toEqual([['express', '60.00000']])
    expect(za[0]!.delivery).toBe(message('fr', 'shipping.days', { min: 5, max: 7 }))
    const heavy = okData(await t.api.orders.shipping({ query: { country: 'TW', weight_g: 600 } }))
    expect(heavy.every((s) => s.fee === null)).toBe(true)
    expect(heavy[0]!.note).toBe(message('en', 'shipping.confirmWithSales', { kg: 0.5 }))
    await t.db.run(sql`UPDATE shipping_rates SET fee = 4500000 WHERE method = 'express' AND country = ''`)
    expect(okData(await t.api.orders.shipping({ query: { country: 'FR', weight_g: 1 } }))[0]!.fee).toBe('45.00000')
    await t.db.run(sql`UPDATE shipping_rates SET fee = 4000000 WHERE method = 'express' AND country = ''`)
    errorOf(await t.api.orders.shipping({ query: { country: 'XX' } as never }), 400)
    errorOf(await t.api.orders.shipping({ query: { country: 'DE', weight_g: -1 } }), 400)
  })

  test('a heavy order is accepted with its freight to be confirmed', async () => {
    const [heavy] = await t.db.all<Offer>(
      sql.raw(`SELECT g.id, g.moq, g.multiple, g.stock FROM goods g JOIN parts p ON p.id = g.part_id
        WHERE g.moq = 1 AND g.multiple = 1 AND p.unit_weight_mg >= 1000 AND g.stock >= 600 LIMIT 1`),
    )
    const u = await buyer()
    const placed = await buyNow(u.api, heavy!, 600)
    expect(placed.freight_to_confirm).toBe(true)
    const detail = okData(await u.api.orders.orderDetail({ params: { id: placed.id } }))
    expect(detail.freight).toBeNull()
    // No freight in the total: the subtotal, rounded to cents.
    expect(e5(detail.total)).toBe((e5(detail.subtotal) / 1000n) * 1000n)
  })

  test('getPayMethod lists the enabled methods; getAccount the bank details of site config', async () => {
    // The default: bank transfer, and the test provider's payment (no PayPal configured here).
    expect(okData(await t.client({ lang: 'ja' as never }).orders.payMethods()).map((m) => m.code)).toEqual([
      'bank',
      'test',
    ])
    const bank = okData(await t.api.orders.bankAccount())
    expect(bank).toMatchObject({ swift: 'DEMOHKHH', currency: 'USD' })
    // Card needs PayPal: enabled in the settings, it is still not offered without it.
    await t.db.run(sql`UPDATE site_config SET value = '["bank","card","test"]' WHERE key = 'pay_methods'`)
    expect(okData(await t.api.orders.payMethods()).map((m) => m.code)).toEqual(['bank', 'test'])
    await t.db.run(sql`UPDATE site_config SET value = '["bank"]' WHERE key = 'pay_methods'`)
    const [a] = await freshOffers(1)
    const refused = errorOf(
      await t.api.orders.place({
        body: {
          goods_id: a!.id,
          cart_num: 1,
          email: 'g@example.com',
          shipping_address: address,
          shipping_method: 'express',
          pay_method: 'card',
        },
      }),
      400,
    )
    expect(refused.data?.errors[0]?.field).toBe('pay_method')
  })
})

describe('bank transfer', () => {
  const PNG = Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex')
  const remittance = { payer_name: 'Ada Käufer', reference: 'TT-4711', amount: '123.45', paid_on: '2026-11-25' }
  /** The report as a browser's form sends it: text fields as they are, the receipt as a file. */
  const form = (fields: Record<string, unknown>) => {
    const f = new FormData()
    for (const [k, v] of Object.entries(fields)) if (v !== undefined) f.append(k, v instanceof File ? v : String(v))
    return f as never
  }
  /** A receipt file. */
  const file = (name: string, bytes: Buffer) => new File([new Uint8Array(bytes)], name, { type: 'image/png' }) as never

  test('reporting a transfer records it, stores the receipt and moves the order to Confirming', async () => {
    const [a] = await freshOffers(1)
    const u = await buyer()
    const placed = await buyNow(u.api, a!, 5)
    // Checked by content, not by name: a text file is no receipt, whatever it claims.
    const text = errorOf(
      await u.api.orders.bankConfirm({
        body: form({ id: placed.id, ...remittance, receipt: file('receipt.png', Buffer.from('%PNG hello')) }),
      }),
      400,
    )
    expect(text.data?.errors[0]).toEqual({ field: 'receipt', message: message('en', 'validation.receiptType') })
    const big = file('receipt.png', Buffer.concat([PNG, Buffer.alloc(2 * 1024 * 1024)]))
    errorOf(await u.api.orders.bankConfirm({ body: form({ id: placed.id, ...remittance, receipt: big }) }), 400)
    errorOf(await u.api.orders.bankConfirm({ body: form({ id: placed.id, ...remittance, amount: '12,50' }) }), 400)
    errorOf(await u.api.orders.bankConfirm({ body: form({ id: placed.id, ...remittance, payer_name: ' ' }) }), 400)

    const done = okData(
      await u.api.orders.bankConfirm({ body: form({ id: placed.id, ...remittance, receipt: file('scan.png', PNG) }) }),
    )
    expect(done.status).toBe('Confirming')
    expect(done.remittances).toEqual([
      expect.objectContaining({ reference: 'TT-4711', amount: '123.45000', has_receipt: true }),
    ])
    expect(done.history.map((h) => h.status)).toEqual(['Unpaid', 'Confirming'])
    const [row] = await t.db.all<{ receipt_key: string; receipt_type: string }>(
      sql`SELECT receipt_key, receipt_type FROM bank_remittances WHERE order_id = ${placed.id}`,
    )
    expect(row!.receipt_type).toBe('image/png')
    expect(await t.ports.files.get(row!.receipt_key)).toEqual(new Uint8Array(PNG))
    // Once only; and a Confirming order cannot be cancelled by the customer any more.
    errorOf(await u.api.orders.bankConfirm({ body: form({ id: placed.id, ...remittance }) }), 409)
    errorOf(await u.api.orders.orderCancel({ body: { id: placed.id } }), 409)
  })

  test("other users' orders are refused; without a session or token 4001", async () => {
    const [a] = await freshOffers(1)
    const owner = await buyer()
    const placed = await buyNow(owner.api, a!)
    const stranger = await buyer()
    errorOf(await stranger.api.orders.bankConfirm({ body: form({ id: placed.id, ...remittance }) }), 404)
    errorOf(await stranger.api.orders.orderCancel({ body: { id: placed.id } }), 404)
    errorOf(await stranger.api.orders.orderReceive({ body: { id: placed.id } }), 404)
    expect(errorOf(await t.api.orders.bankConfirm({ body: form({ id: placed.id, ...remittance }) }), 401).code).toBe(
      4001,
    )
    const stale = t.client({ authorization: `Bearer ${'x'.repeat(43)}` })
    for (const res of await Promise.all([
      stale.orders.before({ body: {} }),
      t.api.orders.orderList({ query: {} }),
      t.api.orders.orderCancel({ body: { id: placed.id } }),
      t.api.orders.orderReceive({ body: { id: placed.id } }),
      stale.orders.place({ body: { shipping_address: address, shipping_method: 'express' } }),
      stale.orders.buyNowBefore({ body: { goods_id: a!.id, cart_num: 1 } }),
    ]))
      expect(errorOf(res, 401).code).toBe(4001)
    // A guest without a cart has nothing to preview or order (a guest's cart: guest-cart.test.ts).
    for (const res of await Promise.all([
      t.api.orders.before({ body: {} }),
      t.api.orders.place({ body: { email: 'g@example.com', shipping_address: address, shipping_method: 'express' } }),
    ]))
      expect(errorOf(res, 400).data?.errors[0]?.field).toBe('body')
    expect(okData(await owner.api.orders.orderDetail({ params: { id: placed.id } })).status).toBe('Unpaid')
  })
})

describe('status changes', () => {
  test('cancel gives the stock back once, also when two run at the same time', async () => {
    const [a] = await freshOffers(1)
    const u = await buyer()
    const placed = await buyNow(u.api, a!, 7)
    expect(await stockOf(a!.id)).toBe(a!.stock - 7)
    const both = await Promise.all([
      u.api.orders.orderCancel({ body: { id: placed.id } }),
      u.api.orders.orderCancel({ body: { id: placed.id } }),
    ])
    expect(both.map((r) => r.status).sort()).toEqual([200, 409])
    expect(await stockOf(a!.id)).toBe(a!.stock)
    const detail = okData(await u.api.orders.orderDetail({ params: { id: placed.id } }))
    expect(detail.history.map((h) => [h.status, h.actor])).toEqual([
      ['Unpaid', 'customer'],
      ['Canceled', 'customer'],
    ])
    await waitForMail()
  })

  test('an unpaid order expires after 72 hours: housekeeping cancels it and gives the stock back once', async () => {
    const [a] = await freshOffers(1)
    const u = await buyer()
    const placed = await buyNow(u.api, a!, 9)
    t.clock.advance(71 * 3_600_000)
    await keepHouse(t.ports)
    expect(okData(await u.api.orders.orderDetail({ params: { id: placed.id } })).status).toBe('Unpaid')
    t.clock.advance(2 * 3_600_000)
    const [{ due }] = (await t.db.all<{ due: number }>(
      sql`SELECT count(*) AS due FROM orders WHERE status = 'Unpaid' AND expires_at <= ${t.clock.now().toISOString()}`,
    )) as [{ due: number }]
    expect(due).toBeGreaterThanOrEqual(1)
    const runs = await Promise.all([keepHouse(t.ports), keepHouse(t.ports)])
    expect(runs.reduce((n, r) => n + r.expiredOrders, 0)).toBe(due)
    expect(await stockOf(a!.id)).toBe(a!.stock)
    const detail = okData(await u.api.orders.orderDetail({ params: { id: placed.id } }))
    expect(detail.status).toBe('Canceled')
    expect(detail.history[1]).toMatchObject({ status: 'Canceled', actor: 'system' })
    await keepHouse(t.ports)
    expect(await stockOf(a!.id)).toBe(a!.stock)
    await waitForMail()
  })

  test('receipt can be confirmed for a shipped order only', async () => {
    const [a] = await freshOffers(1)
    const u = await buyer()
    const placed = await buyNow(u.api, a!)
    const refused = errorOf(await u.api.orders.orderReceive({ body: { id: placed.id } }), 409)
    expect(refused.message).toBe(
      message('en', 'api.orderStatusRefused', { status: message('en', 'orders.status.Unpaid') }),
    )
    const row = async () => (await t.db.select().from(orders).where(eq(orders.id, placed.id)))[0]!
    const ctx = { db: t.db, now: t.clock.now() }
    const staff = (reason: string) => ({ kind: 'staff' as const, id: 1, reason })
    expect((await changeStatus(ctx, await row(), 'Preparing', staff('paid'))).kind).toBe('changed')
    expect((await changeStatus(ctx, await row(), 'Shipping', staff('shipped'))).kind).toBe('changed')
    const received = okData(await u.api.orders.orderReceive({ body: { id: placed.id } }))
    expect(received).toMatchObject({ status: 'Received', can_receive: false, can_cancel: false })
    expect(received.pay_time).toBe(t.clock.now().toISOString())
  })

  test('every change not in the transition map is refused and changes nothing', async () => {
    const [a] = await freshOffers(1)
    const u = await buyer()
    const placed = await buyNow(u.api, a!)
    const actors: ActorKind[] = ['customer', 'system', 'staff']
    let refusedCount = 0
    for (const from of ORDER_STATUSES)
      for (const to of ORDER_STATUSES)
        for (const actor of actors) {
          if (TRANSITIONS[from][to]?.includes(actor)) continue
          await t.db.run(sql`UPDATE orders SET status = ${from}, stock_state = 'held' WHERE id = ${placed.id}`)
          const before = await stockOf(a!.id)
          const [order] = await t.db.select().from(orders).where(eq(orders.id, placed.id))
          const r = await changeStatus({ db: t.db, now: t.clock.now() }, order!, to as OrderStatus, {
            kind: actor,
            id: null,
            reason: 'test',
          })
          expect(r, `${from} → ${to} by ${actor}`).toEqual({ kind: 'refused', status: from })
          expect((await t.db.select().from(orders).where(eq(orders.id, placed.id)))[0]!.status).toBe(from)
          expect(await stockOf(a!.id)).toBe(before)
          refusedCount++
        }
    expect(refusedCount).toBeGreaterThan(100)
  })
})

/** The order mails are sent after the answer: wait until the outbox has them. */
async function waitForMail() {
  const { backgroundWork } = await import('../../server/http/contract-routes')
  await backgroundWork(t.ports)
}

// Issue 21: a list sorted by stock reads each part's stored default-offer stock (parts.sort_stock),
// kept by the offers' triggers: an order taking stock and a cancel giving it back move the part.
describe('lists sorted by stock follow orders', () => {
  test("an order that takes a part's whole stock moves it down a category sorted by stock; a cancel moves it back", async () => {
    type Row = Offer & { part_id: number; category_id: number; manufacturer_id: number }
    const [a] = await t.db.all<Row>(
      sql.raw(
        `SELECT g.id, g.moq, g.multiple, g.stock, p.id AS part_id, p.category_id, p.manufacturer_id
         FROM goods g JOIN parts p ON p.id = g.part_id
         WHERE g.moq = 1 AND g.multiple = 1 AND g.stock BETWEEN 100 AND 500 AND p.unit_weight_mg <= 200
           AND (SELECT count(*) FROM goods x WHERE x.part_id = p.id) = 1
           AND g.id NOT IN (SELECT goods_id FROM order_lines) AND g.id NOT IN (SELECT goods_id FROM cart_items)
           AND (SELECT count(*) FROM parts q WHERE q.category_id = p.category_id AND q.manufacturer_id = p.manufacturer_id) <= 100
           AND EXISTS (SELECT 1 FROM parts q JOIN goods y ON y.part_id = q.id WHERE q.category_id = p.category_id
             AND q.manufacturer_id = p.manufacturer_id AND y.stock BETWEEN 1 AND g.stock - 1)
         ORDER BY g.id LIMIT 1`,
      ),
    )
    expect(a, 'a part with one offer among parts with less stock').toBeDefined()
    const list = async () =>
      okData(
        await t.api.catalogue.getCategory({
          body: {
            category_id: a!.category_id,
            manufacturer_ids: [a!.manufacturer_id],
            sort: 'stock',
            order: 'desc',
            page_size: 100,
          },
        }),
      ).list
    const stocks = (rows: { stock: number }[]) => rows.map((r) => r.stock)
    const descending = (values: number[]) => values.every((v, i) => i === 0 || values[i - 1]! >= v)
    const before = await list()
    const at = before.findIndex((r) => r.goods_id === a!.id)
    expect(at).toBeGreaterThanOrEqual(0)
    expect(descending(stocks(before))).toBe(true)

    const u = await buyer()
    const placed = await buyNow(u.api, a!, a!.stock)
    expect(await stockOf(a!.id)).toBe(0)
    const sold = await list()
    const now = sold.findIndex((r) => r.goods_id === a!.id)
    expect(sold[now]!.stock).toBe(0)
    expect(now, 'it moved below the parts that still have stock').toBeGreaterThan(at)
    expect(descending(stocks(sold))).toBe(true)

    okData(await u.api.orders.orderCancel({ body: { id: placed.id } }))
    expect(await stockOf(a!.id)).toBe(a!.stock)
    const back = await list()
    expect(back.findIndex((r) => r.goods_id === a!.id)).toBe(at)
  })
})
