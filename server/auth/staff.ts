import { and, eq, inArray, isNull } from 'drizzle-orm'
import type { Db } from '../db/client'
import { endedBefore, expiryAfter, hashToken, linkTokens, liveTokenRow, randomToken, sessionTokens } from './tokens'
import { users } from '../domains/accounts/schema'
import { staffSessions, staffSetupTokens } from '../domains/staff/schema'

/**
 * The console's sessions: a cookie of their own (`staff`), never the shop's `token`; HttpOnly and
 * SameSite=Strict (a link from another site does not carry it), at most 8 hours, revocable (sign
 * out, or every session of a user when an admin changes or removes them). Only the token's SHA-256
 * is stored. A session counts only while its user still has a staff role.
 */
export const STAFF_COOKIE = 'staff'
export const STAFF_SESSION_HOURS = 8
export const STAFF_ROLES = ['sales', 'admin'] as const
export type StaffRole = (typeof STAFF_ROLES)[number]
export const isStaffRole = (role: string): role is StaffRole => (STAFF_ROLES as readonly string[]).includes(role)

export type StaffSession = { userId: number; email: string; role: StaffRole; expire: string; tokenHash: string }

/** The console's session table as a token table; its `revoked_at` ends a session. */
const staffSessionTokens = sessionTokens(staffSessions)
/** The setup links' table as a token table; its `used_at` ends a link. */
export const setupTokenColumns = linkTokens(staffSetupTokens)

/** The statement that opens a session (put it in the sign-in's batch) and the token for the cookie. */
export async function newStaffSession(db: Db, userId: number, now: Date, ip: string) {
  const token = randomToken()
  const tokenHash = await hashToken(token)
  const expire = expiryAfter(now, STAFF_SESSION_HOURS * 3_600_000)
  const statement = db
    .insert(staffSessions)
    .values({ tokenHash, userId, createdAt: now.toISOString(), expiresAt: expire, ip })
  return { token, tokenHash, expire, statement }
}

/** The live staff session of a cookie's token, with its user's current role; null otherwise. */
export async function findStaffSession(
  db: Db,
  token: string | null | undefined,
  now: Date,
): Promise<StaffSession | null> {
  if (!token || !/^[A-Za-z0-9_-]{20,200}$/.test(token)) return null
  const [row] = await db
    .select({
      userId: staffSessions.userId,
      expire: staffSessions.expiresAt,
      tokenHash: staffSessions.tokenHash,
      email: users.email,
      role: users.role,
    })
    .from(staffSessions)
    .innerJoin(users, eq(users.id, staffSessions.userId))
    .where(and(liveTokenRow(staffSessionTokens, await hashToken(token), now), inArray(users.role, [...STAFF_ROLES])))
    .limit(1)
  return row ? { ...row, role: row.role as StaffRole } : null
}

/** Ends one session (sign out). */
export const revokeStaffSession = (db: Db, tokenHash: string, now: Date) =>
  db.update(staffSessions).set({ revokedAt: now.toISOString() }).where(eq(staffSessions.tokenHash, tokenHash))

/** Ends every live session of a user (role changed or removed, credentials reset). */
export const revokeStaffSessionsOf = (db: Db, userId: number, now: Date) =>
  db
    .update(staffSessions)
    .set({ revokedAt: now.toISOString() })
    .where(and(eq(staffSessions.userId, userId), isNull(staffSessions.revokedAt)))

/** The value of one cookie in a Cookie header. */
export function cookieValue(header: string | undefined, name: string): string | null {
  for (const part of (header ?? '').split(';')) {
    const i = part.indexOf('=')
    if (i > 0 && part.slice(0, i).trim() === name) return decodeURIComponent(part.slice(i + 1).trim())
  }
  return null
}

/**
 * Housekeeping: the console's sessions and setup links that ended (expired, revoked, used) more
 * than `keptDays` ago, which can never be valid again, are deleted.
 */
export async function deleteEndedStaffCredentials(db: Db, now: Date, keptDays: number) {
  const cutoff = new Date(now.getTime() - keptDays * 86_400_000).toISOString()
  const [ended, links] = await db.batch([
    db.delete(staffSessions).where(endedBefore(staffSessionTokens, cutoff)).returning({ id: staffSessions.userId }),
    db
      .delete(staffSetupTokens)
      .where(endedBefore(setupTokenColumns, cutoff))
      .returning({ id: staffSetupTokens.userId }),
  ])
  return ended.length + links.length
}
