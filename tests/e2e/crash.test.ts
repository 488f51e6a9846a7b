/**
 * Nothing acknowledged is lost when the server dies (issue 14, "crash test"): a burst of
 * registrations and orders against the built Node server, `kill -9` in the middle of it, a restart
 * on the same data folder; then every request that was answered 200 is in the database whole
 * (a user with its activation token and its mail; an order with its lines, its first event, its
 * stock reservation and its confirmation mail), and every message of the mail outbox is delivered
 * exactly once: one .eml per outbox row, named by the row's id, none empty, none twice.
 */
import { readdir, readFile } from 'node:fs/promises'
import { join } from 'node:path'
import { createClient, type Client } from '@libsql/client'
import { afterAll, describe, expect, test } from 'vitest'
import { GERMAN_ADDRESS } from '../support/addresses'
import { createUserSessions, startShopServer, type ShopServer } from './server'

const BUYERS = 40
const STOCK = 100_000
/** TRUST_PROXY: each registration comes from its own address, so the per-IP limit does not refuse the burst. */
const ENV = { TRUST_PROXY: '1' }

const crashed: ShopServer[] = []
const restarted: ShopServer[] = []
const clients: Client[] = []
afterAll(async () => {
  for (const c of clients) c.close()
  for (const s of crashed) await s.crash()
  for (const s of restarted) await s.stop()
})

function open(server: ShopServer) {
  const client = createClient({ url: `file:${server.dbFile}` })
  clients.push(client)
  return client
}

// One process commits its own writes; in a cluster the primary's writer thread commits the
// workers' writes in groups (server/db/node-writer.ts), and kill -9 of the primary takes it down.
describe.each([
  ['one server process', '1'],
  ['two server processes and the writer thread', '2'],
])('kill -9 during a burst of registrations and orders: %s', (_name, processes) => {
  test('after a restart every acknowledged registration and order is stored whole, and every mail is delivered once', async () => {
    const env = { ...ENV, WEB_CONCURRENCY: processes }
    const server = await startShopServer(env)
    crashed.push(server)
    const client = open(server)
    await client.execute('PRAGMA busy_timeout = 5000')

    // Signed-in buyers and an offer with plenty of stock.
    const sessions = await createUserSessions(
      client,
      Array.from({ length: BUYERS }, (_, i) => `crash-buyer-${i}@example.com`),
    )
    const tokens = sessions.map((s) => s.token)
    const offer = await client.execute(
      'SELECT id FROM goods WHERE moq = 1 AND multiple = 1 AND stock > 0 ORDER BY id LIMIT 1',
    )
    const goodsId = Number(offer.rows[0]!.id)
    await client.execute({ sql: 'UPDATE goods SET stock = ? WHERE id = ?', args: [STOCK, goodsId] })

    const registered: string[] = []
    const ordered: { id: number; qty: number }[] = []
    let sent = 0
    let running = true
    const post = (path: string, body: unknown, headers: Record<string, string>) =>
      fetch(`${server.baseUrl}${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: server.baseUrl, ...headers },
        body: JSON.stringify(body),
      })

    const registrations = async (lane: number) => {
      for (let i = 0; running; i++) {
        const email = `crash-${lane}-${i}@example.com`
        const n = ++sent
        try {
          const res = await post(
            '/api/user/register',
            {
              email,
              password: 'Strong-pass-1',
              confirm_password: 'Strong-pass-1',
              contact_name: 'Carla Crash',
              telephone: '+49 30 1234567',
              company_name: 'Crash GmbH',
              country: 'DE',
              policy_agreement: true,
            },
            { 'x-forwarded-for': `10.${lane}.${(n >> 8) & 255}.${n & 255}` },
          )
          const body = (await res.json()) as { code: number }
          if (res.status === 200 && body.code === 200) registered.push(email)
        } catch {
          // the server died under this request: it was never acknowledged
        }
      }
    }
    const orders = async (lane: number) => {
      for (let i = 0; running; i++) {
        const qty = 1 + ((lane + i) % 3)
        try {
          const res = await post(
            '/api/orders/add',
            { goods_id: goodsId, cart_num: qty, shipping_address: GERMAN_ADDRESS, shipping_method: 'express' },
            { authorization: `Bearer ${tokens[(lane * 7 + i) % tokens.length]}` },
          )
          const body = (await res.json()) as { code: number; data: { id: number } | null }
          if (res.status === 200 && body.data) ordered.push({ id: body.data.id, qty })
        } catch {
          // not acknowledged
        }
      }
    }
    const lanes = [
      ...Array.from({ length: 8 }, (_, lane) => registrations(lane)),
      ...Array.from({ length: 8 }, (_, lane) => orders(lane)),
    ]
    // Kill the server while both kinds of request are in flight, once some of each were answered.
    const started = Date.now()
    while ((registered.length < 40 || ordered.length < 40) && Date.now() - started < 60_000) {
      await new Promise((r) => setTimeout(r, 20))
    }
    await server.crash()
    running = false
    await Promise.all(lanes)
    expect(registered.length, 'registrations answered before the crash').toBeGreaterThanOrEqual(40)
    expect(ordered.length, 'orders answered before the crash').toBeGreaterThanOrEqual(40)
    expect(sent, 'requests were still being sent when the server died').toBeGreaterThan(registered.length)
    console.info(
      `crash test: killed after ${Date.now() - started} ms with ${registered.length} registrations and ${ordered.length} orders acknowledged`,
    )

    // Restart on the same data folder; it delivers what the crash left in the outbox.
    const second = await startShopServer(env, { dataDir: server.dataDir })
    restarted.push(second)
    const after = open(second)
    await after.execute('PRAGMA busy_timeout = 5000')
    expect((await after.execute('PRAGMA integrity_check')).rows[0]![0]).toBe('ok')
    const deadline = Date.now() + 60_000
    for (;;) {
      const pending = await after.execute('SELECT count(*) AS n FROM mail_outbox WHERE sent_at IS NULL')
      if (Number(pending.rows[0]!.n) === 0) break
      if (Date.now() > deadline)
        throw new Error(`mail still undelivered a minute after the restart:\n${second.output()}`)
      await new Promise((r) => setTimeout(r, 250))
    }

    // Every acknowledged registration: the user, its activation token and its mail.
    const json = (list: unknown[]) => JSON.stringify(list)
    const stored = await after.execute({
      sql: `SELECT u.email,
              (SELECT count(*) FROM account_tokens t WHERE t.user_id = u.id AND t.purpose = 'activate') AS tokens,
              (SELECT count(*) FROM mail_outbox m WHERE m.recipient = u.email) AS mails
            FROM users u WHERE u.email IN (SELECT value FROM json_each(?))`,
      args: [json(registered)],
    })
    expect(stored.rows.length, 'acknowledged registrations in the database').toBe(registered.length)
    for (const row of stored.rows) {
      expect({ email: row.email, tokens: Number(row.tokens), mails: Number(row.mails) }).toEqual({
        email: row.email,
        tokens: 1,
        mails: 1,
      })
    }

    // Every acknowledged order: the order, its line, its first event.
    const placed = await after.execute({
      sql: `SELECT o.id, o.status,
              (SELECT coalesce(sum(l.qty), 0) FROM order_lines l WHERE l.order_id = o.id) AS qty,
              (SELECT count(*) FROM order_events e WHERE e.order_id = o.id) AS events
            FROM orders o WHERE o.id IN (SELECT value FROM json_each(?))`,
      args: [json(ordered.map((o) => o.id))],
    })
    expect(placed.rows.length, 'acknowledged orders in the database').toBe(ordered.length)
    const qtyById = new Map(ordered.map((o) => [o.id, o.qty]))
    for (const row of placed.rows) {
      expect(Number(row.qty), `order ${row.id}`).toBe(qtyById.get(Number(row.id)))
      expect(Number(row.events), `order ${row.id}`).toBeGreaterThanOrEqual(1)
    }
    // Stock and orders agree: what left the shelf is exactly what the stored orders hold (also the
    // orders whose answer the crash cut off), and no order was stored half-made.
    const shelf = await after.execute({
      sql: `SELECT g.stock, (SELECT coalesce(sum(l.qty), 0) FROM order_lines l WHERE l.goods_id = g.id) AS sold
            FROM goods g WHERE g.id = ?`,
      args: [goodsId],
    })
    expect(Number(shelf.rows[0]!.stock) + Number(shelf.rows[0]!.sold)).toBe(STOCK)
    const halfMade = await after.execute(
      `SELECT count(*) AS n FROM orders o
       WHERE NOT EXISTS (SELECT 1 FROM order_lines l WHERE l.order_id = o.id)
          OR NOT EXISTS (SELECT 1 FROM order_events e WHERE e.order_id = o.id)`,
    )
    expect(Number(halfMade.rows[0]!.n)).toBe(0)
    // Every stored order (also those whose answer the crash cut off) has its confirmation mail, once.
    const orderMails = await after.execute(
      `SELECT (SELECT count(*) FROM orders) AS orders,
              (SELECT count(*) FROM mail_outbox WHERE recipient LIKE 'crash-buyer-%') AS mails`,
    )
    expect(Number(orderMails.rows[0]!.mails), 'order confirmation mails').toBe(Number(orderMails.rows[0]!.orders))

    // Every outbox message delivered exactly once: one whole .eml per row, named and identified by its id.
    const outbox = join(second.dataDir, 'outbox')
    const files = (await readdir(outbox)).filter((f) => f.endsWith('.eml')).sort()
    const ids = (await after.execute('SELECT id FROM mail_outbox ORDER BY id')).rows.map((r) => Number(r.id))
    expect(ids.length).toBeGreaterThanOrEqual(registered.length + ordered.length)
    expect(files).toEqual(ids.map((id) => `mail-${String(id).padStart(9, '0')}.eml`))
    console.info(`crash test: ${ids.length} outbox messages, each delivered once`)
    for (const [i, file] of files.entries()) {
      const eml = await readFile(join(outbox, file), 'utf8')
      expect(eml, file).toContain(`Message-ID: <outbox-${ids[i]}@chipshop.local>`)
      expect(eml.trimEnd().endsWith('--'), `${file} is whole`).toBe(true)
    }
  }, 300_000)
})
