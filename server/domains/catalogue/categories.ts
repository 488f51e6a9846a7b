import { sql, type SQL } from 'drizzle-orm'
import type { z } from 'zod'
import type { CategoryFilterQuery, CategoryQuery } from '../../../contract/catalogue'
import { defaultLocale } from '../../../locales/locales'
import { inList } from '../../db/lists'
import { allOfCatalogue, catalogueShards, compareSql } from '../../db/catalogue-shards'
import { reference } from '../parts/reference'
import { normalizePackage } from '../parts/packages'
import { columnOrder, partListOrder } from '../parts/sorting'
import { byName, num, partListItems, type Ctx } from '../parts/views'
import { anyFilterActive, liveFacetCounts, offeredNumber, paramRange } from './facet-counts'

/** Categories: the tree, the figures, a category's filters with their counts, and its parts. */

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
  if (q.packages?.length) where.push(sql`p.package_norm IN ${inList(q.packages.map(normalizePackage))}`)
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
  const counted = sql`SELECT count(*) AS n FROM (SELECT 1 FROM parts p WHERE ${filter} LIMIT ${COUNT_CAP + 1})`
  const order = partListOrder(q)
  // On a split catalogue every shard counts (each up to the cap: their sum passes it when one
  // database's count would) and answers its first pages; the rows are merged in the list's order.
  const counts = await allOfCatalogue<{ n: number }>(ctx.db, counted)
  const rows = catalogueShards(ctx.db)
    ? await pageOfShards(ctx, q, filter, order)
    : await ctx.db.all<{ id: number }>(
        sql`SELECT p.id FROM parts p WHERE ${filter} ORDER BY ${order} LIMIT ${q.page_size} OFFSET ${(q.page - 1) * q.page_size}`,
      )
  const total = counts.reduce((sum, c) => sum + num(c.n), 0)
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

/** A page of a category's list from every shard: each its first `page × page_size`, merged by partListOrder. */
async function pageOfShards(ctx: Ctx, q: z.output<typeof CategoryQuery>, filter: SQL, order: SQL) {
  let sortColumn: string | null = null
  columnOrder(q, (name) => ((sortColumn = name), sql``))
  const column = sortColumn ? sql.raw(`p.${sortColumn}`) : sql`NULL`
  const rows = await allOfCatalogue<{ id: number; c: unknown }>(
    ctx.db,
    sql`SELECT p.id, ${column} AS c FROM parts p WHERE ${filter} ORDER BY ${order} LIMIT ${q.page * q.page_size}`,
  )
  const desc = q.order === 'desc' ? -1 : 1
  return rows
    .sort((a, b) => (sortColumn ? (compareSql(a.c, b.c) || num(a.id) - num(b.id)) * desc : num(a.id) - num(b.id)))
    .slice((q.page - 1) * q.page_size, q.page * q.page_size)
}
