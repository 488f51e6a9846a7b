import { index, integer, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core'

/**
 * Requests for quotation (spec §3, §4). `rfq_no` is the number the buyer reads (RFQ-YYMMDD-XXXXX).
 * `user_id` is the signed-in sender; a guest's RFQ has none and belongs to the account whose
 * e-mail is `email_norm` (lower case) once that account exists (read, not copied: see service.ts).
 * `status`: submitted → viewed → quoted (the back office moves it). `locale`: the language of the
 * buyer's mails. `source`: the RFQ form ('rfq') or a product page's quick RFQ ('goodsDetailRfq').
 */
export const rfqs = sqliteTable(
  'rfqs',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    rfqNo: text('rfq_no').notNull(),
    userId: integer('user_id'),
    email: text('email').notNull(),
    emailNorm: text('email_norm').notNull(),
    contactName: text('contact_name').notNull(),
    companyName: text('company_name').notNull(),
    telephone: text('telephone').notNull(),
    country: text('country').notNull(),
    comment: text('comment').notNull().default(''),
    locale: text('locale').notNull(),
    source: text('source', { enum: ['rfq', 'goodsDetailRfq'] }).notNull(),
    status: text('status', { enum: ['submitted', 'viewed', 'quoted'] })
      .notNull()
      .default('submitted'),
    lineCount: integer('line_count').notNull(),
    createdAt: text('created_at').notNull(),
    updatedAt: text('updated_at').notNull(),
  },
  (t) => [
    uniqueIndex('rfqs_rfq_no').on(t.rfqNo),
    index('rfqs_user').on(t.userId, t.id),
    index('rfqs_email').on(t.emailNorm, t.id),
  ],
)

/** The lines of an RFQ in the order the buyer sent them (`position` from 1). */
export const rfqLines = sqliteTable(
  'rfq_lines',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    rfqId: integer('rfq_id').notNull(),
    position: integer('position').notNull(),
    partNumber: text('part_number').notNull(),
    manufacturer: text('manufacturer').notNull().default(''),
    package: text('package').notNull().default(''),
    dateCode: text('date_code').notNull().default(''),
    qty: integer('qty').notNull(),
    /** USD as the buyer wrote it (a decimal with at most 5 decimals), '' for none. */
    targetPrice: text('target_price').notNull().default(''),
    goodsId: integer('goods_id'),
  },
  (t) => [index('rfq_lines_rfq').on(t.rfqId, t.position)],
)
