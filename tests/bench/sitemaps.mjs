// The sitemaps at catalogue scale (issue 34): on the benchmark database of `npm run bench:search`
// (BENCH_PARTS, BENCH_DB; seeded when missing), the built server with one process and no page
// cache answers the index, then part files (.xml.gz) one after the other: the time to the last
// byte, the bytes sent and unpacked, the URLs; and the server's resident memory after. A part file
// is an id range read 1,000 ids at a time, so its time does not grow with the catalogue.
//   npm run build && node tests/bench/sitemaps.mjs          (SITEMAP_FILES: part files to fetch, 10)
import { execFileSync } from 'node:child_process'
import { existsSync, readFileSync } from 'node:fs'
import { loadavg } from 'node:os'
import { join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { gunzipSync } from 'node:zlib'
import { benchDbFile, benchParts, ensureBenchDatabase } from './bench-db.mjs'
import { startBuiltServer } from './built-server.mjs'

const root = resolve(fileURLToPath(new URL('../..', import.meta.url)))
const files = Number(process.env.SITEMAP_FILES ?? 10)
const load = () =>
  loadavg()
    .map((l) => l.toFixed(1))
    .join(' ')
/** CPU milliseconds a process has used (Linux: utime + stime of /proc/PID/stat, in ticks of 10 ms). */
const cpuMs = (pid) => {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ')
  return (Number(fields[11]) + Number(fields[12])) * 10
}
/** Resident memory of a process in MB (Linux). */
const rssMb = (pid) => Math.round(Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))[1]) / 1024)

if (!existsSync(join(root, 'dist/node/server.mjs'))) throw new Error('run `npm run build` first')
ensureBenchDatabase()
console.log(`sitemaps: ${benchParts.toLocaleString('en')} parts (${benchDbFile}); load ${load()}`)
const server = await startBuiltServer({
  env: { DATABASE_FILE: benchDbFile, WEB_CONCURRENCY: '1', PAGE_CACHE: '0' },
  readyPath: '/robots.txt',
  timeoutMs: 120_000,
})
try {
  let started = performance.now()
  const index = await (await fetch(`${server.base}/sitemap.xml`)).text()
  const locs = [...index.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]).pathname)
  const partFiles = locs.filter((p) => p.startsWith('/sitemaps/parts-'))
  console.log(
    `index: ${locs.length} files (${partFiles.length} of parts, ${partFiles.filter((p) => p.includes('-en-')).length} per language), ${Math.round(performance.now() - started)} ms`,
  )
  const english = partFiles.filter((p) => p.includes('-en-'))
  const picks = Array.from({ length: Math.min(files, english.length) }, (_, i) =>
    english[Math.floor((i * english.length) / Math.min(files, english.length))].replace(
      '-en-',
      i % 2 ? '-ar-' : '-en-',
    ),
  )
  const times = []
  const cpuTimes = []
  for (const path of picks) {
    started = performance.now()
    const cpuBefore = cpuMs(server.pid)
    const res = await fetch(server.base + path)
    const gz = new Uint8Array(await res.arrayBuffer())
    const ms = performance.now() - started
    const cpu = cpuMs(server.pid) - cpuBefore
    cpuTimes.push(cpu)
    const xml = gunzipSync(gz)
    const urls = (xml.toString('utf8').match(/<url>/g) ?? []).length
    times.push(ms)
    console.log(
      `${path}: ${Math.round(ms)} ms (server CPU ${cpu} ms), ${urls.toLocaleString('en')} URLs, ${(gz.length / 1e6).toFixed(2)} MB gzip, ${(xml.length / 1e6).toFixed(1)} MB XML; load ${load()}`,
    )
  }
  const median = (list) => list.sort((a, b) => a - b)[Math.floor(list.length / 2)]
  const [wall, cpu] = [median(times), median(cpuTimes)]
  console.log(
    `part file median ${Math.round(wall)} ms (server CPU ${cpu} ms): all ${partFiles.length} part files one after another ≈ ${Math.round((wall * partFiles.length) / 1000)} s (CPU ${Math.round((cpu * partFiles.length) / 1000)} s); server resident ${rssMb(server.pid)} MB`,
  )
  const commit = execFileSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: root, encoding: 'utf8' }).trim()
  console.log(`commit ${commit}, ${new Date().toISOString()}`)
} finally {
  await server.stop()
}
