/**
 * What the disabled-customer check costs on a signed-in request (findSession's NOT EXISTS on
 * users, issue 32). It is part of the session lookup (one statement, the users row found by its
 * primary key); this times that statement against the same lookup without the check, and signed-in
 * requests through the whole app in-process (GET /api/session with the Bearer token, the profile
 * page with the token cookie), and prints SQLite's plan. One JSON line, milliseconds.
 *
 *   npm run build && node scripts/run-ts.mjs tests/bench/session-lookup.ts
 */
import { and, sql } from 'drizzle-orm'
import { sessions } from '../../server/db/schema'
import { findSession, hashToken } from '../../server/auth/sessions'
import { liveTokenRow } from '../../server/auth/tokens'
import { startTestApp } from '../support/test-app'

function stats(times: number[]) {
  const s = [...times].sort((a, b) => a - b)
  const at = (p: number) => s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))]!
  const r = (n: number) => Math.round(n * 1000) / 1000
  return { n: s.length, p50: r(at(50)), p95: r(at(95)), p99: r(at(99)) }
}

async function main() {
  // The contract tests' app (seeded demo shop, the built pages, generous rate limits).
  const t = await startTestApp()
  const db = t.db
  const now = t.clock.now()
  // 20,000 more customers (every tenth disabled) and 20,000 sessions among them; 500 signed-in buyers.
  const USERS = 20_000
  await db.run(sql`WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < ${USERS})
    INSERT INTO users (email, email_norm, created_at, activated_at, disabled_at)
    SELECT 'b' || i || '@example.com', 'b' || i || '@example.com', ${now.toISOString()}, ${now.toISOString()},
      CASE WHEN i % 10 = 0 THEN ${now.toISOString()} END FROM n`)
  const tokens: string[] = []
  for (let i = 0; i < 500; i++) tokens.push((await t.createUserSession()).token)
  await db.run(sql`WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < ${USERS})
    INSERT INTO sessions (token_hash, user_id, created_at, expires_at) SELECT hex(randomblob(32)), 1 + abs(random()) % ${USERS},
      ${now.toISOString()}, ${new Date(now.getTime() + 86_400_000).toISOString()} FROM n`)

  const timed = async (count: number, run: (i: number) => Promise<unknown>) => {
    for (let i = 0; i < 50; i++) await run(i)
    const times: number[] = []
    for (let i = 0; i < count; i++) {
      const t = performance.now()
      await run(i)
      times.push(performance.now() - t)
    }
    return stats(times)
  }
  const withoutCheck = async (token: string) =>
    (
      await db
        .select({ userId: sessions.userId, expire: sessions.expiresAt, tokenHash: sessions.tokenHash })
        .from(sessions)
        .where(
          and(
            liveTokenRow(
              { tokenHash: sessions.tokenHash, expiresAt: sessions.expiresAt, endedAt: sessions.revokedAt },
              await hashToken(token),
              now,
            ),
          ),
        )
        .limit(1)
    )[0]
  const request = async (path: string, headers: Record<string, string>) => {
    const res = await t.request(path, { headers })
    await res.text()
    if (res.status !== 200) throw new Error(`${path} answered ${res.status}`)
  }
  const N = 3000
  // Alternated, so that the machine's noise falls on both alike.
  const out: Record<string, unknown> = {}
  for (const round of [1, 2]) {
    out[`findSession_${round}`] = await timed(N, (i) => findSession(db, tokens[i % tokens.length]!, now))
    out[`withoutCheck_${round}`] = await timed(N, (i) => withoutCheck(tokens[i % tokens.length]!))
  }
  out.apiSession = await timed(1000, (i) =>
    request('/api/session', { authorization: `Bearer ${tokens[i % tokens.length]!}` }),
  )
  out.profilePage = await timed(300, (i) =>
    request('/myaccount/my-profile', { cookie: `token=${tokens[i % tokens.length]!}` }),
  )
  const [u] = await db
    .all(
      sql`EXPLAIN QUERY PLAN SELECT 1 FROM sessions WHERE token_hash = 'x' AND revoked_at IS NULL
    AND expires_at > 'y' AND NOT EXISTS (SELECT 1 FROM users WHERE users.id = sessions.user_id AND users.disabled_at IS NOT NULL)`,
    )
    .then((rows) => [rows.map((r) => (r as { detail: string }).detail).join(' | ')])
  out.plan = u
  await t.close()
  console.log(JSON.stringify(out))
}

main().catch((error) => {
  console.error(error)
  process.exit(1)
})
