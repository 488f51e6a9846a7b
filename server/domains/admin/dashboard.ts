import { and, desc, eq, gte, isNull, sql } from 'drizzle-orm'
import { formatE5 } from '../../../contract/money'
import { deliverMail, MAX_ATTEMPTS } from '../../mail/outbox'
import { mailOutbox } from '../../mail/schema'
import type { ServiceContext } from '../../services/context'
import { orders } from '../orders/schema'
import { auditStatement } from '../staff/audit'
import type { StaffActor } from '../staff/service'
import { listAdminRfqs } from './rfqs'

/**
 * The console's front page (issue 31): today and the last 30 days (orders placed, revenue of
 * orders paid, by UTC day), the work waiting (transfers to confirm, orders to ship, RFQs waiting
 * and late) and the mails the outbox gave up on, each of which staff can send again.
 */
type Ctx = Pick<ServiceContext, 'db' | 'locale' | 'now' | 't' | 'session' | 'ports' | 'defer' | 'ip'>

const DAY = 86_400_000

export async function dashboard(ctx: Ctx) {
  const today = ctx.now.toISOString().slice(0, 10)
  const first = new Date(Date.parse(`${today}T00:00:00Z`) - 29 * DAY).toISOString()
  const [placed, paid, statuses, failed, rfqs] = await Promise.all([
    ctx.db
      .select({ day: sql<string>`substr(${orders.createdAt}, 1, 10)`, n: sql<number>`count(*)` })
      .from(orders)
      .where(gte(orders.createdAt, first))
      .groupBy(sql`1`),
    ctx.db
      .select({ day: sql<string>`substr(${orders.paidAt}, 1, 10)`, sum: sql<number>`sum(${orders.total})` })
      .from(orders)
      .where(and(gte(orders.paidAt, first), sql`${orders.status} <> 'Refunded'`))
      .groupBy(sql`1`),
    ctx.db
      .select({ status: orders.status, n: sql<number>`count(*)` })
      .from(orders)
      .where(sql`${orders.status} IN ('Confirming', 'Preparing')`)
      .groupBy(orders.status),
    ctx.db
      .select()
      .from(mailOutbox)
      .where(and(isNull(mailOutbox.sentAt), gte(mailOutbox.attempts, MAX_ATTEMPTS)))
      .orderBy(desc(mailOutbox.id))
      .limit(50),
    listAdminRfqs(ctx, { page: 1, page_size: 1 }),
  ])
  const placedBy = new Map(placed.map((p) => [p.day, p.n]))
  const paidBy = new Map(paid.map((p) => [p.day, p.sum]))
  const days = Array.from({ length: 30 }, (_, i) => {
    const day = new Date(Date.parse(first) + i * DAY).toISOString().slice(0, 10)
    return { day, orders: placedBy.get(day) ?? 0, revenue: formatE5(paidBy.get(day) ?? 0) }
  })
  const count = (s: string) => statuses.find((x) => x.status === s)?.n ?? 0
  return {
    today: { orders: placedBy.get(today) ?? 0, revenue: formatE5(paidBy.get(today) ?? 0) },
    days,
    to_confirm: count('Confirming'),
    to_ship: count('Preparing'),
    rfqs_waiting: rfqs.counts.submitted + rfqs.counts.viewed,
    rfqs_late: rfqs.late,
    failed_mails: failed.map((m) => ({
      id: m.id,
      recipient: m.recipient,
      subject: m.subject,
      attempts: m.attempts,
      last_error: m.lastError,
      created_at: m.createdAt,
    })),
  }
}

/** A mail given up on goes out again: its attempts start over (only such a mail), with an audit row. */
export async function retryMail(ctx: Ctx, actor: StaffActor, id: number): Promise<boolean> {
  const at = ctx.now.toISOString()
  const given = and(eq(mailOutbox.id, id), isNull(mailOutbox.sentAt), gte(mailOutbox.attempts, MAX_ATTEMPTS))
  const [row] = await ctx.db
    .select({ recipient: mailOutbox.recipient, subject: mailOutbox.subject })
    .from(mailOutbox)
    .where(given)
  if (!row) return false
  const [updated] = await ctx.db.batch([
    ctx.db
      .update(mailOutbox)
      .set({ attempts: 0, nextAttemptAt: at, claimedUntil: null })
      .where(given)
      .returning({ id: mailOutbox.id }),
    auditStatement(
      ctx.db,
      actor,
      {
        objectType: 'mail',
        objectId: id,
        action: 'mail.retry',
        after: { recipient: row.recipient, subject: row.subject },
      },
      ctx.now,
      sql`EXISTS (SELECT 1 FROM mail_outbox WHERE id = ${id} AND attempts = 0 AND next_attempt_at = ${at})`,
    ),
  ])
  if (!updated.length) return false
  ctx.defer(() => deliverMail(ctx.ports))
  return true
}
