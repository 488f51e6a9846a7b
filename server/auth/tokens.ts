import { and, eq, gt, isNull, lt, or } from 'drizzle-orm'
import { integer, text, type SQLiteColumn } from 'drizzle-orm/sqlite-core'

/**
 * What every token table shares — the shop's sessions and e-mailed links (accounts), the console's
 * sessions and setup links (staff): a random token given out once, only its SHA-256 stored, an
 * expiry, and an end (revoked or used). The tables, and the cookies that carry the sessions, stay
 * apart: a staff session never opens the shop and a shop session never opens the console.
 */

export async function hashToken(token: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(token))
  return [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, '0')).join('')
}

/** 32 random bytes, URL-safe base64 (43 characters): session, activation, reset and setup tokens. */
export function randomToken(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(32))
  return btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '')
}

/**
 * The columns of a token table's schema: the token's SHA-256 (the key), whose it is, when it was
 * made and when it expires; a session's table adds `revoked_at` and the address it was opened from,
 * a link's table `used_at`. Each table spreads them into its own columns (accounts/schema.ts, staff/schema.ts).
 */
const tokenTableColumns = () => ({
  tokenHash: text('token_hash').primaryKey(),
  userId: integer('user_id').notNull(),
  createdAt: text('created_at').notNull(),
  expiresAt: text('expires_at').notNull(),
})
export const sessionTableColumns = () => ({
  ...tokenTableColumns(),
  revokedAt: text('revoked_at'),
  /** The address the session was opened from (for the user's and the operator's eyes only). */
  ip: text('ip'),
})
export const linkTableColumns = () => ({ ...tokenTableColumns(), usedAt: text('used_at') })

/** A token table's columns for the queries below: the token's hash, its expiry, and when it ended (revoked_at or used_at). */
export type TokenColumns = { tokenHash: SQLiteColumn; expiresAt: SQLiteColumn; endedAt: SQLiteColumn }

/** A session table's columns as a token table's: its `revoked_at` ends a session. */
export const sessionTokens = (t: { tokenHash: SQLiteColumn; expiresAt: SQLiteColumn; revokedAt: SQLiteColumn }) =>
  ({ tokenHash: t.tokenHash, expiresAt: t.expiresAt, endedAt: t.revokedAt }) satisfies TokenColumns

/** A link table's columns as a token table's: its `used_at` ends a link. */
export const linkTokens = (t: { tokenHash: SQLiteColumn; expiresAt: SQLiteColumn; usedAt: SQLiteColumn }) =>
  ({ tokenHash: t.tokenHash, expiresAt: t.expiresAt, endedAt: t.usedAt }) satisfies TokenColumns

/** The expiry `lifetimeMs` after `now`, as stored. */
export const expiryAfter = (now: Date, lifetimeMs: number) => new Date(now.getTime() + lifetimeMs).toISOString()

/** The row of this token's hash while it may be used: not ended, not expired. */
export const liveTokenRow = (t: TokenColumns, tokenHash: string, now: Date) =>
  and(eq(t.tokenHash, tokenHash), isNull(t.endedAt), gt(t.expiresAt, now.toISOString()))

/** Rows that expired or ended before `cutoff` (housekeeping deletes them: they can never be valid again). */
export const endedBefore = (t: TokenColumns, cutoff: string) => or(lt(t.expiresAt, cutoff), lt(t.endedAt, cutoff))
