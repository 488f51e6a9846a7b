import type { Client, InStatement } from '@libsql/client'
import type { Db } from '../../db/client'
import type { Clock, RateLimiter } from '../index'
import { countsAt, oneMoreFits, retryAfter, windowAt, type WindowCounts } from '../rate-window'

/**
 * Where the counts live between restarts: table rate_limits, read one key at a time, written in
 * batches. On Node the writes go to the cluster's one writer (server/db/node-writer.ts), so they
 * ride in the next group commit with the buyers' writes.
 */
export interface CountStore {
  load(key: string): Promise<WindowCounts | null>
  save(rows: [key: string, counts: WindowCounts][]): Promise<void>
}

/** At most this many keys in memory; past it, the least recently hit keys already saved are dropped (and read back when hit again). */
export const MEMORY_RATE_LIMIT_KEYS = 50_000
/**
 * The hits of this long go to the store in one batch: one statement in the writer's group every
 * 100 ms at most, whatever the traffic (a lone process commits it on its own connection, and its
 * fsync holds that process's event loop: libsql runs statements synchronously).
 */
const SAVE_EVERY_MS = 100
/** Rows per INSERT: 4 values each, within SQLite's and D1's 100 bound parameters. */
const ROWS_PER_STATEMENT = 25

/**
 * Node's rate limiter: the sliding window of the SQL limiter (server/ports/rate-window.ts, the same
 * arithmetic, the same answers), counted in this process's memory and written behind to the
 * database. In a cluster the primary holds it and the workers ask it (./cluster-rate-limiter.ts), so
 * the limits hold across the server's processes; the counts are saved to rate_limits every
 * 100 ms (in the writer's next group) and read back after a restart, so they hold across restarts too (a crash forgets
 * at most the hits of its last 100 ms or so).
 *
 * Why not the SQL limiter, as before: every hit was a write that waited for its commit's fsync, and
 * placing an order made three commits in a row (the route's limit, the per-address limit, the
 * order); now it makes one (README, The buy path).
 */
export function memoryRateLimiter(
  store: CountStore,
  clock: Clock,
  options: { maxKeys?: number; onSaveError?: (error: unknown) => void } = {},
): RateLimiter & { flushed(): Promise<void> } {
  const maxKeys = options.maxKeys ?? MEMORY_RATE_LIMIT_KEYS
  /** Keys in the order they were last hit (a Map keeps insertion order: the first is the oldest). */
  const counts = new Map<string, WindowCounts>()
  const loading = new Map<string, Promise<void>>()
  /** Keys hit since they were last handed to the store; keys being saved now. */
  const unsaved = new Set<string>()
  const saving = new Map<string, number>()
  let saved: Promise<void> = Promise.resolve()
  let saveTimer: ReturnType<typeof setTimeout> | undefined

  /**
   * Makes sure the key's counts are in memory (read from the store unless they are). Callers read
   * `counts` right after, in the same turn: a hit that awaited the same load may have counted since.
   */
  const loaded = async (key: string): Promise<void> => {
    const known = counts.get(key)
    if (known) {
      counts.delete(key)
      counts.set(key, known)
      return
    }
    let load = loading.get(key)
    if (!load) {
      load = store.load(key).then((row) => {
        if (row && !counts.has(key)) counts.set(key, row)
      })
      loading.set(key, load)
      void load.finally(() => loading.delete(key)).catch(() => {})
    }
    await load
  }

  const saveSoon = () => {
    if (saveTimer) return
    saveTimer = setTimeout(saveNow, SAVE_EVERY_MS)
    saveTimer.unref()
  }
  /** Hands the keys hit since the last save to the store, in one batch. */
  const saveNow = () => {
    if (saveTimer) clearTimeout(saveTimer)
    saveTimer = undefined
    const keys = [...unsaved]
    if (!keys.length) return
    unsaved.clear()
    for (const key of keys) saving.set(key, (saving.get(key) ?? 0) + 1)
    const rows = keys.map((key): [string, WindowCounts] => [key, { ...counts.get(key)! }])
    saved = store
      .save(rows)
      .catch((error: unknown) => {
        // Kept in memory, and saved with the next hits.
        for (const key of keys) unsaved.add(key)
        options.onSaveError?.(error)
      })
      .finally(() => {
        for (const key of keys) {
          const n = saving.get(key)! - 1
          if (n) saving.set(key, n)
          else saving.delete(key)
        }
        forgetOldest()
      })
  }

  /** Past maxKeys: drops the least recently hit keys that the store already holds as they are. */
  const forgetOldest = () => {
    if (counts.size <= maxKeys) return
    for (const key of counts.keys()) {
      if (counts.size <= maxKeys) break
      if (!unsaved.has(key) && !saving.has(key)) counts.delete(key)
    }
  }

  return {
    async hit(key, limit, windowSeconds) {
      await loaded(key)
      const row = counts.get(key)
      const { start, elapsed } = windowAt(clock.now().getTime(), windowSeconds)
      const { count, prev } = countsAt(row, start, windowSeconds)
      const fits = oneMoreFits(count, prev, limit, windowSeconds, elapsed)
      // A refused hit is not counted, so that a client that waits as told by Retry-After gets through.
      counts.delete(key)
      counts.set(key, { windowStart: start, count: count + (fits ? 1 : 0), prevCount: prev })
      unsaved.add(key)
      saveSoon()
      if (fits) return { allowed: true, retryAfter: 0 }
      return { allowed: false, retryAfter: retryAfter(count, prev, limit, windowSeconds, elapsed) }
    },

    async peek(key, limit, windowSeconds) {
      await loaded(key)
      const row = counts.get(key)
      const { start, elapsed } = windowAt(clock.now().getTime(), windowSeconds)
      const { count, prev } = countsAt(row, start, windowSeconds)
      if (oneMoreFits(count, prev, limit, windowSeconds, elapsed)) return { allowed: true, retryAfter: 0 }
      return { allowed: false, retryAfter: retryAfter(count, prev, limit, windowSeconds, elapsed) }
    },

    /** Resolves when the counts hit so far are in the store (for a graceful stop, and tests). */
    async flushed() {
      saveNow()
      while (saving.size) await saved
    },
  }
}

/** Upserts of counts into rate_limits, ROWS_PER_STATEMENT rows a statement. */
export function saveCountsStatements(rows: [string, WindowCounts][]): InStatement[] {
  const statements: InStatement[] = []
  for (let i = 0; i < rows.length; i += ROWS_PER_STATEMENT) {
    const chunk = rows.slice(i, i + ROWS_PER_STATEMENT)
    statements.push({
      sql: `INSERT INTO rate_limits (key, window_start, count, prev_count, refused) VALUES ${chunk.map(() => '(?, ?, ?, ?, 0)').join(', ')}
        ON CONFLICT (key) DO UPDATE SET window_start = excluded.window_start, count = excluded.count,
        prev_count = excluded.prev_count, refused = 0`,
      args: chunk.flatMap(([key, c]) => [key, c.windowStart, c.count, c.prevCount]),
    })
  }
  return statements
}

/** Reads one key's counts from rate_limits. */
export async function loadCounts(client: Pick<Client, 'execute'>, key: string): Promise<WindowCounts | null> {
  const { rows } = await client.execute({
    sql: 'SELECT window_start, count, prev_count FROM rate_limits WHERE key = ?',
    args: [key],
  })
  const row = rows[0]
  if (!row) return null
  return { windowStart: Number(row.window_start), count: Number(row.count), prevCount: Number(row.prev_count) }
}

/**
 * A lone process's limiter (`WEB_CONCURRENCY=1`, the contract tests' app, the in-process benches):
 * its counts read and saved on the database's own connection.
 */
export function loneProcessRateLimiter(db: Db, clock: Clock, onSaveError?: (error: unknown) => void) {
  return memoryRateLimiter(clientCountStore((db as unknown as { $client: Client }).$client), clock, { onSaveError })
}

/** The store on one connection (a single server process, tests): reads and batches on it. */
export function clientCountStore(client: Pick<Client, 'execute' | 'batch'>): CountStore {
  return {
    load: (key) => loadCounts(client, key),
    async save(rows) {
      if (rows.length) await client.batch(saveCountsStatements(rows), 'write')
    },
  }
}
