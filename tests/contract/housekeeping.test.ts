/**
 * Housekeeping (server/housekeeping.ts, hourly on Node and by the Worker's cron trigger): rows that
 * can never matter again are deleted — rate-limit counters of ended windows, sessions and e-mailed
 * tokens that ended more than 30 days ago — and nothing that still counts: a window in progress
 * keeps counting, a live session still opens the profile, a session that ended recently stays.
 */
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { accountTokens, captchas, rateLimits, sessions, staffSessions, staffSetupTokens } from '../../server/db/schema'
import { hashToken, revokeSession } from '../../server/auth/sessions'
import { keepHouse } from '../../server/housekeeping'
import { sqlRateLimiter } from '../../server/ports/sql-rate-limiter'
import { startTestApp, type TestApp } from '../support/test-app'

const NOW = new Date('2026-11-05T10:00:00.000Z')
const daysAgo = (days: number) => new Date(NOW.getTime() - days * 86_400_000)

let t: TestApp
beforeAll(async () => {
  t = await startTestApp({ now: NOW.toISOString() })
})
afterAll(() => t?.close())

const profileStatus = async (token: string) =>
  (await t.request('/api/user/profile/info', { headers: { authorization: `Bearer ${token}` } })).status
const sessionKept = async (token: string) =>
  (
    await t.db
      .select()
      .from(sessions)
      .where(eq(sessions.tokenHash, await hashToken(token)))
  ).length === 1

test('deletes ended rate-limit windows and credentials ended 30+ days ago; keeps everything that still counts', async () => {
  const limiter = sqlRateLimiter(t.db, t.clock)
  const longestWindow = Math.max(...Object.values(t.ports.settings.limits).map(([, seconds]) => seconds))
  t.clock.set(new Date(NOW.getTime() - (longestWindow + 60) * 1000))
  await limiter.hit('feedback:198.51.100.7', 2, 600)
  t.clock.set(NOW)
  expect((await limiter.hit('feedback:198.51.100.8', 2, 600)).allowed).toBe(true)
  expect((await limiter.hit('feedback:198.51.100.8', 2, 600)).allowed).toBe(true)

  const live = await t.createUserSession()
  const endedRecently = await t.createUserSession({ at: daysAgo(10), days: 7 })
  const expiredLongAgo = await t.createUserSession({ at: daysAgo(40), days: 7 })
  const revokedLongAgo = await t.createUserSession({ at: daysAgo(35), days: 60 })
  await revokeSession(t.db, revokedLongAgo.token, daysAgo(31))

  const token = (name: string, expiresAt: Date, usedAt: Date | null = null) => ({
    tokenHash: name,
    userId: live.userId,
    purpose: 'reset' as const,
    createdAt: daysAgo(50).toISOString(),
    expiresAt: expiresAt.toISOString(),
    usedAt: usedAt?.toISOString() ?? null,
  })
  await t.db
    .insert(accountTokens)
    .values([
      token('live', new Date(NOW.getTime() + 3_600_000)),
      token('expired-yesterday', daysAgo(1)),
      token('used-31-days-ago', daysAgo(20), daysAgo(31)),
      token('expired-40-days-ago', daysAgo(40)),
    ])

  // Captchas: one that ended two hours ago goes, one that ended a minute ago stays an hour.
  const captcha = (id: string, expiresAt: Date) => ({
    id,
    form: 'rfq',
    answerHash: 'x',
    createdAt: expiresAt.toISOString(),
    expiresAt: expiresAt.toISOString(),
  })
  await t.db
    .insert(captchas)
    .values([
      captcha('ended-two-hours-ago', new Date(NOW.getTime() - 7_200_000)),
      captcha('ended-a-minute-ago', new Date(NOW.getTime() - 60_000)),
    ])

  // The console's: a staff session that expired 40 days ago and a setup link used 31 days ago go.
  await t.db.insert(staffSessions).values([
    {
      tokenHash: 'staff-live',
      userId: 1,
      createdAt: NOW.toISOString(),
      expiresAt: new Date(NOW.getTime() + 3_600_000).toISOString(),
    },
    { tokenHash: 'staff-old', userId: 1, createdAt: daysAgo(41).toISOString(), expiresAt: daysAgo(40).toISOString() },
  ])
  await t.db.insert(staffSetupTokens).values([
    {
      tokenHash: 'link-used-long-ago',
      userId: 1,
      createdAt: daysAgo(32).toISOString(),
      expiresAt: daysAgo(30).toISOString(),
      usedAt: daysAgo(31).toISOString(),
    },
  ])

  expect(await keepHouse(t.ports)).toEqual({
    rateLimitWindows: 1,
    sessions: 2,
    tokens: 2,
    staffCredentials: 2,
    captchas: 1,
    guestBoms: 0,
    guestCarts: 0,
    expiredOrders: 0,
  })
  expect(t.logs.at(-1)).toMatchObject({
    level: 'info',
    msg: 'housekeeping',
    deleted: { rateLimitWindows: 1, sessions: 2, tokens: 2, staffCredentials: 2, captchas: 1, guestCarts: 0 },
  })

  // The window in progress kept its count: the third call of two allowed is refused.
  expect((await limiter.hit('feedback:198.51.100.8', 2, 600)).allowed).toBe(false)
  expect((await t.db.select().from(rateLimits)).map((r) => r.key)).toEqual(['feedback:198.51.100.8'])

  expect(await profileStatus(live.token)).toBe(200)
  expect(await sessionKept(live.token)).toBe(true)
  expect(await sessionKept(endedRecently.token)).toBe(true)
  expect(await profileStatus(endedRecently.token)).toBe(401)
  expect(await sessionKept(expiredLongAgo.token)).toBe(false)
  expect(await sessionKept(revokedLongAgo.token)).toBe(false)
  expect((await t.db.select().from(accountTokens)).map((r) => r.tokenHash).sort()).toEqual([
    'expired-yesterday',
    'live',
  ])

  // Nothing left to delete: a second run deletes nothing.
  expect((await t.db.select().from(captchas)).map((r) => r.id)).toEqual(['ended-a-minute-ago'])
  expect((await t.db.select().from(staffSessions)).map((r) => r.tokenHash)).toEqual(['staff-live'])
  expect(await keepHouse(t.ports)).toEqual({
    rateLimitWindows: 0,
    sessions: 0,
    tokens: 0,
    staffCredentials: 0,
    captchas: 0,
    guestBoms: 0,
    guestCarts: 0,
    expiredOrders: 0,
  })
})
