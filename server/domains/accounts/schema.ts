import { sqliteTable, text, integer, uniqueIndex, index } from 'drizzle-orm/sqlite-core'

/** Registered buyers. The accounts issue adds profile fields, passwords and activation. */
export const users = sqliteTable(
  'users',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    email: text('email').notNull(),
    emailNorm: text('email_norm').notNull(),
    createdAt: text('created_at').notNull(),
  },
  (t) => [uniqueIndex('users_email_norm').on(t.emailNorm)],
)

/** Server-side sessions: random token, stored as its SHA-256 hash; revocable. */
export const sessions = sqliteTable(
  'sessions',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: integer('user_id').notNull(),
    createdAt: text('created_at').notNull(),
    expiresAt: text('expires_at').notNull(),
    revokedAt: text('revoked_at'),
  },
  (t) => [index('sessions_user').on(t.userId)],
)
