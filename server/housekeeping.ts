import { deleteEndedCredentials } from './auth/sessions'
import type { Ports } from './ports'
import { deleteEndedWindows } from './ports/sql-rate-limiter'

/** How often the shop clears out rows that can never matter again (Node; the Worker has a cron trigger). */
export const HOUSEKEEPING_EVERY_MS = 3_600_000

/**
 * Deletes what can never matter again, so that tables do not grow for ever: rate-limit counters
 * of ended windows, and sessions and e-mailed tokens that ended 30 days ago. Safe to run anywhere
 * and at any time, by several processes at once. Logs and returns what it deleted.
 */
export async function keepHouse(ports: Pick<Ports, 'db' | 'clock' | 'log' | 'settings'>) {
  const now = ports.clock.now()
  const longestWindow = Math.max(...Object.values(ports.settings.limits).map(([, seconds]) => seconds))
  const rateLimitWindows = await deleteEndedWindows(ports.db, now, longestWindow)
  const credentials = await deleteEndedCredentials(ports.db, now)
  const deleted = { rateLimitWindows, sessions: credentials.sessions, tokens: credentials.tokens }
  ports.log.info({ msg: 'housekeeping', deleted })
  return deleted
}
