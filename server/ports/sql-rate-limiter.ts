import { sql } from 'drizzle-orm'
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
