import { and, count, getTableColumns, sql, type SQL } from 'drizzle-orm'
import type { SQLiteTable } from 'drizzle-orm/sqlite-core'
import type { Db } from '../client'
import type { Logger } from '../../ports'
import {
  categories,
  categoryParams,
  categoryTranslations,
  goods,
  manufacturerAliases,
  manufacturers,
  manufacturerTranslations,
  paramTranslations,
  params,
  partDocuments,
  partParams,
  parts,
  partXrefs,
} from '../schema'
import { insertRows } from './index'

/**
 * Fills the shards of a split catalogue (server/db/catalogue-shards.ts) from the home database's
 * catalogue: the small reference tables copied whole to every shard (first: the search index's
 * triggers read the maker's and category's names when a part is written), then each part, with its
 * parameters, codes, documents and offers, to shard `id % n`. A shard's search index and sort
 * columns are written by its own triggers. Run once, when the first shard has no manufacturers;
 * each page of rows is one `db.batch` of inserts under D1's 100 bound values per statement.
 */
const PAGE = 500

/** What is copied, in order: reference tables whole, then the part tables by the part's id. */
const REFERENCE: SQLiteTable[] = [
  manufacturers,
  manufacturerAliases,
  manufacturerTranslations,
  categories,
  categoryTranslations,
  params,
  paramTranslations,
  categoryParams,
]
const BY_PART: [SQLiteTable, SQL][] = [
  [parts, sql`id`],
  [partParams, sql`part_id`],
  [partXrefs, sql`part_id`],
  [partDocuments, sql`part_id`],
  [goods, sql`part_id`],
]

export async function fillCatalogueShardsIfEmpty(home: Db, shards: readonly Db[], log: Logger) {
  if (shards.length < 2) return
  const [first] = await shards[0]!.select({ n: count() }).from(manufacturers)
  if (first && first.n > 0) return
  const started = Date.now()
  for (const table of REFERENCE) await copy(home, table, sql`1`, shards)
  for (const [table, partId] of BY_PART)
    for (const [i, shard] of shards.entries())
      await copy(home, table, sql`(${partId} % ${shards.length}) = ${i}`, [shard])
  log.info({ msg: 'catalogue shards filled', shards: shards.length, ms: Date.now() - started })
}

/** The rows of `table` that pass `where`, a page at a time in rowid order, inserted into `targets`. */
async function copy(home: Db, table: SQLiteTable, where: SQL, targets: readonly Db[]) {
  const columns = getTableColumns(table)
  for (let after = 0; ;) {
    const rows = await home
      .select({ ...columns, rowid: sql<number>`rowid` })
      .from(table)
      .where(and(where, sql`rowid > ${after}`))
      .orderBy(sql`rowid`)
      .limit(PAGE)
    if (!rows.length) return
    after = Number(rows.at(-1)!.rowid)
    const values = rows.map(({ rowid: _, ...row }) => row)
    for (const target of targets) {
      const [head, ...rest] = insertRows(target, table, values as never[])
      if (head) await target.batch([head, ...rest])
    }
    if (rows.length < PAGE) return
  }
}
