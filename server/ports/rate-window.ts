/**
 * The sliding window of the rate limiters (server/ports/sql-rate-limiter.ts on the Worker,
 * server/ports/node/memory-rate-limiter.ts on Node): the count of the current fixed window plus
 * the previous window's count weighted by how much of it the sliding window still covers. A fixed
 * window let twice the limit through around its edge (ten at the end of one window, ten at the
 * start of the next); this lets through about the limit in any span of the window's length.
 */

/** A key's counts as stored (table rate_limits): its fixed window's start (s) and two counts. */
export interface WindowCounts {
  windowStart: number
  count: number
  prevCount: number
}

/** Where `nowMs` falls: its fixed window's start (seconds) and how far into it. */
export function windowAt(nowMs: number, windowSeconds: number) {
  const now = nowMs / 1000
  const start = Math.floor(now / windowSeconds) * windowSeconds
  return { start, elapsed: now - start }
}

/** Stored counts seen from the window starting at `start`: the current count and the previous. */
export function countsAt(row: WindowCounts | null | undefined, start: number, windowSeconds: number) {
  if (!row) return { count: 0, prev: 0 }
  if (row.windowStart === start) return { count: row.count, prev: row.prevCount }
  return { count: 0, prev: row.windowStart === start - windowSeconds ? row.count : 0 }
}

/** Whether one more hit fits (the same arithmetic as the SQL limiter's `fits`). */
export function oneMoreFits(count: number, prev: number, limit: number, windowSeconds: number, elapsed: number) {
  return prev * (1 - elapsed / windowSeconds) + count + 1 <= limit
}

/**
 * Seconds until one more hit fits: in this window once the previous window's share has fallen
 * enough, else in the next, where this window's count is the share that falls.
 */
export function retryAfter(count: number, prev: number, limit: number, windowSeconds: number, elapsed: number): number {
  const shareFalls = (share: number, room: number) => windowSeconds * (1 - room / share)
  const seconds =
    count + 1 <= limit && prev > 0
      ? shareFalls(prev, limit - count - 1) - elapsed
      : windowSeconds - elapsed + shareFalls(Math.max(count, 1), limit - 1)
  return Math.max(1, Math.ceil(seconds))
}
