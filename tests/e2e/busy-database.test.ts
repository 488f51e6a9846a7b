/**
 * Another program holds the database's write lock longer than the server waits for it (5 s): the
 * write that waited fails, and after that nothing the server acknowledges may be lost. libsql 0.5
 * leaves such a failed statement open, and its connection then answers later writes as done without
 * ever committing them (server/db/statement-cache.ts); the server stops that process instead and
 * the cluster starts a fresh one.
 */
import { createClient, type Client } from '@libsql/client'
import { afterAll, expect, test } from 'vitest'
import { createUserSessions, startShopServer, type ShopServer } from './server'

const BUYERS = 12
/** How long a request may go unanswered: far past the server's 5 s busy wait and a process restart. */
const ANSWER_WITHIN_MS = 30_000
const NO_ANSWER = -1
let server: ShopServer | undefined
const clients: Client[] = []
afterAll(async () => {
  for (const c of clients) c.close()
  await server?.stop()
})

test('after a write lock held past the busy wait, no request hangs and every change answered 200 is stored', async () => {
  server = await startShopServer({ WEB_CONCURRENCY: '2' })
  const base = server.baseUrl
  const client = createClient({ url: `file:${server.dbFile}` })
  clients.push(client)
  await client.execute('PRAGMA busy_timeout = 5000')
  const sessions = await createUserSessions(
    client,
    Array.from({ length: BUYERS }, (_, i) => `busy-buyer-${i}@example.com`),
  )
  const offers = (
    await client.execute(
      `SELECT id FROM goods WHERE moq = 1 AND multiple = 1 AND stock > 100 ORDER BY id LIMIT ${BUYERS}`,
    )
  ).rows.map((r) => Number(r.id))
  const send = (method: string, path: string, i: number, body: unknown) =>
    fetch(`${base}${path}`, {
      method,
      headers: { 'content-type': 'application/json', authorization: `Bearer ${sessions[i]!.token}`, origin: base },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(ANSWER_WITHIN_MS),
    }).then(
      async (res) => (await res.arrayBuffer(), res.status),
      // The connection closed: its process stopped mid-request. A request left hanging is a failure.
      (error: unknown) => ((error as Error | null)?.name === 'TimeoutError' ? NO_ANSWER : 0),
    )
  const addToCart = (i: number) => send('POST', '/api/cart/add', i, { goods_id: offers[i], cart_num: 1 })

  // Every buyer has a line (the statements of the process that answered are prepared and cached).
  for (let i = 0; i < BUYERS; i++) expect(await addToCart(i)).toBe(200)
  const lines = new Map<number, number>()
  for (let i = 0; i < BUYERS; i++) {
    const row = await client.execute({
      sql: 'SELECT id FROM cart_items WHERE user_id = ?',
      args: [sessions[i]!.userId],
    })
    lines.set(i, Number(row.rows[0]!.id))
  }

  // Another program takes the write lock and keeps it until every add that waits for it has its
  // answer: each fails after the server's 5 s busy wait (500, or the connection closes when its
  // process stops), and none may hang. Eight at once, so that some come on new connections while
  // both processes are blocked in their wait.
  const holder = await client.transaction('write')
  await holder.execute({ sql: 'UPDATE goods SET stock = stock WHERE id = ?', args: [offers[0]!] })
  const answers = await Promise.all(Array.from({ length: 8 }, (_, i) => addToCart(i)))
  await holder.rollback()
  expect(answers, server.output()).not.toContain(NO_ANSWER)
  expect(answers.every((s) => s !== 200)).toBe(true)

  // The shop answers again (a process that stopped is replaced: that takes a few seconds).
  for (const deadline = Date.now() + 60_000; ;) {
    const up = await fetch(`${base}/api/config/getConfig`, { signal: AbortSignal.timeout(5_000) }).then(
      async (res) => (await res.arrayBuffer(), res.ok),
      () => false,
    )
    if (up) break
    if (Date.now() > deadline) throw new Error(`the shop did not answer again:\n${server.output()}`)
    await new Promise((ok) => setTimeout(ok, 250))
  }

  // From here every quantity answered 200 must be in the database, whichever process answered it.
  const acknowledged = new Map<number, number>()
  for (let round = 2; round <= 4; round++) {
    for (let i = 0; i < BUYERS; i++) {
      if ((await send('PUT', '/api/cart/addMinus', i, { id: lines.get(i), cart_num: round })) === 200)
        acknowledged.set(i, round)
    }
    await new Promise((ok) => setTimeout(ok, 500))
  }
  expect(acknowledged.size, server.output()).toBeGreaterThan(0)
  const check = createClient({ url: `file:${server.dbFile}` })
  clients.push(check)
  for (const [i, qty] of acknowledged) {
    const row = await check.execute({ sql: 'SELECT qty FROM cart_items WHERE id = ?', args: [lines.get(i)!] })
    expect(Number(row.rows[0]!.qty), `buyer ${i}\n${server.output()}`).toBe(qty)
  }
}, 180_000)
