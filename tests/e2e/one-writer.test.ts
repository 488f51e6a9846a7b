/**
 * With several server processes, the workers read for themselves and hand their writes to one writer
 * (server/db/node-writer.ts). A write that waits for SQLite's write lock therefore stops no worker:
 * while another program holds the lock, buyers' writes wait, and everything else is answered. Before,
 * each worker waited in SQLite's busy handler inside the statement, and its whole event loop stood
 * still until the lock was free.
 */
import { createClient, type Client } from '@libsql/client'
import { afterAll, expect, test } from 'vitest'
import { createUserSessions, startShopServer, type ShopServer } from './server'

const BUYERS = 12
/** How long the other program holds the lock: less than the server's 5 s busy wait. */
const HOLD_MS = 3_000
let server: ShopServer | undefined
const clients: Client[] = []
afterAll(async () => {
  for (const c of clients) c.close()
  await server?.stop()
})

test('while another program holds the write lock, reads are answered, and the writes that waited are all stored', async () => {
  server = await startShopServer({ WEB_CONCURRENCY: '2' })
  const base = server.baseUrl
  const client = createClient({ url: `file:${server.dbFile}` })
  clients.push(client)
  await client.execute('PRAGMA busy_timeout = 5000')
  const sessions = await createUserSessions(
    client,
    Array.from({ length: BUYERS }, (_, i) => `one-writer-${i}@example.com`),
  )
  const offers = (
    await client.execute(
      `SELECT id FROM goods WHERE moq = 1 AND multiple = 1 AND stock > 100 ORDER BY id LIMIT ${BUYERS}`,
    )
  ).rows.map((r) => Number(r.id))
  const send = (method: string, path: string, i: number, body?: unknown) =>
    fetch(`${base}${path}`, {
      method,
      headers: { 'content-type': 'application/json', authorization: `Bearer ${sessions[i]!.token}`, origin: base },
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: AbortSignal.timeout(30_000),
    }).then(async (res) => (await res.arrayBuffer(), res.status))

  // Every process has answered a write and a read before (statements prepared, connections open).
  for (let i = 0; i < BUYERS; i++) expect(await send('GET', '/api/cart/lists', i)).toBe(200)

  const holder = await client.transaction('write')
  await holder.execute({ sql: 'UPDATE goods SET stock = stock WHERE id = ?', args: [offers[0]!] })
  let released = false
  const release = new Promise<void>((done) =>
    setTimeout(() => {
      released = true
      void holder.rollback().then(done)
    }, HOLD_MS),
  )
  // Twelve buyers add to their carts at once, on their own connections: both processes get some.
  const adds = Array.from({ length: BUYERS }, (_, i) =>
    send('POST', '/api/cart/add', i, { goods_id: offers[i], cart_num: 1 }),
  )
  await new Promise((ok) => setTimeout(ok, 500))
  // Their carts are read while the lock is still held: each answer comes before the lock is let go.
  const reads = await Promise.all(
    Array.from({ length: BUYERS }, (_, i) =>
      send('GET', '/api/cart/lists', i).then((status) => ({ status, beforeRelease: !released })),
    ),
  )
  await release
  expect(reads, server.output()).toEqual(reads.map(() => ({ status: 200, beforeRelease: true })))

  // The adds waited for the lock and then went through: every one answered 200 and stored.
  expect(await Promise.all(adds), server.output()).toEqual(adds.map(() => 200))
  for (let i = 0; i < BUYERS; i++) {
    const row = await client.execute({
      sql: 'SELECT qty FROM cart_items WHERE user_id = ? AND goods_id = ?',
      args: [sessions[i]!.userId, offers[i]!],
    })
    expect(Number(row.rows[0]?.qty), `buyer ${i}`).toBe(1)
  }
}, 120_000)
