// The benchmark database of `npm run bench:search`, shared by the other benchmarks at catalogue
// scale (bench:orders, bench:bom): data/bench/catalogue-<parts>.db, seeded with the same command
// (the seed CLI) when it is missing. Knobs (env): BENCH_PARTS (1000000), BENCH_DB.
import { execFileSync } from 'node:child_process'
import { existsSync, mkdirSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'

const root = resolve(fileURLToPath(new URL('../..', import.meta.url)))

export const benchParts = Number(process.env.BENCH_PARTS ?? 1_000_000)
export const benchDbFile = resolve(
  process.env.BENCH_DB ??
    join(root, `data/bench/catalogue-${benchParts >= 1e6 ? `${benchParts / 1e6}m` : `${benchParts / 1e3}k`}.db`),
)

/** Seeds the benchmark database unless it exists (as npm run bench:search does). */
export function ensureBenchDatabase() {
  if (existsSync(benchDbFile)) return
  console.log(`seeding ${benchParts.toLocaleString('en')} parts into ${benchDbFile} (as npm run bench:search does) ...`)
  mkdirSync(resolve(benchDbFile, '..'), { recursive: true })
  execFileSync(
    process.execPath,
    ['scripts/run-ts.mjs', 'server/db/seed/catalogue/cli.ts', '--parts', String(benchParts), '--db', benchDbFile],
    { cwd: root, stdio: ['ignore', 'inherit', 'inherit'], env: { ...process.env, CHIPSHOP_ROOT: root } },
  )
}
