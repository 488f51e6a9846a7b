import { and, eq, gt, lt, sql } from 'drizzle-orm'
import { MAX_CART_LINES } from '../../../contract/cart'
import { hashToken, randomToken } from '../../auth/sessions'
import { batchStatement } from '../../db/batch'
import type { Db } from '../../db/client'
import type { CookieWrite } from '../../services/answers'
import { guestCarts } from './schema'

/**
 * Guest carts (spec §6 guards the account, not the cart): a buyer without a session has a cart
 * too, held on the server and found by the random token of the `cart` cookie. The cookie is
 * HttpOnly and read only by the cart's own routes (RouteMeta.cart) and by sign-in; only the token's
 * hash is stored. A guest cart ends GUEST_CART_IDLE_DAYS after its last change; on sign-in its
 * lines move into the account's cart.
 */
export const GUEST_CART_COOKIE = 'cart'
export const GUEST_CART_IDLE_DAYS = 30

const IDLE_MS = GUEST_CART_IDLE_DAYS * 86_400_000

/** The token of the `cart` cookie in a Cookie header, or null. */
export function guestCartToken(cookieHeader: string | undefined): string | null {
  for (const part of (cookieHeader ?? '').split(';')) {
    const [name, value] = part.trim().split('=', 2)
    if (name === GUEST_CART_COOKIE && value && /^[A-Za-z0-9_-]{20,200}$/.test(value)) return value
  }
  return null
}

/** The live guest cart of a token (changed within GUEST_CART_IDLE_DAYS), or null. */
export async function findGuestCart(db: Db, token: string | null, now: Date): Promise<number | null> {
  if (!token) return null
  const [row] = await db
    .select({ id: guestCarts.id })
    .from(guestCarts)
    .where(
      and(
        eq(guestCarts.tokenHash, await hashToken(token)),
        gt(guestCarts.usedAt, new Date(now.getTime() - IDLE_MS).toISOString()),
      ),
    )
  return row?.id ?? null
}

/** A new guest cart and the cookie that names it. */
export async function createGuestCart(db: Db, now: Date): Promise<{ id: number; cookie: CookieWrite }> {
  const token = randomToken()
  const at = now.toISOString()
  const [row] = await db
    .insert(guestCarts)
    .values({ tokenHash: await hashToken(token), createdAt: at, usedAt: at })
    .returning({ id: guestCarts.id })
  return { id: row!.id, cookie: guestCartCookie(token) }
}

/** The cookie of a guest cart, for as long as the cart lives without a change. */
export const guestCartCookie = (token: string): CookieWrite => ({
  name: GUEST_CART_COOKIE,
  value: token,
  maxAgeSeconds: IDLE_MS / 1000,
  httpOnly: true,
})

/** The cookie that forgets the guest cart (it was merged into the account). */
export const forgetGuestCartCookie: CookieWrite = {
  name: GUEST_CART_COOKIE,
  value: '',
  maxAgeSeconds: 0,
  httpOnly: true,
}

/** Marks a guest cart as changed now: its idle time starts again. */
export function touchGuestCart(db: Db, id: number, now: Date) {
  return db.update(guestCarts).set({ usedAt: now.toISOString() }).where(eq(guestCarts.id, id))
}

/**
 * Moves a guest cart's lines into a user's cart (sign-in), in one batch: an offer in both keeps
 * the larger quantity (both were valid, and signing in twice must not double a line); the others
 * move, newest first, as long as the user's cart has fewer than MAX_CART_LINES lines. Lines that
 * do not fit stay in the guest cart, which is deleted only when empty. Answers whether it was.
 */
export async function mergeGuestCart(db: Db, guestCartId: number, userId: number, now: Date): Promise<boolean> {
  const at = now.toISOString()
  const guestLines = sql`SELECT g.goods_id FROM cart_items g WHERE g.guest_cart_id = ${guestCartId}`
  const results = await db.batch([
    batchStatement(
      db,
      sql`UPDATE cart_items SET qty = max(qty, (SELECT g.qty FROM cart_items g WHERE g.guest_cart_id = ${guestCartId} AND g.goods_id = cart_items.goods_id)), selected = 1, updated_at = ${at}
      WHERE user_id = ${userId} AND goods_id IN (${guestLines})`,
    ),
    batchStatement(
      db,
      sql`DELETE FROM cart_items WHERE guest_cart_id = ${guestCartId} AND goods_id IN (SELECT u.goods_id FROM cart_items u WHERE u.user_id = ${userId})`,
    ),
    batchStatement(
      db,
      sql`UPDATE cart_items SET user_id = ${userId}, guest_cart_id = NULL, updated_at = ${at}
      WHERE id IN (SELECT g.id FROM cart_items g WHERE g.guest_cart_id = ${guestCartId} ORDER BY g.id DESC
        LIMIT max(0, ${MAX_CART_LINES} - (SELECT count(*) FROM cart_items u WHERE u.user_id = ${userId})))`,
    ),
    db
      .delete(guestCarts)
      .where(
        and(
          eq(guestCarts.id, guestCartId),
          sql`NOT EXISTS (SELECT 1 FROM cart_items g WHERE g.guest_cart_id = ${guestCartId})`,
        ),
      )
      .returning({ id: guestCarts.id }),
  ])
  return (results[3] as { id: number }[]).length > 0
}

/**
 * On sign-in: the guest cart of the request's `cart` cookie, if any, moves into the user's cart.
 * Answers the cookie to write: forgotten when the guest cart was emptied (kept while lines that did
 * not fit wait in it).
 */
export async function takeGuestCartIntoAccount(
  db: Db,
  cookieHeader: string | undefined,
  userId: number,
  now: Date,
): Promise<CookieWrite[]> {
  const guestCartId = await findGuestCart(db, guestCartToken(cookieHeader), now)
  if (guestCartId === null) return []
  return (await mergeGuestCart(db, guestCartId, userId, now)) ? [forgetGuestCartCookie] : []
}

/** Deletes the guest carts (and their lines) unchanged for GUEST_CART_IDLE_DAYS (housekeeping). */
export async function deleteIdleGuestCarts(db: Db, now: Date): Promise<number> {
  const cutoff = new Date(now.getTime() - IDLE_MS).toISOString()
  const [, ended] = await db.batch([
    batchStatement(
      db,
      sql`DELETE FROM cart_items WHERE guest_cart_id IN (SELECT id FROM guest_carts WHERE used_at < ${cutoff})`,
    ),
    db.delete(guestCarts).where(lt(guestCarts.usedAt, cutoff)).returning({ id: guestCarts.id }),
  ])
  return ended.length
}
