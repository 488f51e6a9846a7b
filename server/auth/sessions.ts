import { and, eq, isNotNull, isNull, ne, notExists } from 'drizzle-orm'
import type { Db } from '../db/client'
import { accountTokens, sessions, users } from '../db/schema'
import { endedBefore, expiryAfter, hashToken, linkTokens, liveTokenRow, randomToken, sessionTokens } from './tokens'

export const SESSION_DAYS = 7
/** Sessions and e-mailed tokens that ended (expired, revoked, used) stay this long for the operator's eyes. */
export const ENDED_CREDENTIALS_KEPT_DAYS = 30

/** The token of an `Authorization: Bearer <token>` header; the scheme in any case (RFC 7235). */
export function bearerToken(header: string | undefined | null): string | null {
  const m = /^Bearer\s+([A-Za-z0-9_-]{20,200})$/i.exec(header?.trim() ?? '')
  return m ? m[1]! : null
}

export { hashToken, randomToken }

/** The shop's session table as a token table; its `revoked_at` ends a session. */
const sessionTokenColumns = sessionTokens(sessions)
/** The e-mailed links' table as a token table; its `used_at` ends a link. */
export const accountTokenColumns = linkTokens(accountTokens)

/**
 * The live session a token belongs to, or null when missing, unknown, expired or revoked, or when
 * its user was disabled (issue 32: disabling revokes the sessions too; this also stops one opened
 * by a sign-in that was checking the password while the account was being disabled).
 */
export async function findSession(db: Db, token: string | null, now: Date) {
  if (!token) return null
  const [row] = await db
    .select({ userId: sessions.userId, expire: sessions.expiresAt, tokenHash: sessions.tokenHash })
    .from(sessions)
    .where(
      and(
        liveTokenRow(sessionTokenColumns, await hashToken(token), now),
        notExists(
          db
            .select({ id: users.id })
            .from(users)
            .where(and(eq(users.id, sessions.userId), isNotNull(users.disabledAt))),
        ),
      ),
    )
    .limit(1)
  return row ?? null
}

/** Opens a session for a user; only the token's hash is stored. */
export async function createSession(db: Db, userId: number, now: Date, days = SESSION_DAYS, ip?: string) {
  const token = randomToken()
  const expire = expiryAfter(now, days * 86_400_000)
  await db.insert(sessions).values({
    tokenHash: await hashToken(token),
    userId,
    createdAt: now.toISOString(),
    expiresAt: expire,
    ip: ip ?? null,
  })
  return { token, expire }
}

export async function revokeSession(db: Db, token: string, now: Date) {
  await db
    .update(sessions)
    .set({ revokedAt: now.toISOString() })
    .where(eq(sessions.tokenHash, await hashToken(token)))
}

/** Revokes every live session of a user but the one whose hash is `keep` (password change). */
export function revokeOtherSessions(db: Db, userId: number, keep: string | null, now: Date) {
  return db
    .update(sessions)
    .set({ revokedAt: now.toISOString() })
    .where(
      and(eq(sessions.userId, userId), isNull(sessions.revokedAt), keep ? ne(sessions.tokenHash, keep) : undefined),
    )
}

/**
 * Deletes the sessions and e-mailed tokens that ended (expired, revoked or used) more than
 * ENDED_CREDENTIALS_KEPT_DAYS ago: none of them can ever be valid again.
 */
export async function deleteEndedCredentials(db: Db, now: Date): Promise<{ sessions: number; tokens: number }> {
  const cutoff = new Date(now.getTime() - ENDED_CREDENTIALS_KEPT_DAYS * 86_400_000).toISOString()
  const [endedSessions, endedTokens] = await db.batch([
    db.delete(sessions).where(endedBefore(sessionTokenColumns, cutoff)).returning({ id: sessions.userId }),
    db.delete(accountTokens).where(endedBefore(accountTokenColumns, cutoff)).returning({ id: accountTokens.userId }),
  ])
  return { sessions: endedSessions.length, tokens: endedTokens.length }
}
