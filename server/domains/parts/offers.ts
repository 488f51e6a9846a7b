import { sql } from 'drizzle-orm'
import type { GoodsSummary } from '../../../contract/catalogue'
import { offerPrice, rankOffers as rankByRule } from '../../../contract/pricing'
import { inList } from '../../db/lists'
import type { ServiceContext } from '../../services/context'
import { typicalUnitWeightMg } from '../shipping/weight'
import { parseTiers, type Tier } from './money'
import { GOODS_COLUMNS, goodsSummaries, offerView, type GoodsRow, type PartRow } from './views'

/** An offer as the buy path needs it: what the lists show, plus its price tiers and unit weight. */
export type BuyableOffer = GoodsSummary & { tiers: Tier[]; unitWeightMg: number }

type Ctx = Pick<ServiceContext, 'db' | 'locale' | 'now'> & Partial<Pick<ServiceContext, 'reads'>>

/** The offers of `goodsIds` that exist, by goods id, read now (stock and tiers as they are). */
export async function buyableOffers(ctx: Ctx, goodsIds: number[]): Promise<Map<number, BuyableOffer>> {
  const ids = [...new Set(goodsIds)]
  if (!ids.length) return new Map()
  const [summaries, rows] = await Promise.all([
    goodsSummaries(ctx, ids),
    ctx.db.all<{ id: number; price_tiers: string; unit_weight_mg: number | null; package: string }>(
      sql`SELECT g.id, g.price_tiers, p.unit_weight_mg, p.package FROM goods g JOIN parts p ON p.id = g.part_id WHERE g.id IN ${inList(ids)}`,
    ),
  ])
  const extra = new Map(rows.map((r) => [Number(r.id), r]))
  const out = new Map<number, BuyableOffer>()
  for (const s of summaries) {
    const r = extra.get(s.goods_id)
    if (!r) continue
    out.set(s.goods_id, {
      ...s,
      tiers: parseTiers(r.price_tiers),
      unitWeightMg: r.unit_weight_mg === null ? typicalUnitWeightMg(r.package) : Number(r.unit_weight_mg),
    })
  }
  return out
}

/**
 * Which offer of a part comes first: the shop's one rule (contract/pricing.ts `rankOffers`, also
 * run by the product page in the browser) applied to the offers as stored. Lists (home cards,
 * search rows, category pages) show each part's default offer — the one that fills the part's
 * minimum from stock at the lowest extended price; the BOM's chosen offer is the same rule for the
 * line's order quantity. The cart takes the offer the buyer chose and prices it by the same tiers.
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

export type Price = ReturnType<typeof offerPrice>
export type PricedOffer = Price & { offer: PartOffer }

const terms = (o: OfferChoice) => ({ ...o, id: o.goodsId })

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

/** What choosing an offer needs of it (no view): its ids, tiers, stock and quantity rules. */
export type OfferChoice = Omit<PartOffer, 'view'>

/**
 * The offers of `partIds` as choosing needs them, by part: six columns instead of the view's
 * fifteen and a join (a 10,000-line BOM's 19,000 offers at a million parts: 0.2 s instead of 0.8 s).
 */
export async function offerChoicesOfParts(ctx: Ctx, partIds: number[]): Promise<Map<number, OfferChoice[]>> {
  const out = new Map<number, OfferChoice[]>()
  const ids = [...new Set(partIds)]
  for (let i = 0; i < ids.length; i += 5000) {
    const rows = await ctx.db.all<{
      id: number
      part_id: number
      price_tiers: string | null
      stock: number
      moq: number
      multiple: number
    }>(
      sql`SELECT g.id, g.part_id, g.price_tiers, g.stock, g.moq, g.multiple FROM goods g
          WHERE g.part_id IN ${inList(ids.slice(i, i + 5000))}`,
    )
    for (const r of rows) {
      const offer = offerChoice(r)
      const list = out.get(offer.partId)
      if (list) list.push(offer)
      else out.set(offer.partId, [offer])
    }
  }
  return out
}

/** The offers of `goodsIds`, by goods id. */
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
  return { ...offerChoice(r), view: offerView(now, r, part) }
}

/** An offer row's ids, tiers, stock and quantity rules, as numbers. */
function offerChoice(r: {
  id: number
  part_id: number
  price_tiers?: string | null
  stock: number
  moq: number
  multiple: number
}): OfferChoice {
  return {
    goodsId: Number(r.id),
    partId: Number(r.part_id),
    tiers: parseTiers(r.price_tiers ?? '[]'),
    stock: Number(r.stock),
    moq: Number(r.moq),
    multiple: Number(r.multiple),
  }
}

/** What an offer sells for a need of `need` pieces. */
export const priceOffer = (offer: PartOffer, need: number): PricedOffer => ({ offer, ...offerPrice(offer, need) })

/** Offers priced for `need`, best first (the rule). */
export function rankOffers(offers: PartOffer[], need: number): PricedOffer[] {
  return rankByRule(offers, need, terms).map(({ offer, orderQty, unit, ext, availability }) => ({
    offer,
    orderQty,
    unit,
    ext,
    availability,
  }))
}

/** The offer the rule puts first for a need of `need` pieces (1: the part's default offer). */
export function chooseOffer<T extends OfferChoice>(offers: T[] | undefined, need = 1): T | null {
  return offers?.length ? rankByRule(offers, need, terms)[0]!.offer : null
}

/** The default offer (goods id) of each of `partIds`: the rule for one piece. */
export async function defaultOffers(ctx: Ctx, partIds: number[]): Promise<Map<number, number>> {
  const byPart = await offersOfParts(ctx, partIds)
  return new Map([...byPart].map(([partId, offers]) => [partId, chooseOffer(offers)!.goodsId]))
}

/**
 * What a part's line in a short list shows (the search box's suggestions): its default offer's
 * goods id and price (the rule for one piece), and its stock over all offers — one statement on
 * the offers alone, for lists whose part columns are already read.
 */
export async function defaultOfferPrices(
  ctx: Ctx,
  partIds: number[],
): Promise<Map<number, { goodsId: number; unitE5: bigint; stockTotal: number }>> {
  if (!partIds.length) return new Map()
  const rows = await ctx.db.all<{
    id: number
    part_id: number
    stock: number
    moq: number
    multiple: number
    price_tiers: string
  }>(sql`SELECT id, part_id, stock, moq, multiple, price_tiers FROM goods WHERE part_id IN ${inList(partIds)}`)
  const byPart = new Map<number, typeof rows>()
  for (const r of rows) {
    const list = byPart.get(Number(r.part_id))
    if (list) list.push(r)
    else byPart.set(Number(r.part_id), [r])
  }
  return new Map(
    [...byPart].map(([partId, offers]) => {
      const [best] = rankByRule(offers, 1, (o) => ({
        id: Number(o.id),
        stock: Number(o.stock),
        moq: Number(o.moq),
        multiple: Number(o.multiple),
        tiers: parseTiers(o.price_tiers),
      }))
      const stockTotal = offers.reduce((n, o) => n + Number(o.stock), 0)
      return [partId, { goodsId: best!.id, unitE5: best!.unit, stockTotal }]
    }),
  )
}
