/**
 * In-process part of `npm run bench:bom` (run through scripts/run-ts.mjs by bom.mjs): opens the
 * benchmark database (migrations applied) and times, for BOMs of 100, 1,000 and 10,000 lines
 * written the way buyers write them (part numbers of parts spread over the whole catalogue, some
 * in lower case, some with a packaging suffix, some with dashes, 5 % invented, 5 % descriptions):
 * - match: the matcher alone (server/domains/bom/match.ts), p50 of 5 runs after a warm-up;
 * - mate: POST /api/bom/mateBom through the whole app in-process (match, offers chosen, lines
 *   written), p50 of 5 runs, on a BOM uploaded once.
 * Writes the 10,000-line xlsx for the HTTP part and prints one JSON line (times in ms, the
 * process's peak resident memory, a session token for the HTTP part).
 *
 *   node scripts/run-ts.mjs tests/bench/bom-inprocess.ts --db data/bench/catalogue-1m.db --xlsx /tmp/bom.xlsx
 *
 * To find where the time goes: `--sizes 100,1000 --match-only` times the matcher alone on those
 * sizes (add `node --cpu-prof` in front for a profile).
 */
import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { sql } from 'drizzle-orm'
import * as XLSX from 'xlsx'
import { createApp } from '../../server/app'
import { createSession } from '../../server/auth/sessions'
import { openNodeDb } from '../../server/db/node'
import { users } from '../../server/db/schema'
import { matchBomLines, type BomMatchInput } from '../../server/domains/bom/match'
import { defaultSettings, systemClock, type Ports } from '../../server/ports'
import { diskFileStore } from '../../server/ports/node/disk-files'
import { inlineSheetReader } from '../../server/ports/inline-sheets'
import { loneProcessRateLimiter } from '../../server/ports/node/memory-rate-limiter'

const arg = (name: string, fallback: string) => {
  const i = process.argv.indexOf(`--${name}`)
  return i > 0 ? process.argv[i + 1]! : fallback
}
const p50 = (times: number[]) => [...times].sort((a, b) => a - b)[Math.floor(times.length / 2)]!
const round = (n: number) => Math.round(n * 10) / 10
const RUNS = 5

const DESCRIPTIONS = [
  '10k 0603 1%',
  'CAP 100nF 50V X7R 0402',
  '4.7uF 10V 0603 X5R',
  'RES 1k 1% 0402',
  '0805 22pF 50V C0G',
]

/** `count` BOM lines: part numbers of parts spread over the catalogue, written as buyers write them. */
async function bomLines(db: Awaited<ReturnType<typeof openNodeDb>>, count: number, seed: number) {
  const [{ maxId }] = (await db.all<{ maxId: number }>(sql`SELECT max(id) AS maxId FROM parts`)) as [{ maxId: number }]
  const ids = Array.from({ length: count }, (_, i) => 1 + ((i * 7919 + seed * 104729) % maxId))
  const rows = await db.all<{ id: number; mpn: string }>(
    sql`SELECT id, mpn FROM parts WHERE id IN (SELECT value FROM json_each(${JSON.stringify(ids)}))`,
  )
  const byId = new Map(rows.map((r) => [Number(r.id), r.mpn]))
  return ids.map((id, i): BomMatchInput & { qty: number } => {
    const mpn = byId.get(id) ?? 'LM358DR'
    const k = i % 20
    const partText =
      k === 0
        ? `QZX${seed}${i}W9`
        : k === 1
          ? ''
          : k < 6
            ? mpn.toLowerCase()
            : k < 8
              ? `${mpn}-TR`
              : k < 10
                ? mpn.replace(/(\d)/, '-$1')
                : mpn
    return {
      partText,
      manufacturerText: '',
      supplierPn: '',
      description: k === 1 ? DESCRIPTIONS[i % DESCRIPTIONS.length]! : '',
      qty: 1 + (i % 50),
    }
  })
}

async function main() {
  const file = arg('db', 'data/bench/catalogue-1m.db')
  const xlsxOut = arg('xlsx', join(tmpdir(), 'bench-bom-10000.xlsx'))
  const root = process.env.CHIPSHOP_ROOT ?? process.cwd()
  const db = await openNodeDb(file, `${root}/server/db/migrations`)
  const ctx = { db, locale: 'en' as const, now: new Date() }

  const match: Record<string, { p50: number; runs: number[]; matched: number }> = {}
  const sizes = arg('sizes', '100,1000,10000').split(',').map(Number)
  for (const size of sizes) {
    const lines = await bomLines(db, size, size)
    await matchBomLines(ctx, lines) // warm-up
    const runs: number[] = []
    let matched = 0
    for (let r = 0; r < RUNS; r++) {
      const t = performance.now()
      const result = await matchBomLines(ctx, lines)
      runs.push(round(performance.now() - t))
      matched = result.filter((m) => m.partId !== null).length
    }
    match[size] = { p50: p50(runs), runs, matched }
  }

  if (process.argv.includes('--match-only')) {
    console.log(JSON.stringify({ match, peakRssMb: Math.round(process.resourceUsage().maxRSS / 1024) }))
    return
  }

  // The 10,000-line file of the HTTP part (and of the in-process mate below).
  const lines = await bomLines(db, 10_000, 7)
  const sheet = XLSX.utils.aoa_to_sheet([
    ['物料清单 (bench)'],
    ['序号', '规格型号', '品牌', '数量', '描述'],
    ...lines.map((l, i) => [i + 1, l.partText, l.manufacturerText, l.qty, l.description]),
  ])
  const book = XLSX.utils.book_new()
  XLSX.utils.book_append_sheet(book, sheet, 'BOM')
  const bytes = new Uint8Array(XLSX.write(book, { type: 'array', bookType: 'xlsx' }) as ArrayBuffer)
  writeFileSync(xlsxOut, bytes)

  // A buyer with a session (a run leaves it; marked bench-bom-*).
  const now = new Date()
  const email = `bench-bom-${now.getTime()}@example.com`
  const [user] = await db.insert(users).values({ email, emailNorm: email, createdAt: now.toISOString() }).returning()
  const token = (await createSession(db, user!.id, now, 30)).token

  const ports: Ports = {
    db,
    mailer: { send: async () => {} },
    files: diskFileStore(join(mkdtempSync(join(tmpdir(), 'chipshop-bench-bom-')), 'files')),
    sheets: inlineSheetReader,
    rateLimiter: loneProcessRateLimiter(db, systemClock),
    clock: systemClock,
    log: { info: () => {}, error: (r) => console.error(JSON.stringify(r)) },
    runtime: 'node',
    payments: null,
    settings: { ...defaultSettings, publicUrl: 'http://bench.test' },
  }
  const app = createApp(ports)
  const headers = { authorization: `Bearer ${token}`, origin: 'http://bench.test' }
  const form = new FormData()
  form.append('file', new Blob([bytes]), 'bench.xlsx')
  let t = performance.now()
  const up = await app.request('/api/bom/uploadBom', { method: 'POST', body: form, headers })
  const uploadMs = round(performance.now() - t)
  const uploaded = (await up.json()) as { data: { bom: { id: number; line_count: number } } }
  if (up.status !== 200) throw new Error(`uploadBom answered ${up.status}: ${JSON.stringify(uploaded)}`)
  const bomId = uploaded.data.bom.id
  const mateRuns: number[] = []
  let summary: unknown
  for (let r = 0; r <= RUNS; r++) {
    t = performance.now()
    const res = await app.request('/api/bom/mateBom', {
      method: 'POST',
      body: JSON.stringify({ bom_id: bomId }),
      headers: { ...headers, 'content-type': 'application/json' },
    })
    summary = ((await res.json()) as { data: unknown }).data
    if (r > 0) mateRuns.push(round(performance.now() - t))
  }
  console.log(
    JSON.stringify({
      match,
      upload10k: { ms: uploadMs, lines: uploaded.data.bom.line_count },
      mate10k: { p50: p50(mateRuns), runs: mateRuns, summary },
      peakRssMb: Math.round(process.resourceUsage().maxRSS / 1024),
      token,
      xlsx: xlsxOut,
      xlsxBytes: bytes.length,
    }),
  )
}

main().catch((error) => {
  console.error(error)
  process.exit(1)
})
