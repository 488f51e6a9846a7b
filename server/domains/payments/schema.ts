import { index, integer, sqliteTable, text } from 'drizzle-orm/sqlite-core'

/**
 * Bank transfers the buyer reports (spec §1 offline wire): who paid, the bank's reference, the
 * amount (e5 USD) and the day, with an optional receipt in the file store. Sales checks them
 * against the bank statement and confirms the payment offline.
 */
export const bankRemittances = sqliteTable(
  'bank_remittances',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    orderId: integer('order_id').notNull(),
    payerName: text('payer_name').notNull(),
    reference: text('reference').notNull(),
    amount: integer('amount').notNull(),
    paidOn: text('paid_on').notNull(),
    receiptKey: text('receipt_key'),
    receiptType: text('receipt_type'),
    createdAt: text('created_at').notNull(),
  },
  (t) => [index('bank_remittances_order').on(t.orderId)],
)
