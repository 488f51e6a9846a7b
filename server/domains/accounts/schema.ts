import { sql } from 'drizzle-orm'
import { sqliteTable, text, integer, uniqueIndex, index } from 'drizzle-orm/sqlite-core'
import { linkTableColumns, sessionTableColumns } from '../../auth/tokens'

/**
 * Registered buyers. E-mail addresses are unique case-insensitively (`email_norm`, lower case).
 * `password_hash` is self-describing (`pbkdf2-sha256$<iterations>$<salt>$<hash>`, see password.ts);
 * an account can sign in once `activated_at` is set. `locale` is the language of its e-mails
 * (set at registration, updated on each sign-in). Profile fields are '' when not given.
 */
export const users = sqliteTable(
  'users',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    email: text('email').notNull(),
    emailNorm: text('email_norm').notNull(),
    createdAt: text('created_at').notNull(),
    passwordHash: text('password_hash'),
    activatedAt: text('activated_at'),
    locale: text('locale').notNull().default('en'),
    contactName: text('contact_name').notNull().default(''),
    telephone: text('telephone').notNull().default(''),
    jobTitle: text('job_title').notNull().default(''),
    companyName: text('company_name').notNull().default(''),
    country: text('country').notNull().default(''),
    address: text('address').notNull().default(''),
    city: text('city').notNull().default(''),
    state: text('state').notNull().default(''),
    updatedAt: text('updated_at'),
    passwordChangedAt: text('password_changed_at'),
    /** `customer`, or staff of the back office: `sales` or `admin` (server/auth reads it). */
    role: text('role').notNull().default('customer'),
    /** Set by an admin in the console (issue 32): the account's sessions end and it cannot sign in; `disabled_reason` says why (staff only). */
    disabledAt: text('disabled_at'),
    disabledReason: text('disabled_reason').notNull().default(''),
    /** Set when an admin erased the account's personal data (server/domains/admin/customers.ts): placeholders since. */
    erasedAt: text('erased_at'),
  },
  (t) => [uniqueIndex('users_email_norm').on(t.emailNorm)],
)

/** Server-side sessions: random token, stored as its SHA-256 hash; revocable. */
export const sessions = sqliteTable('sessions', sessionTableColumns(), (t) => [index('sessions_user').on(t.userId)])

/**
 * Tokens of e-mailed links: `activate` (48 h) and `reset` (1 h). Only the SHA-256 of the token is
 * stored; a token is used once (`used_at`), and a newer token of the same purpose replaces the older.
 */
export const accountTokens = sqliteTable(
  'account_tokens',
  {
    ...linkTableColumns(),
    purpose: text('purpose', { enum: ['activate', 'reset'] }).notNull(),
  },
  (t) => [index('account_tokens_user').on(t.userId, t.purpose)],
)

/**
 * Address book (spec §3 Address). At most one default shipping and one default billing address
 * per user, held by partial unique indexes.
 */
export const addresses = sqliteTable(
  'addresses',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    userId: integer('user_id').notNull(),
    contactName: text('contact_name').notNull(),
    country: text('country').notNull(),
    state: text('state').notNull(),
    city: text('city').notNull(),
    addressLine1: text('address_line1').notNull(),
    addressLine2: text('address_line2').notNull().default(''),
    postalCode: text('postal_code').notNull(),
    telephone: text('telephone').notNull(),
    defaultShipping: integer('default_shipping', { mode: 'boolean' }).notNull().default(false),
    defaultBilling: integer('default_billing', { mode: 'boolean' }).notNull().default(false),
    createdAt: text('created_at').notNull(),
    updatedAt: text('updated_at').notNull(),
  },
  (t) => [
    index('addresses_user').on(t.userId),
    uniqueIndex('addresses_default_shipping')
      .on(t.userId)
      .where(sql`${t.defaultShipping} = 1`),
    uniqueIndex('addresses_default_billing')
      .on(t.userId)
      .where(sql`${t.defaultBilling} = 1`),
  ],
)
