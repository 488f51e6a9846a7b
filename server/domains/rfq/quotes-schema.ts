import { index, integer, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core'

/**
 * Staff's answer to an RFQ (issue 31): one quote per RFQ (unique `rfq_id`), written with the
 * change to `quoted` in one batch, and its lines, one per RFQ line: either an offer (unit price in
 * e5 USD, quantity, lead time, date code, valid until a day) or "cannot offer".
 */
export const rfqQuotes = sqliteTable(
  'rfq_quotes',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    rfqId: integer('rfq_id').notNull(),
    createdAt: text('created_at').notNull(),
    actorId: integer('actor_id'),
    /** The hash of the private link's token mailed to the buyer (a guest orders the quote through it). */
    accessHash: text('access_hash'),
  },
  (t) => [uniqueIndex('rfq_quotes_rfq').on(t.rfqId), uniqueIndex('rfq_quotes_access').on(t.accessHash)],
)

export const rfqQuoteLines = sqliteTable(
  'rfq_quote_lines',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    quoteId: integer('quote_id').notNull(),
    rfqLineId: integer('rfq_line_id').notNull(),
    canOffer: integer('can_offer', { mode: 'boolean' }).notNull(),
    unitPrice: integer('unit_price'),
    qty: integer('qty'),
    leadTime: text('lead_time').notNull().default(''),
    dateCode: text('date_code').notNull().default(''),
    /**
     * Quantity breaks beyond the quoted quantity (issue 31, "tiers allowed"): JSON `[[qty, unit e5], ...]`,
     * quantities ascending and above `qty`; null when the offer has one price. See quote-orders.ts.
     */
    priceTiers: text('price_tiers'),
    /** The last day (YYYY-MM-DD, UTC) the offer stands. */
    validUntil: text('valid_until'),
    /** The order that used the offer (an offer is ordered once), set in the order's placing batch. */
    orderedOrderId: integer('ordered_order_id'),
  },
  (t) => [index('rfq_quote_lines_quote').on(t.quoteId), uniqueIndex('rfq_quote_lines_line').on(t.rfqLineId)],
)
