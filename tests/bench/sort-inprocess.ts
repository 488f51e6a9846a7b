/**
 * Times a category's and a manufacturer's parts sorted by price and by stock (both ways, the first
 * page and the 50th), in-process, as the category page and /api/manufacturers/{id} ask for them:
 * the largest category (with its subcategories, as its page lists them), the largest leaf
 * category and the maker with the most parts. Opening the database applies pending migrations; the
 * time that took is printed too (an upgrade's backfill). Prints one JSON line, p50 of 5 in ms.
 *
 *   node scripts/run-ts.mjs tests/bench/sort-inprocess.ts --db data/bench/catalogue-1m.db
 */
import { sql } from 'drizzle-orm'
import { openNodeDb } from '../../server/db/node'
import { categoryListing } from '../../server/domains/catalogue/categories'
import { manufacturerDetail } from '../../server/domains/catalogue/manufacturers'

const arg = (name: string, fallback: string) => {
  const i = process.argv.indexOf(`--${name}`)
  return i > 0 ? process.argv[i + 1]! : fallback
}

async function p50(run: () => Promise<unknown>, rounds = 5) {
  await run()
  const times: number[] = []
  for (let i = 0; i < rounds; i++) {
    const t = performance.now()
    await run()
    times.push(performance.now() - t)
  }
  times.sort((a, b) => a - b)
  return Math.round(times[Math.floor(times.length / 2)]! * 10) / 10
}

async function main() {
  const file = arg('db', 'data/bench/catalogue-1m.db')
  const opened = performance.now()
  const db = await openNodeDb(file, `${process.env.CHIPSHOP_ROOT ?? process.cwd()}/server/db/migrations`)
  const openMs = Math.round(performance.now() - opened)
  const ctx = { db, locale: 'en' as const, now: new Date() }
  const one = async (q: string) => Number(Object.values((await db.all<Record<string, number>>(sql.raw(q)))[0]!)[0])
  const top = await one('SELECT id FROM categories ORDER BY part_count DESC, id LIMIT 1')
  const leaf = await one(
    'SELECT category_id FROM parts GROUP BY category_id ORDER BY count(*) DESC, category_id LIMIT 1',
  )
  const maker = await one('SELECT id FROM manufacturers ORDER BY part_count DESC, id LIMIT 1')
  const count = async (q: string) => one(q)
  const out: Record<string, unknown> = {
    open_ms: openMs,
    category: { id: top, parts: await count(`SELECT part_count FROM categories WHERE id = ${top}`) },
    leaf: { id: leaf, parts: await count(`SELECT count(*) FROM parts WHERE category_id = ${leaf}`) },
    maker: { id: maker, parts: await count(`SELECT part_count FROM manufacturers WHERE id = ${maker}`) },
  }
  for (const sort of ['price', 'stock'] as const) {
    for (const order of ['asc', 'desc'] as const) {
      for (const page of [1, 50]) {
        const q = { sort, order, page, page_size: 20 }
        out[`category ${sort} ${order} page ${page}`] = await p50(() =>
          categoryListing(ctx, { category_id: top, ...q } as Parameters<typeof categoryListing>[1]),
        )
        out[`leaf ${sort} ${order} page ${page}`] = await p50(() =>
          categoryListing(ctx, { category_id: leaf, ...q } as Parameters<typeof categoryListing>[1]),
        )
        out[`maker ${sort} ${order} page ${page}`] = await p50(() => manufacturerDetail(ctx, maker, q))
      }
    }
  }
  out['category unsorted page 1'] = await p50(() =>
    categoryListing(ctx, { category_id: top, page: 1, page_size: 20 } as Parameters<typeof categoryListing>[1]),
  )
  console.log(JSON.stringify(out))
}

main().catch((error) => {
  console.error(error)
  process.exit(1)
})
