/**
 * Online payments (issue 18) through the typed client on a real SQLite file: the three PayPal calls
 * of spec §7 (getToken, createOrder, paypalCapture), the webhook and the test provider.
 *
 * With the test provider (the embedded default): a buyer pays, declines and pays again, cancels.
 * With PayPal's real adapter against the fake PayPal server (tests/support/fake-paypal.ts): the
 * same journey, and the races — 20 concurrent captures, capture + webhook in every order, replayed
 * and forged webhooks, "already captured" answers, 5xx and timeouts, a captured amount that is not
 * the order's — each ending with exactly one charge at PayPal, one captured payment and one
 * change to Preparing. Refunds are recorded once and never above the capture.
 */
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { formatE5, toE5 } from '../../contract/money'
import { refundPayment } from '../../server/domains/payments/webhook'
import { startFakePayPal, type FakePayPal } from '../support/fake-paypal'
import { errorOf, okData, startTestApp, type TestApp } from '../support/test-app'
import { message } from '../support/text'
import { GERMAN_ADDRESS } from '../support/addresses'

/** A guest's Buy-now order of an offer nobody ordered yet (MOQ 1, light): id, number, total, token. */
async function placeOrder(t: TestApp) {
  const [offer] = await t.db.all<{ id: number }>(
    sql`SELECT g.id FROM goods g JOIN parts p ON p.id = g.part_id WHERE g.moq = 1 AND g.multiple = 1
        AND g.stock >= 10 AND p.unit_weight_mg <= 200 AND g.id NOT IN (SELECT goods_id FROM order_lines) ORDER BY g.id LIMIT 1`,
  )
  const placed = okData(
    await t.api.orders.place({
      body: {
        goods_id: offer!.id,
        cart_num: 2,
        email: 'payer@example.com',
        shipping_address: GERMAN_ADDRESS,
        shipping_method: 'express',
      },
    }),
  )
  return { id: placed.id, order_no: placed.order_no, total: placed.total, token: placed.token! }
}
type Placed = Awaited<ReturnType<typeof placeOrder>>

const rows = (t: TestApp, orderId: number) =>
  t.db.all<{ status: string; captured_amount: number | null; hold_reason: string | null; method: string }>(
    sql`SELECT status, captured_amount, hold_reason, method FROM payments WHERE order_id = ${orderId} ORDER BY id`,
  )
const toPreparing = async (t: TestApp, orderId: number) =>
  (
    await t.db.all<{ n: number }>(
      sql`SELECT count(*) AS n FROM order_events WHERE order_id = ${orderId} AND to_status = 'Preparing'`,
    )
  )[0]!.n
/** The buyer's payment-received mails of an order in the outbox (issue 18: exactly one per payment). */
const paidMails = async (t: TestApp, o: Placed, lang = 'en') =>
  (
    await t.db.all<{ n: number }>(
      sql`SELECT count(*) AS n FROM mail_outbox WHERE subject = ${message(lang, 'orders.mail.paid.subject', { no: o.order_no, site: message(lang, 'site.company') })}`,
    )
  )[0]!.n
const detail = async (t: TestApp, o: Placed) =>
  okData(await t.api.orders.orderDetail({ params: { id: o.id }, query: { token: o.token } }))

describe('the test provider (no PayPal configured)', () => {
  let t: TestApp
  beforeAll(async () => {
    t = await startTestApp()
  })
  afterAll(() => t?.close())

  async function start(o: Placed, api = t.api) {
    return okData(await api.payments.createOrder({ body: { id: o.id, token: o.token, method: 'test' } }))
  }
  const decide = (id: string, decision: 'approve' | 'decline' | 'cancel') =>
    t.api.payments.testDecide({ body: { paypal_order_id: id, decision } })
  const capture = (o: Placed, id: string, api = t.api) =>
    api.payments.capture({ body: { id: o.id, token: o.token, paypal_order_id: id } })

  test('getPayMethod offers bank transfer and the test payment; getToken names the test provider', async () => {
    const methods = okData(await t.api.orders.payMethods())
    expect(methods.map((m) => m.code)).toEqual(['bank', 'test'])
    expect(methods[1]).toMatchObject({ name: message('en', 'payments.test.name') })
    expect(methods[1]!.name).toContain('no money moves')
    // No PayPal: no PayPal host in the pages' policy.
    const page = await t.request('/')
    expect(page.headers.get('content-security-policy')).not.toContain('paypal')
    expect(page.headers.get('cross-origin-opener-policy')).toBe('same-origin')
    expect(okData(await t.api.payments.getToken())).toEqual({
      provider: 'test',
      methods: ['test'],
      client_id: null,
      sdk_url: null,
      client_token: null,
      expires_in: null,
      currency: 'USD',
    })
  })

  test('a guest pays: approve on the test screen, capture → Preparing, paid by test; a repeat changes nothing', async () => {
    const o = await placeOrder(t)
    const created = await start(o)
    expect(created).toMatchObject({ status: 'CREATED', amount: o.total, currency: 'USD' })
    expect(created.approve_url).toBe(`/test-payment?token=${created.id}`)
    const screen = okData(await t.api.payments.testOrder({ query: { token: created.id } }))
    expect(screen).toEqual({
      id: created.id,
      status: 'CREATED',
      amount: (Number(toE5(o.total)) / 100_000).toFixed(2),
      reference: o.order_no,
    })
    expect(okData(await decide(created.id, 'approve')).status).toBe('APPROVED')

    const paid = await capture(o, created.id)
    expect(okData(paid)).toEqual({ outcome: 'captured', order_id: o.id, order_no: o.order_no, status: 'Preparing' })
    expect(paid.body.message).toBe(message('en', 'api.paymentCaptured'))
    const d = await detail(t, o)
    expect(d).toMatchObject({ status: 'Preparing', pay_method: 'test', can_pay: false })
    expect(d.pay_time).toBe(d.history.at(-1)!.at)
    expect(d.history.at(-1)).toMatchObject({ status: 'Preparing', actor: 'system' })
    const [mail] = await t.db.all<{ recipient: string; text: string }>(
      sql`SELECT recipient, text FROM mail_outbox WHERE text LIKE ${`%${o.order_no}%`} ORDER BY id DESC LIMIT 1`,
    )
    expect(mail!.recipient).toBe('payer@example.com')
    expect(mail!.text).toContain(message('en', 'orders.mail.paid.intro', { no: o.order_no }))

    expect(okData(await capture(o, created.id)).outcome).toBe('captured')
    expect(await rows(t, o.id)).toEqual([
      { status: 'captured', captured_amount: Number(toE5(o.total)), hold_reason: null, method: 'test' },
    ])
    expect(await toPreparing(t, o.id)).toBe(1)
    expect(await paidMails(t, o)).toBe(1)
    // Paid: no new payment can be started.
    errorOf(await t.api.payments.createOrder({ body: { id: o.id, token: o.token, method: 'test' } }), 409)
  })

  test('declined, then paid again; cancelled leaves the order Unpaid — messages in the buyer’s language', async () => {
    const o = await placeOrder(t)
    const de = t.client({ lang: 'de' })
    const first = await start(o, de)
    await decide(first.id, 'decline')
    const declined = errorOf(await capture(o, first.id, de), 409)
    expect(declined.message).toBe(message('de', 'api.paymentDeclined'))
    expect((await detail(t, o)).status).toBe('Unpaid')
    expect((await detail(t, o)).can_pay).toBe(true)

    const second = await start(o, de)
    await decide(second.id, 'cancel')
    expect(errorOf(await capture(o, second.id, de), 409).message).toBe(message('de', 'api.paymentNotApproved'))
    // Not approved yet at all: the same answer.
    const third = await start(o, de)
    expect(errorOf(await capture(o, third.id, de), 409).message).toBe(message('de', 'api.paymentNotApproved'))

    await decide(third.id, 'approve')
    expect(okData(await capture(o, third.id, de)).status).toBe('Preparing')
    // Each new payment voided the older ones that were not being captured.
    expect((await rows(t, o.id)).map((r) => r.status)).toEqual(['voided', 'voided', 'captured'])
    // A decision is made once: approving the declined one later changes nothing, and its capture is refused.
    expect(okData(await decide(first.id, 'approve')).status).toBe('DECLINED')
    errorOf(await capture(o, first.id), 409)
    // The mail is in the order's language (the buyer ordered in English; the page was German).
    expect(await paidMails(t, o)).toBe(1)
  })

  test('the test provider’s screen says it is a test, in the page’s language', async () => {
    for (const lang of ['en', 'de', 'ar']) {
      const res = await t.request(`${lang === 'en' ? '' : `/${lang}`}/test-payment?token=TESTABC&order=1`)
      expect(res.status).toBe(200)
      const html = await res.text()
      expect(html).toContain(message(lang, 'onlinePay.testBanner'))
      expect(html).toContain(message(lang, 'onlinePay.testNotice'))
    }
  })

  test('20 concurrent captures of one order: one captured payment, one change to Preparing', async () => {
    const o = await placeOrder(t)
    const p = await start(o)
    await decide(p.id, 'approve')
    const answers = await Promise.all(Array.from({ length: 20 }, () => capture(o, p.id)))
    expect(answers.map((a) => okData(a).outcome)).toEqual(Array(20).fill('captured'))
    expect((await rows(t, o.id)).map((r) => r.status)).toEqual(['captured'])
    expect(await toPreparing(t, o.id)).toBe(1)
    expect(await paidMails(t, o)).toBe(1)
  })

  test('the amount is the server’s; other people’s orders, paid orders and disabled methods are refused', async () => {
    const o = await placeOrder(t)
    const withAmount = okData(
      await t.api.payments.createOrder({ body: { id: o.id, token: o.token, method: 'test', amount: '0.01' } as never }),
    )
    expect(withAmount.amount).toBe(o.total)
    // No token, no session: sign in; a wrong token: not found.
    errorOf(await t.api.payments.createOrder({ body: { id: o.id, method: 'test' } }), 401)
    errorOf(await t.api.payments.createOrder({ body: { id: o.id, token: 'x'.repeat(43), method: 'test' } }), 404)
    const other = await placeOrder(t)
    // Another order's payment is not this order's.
    errorOf(await capture(other, withAmount.id), 404)
    const card = errorOf(await t.api.payments.createOrder({ body: { id: o.id, token: o.token, method: 'card' } }), 400)
    expect(card.data?.errors[0]?.field).toBe('method')
    okData(await t.api.orders.orderCancel({ body: { id: o.id, token: o.token } }))
    await decide(withAmount.id, 'approve')
    // Cancelled before the capture: never captured.
    errorOf(await capture(o, withAmount.id), 409)
    expect((await rows(t, o.id)).map((r) => r.status)).toEqual(['created'])
  })
})

describe('PayPal with its JS SDK elsewhere (PAYPAL_SDK_URL, e.g. the fake SDK of the browser tests)', () => {
  let t: TestApp
  let pp: FakePayPal
  beforeAll(async () => {
    pp = await startFakePayPal()
    t = await startTestApp({ payments: { ...pp.config, sdkUrl: pp.sdkUrl } })
  })
  afterAll(async () => {
    await t?.close()
    await pp?.close()
  })

  test('getToken names the SDK; pages allow exactly its origin, and no PayPal host', async () => {
    expect(okData(await t.api.payments.getToken()).sdk_url).toBe(pp.sdkUrl)
    const csp = (await t.request('/')).headers.get('content-security-policy') ?? ''
    const origin = new URL(pp.url).origin
    expect(csp).toMatch(new RegExp(`script-src 'self' 'nonce-\\w+' ${origin.replace(/[.:/]/g, '\\$&')};`))
    expect(csp).toContain(`connect-src 'self' ${origin};`)
    expect(csp).toContain(`frame-src ${origin};`)
    expect(csp).not.toContain('paypal')
  })
})

describe('no online payment (test provider off, no PayPal)', () => {
  let t: TestApp
  beforeAll(async () => {
    t = await startTestApp({ payments: 'none' })
  })
  afterAll(() => t?.close())

  test('bank transfer only; the payment calls answer 404', async () => {
    expect(okData(await t.api.orders.payMethods()).map((m) => m.code)).toEqual(['bank'])
    expect(errorOf(await t.api.payments.getToken(), 404).message).toBe(message('en', 'api.paymentsOff'))
    const o = await placeOrder(t)
    errorOf(await t.api.payments.createOrder({ body: { id: o.id, token: o.token, method: 'test' } }), 404)
    errorOf(await t.api.payments.testOrder({ query: { token: 'TESTABC' } }), 404)
  })
})

describe('PayPal through the real adapter, against the fake PayPal server', () => {
  let t: TestApp
  let pp: FakePayPal
  beforeAll(async () => {
    pp = await startFakePayPal()
    t = await startTestApp({ payments: pp.config })
  })
  afterAll(async () => {
    await t?.close()
    await pp?.close()
  })

  async function approved(o?: Placed, method: 'wallet' | 'card' = 'wallet') {
    o ??= await placeOrder(t)
    const created = okData(await t.api.payments.createOrder({ body: { id: o.id, token: o.token, method } }))
    pp.approve(created.id)
    return { o, id: created.id }
  }
  const capture = (o: Placed, id: string) =>
    t.api.payments.capture({ body: { id: o.id, token: o.token, paypal_order_id: id } })
  const webhook = (init: RequestInit) => t.request('/api/pay/paypal/webhook', init)
  const charges = () => pp.charges()

  test('getPayMethod offers wallet and card (never the test payment); getToken gives the SDK its ids', async () => {
    expect(okData(await t.api.orders.payMethods()).map((m) => m.code)).toEqual(['bank', 'wallet', 'card'])
    const token = okData(await t.api.payments.getToken())
    expect(token).toMatchObject({
      provider: 'paypal',
      methods: ['wallet', 'card'],
      client_id: pp.config.clientId,
      sdk_url: 'https://www.paypal.com/sdk/js',
    })
    expect(token.client_token).toMatch(/^eyJ/)
    errorOf(await t.api.payments.testDecide({ body: { paypal_order_id: 'TESTX', decision: 'approve' } }), 404)
  })

  test("pages allow exactly PayPal's hosts (scripts, calls, frames) and its checkout window", async () => {
    const page = await t.request('/')
    const csp = page.headers.get('content-security-policy') ?? ''
    expect(csp).toMatch(/script-src 'self' 'nonce-\w+' https:\/\/\*\.paypal\.com https:\/\/\*\.paypalobjects\.com;/)
    expect(csp).toContain("connect-src 'self' https://*.paypal.com https://*.paypalobjects.com;")
    expect(csp).toContain('frame-src https://*.paypal.com https://*.paypalobjects.com;')
    expect(page.headers.get('cross-origin-opener-policy')).toBe('same-origin-allow-popups')
  })

  test('the journey: create (intent CAPTURE, the order’s total), approve, capture → Preparing, one charge', async () => {
    const before = charges()
    const o = await placeOrder(t)
    const created = okData(await t.api.payments.createOrder({ body: { id: o.id, token: o.token, method: 'card' } }))
    const at = pp.orders.get(created.id)!
    expect(at).toMatchObject({
      status: 'CREATED',
      amount: { currency_code: 'USD', value: (Number(toE5(o.total)) / 100_000).toFixed(2) },
      reference_id: o.order_no,
      invoice_id: o.order_no,
      custom_id: String(o.id),
    })
    pp.approve(created.id)
    expect(okData(await capture(o, created.id)).status).toBe('Preparing')
    expect(charges() - before).toBe(1)
    expect(pp.calls.filter((c) => c.path.endsWith('/capture')).at(-1)!.requestId).toBe(
      `capture-${o.order_no}-${created.id}`,
    )
    expect((await detail(t, o)).pay_method).toBe('card')
    // One access token for all calls so far (kept until it expires).
    expect(pp.tokenRequests()).toBe(1)
  })

  test('20 concurrent captures: one charge at PayPal, one captured payment, one Preparing', async () => {
    const before = charges()
    const { o, id } = await approved()
    const answers = await Promise.all(Array.from({ length: 20 }, () => capture(o, id)))
    expect(answers.map((a) => okData(a).outcome)).toEqual(Array(20).fill('captured'))
    expect(charges() - before).toBe(1)
    expect((await rows(t, o.id)).map((r) => r.status)).toEqual(['captured'])
    expect(await toPreparing(t, o.id)).toBe(1)
    expect(await paidMails(t, o)).toBe(1)
  })

  test('"ORDER_ALREADY_CAPTURED" is read back from PayPal and recorded once', async () => {
    const before = charges()
    const { o, id } = await approved()
    pp.switches.answerAlreadyCaptured = true
    expect(okData(await capture(o, id)).outcome).toBe('captured')
    expect(charges() - before).toBe(1)
    expect(await toPreparing(t, o.id)).toBe(1)
  })

  test('declined: 409, the order stays Unpaid and is paid with a new payment', async () => {
    const before = charges()
    const { o, id } = await approved()
    pp.switches.declineNext = true
    expect(errorOf(await capture(o, id), 409).message).toBe(message('en', 'api.paymentDeclined'))
    expect((await detail(t, o)).status).toBe('Unpaid')
    const again = await approved(o)
    expect(okData(await capture(o, again.id)).status).toBe('Preparing')
    expect((await rows(t, o.id)).map((r) => r.status)).toEqual(['voided', 'captured'])
    expect(charges() - before).toBe(1)
  })

  test('5xx and a timeout answer 503; asking again captures, once', async () => {
    const before = charges()
    const a = await approved()
    pp.switches.failNext = 1
    expect(errorOf(await capture(a.o, a.id), 503).message).toBe(message('en', 'api.paymentUnavailable'))
    expect(okData(await capture(a.o, a.id)).status).toBe('Preparing')

    // PayPal captures but answers after the adapter gave up: the money is taken, the shop does not know.
    const b = await approved()
    pp.switches.captureDelayMs = 2_500
    try {
      errorOf(await capture(b.o, b.id), 503)
    } finally {
      pp.switches.captureDelayMs = 0
    }
    expect((await detail(t, b.o)).status).toBe('Unpaid')
    // The retry carries the same PayPal-Request-Id: PayPal answers the first capture again.
    expect(okData(await capture(b.o, b.id)).status).toBe('Preparing')
    expect(charges() - before).toBe(2)
  })

  test('a webhook during the capture, then the capture’s answer: one payment, one Preparing', async () => {
    const { o, id } = await approved()
    pp.switches.captureDelayMs = 600
    const capturing = capture(o, id)
    await new Promise((r) => setTimeout(r, 200))
    pp.switches.captureDelayMs = 0
    // PayPal has captured (the answer is on its way): its webhook arrives first.
    const hook = await webhook(pp.webhook('PAYMENT.CAPTURE.COMPLETED', pp.captureResource(id)).init)
    expect(hook.status).toBe(200)
    expect((await detail(t, o)).status).toBe('Preparing')
    expect(okData(await capturing).outcome).toBe('captured')
    expect(await toPreparing(t, o.id)).toBe(1)
    expect(await paidMails(t, o)).toBe(1)
  })

  test('webhook after the capture, replayed 3 times: handled once', async () => {
    const { o, id } = await approved()
    okData(await capture(o, id))
    const delivery = pp.webhook('PAYMENT.CAPTURE.COMPLETED', pp.captureResource(id))
    const answers = []
    for (let i = 0; i < 4; i++) answers.push(await (await webhook(delivery.init)).json())
    expect(answers.map((a) => a.data.handled)).toEqual([true, false, false, false])
    expect(await toPreparing(t, o.id)).toBe(1)
    expect(await paidMails(t, o)).toBe(1)
    expect((await rows(t, o.id)).map((r) => r.status)).toEqual(['captured'])
  })

  test('the buyer closed the window after approving: CHECKOUT.ORDER.APPROVED captures; the late page capture too, once', async () => {
    const before = charges()
    const { o, id } = await approved()
    const approvedHook = pp.webhook('CHECKOUT.ORDER.APPROVED', { id, status: 'APPROVED', intent: 'CAPTURE' })
    expect((await (await webhook(approvedHook.init)).json()).data.handled).toBe(true)
    expect((await detail(t, o)).status).toBe('Preparing')
    expect(okData(await capture(o, id)).outcome).toBe('captured')
    expect(charges() - before).toBe(1)
    expect(await paidMails(t, o)).toBe(1)
  })

  test('captures and webhooks interleaved at once (10 captures, 5 APPROVED, 5 COMPLETED replays): one charge', async () => {
    const before = charges()
    const { o, id } = await approved()
    const approvedHooks = Array.from({ length: 5 }, () =>
      pp.webhook('CHECKOUT.ORDER.APPROVED', { id, status: 'APPROVED' }),
    )
    const all = await Promise.all([
      ...Array.from({ length: 10 }, () => capture(o, id)),
      ...approvedHooks.map((h) => webhook(h.init)),
    ])
    const completed = pp.webhook('PAYMENT.CAPTURE.COMPLETED', pp.captureResource(id))
    const replays = await Promise.all(Array.from({ length: 5 }, () => webhook(completed.init)))
    expect(all.slice(0, 10).map((a) => (a as { status: number }).status)).toEqual(Array(10).fill(200))
    expect(replays.map((r) => r.status)).toEqual(Array(5).fill(200))
    expect(charges() - before).toBe(1)
    expect((await rows(t, o.id)).map((r) => r.status)).toEqual(['captured'])
    expect(await toPreparing(t, o.id)).toBe(1)
    expect(await paidMails(t, o)).toBe(1)
  })

  test('a captured amount that is not the order’s total is held for staff, not accepted', async () => {
    const before = charges()
    const older = await approved()
    // The newer payment voids the older one; the newer one is captured with the wrong amount.
    const { o, id } = await approved(older.o)
    pp.switches.captureValue = '0.01'
    try {
      const held = okData(await capture(o, id))
      expect(held).toMatchObject({ outcome: 'held', status: 'Unpaid' })
    } finally {
      pp.switches.captureValue = null
    }
    const [voided, row] = await rows(t, o.id)
    expect(voided!.status).toBe('voided')
    expect(row).toMatchObject({ status: 'held', captured_amount: 1000 })
    expect(row!.hold_reason).toContain('USD 0.01')
    expect(await toPreparing(t, o.id)).toBe(0)
    // And no second payment is started or captured for it (the order is still Unpaid): staff decides.
    errorOf(await t.api.payments.createOrder({ body: { id: o.id, token: o.token, method: 'wallet' } }), 409)
    errorOf(await capture(o, older.id), 409)
    expect(charges() - before).toBe(1)
    expect(await paidMails(t, o)).toBe(0)
  })

  test('a captured amount too large to read back exactly is held with its text, and the order reads (issue 29)', async () => {
    const { o, id } = await approved()
    pp.switches.captureValue = '90071992547.41'
    try {
      expect(okData(await capture(o, id))).toMatchObject({ outcome: 'held', status: 'Unpaid' })
    } finally {
      pp.switches.captureValue = null
    }
    const [row] = await rows(t, o.id)
    expect(row).toMatchObject({ status: 'held', captured_amount: null })
    expect(row!.hold_reason).toContain('USD 90071992547.41')
    expect((await detail(t, o)).status).toBe('Unpaid')
  })

  test('two PayPal orders approved for one shop order: the second is never captured', async () => {
    const before = charges()
    const first = await approved()
    const second = await approved(first.o)
    okData(await capture(first.o, second.id))
    errorOf(await capture(first.o, first.id), 409)
    expect(charges() - before).toBe(1)
    expect(pp.orders.get(first.id)!.status).toBe('APPROVED')
  })

  // Issue 18 (c): both approved (two tabs), both captured at once — before, both were sent to
  // PayPal and charged, and the second charge was only held for staff.
  test('two PayPal orders captured at once: the older one was voided and is refused, not charged', async () => {
    const before = charges()
    const first = await approved()
    const second = await approved(first.o)
    const [a, b] = await Promise.all([capture(first.o, first.id), capture(first.o, second.id)])
    expect(errorOf(a, 409).message).toBe(message('en', 'api.paymentSuperseded'))
    expect(okData(b).status).toBe('Preparing')
    expect(charges() - before).toBe(1)
    expect(pp.orders.get(first.id)!.status).toBe('APPROVED')
    expect((await rows(t, first.o.id)).map((r) => r.status)).toEqual(['voided', 'captured'])
    expect(await paidMails(t, first.o)).toBe(1)
  })

  test('a new payment while a capture is unanswered asks that capture again first: it paid, so no new payment', async () => {
    const before = charges()
    const first = await approved()
    pp.switches.captureDelayMs = 2_500
    try {
      // PayPal captures but answers after the adapter gave up: the shop does not know yet.
      errorOf(await capture(first.o, first.id), 503)
    } finally {
      pp.switches.captureDelayMs = 0
    }
    const again = await t.api.payments.createOrder({ body: { id: first.o.id, token: first.o.token, method: 'wallet' } })
    expect(errorOf(again, 409).message).toBe(
      message('en', 'api.orderStatusRefused', { status: message('en', 'orders.status.Preparing') }),
    )
    expect(charges() - before).toBe(1)
    expect((await rows(t, first.o.id)).map((r) => r.status)).toEqual(['captured'])
    expect(await paidMails(t, first.o)).toBe(1)
  })

  test('a payment sent to capture blocks the capture of a newer one until it is answered', async () => {
    const before = charges()
    const first = await approved()
    pp.switches.captureDelayMs = 800
    const capturing = capture(first.o, first.id)
    await new Promise((r) => setTimeout(r, 200))
    pp.switches.captureDelayMs = 0
    // The first is in flight: a payment row made now (as another tab would) cannot be captured.
    await t.db.run(
      sql`INSERT INTO payments (order_id, provider, provider_order_id, method, amount, currency, status, created_at, updated_at)
      SELECT order_id, provider, 'SECONDTAB', method, amount, currency, 'created', created_at, updated_at FROM payments WHERE provider_order_id = ${first.id}`,
    )
    expect(errorOf(await capture(first.o, 'SECONDTAB'), 409).message).toBe(message('en', 'api.paymentSuperseded'))
    expect(okData(await capturing).status).toBe('Preparing')
    expect(charges() - before).toBe(1)
  })

  test('the webhook route reads the raw body: forged, re-serialized, wrong type or too large are refused', async () => {
    const { o, id } = await approved()
    okData(await capture(o, id))
    const resource = pp.captureResource(id)
    const forged = await webhook(pp.webhook('PAYMENT.CAPTURE.COMPLETED', resource, { forge: true }).init)
    expect(forged.status).toBe(400)
    expect((await forged.json()).message).toBe(message('en', 'api.webhookInvalid'))
    // The same event, re-serialized (whitespace gone): not the bytes PayPal signed.
    const real = pp.webhook('PAYMENT.CAPTURE.COMPLETED', resource).init
    const reserialized = await webhook({ ...real, body: JSON.stringify(JSON.parse(real.body)) })
    expect(reserialized.status).toBe(400)
    expect((await webhook({ ...real, headers: { ...real.headers, 'content-type': 'text/plain' } })).status).toBe(415)
    expect((await webhook({ ...real, body: real.body + ' '.repeat(70 * 1024) })).status).toBe(413)
    expect((await webhook(real)).status).toBe(200)
  })

  test('an access token revoked early is fetched anew', async () => {
    const n = pp.tokenRequests()
    pp.revokeTokens()
    const { o, id } = await approved()
    expect(okData(await capture(o, id)).status).toBe('Preparing')
    expect(pp.tokenRequests()).toBe(n + 1)
  })

  test('refunds are recorded once, never above the capture; PayPal’s REFUNDED webhook does not count twice', async () => {
    const { o, id } = await approved()
    okData(await capture(o, id))
    const [payment] = await t.db.all<{ id: number; captured_amount: number; capture_id: string }>(
      sql`SELECT id, captured_amount, capture_id FROM payments WHERE order_id = ${o.id}`,
    )
    const ctx = { db: t.db, now: t.clock.now(), ports: t.ports }
    const r = await refundPayment(ctx, payment!.id, 1_000_000n, 'customer returned a part')
    expect(r.kind).toBe('refunded')
    const refundId = (r as { providerRefundId: string }).providerRefundId
    const hook = pp.webhook('PAYMENT.CAPTURE.REFUNDED', {
      id: refundId,
      status: 'COMPLETED',
      amount: { currency_code: 'USD', value: '10.00' },
      links: [{ href: `${pp.url}/v2/payments/captures/${payment!.capture_id}`, rel: 'up', method: 'GET' }],
    })
    expect((await webhook(hook.init)).status).toBe(200)
    expect((await refundPayment(ctx, payment!.id, BigInt(payment!.captured_amount), 'all of it')).kind).toBe('refused')
    const refunds = await t.db.all<{ amount: number }>(
      sql`SELECT amount FROM payment_refunds WHERE payment_id = ${payment!.id}`,
    )
    expect(refunds).toEqual([{ amount: 1_000_000 }])
    expect(formatE5(refunds[0]!.amount)).toBe('10.00000')
  })
})
