import { eq, lte, sql } from 'drizzle-orm'
import type { Db } from '../db/client'
import { rateLimits } from '../db/schema'
import type { Clock, RateLimiter } from './index'
import { countsAt, oneMoreFits, retryAfter, windowAt } from './rate-window'

/**
 * Rate limiter on the database (every isolate counts together), the Worker's: a sliding window
 * (server/ports/rate-window.ts), one conditional upsert per hit, which works on D1. Node counts in
 * its primary process's memory instead and writes the counts behind (node/memory-rate-limiter.ts).
 */
export function sqlRateLimiter(db: Db, clock: Clock): RateLimiter {
  const at = (windowSeconds: number) => windowAt(clock.now().getTime(), windowSeconds)
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
      const { count, prev } = countsAt(row, start, windowSeconds)
      if (oneMoreFits(count, prev, limit, windowSeconds, elapsed)) return { allowed: true, retryAfter: 0 }
      return { allowed: false, retryAfter: retryAfter(count, prev, limit, windowSeconds, elapsed) }
    },
  }
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
