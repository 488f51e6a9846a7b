import { lte, sql } from 'drizzle-orm'
import type { Db } from '../db/client'
import { rateLimits } from '../db/schema'
import type { Clock, RateLimiter } from './index'

/** Rate limiter on the database: one conditional upsert per hit, right where isolates share nothing. */
export function sqlRateLimiter(db: Db, clock: Clock): RateLimiter {
  return {
    async hit(key, limit, windowSeconds) {
      const now = Math.floor(clock.now().getTime() / 1000)
      const start = now - (now % windowSeconds)
      const [row] = await db
        .insert(rateLimits)
        .values({ key, windowStart: start, count: 1 })
        .onConflictDoUpdate({
          target: rateLimits.key,
          set: {
            count: sql`CASE WHEN ${rateLimits.windowStart} = ${start} THEN ${rateLimits.count} + 1 ELSE 1 END`,
            windowStart: start,
          },
        })
        .returning({ count: rateLimits.count })
      return { allowed: row!.count <= limit, retryAfter: start + windowSeconds - now }
    },
  }
}

/**
 * Deletes the counters whose window has ended (the next hit starts a new window anyway), judged by
 * the longest window of any limit. Returns how many went.
 */
export async function deleteEndedWindows(db: Db, now: Date, longestWindowSeconds: number): Promise<number> {
  const cutoff = Math.floor(now.getTime() / 1000) - longestWindowSeconds
  const gone = await db.delete(rateLimits).where(lte(rateLimits.windowStart, cutoff)).returning({ key: rateLimits.key })
  return gone.length
}
