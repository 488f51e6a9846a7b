/**
 * Buyers for the contract tests: a registration form as the register page sends it, an activated
 * account with a password (as registration and activation leave it), and a browser — the typed
 * client keeping the cookies the app sets (a guest's `cart` and `bom` cookies) and sending them
 * back, with its Bearer once signed in and a BOM's private link token (header Bom-Token) once given.
 */
import { initClient } from '@ts-rest/core'
import type { z } from 'zod'
import { contract } from '../../contract'
import type { RegisterInput } from '../../contract/accounts'
import { users } from '../../server/db/schema'
import { hashPassword } from '../../server/domains/accounts/password'
import type { TestApp } from './test-app'

export const BUYER_PASSWORD = 'Correct-Horse-9'

export type RegisterBody = z.input<typeof RegisterInput> & { email: string; password: string }

/** A complete registration form with a fresh e-mail address and BUYER_PASSWORD; `over` changes fields. */
export const registration = (over: Record<string, unknown> = {}): RegisterBody =>
  ({
    email: `buyer.${crypto.randomUUID().slice(0, 8)}@example.com`,
    password: BUYER_PASSWORD,
    confirm_password: BUYER_PASSWORD,
    contact_name: 'Ada Lovelace',
    telephone: '+44 20 7946 0958',
    job_title: 'Buyer',
    company_name: 'Analytical Engines Ltd',
    country: 'GB',
    address: '12 Example Street',
    city: 'London',
    state: 'Greater London',
    policy_agreement: true,
    ...over,
  }) as RegisterBody

/** An activated account with BUYER_PASSWORD and a profile in Germany, its address starting with `prefix`. */
export async function activatedAccount(t: TestApp, prefix = 'buyer') {
  const email = `${prefix}-${crypto.randomUUID().slice(0, 8)}@example.com`
  const at = t.clock.now().toISOString()
  const [u] = await t.db
    .insert(users)
    .values({
      email,
      emailNorm: email,
      createdAt: at,
      updatedAt: at,
      passwordHash: await hashPassword(BUYER_PASSWORD),
      activatedAt: at,
      contactName: 'Ada Käufer',
      companyName: 'Käufer GmbH',
      country: 'DE',
    })
    .returning({ id: users.id })
  return { email, userId: u!.id }
}

/**
 * A browser on the test app `t` in language `lang`, calling from address `ip` when given: `api`,
 * the typed client, and `request`, a raw request, both keep the cookies (`jar`; `setCookies` has
 * every Set-Cookie seen). `signedIn` sets its Bearer, `withLink` a BOM's private link token.
 */
export function browser(t: TestApp, { lang = 'en', ip, bearer }: { lang?: string; ip?: string; bearer?: string } = {}) {
  const jar = new Map<string, string>()
  const setCookies: string[] = []
  let session: string | null = bearer ?? null
  let bomToken: string | null = null
  const headersOf = (init?: HeadersInit) => {
    const h = new Headers(init)
    h.set('lang', lang)
    if (jar.size) h.set('cookie', [...jar].map(([k, v]) => `${k}=${v}`).join('; '))
    if (session) h.set('authorization', `Bearer ${session}`)
    if (bomToken) h.set('bom-token', bomToken)
    return h
  }
  const request = async (path: string, init: RequestInit) => {
    const res = await t.request(path, { ...init, headers: headersOf(init.headers) }, { ip })
    for (const c of res.headers.getSetCookie()) {
      setCookies.push(c)
      const [name, value] = c.split(';')[0]!.split('=')
      if (/max-age=0/i.test(c) || !value) jar.delete(name!)
      else jar.set(name!, value)
    }
    return res
  }
  const api = initClient(contract, {
    baseUrl: '',
    baseHeaders: {},
    api: async ({ path, method, headers, body }) => {
      const res = await request(path, { method, headers, body: body as string | undefined })
      return { status: res.status, body: JSON.parse(await res.text()) as unknown, headers: res.headers }
    },
  })
  return {
    api,
    jar,
    setCookies,
    request,
    signedIn: (token: string | null) => void (session = token),
    withLink: (token: string | null) => void (bomToken = token),
  }
}
export type Browser = ReturnType<typeof browser>
