/**
 * What the Worker's test files share (Miniflare, D1): the Worker started for a test file, a JSON
 * request as the shop's own pages send it (same origin), and people made in D1 as the tests need
 * them — a signed-in buyer (a user and a session's hash, in SQL), and a staff member made as
 * `wrangler d1 execute` would (the user with its role and a setup token's hash), set up through the
 * Worker's setup link (password, authenticator) and signed in with password and a recovery code:
 * the `staff` cookie.
 */
import type { Miniflare } from 'miniflare'
import { afterAll, beforeAll, expect } from 'vitest'
import { hashToken, randomToken } from '../../server/auth/sessions'
import { hashPassword } from '../../server/domains/accounts/password'
import { totpCode } from '../../server/domains/staff/totp'
import { PARIS_ADDRESS } from '../support/addresses'
import { ORIGIN, startWorker, type WorkerOptions } from './miniflare'

export type D1 = Awaited<ReturnType<Miniflare['getD1Database']>>
export type StaffRole = 'admin' | 'sales'
export const WORKER_STAFF_PASSWORD = 'Worker-pass-2026'

/**
 * Starts the Worker (with `options`) before the tests of the file, or of the describe block it is
 * called in, and stops it after; `worker.mf` and `worker.d1` (its DB binding) are set in between.
 */
export function workerForTests(options: WorkerOptions = {}): { mf: Miniflare; d1: D1 } {
  const worker = {} as { mf: Miniflare; d1: D1 }
  beforeAll(async () => {
    worker.mf = await startWorker(options)
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

/**
 * A buyer written into D1 with a session valid for a day, as a sign-in leaves them (activated when
 * `activated`): their id and the session's token (for `Authorization: Bearer`).
 */
export async function signedInBuyer(
  d1: D1,
  email: string,
  { activated = false }: { activated?: boolean } = {},
): Promise<{ userId: number; token: string }> {
  const now = new Date().toISOString()
  const user = await d1
    .prepare('INSERT INTO users (email, email_norm, created_at, activated_at) VALUES (?, ?, ?, ?) RETURNING id')
    .bind(email, email.toLowerCase(), now, activated ? now : null)
    .first<{ id: number }>()
  const token = randomToken()
  await d1
    .prepare('INSERT INTO sessions (token_hash, user_id, created_at, expires_at) VALUES (?, ?, ?, ?)')
    .bind(await hashToken(token), user!.id, now, new Date(Date.now() + 86_400_000).toISOString())
    .run()
  return { userId: user!.id, token }
}

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

/** An order by bank transfer written straight into D1 (1,000,000 e5 = $10, express, an address in Paris): its id. */
export async function insertBankOrder(
  d1: D1,
  order: { orderNo: string; userId: number | null; buyerKey: string; email: string; status: string; name: string },
): Promise<number> {
  const now = new Date().toISOString()
  const address = JSON.stringify({ ...PARIS_ADDRESS, contact_name: order.name, address_line2: '' })
  const row = await d1
    .prepare(
      `INSERT INTO orders (order_no, user_id, buyer_key, email, locale, status, subtotal, freight, total, shipping_method,
       weight_mg, shipping_address, billing_address, pay_method, access_hash, created_at, updated_at, expires_at)
       VALUES (?, ?, ?, ?, 'en', ?, 1000000, 0, 1000000, 'express', 1000, ?, ?, 'bank', 'x', ?, ?, ?) RETURNING id`,
    )
    .bind(order.orderNo, order.userId, order.buyerKey, order.email, order.status, address, address, now, now, now)
    .first<{ id: number }>()
  return row!.id
}

/** An activated account with a password, written into D1 as registration and activation leave it. */
export async function accountWithPassword(d1: D1, email: string, password: string): Promise<void> {
  const at = new Date().toISOString()
  await d1
    .prepare('INSERT INTO users (email, email_norm, created_at, password_hash, activated_at) VALUES (?, ?, ?, ?, ?)')
    .bind(email, email, at, await hashPassword(password), at)
    .run()
}

/** An API answer's envelope. */
export type Answer = { code: number; message: string; data: any }

/**
 * A browser on the Worker: keeps the cookies the Worker sets and sends them back (`setCookies` has
 * every Set-Cookie seen), with its Bearer once signed in and a BOM's private link token (header
 * Bom-Token) once given one. A FormData body goes as a browser sends it: its bytes and its multipart
 * content type with the boundary.
 */
export function workerBrowser(worker: { mf: Miniflare }) {
  const jar = new Map<string, string>()
  const setCookies: string[] = []
  let bearer: string | null = null
  let link: string | null = null
  async function call(method: string, path: string, body?: unknown) {
    const headers: Record<string, string> = { origin: ORIGIN }
    const encoded = body instanceof FormData ? new Request(ORIGIN, { method: 'POST', body }) : null
    if (encoded) headers['content-type'] = encoded.headers.get('content-type')!
    else if (body !== undefined) headers['content-type'] = 'application/json'
    if (jar.size) headers.cookie = [...jar].map(([k, v]) => `${k}=${v}`).join('; ')
    if (bearer) headers.authorization = `Bearer ${bearer}`
    if (link) headers['bom-token'] = link
    const res = await worker.mf.dispatchFetch(ORIGIN + path, {
      method,
      headers,
      body:
        body === undefined ? undefined : encoded ? new Uint8Array(await encoded.arrayBuffer()) : JSON.stringify(body),
    } as never)
    for (const c of res.headers.getSetCookie()) {
      setCookies.push(c)
      const [name, value] = c.split(';')[0]!.split('=')
      if (/max-age=0/i.test(c) || !value) jar.delete(name!)
      else jar.set(name!, value)
    }
    return { status: res.status, json: (await res.json()) as Answer }
  }
  return {
    call,
    jar,
    setCookies,
    signIn: (token: string) => void (bearer = token),
    withLink: (token: string | null) => void (link = token),
  }
}
