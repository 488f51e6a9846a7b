/**
 * The console on workerd (Miniflare, D1) (issue 31): a staff member made as `wrangler d1 execute`
 * would (SQL: the user with its role and a setup token's hash), the setup link through the Worker
 * (authenticator enrolled, recovery codes), sign-in with password and a second factor (the staff
 * cookie), and one order action — a reported bank transfer confirmed, Confirming → Preparing —
 * with its event and audit row written in D1's one batch. A customer's session gets 403.
 * Run after `npm run build`.
 */
import { expect, test } from 'vitest'
import { hashToken, randomToken } from '../../server/auth/sessions'
import { totpCode } from '../../server/domains/staff/totp'
import { ORIGIN } from './miniflare'
import { insertBankOrder, json, staffSetupLink, workerForTests, WORKER_STAFF_PASSWORD } from './worker-for-tests'

const worker = workerForTests()

test('setup, sign-in with password + code, and a bank transfer confirmed on D1', async () => {
  const { mf, d1 } = worker
  const now = new Date().toISOString()
  const email = 'worker-sales@shop.test'
  const { userId, token: setupToken } = await staffSetupLink(d1, email, 'sales')

  const info = (await (await mf.dispatchFetch(`${ORIGIN}/api/admin/auth/setup?token=${setupToken}`)).json()) as {
    data: { totp_secret: string }
  }
  const secret = info.data.totp_secret
  const password = WORKER_STAFF_PASSWORD
  const setup = await mf.dispatchFetch(
    `${ORIGIN}/api/admin/auth/setup`,
    json('POST', { token: setupToken, password, code: totpCode(secret, new Date()) }),
  )
  expect(setup.status).toBe(200)
  const codes = ((await setup.json()) as { data: { recovery_codes: string[] } }).data.recovery_codes
  expect(codes).toHaveLength(10)

  // Without the second factor: no session.
  const noCode = await mf.dispatchFetch(
    `${ORIGIN}/api/admin/auth/login`,
    json('POST', { email, password, code: '000000' }),
  )
  expect(noCode.status).toBe(400)
  // The setup's time step is used: sign in with a recovery code.
  const login = await mf.dispatchFetch(
    `${ORIGIN}/api/admin/auth/login`,
    json('POST', { email, password, code: codes[0] }),
  )
  expect(login.status).toBe(200)
  const setCookie = login.headers.get('set-cookie') ?? ''
  expect(setCookie).toMatch(/SameSite=Strict/i)
  expect(setCookie).toMatch(/HttpOnly/i)
  const cookie = /staff=[^;]+/.exec(setCookie)![0]

  // An order whose buyer reported a transfer (as the Confirming status and a remittance leave it).
  const orderId = await insertBankOrder(d1, {
    orderNo: 'CSWORKER1',
    userId: null,
    buyerKey: 'g:b@example.com',
    email: 'b@example.com',
    status: 'Confirming',
    name: 'B',
  })

  const confirmed = await mf.dispatchFetch(
    `${ORIGIN}/api/admin/orders/${orderId}/confirm-payment`,
    json('POST', { reason: '' }, { cookie }),
  )
  expect(confirmed.status).toBe(200)
  expect(((await confirmed.json()) as { data: { status: string } }).data.status).toBe('Preparing')
  const event = await d1
    .prepare("SELECT actor_kind, actor_id FROM order_events WHERE order_id = ? AND to_status = 'Preparing'")
    .bind(orderId)
    .first()
  expect(event).toEqual({ actor_kind: 'staff', actor_id: userId })
  const audit = await d1
    .prepare("SELECT actor_email, action, before, after FROM audit_log WHERE object_type = 'order' AND object_id = ?")
    .bind(String(orderId))
    .all()
  expect(audit.results).toEqual([
    {
      actor_email: email,
      action: 'order.confirmPayment',
      before: '{"status":"Confirming"}',
      after: '{"status":"Preparing"}',
    },
  ])
  // Again: refused by the map, nothing more written.
  const again = await mf.dispatchFetch(
    `${ORIGIN}/api/admin/orders/${orderId}/confirm-payment`,
    json('POST', { reason: '' }, { cookie }),
  )
  expect(again.status).toBe(409)

  // A customer's session: 403; nobody: 4001.
  const buyer = randomToken()
  await d1
    .prepare('INSERT INTO sessions (token_hash, user_id, created_at, expires_at) VALUES (?, ?, ?, ?)')
    .bind(await hashToken(buyer), userId + 1000, now, new Date(Date.now() + 86_400_000).toISOString())
    .run()
  expect(
    (await mf.dispatchFetch(`${ORIGIN}/api/admin/orders`, { headers: { authorization: `Bearer ${buyer}` } })).status,
  ).toBe(403)
  const guest = await mf.dispatchFetch(`${ORIGIN}/api/admin/orders`)
  expect(guest.status).toBe(401)
  expect(((await guest.json()) as { code: number }).code).toBe(4001)
})
