import { sql } from 'drizzle-orm'
import type { BomOffer } from '../../../contract/bom'
import { formatE5 } from '../../../contract/money'
import { validQuantity } from '../../../contract/pricing'
import { inList } from '../../db/lists'
import { priceLine } from '../orders/pricing'
import { parseTiers, type Tier } from '../parts/money'
import { GOODS_COLUMNS, offerView, type Ctx, type GoodsRow, type PartRow } from '../parts/views'

/**
 * The offers of matched parts and which one a BOM line takes. A line needs requested × usage sets
 * pieces; an offer sells that rounded up to its minimum and multiples (contract/pricing.ts
 * validQuantity), at the tier price of that quantity (orders/pricing.ts priceLine, as the cart).
 * The chosen offer: in stock for the whole order quantity, lowest extended price; else the one
 * with stock, then any.
 */
export type PartOffer = {
  goodsId: number
  partId: number
  tiers: Tier[]
  stock: number
  moq: number
  multiple: number
  view: ReturnType<typeof offerView>
}

type Sellable = Pick<PartOffer, 'tiers' | 'stock' | 'moq' | 'multiple'>
export type Price = { orderQty: number; unit: bigint; ext: bigint; availability: BomOffer['availability'] }
export type PricedOffer = Price & { offer: PartOffer }

/** The offers of `partIds`, by part. */
export async function offersOfParts(ctx: Ctx, partIds: number[]): Promise<Map<number, PartOffer[]>> {
  const out = new Map<number, PartOffer[]>()
  const ids = [...new Set(partIds)]
  for (let i = 0; i < ids.length; i += 5000) {
    const rows = await ctx.db.all<GoodsRow & { lead_time_weeks: number | null; rohs: number | null }>(
      sql`SELECT ${GOODS_COLUMNS}, p.lead_time_weeks, p.rohs FROM goods g JOIN parts p ON p.id = g.part_id
          WHERE g.part_id IN ${inList(ids.slice(i, i + 5000))}`,
    )
    for (const r of rows) {
      const offer = partOffer(ctx.now, r)
      const list = out.get(offer.partId)
      if (list) list.push(offer)
      else out.set(offer.partId, [offer])
    }
  }
  return out
}

/** The offers of `goodsIds` (chosen offers of lines), by goods id. */
export async function offersById(ctx: Ctx, goodsIds: number[]): Promise<Map<number, PartOffer>> {
  const out = new Map<number, PartOffer>()
  const ids = [...new Set(goodsIds)]
  for (let i = 0; i < ids.length; i += 5000) {
    const rows = await ctx.db.all<GoodsRow & { lead_time_weeks: number | null; rohs: number | null }>(
      sql`SELECT ${GOODS_COLUMNS}, p.lead_time_weeks, p.rohs FROM goods g JOIN parts p ON p.id = g.part_id
          WHERE g.id IN ${inList(ids.slice(i, i + 5000))}`,
    )
    for (const r of rows) out.set(Number(r.id), partOffer(ctx.now, r))
  }
  return out
}

function partOffer(now: Date, r: GoodsRow & { lead_time_weeks: number | null; rohs: number | null }): PartOffer {
  const part = { lead_time_weeks: r.lead_time_weeks, rohs: r.rohs } as PartRow
  return {
    goodsId: Number(r.id),
    partId: Number(r.part_id),
    tiers: parseTiers(r.price_tiers ?? '[]'),
    stock: Number(r.stock),
    moq: Number(r.moq),
    multiple: Number(r.multiple),
    view: offerView(now, r, part),
  }
}

/** What an offer sells for a need of `need` pieces: the order quantity, its tier price, the extended price. */
export function orderPrice(offer: Sellable, need: number): Price {
  const orderQty = validQuantity(Math.max(1, need), offer.moq, offer.multiple)
  const { unit, amount } = priceLine(offer, orderQty)
  const availability = offer.stock <= 0 ? 'soldOut' : offer.stock < orderQty ? 'understock' : 'inStock'
  return { orderQty, unit, ext: amount, availability }
}

export const priceOffer = (offer: PartOffer, need: number): PricedOffer => ({ offer, ...orderPrice(offer, need) })

const RANK = { inStock: 0, understock: 1, soldOut: 2 } as const

/** Offers priced for `need`, best first: in stock for the order quantity, then the lowest extended price. */
export function rankOffers(offers: PartOffer[], need: number): PricedOffer[] {
  return offers
    .map((o) => priceOffer(o, need))
    .sort(
      (a, b) =>
        RANK[a.availability] - RANK[b.availability] ||
        (a.ext < b.ext ? -1 : a.ext > b.ext ? 1 : 0) ||
        a.offer.goodsId - b.offer.goodsId,
    )
}

/** The offer a line takes when the buyer has not chosen one. */
export function chooseOffer(offers: PartOffer[] | undefined, need: number): PartOffer | null {
  return offers?.length ? rankOffers(offers, need)[0]!.offer : null
}

/** An offer as the API shows it on a line. */
export function offerAnswer(p: PricedOffer): BomOffer {
  const v = p.offer.view
  return {
    goods_id: v.goods_id,
    goods_page_url: v.goods_page_url,
    supplier: v.supplier,
    stock_location: v.stock_location,
    date_code: v.date_code,
    stock: v.stock,
    moq: v.moq,
    multiple: v.multiple,
    delivery_plan_date: v.delivery_plan_date,
    order_qty: p.orderQty,
    unit_price: formatE5(p.unit),
    ext_price: formatE5(p.ext),
    availability: p.availability,
  }
}
