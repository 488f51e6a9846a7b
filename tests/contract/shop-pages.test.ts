/**
 * The buyer's pages of issue 17 as the server renders them: the cart and checkout pages need a
 * session, except Buy now and a guest's private order link; figures follow the page's language
 * (a German reader sees 1.806 and 1.234,50 $, not English grouping); pages with an order are never
 * cached. Built pages (dist/) are needed: `npm run build`.
 */
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { okData, startTestApp, type TestApp } from '../support/test-app'
import { message, visibleText } from '../support/text'
import { GERMAN_ADDRESS } from '../support/addresses'

let t: TestApp
beforeAll(async () => {
  t = await startTestApp({ now: '2026-11-25T10:00:00.000Z' })
})
afterAll(() => t?.close())

const page = async (path: string, cookie?: string) => {
  const res = await t.request(path, cookie ? { headers: { cookie } } : {})
  return { res, html: await res.text() }
}

/** An offer with MOQ 1 that no other test of this file touches. */
async function offer(skip = 0) {
  const [row] = await t.db.all<{ id: number; stock: number }>(
    sql.raw(
      `SELECT g.id, g.stock FROM goods g JOIN parts p ON p.id = g.part_id WHERE g.moq = 1 AND g.multiple = 1
       AND g.stock >= 100 AND p.unit_weight_mg <= 200 ORDER BY g.id LIMIT 1 OFFSET ${skip}`,
    ),
  )
  return row!
}

describe('figures in the page language', () => {
  test('a German product page groups counts and writes prices as Intl does for de; English as for en', async () => {
    const { id } = await offer(0)
    await t.db.run(sql`UPDATE goods SET stock = 1806 WHERE id = ${id}`)
    const de = visibleText((await page(`/de/productdetail/${id}`)).html)
    expect(de).toContain(message('de', 'catalogue.inStockCount', { count: '1.806' }))
    expect(de).toMatch(/\d,\d{5}\s\$/) // unit prices: decimal comma, 5 decimals, the sign after
    expect(de).not.toContain('1,806')
    const en = visibleText((await page(`/productdetail/${id}`)).html)
    expect(en).toContain(message('en', 'catalogue.inStockCount', { count: '1,806' }))
    expect(en).toMatch(/\$\d+\.\d{5}/)
  })
})

describe('cart and checkout pages', () => {
  test("the cart page shows a guest's cart and a signed-in buyer's, never cached", async () => {
    const guest = await page('/de/shoppingcart')
    expect(guest.res.status).toBe(200)
    expect(guest.res.headers.get('cache-control')).toMatch(/private|no-store/)
    expect(visibleText(guest.html)).toContain(message('de', 'cart.title'))
    const { id: guestOffer } = await offer(4)
    const add = await t.request('/api/cart/add', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ goods_id: guestOffer, cart_num: 1 }),
    })
    const cartCookie = add.headers
      .getSetCookie()
      .find((c) => c.startsWith('cart='))!
      .split(';')[0]!
    const guestCart = await page('/de/shoppingcart', cartCookie)
    expect(guestCart.res.status).toBe(200)
    expect(guestCart.res.headers.get('cache-control')).toMatch(/private|no-store/)
    expect(visibleText(guestCart.html)).toContain(message('de', 'cart.guestKept'))

    const { id } = await offer(1)
    const s = await t.createUserSession()
    const api = t.client({ authorization: `Bearer ${s.token}` })
    const line = okData(await api.cart.add({ body: { goods_id: id, cart_num: 3 } })).line
    const { res, html } = await page('/shoppingcart', `token=${s.token}`)
    expect(res.status).toBe(200)
    expect(res.headers.get('cache-control')).toMatch(/private|no-store/)
    const text = visibleText(html)
    expect(text).toContain(line.part_number)
    expect(text).toContain(message('en', 'cart.checkout'))
  })

  test('a page that needs an account sends a guest to sign in, and the sign-in page says why', async () => {
    const cases = [
      ['/de/myaccount/bom-list', 'boms'],
      ['/de/myaccount/order-status-history', 'orders'],
      ['/de/myaccount/rfq-history', 'rfqs'],
      ['/de/myaccount/address-management', 'addresses'],
      ['/de/myaccount/my-profile', 'profile'],
      ['/de/myaccount', 'account'],
    ] as const
    for (const [path, reason] of cases) {
      const wanted = await page(path)
      expect(wanted.res.status).toBe(302)
      const login = await page(wanted.res.headers.get('location')!)
      expect(visibleText(login.html), path).toContain(message('de', `login.why.${reason}`))
    }
    expect(visibleText((await page('/ar/login?redirect=%2Far%2Fbom')).html)).toContain(message('ar', 'login.why.boms'))
    // Without a wanted page (or one that needs no account) no reason is given.
    const plain = visibleText((await page('/de/login')).html)
    expect(
      Object.values(['boms', 'orders', 'account']).some((r) => plain.includes(message('de', `login.why.${r}`))),
    ).toBe(false)
  })

  test('the BOM tool opens for a guest (issue 33), with what needs an account and the ways in', async () => {
    const { res, html } = await page('/de/bom')
    expect(res.status).toBe(200)
    const text = visibleText(html)
    expect(text).toContain(message('de', 'bom.guestIntro'))
    expect(html).toContain(`href="/de/login?redirect=${encodeURIComponent('/de/bom')}"`)
    expect(html).toContain(`href="/de/register?redirect=${encodeURIComponent('/de/bom')}"`)
    expect(text).not.toContain(message('de', 'bom.recent'))
  })

  test('Buy now and the cart checkout open for a guest, never cached', async () => {
    const { id } = await offer(2)
    const buyNow = await page(`/pay/order?goods_id=${id}&qty=1`)
    expect(buyNow.res.status).toBe(200)
    expect(buyNow.res.headers.get('cache-control')).toMatch(/private|no-store/)
    expect(visibleText(buyNow.html)).toContain(message('en', 'checkout.contact'))
    const cartCheckout = await page('/pay/order')
    expect(cartCheckout.res.status).toBe(200)
    expect(cartCheckout.res.headers.get('cache-control')).toMatch(/private|no-store/)
    expect(visibleText(cartCheckout.html)).toContain(message('en', 'checkout.haveAccount'))
  })

  test("a guest's private order link works without a session; without or with a wrong token it does not", async () => {
    const { id } = await offer(3)
    const placed = okData(
      await t.client({ lang: 'de' }).orders.place({
        body: {
          goods_id: id,
          cart_num: 1,
          email: 'guest-pages@example.com',
          shipping_address: GERMAN_ADDRESS,
          shipping_method: 'express',
        },
      }),
    )
    const link = `/de/myaccount/order-status-history/${placed.id}?token=${placed.token}`
    const { res, html } = await page(link)
    expect(res.status).toBe(200)
    expect(res.headers.get('cache-control')).toMatch(/private|no-store/)
    const text = visibleText(html)
    expect(text).toContain(placed.order_no)
    expect(text).toContain(message('de', 'orders.status.Unpaid'))
    expect(text).toContain(message('de', 'orders.page.pay'))

    const pay = await page(`/de/pay/payment?id=${placed.id}&token=${placed.token}`)
    expect(pay.res.status).toBe(200)
    expect(visibleText(pay.html)).toContain(placed.order_no)

    const without = await page(`/de/myaccount/order-status-history/${placed.id}`)
    expect(without.res.status).toBe(302)
    const wrong = await page(`/de/myaccount/order-status-history/${placed.id}?token=${'x'.repeat(43)}`)
    expect(wrong.res.status).toBe(404)
  })
})
