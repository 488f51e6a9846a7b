import type { Sink } from './writer'

/**
 * The bulk mode of the catalogue seed (`npm run seed`, issue 34: ten million parts in 30 minutes).
 * Profiled at a million parts, 70 % of the seed was SQLite keeping indexes up to date row by row:
 * nine indexes on `parts`, five on `goods`, two on `part_params`, and the triggers that write each
 * part to the two full-text indexes (migration 0003) and each offer's price to its part (0014).
 * Past a few million rows those keys no longer fit the page cache and every insertion into an
 * index of part numbers lands on another page. So the seed drops the indexes and triggers of the
 * tables it fills, inserts, and makes them again: an index built from sorted keys, the full-text
 * indexes filled in one pass in id order. It all happens in the seed's one transaction, so an
 * interrupted seed leaves the database as it was.
 */

/** The tables the seed writes parts to. */
const TABLES = ['parts', 'goods', 'part_params', 'part_xrefs']

export type Definition = { type: 'index' | 'trigger'; name: string; sql: string }

/** Drops the indexes (not the primary keys) and triggers of the part tables; returns their definitions. */
export async function dropPartIndexes(sink: Sink): Promise<Definition[]> {
  const definitions = (
    await sink.all<Definition>(
      `SELECT type, name, sql FROM sqlite_master
       WHERE type IN ('index', 'trigger') AND sql IS NOT NULL AND tbl_name IN (${TABLES.map((t) => `'${t}'`).join(',')})
       ORDER BY type, name`,
    )
  ).map((d) => ({ type: d.type, name: String(d.name), sql: String(d.sql) }))
  for (const d of definitions) await sink.run(`DROP ${d.type === 'index' ? 'INDEX' : 'TRIGGER'} "${d.name}"`)
  return definitions
}

/**
 * Makes the dropped indexes again, writes the parts above `afterPartId` to the full-text indexes
 * as the insert trigger of migration 0003 does and merges them, then makes the triggers again.
 */
export async function restorePartIndexes(sink: Sink, definitions: Definition[], afterPartId: number) {
  for (const d of definitions.filter((d) => d.type === 'index')) await sink.run(d.sql)
  await sink.run(`INSERT INTO part_mpn_fts(rowid, mpn_norm) SELECT id, mpn_norm FROM parts WHERE id > ${afterPartId}`)
  await sink.run(
    `INSERT INTO part_text_fts(rowid, mpn, description, manufacturer, category, package)
     SELECT id, mpn, description, manufacturer, category, package FROM part_search_text WHERE id > ${afterPartId}`,
  )
  // Each full-text index as one b-tree of terms instead of the segments a bulk insert leaves: 5 s
  // of CPU at a million parts; keyword search p95 162 and 261 ms after, 452 and 307 ms before, in
  // an A/B at load 17 to 20 (docs/benchmarks.md).
  await sink.run(`INSERT INTO part_mpn_fts(part_mpn_fts) VALUES ('optimize')`)
  await sink.run(`INSERT INTO part_text_fts(part_text_fts) VALUES ('optimize')`)
  for (const d of definitions.filter((d) => d.type === 'trigger')) await sink.run(d.sql)
}
