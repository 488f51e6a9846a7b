import { sqliteTable, text, integer, primaryKey, uniqueIndex } from 'drizzle-orm/sqlite-core'

/** Languages offered in the language dropdown (/api/lang/list). `enabled` lets an operator add es later. */
export const languages = sqliteTable('languages', {
  lang: text('lang').primaryKey(),
  name: text('name').notNull(),
  icon: text('icon').notNull().default(''),
  sort: integer('sort').notNull().default(0),
  enabled: integer('enabled', { mode: 'boolean' }).notNull().default(true),
})

/** Site configuration, one row per field of spec §3; value is JSON. */
export const siteConfig = sqliteTable('site_config', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
})

/** Site-wide SEO per locale (English is the fallback). */
export const seoTranslations = sqliteTable('seo_translations', {
  locale: text('locale').primaryKey(),
  title: text('title').notNull(),
  keyword: text('keyword').notNull(),
  description: text('description').notNull(),
})

/** Select options (field = feedback_type, ...): id → label per locale. */
export const selectOptions = sqliteTable(
  'select_options',
  {
    field: text('field').notNull(),
    optionId: integer('option_id').notNull(),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.field, t.optionId] })],
)

export const selectOptionTranslations = sqliteTable(
  'select_option_translations',
  {
    field: text('field').notNull(),
    optionId: integer('option_id').notNull(),
    locale: text('locale').notNull(),
    label: text('label').notNull(),
  },
  (t) => [primaryKey({ columns: [t.field, t.optionId, t.locale] })],
)

/** Key figures shown in the footer (/api/site/label). */
export const siteLabels = sqliteTable('site_labels', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
  sort: integer('sort').notNull().default(0),
})

export const siteLabelTranslations = sqliteTable(
  'site_label_translations',
  {
    key: text('key').notNull(),
    locale: text('locale').notNull(),
    text: text('text').notNull(),
  },
  (t) => [primaryKey({ columns: [t.key, t.locale] })],
)

export const feedback = sqliteTable('feedback', {
  id: integer('id').primaryKey({ autoIncrement: true }),
  typeId: integer('type_id').notNull(),
  email: text('email').notNull(),
  content: text('content').notNull(),
  locale: text('locale').notNull(),
  ip: text('ip').notNull().default(''),
  createdAt: text('created_at').notNull(),
  /** Staff marked it handled in the console (issue 32): when, who (their e-mail) and a note. */
  handledAt: text('handled_at'),
  handledBy: text('handled_by').notNull().default(''),
  handledNote: text('handled_note').notNull().default(''),
})

export const subscriptions = sqliteTable(
  'subscriptions',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    email: text('email').notNull(),
    emailNorm: text('email_norm').notNull(),
    locale: text('locale').notNull(),
    createdAt: text('created_at').notNull(),
  },
  (t) => [uniqueIndex('subscriptions_email_norm').on(t.emailNorm)],
)

/**
 * Sliding-window counters of the rate limiter (server/ports/sql-rate-limiter.ts), in the database
 * so that every process and isolate counts together: the current window's count and the previous
 * window's, which still weighs in for the part of it the sliding window covers.
 */
export const rateLimits = sqliteTable('rate_limits', {
  key: text('key').primaryKey(),
  windowStart: integer('window_start').notNull(),
  count: integer('count').notNull(),
  prevCount: integer('prev_count').notNull().default(0),
  /** 1 when the last hit was refused (a refused hit is not counted). */
  refused: integer('refused').notNull().default(0),
})
