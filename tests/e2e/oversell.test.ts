/**
 * Stock is never oversold (issue 17, item 8), over real HTTP against the built Node server with
 * two processes (WEB_CONCURRENCY=2, node:cluster sharing the port and the SQLite file): 200
 * signed-in buyers, each their own user, race for the last 10 pieces of an offer → exactly 10
 * orders of one piece, stock 0, never negative; the others are told the stock is short. Then 20
 * concurrent `orders/add` with one Idempotency-Key → one order, one reservation.
 */
import { createClient, type Client } from '@libsql/client'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { GERMAN_ADDRESS } from '../support/addresses'
import { createUserSessions, startShopServer, type ShopServer } from './server'

let server: ShopServer
let client: Client
beforeAll(async () => {
  server = await startShopServer({ WEB_CONCURRENCY: '2' })
  client = createClient({ url: `file:${server.dbFile}` })
  await client.execute('PRAGMA busy_timeout = 5000')
})
afterAll(async () => {
  client?.close()
  await server?.stop()
})

async function buyers(n: number, tag: string) {
  const sessions = await createUserSessions(
    client,
    Array.from({ length: n }, (_, i) => `${tag}-${i}@example.com`),
  )
  return sessions.map((s) => s.token)
}

async function offerWithStock(stock: number) {
  const r = await client.execute(
    'SELECT g.id FROM goods g WHERE g.moq = 1 AND g.multiple = 1 AND g.stock > 0 AND g.id NOT IN (SELECT goods_id FROM order_lines) LIMIT 1',
  )
  const id = Number(r.rows[0]!.id)
  await client.execute({ sql: 'UPDATE goods SET stock = ? WHERE id = ?', args: [stock, id] })
  return id
}

function place(token: string, goodsId: number, key?: string) {
  return fetch(`${server.baseUrl}/api/orders/add`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      authorization: `Bearer ${token}`,
      origin: server.baseUrl,
      ...(key ? { 'idempotency-key': key } : {}),
    },
    body: JSON.stringify({
      goods_id: goodsId,
      cart_num: 1,
      shipping_address: GERMAN_ADDRESS,
      shipping_method: 'express',
    }),
  }).then(async (res) => ({ status: res.status, body: (await res.json()) as { data: { id: number } | null } }))
}

describe('never oversell, over HTTP with two server processes', () => {
  test('200 buyers race for the last 10 pieces: exactly 10 sold, stock 0', async () => {
    const goodsId = await offerWithStock(10)
    const tokens = await buyers(200, 'racer')
    const answers = await Promise.all(tokens.map((token) => place(token, goodsId)))
    const statuses = answers.map((a) => a.status)
    expect(statuses.filter((s) => s === 200)).toHaveLength(10)
    expect(
      statuses.filter((s) => s !== 200 && s !== 409),
      server.output(),
    ).toEqual([])
    const stock = await client.execute({ sql: 'SELECT stock FROM goods WHERE id = ?', args: [goodsId] })
    expect(Number(stock.rows[0]!.stock)).toBe(0)
    const sold = await client.execute({
      sql: "SELECT count(*) AS orders, coalesce(sum(l.qty), 0) AS pieces FROM order_lines l JOIN orders o ON o.id = l.order_id WHERE l.goods_id = ? AND o.status = 'Unpaid'",
      args: [goodsId],
    })
    expect(sold.rows[0]).toMatchObject({ orders: 10, pieces: 10 })
    // No order was left behind half-made by a refused placement.
    const orphans = await client.execute(
      'SELECT count(*) AS n FROM orders o WHERE NOT EXISTS (SELECT 1 FROM order_events e WHERE e.order_id = o.id)',
    )
    expect(Number(orphans.rows[0]!.n)).toBe(0)
  })

  test('20 concurrent orders/add with one Idempotency-Key: one order, one piece reserved', async () => {
    const goodsId = await offerWithStock(100)
    const [token] = await buyers(1, 'double-click')
    const answers = await Promise.all(Array.from({ length: 20 }, () => place(token!, goodsId, 'one-key-for-all-20')))
    expect(answers.map((a) => a.status)).toEqual(Array(20).fill(200))
    expect(new Set(answers.map((a) => a.body.data!.id)).size).toBe(1)
    const stock = await client.execute({ sql: 'SELECT stock FROM goods WHERE id = ?', args: [goodsId] })
    expect(Number(stock.rows[0]!.stock)).toBe(99)
  })
})
