import type { SQL } from 'drizzle-orm'
import type { Db } from './client'

/**
 * A raw SQL statement for `db.batch([...])` on both runtimes. drizzle's D1 driver cannot batch a
 * raw statement that has bound parameters (its SQLiteRaw has no prepared D1 statement to bind:
 * "Cannot read properties of undefined (reading 'bind')"), so the values are written into the
 * statement as SQL literals, escaped by drizzle. Only for statements whose values are ours or
 * validated (ids, quantities, money, codes, names).
 */
export function batchStatement(db: Db, query: SQL) {
  return db.run(query.inlineParams())
}
