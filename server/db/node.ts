import { createClient, type Client } from '@libsql/client'
import { drizzle } from 'drizzle-orm/libsql'
import { migrate } from 'drizzle-orm/libsql/migrator'
import { mkdirSync } from 'node:fs'
import { dirname } from 'node:path'
import { schema, type Db } from './client'
import { reusePreparedStatements } from './statement-cache'

/** Opens (creating if needed) the SQLite file and applies pending migrations. */
export async function openNodeDb(file: string, migrationsFolder: string): Promise<Db> {
  if (file !== ':memory:') mkdirSync(dirname(file), { recursive: true })
  reusePreparedStatements()
  const client = createClient({ url: file === ':memory:' ? ':memory:' : `file:${file}` })
  await client.execute('PRAGMA journal_mode = WAL')
  await client.execute('PRAGMA busy_timeout = 5000')
  await client.execute('PRAGMA foreign_keys = ON')
  const db = drizzle(client, { schema })
  await migrate(db, { migrationsFolder })
  return db as unknown as Db
}

/** Closes the connection of a database that openNodeDb opened. */
export function closeNodeDb(db: Db) {
  ;(db as unknown as { $client: Client }).$client.close()
}
