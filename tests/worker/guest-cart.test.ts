/**
 * Guest carts on workerd (Miniflare, D1; issue 30): a guest's first add makes a cart and sets its
 * HttpOnly cookie; the cart's calls find it by the cookie; the guest checks it out with an e-mail;
 * signing in moves another guest cart into the account (the larger quantity of an offer in both),
 * in one D1 batch. Run after `npm run build`.
 */
import { describe, expect, test } from 'vitest'
import { GERMAN_ADDRESS } from '../support/addresses'
import { accountWithPassword, workerBrowser, workerForTests } from './worker-for-tests'

const worker = workerForTests()
const PASSWORD = 'Correct-Horse-9'

const browser = () => workerBrowser(worker)
type CartLine = { goods_id: number; cart_num: number }

async function offers(n: number) {
  const rows = await worker.d1
    .prepare(
      'SELECT g.id FROM goods g JOIN parts p ON p.id = g.part_id WHERE g.moq = 1 AND g.multiple = 1 AND g.stock >= 100 AND p.unit_weight_mg <= 200 ORDER BY g.id LIMIT ?',
    )
    .bind(n)
    .all<{ id: number }>()
  return rows.results.map((r) => r.id)
}

describe('guest cart on D1', () => {
  test('a guest fills a cart by its cookie and checks it out with an e-mail', async () => {
    const [a, b] = await offers(2)
    const guest = browser()
    expect((await guest.call('GET', '/api/cart/cartCount')).json.data.count).toBe(0)
    const added = await guest.call('POST', '/api/cart/add', { goods_id: a, cart_num: 2 })
    expect(added.status).toBe(200)
    expect(guest.setCookies.find((c) => c.startsWith('cart='))).toMatch(/HttpOnly/i)
    await guest.call('POST', '/api/cart/add', { goods_id: b, cart_num: 1 })
    const list: CartLine[] = (await guest.call('GET', '/api/cart/lists')).json.data.list
    expect(list.map((l) => [l.goods_id, l.cart_num])).toEqual([
      [b, 1],
      [a, 2],
    ])
    expect((await browser().call('GET', '/api/cart/lists')).json.data.list).toEqual([])

    const placed = await guest.call('POST', '/api/orders/add', {
      email: 'd1-guest@example.com',
      shipping_address: GERMAN_ADDRESS,
      shipping_method: 'express',
    })
    expect(placed.status).toBe(200)
    expect(placed.json.data.token).toBeTruthy()
    const order = await browser().call(
      'GET',
      `/api/user/order/${placed.json.data.id as number}?token=${placed.json.data.token as string}`,
    )
    expect(order.status).toBe(200)
    expect((await guest.call('GET', '/api/cart/cartCount')).json.data.count).toBe(0)
  })

  test('signing in moves the guest cart into the account', async () => {
    const [a, b] = await offers(2)
    const email = 'd1-merge@example.com'
    await accountWithPassword(worker.d1, email, PASSWORD)
    const guest = browser()
    await guest.call('POST', '/api/cart/add', { goods_id: a, cart_num: 3 })
    await guest.call('POST', '/api/cart/add', { goods_id: b, cart_num: 1 })
    const login = await guest.call('POST', '/api/user/login', { email, password: PASSWORD })
    expect(login.status).toBe(200)
    expect(guest.jar.has('cart')).toBe(false)
    guest.signIn(login.json.data.token as string)
    const list: CartLine[] = (await guest.call('GET', '/api/cart/lists')).json.data.list
    expect(Object.fromEntries(list.map((l) => [l.goods_id, l.cart_num]))).toEqual({ [a!]: 3, [b!]: 1 })
    const rows = await worker.d1.prepare('SELECT count(*) AS n FROM guest_carts').first<{ n: number }>()
    // The first test's cart (emptied by its order) is still there; this one is gone.
    expect(rows!.n).toBe(1)
  })
})
