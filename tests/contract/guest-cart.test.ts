/**
 * Guest carts (issue 30, item 2): a buyer without a session has a cart kept by the server, named
 * by an HttpOnly `cart` cookie whose token is stored hashed; the same rules and limits as a user's
 * cart; checkout from it as a guest with an e-mail; moved into the account on sign-in without
 * losing or doubling lines (the line maximum kept); deleted by housekeeping after 30 idle days.
 * Through the typed client with a cookie jar, as a browser keeps the cookie.
 */
import { eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { MAX_CART_LINES } from '../../contract/cart'
import { hashToken } from '../../server/auth/sessions'
import { cartItems, guestCarts } from '../../server/db/schema'
import { keepHouse } from '../../server/housekeeping'
import { activatedAccount, browser, BUYER_PASSWORD, type Browser } from '../support/buyers'
import { errorOf, okData, startTestApp, type TestApp } from '../support/test-app'
import { GERMAN_ADDRESS } from '../support/addresses'
import { message } from '../support/text'

const DAY = 86_400_000

let t: TestApp
beforeAll(async () => {
  t = await startTestApp({ now: '2026-11-25T10:00:00.000Z' })
})
afterAll(() => t?.close())

type Offer = { id: number; moq: number; multiple: number; stock: number }
const offers = (where: string, limit = 5) =>
  t.db.all<Offer>(
    sql.raw(`SELECT id, moq, multiple, stock FROM goods WHERE ${where} AND stock > 0 ORDER BY id LIMIT ${limit}`),
  )

const account = () => activatedAccount(t)

async function signIn(b: Browser, email: string) {
  const data = okData(await b.api.accounts.login({ body: { email, password: BUYER_PASSWORD } }))
  b.signedIn(data.token)
  return data
}

describe('guest cart', () => {
  test('a guest adds to a cart of their own: an HttpOnly cookie names it, only its hash is stored', async () => {
    const [a, b] = await offers('moq = 1 AND multiple = 1 AND stock >= 100')
    const guest = browser(t)
    // Without a cart a guest sees an empty one, and nothing is made or set.
    expect(okData(await guest.api.cart.lists())).toMatchObject({ list: [], count: 0 })
    expect(okData(await guest.api.cart.cartCount()).count).toBe(0)
    expect(guest.setCookies).toEqual([])

    const added = okData(await guest.api.cart.add({ body: { goods_id: a!.id, cart_num: 3 } }))
    expect(added.count).toBe(1)
    const cookie = guest.setCookies.find((c) => c.startsWith('cart='))!
    expect(cookie).toMatch(/HttpOnly/i)
    expect(cookie).toMatch(/SameSite=Lax/i)
    expect(cookie).toMatch(/Path=\//)
    expect(cookie).toMatch(/Max-Age=2592000/)
    const token = guest.jar.get('cart')!
    const [stored] = await t.db
      .select()
      .from(guestCarts)
      .where(eq(guestCarts.tokenHash, await hashToken(token)))
    expect(stored).toBeTruthy()
    expect(JSON.stringify(await t.db.select().from(guestCarts))).not.toContain(token)

    okData(await guest.api.cart.addMultiple({ body: { items: [{ goods_id: b!.id, cart_num: 2 }] } }))
    const list = okData(await guest.api.cart.lists())
    expect(list.list.map((l) => [l.goods_id, l.cart_num])).toEqual([
      [b!.id, 2],
      [a!.id, 3],
    ])
    const line = list.list[1]!
    expect(okData(await guest.api.cart.addMinus({ body: { id: line.id, cart_num: 5 } })).cart_num).toBe(5)
    expect(okData(await guest.api.cart.selected({ body: { ids: [line.id], selected: false } })).selected_count).toBe(1)
    expect(okData(await guest.api.cart.cartCount()).count).toBe(2)
    // One cart: the second add did not make another.
    expect(guest.setCookies.filter((c) => c.startsWith('cart=')).map((c) => c.split(';')[0])).toEqual(
      Array(guest.setCookies.filter((c) => c.startsWith('cart=')).length).fill(`cart=${token}`),
    )

    // Another guest (another cookie, or none) reaches none of it.
    const stranger = browser(t)
    okData(await stranger.api.cart.add({ body: { goods_id: a!.id, cart_num: 1 } }))
    errorOf(await stranger.api.cart.addMinus({ body: { id: line.id, cart_num: 7 } }), 404)
    expect(okData(await stranger.api.cart.delete({ params: { id: String(line.id) as never } })).count).toBe(1)
    expect(okData(await browser(t).api.cart.lists()).count).toBe(0)
    expect(okData(await guest.api.cart.delete({ params: { id: String(line.id) as never } })).count).toBe(1)
  })

  test('the same rules and limits as a signed-in cart; a cross-site write is refused', async () => {
    const [ruled] = await offers('moq > 1 AND multiple > 1 AND stock >= moq * 3')
    const guest = browser(t)
    const below = errorOf(await guest.api.cart.add({ body: { goods_id: ruled!.id, cart_num: 1 } }), 400)
    expect(below.data?.errors[0]?.field).toBe('cart_num')
    okData(await guest.api.cart.add({ body: { goods_id: ruled!.id, cart_num: ruled!.moq } }))

    // A full cart takes no new line (MAX_CART_LINES), as a user's.
    const many = await offers('moq = 1 AND multiple = 1', MAX_CART_LINES + 1)
    const [cart] = await t.db
      .select()
      .from(guestCarts)
      .where(eq(guestCarts.tokenHash, await hashToken(guest.jar.get('cart')!)))
    const at = t.clock.now().toISOString()
    const fill = many.slice(0, MAX_CART_LINES - 1).filter((o) => o.id !== ruled!.id)
    for (let i = 0; i < fill.length; i += 50)
      await t.db
        .insert(cartItems)
        .values(
          fill
            .slice(i, i + 50)
            .map((o) => ({ guestCartId: cart!.id, goodsId: o.id, qty: 1, createdAt: at, updatedAt: at })),
        )
    expect(okData(await guest.api.cart.cartCount()).count).toBe(MAX_CART_LINES)
    const extra = many.find((o) => !fill.includes(o) && o.id !== ruled!.id)!
    const full = errorOf(await guest.api.cart.add({ body: { goods_id: extra.id, cart_num: 1 } }), 409)
    expect(full.message).toBe(message('en', 'api.cartFull'))

    const cross = await t.request('/api/cart/add', {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        cookie: `cart=${guest.jar.get('cart')}`,
        origin: 'https://evil.example',
        'sec-fetch-site': 'cross-site',
      },
      body: JSON.stringify({ goods_id: extra.id, cart_num: 1 }),
    })
    expect(cross.status).toBe(403)
    expect(okData(await guest.api.cart.cartCount()).count).toBe(MAX_CART_LINES)
  })

  test('a guest checks out the cart with an e-mail: the order and its private link; the lines leave the cart', async () => {
    const [a, b] = await offers('moq = 1 AND multiple = 1 AND stock >= 100')
    const guest = browser(t)
    okData(await guest.api.cart.add({ body: { goods_id: a!.id, cart_num: 2 } }))
    okData(await guest.api.cart.add({ body: { goods_id: b!.id, cart_num: 1 } }))
    const line = okData(await guest.api.cart.lists()).list.find((l) => l.goods_id === b!.id)!
    okData(await guest.api.cart.selected({ body: { ids: [line.id], selected: false } }))
    const preview = okData(await guest.api.orders.before({ body: { country: 'DE' } }))
    expect(preview.lines.map((l) => [l.goods_id, l.qty])).toEqual([[a!.id, 2]])

    const noEmail = errorOf(
      await guest.api.orders.place({ body: { shipping_address: GERMAN_ADDRESS, shipping_method: 'express' } }),
      400,
    )
    expect(noEmail.data?.errors[0]?.field).toBe('email')
    const placed = okData(
      await guest.api.orders.place({
        body: { email: 'guest@example.com', shipping_address: GERMAN_ADDRESS, shipping_method: 'express' },
      }),
    )
    expect(placed.token).toBeTruthy()
    const order = okData(
      await browser(t).api.orders.orderDetail({ params: { id: placed.id as never }, query: { token: placed.token! } }),
    )
    expect(order.lines.map((l) => [l.goods_id, l.qty])).toEqual([[a!.id, 2]])
    expect(order.email).toBe('guest@example.com')
    // The unselected line stays in the guest's cart.
    expect(okData(await guest.api.cart.lists()).list.map((l) => l.goods_id)).toEqual([b!.id])
    // A guest without a cart has nothing to check out.
    const none = errorOf(
      await browser(t).api.orders.place({
        body: { email: 'guest@example.com', shipping_address: GERMAN_ADDRESS, shipping_method: 'express' },
      }),
      400,
    )
    expect(none.data?.errors[0]?.field).toBe('body')
  })

  test('signing in moves the guest cart into the account: the larger quantity of an offer in both, no line twice', async () => {
    const [a, b, c] = await offers('moq = 1 AND multiple = 1 AND stock >= 100')
    const { email, userId } = await account()
    // The account's cart from another device: a × 5.
    const other = browser(t)
    await signIn(other, email)
    okData(await other.api.cart.add({ body: { goods_id: a!.id, cart_num: 5 } }))
    okData(await other.api.cart.add({ body: { goods_id: c!.id, cart_num: 1 } }))

    const guest = browser(t)
    okData(await guest.api.cart.add({ body: { goods_id: a!.id, cart_num: 3 } }))
    okData(await guest.api.cart.add({ body: { goods_id: b!.id, cart_num: 4 } }))
    const guestCartToken = guest.jar.get('cart')!
    await signIn(guest, email)
    // The guest cart is gone, and so is its cookie.
    expect(guest.jar.has('cart')).toBe(false)
    expect(guest.setCookies.at(-1)).toMatch(/^cart=;.*Max-Age=0/i)
    expect(
      await t.db
        .select()
        .from(guestCarts)
        .where(eq(guestCarts.tokenHash, await hashToken(guestCartToken))),
    ).toEqual([])
    const cart = okData(await guest.api.cart.lists())
    expect(Object.fromEntries(cart.list.map((l) => [l.goods_id, l.cart_num]))).toEqual({
      [a!.id]: 5,
      [b!.id]: 4,
      [c!.id]: 1,
    })
    expect(okData(await other.api.cart.cartCount()).count).toBe(3)

    // Signing in again (no guest cart now) changes nothing.
    await signIn(guest, email)
    expect(okData(await guest.api.cart.cartCount()).count).toBe(3)
    const rows = await t.db.select().from(cartItems).where(eq(cartItems.userId, userId))
    expect(rows).toHaveLength(3)
  })

  test('the line maximum holds when carts are merged: what does not fit stays in the guest cart', async () => {
    const many = await offers('moq = 1 AND multiple = 1', MAX_CART_LINES + 3)
    const { email, userId } = await account()
    const at = t.clock.now().toISOString()
    const mine = many.slice(0, MAX_CART_LINES - 1)
    for (let i = 0; i < mine.length; i += 50)
      await t.db
        .insert(cartItems)
        .values(mine.slice(i, i + 50).map((o) => ({ userId, goodsId: o.id, qty: 1, createdAt: at, updatedAt: at })))
    const guest = browser(t)
    const fresh = many.slice(MAX_CART_LINES - 1, MAX_CART_LINES + 2)
    for (const o of fresh) okData(await guest.api.cart.add({ body: { goods_id: o.id, cart_num: 1 } }))
    okData(await guest.api.cart.add({ body: { goods_id: mine[0]!.id, cart_num: 1 } }))
    await signIn(guest, email)
    expect(okData(await guest.api.cart.cartCount()).count).toBe(MAX_CART_LINES)
    // The newest guest line moved; the two older ones wait in the guest cart (its cookie kept).
    expect(guest.jar.has('cart')).toBe(true)
    const left = await t.db
      .select({ goodsId: cartItems.goodsId })
      .from(cartItems)
      .innerJoin(guestCarts, eq(guestCarts.id, cartItems.guestCartId))
      .where(eq(guestCarts.tokenHash, await hashToken(guest.jar.get('cart')!)))
    expect(left.map((r) => r.goodsId).sort()).toEqual(
      fresh
        .slice(0, 2)
        .map((o) => o.id)
        .sort(),
    )
  })

  test('a guest cart ends after 30 days without a change; housekeeping deletes it and its lines', async () => {
    const [a] = await offers('moq = 1 AND multiple = 1 AND stock >= 10')
    const guest = browser(t)
    okData(await guest.api.cart.add({ body: { goods_id: a!.id, cart_num: 1 } }))
    t.clock.advance(29 * DAY)
    // A change starts the idle time again.
    okData(await guest.api.cart.selected({ body: { selected: true } }))
    t.clock.advance(29 * DAY)
    expect(okData(await guest.api.cart.cartCount()).count).toBe(1)
    t.clock.advance(2 * DAY)
    expect(okData(await guest.api.cart.cartCount()).count).toBe(0)
    const token = guest.jar.get('cart')!
    const done = await keepHouse(t.ports)
    expect(done.guestCarts).toBeGreaterThanOrEqual(1)
    expect(
      await t.db
        .select()
        .from(guestCarts)
        .where(eq(guestCarts.tokenHash, await hashToken(token))),
    ).toEqual([])
    expect(
      (
        await t.db.all<{ n: number }>(
          sql`SELECT count(*) AS n FROM cart_items WHERE guest_cart_id IS NOT NULL AND guest_cart_id NOT IN (SELECT id FROM guest_carts)`,
        )
      )[0]!.n,
    ).toBe(0)
  })
})
