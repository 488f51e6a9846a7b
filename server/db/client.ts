import type { BaseSQLiteDatabase } from 'drizzle-orm/sqlite-core'
import type { BatchItem, BatchResponse } from 'drizzle-orm/batch'
import * as schema from './schema'

export { schema }

/**
 * The database port: drizzle over SQLite, async. On Node it is libsql on a file; on the Worker it
 * is D1. Both support `batch`, which runs statements in one implicit transaction — the only kind
 * D1 has — so multi-statement writes use it instead of interactive transactions.
 */
export type Db = BaseSQLiteDatabase<'async', unknown, typeof schema> & {
  batch<U extends BatchItem<'sqlite'>, T extends Readonly<[U, ...U[]]>>(batch: T): Promise<BatchResponse<T>>
}
