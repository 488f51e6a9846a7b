// Buy-path benchmark at catalogue scale: `npm run bench:orders` builds, then runs this.
//
// 1. Reuses the 1,000,000-part database of `npm run bench:search` (data/bench/catalogue-1m.db),
//    seeding it first with the same command when it is missing.
// 2. In-process (tests/bench/orders-inprocess.ts, through the whole app without a socket): add to
//    cart, cart list with 50 lines, checkout preview of 10 lines, place order — p50/p95/p99. It
//    also creates the buyers (users with sessions, carts) the HTTP part uses.
// 3. The built Node server on that database (WEB_CONCURRENCY default: two processes here): the
//    same four calls, each under closed load (autocannon, 50 connections, every connection sends
//    again as soon as it is answered: throughput, p50/p95/p99) and at steady offered rates (open
//    load: requests due at even intervals, BENCH_RATE per second, on up to 50 keep-alive
//    connections, each timed from when it was due: latency as buyers meet it).
// 4. The oversell race: 200 buyers at once for the last 10 pieces of an offer, over HTTP — how long
//    it takes, its throughput, and that exactly 10 were sold.
// Prints a table and writes data/bench/orders-results.json. A script that prints figures, not a test.
// The benchmark adds users, carts and orders to the benchmark database and gives its offers plenty
// of stock; search figures do not depend on those rows.
//
// Knobs (env): BENCH_PARTS (1000000), BENCH_DB, BENCH_DURATION seconds per call (10),
// BENCH_CONNECTIONS (50), BENCH_WARMUP seconds (3), BENCH_RATE requests per second offered in the
// steady-rate passes (100,300: the issue's two targets; one pass per rate), BENCH_CALLS=place (only
// place order and the race: for A/B runs), BENCH_TIMINGS=1 (the server processes record where a
// write's time goes, server/db/timings.ts, and the bench prints the breakdown),
// BENCH_SERVER (another build's dist/node/server.mjs, for A/B).
import autocannon from 'autocannon'
import { Agent, request as httpRequest } from 'node:http'
import { execFileSync } from 'node:child_process'
import { existsSync, mkdirSync, mkdtempSync, writeFileSync } from 'node:fs'
import { availableParallelism, cpus, loadavg, tmpdir } from 'node:os'
import { summariseTimings } from './timings.mjs'
import { join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { createClient } from '@libsql/client'
import { startBuiltServer } from './built-server.mjs'

const root = resolve(fileURLToPath(new URL('../..', import.meta.url)))
const parts = Number(process.env.BENCH_PARTS ?? 1_000_000)
const dbFile = resolve(
  process.env.BENCH_DB ?? join(root, `data/bench/catalogue-${parts >= 1e6 ? `${parts / 1e6}m` : `${parts / 1e3}k`}.db`),
)
const duration = Number(process.env.BENCH_DURATION ?? 10)
const connections = Number(process.env.BENCH_CONNECTIONS ?? 50)
const warmup = Number(process.env.BENCH_WARMUP ?? 3)
const steadyRates = String(process.env.BENCH_RATE ?? '100,300')
  .split(',')
  .map(Number)
const onlyPlace = process.env.BENCH_CALLS === 'place'
const timingsFile =
  process.env.BENCH_TIMINGS === '1' ? join(mkdtempSync(join(tmpdir(), 'chipshop-timings-')), 't') : null
const node = process.execPath
const address = {
  contact_name: 'Bench Buyer',
  country: 'DE',
  state: 'Berlin',
  city: 'Berlin',
  address_line1: 'Hauptstraße 1',
  postal_code: '10115',
  telephone: '+49 30 1234567',
}

function ensureDatabase() {
  if (existsSync(dbFile)) return
  console.log(`seeding ${parts.toLocaleString('en')} parts into ${dbFile} (as npm run bench:search does) ...`)
  mkdirSync(resolve(dbFile, '..'), { recursive: true })
  execFileSync(
    node,
    ['scripts/run-ts.mjs', 'server/db/seed/catalogue/cli.ts', '--parts', String(parts), '--db', dbFile],
    { cwd: root, stdio: ['ignore', 'inherit', 'inherit'], env: { ...process.env, CHIPSHOP_ROOT: root } },
  )
}

function inProcess() {
  const out = execFileSync(node, ['scripts/run-ts.mjs', 'tests/bench/orders-inprocess.ts', '--db', dbFile], {
    cwd: root,
    encoding: 'utf8',
    env: { ...process.env, CHIPSHOP_ROOT: root },
    maxBuffer: 64 * 1024 * 1024,
  })
  return JSON.parse(out.trim().split('\n').pop())
}

/** autocannon on one call; `make(i)` gives the i-th request (method, path, token, body). */
async function http(base, name, make) {
  let i = 0
  const request = () => {
    const r = make(i++)
    return {
      method: r.method,
      path: r.path,
      headers: {
        'content-type': 'application/json',
        authorization: `Bearer ${r.token}`,
        origin: base,
      },
      body: r.body === undefined ? undefined : JSON.stringify(r.body),
    }
  }
  const first = request()
  const res = await fetch(base + first.path, first)
  const text = await res.text()
  if (res.status !== 200) throw new Error(`${name}: ${first.path} answered ${res.status}: ${text.slice(0, 300)}`)
  /**
   * Closed load, one autocannon run: each connection sends its next request as soon as the last is
   * answered (the server's throughput, and a latency of connections / throughput). Every answer's
   * time is kept, so p95 is exact (autocannon's own summary has no p95).
   */
  const run = (seconds) =>
    new Promise((done, fail) => {
      const times = []
      const instance = autocannon(
        {
          url: base,
          connections,
          duration: seconds,
          requests: [{ setupRequest: (req) => ({ ...req, ...request() }) }],
        },
        (error, result) => (error ? fail(error) : done({ result, times })),
      )
      instance.on('response', (_client, _status, _bytes, responseTime) => times.push(responseTime))
    })
  /**
   * Open load at a steady rate, the way buyers arrive: request k is due at start + k / rate, sent
   * on one of `connections` keep-alive sockets, and its time counts from when it was due, so a
   * request that waits for a free socket waits on the clock (no coordinated omission).
   * autocannon's `overallRate` is not this: each connection sends its share of a second as fast as
   * it can when the second starts, so "100 req/s" arrived as bursts of 50 at once.
   */
  const openLoad = async (seconds, rate) => {
    const agent = new Agent({ keepAlive: true, maxSockets: connections })
    const times = []
    let non2xx = 0
    let errors = 0
    const send = (r, due) =>
      new Promise((answered) => {
        const req = httpRequest(base + r.path, { method: r.method, headers: r.headers, agent }, (res) => {
          res.resume()
          res.on('end', () => {
            times.push(performance.now() - due)
            if (res.statusCode >= 300) non2xx++
            answered()
          })
        })
        req.on('error', () => (errors++, answered()))
        req.end(r.body)
      })
    const sent = []
    const total = Math.round(seconds * rate)
    const start = performance.now() + 20
    for (let k = 0; k < total; k++) {
      const due = start + (k * 1000) / rate
      const wait = due - performance.now()
      if (wait > 1) await new Promise((r) => setTimeout(r, wait))
      sent.push(send(request(), due))
    }
    await Promise.all(sent)
    agent.destroy()
    return { result: { requests: { average: times.length / seconds }, non2xx, errors, timeouts: 0 }, times }
  }
  const summary = ({ result, times }) => {
    const s = times.sort((a, b) => a - b)
    const at = (p) => s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))] ?? NaN
    return {
      reqPerSec: Math.round(result.requests.average),
      p50: at(50),
      p95: at(95),
      p99: at(99),
      non2xx: result.non2xx,
      errors: result.errors + result.timeouts,
    }
  }
  if (warmup > 0) await run(warmup)
  const closed = summary(await run(duration))
  const steady = []
  for (const rate of steadyRates) steady.push({ rate, ...summary(await openLoad(duration, rate)) })
  return { name, closed, steady }
}

async function race(base, tokens) {
  // The server's processes are still writing when the race starts (the outbox delivers the mails
  // of the thousands of orders just placed): without a busy timeout this connection's first write
  // fails at once with SQLITE_BUSY (libsql's default timeout is 0), as it did twice. The server's
  // own connections wait up to 5 s (server/db/node.ts).
  const client = createClient({ url: `file:${dbFile}` })
  await client.execute('PRAGMA busy_timeout = 30000')
  const pick = await client.execute(
    'SELECT id FROM goods WHERE moq = 1 AND multiple = 1 AND stock > 0 ORDER BY id DESC LIMIT 1',
  )
  const goodsId = Number(pick.rows[0].id)
  await client.execute({ sql: 'UPDATE goods SET stock = 10 WHERE id = ?', args: [goodsId] })
  const started = performance.now()
  const statuses = await Promise.all(
    tokens.slice(0, 200).map((token) =>
      fetch(`${base}/api/orders/add`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}`, origin: base },
        body: JSON.stringify({ goods_id: goodsId, cart_num: 1, shipping_address: address, shipping_method: 'express' }),
      }).then(async (res) => (await res.arrayBuffer(), res.status)),
    ),
  )
  const ms = performance.now() - started
  const stock = Number(
    (await client.execute({ sql: 'SELECT stock FROM goods WHERE id = ?', args: [goodsId] })).rows[0].stock,
  )
  client.close()
  return {
    buyers: statuses.length,
    sold: statuses.filter((s) => s === 200).length,
    refused: statuses.filter((s) => s === 409).length,
    other: statuses.filter((s) => s !== 200 && s !== 409).length,
    otherStatuses: [...new Set(statuses.filter((s) => s !== 200 && s !== 409))],
    stock,
    ms: Math.round(ms),
    perSecond: Math.round((statuses.length / ms) * 1000),
  }
}

const pad = (s, n) => String(s).padEnd(n)
const lpad = (s, n) => String(s).padStart(n)

async function main() {
  if (!existsSync(join(root, 'dist/node/server.mjs')))
    throw new Error('dist/node/server.mjs is missing: run `npm run build` (npm run bench:orders does)')
  const cpu = cpus()[0]?.model ?? 'unknown CPU'
  console.log(
    `orders benchmark: Node ${process.version}; ${availableParallelism()} × ${cpu}; load ${loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')}`,
  )
  ensureDatabase()
  console.log('in-process timings ...')
  const ip = inProcess()
  const { buyers, offers } = ip
  console.log('HTTP ...')
  const server = await startBuiltServer({
    env: { DATABASE_FILE: dbFile, ...(timingsFile ? { CHIPSHOP_TIMINGS: timingsFile } : {}) },
    readyPath: '/api/category/stat',
    timeoutMs: 120_000,
  })
  const results = []
  let raced
  try {
    if (!onlyPlace)
      results.push(
        await http(server.base, 'POST /api/cart/add', (i) => ({
          method: 'POST',
          path: '/api/cart/add',
          token: buyers[i % 50],
          // At most 100 different offers a buyer (then the same ones again, one more each): a cart
          // holds 200 lines, and past that every add was a cheap 409 (7,050 of them in a run).
          body: { goods_id: offers[((Math.floor(i / 50) % 100) * 7) % offers.length], cart_num: 1 },
        })),
      )
    if (!onlyPlace)
      results.push(
        await http(server.base, 'GET /api/cart/lists (50 lines)', () => ({
          method: 'GET',
          path: '/api/cart/lists',
          token: buyers[50],
        })),
      )
    if (!onlyPlace)
      results.push(
        await http(server.base, 'POST /api/orders/before (10 lines)', (i) => ({
          method: 'POST',
          path: '/api/orders/before',
          token: buyers[51 + (i % 49)],
          body: { country: 'DE' },
        })),
      )
    results.push(
      await http(server.base, 'POST /api/orders/add (Buy now)', (i) => ({
        method: 'POST',
        path: '/api/orders/add',
        token: buyers[100 + (i % 100)],
        body: {
          goods_id: offers[(i * 13) % offers.length],
          cart_num: 1,
          shipping_address: address,
          shipping_method: 'express',
        },
      })),
    )
    raced = await race(server.base, buyers)
    // The processes write their samples every 2 s.
    if (timingsFile) await new Promise((r) => setTimeout(r, 2_500))
  } finally {
    await server.stop()
  }

  const row = (name, s, target = '') =>
    `  ${pad(name, 36)}${lpad(s.p50.toFixed(2), 8)}${lpad(s.p95.toFixed(2), 8)}${lpad(s.p99.toFixed(2), 8)}  ${target}`
  console.log(`\ncatalogue: ${ip.parts.toLocaleString('en')} parts (${dbFile})`)
  console.log(`\nin-process (whole app, no socket), ms      p50     p95     p99`)
  console.log(row('add to cart', ip.add))
  console.log(row('cart list, 50 lines', ip.list))
  console.log(row('checkout preview, 10 lines', ip.preview))
  console.log(row('place order (Buy now)', ip.place))
  const ms = (n) => (Number.isFinite(n) ? n.toFixed(1) : '—')
  const problems = (r) => (r.non2xx || r.errors ? `  (non-2xx ${r.non2xx}, errors ${r.errors})` : '')
  console.log(
    `\nHTTP, ${connections} connections, ${duration} s each, ms   closed load: req/s   p50    p95    p99${steadyRates.map((rate) => ` | ${rate} req/s offered:  p50    p95    p99`).join('')}`,
  )
  for (const r of results)
    console.log(
      `  ${pad(r.name, 36)}${lpad(r.closed.reqPerSec, 20)}${lpad(ms(r.closed.p50), 7)}${lpad(ms(r.closed.p95), 7)}${lpad(ms(r.closed.p99), 7)}${r.steady.map((s) => `${lpad(ms(s.p50), 24)}${lpad(ms(s.p95), 7)}${lpad(ms(s.p99), 7)}`).join('')}${problems(r.closed)}${r.steady.map(problems).join('')}`,
    )
  console.log('  targets: add to cart p95 ≤ 10 ms over HTTP at 50 connections; place order p95 ≤ 50 ms')
  console.log(
    `  (closed load: 50 connections each waiting for its answer, so latency = 50 / throughput; ${steadyRates.join(' and ')} req/s offered: the same connections, requests at a steady rate)`,
  )
  console.log(
    `\noversell race: ${raced.buyers} buyers for the last 10 pieces over HTTP: ${raced.sold} sold, ${raced.refused} refused, ${raced.other} other answers${raced.other ? ` (${raced.otherStatuses.join(', ')})` : ''}, stock left ${raced.stock}; ${raced.ms} ms (${raced.perSecond} orders/s attempted)`,
  )
  const timings = timingsFile ? summariseTimings(timingsFile) : null
  if (timings)
    console.log(
      `\nwhere the time goes (server/db/timings.ts; ms unless a count), all loads of this run:\n${timings.text}`,
    )
  const report = {
    at: new Date().toISOString(),
    node: process.version,
    cpu,
    cores: availableParallelism(),
    load: loadavg(),
    parts: ip.parts,
    inProcess: { add: ip.add, list: ip.list, preview: ip.preview, place: ip.place },
    http: results,
    race: raced,
    ...(timings ? { timings: timings.table } : {}),
  }
  writeFileSync(join(resolve(dbFile, '..'), 'orders-results.json'), JSON.stringify(report, null, 2))
}

main().catch((error) => {
  console.error(error)
  process.exit(1)
})
