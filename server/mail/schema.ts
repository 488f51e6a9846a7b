import { index, integer, sqliteTable, text } from 'drizzle-orm/sqlite-core'

/**
 * The durable mail outbox: every outgoing e-mail is a row, written in the same batch as what it
 * tells about (a registration and its activation link; later orders and RFQs), and delivered by
 * server/mail/outbox.ts with retries. A crash after the answer loses nothing that was answered.
 */
export const mailOutbox = sqliteTable(
  'mail_outbox',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    recipient: text('recipient').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html').notNull(),
    /** The message's main link (activation, reset), logged by the development outbox. */
    link: text('link'),
    /** Files sent with the message, as JSON: [{ filename, contentType, content (base64) }] (an RFQ's lines as xlsx). */
    attachments: text('attachments'),
    createdAt: text('created_at').notNull(),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: text('next_attempt_at').notNull(),
    /** A sender holds the message until then (another process leaves it alone). */
    claimedUntil: text('claimed_until'),
    sentAt: text('sent_at'),
    lastError: text('last_error'),
  },
  (t) => [index('mail_outbox_due').on(t.sentAt, t.nextAttemptAt)],
)
