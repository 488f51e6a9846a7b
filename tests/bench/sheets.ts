// Spreadsheet reader benchmark: `npm run bench:sheets` (no build needed) runs this through
// scripts/run-ts.mjs. Writes a 10,000-line BOM as xlsx and as csv (the BOM corpus generator,
// tests/bom/corpus.ts, fixed seed) to a temporary folder, then reads each in a fresh Node process
// with readSheet: one warm-up read, then 5 timed reads; prints p50 (and min, max) and the peak
// resident memory of that process (and its resident memory before reading). A script that prints
// figures, not a test. BENCH_LINES changes the length, BENCH_RUNS the number of timed reads.
import { spawnSync } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { cpus, loadavg, tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { readSheet } from '../../server/domains/sheets'
import { buildFile, longList } from '../bom/corpus'

const lines = Number(process.env.BENCH_LINES ?? 10_000)
const runs = Number(process.env.BENCH_RUNS ?? 5)

type Measured = { format: string; bytes: number; lines: number; times: number[]; rssBefore: number; peakRss: number }

const readIndex = process.argv.indexOf('--read')
if (readIndex >= 0) {
  // Child: read one file and report.
  const file = process.argv[readIndex + 1]!
  const bytes = new Uint8Array(readFileSync(file))
  const rssBefore = process.memoryUsage().rss
  let read = 0
  const times: number[] = []
  for (let i = 0; i <= runs; i++) {
    const started = performance.now()
    const result = await readSheet(bytes, { fileName: file })
    const ms = performance.now() - started
    if (result.kind !== 'ok') throw new Error(`${file}: ${JSON.stringify(result)}`)
    read = result.lines.length
    if (i > 0) times.push(ms)
  }
  const measured: Measured = {
    format: file.split('.').pop()!,
    bytes: bytes.length,
    lines: read,
    times,
    rssBefore,
    peakRss: process.resourceUsage().maxRSS * 1024,
  }
  console.log(JSON.stringify(measured))
} else {
  const dir = mkdtempSync(join(tmpdir(), 'bench-sheets-'))
  const self = fileURLToPath(import.meta.url)
  const results: Measured[] = []
  try {
    for (const format of ['xlsx', 'csv'] as const) {
      const file = buildFile(longList(lines, format))
      const path = join(dir, file.name)
      writeFileSync(path, file.bytes)
      const child = spawnSync(process.execPath, [self, '--read', path], { encoding: 'utf8' })
      if (child.status !== 0) throw new Error(child.stderr)
      results.push(JSON.parse(child.stdout.trim().split('\n').pop()!) as Measured)
    }
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
  const sorted = (t: number[]) => [...t].sort((a, b) => a - b)
  const p50 = (t: number[]) => sorted(t)[Math.floor((t.length - 1) / 2)]!
  const mb = (b: number) => `${(b / 1024 / 1024).toFixed(0)} MB`
  console.log(
    `Spreadsheet reader, ${lines.toLocaleString('en')} lines, ${runs} reads after a warm-up; Node ${process.version}, ` +
      `${cpus().length} × ${cpus()[0]?.model ?? 'CPU'}, load ${loadavg()
        .map((l) => l.toFixed(1))
        .join(' ')}`,
  )
  console.log('| format | file size | lines read | p50 ms | min ms | max ms | resident before | peak resident |')
  console.log('| ------ | --------: | ---------: | -----: | -----: | -----: | --------------: | ------------: |')
  for (const r of results)
    console.log(
      `| ${r.format} | ${(r.bytes / 1024).toFixed(0)} KiB | ${r.lines} | ${p50(r.times).toFixed(0)} | ` +
        `${sorted(r.times)[0]!.toFixed(0)} | ${sorted(r.times).at(-1)!.toFixed(0)} | ${mb(r.rssBefore)} | ${mb(r.peakRss)} |`,
    )
}
