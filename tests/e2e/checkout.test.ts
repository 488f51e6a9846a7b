/**
 * Issue 30, item 1: checkout never refuses what the cart accepted. A signed-in buyer's cart holds a
 * good line, a line short of stock and a line sold out meanwhile (another buyer took its stock).
 * The cart marks the two; the order review lists the good line only and names the two left out by
 * their part numbers (no stray "Only 6 in stock" under another part); Place order places exactly
 * the reviewed line, and the two stay in the cart. A reviewed line that someone else sells out
 * before Place order: nothing is ordered, the review is asked again and names that line as left
 * out with its reason; the next Place order orders what the review now shows.
 */
import { expect, test } from 'vitest'
import { GERMAN_ADDRESS } from '../support/addresses'
import { message } from '../support/text'
import { fillShippingAddress } from './checkout-form'
import { gotoHydrated, setupE2E, waitForHydration } from './server'

const e2e = setupE2E()

type Offer = { id: number; part_number: string; stock: number }
async function offer(where: string, skip: number): Promise<Offer> {
  const [row] = await e2e.query<Offer>(
    `SELECT g.id, p.mpn AS part_number, g.stock FROM goods g JOIN parts p ON p.id = g.part_id
     WHERE g.moq = 1 AND g.multiple = 1 AND p.unit_weight_mg <= 100 AND ${where}
     AND g.id NOT IN (SELECT goods_id FROM order_lines) AND g.id NOT IN (SELECT goods_id FROM cart_items)
     ORDER BY g.id DESC LIMIT 1 OFFSET ${skip}`,
  )
  expect(row).toBeDefined()
  return { ...row!, id: Number(row!.id), stock: Number(row!.stock) }
}

async function post(path: string, token: string, body: unknown) {
  const res = await fetch(e2e.baseUrl + path, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}`, origin: e2e.baseUrl },
    body: JSON.stringify(body),
  })
  expect(res.status, await res.clone().text()).toBe(200)
  return ((await res.json()) as { data: { id: number } }).data
}

test('a cart with a short, a sold-out and a good line: the order holds the good line, the others stay in the cart', async () => {
  const good = await offer('g.stock BETWEEN 100 AND 100000', 0)
  const short = await offer('g.stock BETWEEN 2 AND 50', 1)
  const soldOut = await offer('g.stock BETWEEN 1 AND 50', 3)
  const { token, userId } = await e2e.createUserSession()
  await post('/api/cart/add', token, { goods_id: good.id, cart_num: 2 })
  await post('/api/cart/add', token, { goods_id: short.id, cart_num: short.stock + 4 })
  await post('/api/cart/add', token, { goods_id: soldOut.id, cart_num: 1 })
  // Another buyer takes the whole stock of the third.
  const other = await e2e.createUserSession()
  await post('/api/orders/add', other.token, {
    goods_id: soldOut.id,
    cart_num: soldOut.stock,
    shipping_address: GERMAN_ADDRESS,
    shipping_method: 'express',
  })

  const page = await e2e.page()
  await page.context().addCookies([{ name: 'token', value: token, url: e2e.baseUrl }])
  await gotoHydrated(page, '/shoppingcart')
  const line = (id: number) => page.locator(`[data-testid="cart-line"][data-goods-id="${id}"]`)
  await expect.poll(() => page.getByTestId('cart-line').count()).toBe(3)
  expect(await line(short.id).getByTestId('mark-understock').count()).toBe(1)
  expect(await line(soldOut.id).getByTestId('mark-sold-out').count()).toBe(1)
  await page.getByTestId('cart-checkout').click()

  await page.waitForURL(/\/pay\/order$/)
  await waitForHydration(page)
  await fillShippingAddress(page, GERMAN_ADDRESS)

  // The review: the good line only; the two others named by part, under "left out".
  const review = page.getByTestId('order-lines')
  await expect.poll(() => review.locator('tbody tr').count()).toBe(1)
  expect(await review.locator(`tr[data-goods-id="${good.id}"]`).count()).toBe(1)
  expect(await review.textContent()).not.toContain(message('en', 'orders.problem.understock', { stock: short.stock }))
  const leftOut = page.getByTestId('checkout-problems')
  expect(await leftOut.textContent()).toContain(message('en', 'checkout.leftOut'))
  expect(await leftOut.locator(`li[data-goods-id="${short.id}"]`).textContent()).toBe(
    `${short.part_number}: ${message('en', 'orders.problem.understock', { stock: short.stock })}`,
  )
  expect(await leftOut.locator(`li[data-goods-id="${soldOut.id}"]`).textContent()).toBe(
    `${soldOut.part_number}: ${message('en', 'orders.problem.soldOut')}`,
  )
  await page.screenshot({ path: 'test-results/checkout-left-out.png', fullPage: true })

  await page.getByTestId('place-order').click()
  await page.waitForURL(/\/pay\/payment\?id=\d+/)
  const id = Number(new URL(page.url()).searchParams.get('id'))
  const lines = await e2e.query<{ goods_id: number; qty: number }>(
    'SELECT goods_id, qty FROM order_lines WHERE order_id = ?',
    [id],
  )
  expect(lines.map((l) => [Number(l.goods_id), Number(l.qty)])).toEqual([[good.id, 2]])
  const cart = await e2e.query<{ goods_id: number }>('SELECT goods_id FROM cart_items WHERE user_id = ?', [userId])
  expect(cart.map((c) => Number(c.goods_id)).sort()).toEqual([short.id, soldOut.id].sort())
})

test('a reviewed line sold out before Place order: no order, the review names it left out, the next Place order orders the rest', async () => {
  const first = await offer('g.stock BETWEEN 100 AND 100000', 5)
  const second = await offer('g.stock BETWEEN 1 AND 50', 6)
  const { token, userId } = await e2e.createUserSession()
  await post('/api/cart/add', token, { goods_id: first.id, cart_num: 1 })
  await post('/api/cart/add', token, { goods_id: second.id, cart_num: 1 })
  await post('/api/user/address', token, { ...GERMAN_ADDRESS, default_shipping: true, default_billing: true })

  const page = await e2e.page()
  await page.context().addCookies([{ name: 'token', value: token, url: e2e.baseUrl }])
  await gotoHydrated(page, '/de/pay/order')
  const review = page.getByTestId('order-lines')
  await expect.poll(() => review.locator('tbody tr').count()).toBe(2)
  await expect.poll(() => page.getByTestId('shipping-methods').locator('input').count()).toBeGreaterThan(0)

  // Meanwhile another buyer takes the whole stock of the second line.
  const other = await e2e.createUserSession()
  await post('/api/orders/add', other.token, {
    goods_id: second.id,
    cart_num: second.stock,
    shipping_address: GERMAN_ADDRESS,
    shipping_method: 'express',
  })
  await page.getByTestId('place-order').click()
  await expect.poll(() => page.locator('.toast').allTextContents()).toContain(message('de', 'api.reviewChanged'))
  const leftOut = page.getByTestId('checkout-problems')
  await expect
    .poll(() => leftOut.locator(`li[data-goods-id="${second.id}"]`).textContent())
    .toBe(`${second.part_number}: ${message('de', 'orders.problem.soldOut')}`)
  await expect.poll(() => review.locator('tbody tr[data-goods-id]').count()).toBe(1)
  await page.screenshot({ path: 'test-results/checkout-line-refused.png', fullPage: true })
  const none = await e2e.query<{ n: number }>('SELECT count(*) AS n FROM orders WHERE user_id = ?', [userId])
  expect(Number(none[0]!.n)).toBe(0)

  await page.waitForTimeout(2_100) // the double-click guard of the first click
  await page.getByTestId('place-order').click()
  await page.waitForURL(/\/de\/pay\/payment\?id=\d+/)
  const id = Number(new URL(page.url()).searchParams.get('id'))
  const lines = await e2e.query<{ goods_id: number }>('SELECT goods_id FROM order_lines WHERE order_id = ?', [id])
  expect(lines.map((l) => Number(l.goods_id))).toEqual([first.id])
})
