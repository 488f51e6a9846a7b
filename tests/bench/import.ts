// Feed import benchmark: `npm run bench:import` (no build needed) runs this through
// scripts/run-ts.mjs. Seeds a database with the real parts only (1,749), writes a supplier feed
// of BENCH_ROWS rows (default "100000,1000000": one run each) as a German-style CSV (';', decimal
// commas, two title rows, price-break columns, a tenth of the rows naming catalogue parts, the rest
// new parts with descriptions the parameter parser reads) to a temporary folder, then runs
// `npm run import` on it in a fresh process (preview, then apply) and prints rows/s, seconds and
// the peak resident memory of that process (sampled every 200 ms by the CLI), and the load
// average. A script that prints figures, not a test: the machine is shared.
import { spawnSync } from 'node:child_process'
import { createWriteStream, mkdtempSync, rmSync, statSync } from 'node:fs'
import { cpus, loadavg, tmpdir } from 'node:os'
import { join } from 'node:path'

const root = process.env.CHIPSHOP_ROOT ?? process.cwd()
const sizes = (process.env.BENCH_ROWS ?? '100000,1000000').split(',').map(Number)

const MAKERS = ['Texas Instruments', 'Yageo', 'Murata', 'STMicroelectronics', 'onsemi', 'Vishay', 'Acme Bench Semi']
const KINDS = [
  (i: number) => [`RES SMD ${(i % 97) + 1}K OHM 1% 1/10W 0603`, 'Chip Resistor', '0603'],
  (i: number) => [`CAP CER ${(i % 47) + 1}0NF 50V X7R 0402`, 'Ceramic Capacitors', '0402'],
  (i: number) => [`MOSFET N-CH ${(i % 9) + 2}0V ${(i % 7) + 1}A SOT23-3`, 'MOSFET', 'SOT-23-3'],
  (i: number) => [`IC OPAMP GP ${(i % 2) + 1} CIRCUIT 8SOIC`, 'Operational Amplifiers', 'SOIC-8'],
]

async function writeFeed(file: string, rows: number, realMpns: string[]) {
  const out = createWriteStream(file)
  const write = (s: string) => (out.write(s) ? undefined : new Promise<void>((r) => out.once('drain', () => r())))
  await write('Lieferantenliste Bench GmbH;;;;;;;;\nStand 28.11.2026;;;;;;;;\n')
  await write(
    'Hersteller-Teilenummer;Hersteller;Beschreibung;Kategorie;Gehäuse;Lagerbestand;Mindestmenge;Preis ab 1;Preis ab 10;Preis ab 100\n',
  )
  for (let i = 0; i < rows; i++) {
    const real = i % 10 === 0 && i / 10 < realMpns.length ? realMpns[i / 10] : undefined
    const [desc, cat, pkg] = KINDS[i % KINDS.length]!(i)
    const mpn = real ?? `BX${i.toString(36).toUpperCase()}-${i % 13}`
    const maker = real ? 'Texas Instruments' : MAKERS[i % MAKERS.length]!
    const p = 1000 + (i % 5000)
    const price = (e4: number) => `${Math.floor(e4 / 10000)},${String(e4 % 10000).padStart(4, '0')}`
    await write(
      `${mpn};${maker};${desc};${cat};${pkg};${(i * 37) % 100000};1;${price(p)};${price(Math.floor(p * 0.9))};${price(Math.floor(p * 0.8))}\n`,
    )
  }
  await new Promise<void>((r) => out.end(r))
}

const dir = mkdtempSync(join(tmpdir(), 'chipshop-bench-import-'))
try {
  for (const rows of sizes) {
    const db = join(dir, `bench-${rows}.db`)
    const seed = spawnSync(
      process.execPath,
      ['scripts/run-ts.mjs', 'server/db/seed/catalogue/cli.ts', '--parts', '0', '--db', db],
      {
        cwd: root,
        encoding: 'utf8',
      },
    )
    if (seed.status !== 0) throw new Error(seed.stderr)
    const ti = spawnSync(
      'sqlite3',
      [
        db,
        "SELECT mpn FROM parts WHERE manufacturer_id = (SELECT id FROM manufacturers WHERE name = 'Texas Instruments')",
      ],
      {
        encoding: 'utf8',
      },
    )
    const realMpns = ti.status === 0 ? ti.stdout.split('\n').filter(Boolean) : []
    const file = join(dir, `feed-${rows}.csv`)
    await writeFeed(file, rows, realMpns)
    const load = loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')
    const started = Date.now()
    const run = spawnSync(
      process.execPath,
      [
        '--max-semi-space-size=16',
        '--max-old-space-size=200',
        'scripts/run-ts.mjs',
        'server/domains/catalogue/import/cli.ts',
        file,
        '--supplier',
        'Bench',
        '--db',
        db,
      ],
      { cwd: root, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 },
    )
    const seconds = (Date.now() - started) / 1000
    if (run.status !== 0) throw new Error(run.stderr + run.stdout)
    const last = run.stdout
      .trim()
      .split('\n')
      .filter((l) => l.startsWith('{'))
      .pop()!
    const figures = JSON.parse(last) as { seconds: number; peak_rss_mb: number }
    const done = run.stdout.split('\n').find((l) => l.startsWith('import job')) ?? ''
    console.log(
      JSON.stringify({
        rows,
        megabytes: Math.round(statSync(file).size / 1e6),
        seconds_total: seconds,
        seconds_import: figures.seconds,
        rows_per_second: Math.round(rows / figures.seconds),
        peak_rss_mb: figures.peak_rss_mb,
        load_before: load,
        load_after: loadavg()
          .map((l) => l.toFixed(2))
          .join(' '),
        cores: cpus().length,
        result: done,
      }),
    )
    rmSync(file, { force: true })
    rmSync(db, { force: true })
  }
} finally {
  rmSync(dir, { recursive: true, force: true })
}
