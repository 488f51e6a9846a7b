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
