/**
 * Accounts on workerd (Miniflare, D1): PBKDF2 password hashing through Web Crypto at 100,000
 * iterations, country names from Intl, the activation mail over the HTTP e-mail API (answered by
 * the test) in the user's language, activation, sign-in with cookies, profile, password change and
 * sign-out. Run after `npm run build`.
 */
import { describe, expect, test, vi } from 'vitest'
import { linkToken } from '../support/mail'
import { message } from '../support/text'
import { browserGet, ORIGIN } from './miniflare'
import { workerForTests } from './worker-for-tests'

type SentMail = { from: string; to: string; subject: string; text: string; html: string; authorization: string | null }
const sent: SentMail[] = []

const worker = workerForTests({
  bindings: {
    MAIL_API_URL: 'https://mail.test/v1/send',
    MAIL_API_KEY: 'mail-key-1',
    MAIL_FROM: 'ChipShop <no-reply@shop.test>',
  },
  async outboundService(request) {
    if (request.url !== 'https://mail.test/v1/send') return new Response('not here', { status: 404 })
    sent.push({
      ...((await request.json()) as Omit<SentMail, 'authorization'>),
      authorization: request.headers.get('authorization'),
    })
    return new Response('{"id":"1"}', { status: 202, headers: { 'content-type': 'application/json' } })
  },
})

const call = async (method: string, path: string, body?: unknown, headers: Record<string, string> = {}) => {
  const res = await worker.mf.dispatchFetch(ORIGIN + path, {
    method,
    headers: { 'content-type': 'application/json', ...headers },
    body: body === undefined ? undefined : JSON.stringify(body),
  })
  return { res, json: (await res.json()) as { code: number; message: string; data: any } }
}

describe('accounts on workerd', () => {
  const email = `worker.${crypto.randomUUID().slice(0, 8)}@example.com`
  const password = 'Passwort-sicher-1'
  let token = ''

  test('register in German: PBKDF2 hash in D1, the German activation mail goes to the e-mail API after the answer', async () => {
    const { res, json } = await call(
      'POST',
      '/api/user/register',
      {
        email,
        password,
        confirm_password: password,
        contact_name: 'Klaus Weber',
        telephone: '+49 30 1234567',
        company_name: 'Weber GmbH',
        country: 'DE',
        policy_agreement: true,
      },
      { lang: 'de' },
    )
    expect(res.status).toBe(200)
    expect(json.message).toBe(message('de', 'api.registered'))
    const row = await worker.d1
      .prepare('SELECT password_hash, locale, activated_at FROM users WHERE email_norm = ?')
      .bind(email)
      .first<Record<string, string | null>>()
    expect(row!.password_hash).toMatch(/^pbkdf2-sha256\$100000\$/)
    expect(row!.locale).toBe('de')
    expect(row!.activated_at).toBeNull()

    await vi.waitFor(() => expect(sent.some((m) => m.to === email)).toBe(true), { timeout: 10_000 })
    const mail = sent.find((m) => m.to === email)!
    expect(mail.authorization).toBe('Bearer mail-key-1')
    expect(mail.from).toBe('ChipShop <no-reply@shop.test>')
    expect(mail.subject).toBe(message('de', 'mail.activate.subject', { site: message('de', 'site.company') }))
    token = linkToken(mail.text, '/de/register/activate')!
    expect(token).toBeTruthy()
    expect(mail.html).toContain(`${ORIGIN}/de/register/activate?token=${token}`)
  })

  test('activate, sign in (cookies), read the profile with the country named by Intl', async () => {
    expect((await call('POST', '/api/user/active', { token })).res.status).toBe(200)
    const login = await call('POST', '/api/user/login', { email, password })
    expect(login.res.status).toBe(200)
    const session = login.json.data.token as string
    expect(login.res.headers.getSetCookie().map((c) => c.split('=')[0])).toEqual(['token', 'userInfo'])
    const profile = await call('GET', '/api/user/profile/info', undefined, {
      authorization: `Bearer ${session}`,
      lang: 'de',
    })
    expect(profile.json.data).toMatchObject({
      email,
      country: 'DE',
      country_name: 'Deutschland',
      company_name: 'Weber GmbH',
    })

    const changed = await call(
      'POST',
      '/api/user/profile/change-password',
      { old_password: password, new_password: 'Neues-Passwort-2', confirm_password: 'Neues-Passwort-2' },
      { authorization: `Bearer ${session}` },
    )
    expect(changed.res.status).toBe(200)
    expect((await call('POST', '/api/user/login', { email, password: 'Neues-Passwort-2' })).res.status).toBe(200)

    expect((await call('DELETE', '/api/session', undefined, { authorization: `Bearer ${session}` })).res.status).toBe(
      200,
    )
    const after = await call('GET', '/api/session', undefined, { authorization: `Bearer ${session}` })
    expect(after.res.status).toBe(401)
    expect(after.json.code).toBe(4001)
  })

  test('the country list in Japanese', async () => {
    const { json } = await call('GET', '/api/common/options/country', undefined, { lang: 'jp' })
    expect(json.data).toHaveLength(249)
    expect(json.data.find((c: { code: string }) => c.code === 'JP').name).toBe('日本')
  })
})

describe('the account pages on workerd', () => {
  test('sign-in, registration, forgotten password and activation are islands pages: the form as HTML, the words its code needs in the islands data', async () => {
    for (const [path, form] of [
      ['/de/login?redirect=%2Fde%2Fmyaccount', 'login'],
      ['/de/register', 'register'],
      ['/de/forgotpassword', 'forgot'],
      ['/de/register/activate', 'resend'],
    ] as const) {
      const res = await browserGet(worker.mf, path)
      expect(res.status, path).toBe(200)
      const html = await res.text()
      expect(html, path).toContain(`data-account-form="${form}"`)
      const data = /<script type="application\/json" id="islands-data"[^>]*>([\s\S]*?)<\/script>/.exec(html)?.[1]
      expect(data, `${path}: the islands data`).toBeDefined()
      const { messages } = JSON.parse(data!) as { messages: { validation?: Record<string, string> } }
      expect(messages.validation?.enterEmail, path).toBe(message('de', 'validation.enterEmail'))
      if (form === 'login') expect(html).toContain('data-target="/de/myaccount"')
    }
  })
})
