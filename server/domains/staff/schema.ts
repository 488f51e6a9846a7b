import { index, integer, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core'
import { linkTableColumns, sessionTableColumns } from '../../auth/tokens'

/**
 * The back office's people and what they did (issue 31). A staff member is a user whose
 * `users.role` is `sales` or `admin` (accounts/schema.ts); these tables hold what only staff have.
 *
 * - staff_sessions: the console's own sessions, a cookie separate from the shop's (`staff`,
 *   SameSite=Strict, HttpOnly), at most 8 hours, revocable; only the token's SHA-256 is stored.
 * - staff_setup_tokens: one-time links to set a password (made by `npm run admin -- create-user`
 *   or by an admin in the console); SHA-256 only, used once, 48 hours.
 * - staff_totp: the RFC 6238 secret of a staff member's authenticator, confirmed by a first code.
 * - staff_recovery_codes: one-time codes for a lost authenticator, stored as SHA-256 only.
 * - audit_log: every staff action, append-only (triggers refuse UPDATE and DELETE), written in
 *   the same batch as the change it records.
 */
export const staffSessions = sqliteTable('staff_sessions', sessionTableColumns(), (t) => [
  index('staff_sessions_user').on(t.userId),
])

export const staffSetupTokens = sqliteTable('staff_setup_tokens', linkTableColumns(), (t) => [
  index('staff_setup_tokens_user').on(t.userId),
])

export const staffTotp = sqliteTable('staff_totp', {
  userId: integer('user_id').primaryKey(),
  secret: text('secret').notNull(),
  createdAt: text('created_at').notNull(),
  /** Set when the first code from the authenticator was right: sign-in asks for codes from then on. */
  confirmedAt: text('confirmed_at'),
  /** The last time step a code was accepted for: a code is accepted once (RFC 6238 §5.2). */
  lastStep: integer('last_step'),
})

export const staffRecoveryCodes = sqliteTable(
  'staff_recovery_codes',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    userId: integer('user_id').notNull(),
    codeHash: text('code_hash').notNull(),
    createdAt: text('created_at').notNull(),
    usedAt: text('used_at'),
  },
  (t) => [uniqueIndex('staff_recovery_codes_hash').on(t.userId, t.codeHash)],
)

export const auditLog = sqliteTable(
  'audit_log',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    at: text('at').notNull(),
    actorId: integer('actor_id'),
    actorEmail: text('actor_email').notNull().default(''),
    ip: text('ip').notNull().default(''),
    objectType: text('object_type').notNull(),
    objectId: text('object_id').notNull(),
    action: text('action').notNull(),
    before: text('before'),
    after: text('after'),
  },
  (t) => [index('audit_log_object').on(t.objectType, t.objectId, t.id), index('audit_log_actor').on(t.actorId, t.id)],
)
