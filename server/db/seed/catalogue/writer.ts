import { sql } from 'drizzle-orm'
import type { Db } from '../../client'

/**
 * Where bulk catalogue rows go. Two implementations:
 * - libsql (Node): multi-row INSERTs with bound values inside explicit transactions on the raw
 *   client — a million parts in minutes, not hours;
 * - D1 (Worker) and any drizzle database: multi-row INSERTs with the values written as SQL
 *   literals (D1 allows 100 bound values per statement), at most ~90 KB each (D1's statement limit
 *   is 100 KB), sent together in one `db.batch` — one implicit transaction — per flush.
 */
export interface Sink {
  insert(table: string, columns: readonly string[], rows: unknown[][]): Promise<void>
  run(statement: string): Promise<void>
  all<T>(query: string): Promise<T[]>
  /** Makes what was written so far durable (commit / send the batch). */
  flush(): Promise<void>
}

type LibsqlClient = {
  execute(stmt: string | { sql: string; args: unknown[] }): Promise<{ rows: unknown[] }>
}

/** The libsql client under a drizzle database on Node, or null on D1. */
export function libsqlClient(db: Db): LibsqlClient | null {
  const client = (db as unknown as { $client?: LibsqlClient & { protocol?: string } }).$client
  return client && typeof client.execute === 'function' && 'protocol' in client ? client : null
}

const MAX_ROWS = 500

/** `oneTransaction`: flush() keeps the transaction open; the caller commits (bulk.ts). */
export async function libsqlSink(client: LibsqlClient, options: { oneTransaction?: boolean } = {}): Promise<Sink> {
  await client.execute('BEGIN IMMEDIATE')
  return {
    // Rows travel as one JSON array per statement and are unpacked by json_each: the statement
    // text stays short and constant, so SQLite does not parse thousands of "(?,?,...)" tuples.
    async insert(table, columns, rows) {
      const pick = columns.map((_, i) => `value->>${i}`).join(',')
      const statement = `INSERT INTO ${table} (${columns.join(',')}) SELECT ${pick} FROM json_each(?)`
      for (let i = 0; i < rows.length; i += MAX_ROWS * 10) {
        await client.execute({ sql: statement, args: [JSON.stringify(rows.slice(i, i + MAX_ROWS * 10))] })
      }
    },
    async run(statement) {
      await client.execute(statement)
    },
    async all<T>(query: string) {
      return (await client.execute(query)).rows as T[]
    },
    async flush() {
      if (options.oneTransaction) return
      await client.execute('COMMIT')
      await client.execute('BEGIN IMMEDIATE')
    },
  }
}

/** A SQL literal: numbers as numbers, text quoted, null as NULL. */
export function literal(value: unknown): string {
  if (value === null || value === undefined) return 'NULL'
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) throw new Error(`not a finite number: ${value}`)
    return String(value)
  }
  if (typeof value === 'boolean') return value ? '1' : '0'
  return `'${String(value).replaceAll('\u0000', '').replace(/'/g, "''")}'`
}

const MAX_STATEMENT = 90_000

export function batchSink(db: Db): Sink {
  let pending: string[] = []
  return {
    async insert(table, columns, rows) {
      const head = `INSERT INTO ${table} (${columns.join(',')}) VALUES `
      let values: string[] = []
      let size = head.length
      for (const row of rows) {
        const v = `(${row.map(literal).join(',')})`
        if (values.length && size + v.length + 1 > MAX_STATEMENT) {
          pending.push(head + values.join(','))
          values = []
          size = head.length
        }
        values.push(v)
        size += v.length + 1
      }
      if (values.length) pending.push(head + values.join(','))
    },
    async run(statement) {
      pending.push(statement)
    },
    async all<T>(query: string) {
      await this.flush()
      return (await db.all(sql.raw(query))) as T[]
    },
    async flush() {
      if (!pending.length) return
      const statements = pending
      pending = []
      const [first, ...rest] = statements.map((s) => db.run(sql.raw(s)))
      await db.batch([first!, ...rest])
    },
  }
}
