import type { RateLimiter, Clock } from './index'

/** In-process rate limiter: right for one Node process. */
export function memoryRateLimiter(clock: Clock): RateLimiter {
  const windows = new Map<string, { start: number; count: number }>()
  return {
    async hit(key, limit, windowSeconds) {
      const now = clock.now().getTime()
      let w = windows.get(key)
      if (!w || now - w.start >= windowSeconds * 1000) {
        w = { start: now, count: 0 }
        windows.set(key, w)
        if (windows.size > 100_000) windows.clear()
      }
      w.count++
      const retryAfter = Math.ceil((w.start + windowSeconds * 1000 - now) / 1000)
      return { allowed: w.count <= limit, retryAfter }
    },
  }
}
