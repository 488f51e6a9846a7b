// Search benchmark at catalogue scale: `npm run bench:search` builds, then runs this.
//
// 1. Seeds (or reuses) a SQLite database of BENCH_PARTS parts (1,000,000) under data/bench/ with
//    `npm run seed` (scripts/run-ts.mjs + the seed CLI) and records the seed time and size.
// 2. Times the search service in-process (tests/bench/search-inprocess.ts): suggestions, exact part
//    numbers, substrings, keywords and the product detail query — p50/p95/p99.
// 3. Starts the built Node server (dist/node/server.mjs) on that database and measures with
//    autocannon: /api/index/searchOption (varying prefixes), /productdetail/{id} (the product page,
//    server-rendered, nothing cached on Node) and /api/goods/goodsDetail — req/s and p99.
// Prints a table and writes data/bench/search-results.json. A script that prints figures, not a test.
//
// Knobs (env): BENCH_PARTS (1000000), BENCH_DB (data/bench/catalogue-<parts>.db), BENCH_DURATION
// seconds per URL (10), BENCH_CONNECTIONS (50), BENCH_WARMUP seconds (3), BENCH_RESEED=1 (seed anew).
import autocannon from 'autocannon'
import { execFileSync } from 'node:child_process'
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs'
import { availableParallelism, cpus, loadavg } from 'node:os'
import { join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { startBuiltServer } from './built-server.mjs'

const root = resolve(fileURLToPath(new URL('../..', import.meta.url)))
const parts = Number(process.env.BENCH_PARTS ?? 1_000_000)
const dbFile = resolve(
  process.env.BENCH_DB ?? join(root, `data/bench/catalogue-${parts >= 1e6 ? `${parts / 1e6}m` : `${parts / 1e3}k`}.db`),
)
const seedInfo = `${dbFile}.seed.json`
const duration = Number(process.env.BENCH_DURATION ?? 10)
const connections = Number(process.env.BENCH_CONNECTIONS ?? 50)
const warmup = Number(process.env.BENCH_WARMUP ?? 3)
const userAgent =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Safari/537.36'
const node = process.execPath

const size = (file) => (existsSync(file) ? statSync(file).size : 0)
const mb = (bytes) => `${(bytes / 1e6).toFixed(0)} MB`

function partsIn(file) {
  if (!existsSync(file)) return 0
  const out = execFileSync(
    node,
    [
      '-e',
      `
    const { createClient } = require('@libsql/client');
    const c = createClient({ url: 'file:${file.replace(/'/g, "\\'")}' });
    c.execute('SELECT count(*) AS n FROM parts').then((r) => { console.log(r.rows[0].n); c.close() }, () => console.log(0))
  `,
    ],
    { cwd: root, encoding: 'utf8' },
  )
  return Number(out.trim()) || 0
}

function seed() {
  mkdirSync(resolve(dbFile, '..'), { recursive: true })
  if (process.env.BENCH_RESEED === '1')
    for (const s of ['', '-wal', '-shm', '.seed.json']) rmSync(dbFile + s, { force: true })
  const have = partsIn(dbFile)
  if (have >= parts && existsSync(seedInfo)) {
    const info = JSON.parse(readFileSync(seedInfo, 'utf8'))
    console.log(
      `reusing ${dbFile}: ${have.toLocaleString('en')} parts (seeded in ${info.seconds} s; BENCH_RESEED=1 seeds anew)`,
    )
    return { ...info, reused: true }
  }
  console.log(`seeding ${parts.toLocaleString('en')} parts into ${dbFile} ...`)
  const started = Date.now()
  execFileSync(
    node,
    ['scripts/run-ts.mjs', 'server/db/seed/catalogue/cli.ts', '--parts', String(parts), '--db', dbFile],
    {
      cwd: root,
      stdio: ['ignore', 'inherit', 'inherit'],
      env: { ...process.env, CHIPSHOP_ROOT: root },
    },
  )
  const info = {
    parts,
    from: have,
    seconds: Math.round((Date.now() - started) / 100) / 10,
    bytes: size(dbFile),
    at: new Date().toISOString(),
  }
  writeFileSync(seedInfo, JSON.stringify(info))
  return { ...info, reused: false }
}

function inProcess() {
  const out = execFileSync(node, ['scripts/run-ts.mjs', 'tests/bench/search-inprocess.ts', '--db', dbFile], {
    cwd: root,
    encoding: 'utf8',
    env: { ...process.env, CHIPSHOP_ROOT: root },
    maxBuffer: 64 * 1024 * 1024,
  })
  return JSON.parse(out.trim().split('\n').pop())
}

/** A process and its children, grandchildren... (the server's cluster workers). */
function processTree(pid) {
  const children = readdirSync(`/proc/${pid}/task`).flatMap((task) =>
    readFileSync(`/proc/${pid}/task/${task}/children`, 'utf8').split(/\s+/).filter(Boolean).map(Number),
  )
  return [pid, ...children.flatMap(processTree)]
}

const memoryMb = (pid, field) =>
  Math.round(Number(new RegExp(`${field}:\\s+(\\d+)`).exec(readFileSync(`/proc/${pid}/status`, 'utf8'))[1]) / 1024)

/** The built server on the benchmark database (`env` adds settings, e.g. SUGGEST_CACHE). */
const startServer = (env = {}) =>
  startBuiltServer({ env: { DATABASE_FILE: dbFile, ...env }, readyPath: '/api/category/stat', timeoutMs: 120_000 })

function load(base, paths, seconds, conns) {
  return autocannon({
    url: base,
    connections: conns,
    duration: seconds,
    headers: { 'user-agent': userAgent },
    requests: paths.map((path) => ({ method: 'GET', path })),
  })
}

async function http(base, name, paths) {
  // Every path answers 200 before measuring.
  for (const p of paths.slice(0, 5)) {
    const res = await fetch(base + p, { headers: { 'user-agent': userAgent } })
    await res.arrayBuffer()
    if (res.status !== 200) throw new Error(`${p} answered ${res.status}`)
  }
  if (warmup > 0) await load(base, paths, warmup, connections)
  const r = await load(base, paths, duration, connections)
  return {
    name,
    reqPerSec: Math.round(r.requests.average),
    p50: r.latency.p50,
    p99: r.latency.p99,
    non2xx: r.non2xx,
    errors: r.errors + r.timeouts,
  }
}

const pad = (s, n) => String(s).padEnd(n)
const lpad = (s, n) => String(s).padStart(n)

async function main() {
  if (!existsSync(join(root, 'dist/node/server.mjs')))
    throw new Error('dist/node/server.mjs is missing: run `npm run build` (npm run bench:search does)')
  const cpu = cpus()[0]?.model ?? 'unknown CPU'
  console.log(
    `search benchmark: ${parts.toLocaleString('en')} parts; Node ${process.version}; ${availableParallelism()} × ${cpu}; load ${loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')}`,
  )
  const seeded = seed()
  const dbBytes = size(dbFile) + size(`${dbFile}-wal`)
  console.log('in-process timings ...')
  const ip = inProcess()
  console.log('HTTP ...')
  const option = (p) => `/api/index/searchOption?keyword=${encodeURIComponent(p)}`
  const results = []
  // The database path: a server without the suggestion cache (SUGGEST_CACHE=0), 500 prefixes.
  const uncached = await startServer({ SUGGEST_CACHE: '0' })
  try {
    results.push(await http(uncached.base, 'GET /api/index/searchOption (no cache)', ip.prefixes.map(option)))
  } finally {
    await uncached.stop()
  }
  const server = await startServer()
  let residentMb
  try {
    // As deployed: typing repeats beginnings, answered from the suggestion cache after the first time.
    results.push(await http(server.base, 'GET /api/index/searchOption (cache)', ip.prefixes.map(option)))
    const ids = ip.goodsIds
    results.push(
      await http(
        server.base,
        'GET /productdetail/{id} (SSR, 500 parts)',
        ids.map((id) => `/productdetail/${id}`),
      ),
    )
    results.push(
      await http(
        server.base,
        'GET /api/goods/goodsDetail (500 parts)',
        ids.map((id) => `/api/goods/goodsDetail?goods_id=${id}`),
      ),
    )
    residentMb = processTree(server.pid).map((pid) => [pid, memoryMb(pid, 'VmRSS')])
  } finally {
    await server.stop()
  }

  const row = (name, s, target) =>
    `  ${pad(name, 34)}${lpad(s.p50.toFixed(3), 9)}${lpad(s.p95.toFixed(3), 9)}${lpad(s.p99.toFixed(3), 9)}  ${target}`
  console.log(
    `\ncatalogue: ${ip.parts.toLocaleString('en')} parts; database ${mb(dbBytes)}; ${seeded.reused ? 'reused, ' : ''}seeded in ${seeded.seconds} s${seeded.from ? ` (from ${seeded.from.toLocaleString('en')} parts)` : ''} (target ≤ 300 s)`,
  )
  console.log(`server start on the seeded database: ${server.startMs} ms`)
  console.log(`\nin-process, ms                        p50      p95      p99  target`)
  console.log(row('suggestion (searchOption)', ip.suggestion, 'p95 ≤ 1 ms'))
  console.log(row('exact part number (search)', ip.exact, ''))
  console.log(row('substring (search)', ip.substring, ''))
  console.log(row('keyword (search)', ip.keyword, 'p95 ≤ 20 ms'))
  console.log(row('keyword naming a maker (search)', ip.makerKeyword, 'p95 ≤ 20 ms'))
  console.log(row('value and package (search)', ip.parametric, ''))
  console.log(row(`category page + facets (${(ip.category.parts / 1e6).toFixed(1)}M)`, ip.category.page, 'p95 ≤ 50 ms'))
  console.log(row('  the same, one maker chosen', ip.category.oneMaker, ''))
  console.log(row('product detail (goodsDetail)', ip.product, ''))
  console.log(`\nHTTP (${connections} connections, ${duration} s)                  req/s   p50 ms   p99 ms`)
  for (const r of results)
    console.log(
      `  ${pad(r.name, 50)}${lpad(r.reqPerSec, 7)}${lpad(r.p50, 9)}${lpad(r.p99, 9)}${r.non2xx || r.errors ? `  (non-2xx ${r.non2xx}, errors ${r.errors})` : ''}`,
    )
  console.log(
    '  targets: searchOption ≥ 5,000 req/s uncached; product page ≥ 300 req/s uncached (nothing is cached on Node but suggestions)',
  )
  console.log(
    `resident memory after the HTTP runs, MB (target ≤ 300 each): ${residentMb.map(([pid, mb]) => `${pid} ${mb}`).join(', ')}`,
  )
  const report = {
    at: new Date().toISOString(),
    node: process.version,
    cpu,
    cores: availableParallelism(),
    load: loadavg(),
    parts: ip.parts,
    databaseBytes: dbBytes,
    seed: seeded,
    serverStartMs: server.startMs,
    residentMb,
    inProcess: {
      suggestion: ip.suggestion,
      exact: ip.exact,
      substring: ip.substring,
      keyword: ip.keyword,
      makerKeyword: ip.makerKeyword,
      category: ip.category,
      parametric: ip.parametric,
      product: ip.product,
    },
    http: results,
  }
  writeFileSync(join(resolve(dbFile, '..'), 'search-results.json'), JSON.stringify(report, null, 2))
}

main().catch((error) => {
  console.error(error)
  process.exit(1)
})
