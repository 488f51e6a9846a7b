import { asc, eq } from 'drizzle-orm'
import { formatE5 } from '../../../contract/money'
import type { Db } from '../../db/client'
import { rfqQuoteLines, rfqQuotes } from './quotes-schema'
import { rfqLines } from './schema'

/** The quote of an RFQ as the buyer and staff read it (contract/rfq.ts RfqQuote), or null before one is sent. */
export async function quoteOf(db: Db, rfqId: number) {
  const [quote] = await db.select().from(rfqQuotes).where(eq(rfqQuotes.rfqId, rfqId))
  if (!quote) return null
  const lines = await db
    .select({ line: rfqQuoteLines, position: rfqLines.position, partNumber: rfqLines.partNumber })
    .from(rfqQuoteLines)
    .innerJoin(rfqLines, eq(rfqLines.id, rfqQuoteLines.rfqLineId))
    .where(eq(rfqQuoteLines.quoteId, quote.id))
    .orderBy(asc(rfqLines.position))
  return {
    quoted_at: quote.createdAt,
    lines: lines.map(({ line, position, partNumber }) => ({
      position,
      part_number: partNumber,
      can_offer: line.canOffer,
      unit_price: line.unitPrice === null ? null : formatE5(line.unitPrice),
      qty: line.qty,
      lead_time: line.leadTime,
      date_code: line.dateCode,
      valid_until: line.validUntil,
    })),
  }
}
