import { eq, lte, sql } from 'drizzle-orm'
import type { Db } from '../db/client'
import { rateLimits } from '../db/schema'
import type { Clock, RateLimiter } from './index'

/**
 * Rate limiter on the database (every process and isolate counts together), as a sliding window:
 * the count of the current fixed window plus the previous window's count weighted by how much of
 * it the sliding window still covers. A fixed window let twice the limit through around its edge
 * (ten at the end of one window, ten at the start of the next); this lets through about the limit
 * in any span of the window's length. One conditional upsert per hit, which works on D1.
 */
export function sqlRateLimiter(db: Db, clock: Clock): RateLimiter {
  const at = (windowSeconds: number) => {
    const now = clock.now().getTime() / 1000
    const start = Math.floor(now / windowSeconds) * windowSeconds
    return { elapsed: now - start, start }
  }
  return {
    async hit(key, limit, windowSeconds) {
      const { elapsed, start } = at(windowSeconds)
      // Every SET expression reads the row as it was: the counts carried into the current window,
      // then whether one more fits (a refused hit is not counted, so that a client that waits as
      // told by Retry-After gets through).
      const count = sql`(CASE WHEN ${rateLimits.windowStart} = ${start} THEN ${rateLimits.count} ELSE 0 END)`
      const prev = sql`(CASE WHEN ${rateLimits.windowStart} = ${start} THEN ${rateLimits.prevCount}
        WHEN ${rateLimits.windowStart} = ${start - windowSeconds} THEN ${rateLimits.count} ELSE 0 END)`
      const fits = sql`(${prev} * ${1 - elapsed / windowSeconds} + ${count} + 1 <= ${limit})`
      const [row] = await db
        .insert(rateLimits)
        .values({ key, windowStart: start, count: 1, prevCount: 0, refused: 0 })
        .onConflictDoUpdate({
          target: rateLimits.key,
          set: { count: sql`${count} + ${fits}`, prevCount: prev, refused: sql`NOT ${fits}`, windowStart: start },
        })
        .returning({ count: rateLimits.count, prevCount: rateLimits.prevCount, refused: rateLimits.refused })
      if (!row!.refused) return { allowed: true, retryAfter: 0 }
      return { allowed: false, retryAfter: retryAfter(row!.count, row!.prevCount, limit, windowSeconds, elapsed) }
    },

    async peek(key, limit, windowSeconds) {
      const { elapsed, start } = at(windowSeconds)
      const [row] = await db.select().from(rateLimits).where(eq(rateLimits.key, key)).limit(1)
      if (!row) return { allowed: true, retryAfter: 0 }
      const count = row.windowStart === start ? row.count : 0
      const prev = row.windowStart === start ? row.prevCount : row.windowStart === start - windowSeconds ? row.count : 0
      if (prev * (1 - elapsed / windowSeconds) + count + 1 <= limit) return { allowed: true, retryAfter: 0 }
      return { allowed: false, retryAfter: retryAfter(count, prev, limit, windowSeconds, elapsed) }
    },
  }
}

/**
 * Seconds until one more hit fits: in this window once the previous window's share has fallen
 * enough, else in the next, where this window's count is the share that falls.
 */
function retryAfter(count: number, prev: number, limit: number, windowSeconds: number, elapsed: number): number {
  const shareFalls = (share: number, room: number) => windowSeconds * (1 - room / share)
  const seconds =
    count + 1 <= limit && prev > 0
      ? shareFalls(prev, limit - count - 1) - elapsed
      : windowSeconds - elapsed + shareFalls(Math.max(count, 1), limit - 1)
  return Math.max(1, Math.ceil(seconds))
}

/**
 * Deletes the counters that can no longer weigh in: their window and the next have ended, judged
 * by the longest window of any limit. Returns how many went.
 */
export async function deleteEndedWindows(db: Db, now: Date, longestWindowSeconds: number): Promise<number> {
  const cutoff = Math.floor(now.getTime() / 1000) - 2 * longestWindowSeconds
  const gone = await db.delete(rateLimits).where(lte(rateLimits.windowStart, cutoff)).returning({ key: rateLimits.key })
  return gone.length
}
