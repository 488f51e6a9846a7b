import { and, asc, eq, inArray, isNotNull } from 'drizzle-orm'
import { extendedE5 } from '../../../contract/money'
import { hashToken } from '../../auth/sessions'
import type { Db } from '../../db/client'
import type { CookieWrite } from '../../services/answers'
import type { ServiceContext } from '../../services/context'
import { addQuoteLines } from '../cart/service'
import { parseTiers, quoteOf, type QuoteTier } from './quotes'
import { rfqQuoteLines, rfqQuotes } from './quotes-schema'
import { rfqLines, rfqs } from './schema'
import { mine, rfqLineView } from './service'

/**
 * Ordering staff's quote (issue 31): an offered line of a quote goes to the cart at the quoted unit
 * price and EXACTLY the quoted quantity (or more, each line at the break for its quantity, when
 * staff gave quantity breaks), as a cart line that names the quote line. The price is read
 * from the quote whenever the line is priced (cart, checkout preview, placing the order), and the
 * line is refused there once the quote expired (after its valid-until day, UTC) or once it was
 * ordered (the order's placing batch marks it, once). Only lines matched to a catalogue offer can be
 * ordered: the order reserves that offer's stock.
 */
export type QuotedLine = {
  id: number
  goodsId: number | null
  unitE5: bigint
  qty: number
  /** Quantity breaks above `qty`, ascending (empty: the quoted quantity exactly, at `unitE5`). */
  tiers: QuoteTier[]
  validUntil: string
  used: boolean
  rfqNo: string
}

export type QuoteProblem = 'quoteExpired' | 'quoteUsed' | 'quoteQty' | 'quoteQtyMin'

/** The unit price for `qty` pieces: the last break at or below it, else the quoted price. */
export function quotedUnit(q: Pick<QuotedLine, 'unitE5' | 'tiers'>, qty: number): bigint {
  let unit = q.unitE5
  for (const tier of q.tiers) if (tier.qty <= qty) unit = tier.unitE5
  return unit
}

/** The offered quote lines among `ids`, by id (lines that cannot be offered are not there). */
export async function quotedLines(db: Db, ids: number[]): Promise<Map<number, QuotedLine>> {
  if (!ids.length) return new Map()
  const rows = await db
    .select({
      id: rfqQuoteLines.id,
      goodsId: rfqLines.goodsId,
      unitPrice: rfqQuoteLines.unitPrice,
      qty: rfqQuoteLines.qty,
      priceTiers: rfqQuoteLines.priceTiers,
      validUntil: rfqQuoteLines.validUntil,
      orderedOrderId: rfqQuoteLines.orderedOrderId,
      rfqNo: rfqs.rfqNo,
    })
    .from(rfqQuoteLines)
    .innerJoin(rfqLines, eq(rfqLines.id, rfqQuoteLines.rfqLineId))
    .innerJoin(rfqs, eq(rfqs.id, rfqLines.rfqId))
    .where(and(inArray(rfqQuoteLines.id, [...new Set(ids)]), eq(rfqQuoteLines.canOffer, true)))
  return new Map(
    rows.map((r) => [
      r.id,
      {
        id: r.id,
        goodsId: r.goodsId,
        unitE5: BigInt(r.unitPrice ?? 0),
        qty: r.qty ?? 0,
        tiers: parseTiers(r.priceTiers),
        validUntil: r.validUntil ?? '',
        used: r.orderedOrderId !== null,
        rfqNo: r.rfqNo,
      },
    ]),
  )
}

/**
 * Why a quoted line cannot be ordered now with `qty` pieces, or null. Gone quote lines count as
 * expired. A quote with quantity breaks is ordered with the quoted quantity or more; one without, with exactly it.
 */
export function quoteProblem(q: QuotedLine | undefined, qty: number, now: Date): QuoteProblem | null {
  if (!q || q.validUntil < now.toISOString().slice(0, 10)) return 'quoteExpired'
  if (q.used) return 'quoteUsed'
  if (q.tiers.length) return qty >= q.qty ? null : 'quoteQtyMin'
  return q.qty === qty ? null : 'quoteQty'
}

type Ctx = Pick<ServiceContext, 'db' | 'now' | 'session'>
type CartCtx = Parameters<typeof addQuoteLines>[0]

/** Which quote: one of the signed-in buyer's RFQs, or the private link's token (guests, and anyone holding the mail). */
export type QuoteKey = { rfqId: number; token?: undefined } | { token: string; rfqId?: undefined }

export type OrderableQuote =
  | { kind: 'lines'; lines: QuotedLine[] }
  | { kind: 'notFound' }
  | { kind: 'expired' }
  | { kind: 'used' }
  | { kind: 'nothing' }

/** The quote's lines that can be ordered now (offered, matched to an offer, not expired, not used), or why none. */
export async function orderableQuote(ctx: Ctx, key: QuoteKey): Promise<OrderableQuote> {
  const [quote] =
    key.token !== undefined
      ? await ctx.db
          .select({ id: rfqQuotes.id })
          .from(rfqQuotes)
          .where(and(isNotNull(rfqQuotes.accessHash), eq(rfqQuotes.accessHash, await hashToken(key.token))))
      : ctx.session
        ? await ctx.db
            .select({ id: rfqQuotes.id })
            .from(rfqQuotes)
            .innerJoin(rfqs, eq(rfqs.id, rfqQuotes.rfqId))
            .where(and(eq(rfqQuotes.rfqId, key.rfqId), mine(ctx.session.userId)))
        : []
  if (!quote) return { kind: 'notFound' }
  const ids = await ctx.db
    .select({ id: rfqQuoteLines.id })
    .from(rfqQuoteLines)
    .where(and(eq(rfqQuoteLines.quoteId, quote.id), eq(rfqQuoteLines.canOffer, true)))
  const offered = [
    ...(
      await quotedLines(
        ctx.db,
        ids.map((r) => r.id),
      )
    ).values(),
  ].filter((q) => q.goodsId !== null)
  const lines = offered.filter((q) => quoteProblem(q, q.qty, ctx.now) === null)
  if (lines.length) return { kind: 'lines', lines }
  if (!offered.length) return { kind: 'nothing' }
  return offered.some((q) => !q.used) ? { kind: 'expired' } : { kind: 'used' }
}

/**
 * A quote line priced for checkout: the quoted unit price (at the break for `qty`), refused (first
 * reason) when the offer is gone or short of stock, or the quote expired, was used or is for
 * another quantity. The offer's own minimum and multiples do not apply: the quote set the quantity.
 */
export function priceQuotedLine(
  offer: { stock: number } | undefined,
  qty: number,
  quoted: QuotedLine | undefined,
  now: Date,
): { unit: bigint; amount: bigint; problem: QuoteProblem | 'gone' | 'soldOut' | 'understock' | null } {
  const unit = quoted ? quotedUnit(quoted, qty) : 0n
  const amount = extendedE5(qty, unit)
  const problem = !offer
    ? 'gone'
    : (quoteProblem(quoted, qty, now) ?? (offer.stock <= 0 ? 'soldOut' : offer.stock < qty ? 'understock' : null))
  return { unit, amount, problem }
}

export type OrderQuoteResult =
  | { kind: 'added'; count: number; added: number; cookie: CookieWrite | null }
  | { kind: 'notFound' | 'expired' | 'used' | 'nothing' | 'full' }

/** Orders a quote: its orderable lines go to the caller's cart (a guest's is made on the way). */
export async function orderQuote(ctx: CartCtx, key: QuoteKey): Promise<OrderQuoteResult> {
  const quote = await orderableQuote(ctx, key)
  if (quote.kind !== 'lines') return quote
  const r = await addQuoteLines(ctx, quote.lines)
  return r.kind === 'added' ? { ...r, added: quote.lines.length } : r
}

/** A quote read through its mail's private link, or null for an unknown token. */
export async function quoteByLink(ctx: Pick<ServiceContext, 'db'>, token: string) {
  const [row] = await ctx.db
    .select({ rfqId: rfqQuotes.rfqId, rfqNo: rfqs.rfqNo, createdAt: rfqs.createdAt })
    .from(rfqQuotes)
    .innerJoin(rfqs, eq(rfqs.id, rfqQuotes.rfqId))
    .where(and(isNotNull(rfqQuotes.accessHash), eq(rfqQuotes.accessHash, await hashToken(token))))
  if (!row) return null
  const [lines, quote] = await Promise.all([
    ctx.db.select().from(rfqLines).where(eq(rfqLines.rfqId, row.rfqId)).orderBy(asc(rfqLines.position)),
    quoteOf(ctx.db, row.rfqId),
  ])
  return {
    rfq_no: row.rfqNo,
    created_at: row.createdAt,
    lines: lines.map(rfqLineView),
    quote: quote!,
  }
}
