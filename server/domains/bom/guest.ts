import { and, eq, gt, isNotNull, lte, sql, type SQL } from 'drizzle-orm'
import { inList } from '../../db/lists'
import { hashToken, randomToken } from '../../auth/tokens'
import type { Db } from '../../db/client'
import type { Ports } from '../../ports'
import type { CookieWrite } from '../../services/answers'
import { bomLines, boms } from './schema'

/**
 * Guests' BOMs (issue 33): a buyer without an account uploads, maps, matches and prices a BOM too.
 * It has no user; it is found by the random token of its private link (`/bom/{id}?token=`), sent
 * back by the browser as header `Bom-Token`; only the token's hash is stored. It lives
 * GUEST_BOM_HOURS from the upload; the housekeeping then deletes it with its file. The upload also
 * sets the HttpOnly `bom` cookie with the token, so that signing in or registering in the same
 * browser moves the BOM into the account (as the guest cart moves); coming back to the private
 * link signed in moves it too.
 */
export const GUEST_BOM_HOURS = 24
export const GUEST_BOM_COOKIE = 'bom'
export const GUEST_BOM_HEADER = 'bom-token'

const LIFE_MS = GUEST_BOM_HOURS * 3_600_000
const TOKEN = /^[A-Za-z0-9_-]{20,200}$/

/** A well-formed token, or null. */
export const bomToken = (value: string | undefined | null): string | null => (value && TOKEN.test(value) ? value : null)

/** The cookie that forgets the guest BOM (it moved into an account). */
export const forgetGuestBomCookie: CookieWrite = { name: GUEST_BOM_COOKIE, value: '', maxAgeSeconds: 0, httpOnly: true }

/** The token of the `bom` cookie in a Cookie header, or null. */
export function guestBomCookieToken(cookieHeader: string | undefined): string | null {
  for (const part of (cookieHeader ?? '').split(';')) {
    const [name, value] = part.trim().split('=', 2)
    if (name === GUEST_BOM_COOKIE) return bomToken(value)
  }
  return null
}

/** A new guest BOM's token, its hash and end. */
export async function newGuestBomOwner(now: Date) {
  const token = randomToken()
  return {
    token,
    guestTokenHash: await hashToken(token),
    expiresAt: new Date(now.getTime() + LIFE_MS).toISOString(),
    cookie: { name: GUEST_BOM_COOKIE, value: token, maxAgeSeconds: LIFE_MS / 1000, httpOnly: true } as CookieWrite,
  }
}

/** The live guest BOM `id` of a token, or null. */
export async function findGuestBom(db: Db, id: number, token: string, now: Date) {
  const [row] = await db
    .select()
    .from(boms)
    .where(and(eq(boms.id, id), eq(boms.guestTokenHash, await hashToken(token)), gt(boms.expiresAt, now.toISOString())))
  return row ?? null
}

/**
 * The statement that moves the live guest BOM of a token into an account (`userId`: an id, or a
 * subquery of a user made in the same batch: registration).
 */
export const moveGuestBomStatement = (db: Db, tokenHash: string, userId: number | SQL, now: Date) =>
  db
    .update(boms)
    .set({ userId: userId as number, guestTokenHash: null, expiresAt: null, updatedAt: now.toISOString() })
    .where(and(eq(boms.guestTokenHash, tokenHash), gt(boms.expiresAt, now.toISOString())))
    .returning({ id: boms.id })

/** Moves the live guest BOM of a token into a user's account; answers whether one moved. */
export async function moveGuestBom(db: Db, token: string, userId: number, now: Date): Promise<boolean> {
  return (await moveGuestBomStatement(db, await hashToken(token), userId, now)).length > 0
}

/**
 * On sign-in and registration: the guest BOM of the request's `bom` cookie, if any, moves into the
 * account. Answers the cookie to write (forgotten when one moved).
 */
export async function takeGuestBomIntoAccount(
  db: Db,
  cookieHeader: string | undefined,
  userId: number,
  now: Date,
): Promise<CookieWrite[]> {
  const token = guestBomCookieToken(cookieHeader)
  if (!token || !(await moveGuestBom(db, token, userId, now))) return []
  return [forgetGuestBomCookie]
}

/** Deletes the guests' BOMs past their end (up to 500 a round), their lines and their files (housekeeping). */
export async function deleteExpiredGuestBoms(ports: Pick<Ports, 'db' | 'files'>, now: Date): Promise<number> {
  const { db } = ports
  const ended = await db
    .select({ id: boms.id, fileKey: boms.fileKey })
    .from(boms)
    .where(and(isNotNull(boms.expiresAt), lte(boms.expiresAt, now.toISOString())))
    .limit(500)
  if (!ended.length) return 0
  const ids = ended.map((b) => b.id)
  await db.batch([
    db.delete(bomLines).where(sql`${bomLines.bomId} IN ${inList(ids)}`),
    db.delete(boms).where(sql`${boms.id} IN ${inList(ids)}`),
  ])
  for (const b of ended) await ports.files.delete(b.fileKey)
  return ended.length
}
