/**
 * Staff for the console's tests, made as a real one is: `createStaffUser` (what `npm run admin --
 * create-user` calls) gives a setup link; the setup page's calls set the password and enrol the
 * authenticator (its codes computed from the secret, as an app would); then the sign-in with
 * password and code answers the `staff` cookie. The test clock moves 30 s between the setup's code
 * and the sign-in's (a time step is accepted once).
 */
import { expect } from 'vitest'
import { createStaffUser } from '../../server/domains/staff/service'
import { totpCode } from '../../server/domains/staff/totp'
import { okData, startTestApp, type TestApp, type TestAppOptions } from './test-app'

export const STAFF_PASSWORD = 'Console-pass-2026'

/** A setup link's token for a new staff member. */
export async function staffSetupToken(t: TestApp, email: string, role: 'admin' | 'sales') {
  const { token } = await createStaffUser(t.db, { email, role }, t.clock.now(), t.ports.settings.publicUrl)
  return token
}

/** The `staff=…` cookie of a sign-in's answer. */
export function staffCookieOf(headers: Headers | undefined): string {
  const set = headers?.get('set-cookie') ?? ''
  const m = /(?:^|,\s*)staff=([^;]*)/.exec(set)
  expect(m, `no staff cookie in ${set}`).toBeTruthy()
  return `staff=${m![1]}`
}

export type Staff = { email: string; secret: string; cookie: string; recoveryCodes: string[]; role: 'admin' | 'sales' }

export async function createStaff(
  t: TestApp,
  role: 'admin' | 'sales',
  email = `${role}-${crypto.randomUUID().slice(0, 8)}@shop.test`,
): Promise<Staff> {
  const token = await staffSetupToken(t, email, role)
  const info = okData(await t.api.admin.staffSetupInfo({ query: { token } }))
  const setup = okData(
    await t.api.admin.staffSetup({
      body: { token, password: STAFF_PASSWORD, code: totpCode(info.totp_secret, t.clock.now()) },
    }),
  )
  t.clock.advance(30_000)
  const login = await t.api.admin.staffLogin({
    body: { email, password: STAFF_PASSWORD, code: totpCode(info.totp_secret, t.clock.now()) },
  })
  okData(login)
  return {
    email,
    role,
    secret: info.totp_secret,
    cookie: staffCookieOf(login.headers),
    recoveryCodes: setup.recovery_codes,
  }
}

/** The typed client with a staff cookie (as the console's browser sends it, same origin). */
export const staffClient = (t: TestApp, staff: Pick<Staff, 'cookie'>, lang = 'en') =>
  t.client({ lang, cookie: staff.cookie } as never)

/**
 * A console test file's start: the test app, then one signed-in staff member per role asked for,
 * made in that order. `({ t, sales } = await startWithStaff({ now }, 'sales'))` in its beforeAll.
 */
export async function startWithStaff<R extends Staff['role']>(
  options: TestAppOptions,
  ...roles: R[]
): Promise<{ t: TestApp } & Record<R, Staff>> {
  const t = await startTestApp(options)
  const staff = {} as Record<R, Staff>
  for (const role of roles) staff[role] = await createStaff(t, role)
  return { t, ...staff }
}
