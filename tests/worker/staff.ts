/**
 * The Worker's console tests' common ground (Miniflare, D1): the Worker started for a test file,
 * a JSON request as the console's browser sends it (same origin), and a staff member made as
 * `wrangler d1 execute` would (the user with its role and a setup token's hash, in SQL), set up
 * through the Worker's setup link (password, authenticator) and signed in with password and a
 * recovery code: the `staff` cookie.
 */
import type { Miniflare } from 'miniflare'
import { afterAll, beforeAll, expect } from 'vitest'
import { hashToken, randomToken } from '../../server/auth/sessions'
import { totpCode } from '../../server/domains/staff/totp'
import { ORIGIN, startWorker } from './miniflare'

export type D1 = Awaited<ReturnType<Miniflare['getD1Database']>>
export type StaffRole = 'admin' | 'sales'
export const WORKER_STAFF_PASSWORD = 'Worker-pass-2026'

/** Starts the Worker before the file's tests and stops it after; `worker.mf` and `worker.d1` are set in between. */
export function workerForTests(): { mf: Miniflare; d1: D1 } {
  const worker = {} as { mf: Miniflare; d1: D1 }
  beforeAll(async () => {
    worker.mf = await startWorker()
    worker.d1 = await worker.mf.getD1Database('DB')
  })
  afterAll(() => worker.mf?.dispose())
  return worker
}

/** A JSON request (method, body, extra headers) from the shop's own origin. */
export const json = (method: string, body: unknown, headers: Record<string, string> = {}) => ({
  method,
  headers: { 'content-type': 'application/json', origin: ORIGIN, ...headers },
  body: JSON.stringify(body),
})

/** A staff user written into D1 as `wrangler d1 execute` would, with a setup link valid for an hour: its id and the link's token. */
export async function staffSetupLink(
  d1: D1,
  email: string,
  role: StaffRole,
): Promise<{ userId: number; token: string }> {
  const now = new Date().toISOString()
  const user = await d1
    .prepare('INSERT INTO users (email, email_norm, created_at, role) VALUES (?, ?, ?, ?) RETURNING id')
    .bind(email, email, now, role)
    .first<{ id: number }>()
  const token = randomToken()
  await d1
    .prepare('INSERT INTO staff_setup_tokens (token_hash, user_id, created_at, expires_at) VALUES (?, ?, ?, ?)')
    .bind(await hashToken(token), user!.id, now, new Date(Date.now() + 3_600_000).toISOString())
    .run()
  return { userId: user!.id, token }
}

/** A staff member set up and signed in through the Worker: the `staff=…` cookie. */
export async function signInStaff(worker: { mf: Miniflare; d1: D1 }, email: string, role: StaffRole): Promise<string> {
  const { mf } = worker
  const { token } = await staffSetupLink(worker.d1, email, role)
  const info = (await (await mf.dispatchFetch(`${ORIGIN}/api/admin/auth/setup?token=${token}`)).json()) as {
    data: { totp_secret: string }
  }
  const password = WORKER_STAFF_PASSWORD
  const setup = await mf.dispatchFetch(
    `${ORIGIN}/api/admin/auth/setup`,
    json('POST', { token, password, code: totpCode(info.data.totp_secret, new Date()) }),
  )
  const codes = ((await setup.json()) as { data: { recovery_codes: string[] } }).data.recovery_codes
  const login = await mf.dispatchFetch(
    `${ORIGIN}/api/admin/auth/login`,
    json('POST', { email, password, code: codes[0] }),
  )
  expect(login.status).toBe(200)
  return /staff=[^;]+/.exec(login.headers.get('set-cookie') ?? '')![0]
}
