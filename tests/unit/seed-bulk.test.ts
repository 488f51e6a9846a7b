import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import type { Db } from '../../server/db/client'
import { closeNodeDb, openNodeDb } from '../../server/db/node'
import { seedCatalogue } from '../../server/db/seed/catalogue/catalogue'
import { repoRoot } from '../support/paths'

/**
 * The seed's bulk mode (`npm run seed`; issue 34: ten million parts): the part tables' indexes and
 * triggers dropped, the rows written, then indexes, full-text indexes and triggers made again, in
 * one transaction. It must give the same database as the ordinary seed, row for row, and an
 * interrupted bulk seed must leave the database as it was.
 */
const NOW = new Date('2026-11-28T12:00:00Z')
const PARTS = 4000
let dir: string
const dbs: Db[] = []

async function open(name: string) {
  const db = await openNodeDb(join(dir, `${name}.db`), join(repoRoot, 'server/db/migrations'))
  dbs.push(db)
  return db
}
const rows = <T>(db: Db, query: string) => db.all<T>(sql.raw(query))

/** What a database holds that the seed writes: schema objects, row checksums, search answers. */
async function contents(db: Db) {
  const one = async (query: string) => JSON.stringify(await rows(db, query))
  return {
    schema: await one(`SELECT type, name, tbl_name, sql FROM sqlite_master ORDER BY type, name`),
    parts: await one(
      `SELECT count(*), sum(id * length(mpn_norm)), sum(goods_id), sum(sort_price), sum(sort_stock), sum(unit_weight_mg), max(updated_at) FROM parts`,
    ),
    goods: await one(`SELECT count(*), sum(id * part_id), sum(stock), sum(unit_price), sum(featured + hot) FROM goods`),
    params: await one(
      `SELECT count(*), sum(part_id * param_id), sum(length(value)), sum(num), sum(derived) FROM part_params`,
    ),
    facets: await one(`SELECT count(*), sum(category_id * count), sum(length(value)) FROM category_facets`),
    counts: await one(
      `SELECT sum(part_count * id) FROM categories UNION ALL SELECT sum(part_count * id) FROM manufacturers`,
    ),
    words: await one(
      `SELECT count(*), sum(rowid) FROM part_text_fts WHERE part_text_fts MATCH 'resistor OR capacitor'`,
    ),
    numbers: await one(`SELECT count(*), sum(rowid) FROM part_mpn_fts WHERE part_mpn_fts MATCH '"RC0"'`),
  }
}

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'chipshop-seed-bulk-'))
})
afterAll(() => {
  for (const db of dbs) closeNodeDb(db)
  rmSync(dir, { recursive: true, force: true })
})

describe('bulk seed', () => {
  test('gives the database the ordinary seed gives: rows, indexes, triggers, search indexes', async () => {
    const ordinary = await open('ordinary')
    await seedCatalogue(ordinary, { parts: PARTS, now: NOW })
    const bulk = await open('bulk')
    await seedCatalogue(bulk, { parts: PARTS, now: NOW, bulk: true })
    const [a, b] = [await contents(ordinary), await contents(bulk)]
    expect(JSON.parse(a.parts)[0]['count(*)']).toBe(PARTS)
    expect(JSON.parse(a.words)[0]['count(*)'], 'the keyword index answers').toBeGreaterThan(100)
    expect(JSON.parse(a.numbers)[0]['count(*)'], 'the part-number index answers').toBeGreaterThan(0)
    expect(b).toEqual(a)

    // Growing the bulk-seeded catalogue goes through the indexes and triggers made again.
    await seedCatalogue(bulk, { parts: PARTS + 500, now: NOW })
    await seedCatalogue(ordinary, { parts: PARTS + 500, now: NOW, bulk: true })
    expect(await contents(bulk)).toEqual(await contents(ordinary))
  })

  test('an interrupted bulk seed leaves the database as it was', async () => {
    const db = await open('interrupted')
    await seedCatalogue(db, { parts: 2000, now: NOW })
    const before = await contents(db)
    const stop = {
      info: (record: { msg: string }) => {
        if (record.msg === 'catalogue: parts written, making the indexes') throw new Error('stopped')
      },
      error: () => {},
    }
    await expect(seedCatalogue(db, { parts: 3000, now: NOW, bulk: true, log: stop })).rejects.toThrow('stopped')
    expect(await contents(db)).toEqual(before)
  })
})
