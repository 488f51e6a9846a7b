/**
 * Order e-mails go through the durable outbox (issue 17): the confirmation is a row of mail_outbox
 * written by the batch that writes the order (its link names the new order's id and the guest's
 * token), a cancellation by the batch of the status change; and they share the one mail layout
 * of the accounts mails (server/mail/layout.ts).
 */
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { accountMail } from '../../server/domains/accounts/mails'
import { okData, startTestApp, type TestApp } from '../support/test-app'
import { keepHouse } from '../../server/housekeeping'
import { message } from '../support/text'
import { GERMAN_ADDRESS } from '../support/addresses'

let t: TestApp
beforeAll(async () => {
  t = await startTestApp({ now: '2026-11-25T10:00:00.000Z' })
})
afterAll(() => t?.close())

type Row = { subject: string; text: string; html: string; link: string }
const outboxTo = (email: string) =>
  t.db.all<Row>(sql`SELECT subject, text, html, link FROM mail_outbox WHERE recipient = ${email} ORDER BY id`)

test('placing writes the confirmation into the outbox with the order; cancelling writes its mail', async () => {
  const [offer] = await t.db.all<{ id: number }>(
    sql`SELECT g.id FROM goods g JOIN parts p ON p.id = g.part_id WHERE g.moq = 1 AND g.multiple = 1 AND g.stock > 10
        AND p.unit_weight_mg <= 200 ORDER BY g.id LIMIT 1`,
  )
  const email = 'outbox-guest@example.com'
  const api = t.client({ lang: 'ar' })
  const placed = okData(
    await api.orders.place({
      body: { goods_id: offer!.id, cart_num: 2, email, shipping_address: GERMAN_ADDRESS, shipping_method: 'express' },
    }),
  )
  // The row is there as soon as the answer is (delivery comes after it).
  const [mail] = await outboxTo(email)
  const link = `http://shop.test/ar/myaccount/order-status-history/${placed.id}?token=${placed.token}`
  expect(mail!.link).toBe(link)
  expect(mail!.text).toContain(link)
  expect(mail!.text).toContain(placed.order_no)
  expect(mail!.html).toContain('dir="rtl"')
  expect(mail!.html).not.toContain('__ORDER_ID__')

  okData(await api.orders.orderCancel({ body: { id: placed.id, token: placed.token! } }))
  const mails = await outboxTo(email)
  expect(mails).toHaveLength(2)
  expect(mails[1]!.text).toContain(placed.order_no)
  // A second cancel is refused and writes no mail.
  expect((await api.orders.orderCancel({ body: { id: placed.id, token: placed.token! } })).status).toBe(409)
  expect(await outboxTo(email)).toHaveLength(2)

  // One layout: the order mail's shell is the account mail's (same head, body and card styles).
  const account = accountMail('activate', {
    locale: 'ar',
    to: email,
    name: 'Ada',
    link: 'http://shop.test/x',
    validity: { hours: 24 },
  })
  const shell = (html: string) =>
    html
      .replace(/max-width:\d+px/, '')
      .replace(/<title>.*<\/title>/, '')
      .slice(0, 420)
  expect(shell(mails[0]!.html)).toBe(shell(account.html))
})

test("every mail about a guest's order links to the order with a token that opens it; a user's links without one", async () => {
  const offers = await t.db.all<{ id: number }>(
    sql`SELECT g.id FROM goods g JOIN parts p ON p.id = g.part_id WHERE g.moq = 1 AND g.multiple = 1 AND g.stock > 10
        AND p.unit_weight_mg <= 200 AND g.id NOT IN (SELECT goods_id FROM order_lines) ORDER BY g.id LIMIT 4`,
  )
  const email = 'links-guest@example.com'
  const api = t.client({ lang: 'de' })
  const place = async (goodsId: number) =>
    okData(
      await api.orders.place({
        body: { goods_id: goodsId, cart_num: 1, email, shipping_address: GERMAN_ADDRESS, shipping_method: 'express' },
      }),
    )
  const [transfer, online, cancelled, expiring] = await Promise.all(offers.map((o) => place(o.id)))

  // A bank transfer reported (remittance mail), an online payment captured (payment received),
  // a cancel by the guest, and an order that expires unpaid (cancelled by the shop).
  const form = new FormData()
  for (const [k, v] of Object.entries({
    id: transfer!.id,
    token: transfer!.token!,
    payer_name: 'Ada Käufer',
    reference: 'TT-1',
    amount: '1.00',
    paid_on: '2026-11-25',
  }))
    form.append(k, String(v))
  okData(await api.orders.bankConfirm({ body: form as never }))
  const created = okData(
    await api.payments.createOrder({ body: { id: online!.id, token: online!.token!, method: 'test' } }),
  )
  okData(await api.payments.testDecide({ body: { paypal_order_id: created.id, decision: 'approve' } }))
  okData(await api.payments.capture({ body: { id: online!.id, token: online!.token!, paypal_order_id: created.id } }))
  okData(await api.orders.orderCancel({ body: { id: cancelled!.id, token: cancelled!.token! } }))
  await t.db.run(sql`UPDATE orders SET expires_at = ${'2026-11-25T09:00:00.000Z'} WHERE id = ${expiring!.id}`)
  await keepHouse(t.ports)

  const mails = await outboxTo(email)
  const subjectOf = (kind: 'placed' | 'remittance' | 'paid' | 'cancelled', no: string) =>
    message('de', `orders.mail.${kind}.subject`, { no, site: message('de', 'site.company') })
  const expected = [
    ...[transfer, online, cancelled, expiring].map((o) => [o!, 'placed'] as const),
    [transfer!, 'remittance'] as const,
    [online!, 'paid'] as const,
    [cancelled!, 'cancelled'] as const,
    [expiring!, 'cancelled'] as const,
  ]
  expect(mails).toHaveLength(expected.length)
  const anonymous = t.client({ lang: 'de' })
  for (const [order, kind] of expected) {
    const mail = mails.find((m) => m.subject === subjectOf(kind, order.order_no))
    expect(mail, `${kind} ${order.order_no}`).toBeTruthy()
    const url = new URL(mail!.link)
    expect(url.pathname).toBe(`/de/myaccount/order-status-history/${order.id}`)
    const token = url.searchParams.get('token')
    expect(token, `${kind} mail's token`).toBeTruthy()
    expect(mail!.text).toContain(mail!.link)
    expect(mail!.html).toContain(mail!.link.replace(/&/g, '&amp;'))
    // The link opens the order for a guest, as the page does with it.
    const opened = okData(await anonymous.orders.orderDetail({ params: { id: order.id }, query: { token: token! } }))
    expect(opened.order_no).toBe(order.order_no)
    const page = await t.request(`${url.pathname}${url.search}`)
    expect(page.status, `${kind} page`).toBe(200)
  }
  // Another order's token opens nothing.
  const foreign = new URL(mails.find((m) => m.subject === subjectOf('paid', online!.order_no))!.link)
  expect(
    (
      await anonymous.orders.orderDetail({
        params: { id: transfer!.id },
        query: { token: foreign.searchParams.get('token')! },
      })
    ).status,
  ).toBe(404)

  // A signed-in buyer's order mails link to the order without a token (the account opens it).
  const s = await t.createUserSession({ email: 'links-user@example.com' })
  const user = t.client({ authorization: `Bearer ${s.token}` })
  const mine = okData(
    await user.orders.place({
      body: { goods_id: offers[0]!.id, cart_num: 1, shipping_address: GERMAN_ADDRESS, shipping_method: 'express' },
    }),
  )
  okData(await user.orders.orderCancel({ body: { id: mine.id } }))
  const userMails = await outboxTo('links-user@example.com')
  expect(userMails).toHaveLength(2)
  expect(userMails[1]!.link).toBe(`http://shop.test/myaccount/order-status-history/${mine.id}`)
})
