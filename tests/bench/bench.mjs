// Benchmark of the production Node server: `npm run bench` builds, then runs this.
//
// Starts `node dist/node/server.mjs` on a free loopback port with a fresh temporary DATA_DIR
// (first start seeds the demo data) and LOG=off, measures a few URLs with autocannon as a browser
// asks for them (browser user-agent, `Accept-Encoding: gzip, deflate, br`), then the same product
// page and home page on a second server with the page cache off (PAGE_CACHE=0), so the cached and
// uncached figures come from one run. Then the bytes a browser is sent for the HTML and the
// first-load JavaScript of home, search results and a product page (as sent, and raw and gzip -9).
// A script that prints figures, not a test: it fails only when the server cannot be started.
//
// This machine's speed drifts by a third from one quarter of an hour to the next (other guests on
// the host): the uncached pages, the figures that move most, are measured in BENCH_ROUNDS rounds
// (median and range printed), and a fixed piece of CPU work is timed before and after the run, so
// figures from two runs can be compared as ratios of it.
//
// Knobs (env): BENCH_DURATION seconds per URL (10), BENCH_CONNECTIONS (50), BENCH_WARMUP seconds (3),
// BENCH_ROUNDS of the uncached pages (3).
import autocannon from 'autocannon'
import { availableParallelism, cpus, loadavg } from 'node:os'
import { request } from 'node:http'
import { gzipSync } from 'node:zlib'
import { startBuiltServer } from './built-server.mjs'

const duration = Number(process.env.BENCH_DURATION ?? 10)
const connections = Number(process.env.BENCH_CONNECTIONS ?? 50)
const warmup = Number(process.env.BENCH_WARMUP ?? 3)
const rounds = Number(process.env.BENCH_ROUNDS ?? 3)
// Without a browser user-agent react-streaming treats the client as a bot and does not stream.
const userAgent =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Safari/537.36'

const browserHeaders = { 'user-agent': userAgent, 'accept-encoding': 'gzip, deflate, br' }

function run(url, seconds, conns) {
  return autocannon({ url, connections: conns, duration: seconds, headers: browserHeaders })
}

async function measure(base, targets, label, times = 1) {
  const runs = new Map(targets.map((path) => [path, []]))
  for (const path of targets) if (warmup > 0) await run(base + path, warmup, Math.min(10, connections))
  // Rounds go through the URLs in turn, so a slow minute of the machine falls on all of them.
  for (let round = 0; round < times; round++) {
    for (const path of targets) runs.get(path).push(await run(base + path, duration, connections))
  }
  return targets.map((path) => {
    const all = runs.get(path).sort((a, b) => a.requests.average - b.requests.average)
    const r = all[Math.floor(all.length / 2)]
    const sum = (f) => all.reduce((s, x) => s + f(x), 0)
    return {
      path: `${path} (${label})`,
      rps: r.requests.average,
      range: all.length > 1 ? `${all[0].requests.average.toFixed(0)}–${all.at(-1).requests.average.toFixed(0)}` : '',
      p50: r.latency.p50,
      p99: r.latency.p99,
      total: sum((x) => x.requests.total),
      non2xx: sum((x) => x.non2xx),
      errors: sum((x) => x.errors + x.timeouts),
    }
  })
}

/**
 * Milliseconds for a fixed piece of CPU work (JSON and string building, as a render does): the
 * machine's speed at that moment, printed before and after the run. The fastest of four tries
 * after one to warm up.
 */
function referenceWorkMs() {
  const rows = Array.from({ length: 2000 }, (_, i) => ({ id: i, mpn: `LM${i}DR`, price: i / 7, stock: i * 13 }))
  const once = () => {
    const started = performance.now()
    let size = 0
    for (let i = 0; i < 60; i++) {
      size += JSON.parse(JSON.stringify(rows)).length
      size += rows.map((r) => `<tr><td>${r.mpn}</td><td>${r.price.toFixed(5)}</td></tr>`).join('').length
    }
    if (size === 0) throw new Error('unreachable')
    return performance.now() - started
  }
  once()
  return Math.min(once(), once(), once(), once())
}

// Static imports in a built chunk: `import{a as b}from"../chunks/x.js"`, `import"./y.js"`,
// `export{c}from"./z.js"`. Dynamic `import("...")` is deliberately not followed.
const staticImport = /\b(?:import|export)\s*(?:[^"'();]*?\bfrom\s*)?["']([^"']+\.js)["']/g

async function firstLoadJavaScript(base, page) {
  const html = await (await fetch(base + page, { headers: { 'user-agent': userAgent } })).text()
  const queue = []
  for (const tag of html.match(/<(?:script|link)\b[^>]*>/g) ?? []) {
    const attr = (name) => new RegExp(`\\b${name}="([^"]*)"`).exec(tag)?.[1]
    const url = tag.startsWith('<script') ? attr('src') : attr('rel') === 'modulepreload' ? attr('href') : undefined
    if (url) queue.push(new URL(url, base + '/').href)
  }
  const seen = new Map()
  while (queue.length) {
    const url = queue.shift()
    const { pathname } = new URL(url)
    if (seen.has(url) || !pathname.startsWith('/assets/') || !pathname.endsWith('.js')) continue
    const res = await fetch(url)
    if (!res.ok) throw new Error(`${pathname}: HTTP ${res.status}`)
    const body = Buffer.from(await res.arrayBuffer())
    const sent = await bytesSent(url)
    seen.set(url, { path: pathname, raw: body.length, gzip: gzipSync(body, { level: 9 }).length, sent })
    for (const m of body.toString('utf8').matchAll(staticImport)) queue.push(new URL(m[1], url).href)
  }
  return [...seen.values()].sort((a, b) => b.gzip - a.gzip)
}

/** The bytes on the wire for `url` as a browser asks for it (compressed as the server chose). */
async function bytesSent(url) {
  // fetch would decode the body: node:http counts the encoded bytes.
  let bytes = 0
  return new Promise((ok, fail) => {
    request(url, { headers: browserHeaders }, (r) => {
      r.on('data', (d) => (bytes += d.length))
      r.on('end', () => ok({ bytes, encoding: r.headers['content-encoding'] ?? 'none' }))
    })
      .on('error', fail)
      .end()
  })
}

function table(header, rows) {
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => String(r[i]).length)))
  const line = (cells) =>
    cells.map((c, i) => (i === 0 ? String(c).padEnd(widths[i]) : String(c).padStart(widths[i]))).join('  ')
  return [line(header), widths.map((w) => '-'.repeat(w)).join('  '), ...rows.map(line)].join('\n')
}

const kb = (n) => (n / 1024).toFixed(1)

const cpu = cpus()[0]?.model?.trim() ?? 'unknown CPU'
console.log(
  `chipshop bench — ${new Date().toISOString().slice(0, 10)}, Node ${process.version}, ${availableParallelism()} cores (${cpu})`,
)
console.log(
  `autocannon: ${connections} connections, ${duration} s per URL after ${warmup} s warm-up, browser user-agent; ` +
    `load average before: ${loadavg()[0].toFixed(2)}; reference work before: ${referenceWorkMs().toFixed(0)} ms\n`,
)

const rows = []
let pages
const server = await startBuiltServer({ readyPath: '/api/config/getConfig' })
try {
  const search = await (await fetch(`${server.base}/s?wd=lm358`, { headers: { 'user-agent': userAgent } })).text()
  const id = /\/productdetail\/(\d+)/.exec(search)?.[1]
  if (!id) throw new Error('no product link on /s?wd=lm358')
  pages = ['/', '/s?wd=lm358', `/productdetail/${id}`]
  rows.push(
    ...(await measure(server.base, ['/', '/de/about', '/api/config/getConfig', `/productdetail/${id}`], 'cached')),
  )

  console.log(
    `Bytes a browser is sent (Accept-Encoding: gzip, deflate, br); JavaScript: script src, modulepreload and their static imports:\n`,
  )
  const sizes = []
  for (const page of pages) {
    const html = await bytesSent(server.base + page)
    const files = await firstLoadJavaScript(server.base, page)
    const sum = (key) => files.reduce((s, f) => s + (key === 'sent' ? f.sent.bytes : f[key]), 0)
    sizes.push([
      page,
      `${kb(html.bytes)} (${html.encoding})`,
      files.length,
      kb(sum('raw')),
      kb(sum('gzip')),
      kb(sum('sent')),
    ])
  }
  console.log(table(['page', 'HTML KiB sent', 'JS files', 'JS raw KiB', 'JS gzip -9 KiB', 'JS KiB sent (br)'], sizes))
} finally {
  await server.stop()
}

const uncached = await startBuiltServer({ readyPath: '/api/config/getConfig', env: { PAGE_CACHE: '0' } })
try {
  rows.push(...(await measure(uncached.base, [pages[0], pages[2]], 'no page cache', rounds)))
} finally {
  await uncached.stop()
}
console.log(
  `\nLoad average after: ${loadavg()[0].toFixed(2)}; reference work after: ${referenceWorkMs().toFixed(0)} ms\n`,
)
console.log(`Uncached pages: the round with the median req/s, and the range of ${rounds} rounds; requests summed.\n`)
console.log(
  table(
    ['URL', 'req/s (mean)', 'range', 'p50 ms', 'p99 ms', 'requests', 'non-2xx', 'errors'],
    rows.map((r) => [r.path, r.rps.toFixed(0), r.range, r.p50, r.p99, r.total, r.non2xx, r.errors]),
  ),
)
