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
  type Statement = { columns?: () => unknown }
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
