/**
 * Staff sign-in of the operations console (issue 31): the setup link of `npm run admin --
 * create-user` (one time, enrols the authenticator, answers hashed recovery codes), sign-in with
 * password AND a TOTP code (each time step once) or a recovery code (once), the `staff` cookie
 * (HttpOnly, SameSite=Strict, 8 hours, separate from the shop's), expiry and revocation, the
 * limits on sign-in, and the audit rows.
 */
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { totpCode } from '../../server/domains/staff/totp'
import { errorOf, okData, startTestApp, type TestApp } from '../support/test-app'
import { createStaff, STAFF_PASSWORD, staffClient, staffCookieOf, staffSetupToken } from '../support/staff'

let t: TestApp
beforeAll(async () => {
  t = await startTestApp({ seed: false, now: '2026-11-25T10:00:00.000Z', limits: { staffLoginAccount: [5, 900] } })
})
afterAll(() => t?.close())

const audit = (action: string) =>
  t.db.all<{ actor_email: string; ip: string; object_id: string; after: string }>(
    sql`SELECT actor_email, ip, object_id, after FROM audit_log WHERE action = ${action} ORDER BY id`,
  )

describe('setup link', () => {
  test('enrols the authenticator, sets the password, answers recovery codes stored hashed; used once', async () => {
    const email = 'first-admin@shop.test'
    const token = await staffSetupToken(t, email, 'admin')
    const info = okData(await t.api.admin.staffSetupInfo({ query: { token } }))
    expect(info.email).toBe(email)
    expect(info.role).toBe('admin')
    expect(info.otpauth_uri).toMatch(/^otpauth:\/\/totp\/ChipShop:first-admin%40shop\.test\?.*secret=/)
    expect(info.otpauth_uri).toContain(`secret=${info.totp_secret}`)
    // A wrong code: nothing is set, the link still works.
    errorOf(await t.api.admin.staffSetup({ body: { token, password: STAFF_PASSWORD, code: '000000' } }), 400)
    const done = okData(
      await t.api.admin.staffSetup({
        body: { token, password: STAFF_PASSWORD, code: totpCode(info.totp_secret, t.clock.now()) },
      }),
    )
    expect(done.recovery_codes).toHaveLength(10)
    const stored = await t.db.all<{ code_hash: string }>(sql`SELECT code_hash FROM staff_recovery_codes`)
    for (const code of done.recovery_codes) expect(stored.map((r) => r.code_hash)).not.toContain(code)
    expect(stored.every((r) => /^[0-9a-f]{64}$/.test(r.code_hash))).toBe(true)
    // Used up.
    errorOf(await t.api.admin.staffSetupInfo({ query: { token } }), 404)
    errorOf(
      await t.api.admin.staffSetup({
        body: { token, password: STAFF_PASSWORD, code: totpCode(info.totp_secret, t.clock.now()) },
      }),
      404,
    )
    expect((await audit('staff.setup')).map((r) => r.actor_email)).toContain(email)
  })

  test('an unknown or expired link is refused', async () => {
    errorOf(await t.api.admin.staffSetupInfo({ query: { token: 'x'.repeat(43) } }), 404)
    const token = await staffSetupToken(t, 'late@shop.test', 'sales')
    t.clock.advance(49 * 3_600_000)
    errorOf(await t.api.admin.staffSetupInfo({ query: { token } }), 404)
  })
})

describe('sign-in', () => {
  test('password and TOTP code give the staff cookie (HttpOnly, Strict, 8 h); me answers who', async () => {
    const s = await createStaff(t, 'sales', 'desk@shop.test')
    expect(s.cookie).toMatch(/^staff=[A-Za-z0-9_-]{43}$/)
    t.clock.advance(30_000)
    const res = await t.api.admin.staffLogin({
      body: { email: 'DESK@shop.test', password: STAFF_PASSWORD, code: totpCode(s.secret, t.clock.now()) },
    })
    const set = res.headers.get('set-cookie') ?? ''
    expect(set).toMatch(/HttpOnly/i)
    expect(set).toMatch(/SameSite=Strict/i)
    expect(set).toMatch(/Max-Age=28800/)
    const me = okData(await staffClient(t, s).admin.staffMe())
    expect(me).toMatchObject({ email: 'desk@shop.test', role: 'sales' })
    expect(new Date(me.expire).getTime() - t.clock.now().getTime()).toBeLessThanOrEqual(8 * 3_600_000)
    const signIns = await audit('staff.signIn')
    expect(signIns.at(-1)).toMatchObject({ actor_email: 'desk@shop.test', ip: '203.0.113.10' })
  })

  test('the TOTP code is required: without it, wrong, or replayed, no session', async () => {
    const s = await createStaff(t, 'sales')
    const noCode = await t.api.admin.staffLogin({ body: { email: s.email, password: STAFF_PASSWORD } as never })
    expect(noCode.status).toBe(400)
    t.clock.advance(30_000)
    const wrong = await t.api.admin.staffLogin({ body: { email: s.email, password: STAFF_PASSWORD, code: '123456' } })
    expect(errorOf(wrong, 400).message).toBe('E-mail, password or code is not right.')
    const code = totpCode(s.secret, t.clock.now())
    const badPassword = await t.api.admin.staffLogin({ body: { email: s.email, password: 'Wrong-pass-1', code } })
    errorOf(badPassword, 400)
    okData(await t.api.admin.staffLogin({ body: { email: s.email, password: STAFF_PASSWORD, code } }))
    // The same code (the same time step) again: refused.
    errorOf(await t.api.admin.staffLogin({ body: { email: s.email, password: STAFF_PASSWORD, code } }), 400)
    expect(badPassword.headers.get('set-cookie') ?? '').not.toContain('staff=')
  })

  test('a recovery code signs in once', async () => {
    const s = await createStaff(t, 'admin')
    const code = s.recoveryCodes[0]!
    const first = await t.api.admin.staffLogin({ body: { email: s.email, password: STAFF_PASSWORD, code } })
    expect(staffCookieOf(first.headers)).toMatch(/^staff=/)
    errorOf(await t.api.admin.staffLogin({ body: { email: s.email, password: STAFF_PASSWORD, code } }), 400)
  })

  test('a customer with a password and no staff role cannot sign in to the console', async () => {
    const u = await t.createUserSession({ email: 'shopper@example.com' })
    await t.db.run(
      sql`UPDATE users SET password_hash = (SELECT password_hash FROM users WHERE email = 'desk@shop.test') WHERE id = ${u.userId}`,
    )
    errorOf(
      await t.api.admin.staffLogin({
        body: { email: 'shopper@example.com', password: STAFF_PASSWORD, code: '123456' },
      }),
      400,
    )
  })

  test('past 5 failures of one account in 15 minutes, sign-in is refused with 429 even with the right code', async () => {
    const s = await createStaff(t, 'sales')
    for (let i = 0; i < 5; i++)
      errorOf(await t.api.admin.staffLogin({ body: { email: s.email, password: 'Wrong-pass-1', code: '123456' } }), 400)
    t.clock.advance(30_000)
    const right = await t.api.admin.staffLogin({
      body: { email: s.email, password: STAFF_PASSWORD, code: totpCode(s.secret, t.clock.now()) },
    })
    expect(right.status).toBe(429)
    t.clock.advance(31 * 60_000)
    okData(
      await t.api.admin.staffLogin({
        body: { email: s.email, password: STAFF_PASSWORD, code: totpCode(s.secret, t.clock.now()) },
      }),
    )
  })
})

describe('staff sessions', () => {
  test('end after 8 hours', async () => {
    const s = await createStaff(t, 'sales')
    okData(await staffClient(t, s).admin.staffMe())
    t.clock.advance(8 * 3_600_000 - 60_000)
    okData(await staffClient(t, s).admin.staffMe())
    t.clock.advance(120_000)
    expect((await staffClient(t, s).admin.staffMe()).body.code).toBe(4001)
  })

  test('sign out revokes the session in the database, with an audit row', async () => {
    const s = await createStaff(t, 'sales')
    const res = await staffClient(t, s).admin.staffLogout({ body: {} })
    okData(res)
    expect(res.headers.get('set-cookie') ?? '').toMatch(/staff=;.*Max-Age=0/i)
    expect((await staffClient(t, s).admin.staffMe()).body.code).toBe(4001)
    expect((await audit('staff.signOut')).at(-1)!.actor_email).toBe(s.email)
  })

  test('a role taken away ends the console for every session of that user', async () => {
    const s = await createStaff(t, 'sales')
    await t.db.run(sql`UPDATE users SET role = 'customer' WHERE email = ${s.email}`)
    expect((await staffClient(t, s).admin.staffMe()).body.code).toBe(4001)
  })

  test('a new setup link revokes the old sessions', async () => {
    const s = await createStaff(t, 'sales')
    await staffSetupToken(t, s.email, 'sales')
    expect((await staffClient(t, s).admin.staffMe()).body.code).toBe(4001)
  })

  test("the shop's session of a staff member never opens the console", async () => {
    const s = await createStaff(t, 'admin')
    const [row] = await t.db.all<{ id: number }>(sql`SELECT id FROM users WHERE email = ${s.email}`)
    const { createSession } = await import('../../server/auth/sessions')
    const shop = await createSession(t.db, row!.id, t.clock.now())
    const res = await t.client({ authorization: `Bearer ${shop.token}` }).admin.staffMe()
    expect(res.status).toBe(403)
  })

  test("a staff member's console session never opens the shop (Bearer or the shop's cookie)", async () => {
    const s = await createStaff(t, 'admin')
    const staffToken = s.cookie.slice('staff='.length)
    expect((await staffClient(t, s).admin.staffMe()).status).toBe(200)
    expect((await t.client({ authorization: `Bearer ${staffToken}` }).accounts.session()).body.code).toBe(4001)
    expect((await t.client({ cookie: `token=${staffToken}` } as never).accounts.session()).body.code).toBe(4001)
  })
})

describe('the audit log is append-only', () => {
  test('UPDATE and DELETE are refused by the database', async () => {
    const refusal = async (run: Promise<unknown>) => {
      const error = (await run.then(
        () => null,
        (e: unknown) => e,
      )) as { cause?: unknown } | null
      return String(error?.cause ?? error)
    }
    const before = await t.db.all(sql`SELECT * FROM audit_log ORDER BY id`)
    expect(before.length).toBeGreaterThan(5)
    expect(await refusal(t.db.run(sql`UPDATE audit_log SET action = 'x'`))).toMatch(/append-only/)
    expect(await refusal(t.db.run(sql`DELETE FROM audit_log`))).toMatch(/append-only/)
    expect(await t.db.all(sql`SELECT * FROM audit_log ORDER BY id`)).toEqual(before)
  })
})

describe('admins manage staff', () => {
  test('add (a setup link), list, change a role, remove: each ends the member’s sessions, with audit rows; not oneself; sales may not', async () => {
    const boss = await createStaff(t, 'admin')
    const api = staffClient(t, boss)
    const added = okData(await api.admin.staffAdd({ body: { email: 'new-desk@shop.test', role: 'sales' } }))
    expect(added.member).toMatchObject({
      email: 'new-desk@shop.test',
      role: 'sales',
      enrolled: false,
      live_sessions: 0,
    })
    expect(added.setup_link).toMatch(/^http:\/\/shop\.test\/admin\/setup\?token=[A-Za-z0-9_-]{43}$/)
    const token = new URL(added.setup_link).searchParams.get('token')!
    expect(okData(await t.api.admin.staffSetupInfo({ query: { token } })).email).toBe('new-desk@shop.test')

    const desk = await createStaff(t, 'sales', 'second-desk@shop.test')
    const list = okData(await api.admin.staffList())
    const member = list.find((m) => m.email === 'second-desk@shop.test')!
    expect(member).toMatchObject({ role: 'sales', enrolled: true, live_sessions: 1 })

    expect(okData(await api.admin.staffRole({ params: { id: member.id }, body: { role: 'admin' } })).role).toBe('admin')
    expect((await staffClient(t, desk).admin.staffMe()).body.code).toBe(4001)
    okData(await api.admin.staffRemove({ params: { id: member.id }, body: {} }))
    expect(okData(await api.admin.staffList()).map((m) => m.email)).not.toContain('second-desk@shop.test')
    const [row] = await t.db.all<{ role: string }>(sql`SELECT role FROM users WHERE id = ${member.id}`)
    expect(row!.role).toBe('customer')

    const me = list.find((m) => m.email === boss.email)!
    errorOf(await api.admin.staffRemove({ params: { id: me.id }, body: {} }), 409)
    errorOf(await api.admin.staffRole({ params: { id: me.id }, body: { role: 'sales' } }), 409)
    const actions = (
      await t.db.all<{ action: string }>(
        sql`SELECT action FROM audit_log WHERE object_type = 'staff' AND object_id = ${String(member.id)} ORDER BY id`,
      )
    ).map((r) => r.action)
    expect(actions).toEqual(['staff.create', 'staff.setup', 'staff.signIn', 'staff.role', 'staff.remove'])

    const sales = await createStaff(t, 'sales')
    expect((await staffClient(t, sales).admin.staffList()).status).toBe(403)
  })
})
