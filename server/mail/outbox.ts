import { and, asc, eq, getTableColumns, inArray, is, isNotNull, isNull, lt, lte, or, SQL, sql } from 'drizzle-orm'
import type { Db } from '../db/client'
import type { MailAttachment, MailMessage, Ports } from '../ports'
import { mailOutbox } from './schema'

/**
 * The durable mail outbox. A domain that sends mail puts `queueMail(...)` in the same batch as the
 * rows the mail is about, so that what was answered and its mail are written together or not at
 * all; then it asks for delivery after the answer (`ctx.defer(() => deliverMail(ports))`). Every
 * process (Node) and the cron trigger (Worker) also deliver regularly, which retries failures and
 * sends what a crash left behind.
 *
 * Exactly once: a message is claimed by one sender at a time (a conditional update), marked sent
 * after the transport took it, and carries its outbox id to the transport, which uses it as the
 * file name (outbox folder), the Message-ID (SMTP) or an idempotency key (HTTP API): a message sent
 * again after a crash between sending and marking replaces itself instead of arriving twice.
 */

/** How long a claimed message is left to its sender before another may take it. */
export const CLAIM_MS = 120_000
/** Attempts before a message is given up on (its row stays, with the last error). */
export const MAX_ATTEMPTS = 10
/** Wait before the next attempt: 30 s, doubling, at most an hour. */
export const retryDelayMs = (attempts: number) => Math.min(3_600_000, 30_000 * 2 ** Math.max(0, attempts - 1))
/** How often every Node process looks for mail to deliver. */
export const DELIVER_EVERY_MS = 10_000

/** A message's files as mail_outbox stores them: JSON, or null without any. */
const attachmentsColumn = (message: MailMessage) =>
  message.attachments?.length ? JSON.stringify(message.attachments) : null

/** The statement that queues a message; put it in the batch of what the message is about. */
export function queueMail(db: Db, message: MailMessage, now: Date) {
  return db.insert(mailOutbox).values({
    recipient: message.to,
    subject: message.subject,
    text: message.text,
    html: message.html,
    link: message.link ?? null,
    attachments: attachmentsColumn(message),
    createdAt: now.toISOString(),
    nextAttemptAt: now.toISOString(),
  })
}

/**
 * queueMail for a batch whose earlier statements decide whether the message is due: the row is
 * written only if `when` (an SQL condition) holds at that point of the batch, e.g. "the order was
 * written" or "this status change is the one that happened". `fill` replaces a placeholder in the
 * text, HTML and link with an SQL value made by the batch (a new order's id). A query builder, so
 * the message's long text travels as bound parameters on D1 too.
 */
export function queueMailWhen(
  db: Db,
  message: MailMessage,
  now: Date,
  when: SQL,
  fill?: { placeholder: string; value: SQL },
) {
  const at = now.toISOString()
  const v = (s: string | null) => (fill ? sql`replace(${s}, ${fill.placeholder}, ${fill.value})` : sql`${s}`)
  const named: Partial<Record<keyof typeof mailOutbox.$inferInsert, SQL>> = {
    recipient: sql`${message.to}`,
    subject: sql`${message.subject}`,
    text: v(message.text),
    html: v(message.html),
    link: v(message.link ?? null),
    attachments: sql`${attachmentsColumn(message)}`,
    createdAt: sql`${at}`,
    nextAttemptAt: sql`${at}`,
  }
  // drizzle's INSERT … SELECT lists every column of the table in its order: the SELECT gives each
  // its named value above, else its default (attempts 0), else NULL (the id: the next one).
  const values = Object.entries(getTableColumns(mailOutbox)).map(([key, column]) => {
    const value = named[key as keyof typeof named]
    if (value) return value
    if (column.default === undefined || column.default === null) return sql`NULL`
    return is(column.default, SQL) ? column.default : sql`${column.default}`
  })
  return db.insert(mailOutbox).select(sql`SELECT ${sql.join(values, sql`, `)} WHERE ${when}`)
}

/**
 * When the whole server starts, none of its senders is alive: what a killed process had claimed is
 * due at once, instead of after CLAIM_MS. Sending such a message again is safe: it carries its
 * outbox id, so the transport replaces the copy that may have gone out before the crash.
 */
export async function releaseClaims(db: Db): Promise<number> {
  const released = await db
    .update(mailOutbox)
    .set({ claimedUntil: null })
    .where(and(isNull(mailOutbox.sentAt), isNotNull(mailOutbox.claimedUntil)))
    .returning({ id: mailOutbox.id })
  return released.length
}

/**
 * Sends the messages that are due, a batch at a time, until none is left; returns how many were
 * sent. Safe to run in several processes at once.
 */
export async function deliverMail(ports: Pick<Ports, 'db' | 'mailer' | 'clock' | 'log'>, batch = 20): Promise<number> {
  let sent = 0
  for (;;) {
    const now = ports.clock.now()
    const at = now.toISOString()
    const due = ports.db
      .select({ id: mailOutbox.id })
      .from(mailOutbox)
      .where(
        and(
          isNull(mailOutbox.sentAt),
          lte(mailOutbox.nextAttemptAt, at),
          lt(mailOutbox.attempts, MAX_ATTEMPTS),
          or(isNull(mailOutbox.claimedUntil), lte(mailOutbox.claimedUntil, at)),
        ),
      )
      .orderBy(asc(mailOutbox.id))
      .limit(batch)
    const claimed = await ports.db
      .update(mailOutbox)
      .set({
        claimedUntil: new Date(now.getTime() + CLAIM_MS).toISOString(),
        attempts: sql`${mailOutbox.attempts} + 1`,
      })
      .where(and(inArray(mailOutbox.id, due), or(isNull(mailOutbox.claimedUntil), lte(mailOutbox.claimedUntil, at))))
      .returning()
    if (!claimed.length) return sent
    for (const m of claimed.sort((a, b) => a.id - b.id)) {
      try {
        await ports.mailer.send({
          id: m.id,
          to: m.recipient,
          subject: m.subject,
          text: m.text,
          html: m.html,
          ...(m.link ? { link: m.link } : {}),
          ...(m.attachments ? { attachments: JSON.parse(m.attachments) as MailAttachment[] } : {}),
        })
        await ports.db
          .update(mailOutbox)
          .set({ sentAt: ports.clock.now().toISOString(), claimedUntil: null, lastError: null })
          .where(eq(mailOutbox.id, m.id))
        sent++
      } catch (error) {
        const next = new Date(ports.clock.now().getTime() + retryDelayMs(m.attempts)).toISOString()
        ports.log.error({ msg: 'mail delivery failed', id: m.id, attempts: m.attempts, error: String(error) })
        await ports.db
          .update(mailOutbox)
          .set({ nextAttemptAt: next, claimedUntil: null, lastError: String(error).slice(0, 500) })
          .where(eq(mailOutbox.id, m.id))
      }
    }
  }
}

/** Per database: the delivery running now, and the one asked for after it. */
type DeliveryLane = { current?: Promise<number>; next?: Promise<number> }
const lanes = new WeakMap<object, DeliveryLane>()

/**
 * deliverMail after a request that queued mail, without running one delivery per request: while
 * one runs, the requests that queue more mail share one more run after it (which sends what they
 * queued, since it starts after they did). At 100 orders a second each order started its own
 * delivery, and every delivery's claim (even one that found nothing) was a write for the writer.
 */
export function deliverMailSoon(ports: Pick<Ports, 'db' | 'mailer' | 'clock' | 'log'>): Promise<number> {
  let lane = lanes.get(ports.db)
  if (!lane) lanes.set(ports.db, (lane = {}))
  const deliveries = lane
  if (deliveries.next) return deliveries.next
  const start = () => {
    const run = deliverMail(ports).finally(() => {
      if (deliveries.current === run) deliveries.current = undefined
    })
    deliveries.current = run
    return run
  }
  if (!deliveries.current) return start()
  const next = deliveries.current
    .catch(() => 0)
    .then(() => {
      deliveries.next = undefined
      return start()
    })
  deliveries.next = next
  return next
}
