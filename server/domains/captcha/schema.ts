import { index, integer, sqliteTable, text } from 'drizzle-orm/sqlite-core'

/**
 * Verification codes (captcha) given out for a form. Only the SHA-256 of the id and the answer is
 * stored; a code answers once (`used_at`: used by a form, or burnt by one wrong answer), for the
 * form it was given for, until `expires_at`. Rows that ended are deleted by the housekeeping.
 */
export const captchas = sqliteTable(
  'captchas',
  {
    id: text('id').primaryKey(),
    form: text('form').notNull(),
    answerHash: text('answer_hash').notNull(),
    createdAt: text('created_at').notNull(),
    expiresAt: text('expires_at').notNull(),
    usedAt: text('used_at'),
    /** Checked right by checkCaptcha (the form still has to send it; it is used then). */
    checked: integer('checked', { mode: 'boolean' }).notNull().default(false),
  },
  (t) => [index('captchas_expires').on(t.expiresAt)],
)
