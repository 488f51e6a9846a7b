/**
 * The console's order desk (issue 31): the list (status tabs with counts, search by order number,
 * e-mail, company and part number, paging), the detail, and staff's moves — each only along the
 * transition map (orders/transitions.ts), each with its event, audit row (before → after, who,
 * from where) and the buyer's mail in their language:
 * confirm a bank transfer (Confirming → Preparing) or send it back (→ Unpaid, with a reason the
 * buyer reads); ship with carrier, tracking number and link (→ Shipping; the buyer's order page
 * shows it); cancel with a reason (stock back exactly once); refund (admins only) through the
 * payment port or as a bank refund, exactly once under 20 concurrent requests.
 */
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { TRANSITIONS } from '../../server/domains/orders/transitions'
import { ORDER_STATUSES, type OrderStatus } from '../../contract/orders'
import { readOutboxMail } from '../support/mail'
import { errorOf, okData, type TestApp } from '../support/test-app'
import { message } from '../support/text'
import { GERMAN_ADDRESS } from '../support/addresses'
import { startWithStaff, staffClient, type Staff } from '../support/staff'
import { placeBankOrder, reportTransfer } from '../support/bank-orders'

let t: TestApp
let sales: Staff
let admin: Staff
beforeAll(async () => {
  ;({ t, sales, admin } = await startWithStaff({ now: '2026-11-25T10:00:00.000Z' }, 'sales', 'admin'))
})
afterAll(() => t?.close())

type Offer = { id: number; moq: number; stock: number; mpn: string }
let used = 0
async function freshOffer(): Promise<Offer> {
  const rows = await t.db.all<Offer>(
    sql`SELECT g.id, g.moq, g.stock, p.mpn FROM goods g JOIN parts p ON p.id = g.part_id
       WHERE g.moq = 1 AND g.multiple = 1 AND g.stock >= 100 AND p.unit_weight_mg <= 200
       AND g.id NOT IN (SELECT goods_id FROM order_lines) ORDER BY g.id LIMIT 1 OFFSET ${used++}`,
  )
  return rows[0]!
}
const stockOf = async (id: number) =>
  (await t.db.all<{ stock: number }>(sql`SELECT stock FROM goods WHERE id = ${id}`))[0]!.stock

/** A German buyer's bank order of `qty` of a fresh offer; reported as paid unless `report` is false. */
async function bankOrder(qty = 5, report = true) {
  const offer = await freshOffer()
  const { order: placed, api } = await placeBankOrder(t, offer.id, qty, 'de')
  await t.db.run(sql`UPDATE orders SET locale = 'de' WHERE id = ${placed.id}`)
  if (report) expect((await reportTransfer(api, placed)).status).toBe('Confirming')
  return { ...placed, offer, api, qty }
}

const salesApi = () => staffClient(t, sales)
const adminApi = () => staffClient(t, admin)
const auditOf = (orderId: number) =>
  t.db.all<{ action: string; actor_email: string; ip: string; before: string; after: string }>(
    sql`SELECT action, actor_email, ip, before, after FROM audit_log WHERE object_type = 'order' AND object_id = ${String(orderId)} ORDER BY id`,
  )
async function lastMailTo(email: string) {
  const files = await t.outboxFiles()
  for (const f of files.reverse()) {
    const m = await readOutboxMail(t.outbox, f)
    if (m.to.includes(email)) return m
  }
  throw new Error(`no mail to ${email}`)
}
async function mailsAbout(orderNo: string) {
  const out = []
  for (const f of await t.outboxFiles()) {
    const m = await readOutboxMail(t.outbox, f)
    if (m.subject.includes(orderNo)) out.push(m)
  }
  return out
}
const settle = () => import('../../server/http/contract-routes').then((m) => m.backgroundWork(t.ports))

describe('confirm a bank transfer', () => {
  test('Confirming → Preparing by sales: event, audit row, the buyer’s German mail', async () => {
    const o = await bankOrder()
    const detail = okData(await salesApi().admin.orderConfirmPayment({ params: { id: o.id }, body: { reason: '' } }))
    expect(detail.status).toBe('Preparing')
    expect(detail.pay_time).toBeTruthy()
    expect(detail.actions).toEqual({
      confirm_payment: false,
      send_back: false,
      ship: true,
      cancel: false,
      refund: false,
    })
    expect(detail.history.map((h) => [h.status, h.actor])).toEqual([
      ['Unpaid', 'customer'],
      ['Confirming', 'customer'],
      ['Preparing', 'staff'],
    ])
    const [row] = await auditOf(o.id)
    expect(row).toMatchObject({ action: 'order.confirmPayment', actor_email: sales.email, ip: '203.0.113.10' })
    expect(JSON.parse(row!.before)).toEqual({ status: 'Confirming' })
    expect(JSON.parse(row!.after)).toEqual({ status: 'Preparing' })
    await settle()
    const mail = await lastMailTo(detail.email)
    expect(mail.subject).toBe(message('de', 'orders.mail.paid.subject', { no: o.order_no }))
    // Against the map: again, or sent back now, is refused and changes nothing.
    errorOf(await salesApi().admin.orderConfirmPayment({ params: { id: o.id }, body: {} as never }), 409)
    errorOf(await salesApi().admin.orderSendBack({ params: { id: o.id }, body: { reason: 'x' } }), 409)
    expect(await auditOf(o.id)).toHaveLength(1)
  })

  test('an unpaid order (no transfer reported) cannot be confirmed by staff', async () => {
    const o = await bankOrder(1, false)
    const e = errorOf(await salesApi().admin.orderConfirmPayment({ params: { id: o.id }, body: {} as never }), 409)
    expect(e.message).toBe(`Not possible while the order is ${message('en', 'orders.status.Unpaid')}.`)
    expect(await auditOf(o.id)).toHaveLength(0)
  })

  test('send back → Unpaid with a reason the buyer reads on the order page and in the mail', async () => {
    const o = await bankOrder()
    const reason = 'No transfer with reference TT-1 arrived; please check the amount.'
    errorOf(await salesApi().admin.orderSendBack({ params: { id: o.id }, body: { reason: '  ' } }), 400)
    const detail = okData(await salesApi().admin.orderSendBack({ params: { id: o.id }, body: { reason } }))
    expect(detail.status).toBe('Unpaid')
    const buyerView = okData(await o.api.orders.orderDetail({ params: { id: o.id }, query: {} }))
    expect(buyerView.status).toBe('Unpaid')
    expect(buyerView.history.at(-1)).toMatchObject({ status: 'Unpaid', actor: 'staff', reason })
    await settle()
    const [mail] = (await mailsAbout(o.order_no)).filter(
      (m) => m.subject === message('de', 'orders.mail.sentBack.subject', { no: o.order_no }),
    )
    expect(mail!.text).toContain(reason)
    expect(JSON.parse((await auditOf(o.id))[0]!.after)).toEqual({ status: 'Unpaid', reason })
    // The buyer can report the transfer again.
    expect(buyerView.can_pay).toBe(true)
  })
})

describe('ship', () => {
  test('Preparing → Shipping with carrier, tracking number and link; the buyer’s page and German mail show them', async () => {
    const o = await bankOrder()
    okData(await salesApi().admin.orderConfirmPayment({ params: { id: o.id }, body: {} as never }))
    const bad = await salesApi().admin.orderShip({
      params: { id: o.id },
      body: { carrier: 'DHL', tracking_number: '123', tracking_url: 'javascript:alert(1)' },
    })
    expect(errorOf(bad, 400).data?.errors[0]?.field).toBe('tracking_url')
    const shipment = {
      carrier: 'DHL Express',
      tracking_number: 'JD014600003828',
      tracking_url: 'https://www.dhl.com/track?id=JD014600003828',
    }
    const detail = okData(await salesApi().admin.orderShip({ params: { id: o.id }, body: shipment }))
    expect(detail.status).toBe('Shipping')
    expect(detail.shipment).toMatchObject(shipment)
    const buyerView = okData(await o.api.orders.orderDetail({ params: { id: o.id }, query: {} }))
    expect(buyerView.shipping_number).toBe('JD014600003828')
    expect(buyerView.shipment).toEqual(shipment)
    await settle()
    const [mail] = (await mailsAbout(o.order_no)).filter(
      (m) => m.subject === message('de', 'orders.mail.shipped.subject', { no: o.order_no }),
    )
    expect(mail!.text).toContain(shipment.tracking_url)
    expect(mail!.text).toContain(`${message('de', 'orders.mail.trackingNumber')}: JD014600003828`)
    expect(mail!.html).toContain(`href="${shipment.tracking_url.replace(/&/g, '&amp;')}"`)
    expect(JSON.parse((await auditOf(o.id)).at(-1)!.after)).toMatchObject({ status: 'Shipping', ...shipment })
    // Once only.
    errorOf(await salesApi().admin.orderShip({ params: { id: o.id }, body: shipment }), 409)
    expect(await t.db.all(sql`SELECT * FROM order_shipments WHERE order_id = ${o.id}`)).toHaveLength(1)
    // The buyer's order page (server HTML) shows the tracking link.
    const page = await t.request(`/de/myaccount/order-status-history/${o.id}?token=${o.token}`)
    const html = await page.text()
    expect(html).toContain('JD014600003828')
    expect(html).toContain(shipment.tracking_url.replace(/&/g, '&amp;'))
  })

  test('an order still Confirming cannot be shipped', async () => {
    const o = await bankOrder()
    errorOf(
      await salesApi().admin.orderShip({
        params: { id: o.id },
        body: { carrier: 'UPS', tracking_number: '1Z', tracking_url: 'https://ups.com/1Z' },
      }),
      409,
    )
  })
})

describe('cancel', () => {
  test('with a reason: the stock comes back exactly once, however often it is asked', async () => {
    const o = await bankOrder(7)
    const before = await stockOf(o.offer.id)
    const answers = await Promise.all(
      Array.from({ length: 5 }, () =>
        salesApi().admin.orderStaffCancel({ params: { id: o.id }, body: { reason: 'Out of date code stock' } }),
      ),
    )
    expect(answers.filter((a) => a.status === 200)).toHaveLength(1)
    expect(answers.filter((a) => a.status === 409)).toHaveLength(4)
    expect(await stockOf(o.offer.id)).toBe(before + 7)
    expect((await auditOf(o.id)).map((a) => a.action)).toEqual(['order.cancel'])
    await settle()
    const mails = (await mailsAbout(o.order_no)).filter(
      (m) => m.subject === message('de', 'orders.mail.cancelled.subject', { no: o.order_no }),
    )
    expect(mails).toHaveLength(1)
    expect(mails[0]!.text).toContain('Out of date code stock')
  })
})

describe('refund', () => {
  async function paidByTestProvider() {
    const offer = await freshOffer()
    const s = await t.createUserSession()
    const api = t.client({ authorization: `Bearer ${s.token}` })
    const o = okData(
      await api.orders.place({
        body: {
          goods_id: offer.id,
          cart_num: 3,
          shipping_address: GERMAN_ADDRESS,
          shipping_method: 'express',
          pay_method: 'test',
        },
      }),
    )
    const created = okData(await api.payments.createOrder({ body: { id: o.id, method: 'test' } }))
    okData(await t.api.payments.testDecide({ body: { paypal_order_id: created.id, decision: 'approve' } }))
    expect(okData(await api.payments.capture({ body: { id: o.id, paypal_order_id: created.id } })).status).toBe(
      'Preparing',
    )
    return o
  }

  test('sales may not refund (403); an admin refunds through the provider exactly once under 20 concurrent requests', async () => {
    const o = await paidByTestProvider()
    expect(
      (
        await salesApi().admin.orderRefund({
          params: { id: o.id },
          body: { method: 'provider', reason: 'Customer returned' },
        })
      ).status,
    ).toBe(403)
    const provider = t.ports.payments!
    const real = provider.refundCapture.bind(provider)
    let calls = 0
    provider.refundCapture = async (...args) => {
      calls++
      await new Promise((r) => setTimeout(r, 20))
      return real(...args)
    }
    try {
      const answers = await Promise.all(
        Array.from({ length: 20 }, () =>
          adminApi().admin.orderRefund({
            params: { id: o.id },
            body: { method: 'provider', reason: 'Customer returned' },
          }),
        ),
      )
      expect(answers.filter((a) => a.status === 200)).toHaveLength(1)
      expect(answers.filter((a) => a.status === 409)).toHaveLength(19)
    } finally {
      provider.refundCapture = real
    }
    expect(calls).toBe(1)
    const detail = okData(await adminApi().admin.adminOrderDetail({ params: { id: o.id } }))
    expect(detail.status).toBe('Refunded')
    expect(detail.refund).toMatchObject({ method: 'provider', status: 'done', amount: o.total })
    expect(detail.refund!.provider_refund_id).toMatch(/^TESTREF/)
    expect(detail.actions.refund).toBe(false)
    expect(
      await t.db.all(
        sql`SELECT * FROM payment_refunds pr JOIN payments p ON p.id = pr.payment_id WHERE p.order_id = ${o.id}`,
      ),
    ).toHaveLength(1)
    expect(detail.history.filter((h) => h.status === 'Refunded')).toHaveLength(1)
    expect((await auditOf(o.id)).map((a) => a.action)).toEqual(['order.refund'])
    // Afterwards too.
    expect(
      errorOf(await adminApi().admin.orderRefund({ params: { id: o.id }, body: { method: 'bank', reason: 'x' } }), 409)
        .message,
    ).toBe('Not possible while the order is Refunded.')
  })

  test('a bank-paid order is refunded as a recorded bank refund; the provider is not asked', async () => {
    const o = await bankOrder()
    okData(await salesApi().admin.orderConfirmPayment({ params: { id: o.id }, body: {} as never }))
    expect(
      errorOf(
        await adminApi().admin.orderRefund({ params: { id: o.id }, body: { method: 'provider', reason: 'x' } }),
        409,
      ).message,
    ).toBe('No captured online payment to refund: record a bank refund instead.')
    const detail = okData(
      await adminApi().admin.orderRefund({
        params: { id: o.id },
        body: { method: 'bank', reason: 'Sent back by wire' },
      }),
    )
    expect(detail.status).toBe('Refunded')
    expect(detail.refund).toMatchObject({ method: 'bank', status: 'done', provider_refund_id: null })
    await settle()
    expect(
      (await mailsAbout(o.order_no)).some(
        (m) => m.subject === message('de', 'orders.mail.refunded.subject', { no: o.order_no }),
      ),
    ).toBe(true)
  })

  test('a provider that fails leaves nothing refunded, and the refund can be asked again', async () => {
    const o = await paidByTestProvider()
    const provider = t.ports.payments!
    const real = provider.refundCapture.bind(provider)
    const { PaymentProviderUnavailable } = await import('../../server/ports/payments')
    provider.refundCapture = async () => {
      throw new PaymentProviderUnavailable('timeout')
    }
    try {
      errorOf(
        await adminApi().admin.orderRefund({ params: { id: o.id }, body: { method: 'provider', reason: 'r' } }),
        503,
      )
    } finally {
      provider.refundCapture = real
    }
    const mid = okData(await adminApi().admin.adminOrderDetail({ params: { id: o.id } }))
    expect(mid.status).toBe('Preparing')
    expect(mid.refund).toMatchObject({ status: 'failed' })
    expect(
      okData(await adminApi().admin.orderRefund({ params: { id: o.id }, body: { method: 'provider', reason: 'r' } }))
        .status,
    ).toBe('Refunded')
  })
})

describe('every staff move follows the transition map', () => {
  test('the console offers exactly the map’s staff moves', () => {
    const staffMoves = Object.entries(TRANSITIONS).flatMap(([from, tos]) =>
      Object.entries(tos)
        .filter(([, who]) => who!.includes('staff'))
        .map(([to]) => `${from}→${to}`),
    )
    // Unpaid → Preparing is for a captured online payment (system); staff confirm reported transfers only.
    expect(staffMoves.sort()).toEqual(
      [
        'Confirming→Canceled',
        'Confirming→Preparing',
        'Confirming→Unpaid',
        'Preparing→Refunded',
        'Preparing→Shipping',
        'Received→Refunded',
        'Shipping→Received',
        'Shipping→Refunded',
        'Unpaid→Canceled',
        'Unpaid→Preparing',
      ].sort(),
    )
  })

  test.each(ORDER_STATUSES.map((s) => [s] as const))(
    'from %s, each action is allowed only where the map allows it',
    async (status) => {
      const o = await bankOrder(1, false)
      await t.db.run(sql`UPDATE orders SET status = ${status} WHERE id = ${o.id}`)
      const allowed = (to: OrderStatus) => !!TRANSITIONS[status][to]?.includes('staff')
      const expectations: [string, () => Promise<{ status: number }>, boolean][] = [
        [
          'confirm',
          () => salesApi().admin.orderConfirmPayment({ params: { id: o.id }, body: {} as never }),
          status === 'Confirming',
        ],
        [
          'send back',
          () => salesApi().admin.orderSendBack({ params: { id: o.id }, body: { reason: 'r' } }),
          allowed('Unpaid'),
        ],
        [
          'ship',
          () =>
            salesApi().admin.orderShip({
              params: { id: o.id },
              body: { carrier: 'UPS', tracking_number: '1Z9', tracking_url: 'https://ups.com/1Z9' },
            }),
          allowed('Shipping'),
        ],
        [
          'cancel',
          () => salesApi().admin.orderStaffCancel({ params: { id: o.id }, body: { reason: 'r' } }),
          allowed('Canceled'),
        ],
        [
          'refund',
          () => adminApi().admin.orderRefund({ params: { id: o.id }, body: { method: 'bank', reason: 'r' } }),
          allowed('Refunded'),
        ],
      ]
      for (const [name, run, ok] of expectations) {
        await t.db.run(sql`UPDATE orders SET status = ${status} WHERE id = ${o.id}`)
        await t.db.run(sql`DELETE FROM order_refunds WHERE order_id = ${o.id}`)
        const res = await run()
        expect(`${name}: ${res.status}`).toBe(`${name}: ${ok ? 200 : 409}`)
      }
    },
  )
})

describe('the list', () => {
  test('status tabs with counts, search by order number, e-mail and part number, paging', async () => {
    const a = await bankOrder(2)
    const all = okData(await salesApi().admin.adminOrderList({ query: { page: 1, page_size: 50 } }))
    expect(all.total).toBe(Object.values(all.counts).reduce((x, y) => x + y, 0))
    const confirming = okData(
      await salesApi().admin.adminOrderList({ query: { status: 'Confirming', page: 1, page_size: 50 } }),
    )
    expect(confirming.total).toBe(all.counts.Confirming)
    expect(confirming.list.every((o) => o.status === 'Confirming')).toBe(true)
    expect(confirming.list.map((o) => o.id)).toContain(a.id)

    const byNo = okData(await salesApi().admin.adminOrderList({ query: { q: a.order_no, page: 1, page_size: 10 } }))
    expect(byNo.list.map((o) => o.id)).toEqual([a.id])
    expect(byNo.list[0]).toMatchObject({ order_no: a.order_no, total: a.total, line_count: 1, pay_method: 'bank' })
    const email = okData(await a.api.orders.orderDetail({ params: { id: a.id }, query: {} })).email
    expect(
      okData(
        await salesApi().admin.adminOrderList({ query: { q: email.toUpperCase(), page: 1, page_size: 10 } }),
      ).list.map((o) => o.id),
    ).toEqual([a.id])
    const byPart = okData(await salesApi().admin.adminOrderList({ query: { q: a.offer.mpn, page: 1, page_size: 10 } }))
    expect(byPart.list.map((o) => o.id)).toContain(a.id)
    expect(okData(await salesApi().admin.adminOrderList({ query: { q: '%', page: 1, page_size: 10 } })).total).toBe(0)

    const page1 = okData(await salesApi().admin.adminOrderList({ query: { page: 1, page_size: 2 } }))
    const page2 = okData(await salesApi().admin.adminOrderList({ query: { page: 2, page_size: 2 } }))
    expect(page1.list).toHaveLength(2)
    expect(page2.list[0]!.id).toBeLessThan(page1.list[1]!.id)
  })
})

describe('the receipt file', () => {
  test('staff download the receipt the buyer uploaded, in its own type and name; none → 404', async () => {
    const o = await bankOrder(1, false)
    const png = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3])
    await reportTransfer(o.api, o, {
      payer_name: 'Ada',
      reference: 'TT-2',
      receipt: new File([new Uint8Array(png)], 'scan.png', { type: 'image/png' }),
    })
    const res = await t.request(`/api/admin/orders/${o.id}/receipt?n=1`, { headers: { cookie: sales.cookie } })
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toBe('image/png')
    expect(res.headers.get('content-disposition')).toBe(`attachment; filename="receipt-${o.order_no}-1.png"`)
    expect(Buffer.from(await res.arrayBuffer())).toEqual(png)
    expect(
      (await t.request(`/api/admin/orders/${o.id}/receipt?n=2`, { headers: { cookie: sales.cookie } })).status,
    ).toBe(404)
    expect((await t.request(`/api/admin/orders/${o.id}/receipt?n=1`)).status).toBe(401)
  })
})
