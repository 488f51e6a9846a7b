import { deliverMail } from './mail/outbox'
import { deleteEndedCredentials, ENDED_CREDENTIALS_KEPT_DAYS } from './auth/sessions'
import { deleteEndedStaffCredentials } from './auth/staff'
import { deleteEndedCaptchas } from './domains/captcha/service'
import { deleteIdleGuestCarts } from './domains/cart/guest'
import { deleteExpiredGuestBoms } from './domains/bom/guest'
import { expireUnpaidOrders } from './domains/orders/service'
import type { Ports } from './ports'
import { deleteEndedWindows } from './ports/sql-rate-limiter'

/** How often the shop clears out rows that can never matter again (Node; the Worker has a cron trigger). */
export const HOUSEKEEPING_EVERY_MS = 3_600_000
/**
 * How often unpaid orders past their time are cancelled (Node; the Worker's five-minute trigger):
 * more often than the rest, so that a guest's order held 2 hours gives its stock back soon after.
 */
export const RELEASE_EVERY_MS = 300_000

/** Cancels the unpaid orders past their time (giving their stock back, once) and sends their mails. */
export async function releaseExpiredOrders(ports: Pick<Ports, 'db' | 'clock' | 'log' | 'settings' | 'mailer'>) {
  const expiredOrders = await expireUnpaidOrders({ db: ports.db, now: ports.clock.now(), ports })
  // Their cancellation mails are in the outbox: sent now rather than at the next delivery round.
  if (expiredOrders) await deliverMail(ports)
  return expiredOrders
}

/**
 * Deletes what can never matter again, so that tables do not grow for ever: rate-limit counters
 * of ended windows, sessions and e-mailed tokens that ended 30 days ago, captchas that ended an
 * hour ago, guest carts (with their lines) unchanged for 30 days, and guests' BOMs 24 hours
 * after their upload (with their lines and files). Cancels unpaid orders
 * past their time (orders domain), which gives their stock back — each exactly once, however many
 * processes run this at once. Safe to run anywhere and at any time. Logs and returns what it did.
 */
export async function keepHouse(ports: Pick<Ports, 'db' | 'clock' | 'log' | 'settings' | 'mailer' | 'files'>) {
  const now = ports.clock.now()
  const longestWindow = Math.max(...Object.values(ports.settings.limits).map(([, seconds]) => seconds))
  const rateLimitWindows = await deleteEndedWindows(ports.db, now, longestWindow)
  const credentials = await deleteEndedCredentials(ports.db, now)
  const staffCredentials = await deleteEndedStaffCredentials(ports.db, now, ENDED_CREDENTIALS_KEPT_DAYS)
  const captchas = await deleteEndedCaptchas(ports.db, now)
  const guestCarts = await deleteIdleGuestCarts(ports.db, now)
  const guestBoms = await deleteExpiredGuestBoms(ports, now)
  const deleted = {
    rateLimitWindows,
    sessions: credentials.sessions,
    tokens: credentials.tokens,
    staffCredentials,
    captchas,
    guestCarts,
    guestBoms,
  }
  const expiredOrders = await releaseExpiredOrders(ports)
  ports.log.info({ msg: 'housekeeping', deleted, expiredOrders })
  return { ...deleted, expiredOrders }
}
