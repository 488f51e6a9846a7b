/**
 * The console's front page (issue 31): today's and the last 30 days' orders and revenue by day,
 * transfers to confirm and orders to ship, RFQs waiting and late, and the mails the outbox gave up
 * on — one sent again by staff (its attempts start over, an audit row), once.
 */
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { MAX_ATTEMPTS } from '../../server/mail/outbox'
import { backgroundWork } from '../../server/http/contract-routes'
import { placeBankOrder, reportTransfer } from '../support/bank-orders'
import { startWithStaff, staffClient, type Staff } from '../support/staff'
import { errorOf, okData, type TestApp } from '../support/test-app'

let t: TestApp
let sales: Staff
beforeAll(async () => {
  ;({ t, sales } = await startWithStaff({ now: '2026-11-25T10:00:00.000Z' }, 'sales'))
})
afterAll(() => t?.close())

test('figures of today and the last 30 days; mails given up on, sent again once', async () => {
  const [offer] = await t.db.all<{ id: number }>(
    sql`SELECT id FROM goods WHERE moq = 1 AND multiple = 1 AND stock >= 10 LIMIT 1`,
  )
  const { order: o, api } = await placeBankOrder(t, offer!.id, 1)
  await reportTransfer(api, o, { payer_name: 'A', reference: 'R' })
  const staff = staffClient(t, sales)
  const before = okData(await staff.admin.dashboard())
  expect(before.days).toHaveLength(30)
  expect(before.days.at(-1)!.day).toBe('2026-11-25')
  expect(before.today.orders).toBeGreaterThanOrEqual(1)
  expect(before.to_confirm).toBeGreaterThanOrEqual(1)
  okData(await staff.admin.orderConfirmPayment({ params: { id: o.id }, body: {} as never }))
  const after = okData(await staff.admin.dashboard())
  expect(after.to_confirm).toBe(before.to_confirm - 1)
  expect(after.to_ship).toBe(before.to_ship + 1)
  expect(BigInt(after.today.revenue.replace('.', ''))).toBe(
    BigInt(before.today.revenue.replace('.', '')) + BigInt(o.total.replace('.', '')),
  )

  // A mail the outbox gave up on.
  await backgroundWork(t.ports)
  const [mail] = await t.db.all<{ id: number }>(sql`SELECT id FROM mail_outbox ORDER BY id DESC LIMIT 1`)
  await t.db.run(
    sql`UPDATE mail_outbox SET sent_at = NULL, attempts = ${MAX_ATTEMPTS}, last_error = 'SMTP 550' WHERE id = ${mail!.id}`,
  )
  const failed = okData(await staff.admin.dashboard()).failed_mails
  expect(failed.map((m) => m.id)).toContain(mail!.id)
  expect(failed.find((m) => m.id === mail!.id)).toMatchObject({ attempts: MAX_ATTEMPTS, last_error: 'SMTP 550' })
  okData(await staff.admin.mailRetry({ params: { id: mail!.id }, body: {} }))
  await backgroundWork(t.ports)
  const [row] = await t.db.all<{ sent_at: string | null }>(sql`SELECT sent_at FROM mail_outbox WHERE id = ${mail!.id}`)
  expect(row!.sent_at).toBeTruthy()
  errorOf(await staff.admin.mailRetry({ params: { id: mail!.id }, body: {} }), 404)
  const audit = await t.db.all<{ action: string }>(
    sql`SELECT action FROM audit_log WHERE object_type = 'mail' AND object_id = ${String(mail!.id)}`,
  )
  expect(audit.map((a) => a.action)).toEqual(['mail.retry'])
})
