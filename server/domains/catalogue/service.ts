import { sql, type SQL } from 'drizzle-orm'
import type { z } from 'zod'
import type { CategoryFilterQuery, CategoryQuery, GoodsSummary, PartListItem } from '../../../contract/catalogue'
import { defaultLocale } from '../../../locales/locales'
import { readOnce, type RequestContext } from '../../http/context'
import * as content from '../content/service'
import { extendedE5, formatE5 } from '../../../contract/money'
import { parseTiers, tierView, unitPriceAt } from './money'
import { reference, type Reference } from './reference'
import { anyFilterActive, liveFacetCounts, offeredNumber, paramRange } from './facet-counts'
import { inList } from '../../db/lists'

/**
 * Catalogue rules and queries. Every function takes the request context first (database, locale,
 * clock) and returns plain data in the contract's shapes, or null when the thing does not exist.
 */
type Ctx = Pick<RequestContext, 'db' | 'locale' | 'now'> & Partial<Pick<RequestContext, 'reads'>>

/** One collator for every sort by name: localeCompare with options builds a new one per comparison. */
const byName = new Intl.Collator('en', { sensitivity: 'base' })
export const goodsPageUrl = (goodsId: number) => `/productdetail/${goodsId}`

const num = (v: unknown) => Number(v ?? 0)

type GoodsRow = {
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

type PartRow = {
  id: number
  mpn: string
  manufacturer_id: number
  category_id: number
  package: string
  description: string
  datasheet: string
  rohs: number | null
  lifecycle: string
  lead_time_weeks: number | null
  goods_id: number | null
  updated_at: string
}

const GOODS_COLUMNS = sql.raw(
  'g.id, g.part_id, g.supplier, g.stock_location, g.date_code, g.stock, g.moq, g.multiple, g.price_tiers, g.unit_price, g.ship_days, g.featured, g.hot, g.recommended, g.preferential',
)
const SUMMARY_COLUMNS = sql.raw(
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
  'rohs',
  'lifecycle',
  'lead_time_weeks',
  'goods_id',
  'updated_at',
] as const
/** Part columns next to goods columns, prefixed: p_id, p_mpn, ... */
const PART_AS = sql.raw(PART_FIELDS.map((f) => `p.${f} AS p_${f}`).join(', '))

function partOf(row: Record<string, unknown>): PartRow {
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
  for (const k of ['hot', 'featured', 'recommended', 'preferential'] as const) if (num(g[k]) === 1) out.push(k)
  return out
}

function offerView(now: Date, g: GoodsRow, p: PartRow) {
  const tiers = parseTiers(g.price_tiers ?? '[]')
  const unit = unitPriceAt(tiers, num(g.moq)) ?? num(g.unit_price)
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
function summaryView(
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
 * Parts as list items, in the order of `partIds`: each with its best offer (in stock, lowest
 * price at MOQ; else the canonical offer), the number of offers and the stock over all of them.
 */
export async function partListItems(ctx: Ctx, partIds: number[]): Promise<PartListItem[]> {
  if (!partIds.length) return []
  const ref = await reference(ctx.db, ctx.locale)
  // One row per part: the part, its best offer, the number of offers and the stock of all of them.
  const rows = await ctx.db.all<
    Omit<GoodsRow, 'supplier' | 'stock_location' | 'price_tiers'> & { offers: number; stock_total: number } & Record<
        string,
        unknown
      >
  >(
    sql`SELECT * FROM (
          SELECT g.id, g.part_id, g.date_code, g.stock, g.moq, g.multiple, g.unit_price, g.ship_days,
            g.featured, g.hot, g.recommended, g.preferential,
            p.mpn AS p_mpn, p.manufacturer_id AS p_manufacturer_id, p.category_id AS p_category_id, p.package AS p_package,
            p.description AS p_description, p.rohs AS p_rohs, p.lifecycle AS p_lifecycle, p.lead_time_weeks AS p_lead_time_weeks,
            count(*) OVER w AS offers, sum(g.stock) OVER w AS stock_total,
            row_number() OVER (PARTITION BY g.part_id
              ORDER BY g.stock > 0 DESC, CASE WHEN g.stock > 0 THEN g.unit_price END, g.id = p.goods_id DESC, g.id) AS n
          FROM goods g JOIN parts p ON p.id = g.part_id
          WHERE g.part_id IN ${inList(partIds)}
          WINDOW w AS (PARTITION BY g.part_id))
        WHERE n = 1`,
  )
  const byPart = new Map(rows.map((r) => [num(r.part_id), r]))
  return partIds.flatMap((id) => {
    const r = byPart.get(id)
    if (!r) return []
    const p = {
      id,
      mpn: String(r.p_mpn),
      manufacturer_id: num(r.p_manufacturer_id),
      category_id: num(r.p_category_id),
      package: String(r.p_package ?? ''),
      description: String(r.p_description ?? ''),
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
        offers: num(r.offers),
        stock_total: num(r.stock_total),
      },
    ]
  })
}

// ---------------------------------------------------------------------------------------------
// Home page
// ---------------------------------------------------------------------------------------------

export async function banners({ db, locale }: Ctx) {
  const rows = await db.all<{
    id: number
    image: string
    link: string
    title: string | null
    subtitle: string | null
    en_title: string | null
    en_subtitle: string | null
  }>(
    sql`SELECT b.id, b.image, b.link, l.title, l.subtitle, e.title AS en_title, e.subtitle AS en_subtitle
        FROM banners b
        LEFT JOIN banner_translations l ON l.banner_id = b.id AND l.locale = ${locale}
        LEFT JOIN banner_translations e ON e.banner_id = b.id AND e.locale = ${defaultLocale}
        WHERE b.active = 1 AND b.position = 'home' ORDER BY b.sort, b.id`,
  )
  return rows.map((r) => ({
    id: num(r.id),
    title: r.title ?? r.en_title ?? '',
    subtitle: r.subtitle ?? r.en_subtitle ?? '',
    image: r.image,
    link: r.link,
  }))
}

export async function floors(ctx: Ctx) {
  const { db, locale } = ctx
  const rows = await db.all<{
    id: number
    category_id: number | null
    icon: string
    title: string | null
    subtitle: string | null
    en_title: string | null
    en_subtitle: string | null
  }>(
    sql`SELECT f.id, f.category_id, f.icon, l.title, l.subtitle, e.title AS en_title, e.subtitle AS en_subtitle
        FROM floors f
        LEFT JOIN floor_translations l ON l.floor_id = f.id AND l.locale = ${locale}
        LEFT JOIN floor_translations e ON e.floor_id = f.id AND e.locale = ${defaultLocale}
        ORDER BY f.sort, f.id`,
  )
  const links = await db.all<{ floor_id: number; goods_id: number }>(
    sql`SELECT floor_id, goods_id FROM floor_goods ORDER BY floor_id, sort`,
  )
  const summaries = await goodsSummaries(ctx, [...new Set(links.map((l) => num(l.goods_id)))])
  const byId = new Map(summaries.map((s) => [s.goods_id, s]))
  const ref = await reference(db, locale)
  return rows.map((r) => ({
    id: num(r.id),
    title: r.title ?? r.en_title ?? '',
    subtitle: r.subtitle ?? r.en_subtitle ?? '',
    category_id: r.category_id === null ? null : num(r.category_id),
    icon: r.icon || (r.category_id === null ? '' : (ref.categories.get(num(r.category_id))?.icon ?? '')),
    goods: links.filter((l) => num(l.floor_id) === num(r.id)).flatMap((l) => byId.get(num(l.goods_id)) ?? []),
  }))
}

const FLAG_COLUMN = {
  featured: 'featured',
  hot: 'hot',
  recommended: 'recommended',
  preferential: 'preferential',
} as const

export async function featureGoods(ctx: Ctx, q: { type: keyof typeof FLAG_COLUMN; page: number; page_size: number }) {
  const column = sql.raw(FLAG_COLUMN[q.type])
  const [{ n }] = (await ctx.db.all<{ n: number }>(sql`SELECT count(*) AS n FROM goods WHERE ${column} = 1`)) as [
    { n: number },
  ]
  const rows = await ctx.db.all<{ id: number }>(
    sql`SELECT id FROM goods WHERE ${column} = 1 ORDER BY id LIMIT ${q.page_size} OFFSET ${(q.page - 1) * q.page_size}`,
  )
  return {
    list: await goodsSummaries(
      ctx,
      rows.map((r) => num(r.id)),
    ),
    total: num(n),
    page: q.page,
    page_size: q.page_size,
  }
}

// ---------------------------------------------------------------------------------------------
// Categories
// ---------------------------------------------------------------------------------------------

export async function categoryList(ctx: Ctx) {
  const ref = await reference(ctx.db, ctx.locale)
  return ref.childrenOf(null).map((id) => ({ ...ref.node(id), children: ref.childrenOf(id).map(ref.node) }))
}

export async function categoryTree(ctx: Ctx) {
  const ref = await reference(ctx.db, ctx.locale)
  return ref.childrenOf(null).map((id) => ({
    ...ref.node(id),
    children: ref.childrenOf(id).map((c) => ({ ...ref.node(c), children: ref.childrenOf(c).map(ref.node) })),
  }))
}

export async function categoryStat(ctx: Ctx) {
  const ref = await reference(ctx.db, ctx.locale)
  const stats = new Map(
    (await ctx.db.all<{ key: string; value: number }>(sql`SELECT key, value FROM catalogue_stats`)).map((r) => [
      r.key,
      num(r.value),
    ]),
  )
  return {
    parts: stats.get('parts') ?? 0,
    goods: stats.get('goods') ?? 0,
    goods_in_stock: stats.get('goods_in_stock') ?? 0,
    manufacturers: stats.get('manufacturers') ?? 0,
    categories: stats.get('categories') ?? ref.categories.size,
    list: ref.childrenOf(null).map((id) => ({ ...ref.node(id), children: ref.childrenOf(id).length })),
  }
}

/** A category with its path and direct subcategories, or null. */
export async function categoryInfo(ctx: Ctx, id: number) {
  const ref = await reference(ctx.db, ctx.locale)
  if (!ref.categories.has(id)) return null
  return {
    ...ref.node(id),
    description: ref.categoryDescription(id),
    path: ref.path(id),
    children: ref.childrenOf(id).map(ref.node),
  }
}

/**
 * The filters of a category with a count beside each choice: with active `filters`, what adding
 * that choice would give (see facet-counts.ts), else the whole category's seeded counts.
 */
export async function categoryFilters(ctx: Ctx, filters: z.output<typeof CategoryFilterQuery>) {
  const id = filters.category_id
  const category = await categoryInfo(ctx, id)
  if (!category) return null
  const ref = await reference(ctx.db, ctx.locale)
  const { db, locale } = ctx
  const defs = await db.all<{ param_id: number; unit: string; name: string | null; en: string | null; key: string }>(
    sql`SELECT cp.param_id, pr.unit, pr.key, l.name, e.name AS en
        FROM category_params cp JOIN params pr ON pr.id = cp.param_id
        LEFT JOIN param_translations l ON l.param_id = pr.id AND l.locale = ${locale}
        LEFT JOIN param_translations e ON e.param_id = pr.id AND e.locale = ${defaultLocale}
        WHERE cp.category_id = ${id} ORDER BY cp.sort`,
  )
  const facets = await db.all<{ kind: string; key: number; value: string; num: number | null; count: number }>(
    sql`SELECT kind, key, value, num, count FROM category_facets WHERE category_id = ${id}`,
  )
  const active = anyFilterActive(filters)
  const live = active
    ? await liveFacetCounts(
        db,
        {
          id,
          partCount: category.part_count,
          subtree: ref.subtree(id),
          paramIds: defs.map((d) => num(d.param_id)),
        },
        filters,
      )
    : null
  // The seeded choices (the most common values of each facet), counted live when there are filters.
  const count = (f: { kind: string; key: number; value: string; count: number }) => {
    if (!live) return num(f.count)
    if (f.kind === 'manufacturer') return live.manufacturers.get(num(f.key)) ?? 0
    if (f.kind === 'package') return live.packages.get(f.value) ?? 0
    if (f.kind === 'param') return live.params.get(num(f.key))?.get(f.value) ?? 0
    return f.kind === 'in_stock' ? live.inStock : live.rohs
  }
  const params = defs.map((d) => {
    const values = facets
      .filter((f) => f.kind === 'param' && num(f.key) === num(d.param_id))
      .map((f) => ({ value: f.value, num: f.num === null ? null : offeredNumber(Number(f.num)), count: count(f) }))
    const numeric = !!d.unit && values.length > 0 && values.every((v) => v.num !== null)
    values.sort(
      numeric
        ? (a, b) => a.num! - b.num! || b.count - a.count
        : (a, b) => b.count - a.count || byName.compare(a.value, b.value),
    )
    return { param_id: num(d.param_id), name: d.name ?? d.en ?? d.key, unit: d.unit, numeric, values }
  })
  const byCount = (a: { count: number; name?: string }, b: { count: number; name?: string }) => b.count - a.count
  const single = (kind: string) => {
    const f = facets.find((f) => f.kind === kind)
    return f ? count(f) : 0
  }
  return {
    category,
    filters: params.filter((f) => f.values.length > 1),
    manufacturers: facets
      .filter((f) => f.kind === 'manufacturer')
      .map((f) => ({ id: num(f.key), name: ref.manufacturerName(num(f.key)), count: count(f) }))
      .sort(byCount),
    packages: facets
      .filter((f) => f.kind === 'package')
      .map((f) => ({ value: f.value, count: count(f) }))
      .sort(byCount),
    in_stock: single('in_stock'),
    rohs: single('rohs'),
    counts_exact: !active || live !== null,
  }
}

const COUNT_CAP = 10_000

export async function categoryListing(ctx: Ctx, q: z.output<typeof CategoryQuery>) {
  const category = await categoryInfo(ctx, q.category_id)
  if (!category) return null
  const ref = await reference(ctx.db, ctx.locale)
  const where: SQL[] = [sql`p.category_id IN ${inList(ref.subtree(q.category_id))}`]
  if (q.manufacturer_ids?.length) where.push(sql`p.manufacturer_id IN ${inList(q.manufacturer_ids)}`)
  if (q.packages?.length) where.push(sql`p.package IN ${inList(q.packages)}`)
  if (q.rohs) where.push(sql`p.rohs = 1`)
  if (q.in_stock) where.push(sql`EXISTS (SELECT 1 FROM goods g WHERE g.part_id = p.id AND g.stock > 0)`)
  for (const f of q.params ?? []) {
    const cond: SQL[] = []
    if (f.values?.length) cond.push(sql`pp.value IN ${inList(f.values)}`)
    const { min, max } = paramRange(f)
    if (min !== undefined) cond.push(sql`pp.num >= ${min}`)
    if (max !== undefined) cond.push(sql`pp.num <= ${max}`)
    if (!cond.length) continue
    where.push(
      sql`EXISTS (SELECT 1 FROM part_params pp WHERE pp.part_id = p.id AND pp.param_id = ${f.param_id} AND ${sql.join(cond, sql` AND `)})`,
    )
  }
  const filter = sql.join(where, sql` AND `)
  const [{ n }] = (await ctx.db.all<{ n: number }>(
    sql`SELECT count(*) AS n FROM (SELECT 1 FROM parts p WHERE ${filter} LIMIT ${COUNT_CAP + 1})`,
  )) as [{ n: number }]
  const order = q.sort === 'part_number' ? sql`p.mpn_norm, p.id` : sql`p.id`
  const rows = await ctx.db.all<{ id: number }>(
    sql`SELECT p.id FROM parts p WHERE ${filter} ORDER BY ${order} LIMIT ${q.page_size} OFFSET ${(q.page - 1) * q.page_size}`,
  )
  const total = num(n)
  return {
    category,
    list: await partListItems(
      ctx,
      rows.map((r) => num(r.id)),
    ),
    total: Math.min(total, COUNT_CAP),
    total_capped: total > COUNT_CAP,
    page: q.page,
    page_size: q.page_size,
  }
}

// ---------------------------------------------------------------------------------------------
// A–Z index, manufacturers
// ---------------------------------------------------------------------------------------------

/** The mpn_norm range of an A–Z bucket (mpn_norm is upper case letters and digits). */
function letterRange(letter: string): SQL {
  if (letter === 'other')
    return sql`(p.mpn_norm < '0' OR (p.mpn_norm >= ':' AND p.mpn_norm < 'A') OR p.mpn_norm >= '[')`
  const from = letter.toUpperCase()
  const to = String.fromCharCode(from.charCodeAt(0) + 1)
  return sql`p.mpn_norm >= ${from} AND p.mpn_norm < ${to}`
}

export async function productNav(ctx: Ctx, q: { letter: string; page: number; page_size: number }) {
  const range = letterRange(q.letter)
  const [{ n }] = (await ctx.db.all<{ n: number }>(sql`SELECT count(*) AS n FROM parts p WHERE ${range}`)) as [
    { n: number },
  ]
  const rows = await ctx.db.all<{
    id: number
    mpn: string
    manufacturer_id: number
    description: string
    goods_id: number | null
  }>(
    sql`SELECT p.id, p.mpn, p.manufacturer_id, p.description, p.goods_id FROM parts p WHERE ${range}
        ORDER BY p.mpn_norm, p.manufacturer_id LIMIT ${q.page_size} OFFSET ${(q.page - 1) * q.page_size}`,
  )
  const ref = await reference(ctx.db, ctx.locale)
  return {
    letter: q.letter,
    list: rows
      .filter((r) => r.goods_id !== null)
      .map((r) => ({
        goods_id: num(r.goods_id),
        goods_page_url: goodsPageUrl(num(r.goods_id)),
        part_number: r.mpn,
        manufacturer: ref.manufacturerName(num(r.manufacturer_id)),
        description: r.description,
      })),
    total: num(n),
    page: q.page,
    page_size: q.page_size,
  }
}

function manufacturerView(m: { id: number; name: string; logo: string; website: string; partCount: number }) {
  return { id: m.id, name: m.name, logo: m.logo, website: m.website, part_count: m.partCount }
}

export async function manufacturerList(
  ctx: Ctx,
  q: { page: number; page_size: number; letter?: string; keyword?: string },
) {
  const ref = await reference(ctx.db, ctx.locale)
  let list = [...ref.manufacturers.values()].filter((m) => m.partCount > 0)
  if (q.letter) {
    const first = (name: string) => name.normalize('NFKD').charAt(0).toLowerCase()
    list = list.filter((m) => (q.letter === 'other' ? !/^[a-z0-9]$/.test(first(m.name)) : first(m.name) === q.letter))
  }
  const keyword =
    q.keyword
      ?.normalize('NFKC')
      .toLowerCase()
      .replace(/[^\p{L}\p{N}]+/gu, '') ?? ''
  // With a keyword, the makers it names come first (ti → Texas Instruments), then those whose
  // name or short name starts with it, then those that contain it; by name within each.
  const rank = new Map<number, number>()
  if (keyword) {
    for (const a of ref.aliases) {
      const r = a.norm === keyword ? 0 : a.norm.startsWith(keyword) ? 1 : a.norm.includes(keyword) ? 2 : null
      if (r !== null) rank.set(a.manufacturerId, Math.min(r, rank.get(a.manufacturerId) ?? r))
    }
    list = list.filter((m) => rank.has(m.id))
  }
  list.sort((a, b) => (rank.get(a.id) ?? 0) - (rank.get(b.id) ?? 0) || byName.compare(a.name, b.name))
  const start = (q.page - 1) * q.page_size
  return {
    list: list.slice(start, start + q.page_size).map(manufacturerView),
    total: list.length,
    page: q.page,
    page_size: q.page_size,
  }
}

export async function manufacturerDetail(ctx: Ctx, id: number, q: { page: number; page_size: number }) {
  const ref = await reference(ctx.db, ctx.locale)
  const m = ref.manufacturers.get(id)
  if (!m) return null
  const texts = await ctx.db.all<{ locale: string; description: string }>(
    sql`SELECT locale, description FROM manufacturer_translations WHERE manufacturer_id = ${id} AND locale IN (${ctx.locale}, ${defaultLocale})`,
  )
  const description =
    texts.find((t) => t.locale === ctx.locale)?.description ||
    texts.find((t) => t.locale === defaultLocale)?.description ||
    ''
  const norm = m.name
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, '')
  const aliases = ref.aliases.filter((a) => a.manufacturerId === id && a.norm !== norm).map((a) => a.alias)
  const leaves = await ctx.db.all<{ category_id: number; count: number }>(
    sql`SELECT category_id, count FROM category_facets WHERE kind = 'manufacturer' AND key = ${id} ORDER BY count DESC`,
  )
  const categories = leaves
    .filter((l) => ref.childrenOf(num(l.category_id)).length === 0)
    .slice(0, 12)
    .map((l) => ({ id: num(l.category_id), name: ref.categoryName(num(l.category_id)), count: num(l.count) }))
  const rows = await ctx.db.all<{ id: number }>(
    sql`SELECT id FROM parts WHERE manufacturer_id = ${id} ORDER BY id LIMIT ${q.page_size} OFFSET ${(q.page - 1) * q.page_size}`,
  )
  return {
    ...manufacturerView(m),
    description,
    aliases,
    categories,
    parts: {
      list: await partListItems(
        ctx,
        rows.map((r) => num(r.id)),
      ),
      total: m.partCount,
      page: q.page,
      page_size: q.page_size,
    },
  }
}

// ---------------------------------------------------------------------------------------------
// Product page
// ---------------------------------------------------------------------------------------------

/** The offer and its part; the product page's four routes ask for it once per render. */
function goodsAndPart(ctx: Ctx, goodsId: number) {
  return readOnce(ctx, `goodsAndPart:${goodsId}`, async () => {
    const [row] = await ctx.db.all<GoodsRow & Record<string, unknown>>(
      sql`SELECT ${GOODS_COLUMNS}, ${PART_AS} FROM goods g JOIN parts p ON p.id = g.part_id WHERE g.id = ${goodsId}`,
    )
    return row ? { goods: row as GoodsRow, part: partOf(row) } : null
  })
}

export async function goodsDetail(ctx: Ctx, goodsId: number) {
  const found = await goodsAndPart(ctx, goodsId)
  if (!found) return null
  const { goods: g, part: p } = found
  const { db, locale } = ctx
  const ref = await reference(db, locale)
  const [offers, params, xrefs] = await Promise.all([
    db.all<GoodsRow>(sql`SELECT ${GOODS_COLUMNS} FROM goods g WHERE g.part_id = ${p.id} ORDER BY g.id`),
    db.all<{ value: string; name: string | null; en: string | null; key: string }>(
      sql`SELECT pp.value, pr.key, l.name, e.name AS en FROM part_params pp JOIN params pr ON pr.id = pp.param_id
          LEFT JOIN param_translations l ON l.param_id = pr.id AND l.locale = ${locale}
          LEFT JOIN param_translations e ON e.param_id = pr.id AND e.locale = ${defaultLocale}
          WHERE pp.part_id = ${p.id} ORDER BY pr.sort`,
    ),
    db.all<{ source: string; code: string }>(
      sql`SELECT source, code FROM part_xrefs WHERE part_id = ${p.id} ORDER BY source, code`,
    ),
  ])
  const summary = summaryView(ref, ctx.now, g, p)
  const offer = offerView(ctx.now, g, p)
  const m = ref.manufacturers.get(num(p.manufacturer_id))
  return {
    ...summary,
    supplier: g.supplier,
    stock_location: g.stock_location,
    ext_price: formatE5(extendedE5(offer.moq, offer.unitE5)),
    price_tiers: offer.price_tiers,
    datasheet: p.datasheet,
    lifecycle: p.lifecycle as PartListItem['lifecycle'],
    factory_lead_time_weeks: p.lead_time_weeks,
    category_id: num(p.category_id),
    category_path: ref.path(num(p.category_id)),
    manufacturer_logo: m?.logo ?? '',
    parameters: params.map((r) => ({ name: r.name ?? r.en ?? r.key, value: r.value })),
    cross_references: xrefs.map((x) => ({ source: x.source, code: x.code })),
    offers: offers.map((o) => {
      const { unitE5: _, ...view } = offerView(ctx.now, o, p)
      return view
    }),
    canonical_goods_id: p.goods_id ?? num(g.id),
    updated_at: p.updated_at,
  }
}

/** Up to 10 in-stock offers of other parts of the same category, the ones after this part first. */
export async function recommend(ctx: Ctx, goodsId: number) {
  const found = await goodsAndPart(ctx, goodsId)
  if (!found) return null
  const { part } = found
  // The canonical offers of the parts, with what their summaries show (one query, not ids and then rows).
  const pick = (cmp: SQL) =>
    ctx.db.all<GoodsRow & Record<string, unknown>>(
      sql`SELECT ${SUMMARY_COLUMNS}, ${PART_AS} FROM parts p JOIN goods g ON g.id = p.goods_id
          WHERE p.category_id = ${part.category_id} AND ${cmp} AND g.stock > 0 ORDER BY p.id LIMIT 10`,
    )
  let rows = await pick(sql`p.id > ${part.id}`)
  if (rows.length < 10) rows = [...rows, ...(await pick(sql`p.id < ${part.id}`))].slice(0, 10)
  const ref = await reference(ctx.db, ctx.locale)
  return rows.map((r) => summaryView(ref, ctx.now, r, partOf(r)))
}

const NEWS_TTL_MS = 60_000
const newsCache = new WeakMap<
  object,
  Map<string, { at: number; value: Promise<Awaited<ReturnType<typeof content.listNews>>> }>
>()

/** The news summaries in a locale, through the content service, held a minute (asked on every product page). */
function newsSummaries(ctx: Ctx) {
  let byLocale = newsCache.get(ctx.db)
  if (!byLocale) newsCache.set(ctx.db, (byLocale = new Map()))
  const hit = byLocale.get(ctx.locale)
  if (hit && Date.now() - hit.at < NEWS_TTL_MS) return hit.value
  const value = content.listNews(ctx, { page: 1, page_size: 500 })
  byLocale.set(ctx.locale, { at: Date.now(), value })
  value.catch(() => byLocale.delete(ctx.locale))
  return value
}

/** News linked to the part, then to its categories (nearest first), then to its manufacturer. */
export async function relatedBlogs(ctx: Ctx & Pick<RequestContext, 'locale'>, goodsId: number) {
  const found = await goodsAndPart(ctx, goodsId)
  if (!found) return null
  const ref = await reference(ctx.db, ctx.locale)
  const { part } = found
  const chain = ref
    .path(part.category_id)
    .map((c) => c.id)
    .reverse()
  const links = await ctx.db.all<{ target_type: string; target_id: number; news_id: number; sort: number }>(
    sql`SELECT target_type, target_id, news_id, sort FROM catalogue_blog_links
        WHERE (target_type = 'part' AND target_id = ${part.id})
           OR (target_type = 'category' AND target_id IN ${inList(chain)})
           OR (target_type = 'manufacturer' AND target_id = ${part.manufacturer_id})`,
  )
  const rank = (l: (typeof links)[number]) =>
    (l.target_type === 'part' ? 0 : l.target_type === 'category' ? 1 + chain.indexOf(num(l.target_id)) : 10) * 1000 +
    num(l.sort)
  const newsIds = [...new Set(links.sort((a, b) => rank(a) - rank(b)).map((l) => num(l.news_id)))].slice(0, 5)
  if (!newsIds.length) return []
  // The news list gives summaries (titles and teasers in the request language) without
  // rendering each article; a shop has tens of news items, not thousands.
  const news = await newsSummaries(ctx)
  const byId = new Map(news.list.map((n) => [n.id, n]))
  return newsIds.flatMap((id) => {
    const n = byId.get(id)
    return n ? [{ id: n.id, title: n.title, summary: n.summary, image: n.image, published_at: n.published_at }] : []
  })
}

const host = (url: string) => {
  try {
    return new URL(url).hostname
  } catch {
    return ''
  }
}

export async function relevantPdfs(ctx: Ctx & Pick<RequestContext, 't'>, goodsId: number) {
  const found = await goodsAndPart(ctx, goodsId)
  if (!found) return null
  const { part } = found
  const docs = await ctx.db.all<{ kind: string; title: string; url: string }>(
    sql`SELECT kind, title, url FROM part_documents WHERE part_id = ${part.id} ORDER BY sort, id`,
  )
  const kinds = ['datasheet', 'application_note', 'user_guide', 'other'] as const
  const out = [
    ...(part.datasheet
      ? [
          {
            title: ctx.t('datasheet.partDatasheet', { part: part.mpn }),
            url: part.datasheet,
            kind: 'datasheet' as const,
          },
        ]
      : []),
    ...docs.map((d) => ({
      title: d.title,
      url: d.url,
      kind: (kinds as readonly string[]).includes(d.kind) ? (d.kind as (typeof kinds)[number]) : 'other',
    })),
  ]
  return out.map((d) => ({ ...d, host: host(d.url) }))
}

// ---------------------------------------------------------------------------------------------
// Sitemap data
// ---------------------------------------------------------------------------------------------

/**
 * Ids for sitemap file `file` of `type`: parts in id ranges of `per_file` (a range may hold
 * fewer where parts were removed), each as the goods id of its canonical product page.
 */
export async function sitemap(
  ctx: Ctx,
  q: { type: 'parts' | 'categories' | 'manufacturers'; file: number; per_file: number },
) {
  const { db } = ctx
  if (q.type === 'parts') {
    const [{ max }] = (await db.all<{ max: number | null }>(sql`SELECT max(id) AS max FROM parts`)) as [
      { max: number | null },
    ]
    const files = Math.max(1, Math.ceil(num(max) / q.per_file))
    const from = (q.file - 1) * q.per_file
    const rows = await db.all<{ goods_id: number | null; updated_at: string }>(
      sql`SELECT goods_id, updated_at FROM parts WHERE id > ${from} AND id <= ${from + q.per_file} AND goods_id IS NOT NULL ORDER BY id`,
    )
    return {
      type: q.type,
      file: q.file,
      files,
      per_file: q.per_file,
      list: rows.map((r) => ({ id: num(r.goods_id), lastmod: r.updated_at })),
    }
  }
  const table = sql.raw(q.type === 'categories' ? 'categories' : 'manufacturers')
  const where = q.type === 'manufacturers' ? sql`WHERE part_count > 0` : sql``
  const [{ n }] = (await db.all<{ n: number }>(sql`SELECT count(*) AS n FROM ${table} ${where}`)) as [{ n: number }]
  const rows = await db.all<{ id: number; updated_at: string }>(
    sql`SELECT id, updated_at FROM ${table} ${where} ORDER BY id LIMIT ${q.per_file} OFFSET ${(q.file - 1) * q.per_file}`,
  )
  return {
    type: q.type,
    file: q.file,
    files: Math.max(1, Math.ceil(num(n) / q.per_file)),
    per_file: q.per_file,
    list: rows.map((r) => ({ id: num(r.id), lastmod: r.updated_at })),
  }
}
