// BOM benchmark at catalogue scale: `npm run bench:bom` builds, then runs this.
//
// 1. Reuses the 1,000,000-part database of `npm run bench:search` (tests/bench/bench-db.mjs),
//    seeding it first with the same command when it is missing.
// 2. In-process (tests/bench/bom-inprocess.ts): the matcher alone on BOMs of 100, 1,000 and 10,000
//    lines written as buyers write them (p50 of 5 runs), and mateBom of a 10,000-line BOM through
//    the whole app (match, offers chosen, lines written); the process's peak memory.
// 3. The built Node server on that database (one process, WEB_CONCURRENCY=1, so that its memory is
//    one process's): upload-to-result for a 10,000-line xlsx over HTTP — POST uploadBom (multipart),
//    POST mateBom with the columns as confirmed, GET the first page of lines — p50 of 3 runs, and the server's peak resident memory
//    (VmHWM). Started as `npm run serve` starts it (SERVER_NODE_FLAGS, server/node-flags.ts),
//    then once more with V8's defaults for comparison (2 × 64 MB of young generation on Node 24 here).
// Targets (issue 19): 10,000 lines matched in ≤ 2 s, upload-to-result ≤ 5 s, memory < 300 MB.
// Prints a table and writes data/bench/bom-results.json. A script that prints figures, not a test.
// The benchmark adds users and BOMs to the benchmark database; other figures do not depend on them.
import { execFileSync } from 'node:child_process'
import { readFileSync, writeFileSync } from 'node:fs'
import { cpus, loadavg } from 'node:os'
import { join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { benchDbFile, ensureBenchDatabase } from './bench-db.mjs'
import { SERVER_NODE_FLAGS, startBuiltServer } from './built-server.mjs'

const root = resolve(fileURLToPath(new URL('../..', import.meta.url)))
const xlsxFile = join(root, 'data/bench/bom-10000.xlsx')
const RUNS = 3

function inProcess() {
  const out = execFileSync(
    process.execPath,
    ['scripts/run-ts.mjs', 'tests/bench/bom-inprocess.ts', '--db', benchDbFile, '--xlsx', xlsxFile],
    { cwd: root, encoding: 'utf8', env: { ...process.env, CHIPSHOP_ROOT: root }, maxBuffer: 64 * 1024 * 1024 },
  )
  return JSON.parse(out.trim().split('\n').pop())
}

const memoryMb = (pid, field) => {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8')
  return Math.round(Number(new RegExp(`${field}:\\s+(\\d+)`).exec(status)[1]) / 1024)
}
const peakMb = (pid) => memoryMb(pid, 'VmHWM')

async function http(token, nodeFlags = SERVER_NODE_FLAGS) {
  const server = await startBuiltServer({
    env: { DATABASE_FILE: benchDbFile, WEB_CONCURRENCY: '1' },
    readyPath: '/api/config/getConfig',
    timeoutMs: 180_000,
    nodeFlags,
  })
  try {
    const bytes = readFileSync(xlsxFile)
    const headers = { authorization: `Bearer ${token}`, origin: server.base }
    const call = async (path, init) => {
      const res = await fetch(server.base + path, { ...init, headers: { ...headers, ...init?.headers } })
      const body = await res.json()
      if (res.status !== 200) throw new Error(`${path} answered ${res.status}: ${JSON.stringify(body).slice(0, 300)}`)
      return body.data
    }
    const runs = []
    // Where the server's memory goes: resident and peak after start, the upload, the match (first run).
    const memory = [['started', memoryMb(server.pid, 'VmRSS'), peakMb(server.pid)]]
    for (let r = 0; r < RUNS; r++) {
      const started = performance.now()
      const form = new FormData()
      form.append('file', new Blob([bytes]), 'bench.xlsx')
      const uploaded = await call('/api/bom/uploadBom', { method: 'POST', body: form })
      const uploadedAt = performance.now()
      if (r === 0) memory.push(['uploaded', memoryMb(server.pid, 'VmRSS'), peakMb(server.pid)])
      const summary = await call('/api/bom/mateBom', {
        method: 'POST',
        // As the page sends it: the columns the buyer confirmed.
        body: JSON.stringify({
          bom_id: uploaded.bom.id,
          mapping: uploaded.columns.mapping,
          header_row: uploaded.columns.header_row,
        }),
        headers: { 'content-type': 'application/json' },
      })
      const matchedAt = performance.now()
      if (r === 0) memory.push(['matched', memoryMb(server.pid, 'VmRSS'), peakMb(server.pid)])
      const page = await call(`/api/bom/mainBomList?bom_id=${uploaded.bom.id}&page_size=50`)
      const done = performance.now()
      runs.push({
        total: Math.round(done - started),
        upload: Math.round(uploadedAt - started),
        mate: Math.round(matchedAt - uploadedAt),
        firstPage: Math.round(done - matchedAt),
        lines: summary.line_count,
        matched: summary.matched_count,
        shown: page.list.length,
      })
    }
    return { runs, peakMb: peakMb(server.pid), memory }
  } finally {
    await server.stop()
  }
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]

async function main() {
  ensureBenchDatabase()
  console.log(`BOM benchmark on ${benchDbFile}`)
  const inproc = inProcess()
  const web = await http(inproc.token)
  const v8Defaults = await http(inproc.token, [])
  const total = median(web.runs.map((r) => r.total))
  const results = {
    at: new Date().toISOString(),
    machine: `${cpus().length} × ${cpus()[0]?.model ?? 'cpu'}`,
    loadavg: loadavg().map((l) => l.toFixed(1)),
    node: process.version,
    match: inproc.match,
    inProcess: { upload10k: inproc.upload10k, mate10k: inproc.mate10k, peakRssMb: inproc.peakRssMb },
    http: { ...web, p50: total, nodeFlags: SERVER_NODE_FLAGS },
    httpV8Defaults: { ...v8Defaults, p50: median(v8Defaults.runs.map((r) => r.total)) },
    xlsxBytes: inproc.xlsxBytes,
  }
  writeFileSync(join(root, 'data/bench/bom-results.json'), JSON.stringify(results, null, 2))
  const row = (step, figure, target) => `| ${step.padEnd(52)} | ${figure.padEnd(40)} | ${target.padEnd(9)} |`
  const m = inproc.match
  console.log(
    [
      `machine ${results.machine}, load ${results.loadavg.join(' ')}, Node ${results.node}`,
      row('step', 'figure', 'target'),
      row('-'.repeat(52), '-'.repeat(40), '-'.repeat(9)),
      ...[100, 1000, 10000].map((n) =>
        row(
          `match ${n.toLocaleString('en')} lines, in-process (p50 of 5)`,
          `${m[n].p50} ms (${m[n].matched} matched; ${m[n].runs.join(', ')})`,
          n === 10000 ? '≤ 2000 ms' : '',
        ),
      ),
      row(
        'upload 10,000-line xlsx, in-process',
        `${inproc.upload10k.ms} ms (${(results.xlsxBytes / 1024).toFixed(0)} KiB)`,
        '',
      ),
      row(
        'mateBom 10,000 lines, in-process (p50 of 5)',
        `${inproc.mate10k.p50} ms (${inproc.mate10k.runs.join(', ')})`,
        '',
      ),
      row('in-process peak resident memory', `${inproc.peakRssMb} MB`, '< 300 MB'),
      row(
        'upload-to-result 10,000 lines over HTTP (p50 of 3)',
        `${total} ms (${web.runs.map((r) => `${r.upload}+${r.mate}+${r.firstPage}`).join(', ')})`,
        '≤ 5000 ms',
      ),
      row('server peak resident memory (one process)', `${web.peakMb} MB`, '< 300 MB'),
      row(
        'server resident / peak after start, upload, match',
        web.memory.map(([, rss, peak]) => `${rss}/${peak}`).join(', ') + ' MB',
        '',
      ),
      row(
        `the same with V8's defaults (no ${SERVER_NODE_FLAGS.join(' ')})`,
        `${results.httpV8Defaults.p50} ms, peak ${v8Defaults.peakMb} MB (${v8Defaults.memory.map(([, rss, peak]) => `${rss}/${peak}`).join(', ')})`,
        '',
      ),
    ].join('\n'),
  )
}

main().catch((error) => {
  console.error(error)
  process.exit(1)
})
