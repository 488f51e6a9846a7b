/**
 * In-process part of `npm run bench:orders` (run through scripts/run-ts.mjs by orders.mjs): opens
 * the benchmark database (migrations applied), prepares buyers with sessions and carts, and times
 * the buy path through the whole app in-process (app.request: validation, session, handler,
 * database) — add to cart, the cart list with 50 lines, the checkout preview of a 10-line cart and
 * placing an order (Buy now, one line). Prints one JSON line: p50/p95/p99 in milliseconds, and
 * the buyers' tokens and offers the HTTP part uses.
 *
 *   node scripts/run-ts.mjs tests/bench/orders-inprocess.ts --db data/bench/catalogue-1m.db
 */
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { sql } from 'drizzle-orm'
import { createApp } from '../../server/app'
import { openNodeDb } from '../../server/db/node'
import { users } from '../../server/db/schema'
import { createSession } from '../../server/auth/sessions'
import { defaultSettings, limitsFromEnv, systemClock, type Ports } from '../../server/ports'
import { GENEROUS_RATE_LIMITS } from '../support/rate-limits'
import { loneProcessRateLimiter } from '../../server/ports/node/memory-rate-limiter'
import { diskFileStore } from '../../server/ports/node/disk-files'
import { inlineSheetReader } from '../../server/ports/inline-sheets'

const arg = (name: string, fallback: string) => {
  const i = process.argv.indexOf(`--${name}`)
  return i > 0 ? process.argv[i + 1]! : fallback
}

function stats(times: number[]) {
  const s = [...times].sort((a, b) => a - b)
  const at = (p: number) => s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))]!
  const r = (n: number) => Math.round(n * 1000) / 1000
  return { n: s.length, p50: r(at(50)), p95: r(at(95)), p99: r(at(99)), max: r(s[s.length - 1]!) }
}

const ADDRESS = {
  contact_name: 'Bench Buyer',
  country: 'DE',
  state: 'Berlin',
  city: 'Berlin',
  address_line1: 'Hauptstraße 1',
  postal_code: '10115',
  telephone: '+49 30 1234567',
}

async function main() {
  const file = arg('db', 'data/bench/catalogue-1m.db')
  const root = process.env.CHIPSHOP_ROOT ?? process.cwd()
  const db = await openNodeDb(file, `${root}/server/db/migrations`)
  const scratch = mkdtempSync(join(tmpdir(), 'chipshop-bench-orders-'))
  const ports: Ports = {
    db,
    mailer: { send: async () => {} },
    files: diskFileStore(join(scratch, 'files')),
    sheets: inlineSheetReader,
    rateLimiter: loneProcessRateLimiter(db, systemClock),
    payments: null,
    clock: systemClock,
    log: { info: () => {}, error: (r) => console.error(JSON.stringify(r)) },
    runtime: 'node',
    // The buyers all come from one address: the rate limits are out of the way, as over HTTP.
    settings: { ...defaultSettings, publicUrl: 'http://bench.test', limits: limitsFromEnv(GENEROUS_RATE_LIMITS) },
  }
  const app = createApp(ports)
  const [{ n: parts }] = (await db.all<{ n: number }>(sql`SELECT count(*) AS n FROM parts`)) as [{ n: number }]

  // Offers spread over the whole catalogue (every k-th goods id) with MOQ 1; their stock is made
  // plentiful so that placing orders never runs out during the benchmark.
  const [{ maxId }] = (await db.all<{ maxId: number }>(sql`SELECT max(id) AS maxId FROM goods`)) as [{ maxId: number }]
  const step = Math.max(1, Math.floor(maxId / 2000))
  const offers = (
    await db.all<{ id: number }>(
      sql`SELECT id FROM goods WHERE id % ${step} = 0 AND moq = 1 AND multiple = 1 ORDER BY id LIMIT 500`,
    )
  ).map((r) => Number(r.id))
  await db.run(
    sql`UPDATE goods SET stock = 1000000000 WHERE id IN (SELECT value FROM json_each(${JSON.stringify(offers)}))`,
  )

  // Buyers: fresh users with sessions (a run leaves them; they are marked bench-*).
  const now = new Date()
  const tag = `bench-${now.getTime()}`
  const buyers: string[] = []
  for (let i = 0; i < 200; i++) {
    const email = `${tag}-${i}@example.com`
    const [u] = await db.insert(users).values({ email, emailNorm: email, createdAt: now.toISOString() }).returning()
    buyers.push((await createSession(db, u!.id, now, 30)).token)
  }
  const call = async (method: string, path: string, token: string, body?: unknown) => {
    const res = await app.request(path, {
      method,
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}`, origin: 'http://bench.test' },
      body: body === undefined ? undefined : JSON.stringify(body),
    })
    const text = await res.text()
    if (res.status !== 200) throw new Error(`${method} ${path} answered ${res.status}: ${text.slice(0, 300)}`)
  }
  const timed = async (count: number, run: (i: number) => Promise<unknown>) => {
    for (let i = 0; i < Math.min(20, count); i++) await run(i) // warm-up
    const times: number[] = []
    for (let i = 0; i < count; i++) {
      const t = performance.now()
      await run(i)
      times.push(performance.now() - t)
    }
    return stats(times)
  }

  // Buyers 0-49 add to their carts; buyer 50 has 50 lines (list); buyers 51-99 have 10 (preview).
  const add = await timed(1000, (i) =>
    call('POST', '/api/cart/add', buyers[i % 50]!, { goods_id: offers[(i * 7) % offers.length]!, cart_num: 1 }),
  )
  for (let i = 0; i < 50; i++) await call('POST', '/api/cart/add', buyers[50]!, { goods_id: offers[i]!, cart_num: 1 })
  for (let b = 51; b < 100; b++)
    await call('POST', '/api/cart/addMultiple', buyers[b]!, {
      items: Array.from({ length: 10 }, (_, i) => ({ goods_id: offers[(b * 10 + i) % offers.length]!, cart_num: 1 })),
    })
  const list = await timed(300, () => call('GET', '/api/cart/lists', buyers[50]!))
  const preview = await timed(300, (i) => call('POST', '/api/orders/before', buyers[51 + (i % 49)]!, { country: 'DE' }))
  const place = await timed(300, (i) =>
    call('POST', '/api/orders/add', buyers[100 + (i % 100)]!, {
      goods_id: offers[(i * 13) % offers.length]!,
      cart_num: 1,
      shipping_address: ADDRESS,
      shipping_method: 'express',
    }),
  )
  ;(db as unknown as { $client: { close(): void } }).$client.close()
  rmSync(scratch, { recursive: true, force: true })
  console.log(JSON.stringify({ parts, add, list, preview, place, buyers, offers }))
}

main().catch((error) => {
  console.error(error)
  process.exit(1)
})
