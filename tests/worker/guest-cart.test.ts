/**
 * Guest carts on workerd (Miniflare, D1; issue 30): a guest's first add makes a cart and sets its
 * HttpOnly cookie; the cart's calls find it by the cookie; the guest checks it out with an e-mail;
 * signing in moves another guest cart into the account (the larger quantity of an offer in both),
 * in one D1 batch. Run after `npm run build`.
 */
import type { Miniflare } from 'miniflare'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { hashPassword } from '../../server/domains/accounts/password'
import { ORIGIN, startWorker } from './miniflare'

let mf: Miniflare
let d1: Awaited<ReturnType<Miniflare['getD1Database']>>
beforeAll(async () => {
  mf = await startWorker()
  d1 = await mf.getD1Database('DB')
})
afterAll(() => mf?.dispose())

const address = {
  contact_name: 'Gast Käufer',
  country: 'DE',
  state: 'Berlin',
  city: 'Berlin',
  address_line1: 'Hauptstraße 1',
  postal_code: '10115',
  telephone: '+49 30 1234567',
}

type Answer = { code: number; data: Record<string, unknown> & { list?: { goods_id: number; cart_num: number }[] } }

/** A browser: keeps the cookies the Worker sets and sends them back (and its Bearer once signed in). */
function browser() {
  const jar = new Map<string, string>()
  const setCookies: string[] = []
  let bearer: string | null = null
  async function call(method: string, path: string, body?: unknown) {
    const headers: Record<string, string> = { origin: ORIGIN }
    if (body !== undefined) headers['content-type'] = 'application/json'
    if (jar.size) headers.cookie = [...jar].map(([k, v]) => `${k}=${v}`).join('; ')
    if (bearer) headers.authorization = `Bearer ${bearer}`
    const res = await mf.dispatchFetch(ORIGIN + path, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
    })
    for (const c of res.headers.getSetCookie()) {
      setCookies.push(c)
      const [name, value] = c.split(';')[0]!.split('=')
      if (/max-age=0/i.test(c) || !value) jar.delete(name!)
      else jar.set(name!, value)
    }
    return { status: res.status, json: (await res.json()) as Answer }
  }
  return { call, jar, setCookies, signIn: (token: string) => void (bearer = token) }
}

async function offers(n: number) {
  const rows = await d1
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
    const list = (await guest.call('GET', '/api/cart/lists')).json.data.list!
    expect(list.map((l) => [l.goods_id, l.cart_num])).toEqual([
      [b, 1],
      [a, 2],
    ])
    expect((await browser().call('GET', '/api/cart/lists')).json.data.list).toEqual([])

    const placed = await guest.call('POST', '/api/orders/add', {
      email: 'd1-guest@example.com',
      shipping_address: address,
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
    const at = new Date().toISOString()
    await d1
      .prepare('INSERT INTO users (email, email_norm, created_at, password_hash, activated_at) VALUES (?, ?, ?, ?, ?)')
      .bind(email, email, at, await hashPassword('Correct-Horse-9'), at)
      .run()
    const guest = browser()
    await guest.call('POST', '/api/cart/add', { goods_id: a, cart_num: 3 })
    await guest.call('POST', '/api/cart/add', { goods_id: b, cart_num: 1 })
    const login = await guest.call('POST', '/api/user/login', { email, password: 'Correct-Horse-9' })
    expect(login.status).toBe(200)
    expect(guest.jar.has('cart')).toBe(false)
    guest.signIn(login.json.data.token as string)
    const list = (await guest.call('GET', '/api/cart/lists')).json.data.list!
    expect(Object.fromEntries(list.map((l) => [l.goods_id, l.cart_num]))).toEqual({ [a!]: 3, [b!]: 1 })
    const rows = await d1.prepare('SELECT count(*) AS n FROM guest_carts').first<{ n: number }>()
    // The first test's cart (emptied by its order) is still there; this one is gone.
    expect(rows!.n).toBe(1)
  })
})
