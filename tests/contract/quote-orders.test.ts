/**
 * Ordering staff's quote (issue 31): the quoted lines go to the cart at the quoted unit price and
 * exactly the quoted quantity, held by the server (a quote line id on the cart line) and checked
 * again at checkout and when the order is placed: the order is placed at the quoted price; refused
 * after the quote expired, and once the quote was ordered. A guest's quote mail carries a private
 * link with which the guest reads and orders it.
 */
import { sql } from 'drizzle-orm'
import * as XLSX from 'xlsx'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { backgroundWork } from '../../server/http/contract-routes'
import { GERMAN_ADDRESS } from '../support/addresses'
import { browser as buyerBrowser } from '../support/buyers'
import { linkToken, readOutboxMail } from '../support/mail'
import { createStaff, startWithStaff, staffClient, type Staff } from '../support/staff'
import { errorOf, okData, type TestApp } from '../support/test-app'
import { message } from '../support/text'

let t: TestApp
let sales: Staff
type Offer = { id: number; stock: number; part_number: string }
let offer: Offer
beforeAll(async () => {
  ;({ t, sales } = await startWithStaff({ now: '2026-11-23T09:00:00.000Z' }, 'sales'))
  ;[offer] = (await t.db.all<Offer>(
    sql`SELECT g.id, g.stock, p.mpn AS part_number FROM goods g JOIN parts p ON p.id = g.part_id WHERE g.stock >= 1000 AND g.moq > 1 ORDER BY g.id LIMIT 1`,
  )) as [Offer]
})
afterAll(() => t?.close())

/** A browser's typed client (it keeps the cookies the app sets: a guest's `cart` cookie). */
const browser = (lang = 'en', bearer?: string) => buyerBrowser(t, { lang, bearer }).api

const contact = {
  contact_name: 'Greta Käufer',
  company_name: 'Käufer GmbH',
  telephone: '+49 30 1234567',
  country: 'DE',
}

/** A signed-in buyer's RFQ for the offer, quoted by staff (0.12345 USD, 7 pieces: below the offer's minimum). */
async function quotedRfq(validUntil = '2026-12-31', lang = 'de') {
  const email = `q-${crypto.randomUUID().slice(0, 6)}@kaeufer.example`
  const s = await t.createUserSession({ email })
  const api = browser(lang, s.token)
  const sent = okData(
    await api.rfq.saveRfqContact({
      body: {
        ...contact,
        email,
        lines: [
          { part_number: offer.part_number, qty: 7, goods_id: offer.id },
          { part_number: 'NO-SUCH-PART-1', qty: 10 },
        ],
      },
    }),
  )
  const staff = staffClient(t, sales)
  const d = okData(await staff.admin.adminRfqDetail({ params: { id: sent.id } }))
  okData(
    await staff.admin.rfqQuote({
      params: { id: sent.id },
      body: {
        lines: [
          {
            rfq_line_id: d.lines[0]!.id,
            can_offer: true,
            unit_price: '0.12345',
            qty: 7,
            lead_time: '2 weeks',
            date_code: '24+',
            valid_until: validUntil,
          },
          { rfq_line_id: d.lines[1]!.id, can_offer: false },
        ],
      },
    }),
  )
  return { ...sent, api, email }
}

const order = (review?: { goods_id: number; qty: number }[], email?: string) => ({
  body: {
    shipping_address: GERMAN_ADDRESS,
    shipping_method: 'express' as const,
    pay_method: 'bank' as const,
    ...(review ? { review } : {}),
    ...(email ? { email } : {}),
  },
})

/** The private link's token in the quote mail of an RFQ. */
async function mailedToken(rfqNo: string, lang = 'de') {
  await backgroundWork(t.ports)
  for (const f of await t.outboxFiles()) {
    const m = await readOutboxMail(t.outbox, f)
    if (m.subject === message(lang, 'rfq.mail.quote.subject', { no: rfqNo })) return linkToken(m.text, '/rfq-quote')
  }
  return null
}

/** A guest's RFQ for the offer (as the RFQ form leaves it; its captcha is tested there), quoted at 0.5 USD for 7 pieces. */
async function quotedGuestRfq() {
  const rfqNo = `RFQ-261123-${crypto.randomUUID().slice(0, 5).toUpperCase()}`
  const at = t.clock.now().toISOString()
  await t.db.run(
    sql`INSERT INTO rfqs (rfq_no, user_id, email, email_norm, contact_name, company_name, telephone, country, locale, source, line_count, created_at, updated_at)
    VALUES (${rfqNo}, NULL, 'guest-rfq@kaeufer.example', 'guest-rfq@kaeufer.example', 'Gast', 'Gast AG', '+49 1', 'DE', 'en', 'rfq', 1, ${at}, ${at})`,
  )
  const [rfq] = await t.db.all<{ id: number }>(sql`SELECT id FROM rfqs WHERE rfq_no = ${rfqNo}`)
  await t.db.run(
    sql`INSERT INTO rfq_lines (rfq_id, position, part_number, qty, goods_id) VALUES (${rfq!.id}, 1, ${offer.part_number}, 7, ${offer.id})`,
  )
  // Staff sessions last 8 hours (the clock moves in these tests): a fresh sign-in.
  sales = await createStaff(t, 'sales')
  const staff = staffClient(t, sales)
  const d = okData(await staff.admin.adminRfqDetail({ params: { id: rfq!.id } }))
  const validUntil = new Date(t.clock.now().getTime() + 10 * 86_400_000).toISOString().slice(0, 10)
  okData(
    await staff.admin.rfqQuote({
      params: { id: rfq!.id },
      body: {
        lines: [
          {
            rfq_line_id: d.lines[0]!.id,
            can_offer: true,
            unit_price: '0.5',
            qty: 7,
            lead_time: 'stock',
            date_code: '',
            valid_until: validUntil,
          },
        ],
      },
    }),
  )
  const token = await mailedToken(rfqNo, 'en')
  expect(token).toBeTruthy()
  return { id: rfq!.id, rfqNo, token: token! }
}

describe('ordering a quote', () => {
  test('quote → cart → order at the quoted price and quantity; the quote is used once', async () => {
    const r = await quotedRfq()
    const added = okData(await r.api.rfq.orderQuote({ body: { id: r.id } }))
    expect(added.added).toBe(1) // the line that cannot be offered is not ordered
    const cart = okData(await r.api.cart.lists())
    const line = cart.list.find((l) => l.goods_id === offer.id)!
    expect(line).toMatchObject({
      cart_num: 7,
      price: '0.12345',
      amount: '0.86415',
      quantity_problem: null,
      quote_problem: null,
      quote: { rfq_no: r.rfq_no, qty: 7, valid_until: '2026-12-31' },
    })
    // The quoted quantity only.
    const other = errorOf(await r.api.cart.addMinus({ body: { id: line.id, cart_num: 8 } }), 400)
    expect(other.message).toBe(message('de', 'orders.problem.quoteQty', { qty: '7' }))
    // Checkout's review shows the quoted price, and the order is placed at it.
    const preview = okData(await r.api.orders.before({ body: { country: 'DE' } }))
    expect(preview.lines).toEqual([expect.objectContaining({ goods_id: offer.id, qty: 7, unit_price: '0.12345' })])
    const placed = okData(await r.api.orders.place(order([{ goods_id: offer.id, qty: 7 }])))
    const [ordered] = await t.db.all<{ unit_price: number; qty: number }>(
      sql`SELECT l.unit_price, l.qty FROM order_lines l JOIN orders o ON o.id = l.order_id WHERE o.order_no = ${placed.order_no}`,
    )
    expect(ordered).toEqual({ unit_price: 12345, qty: 7 })
    // Used: it cannot be put in the cart again.
    const again = errorOf(await r.api.rfq.orderQuote({ body: { id: r.id } }), 409)
    expect(again.message).toBe(message('de', 'rfq.quote.used'))
  })

  test('a quote in two carts is ordered once: the second checkout is refused naming the line', async () => {
    const q = await quotedGuestRfq()
    const first = browser('en')
    const second = browser('en')
    okData(await first.rfq.orderQuote({ body: { token: q.token } }))
    okData(await second.rfq.orderQuote({ body: { token: q.token } }))
    okData(await first.orders.place(order([{ goods_id: offer.id, qty: 7 }], 'guest-rfq@kaeufer.example')))
    const line = okData(await second.cart.lists()).list.find((l) => l.goods_id === offer.id)!
    expect(line.quote_problem).toBe('quoteUsed')
    const refused = errorOf(
      await second.orders.place(order([{ goods_id: offer.id, qty: 7 }], 'guest-rfq@kaeufer.example')),
      409,
    )
    expect(refused.data?.errors[0]?.message).toBe(message('en', 'orders.problem.quoteUsed'))
    const again = errorOf(await second.rfq.orderQuote({ body: { token: q.token } }), 409)
    expect(again.message).toBe(message('en', 'rfq.quote.used'))
  })

  test('quantity breaks: the buyer orders the quoted quantity or more, each priced at the break for its quantity', async () => {
    sales = await createStaff(t, 'sales')
    await t.db.run(sql`UPDATE goods SET stock = stock + 10000 WHERE id = ${offer.id}`)
    const email = `tiers-${crypto.randomUUID().slice(0, 6)}@kaeufer.example`
    const api = browser('de', (await t.createUserSession({ email })).token)
    const sent = okData(
      await api.rfq.saveRfqContact({
        body: { ...contact, email, lines: [{ part_number: offer.part_number, qty: 100, goods_id: offer.id }] },
      }),
    )
    const staff = staffClient(t, sales)
    const d = okData(await staff.admin.adminRfqDetail({ params: { id: sent.id } }))
    const lastDay = new Date(t.clock.now().getTime() + 10 * 86_400_000).toISOString().slice(0, 10)
    const line = {
      rfq_line_id: d.lines[0]!.id,
      can_offer: true as const,
      unit_price: '0.52',
      qty: 100,
      lead_time: 'stock',
      date_code: '',
      valid_until: lastDay,
    }
    // A break at or below the quantity before it is refused, naming the field.
    const bad = errorOf(
      await staff.admin.rfqQuote({
        params: { id: sent.id },
        body: { lines: [{ ...line, tiers: [{ qty: 100, unit_price: '0.5' }] }] },
      }),
      400,
    )
    expect(bad.data?.errors[0]).toMatchObject({ field: 'lines.0.tiers.0.qty' })
    okData(
      await staff.admin.rfqQuote({
        params: { id: sent.id },
        body: {
          lines: [
            {
              ...line,
              tiers: [
                { qty: 1000, unit_price: '0.45' },
                { qty: 2500, unit_price: '0.41333' },
              ],
            },
          ],
        },
      }),
    )
    // The buyer reads the breaks in the RFQ history.
    const detail = okData(await api.rfq.rfqDetail({ query: { id: sent.id } }))
    expect(detail.quote!.lines[0]!.tiers).toEqual([
      { qty: 1000, unit_price: '0.45000' },
      { qty: 2500, unit_price: '0.41333' },
    ])
    okData(await api.rfq.orderQuote({ body: { id: sent.id } }))
    const inCart = () =>
      api.cart
        .lists()
        .then(okData)
        .then((c) => c.list.find((l) => l.goods_id === offer.id)!)
    expect(await inCart()).toMatchObject({ cart_num: 100, price: '0.52000', amount: '52.00000', quote_problem: null })
    // Below the quoted quantity: refused with its own message.
    const below = errorOf(await api.cart.addMinus({ body: { id: (await inCart()).id, cart_num: 99 } }), 400)
    expect(below.message).toBe(message('de', 'orders.problem.quoteQtyMin', { qty: '100' }))
    // 999 pieces: still the first price; 1,000: the break; 2,501: the last break, exact.
    okData(await api.cart.addMinus({ body: { id: (await inCart()).id, cart_num: 999 } }))
    expect(await inCart()).toMatchObject({ price: '0.52000', amount: '519.48000' })
    okData(await api.cart.addMinus({ body: { id: (await inCart()).id, cart_num: 1000 } }))
    expect(await inCart()).toMatchObject({ price: '0.45000', amount: '450.00000', quote_problem: null })
    okData(await api.cart.addMinus({ body: { id: (await inCart()).id, cart_num: 2501 } }))
    expect(await inCart()).toMatchObject({ price: '0.41333', amount: '1033.73833' })
    // The order is placed at the break, the line's amount exact (integer e5, never a float).
    const placed = okData(await api.orders.place(order([{ goods_id: offer.id, qty: 2501 }])))
    const [ordered] = await t.db.all<{ unit_price: number; qty: number; amount: number }>(
      sql`SELECT l.unit_price, l.qty, l.amount FROM order_lines l JOIN orders o ON o.id = l.order_id WHERE o.order_no = ${placed.order_no}`,
    )
    expect(ordered).toEqual({ unit_price: 41333, qty: 2501, amount: 103373833 })
    const mine = okData(await api.orders.orderDetail({ params: { id: placed.id }, query: {} }))
    expect(mine.lines[0]).toMatchObject({ unit_price: '0.41333', amount: '1033.73833' })
    // The mail shows each break as a row under the line, in the table and in the xlsx.
    await backgroundWork(t.ports)
    let mail: Awaited<ReturnType<typeof readOutboxMail>> | undefined
    for (const f of await t.outboxFiles()) {
      const m = await readOutboxMail(t.outbox, f)
      if (m.subject === message('de', 'rfq.mail.quote.subject', { no: sent.rfq_no })) mail = m
    }
    expect(mail!.text).toContain(`${message('de', 'rfq.mail.quote.tierFrom', { qty: '1.000' })} · 0,45000`)
    const book = XLSX.read(mail!.attachments[0]!.bytes)
    const rows = XLSX.utils.sheet_to_json<unknown[]>(book.Sheets[book.SheetNames[0]!]!, { header: 1 })
    expect(rows.slice(1)).toEqual([
      [offer.part_number, 100, 0.52, 'stock', '', lastDay],
      ['', 1000, 0.45],
      ['', 2500, 0.41333],
    ])
  })

  test('the quote mail carries the lines as a table and as a readable xlsx attachment, in the buyer’s language', async () => {
    const r = await quotedRfq()
    await backgroundWork(t.ports)
    let mail: Awaited<ReturnType<typeof readOutboxMail>> | undefined
    for (const f of await t.outboxFiles()) {
      const m = await readOutboxMail(t.outbox, f)
      if (m.subject === message('de', 'rfq.mail.quote.subject', { no: r.rfq_no })) mail = m
    }
    expect(mail!.text).toContain('0,12345')
    expect(mail!.attachments.map((a) => a.filename)).toEqual([`${r.rfq_no}-quote.xlsx`])
    const book = XLSX.read(mail!.attachments[0]!.bytes)
    const rows = XLSX.utils.sheet_to_json<unknown[]>(book.Sheets[book.SheetNames[0]!]!, { header: 1 })
    expect(rows).toEqual([
      ['part', 'qty', 'unitPrice', 'leadTime', 'dateCode', 'validUntil'].map((k) =>
        message('de', `rfq.mail.quote.${k}`),
      ),
      [offer.part_number, 7, 0.12345, '2 weeks', '24+', '2026-12-31'],
      ['NO-SUCH-PART-1', message('de', 'rfq.mail.quote.cannotOffer')],
    ])
  })

  test('refused after the quote expired: in the cart, at checkout and when ordering it', async () => {
    const r = await quotedRfq('2026-11-24')
    okData(await r.api.rfq.orderQuote({ body: { id: r.id } }))
    t.clock.advance(2 * 86_400_000) // 2026-11-25: past the last day
    const line = okData(await r.api.cart.lists()).list.find((l) => l.goods_id === offer.id)!
    expect(line.quote_problem).toBe('quoteExpired')
    const refused = errorOf(await r.api.orders.place(order([{ goods_id: offer.id, qty: 7 }])), 409)
    expect(refused.data?.errors[0]?.message).toBe(message('de', 'orders.problem.quoteExpired'))
    const again = errorOf(await r.api.rfq.orderQuote({ body: { id: r.id } }), 409)
    expect(again.message).toBe(message('de', 'rfq.quote.expired'))
  })

  test('a guest reads the quote by the mail’s private link and orders it', async () => {
    const q = await quotedGuestRfq()
    const guest = browser('en')
    errorOf(await guest.rfq.quoteByLink({ query: { token: 'x'.repeat(43) } }), 404)
    const read = okData(await guest.rfq.quoteByLink({ query: { token: q.token } }))
    expect(read.rfq_no).toBe(q.rfqNo)
    expect(read.quote.lines[0]).toMatchObject({ unit_price: '0.50000', qty: 7 })
    // The link's page (server HTML): the quote and its order button, not indexed; an unknown token is not found.
    const page = await t.request(`/rfq-quote?token=${q.token}`)
    const html = await page.text()
    expect(page.status).toBe(200)
    expect(html).toContain('data-testid="order-quote"')
    expect(html).toContain('$0.50000')
    expect(html).toContain('<meta name="robots" content="noindex"/>')
    expect((await t.request(`/rfq-quote?token=${'y'.repeat(43)}`)).status).toBe(404)
    // The RFQ id alone is not enough without the account it belongs to.
    errorOf(await guest.rfq.orderQuote({ body: { id: q.id } }), 404)
    okData(await guest.rfq.orderQuote({ body: { token: q.token } }))
    const line = okData(await guest.cart.lists()).list.find((l) => l.goods_id === offer.id)!
    expect(line).toMatchObject({ price: '0.50000', cart_num: 7, quote_problem: null })
    const placed = okData(
      await guest.orders.place(order([{ goods_id: offer.id, qty: 7 }], 'guest-rfq@kaeufer.example')),
    )
    const [ordered] = await t.db.all<{ unit_price: number }>(
      sql`SELECT l.unit_price FROM order_lines l JOIN orders o ON o.id = l.order_id WHERE o.order_no = ${placed.order_no}`,
    )
    expect(ordered!.unit_price).toBe(50000)
  })

  test('cancelling the order gives the quote back: still valid, it is ordered again, and by one cart only', async () => {
    const q = await quotedGuestRfq()
    const email = 'guest-rfq@kaeufer.example'
    const buyer = browser('en')
    okData(await buyer.rfq.orderQuote({ body: { token: q.token } }))
    const placed = okData(await buyer.orders.place(order([{ goods_id: offer.id, qty: 7 }], email)))
    errorOf(await buyer.rfq.orderQuote({ body: { token: q.token } }), 409)
    okData(await buyer.orders.orderCancel({ body: { id: placed.id, token: placed.token! } }))
    errorOf(await buyer.orders.orderCancel({ body: { id: placed.id, token: placed.token! } }), 409)
    // Orderable again, from two carts at once (the mail forwarded to a colleague): one order only.
    const first = browser('en')
    const second = browser('en')
    okData(await first.rfq.orderQuote({ body: { token: q.token } }))
    okData(await second.rfq.orderQuote({ body: { token: q.token } }))
    const results = await Promise.all(
      [first, second].map((b) => b.orders.place(order([{ goods_id: offer.id, qty: 7 }], email))),
    )
    expect(results.map((x) => x.status).sort()).toEqual([200, 409])
    const won = (results.find((x) => x.status === 200)!.body as { data: { id: number } }).data.id
    const lines = await t.db.all<{ ordered_order_id: number | null }>(
      sql`SELECT q.ordered_order_id FROM rfq_quote_lines q JOIN rfq_lines l ON l.id = q.rfq_line_id WHERE l.rfq_id = ${q.id}`,
    )
    expect(lines).toEqual([{ ordered_order_id: won }])
    const again = errorOf(await buyer.rfq.orderQuote({ body: { token: q.token } }), 409)
    expect(again.message).toBe(message('en', 'rfq.quote.used'))
  })

  test('an order cancelled after the quote expired does not make it orderable again', async () => {
    sales = await createStaff(t, 'sales') // staff sessions last 8 hours; the clock moved
    const lastDay = t.clock.now().toISOString().slice(0, 10)
    const r = await quotedRfq(lastDay)
    okData(await r.api.rfq.orderQuote({ body: { id: r.id } }))
    const placed = okData(await r.api.orders.place(order([{ goods_id: offer.id, qty: 7 }])))
    t.clock.advance(86_400_000) // past the last day, within the order's unpaid time
    okData(await r.api.orders.orderCancel({ body: { id: placed.id } }))
    const again = errorOf(await r.api.rfq.orderQuote({ body: { id: r.id } }), 409)
    expect(again.message).toBe(message('de', 'rfq.quote.expired'))
  })
})
