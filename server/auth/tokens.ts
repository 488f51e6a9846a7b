import { and, eq, gt, isNull, lt, or } from 'drizzle-orm'
import type { SQLiteColumn } from 'drizzle-orm/sqlite-core'

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

/** A token table's columns: the token's hash, its expiry, and when it ended (revoked_at or used_at). */
export type TokenColumns = { tokenHash: SQLiteColumn; expiresAt: SQLiteColumn; endedAt: SQLiteColumn }

/** The expiry `lifetimeMs` after `now`, as stored. */
export const expiryAfter = (now: Date, lifetimeMs: number) => new Date(now.getTime() + lifetimeMs).toISOString()

/** The row of this token's hash while it may be used: not ended, not expired. */
export const liveTokenRow = (t: TokenColumns, tokenHash: string, now: Date) =>
  and(eq(t.tokenHash, tokenHash), isNull(t.endedAt), gt(t.expiresAt, now.toISOString()))

/** Rows that expired or ended before `cutoff` (housekeeping deletes them: they can never be valid again). */
export const endedBefore = (t: TokenColumns, cutoff: string) => or(lt(t.expiresAt, cutoff), lt(t.endedAt, cutoff))
