// Sums up the samples the server processes wrote under CHIPSHOP_TIMINGS (server/db/timings.ts):
// one row per name, over every process: count, mean, p50, p95, p99.
import { readdirSync, readFileSync } from 'node:fs'
import { basename, dirname, join } from 'node:path'

export function summariseTimings(file) {
  const all = new Map()
  for (const name of readdirSync(dirname(file))) {
    if (!name.startsWith(`${basename(file)}.`)) continue
    const samples = JSON.parse(readFileSync(join(dirname(file), name), 'utf8'))
    for (const [key, list] of Object.entries(samples)) all.set(key, [...(all.get(key) ?? []), ...list])
  }
  const table = [...all]
    .filter(([key]) => !key.startsWith('GET ') || key.startsWith('GET /api/'))
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([name, list]) => {
      const s = [...list].sort((a, b) => a - b)
      const at = (p) => s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))]
      const mean = s.reduce((a, b) => a + b, 0) / s.length
      return { name, count: s.length, mean, p50: at(50), p95: at(95), p99: at(99) }
    })
  const f = (n) => n.toFixed(2).padStart(9)
  const text = table
    .map((r) => `  ${r.name.padEnd(78)}${String(r.count).padStart(8)}${f(r.mean)}${f(r.p50)}${f(r.p95)}${f(r.p99)}`)
    .join('\n')
  return {
    table,
    text: `  ${'name'.padEnd(78)}${'count'.padStart(8)}${'mean'.padStart(9)}${'p50'.padStart(9)}${'p95'.padStart(9)}${'p99'.padStart(9)}\n${text}`,
  }
}
