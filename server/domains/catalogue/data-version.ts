import { sql } from 'drizzle-orm'
import { batchStatement } from '../../db/batch'
import type { Db } from '../../db/client'

/**
 * The version of the public data (catalogue, content, stock): a counter under `data_version` in
 * catalogue_stats. Whatever changes what anonymous pages show raises it (the demo seed does after
 * an import); cached anonymous pages and API answers are keyed by it (edgeCached's variant), so a
 * change is seen by the next request, in every server process, without purging anything.
 */
export async function bumpDataVersion(db: Db): Promise<void> {
  await db.run(
    sql`INSERT INTO catalogue_stats (key, value) VALUES ('data_version', 1) ON CONFLICT(key) DO UPDATE SET value = value + 1`,
  )
}

/** bumpDataVersion as a statement of a batch (the stock changes of an order, a cancel, an expiry). */
export function dataVersionBump(db: Db) {
  return batchStatement(
    db,
    sql`INSERT INTO catalogue_stats (key, value) VALUES ('data_version', 1) ON CONFLICT(key) DO UPDATE SET value = value + 1`,
  )
}

export async function readDataVersion(db: Db): Promise<string> {
  const [row] = await db.all<{ value: number }>(sql`SELECT value FROM catalogue_stats WHERE key = 'data_version'`)
  return String(row?.value ?? 0)
}

/** readDataVersion, read at most once per `everyMs` (a change shows within that time). */
export function dataVersionReader(db: Db, everyMs = 1000): () => Promise<string> {
  let version: Promise<string> | undefined
  let readAt = 0
  return () => {
    const now = Date.now()
    if (!version || now - readAt >= everyMs) {
      readAt = now
      const reading = readDataVersion(db)
      // A failed read is tried again by the next request.
      version = reading.catch((error: unknown) => {
        readAt = 0
        throw error
      })
    }
    return version
  }
}
