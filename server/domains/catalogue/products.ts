import { sql, type SQL } from 'drizzle-orm'
import type { PartListItem } from '../../../contract/catalogue'
import { extendedE5, formatE5 } from '../../../contract/money'
import { defaultLocale } from '../../../locales/locales'
import { readOnce, type ServiceContext } from '../../services/context'
import { inList } from '../../db/lists'
import { catalogueShards, shardNumber } from '../../db/catalogue-shards'
import * as content from '../content/service'
import { reference } from '../parts/reference'
import { publicDataCache } from './data-version'
import { defaultOffers } from '../parts/offers'
import {
  GOODS_COLUMNS,
  goodsSummaries,
  num,
  offerView,
  PART_AS,
  partOf,
  summaryView,
  type Ctx,
  type GoodsRow,
} from '../parts/views'

/**
 * The product page: the offer with its part, similar parts, related news and documents. Each is
 * the same for every visitor of a language: kept until the data version changes (productAnswers),
 * so a product page that is not in the page cache renders without asking the database again.
 */

/** At most this many answers (4 per product page and language, a few KB each: about 16 MB). */
const productAnswers = publicDataCache<unknown>(4_000)
const kept = <T>(ctx: Ctx, key: string, load: () => Promise<T>) => productAnswers(ctx, key, load) as Promise<T>

/**
 * The offer and its part; the product page's four routes ask for it once per render. `catalogue`
 * is the database that holds the part's parameters and codes: the home database, or on a split
 * catalogue the part's shard (the offer is read from the home database, whose offers are the ones
 * a buyer pays; the part from its shard).
 */
function goodsAndPart(ctx: Ctx, goodsId: number) {
  return readOnce(ctx, `goodsAndPart:${goodsId}`, async () => {
    const shards = catalogueShards(ctx.db)
    if (shards) {
      const [goods] = await ctx.db.all<GoodsRow>(sql`SELECT ${GOODS_COLUMNS} FROM goods g WHERE g.id = ${goodsId}`)
      if (!goods) return null
      const catalogue = shards[shardNumber(num(goods.part_id), shards.length)]!
      const [part] = await catalogue.all<Record<string, unknown>>(
        sql`SELECT ${PART_AS} FROM parts p WHERE p.id = ${goods.part_id}`,
      )
      return part ? { goods, part: partOf(part), catalogue } : null
    }
    const [row] = await ctx.db.all<GoodsRow & Record<string, unknown>>(
      sql`SELECT ${GOODS_COLUMNS}, ${PART_AS} FROM goods g JOIN parts p ON p.id = g.part_id WHERE g.id = ${goodsId}`,
    )
    return row ? { goods: row as GoodsRow, part: partOf(row), catalogue: ctx.db } : null
  })
}

export function goodsDetail(ctx: Ctx, goodsId: number) {
  return kept(ctx, `goodsDetail:${goodsId}`, () => loadGoodsDetail(ctx, goodsId))
}

async function loadGoodsDetail(ctx: Ctx, goodsId: number) {
  const found = await goodsAndPart(ctx, goodsId)
  if (!found) return null
  const { goods: g, part: p, catalogue } = found
  const { db, locale } = ctx
  const ref = await reference(db, locale)
  const [offers, params, xrefs] = await Promise.all([
    db.all<GoodsRow>(sql`SELECT ${GOODS_COLUMNS} FROM goods g WHERE g.part_id = ${p.id} ORDER BY g.id`),
    catalogue.all<{ value: string; name: string | null; en: string | null; key: string; derived: number }>(
      sql`SELECT pp.value, pp.derived, pr.key, l.name, e.name AS en FROM part_params pp JOIN params pr ON pr.id = pp.param_id
          LEFT JOIN param_translations l ON l.param_id = pr.id AND l.locale = ${locale}
          LEFT JOIN param_translations e ON e.param_id = pr.id AND e.locale = ${defaultLocale}
          WHERE pp.part_id = ${p.id} ORDER BY pr.sort`,
    ),
    catalogue.all<{ source: string; code: string }>(
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
    parameters: params.map((r) => ({ name: r.name ?? r.en ?? r.key, value: r.value, derived: num(r.derived) === 1 })),
    cross_references: xrefs.map((x) => ({ source: x.source, code: x.code })),
    offers: offers.map((o) => {
      const { unitE5: _, ...view } = offerView(ctx.now, o, p)
      return view
    }),
    canonical_goods_id: p.goods_id ?? num(g.id),
    updated_at: p.updated_at,
  }
}

/** Up to 10 other parts of the same category with stock, the ones after this part first, each as its default offer. */
export function recommend(ctx: Ctx, goodsId: number) {
  return kept(ctx, `recommend:${goodsId}`, () => loadRecommend(ctx, goodsId))
}

async function loadRecommend(ctx: Ctx, goodsId: number) {
  const found = await goodsAndPart(ctx, goodsId)
  if (!found) return null
  const { part } = found
  const pick = (cmp: SQL) =>
    ctx.db.all<{ id: number }>(
      sql`SELECT p.id FROM parts p JOIN goods g ON g.id = p.goods_id
          WHERE p.category_id = ${part.category_id} AND ${cmp} AND g.stock > 0 ORDER BY p.id LIMIT 10`,
    )
  let rows = await pick(sql`p.id > ${part.id}`)
  if (rows.length < 10) rows = [...rows, ...(await pick(sql`p.id < ${part.id}`))].slice(0, 10)
  const partIds = rows.map((r) => num(r.id))
  const best = await defaultOffers(ctx, partIds)
  return goodsSummaries(
    ctx,
    partIds.flatMap((id) => best.get(id) ?? []),
  )
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
export async function relatedBlogs(ctx: Ctx & Pick<ServiceContext, 'locale'>, goodsId: number) {
  const newsIds = await kept(ctx, `relatedNews:${goodsId}`, () => relatedNewsIds(ctx, goodsId))
  if (!newsIds) return null
  if (!newsIds.length) return []
  // The news list gives summaries (titles and teasers in the request language) without
  // rendering each article; a shop has tens of news items, not thousands.
  const news = await newsSummaries(ctx)
  const byId = new Map(news.list.map((n) => [n.id, n]))
  return newsIds.flatMap((id) => {
    const n = byId.get(id)
    return n
      ? [
          {
            id: n.id,
            title: n.title,
            summary: n.summary,
            locale: n.locale,
            image: n.image,
            published_at: n.published_at,
          },
        ]
      : []
  })
}

/** The ids of the news relatedBlogs shows, at most 5; null when the offer does not exist. */
async function relatedNewsIds(ctx: Ctx, goodsId: number) {
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
  return [...new Set(links.sort((a, b) => rank(a) - rank(b)).map((l) => num(l.news_id)))].slice(0, 5)
}

const host = (url: string) => {
  try {
    return new URL(url).hostname
  } catch {
    return ''
  }
}

export function relevantPdfs(ctx: Ctx & Pick<ServiceContext, 't'>, goodsId: number) {
  return kept(ctx, `relevantPdfs:${goodsId}`, () => loadRelevantPdfs(ctx, goodsId))
}

async function loadRelevantPdfs(ctx: Ctx & Pick<ServiceContext, 't'>, goodsId: number) {
  const found = await goodsAndPart(ctx, goodsId)
  if (!found) return null
  const { part, catalogue } = found
  const docs = await catalogue.all<{ kind: string; title: string; url: string }>(
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
