import { sql } from 'drizzle-orm'
import type { GoodsSummary, PartListItem } from '../../../contract/catalogue'
import type { ServiceContext } from '../../services/context'
import { formatE5 } from '../../../contract/money'
import { rankOffers, tierFor } from '../../../contract/pricing'
import { parseTiers, tierView } from './money'
import { copiedPicture } from './feed-pictures'
import { partPicture } from './pictures'
import { reference, type Reference } from './reference'
import { inList } from '../../db/lists'
import { allOfCatalogue } from '../../db/catalogue-shards'

/**
 * Parts and offers as the shop's lists and pages show them, read by the catalogue and by search
 * alike (neither imports the other): the row shapes, the offer and summary views, and the list
 * items of a page of parts. Every function takes the context first (database, locale, clock).
 */
export type Ctx = Pick<ServiceContext, 'db' | 'locale' | 'now'> & Partial<Pick<ServiceContext, 'reads'>>

/** One collator for every sort by name: localeCompare with options builds a new one per comparison. */
export const byName = new Intl.Collator('en', { sensitivity: 'base' })
export const goodsPageUrl = (goodsId: number) => `/productdetail/${goodsId}`

export const num = (v: unknown) => Number(v ?? 0)

export type GoodsRow = {
  id: number
  part_id: number
  supplier: string
  stock_location: string
  date_code: string
  stock: number
  moq: number
  multiple: number
  price_tiers?: string
  /** The MOQ tier's unit price (e5), kept with the tiers. */
  unit_price: number
  ship_days: number
  featured: number
  hot: number
  recommended: number
  preferential: number
}

export type PartRow = {
  id: number
  mpn: string
  manufacturer_id: number
  category_id: number
  package: string
  description: string
  datasheet: string
  /** The feed's picture: our copy's path once copied (parts/feed-pictures.ts), else its URL or ''. */
  picture_url: string
  rohs: number | null
  lifecycle: string
  lead_time_weeks: number | null
  goods_id: number | null
  updated_at: string
}

export const GOODS_COLUMNS = sql.raw(
  'g.id, g.part_id, g.supplier, g.stock_location, g.date_code, g.stock, g.moq, g.multiple, g.price_tiers, g.unit_price, g.ship_days, g.featured, g.hot, g.recommended, g.preferential',
)
export const SUMMARY_COLUMNS = sql.raw(
  'g.id, g.part_id, g.date_code, g.stock, g.moq, g.multiple, g.unit_price, g.ship_days, g.featured, g.hot, g.recommended, g.preferential',
)
const PART_FIELDS = [
  'id',
  'mpn',
  'manufacturer_id',
  'category_id',
  'package',
  'description',
  'datasheet',
  'picture_url',
  'rohs',
  'lifecycle',
  'lead_time_weeks',
  'goods_id',
  'updated_at',
] as const
/** Part columns next to goods columns, prefixed: p_id, p_mpn, ... */
export const PART_AS = sql.raw(PART_FIELDS.map((f) => `p.${f} AS p_${f}`).join(', '))

export function partOf(row: Record<string, unknown>): PartRow {
  const r = Object.fromEntries(PART_FIELDS.map((f) => [f, row[`p_${f}`]])) as unknown as PartRow
  return {
    ...r,
    id: num(r.id),
    manufacturer_id: num(r.manufacturer_id),
    category_id: num(r.category_id),
    rohs: r.rohs === null ? null : num(r.rohs),
    lead_time_weeks: r.lead_time_weeks === null ? null : num(r.lead_time_weeks),
    goods_id: r.goods_id === null ? null : num(r.goods_id),
  }
}

function isoDate(d: Date) {
  return d.toISOString().slice(0, 10)
}

/** When an order placed now arrives: shipping days from stock, else the factory lead time first. */
function deliveryDate(now: Date, g: GoodsRow, p: Pick<PartRow, 'lead_time_weeks'>) {
  const days = num(g.stock) > 0 ? num(g.ship_days) : (p.lead_time_weeks ?? 8) * 7 + num(g.ship_days)
  return isoDate(new Date(now.getTime() + days * 86_400_000))
}

function icons(g: GoodsRow, p: Pick<PartRow, 'rohs'>): string[] {
  const out: string[] = []
  if (num(g.stock) > 0) out.push('in_stock')
  if (p.rohs === 1) out.push('rohs')
  for (const k of ['hot', 'featured', 'recommended', 'preferential'] as const) if (num(g[k]) > 0) out.push(k)
  return out
}

export function offerView(now: Date, g: GoodsRow, p: PartRow) {
  const tiers = parseTiers(g.price_tiers ?? '[]')
  const unit = tierFor(tiers, num(g.moq))?.unitE5 ?? num(g.unit_price)
  return {
    goods_id: num(g.id),
    goods_page_url: goodsPageUrl(num(g.id)),
    supplier: g.supplier,
    stock_location: g.stock_location,
    date_code: g.date_code,
    stock: num(g.stock),
    moq: num(g.moq),
    multiple: num(g.multiple),
    unit_price: formatE5(unit),
    unitE5: unit,
    price_tiers: tierView(tiers),
    delivery_plan_date: deliveryDate(now, g, p),
    icons: icons(g, p),
  }
}

/** A summary needs no tiers: the MOQ price is stored with the offer. */
export function summaryView(
  ref: Reference,
  now: Date,
  g: Omit<GoodsRow, 'supplier' | 'stock_location' | 'price_tiers'>,
  p: Omit<PartRow, 'datasheet' | 'goods_id' | 'updated_at'>,
): GoodsSummary {
  return {
    goods_id: num(g.id),
    goods_page_url: goodsPageUrl(num(g.id)),
    part_id: num(p.id),
    part_number: p.mpn,
    manufacturer_id: num(p.manufacturer_id),
    manufacturer: ref.manufacturerName(num(p.manufacturer_id)),
    package: p.package,
    date_code: g.date_code,
    description: p.description,
    rohs: p.rohs === null ? null : num(p.rohs) === 1,
    stock: num(g.stock),
    moq: num(g.moq),
    multiple: num(g.multiple),
    unit_price: formatE5(num(g.unit_price)),
    delivery_plan_date: deliveryDate(now, g as GoodsRow, p),
    icons: icons(g as GoodsRow, p),
    picture: copiedPicture(p.picture_url) ?? partPicture(p.package, p.description),
  }
}

/** Goods summaries in the order of `goodsIds` (unknown ids are skipped). */
export async function goodsSummaries(ctx: Ctx, goodsIds: number[]): Promise<GoodsSummary[]> {
  if (!goodsIds.length) return []
  const ref = await reference(ctx.db, ctx.locale)
  const rows = await ctx.db.all<GoodsRow & Record<string, unknown>>(
    sql`SELECT ${SUMMARY_COLUMNS}, ${PART_AS} FROM goods g JOIN parts p ON p.id = g.part_id WHERE g.id IN ${inList(goodsIds)}`,
  )
  const byId = new Map(rows.map((r) => [num(r.id), r]))
  return goodsIds.flatMap((id) => {
    const r = byId.get(id)
    return r ? [summaryView(ref, ctx.now, r, partOf(r))] : []
  })
}

/**
 * Parts as list items, in the order of `partIds`: each with its default offer (the shop's one
 * offer rule, contract/pricing.ts `rankOffers`: the offer that fills the part's minimum from stock
 * at the lowest extended price), the number of offers and the stock over all of them.
 */
export async function partListItems(ctx: Ctx, partIds: number[]): Promise<PartListItem[]> {
  if (!partIds.length) return []
  const ref = await reference(ctx.db, ctx.locale)
  // Every offer of the parts (a part has a handful), with the part's columns once per row; on a
  // split catalogue from every shard (each holds its parts with a copy of their offers).
  const rows = await allOfCatalogue<Omit<GoodsRow, 'supplier' | 'stock_location'> & Record<string, unknown>>(
    ctx.db,
    sql`SELECT g.id, g.part_id, g.date_code, g.stock, g.moq, g.multiple, g.price_tiers, g.unit_price, g.ship_days,
          g.featured, g.hot, g.recommended, g.preferential,
          p.mpn AS p_mpn, p.manufacturer_id AS p_manufacturer_id, p.category_id AS p_category_id, p.package AS p_package,
          p.description AS p_description, p.picture_url AS p_picture_url, p.rohs AS p_rohs, p.lifecycle AS p_lifecycle, p.lead_time_weeks AS p_lead_time_weeks
        FROM goods g JOIN parts p ON p.id = g.part_id
        WHERE g.part_id IN ${inList(partIds)}`,
  )
  const byPart = new Map<number, typeof rows>()
  for (const r of rows) {
    const list = byPart.get(num(r.part_id))
    if (list) list.push(r)
    else byPart.set(num(r.part_id), [r])
  }
  return partIds.flatMap((id) => {
    const offers = byPart.get(id)
    if (!offers) return []
    const r = rankOffers(offers, 1, (o) => ({
      id: num(o.id),
      stock: num(o.stock),
      moq: num(o.moq),
      multiple: num(o.multiple),
      tiers: parseTiers(o.price_tiers ?? '[]'),
    }))[0]!.offer
    const p = {
      id,
      mpn: String(r.p_mpn),
      manufacturer_id: num(r.p_manufacturer_id),
      category_id: num(r.p_category_id),
      package: String(r.p_package ?? ''),
      description: String(r.p_description ?? ''),
      picture_url: String(r.p_picture_url ?? ''),
      rohs: r.p_rohs === null ? null : num(r.p_rohs),
      lifecycle: String(r.p_lifecycle),
      lead_time_weeks: r.p_lead_time_weeks === null ? null : num(r.p_lead_time_weeks),
    }
    return [
      {
        ...summaryView(ref, ctx.now, r, p),
        category_id: p.category_id,
        category: ref.categoryName(p.category_id),
        lifecycle: p.lifecycle as PartListItem['lifecycle'],
        offers: offers.length,
        stock_total: offers.reduce((n, o) => n + num(o.stock), 0),
      },
    ]
  })
}
