/**
 * Payments on workerd (Miniflare, D1, no interactive transactions): the capture path of
 * server/domains/payments/online.ts with the test provider (PAYMENTS_TEST_PROVIDER=1; off by
 * default on the Worker) and with PayPal's real adapter over the Worker's fetch, answered by the
 * fake PayPal server. Concurrent captures and webhooks end with one charge, one captured payment,
 * one change to Preparing and one payment-received mail. Run after `npm run build`.
 */
import type { Miniflare } from 'miniflare'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { PARIS_ADDRESS } from '../support/addresses'
import { startFakePayPal, type FakePayPal } from '../support/fake-paypal'
import { message } from '../support/text'
import { ORIGIN, startWorker } from './miniflare'
import { workerForTests } from './worker-for-tests'

type Json = { code: number; message: string; data: any }
async function call(mf: Miniflare, method: string, path: string, body?: unknown, headers: Record<string, string> = {}) {
  const res = await mf.dispatchFetch(ORIGIN + path, {
    method,
    headers: { 'content-type': 'application/json', origin: ORIGIN, ...headers },
    body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
  })
  return { status: res.status, json: (await res.json()) as Json }
}

async function placeOrder(mf: Miniflare) {
  const d1 = await mf.getD1Database('DB')
  const offer = await d1
    .prepare(
      'SELECT id FROM goods WHERE moq = 1 AND multiple = 1 AND stock >= 10 AND id NOT IN (SELECT goods_id FROM order_lines) LIMIT 1',
    )
    .first<{ id: number }>()
  const r = await call(mf, 'POST', '/api/orders/add', {
    goods_id: offer!.id,
    cart_num: 1,
    email: 'd1-payer@example.com',
    shipping_address: PARIS_ADDRESS,
    shipping_method: 'express',
  })
  expect(r.status).toBe(200)
  return r.json.data as { id: number; order_no: string; total: string; token: string }
}

async function outcome(mf: Miniflare, orderId: number) {
  const d1 = await mf.getD1Database('DB')
  const payments = await d1
    .prepare('SELECT status FROM payments WHERE order_id = ?')
    .bind(orderId)
    .all<{ status: string }>()
  const preparing = await d1
    .prepare("SELECT count(*) AS n FROM order_events WHERE order_id = ? AND to_status = 'Preparing'")
    .bind(orderId)
    .first<{ n: number }>()
  const order = await d1
    .prepare('SELECT status, order_no FROM orders WHERE id = ?')
    .bind(orderId)
    .first<{ status: string; order_no: string }>()
  // The buyer's payment-received mail (orders.mail.paid), queued once with the change to Preparing.
  const paidMails = await d1
    .prepare('SELECT count(*) AS n FROM mail_outbox WHERE subject = ?')
    .bind(message('en', 'orders.mail.paid.subject', { no: order!.order_no, site: message('en', 'site.company') }))
    .first<{ n: number }>()
  return {
    payments: payments.results.map((p) => p.status),
    preparing: preparing!.n,
    status: order!.status,
    paidMails: paidMails!.n,
  }
}

describe('the test provider on D1', () => {
  const worker = workerForTests({ bindings: { PAYMENTS_TEST_PROVIDER: '1' } })

  test('20 concurrent captures: one captured payment, the order in Preparing once', async () => {
    const { mf } = worker
    const o = await placeOrder(mf)
    const created = await call(mf, 'POST', '/api/pay/paypal/createOrder', { id: o.id, token: o.token, method: 'test' })
    expect(created.status).toBe(200)
    const providerId = created.json.data.id as string
    expect(
      (await call(mf, 'POST', '/api/pay/test/decide', { paypal_order_id: providerId, decision: 'approve' })).status,
    ).toBe(200)
    const answers = await Promise.all(
      Array.from({ length: 20 }, () =>
        call(mf, 'POST', '/api/pay/paypal/paypalCapture', { id: o.id, token: o.token, paypal_order_id: providerId }),
      ),
    )
    expect(answers.map((a) => a.json.data?.outcome)).toEqual(Array(20).fill('captured'))
    expect(await outcome(mf, o.id)).toEqual({ payments: ['captured'], preparing: 1, status: 'Preparing', paidMails: 1 })
  })
})

describe('a cancel and a capture on D1 (issue 29 item 4)', () => {
  const worker = workerForTests({ bindings: { PAYMENTS_TEST_PROVIDER: '1' } })

  test('no cancel while the payment is being captured; no capture once cancelled', async () => {
    const { mf, d1 } = worker
    const o = await placeOrder(mf)
    const created = await call(mf, 'POST', '/api/pay/paypal/createOrder', { id: o.id, token: o.token, method: 'test' })
    const providerId = created.json.data.id as string
    await call(mf, 'POST', '/api/pay/test/decide', { paypal_order_id: providerId, decision: 'approve' })
    // The capture is in flight (sent to the provider, not answered yet).
    await d1.prepare("UPDATE payments SET status = 'capturing' WHERE order_id = ?").bind(o.id).run()
    const refused = await call(mf, 'POST', '/api/user/order/cancel', { id: o.id, token: o.token })
    expect(refused).toMatchObject({ status: 409, json: { message: message('en', 'api.paymentInProgress') } })
    expect((await outcome(mf, o.id)).status).toBe('Unpaid')
    // The provider did not capture after all: the payment is open again, and the cancel wins.
    await d1.prepare("UPDATE payments SET status = 'created' WHERE order_id = ?").bind(o.id).run()
    expect((await call(mf, 'POST', '/api/user/order/cancel', { id: o.id, token: o.token })).status).toBe(200)
    const late = await call(mf, 'POST', '/api/pay/paypal/paypalCapture', {
      id: o.id,
      token: o.token,
      paypal_order_id: providerId,
    })
    expect(late.status).toBe(409)
    expect(await outcome(mf, o.id)).toMatchObject({ payments: ['created'], status: 'Canceled', preparing: 0 })
    const atProvider = await d1
      .prepare('SELECT status FROM test_provider_orders WHERE id = ?')
      .bind(providerId)
      .first<{ status: string }>()
    expect(atProvider!.status).toBe('APPROVED')
  })
})

describe('the test provider is off on the Worker unless enabled', () => {
  test('getToken 404, getPayMethod without the test payment', async () => {
    const mf = await startWorker()
    try {
      expect((await call(mf, 'GET', '/api/pay/paypal/getToken')).status).toBe(404)
      const methods = await call(mf, 'GET', '/api/config/getPayMethod')
      expect(methods.json.data.map((m: { code: string }) => m.code)).toEqual(['bank'])
    } finally {
      await mf.dispose()
    }
  })
})

describe('PayPal on D1, through the Worker’s fetch', () => {
  let mf: Miniflare
  let pp: FakePayPal
  beforeAll(async () => {
    pp = await startFakePayPal()
    mf = await startWorker({
      bindings: {
        PAYPAL_CLIENT_ID: pp.config.clientId,
        PAYPAL_CLIENT_SECRET: pp.config.clientSecret,
        PAYPAL_API_BASE: pp.url,
        PAYPAL_WEBHOOK_ID: pp.config.webhookId,
      },
      // The Worker's outgoing calls reach the fake PayPal server on this machine.
      outboundService: async (request) =>
        fetch(request.url, {
          method: request.method,
          headers: request.headers,
          body: request.method === 'GET' ? undefined : await request.arrayBuffer(),
        }),
    })
  })
  afterAll(async () => {
    await mf?.dispose()
    await pp?.close()
  })

  test('captures and webhooks at once: one charge, one captured payment, Preparing once', async () => {
    const o = await placeOrder(mf)
    const created = await call(mf, 'POST', '/api/pay/paypal/createOrder', {
      id: o.id,
      token: o.token,
      method: 'wallet',
    })
    expect(created.status).toBe(200)
    const providerId = created.json.data.id as string
    pp.approve(providerId)
    const approvedHook = pp.webhook('CHECKOUT.ORDER.APPROVED', { id: providerId, status: 'APPROVED' }).init
    const answers = await Promise.all([
      ...Array.from({ length: 10 }, () =>
        call(mf, 'POST', '/api/pay/paypal/paypalCapture', { id: o.id, token: o.token, paypal_order_id: providerId }),
      ),
      call(mf, 'POST', '/api/pay/paypal/webhook', approvedHook.body, approvedHook.headers),
    ])
    expect(answers.map((a) => a.status)).toEqual(Array(11).fill(200))
    const completed = pp.webhook('PAYMENT.CAPTURE.COMPLETED', pp.captureResource(providerId)).init
    expect((await call(mf, 'POST', '/api/pay/paypal/webhook', completed.body, completed.headers)).status).toBe(200)
    expect(pp.charges()).toBe(1)
    expect(await outcome(mf, o.id)).toEqual({ payments: ['captured'], preparing: 1, status: 'Preparing', paidMails: 1 })
  })
})
