import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { revokeSession, SESSION_DAYS } from '../../server/auth/sessions'
import { envelopeOf, errorOf, okData, startTestApp, type TestApp } from '../support/test-app'
import { message } from '../support/text'

let t: TestApp
beforeAll(async () => {
  t = await startTestApp({ now: '2026-11-05T10:00:00.000Z' })
})
afterAll(() => t?.close())

const DAY = 86_400_000

/** What a client must do on an invalid session (spec §4, §8): HTTP 401 with code 4001 → /exit. */
async function expectSessionInvalid(authorization: string | undefined, lang = 'en') {
  const headers: Record<string, string> = { lang }
  if (authorization !== undefined) headers.authorization = authorization
  const res = await t.request('/api/session', { headers })
  expect(res.status).toBe(401)
  expect(res.headers.get('cache-control')).toBe('no-store')
  expect(await envelopeOf(res)).toEqual({ code: 4001, message: message(lang, 'api.sessionInvalid'), data: null })
}

describe('GET /api/session (extension, needs a session)', () => {
  test('a live session → 200 with its user and expiry, never cached', async () => {
    const { token, userId, expire } = await t.createUserSession()
    const res = await t.client({ authorization: `Bearer ${token}` }).accounts.session()
    expect(okData(res)).toEqual({ user_id: userId, expire })
    expect(Date.parse(expire) - t.clock.now().getTime()).toBe(SESSION_DAYS * DAY)
    expect(res.headers.get('cache-control')).toBe('no-store')
  })

  test('no Authorization header → 401, code 4001', async () => {
    await expectSessionInvalid(undefined)
    const e = errorOf(await t.api.accounts.session(), 401)
    expect(e.code).toBe(4001)
  })

  test.each([
    ['empty', ''],
    ['scheme only', 'Bearer'],
    ['other scheme', 'Basic dXNlcjpwYXNzd29yZA=='],
    ['token too short', 'Bearer abc'],
    ['illegal characters', 'Bearer abc$%^&*()abc$%^&*()abc$%^&*()'],
    ['two tokens', 'Bearer aaaaaaaaaaaaaaaaaaaaaaaa bbbbbbbbbbbbbbbbbbbbbbbbbbbb'],
    ['oversized', `Bearer ${'a'.repeat(500)}`],
  ])('a malformed header (%s) → 401, code 4001', async (_, header) => {
    await expectSessionInvalid(header)
  })

  test('a live token without "Bearer" is not accepted', async () => {
    const { token } = await t.createUserSession()
    await expectSessionInvalid(token)
  })

  test('an unknown, well-formed token → 401, code 4001', async () => {
    await expectSessionInvalid(`Bearer ${'x'.repeat(43)}`)
  })

  test('a session is valid until it expires, then 4001', async () => {
    const { token } = await t.createUserSession({ days: 1 })
    okData(await t.client({ authorization: `Bearer ${token}` }).accounts.session())
    t.clock.advance(DAY + 1000)
    try {
      await expectSessionInvalid(`Bearer ${token}`)
    } finally {
      t.clock.advance(-(DAY + 1000))
    }
  })

  test('a revoked session → 4001 at once, other sessions stay valid', async () => {
    const a = await t.createUserSession()
    const b = await t.createUserSession()
    await revokeSession(t.db, a.token, t.clock.now())
    await expectSessionInvalid(`Bearer ${a.token}`)
    okData(await t.client({ authorization: `Bearer ${b.token}` }).accounts.session())
  })

  test('the 4001 message is in the Lang locale', async () => {
    await expectSessionInvalid(undefined, 'de')
    await expectSessionInvalid(`Bearer ${'y'.repeat(43)}`, 'ar')
  })
})
