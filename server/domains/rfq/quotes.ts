import { asc, eq } from 'drizzle-orm'
import { formatE5 } from '../../../contract/money'
import type { Db } from '../../db/client'
import { rfqQuoteLines, rfqQuotes } from './quotes-schema'
import { rfqLines } from './schema'

export type QuoteTier = { qty: number; unitE5: bigint }

/** A quote line's quantity breaks as stored (rfq_quote_lines.price_tiers: JSON [[qty, unit e5], ...]). */
export function parseTiers(stored: string | null): QuoteTier[] {
  if (!stored) return []
  return (JSON.parse(stored) as [number, number][]).map(([qty, e5]) => ({ qty, unitE5: BigInt(e5) }))
}

/** The stored form of quantity breaks, or null for none. */
export function storedTiers(tiers: QuoteTier[]): string | null {
  return tiers.length ? JSON.stringify(tiers.map((t) => [t.qty, Number(t.unitE5)])) : null
}

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
      tiers: parseTiers(line.priceTiers).map((t) => ({ qty: t.qty, unit_price: formatE5(t.unitE5) })),
    })),
  }
}
