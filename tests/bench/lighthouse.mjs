// Lighthouse on the production Node server: `npm run lighthouse` builds, then runs this.
//
// Starts `node dist/node/server.mjs` (as bench.mjs does: free loopback port, fresh data folder),
// then runs Lighthouse (the pinned devDependency, default mobile emulation and simulated
// throttling) with Debian's Chromium on the home page, search results, a product page and the same
// product page in Arabic, a category, the makers, news, sign-in, registration, forgotten password,
// cart, BOM and RFQ pages, one after the other, and prints the four category scores, FCP, LCP, TBT, CLS and the bytes transferred. A
// script that prints figures, not a test.
//
// Knobs (env): LIGHTHOUSE_PAGES (paths, comma-separated), CHROME_PATH (/usr/bin/chromium),
// LIGHTHOUSE_RUNS per page (1; the median performance run is shown).
import { spawn } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { loadavg, tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { startBuiltServer } from './built-server.mjs'

const root = resolve(fileURLToPath(new URL('../..', import.meta.url)))
const chromePath = process.env.CHROME_PATH || '/usr/bin/chromium'
const runs = Math.max(1, Number(process.env.LIGHTHOUSE_RUNS ?? 1))
const cli = join(root, 'node_modules/lighthouse/cli/index.js')

/** One Lighthouse run of `url`: its JSON report (lhr). */
function lighthouse(url, outDir) {
  const out = join(outDir, 'report.json')
  const args = [
    cli,
    url,
    '--output=json',
    `--output-path=${out}`,
    '--quiet',
    '--only-categories=performance,accessibility,best-practices,seo',
    '--chrome-flags=--headless=new --no-sandbox --disable-gpu',
  ]
  return new Promise((ok, fail) => {
    const child = spawn(process.execPath, args, {
      env: { ...process.env, CHROME_PATH: chromePath },
      stdio: ['ignore', 'ignore', 'pipe'],
    })
    let stderr = ''
    child.stderr.on('data', (d) => (stderr += d))
    child.once('exit', (code) => {
      if (code !== 0) return fail(new Error(`lighthouse ${url} exited with ${code}:\n${stderr}`))
      ok(JSON.parse(readFileSync(out, 'utf8')))
    })
  })
}

function table(header, rows) {
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => String(r[i]).length)))
  const line = (cells) =>
    cells.map((c, i) => (i === 0 ? String(c).padEnd(widths[i]) : String(c).padStart(widths[i]))).join('  ')
  return [line(header), widths.map((w) => '-'.repeat(w)).join('  '), ...rows.map(line)].join('\n')
}

const score = (lhr, id) => Math.round((lhr.categories[id]?.score ?? 0) * 100)
const audit = (lhr, id) => lhr.audits[id]?.numericValue ?? NaN
const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`

const server = await startBuiltServer({ readyPath: '/api/config/getConfig' })
const outDir = mkdtempSync(join(tmpdir(), 'chipshop-lighthouse-'))
try {
  const search = await (await fetch(`${server.base}/s?wd=lm358`)).text()
  const id = /\/productdetail\/(\d+)/.exec(search)?.[1]
  if (!id) throw new Error('no product link on /s?wd=lm358')
  const tree = await (await fetch(`${server.base}/category`)).text()
  const category = [...tree.matchAll(/\/category\/(\d+)/g)].at(-1)?.[1]
  // The islands pages first (the account forms among them), then pages with vike's client router
  // (forms: cart, BOM, RFQ).
  // LIGHTHOUSE_PAGES (comma-separated paths) replaces the list.
  const pages = process.env.LIGHTHOUSE_PAGES?.split(',') ?? [
    '/',
    '/s?wd=lm358',
    `/productdetail/${id}`,
    `/ar/productdetail/${id}`,
    `/category/${category}`,
    '/manufacturer',
    '/news',
    '/login',
    '/register',
    '/forgotpassword',
    '/shoppingcart',
    '/bom',
    '/rfq',
  ]

  console.log(
    `chipshop lighthouse — ${new Date().toISOString().slice(0, 16)}Z, lighthouse ${JSON.parse(readFileSync(join(root, 'node_modules/lighthouse/package.json'), 'utf8')).version}, ` +
      `${chromePath}, mobile, ${runs} run(s) per page; load average before: ${loadavg()[0].toFixed(2)}\n`,
  )
  const rows = []
  for (const path of pages) {
    const reports = []
    for (let i = 0; i < runs; i++) reports.push(await lighthouse(server.base + path, outDir))
    reports.sort((a, b) => score(a, 'performance') - score(b, 'performance'))
    const lhr = reports[Math.floor(reports.length / 2)]
    rows.push([
      path,
      score(lhr, 'performance'),
      score(lhr, 'accessibility'),
      score(lhr, 'best-practices'),
      score(lhr, 'seo'),
      seconds(audit(lhr, 'first-contentful-paint')),
      seconds(audit(lhr, 'largest-contentful-paint')),
      `${Math.round(audit(lhr, 'total-blocking-time'))} ms`,
      audit(lhr, 'cumulative-layout-shift').toFixed(3),
      `${Math.round(audit(lhr, 'total-byte-weight') / 1024)} KiB`,
    ])
  }
  console.log(
    table(['page', 'performance', 'accessibility', 'best practices', 'SEO', 'FCP', 'LCP', 'TBT', 'CLS', 'bytes'], rows),
  )
  console.log(`\nload average after: ${loadavg()[0].toFixed(2)}`)
} finally {
  rmSync(outDir, { recursive: true, force: true })
  await server.stop()
}
