import { createClient, type Client } from '@libsql/client'
import { drizzle } from 'drizzle-orm/libsql'
import { migrate } from 'drizzle-orm/libsql/migrator'
import { mkdirSync } from 'node:fs'
import { dirname } from 'node:path'
import { schema, type Db } from './client'
import { handWritesToPrimary } from './node-writer'
import { reusePreparedStatements } from './statement-cache'

/**
 * A connection to the SQLite file. WAL: readers never wait for the writer. `synchronous = FULL`:
 * every COMMIT waits for its WAL fsync, so a write the shop acknowledged survives a power cut
 * (NORMAL would survive kill -9 but could lose the last commits on a power cut); the cluster's one
 * writer commits concurrent writes as a group, one fsync for all (server/db/node-writer.ts).
 */
export async function openNodeClient(file: string): Promise<Client> {
  if (file !== ':memory:') mkdirSync(dirname(file), { recursive: true })
  reusePreparedStatements()
  const client = createClient({ url: file === ':memory:' ? ':memory:' : `file:${file}` })
  // The busy wait first: another connection may hold a lock as this one opens (the WAL's recovery
  // after a crash, the last connection's checkpoint as it closes), and without it the next PRAGMA
  // fails at once with SQLITE_BUSY: the writer thread did, as a cluster started (e2e, 3 in ~20 runs).
  await client.execute('PRAGMA busy_timeout = 5000')
  await client.execute('PRAGMA journal_mode = WAL')
  await client.execute('PRAGMA synchronous = FULL')
  await client.execute('PRAGMA foreign_keys = ON')
  return client
}

/**
 * Opens (creating if needed) the SQLite file and applies pending migrations. In a cluster worker
 * the writes go to the primary's writer (server/db/node-writer.ts).
 */
export async function openNodeDb(file: string, migrationsFolder: string): Promise<Db> {
  const client = handWritesToPrimary(await openNodeClient(file))
  const db = drizzle(client, { schema })
  await migrate(db, { migrationsFolder })
  return db as unknown as Db
}

/** Closes the connection of a database that openNodeDb opened. */
export function closeNodeDb(db: Db) {
  ;(db as unknown as { $client: Client }).$client.close()
}
