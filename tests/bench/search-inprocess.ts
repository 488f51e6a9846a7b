/**
 * In-process part of `npm run bench:search` (run through scripts/run-ts.mjs by search.mjs): opens
 * the benchmark database and times the search service as the API calls it — suggestions
 * (searchOption), exact part numbers, substrings and keywords (search) — with query samples drawn
 * from the database itself. Prints one JSON line with p50/p95/p99 in milliseconds.
 *
 *   node scripts/run-ts.mjs tests/bench/search-inprocess.ts --db data/bench/catalogue-1m.db
 */
import { sql } from 'drizzle-orm'
import { openNodeDb } from '../../server/db/node'
import { search, setSuggestCacheSize, suggest } from '../../server/domains/search/service'
import { goodsDetail } from '../../server/domains/catalogue/service'
import { categoryFilters, categoryListing } from '../../server/domains/catalogue/categories'

const arg = (name: string, fallback: string) => {
  const i = process.argv.indexOf(`--${name}`)
  return i > 0 ? process.argv[i + 1]! : fallback
}

const KEYWORDS = [
  'op amp',
  'resistor 0603',
  'resistor 10k 1%',
  'mosfet n-ch 30v',
  'capacitor 100nf 50v',
  'cap cer x7r 0805',
  'ldo 3.3v',
  'reg linear 1a',
  'microcontroller 32bit',
  'mcu 64kb flash',
  'led red 0603',
  'humidity sensor',
  'usb connector',
  'crystal 16mhz',
  'schottky diode',
  'eeprom i2c',
  'flash spi 128mbit',
  'buck regulator',
  'ferrite bead 600 ohm',
  'tactile switch',
  'shift register',
  'can transceiver',
  'accelerometer',
  'npn transistor',
  'zener 5.1v',
  'inductor 10uh',
  'header 2.54mm 4pos',
  'tvs diode',
  'texas instruments opamp',
  'murata capacitor 0402',
]

/** Keywords that name a maker (issue 34: the slow ones at 3 million parts); also among KEYWORDS. */
const MAKER_KEYWORDS = ['texas instruments opamp', 'murata capacitor 0402', 'ti ldo 3.3v', 'st microcontroller 32bit']

/** Value-and-package queries, read into parameters (issue 30): resistance, capacitance, size, voltage, dielectric. */
const PARAMETRIC = [
  '10k 0603',
  '100nF 0402 X7R',
  '1uF 25V',
  '4.7k',
  '10 ohm 1206',
  '2.2uF 0805',
  '470R 0402',
  '1nF 50V C0G',
  '100k 1% 0402',
  '22pF 0603',
]

function stats(times: number[]) {
  const s = [...times].sort((a, b) => a - b)
  const at = (p: number) => s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))]!
  const r = (n: number) => Math.round(n * 1000) / 1000
  return { n: s.length, p50: r(at(50)), p95: r(at(95)), p99: r(at(99)), max: r(s[s.length - 1]!) }
}

async function time(samples: string[], run: (q: string) => Promise<unknown>, rounds = 1) {
  for (const q of samples.slice(0, 50)) await run(q) // warm-up
  const times: number[] = []
  for (let r = 0; r < rounds; r++) {
    for (const q of samples) {
      const t = performance.now()
      await run(q)
      times.push(performance.now() - t)
    }
  }
  return stats(times)
}

async function categoryTimes(ctx: { db: Awaited<ReturnType<typeof openNodeDb>>; locale: 'en'; now: Date }) {
  const [top] = await ctx.db.all<{ id: number; part_count: number }>(
    sql`SELECT id, part_count FROM categories ORDER BY part_count DESC, id LIMIT 1`,
  )
  const [maker] = await ctx.db.all<{ m: number }>(
    sql`SELECT key AS m FROM category_facets WHERE category_id = ${top!.id} AND kind = 'manufacturer' ORDER BY count DESC LIMIT 1`,
  )
  const id = Number(top!.id)
  const page = (filters: { manufacturer_ids?: number[] }) => async () => {
    await categoryListing(ctx, { category_id: id, page: 1, page_size: 20, ...filters } as Parameters<
      typeof categoryListing
    >[1])
    await categoryFilters(ctx, { category_id: id, ...filters } as Parameters<typeof categoryFilters>[1])
  }
  const rounds = Array.from({ length: 20 }, () => '')
  return {
    id,
    parts: Number(top!.part_count),
    page: await time(rounds, page({})),
    oneMaker: await time(rounds, page(maker ? { manufacturer_ids: [Number(maker.m)] } : {})),
  }
}

async function main() {
  // The database path, not the suggestion cache.
  setSuggestCacheSize(0)
  const file = arg('db', 'data/bench/catalogue-1m.db')
  const db = await openNodeDb(file, `${process.env.CHIPSHOP_ROOT ?? process.cwd()}/server/db/migrations`)
  const ctx = { db, locale: 'en' as const, now: new Date() }
  const [{ n }] = (await db.all<{ n: number }>(sql`SELECT count(*) AS n FROM parts`)) as [{ n: number }]
  // Samples spread over the whole table: every k-th part by id.
  const step = Math.max(1, Math.floor(n / 1000))
  const rows = await db.all<{ mpn: string; mpn_norm: string; goods_id: number }>(
    sql`SELECT mpn, mpn_norm, goods_id FROM parts WHERE id % ${step} = 0 LIMIT 1000`,
  )
  const mpns = rows.map((r) => r.mpn)
  // What a visitor types into the box: 2 to 8 characters of a real number, as typed (mixed case).
  const prefixes = rows.map((r, i) => {
    const len = 2 + (i % 7)
    const p = r.mpn.slice(0, len)
    return i % 2 ? p.toLowerCase() : p
  })
  const substrings = rows.map((r, i) => {
    const from = Math.min(r.mpn_norm.length - 4, 2 + (i % 3))
    return r.mpn_norm.slice(Math.max(1, from), Math.max(1, from) + 4 + (i % 3))
  })
  const keyword = Array.from({ length: 10 }, () => KEYWORDS).flat()

  const result = {
    parts: n,
    suggestion: await time(prefixes, (q) => suggest(ctx, q), 2),
    exact: await time(mpns, (q) => search(ctx, { keyword: q, page: 1, page_size: 10 })),
    substring: await time(substrings, (q) => search(ctx, { keyword: q, page: 1, page_size: 10 })),
    keyword: await time(keyword, (q) => search(ctx, { keyword: q, page: 1, page_size: 10 })),
    parametric: await time(Array.from({ length: 30 }, () => PARAMETRIC).flat(), (q) =>
      search(ctx, { keyword: q, page: 1, page_size: 10 }),
    ),
    makerKeyword: await time(Array.from({ length: 25 }, () => MAKER_KEYWORDS).flat(), (q) =>
      search(ctx, { keyword: q, page: 1, page_size: 10 }),
    ),
    // The largest category (with its subcategories, as its page lists them): the first page and
    // its filters with their counts, as the category page asks for both; then with one maker chosen
    // (the counts are then counted live, facet-counts.ts).
    category: await categoryTimes(ctx),
    product: await time(
      rows.map((r) => String(r.goods_id)),
      (id) => goodsDetail(ctx, Number(id)),
    ),
    sample: {
      suggestion: prefixes.slice(0, 3),
      exact: mpns.slice(0, 3),
      substring: substrings.slice(0, 3),
      keyword: KEYWORDS.slice(0, 3),
    },
    goodsIds: rows.slice(0, 500).map((r) => r.goods_id),
    prefixes: prefixes.slice(0, 500),
  }
  console.log(JSON.stringify(result))
  ;(db as unknown as { $client: { close(): void } }).$client.close()
}

main().catch((error) => {
  console.error(error)
  process.exit(1)
})
