/**
 * Disabling a customer on workerd (Miniflare, D1) (issue 32): an admin signed in to the console
 * through the Worker disables a customer who is signed in to the shop; in D1's one batch the
 * account is marked, its sessions end and the audit row is written — the customer's next call
 * answers 4001 and signing in is refused with the localized message; enabling lets them in again;
 * erasing keeps their order with placeholders (json_set in D1's batch).
 * Run after `npm run build`.
 */
import { expect, test } from 'vitest'
import { hashPassword } from '../../server/domains/accounts/password'
import { message } from '../support/text'
import { ORIGIN } from './miniflare'
import { insertBankOrder, json, signInStaff, workerForTests } from './worker-for-tests'

const worker = workerForTests()

test('an admin disables a signed-in customer on D1: the next call answers 4001, sign-in is refused; enabling again', async () => {
  const { mf, d1 } = worker
  const adminEmail = 'worker-admin@shop.test'
  const admin = { email: adminEmail, cookie: await signInStaff(worker, adminEmail, 'admin') }
  const now = new Date().toISOString()
  const email = 'worker-buyer@example.com'
  const password = 'Buyer-pass-2026'
  const customer = await d1
    .prepare(
      "INSERT INTO users (email, email_norm, created_at, activated_at, password_hash, contact_name) VALUES (?, ?, ?, ?, ?, 'Wanda Worker') RETURNING id",
    )
    .bind(email, email, now, now, await hashPassword(password))
    .first<{ id: number }>()
  const signIn = (lang: string) =>
    mf.dispatchFetch(`${ORIGIN}/api/user/login`, json('POST', { email, password }, { lang }))
  const first = await signIn('en')
  expect(first.status).toBe(200)
  const token = ((await first.json()) as { data: { token: string } }).data.token
  const profile = () =>
    mf.dispatchFetch(`${ORIGIN}/api/user/profile/info`, { headers: { authorization: `Bearer ${token}` } })
  expect((await profile()).status).toBe(200)

  // The customer list finds them; sales-level read, admin here.
  const list = await mf.dispatchFetch(`${ORIGIN}/api/admin/customers?q=worker-buyer`, {
    headers: { cookie: admin.cookie },
  })
  expect(((await list.json()) as { data: { list: { id: number }[] } }).data.list.map((r) => r.id)).toEqual([
    customer!.id,
  ])

  const disabled = await mf.dispatchFetch(
    `${ORIGIN}/api/admin/customers/${customer!.id}/disable`,
    json('POST', { reason: 'Worker test' }, { cookie: admin.cookie }),
  )
  expect(disabled.status).toBe(200)
  expect(((await disabled.json()) as { data: { state: string; live_sessions: number } }).data).toMatchObject({
    state: 'disabled',
    live_sessions: 0,
  })
  const next = await profile()
  expect(next.status).toBe(401)
  expect(((await next.json()) as { code: number }).code).toBe(4001)
  const refused = await signIn('de')
  expect(refused.status).toBe(403)
  expect(((await refused.json()) as { message: string }).message).toBe(message('de', 'api.accountDisabled'))
  const sessions = await d1
    .prepare('SELECT count(*) AS n FROM sessions WHERE user_id = ? AND revoked_at IS NULL')
    .bind(customer!.id)
    .first<{ n: number }>()
  expect(sessions!.n).toBe(0)
  const audit = await d1
    .prepare(
      "SELECT actor_email, action, before, after FROM audit_log WHERE object_type = 'customer' AND object_id = ?",
    )
    .bind(String(customer!.id))
    .all()
  expect(audit.results).toEqual([
    {
      actor_email: admin.email,
      action: 'customer.disable',
      before: '{"state":"active"}',
      after: '{"state":"disabled","reason":"Worker test","sessions_ended":1}',
    },
  ])

  const enabled = await mf.dispatchFetch(
    `${ORIGIN}/api/admin/customers/${customer!.id}/enable`,
    json('POST', {}, { cookie: admin.cookie }),
  )
  expect(enabled.status).toBe(200)
  expect((await signIn('en')).status).toBe(200)

  // Erasure on D1: the order row stays, its personal fields become placeholders (json_set in the batch).
  const orderId = await insertBankOrder(d1, {
    orderNo: 'CSWORKERC1',
    userId: customer!.id,
    buyerKey: `u:${customer!.id}`,
    email,
    status: 'Received',
    name: 'Wanda Worker',
  })
  const erased = await mf.dispatchFetch(
    `${ORIGIN}/api/admin/customers/${customer!.id}/erase`,
    json('POST', { confirm_email: email }, { cookie: admin.cookie }),
  )
  expect(erased.status).toBe(200)
  const kept = await d1
    .prepare('SELECT order_no, total, email, shipping_address FROM orders WHERE id = ?')
    .bind(orderId)
    .first<{ order_no: string; total: number; email: string; shipping_address: string }>()
  expect(kept).toMatchObject({ order_no: 'CSWORKERC1', total: 1000000, email: `erased-${customer!.id}@erased.invalid` })
  expect(JSON.parse(kept!.shipping_address)).toMatchObject({ contact_name: '[erased]', country: 'FR', telephone: '' })
  expect((await signIn('en')).status).toBe(400)
})
