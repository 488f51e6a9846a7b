import { createRequire } from 'node:module'

/**
 * Prepared statements reused on Node. @libsql/client (0.15, local files) prepares every statement
 * anew on each execute and reads its column list twice: measured at a million parts, that was a
 * third of the CPU time of a product-detail or suggestion request. This keeps the last `max`
 * prepared statements of each connection (keyed by SQL text; bound values differ per call) and
 * their column lists. Safe because the client runs a statement to completion synchronously
 * (`all()`/`run()`) before anything else can use it, and SQLite re-prepares a statement by itself
 * when the schema changes (a CREATE, ALTER or DROP also empties the cache, so that remembered column
 * lists cannot go stale). Applied once per process; a libsql without `prepare` is left alone.
 */
let applied = false
const DDL = /^\s*(CREATE|ALTER|DROP)\b/i

/**
 * What to do when a statement fails with SQLITE_BUSY (another process held the write lock longer
 * than busy_timeout). libsql 0.5 does not reset a statement whose step failed: the connection then
 * stays inside that statement's implicit transaction, and every later write on it answers as if
 * done but is never committed (reproduced here: an UPDATE and an INSERT gone once the connection
 * closed; upstream: tursodatabase/libsql-client-ts#352, fix proposed in tursodatabase/libsql-js#237).
 * A cached statement would keep the connection so until the same SQL ran again. The handler runs
 * synchronously inside the failing call, before anything else can use the connection; the Node
 * server stops the process there (server/node.ts), and the cluster's primary starts a fresh one.
 */
let statementLeftOpen: ((sql: string, error: unknown) => void) | undefined
export function onStatementLeftOpen(handler: (sql: string, error: unknown) => void) {
  statementLeftOpen = handler
}

function isBusy(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code
  return typeof code === 'string' && code.startsWith('SQLITE_BUSY')
}

export function reusePreparedStatements(max = 500) {
  if (applied) return
  applied = true
  let Database: { prototype: { prepare?: (sql: string) => unknown } } | undefined
  try {
    const client = import.meta.resolve('@libsql/client')
    Database = createRequire(client)('libsql') as typeof Database
  } catch {
    return
  }
  const prepare = Database?.prototype.prepare
  if (!Database || typeof prepare !== 'function') return
  type Statement = {
    columns?: () => unknown
    run?: (...args: unknown[]) => unknown
    all?: (...args: unknown[]) => unknown
    get?: (...args: unknown[]) => unknown
  }
  const caches = new WeakMap<object, Map<string, Statement>>()
  Database.prototype.prepare = function (this: object, sql: string) {
    let cache = caches.get(this)
    if (!cache) caches.set(this, (cache = new Map()))
    // A schema change may change the columns of cached statements: start over, keep no DDL.
    if (DDL.test(sql)) {
      cache.clear()
      return prepare.call(this, sql)
    }
    let stmt = cache.get(sql)
    if (stmt) {
      cache.delete(sql)
      cache.set(sql, stmt)
      return stmt
    }
    stmt = prepare.call(this, sql) as Statement
    for (const method of ['run', 'all', 'get'] as const) {
      const original = stmt[method]
      if (typeof original !== 'function') continue
      stmt[method] = function (this: Statement, ...args: unknown[]) {
        try {
          return original.apply(this, args)
        } catch (error) {
          if (isBusy(error)) statementLeftOpen?.(sql, error)
          throw error
        }
      }
    }
    const columns = stmt.columns
    if (typeof columns === 'function') {
      let known: unknown
      stmt.columns = function (this: Statement) {
        return (known ??= columns.call(this))
      }
    }
    cache.set(sql, stmt)
    if (cache.size > max) cache.delete(cache.keys().next().value!)
    return stmt
  }
}
