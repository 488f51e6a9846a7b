/**
 * A database of an earlier release, upgraded by this one's migrations on Node (issue 21): with the
 * schema of migrations 0000–0013 (the package facet values are the makers' names, as migration 0013
 * left them until an import; no stored sort columns), then opened as the server opens it. It gets
 * the stored price and stock of each part's default offer (0014) and the normalised package values
 * with their facet counts (0015), the same as an import's refresh would give; the API then sorts
 * and filters on them. The Worker's D1 gets the same files (tests/worker/upgrade.test.ts).
 */
import { mkdtemp, readFile, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { sql } from 'drizzle-orm'
import { afterAll, expect, test } from 'vitest'
import { normalizePackage } from '../../contract/packages'
import { closeNodeDb, openNodeDb } from '../../server/db/node'
import { seedIfEmpty } from '../../server/db/seed'
import { refreshCatalogue } from '../../server/db/seed/catalogue/catalogue'
import { libsqlClient, libsqlSink } from '../../server/db/seed/catalogue/writer'
import type { Db } from '../../server/db/client'
import { EARLIER_CART_LINE, EARLIER_SCHEMA } from '../support/earlier-schema'
import { repoRoot } from '../support/paths'

const MIGRATIONS = join(repoRoot, 'server/db/migrations')
const dirs: string[] = []
afterAll(async () => {
  for (const dir of dirs) await rm(dir, { recursive: true, force: true })
})

const quiet = { info() {}, error() {} }
const rows = <T>(db: Db, query: string) => db.all<T>(sql.raw(query))

/** Parts whose stored columns are not their default offer's unit price and stock. */
const staleSortColumns = async (db: Db) => {
  const offer = (column: string) => `(SELECT x.${column} FROM goods x WHERE x.part_id = p.id
    ORDER BY (x.stock <= 0) + (x.stock < x.moq), x.moq * x.unit_price, x.id LIMIT 1)`
  const [row] = await rows<{ n: number }>(
    db,
    `SELECT count(*) AS n FROM parts p
     WHERE p.sort_price IS NOT ${offer('unit_price')} OR p.sort_stock IS NOT ${offer('stock')}`,
  )
  return Number(row!.n)
}

const packageFacets = (db: Db) =>
  rows<{ category_id: number; value: string; count: number }>(
    db,
    "SELECT category_id, value, count FROM category_facets WHERE kind = 'package' ORDER BY category_id, value",
  )

test("an earlier release's database gets the sort columns and the package values on upgrade, as a re-import would give them", async () => {
  const dir = await mkdtemp(join(tmpdir(), 'chipshop-upgrade-'))
  dirs.push(dir)
  const file = join(dir, 'chipshop.db')

  // The earlier release's database: its schema (this release's seeded, then without 0014 to 0017,
  // which its migrations journal forgets too) and the makers' package names as facet values.
  const old = await openNodeDb(file, MIGRATIONS)
  await seedIfEmpty(old, quiet, { catalogueParts: 3000 })
  for (const statement of EARLIER_SCHEMA) await old.run(sql.raw(statement))
  const journal = JSON.parse(await readFile(join(MIGRATIONS, 'meta/_journal.json'), 'utf8')) as {
    entries: { idx: number; when: number }[]
  }
  const first = journal.entries.find((e) => e.idx === 14)!.when
  await old.run(sql`DELETE FROM __drizzle_migrations WHERE created_at >= ${first}`)
  const columns = await rows<{ name: string }>(old, "SELECT name FROM pragma_table_info('parts')")
  expect(columns.map((c) => c.name)).not.toContain('sort_price')
  const [{ v: before }] = (await rows<{ v: number }>(
    old,
    "SELECT value AS v FROM catalogue_stats WHERE key = 'data_version'",
  )) as [{ v: number }]
  closeNodeDb(old)

  // This release opens it (as the server does: the pending migrations first).
  const db = await openNodeDb(file, MIGRATIONS)
  // The user's cart line is kept through 0016's rebuild of the cart table (guest carts).
  expect(await rows(db, 'SELECT user_id, guest_cart_id, qty, selected FROM cart_items')).toEqual([EARLIER_CART_LINE])
  try {
    expect(await staleSortColumns(db), 'every part sorts by its default offer').toBe(0)
    expect((await rows<{ n: number }>(db, 'SELECT count(*) AS n FROM parts WHERE sort_price IS NULL'))[0]!.n).toBe(0)

    const names = await rows<{ package: string; package_norm: string }>(
      db,
      'SELECT DISTINCT package, package_norm FROM parts',
    )
    expect(names.filter((n) => n.package === 'SO-8').map((n) => n.package_norm)).toEqual(['SOIC-8'])
    expect(
      names.filter((n) => n.package_norm !== normalizePackage(n.package)),
      "every package's facet value follows the rules in force",
    ).toEqual([])
    const facets = await packageFacets(db)
    expect(facets.map((f) => f.value)).not.toContain('SO-8')
    expect(facets.map((f) => f.value)).toContain('SOIC-8')
    const [{ v: after }] = (await rows<{ v: number }>(
      db,
      "SELECT value AS v FROM catalogue_stats WHERE key = 'data_version'",
    )) as [{ v: number }]
    expect(Number(after), 'cached pages are made stale').toBeGreaterThan(Number(before))

    // The same facet counts as an import's refresh gives (categories with their subcategories).
    const sink = await libsqlSink(libsqlClient(db)!)
    await refreshCatalogue(sink)
    await sink.flush()
    await db.run(sql`COMMIT`)
    expect(facets).toEqual(await packageFacets(db))

    // An offer written afterwards keeps its part's columns (the triggers of 0014).
    const [offer] = await rows<{ id: number; part_id: number }>(
      db,
      'SELECT id, part_id FROM goods WHERE stock > 0 ORDER BY id LIMIT 1',
    )
    await db.run(sql`UPDATE goods SET stock = 0 WHERE part_id = ${offer!.part_id}`)
    expect(await staleSortColumns(db)).toBe(0)
    const [part] = await rows<{ sort_stock: number }>(db, `SELECT sort_stock FROM parts WHERE id = ${offer!.part_id}`)
    expect(part!.sort_stock).toBe(0)
  } finally {
    closeNodeDb(db)
  }
})

test("migration 0015's names and values are those of normalizePackage", async () => {
  const text = await readFile(join(MIGRATIONS, '0015_package_norm_backfill.sql'), 'utf8')
  const pairs = [...text.matchAll(/^\s*\('((?:[^']|'')*)', '((?:[^']|'')*)'\)\)?,?$/gm)].map((m) => [
    m[1]!.replace(/''/g, "'"),
    m[2]!.replace(/''/g, "'"),
  ])
  expect(pairs.length).toBe(23)
  expect(pairs.filter(([name, value]) => normalizePackage(name!) !== value || name === value)).toEqual([])
})
