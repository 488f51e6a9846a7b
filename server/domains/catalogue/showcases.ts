import { sql } from 'drizzle-orm'
import type { z } from 'zod'
import type { BannerInput, ShowcaseChange } from '../../../contract/admin/content'
import type { FEATURE_TYPES } from '../../../contract/catalogue'
import { batchStatement } from '../../db/batch'
import type { ServiceContext } from '../../services/context'
import { num } from '../parts/views'
import { normalizeMpn } from '../search/normalize'
import { auditStatement } from '../staff/audit'
import type { StaffActor } from '../staff/service'
import { auditLog } from '../staff/schema'
import { dataVersionBump } from './data-version'

/**
 * The home page as staff arrange it in the console (issue 32): banners (a picture and text per
 * language, in order) and the four showcases (featured, hot-sale, recommended, preferential zone).
 * A showcase is the goods column of its name: 0 = not in it, n > 0 = its place (catalogue/schema.ts).
 * Each change is one batch with its audit row and a raise of the data version (the cached home
 * page is rendered anew on the next request).
 */
type Ctx = Pick<ServiceContext, 'db' | 'now'>
export type Showcase = (typeof FEATURE_TYPES)[number]

/** The list's column: one of four constant names, never what a caller sent. */
const COLUMN: Record<Showcase, string> = {
  featured: 'featured',
  hot: 'hot',
  recommended: 'recommended',
  preferential: 'preferential',
}
const SHOWN = 500

export async function showcase(ctx: Ctx, list: Showcase) {
  const col = sql.raw(COLUMN[list])
  const rows = await ctx.db.all<{
    goods_id: number
    part_id: number
    part_number: string
    manufacturer: string
    stock: number
    place: number
  }>(
    sql`SELECT g.id AS goods_id, g.part_id, p.mpn AS part_number, coalesce(m.name, '') AS manufacturer, g.stock, g.${col} AS place
        FROM goods g JOIN parts p ON p.id = g.part_id LEFT JOIN manufacturers m ON m.id = p.manufacturer_id
        WHERE g.${col} > 0 ORDER BY g.${col}, g.id LIMIT ${SHOWN}`,
  )
  // Places as the page shows them: 1, 2, 3 … (stored ones may tie: the seed writes 1 to all).
  return rows.map((r, i) => ({
    goods_id: num(r.goods_id),
    part_id: num(r.part_id),
    part_number: r.part_number,
    manufacturer: r.manufacturer,
    stock: num(r.stock),
    place: i + 1,
  }))
}

async function orderedIds(ctx: Ctx, list: Showcase): Promise<number[]> {
  const col = sql.raw(COLUMN[list])
  const rows = await ctx.db.all<{ id: number }>(sql`SELECT id FROM goods WHERE ${col} > 0 ORDER BY ${col}, id`)
  return rows.map((r) => num(r.id))
}

export type ShowcaseResult = { kind: 'done' } | { kind: 'notFound' } | { kind: 'notInList' } | { kind: 'already' }

export async function changeShowcase(
  ctx: Ctx,
  actor: StaffActor,
  list: Showcase,
  change: z.infer<typeof ShowcaseChange>,
): Promise<ShowcaseResult> {
  const { db } = ctx
  const col = sql.raw(COLUMN[list])
  const [offer] = await db.all<{ id: number; place: number }>(
    sql`SELECT id, ${col} AS place FROM goods WHERE id = ${change.goods_id}`,
  )
  if (!offer) return { kind: 'notFound' }
  const ids = await orderedIds(ctx, list)
  const before = ids.indexOf(change.goods_id) + 1
  let after: number[]
  if (change.op === 'add') {
    if (before) return { kind: 'already' }
    after = [...ids, change.goods_id]
  } else {
    if (!before) return { kind: 'notInList' }
    after = ids.filter((id) => id !== change.goods_id)
    if (change.op === 'move') after.splice(Math.min(change.place, after.length + 1) - 1, 0, change.goods_id)
  }
  const place = after.indexOf(change.goods_id) + 1
  const json = JSON.stringify(after)
  await db.batch([
    // Every place written anew (1, 2, 3 …): the list's order is then exactly `after`.
    batchStatement(
      db,
      sql`UPDATE goods SET ${col} = coalesce((SELECT key + 1 FROM json_each(${json}) WHERE value = goods.id), 0)
          WHERE ${col} > 0 OR id = ${change.goods_id}`,
    ),
    auditStatement(
      db,
      actor,
      {
        objectType: 'showcase',
        objectId: `${list}:${change.goods_id}`,
        action: `showcase.${change.op}`,
        before: { place: before || null },
        after: { place: place || null },
      },
      ctx.now,
    ),
    dataVersionBump(db),
  ])
  return { kind: 'done' }
}

/** Offers whose part number begins with `q` (its normalized form), to add to a list. */
export async function findOffers(ctx: Ctx, q: string) {
  const norm = normalizeMpn(q)
  if (!norm) return []
  const rows = await ctx.db.all<{
    goods_id: number
    part_number: string
    manufacturer: string
    supplier: string
    stock: number
  }>(
    sql`SELECT g.id AS goods_id, p.mpn AS part_number, coalesce(m.name, '') AS manufacturer, g.supplier, g.stock
        FROM parts p JOIN goods g ON g.part_id = p.id LEFT JOIN manufacturers m ON m.id = p.manufacturer_id
        WHERE p.mpn_norm >= ${norm} AND p.mpn_norm < ${norm + '\u{10FFFF}'}
        ORDER BY p.mpn_norm, g.id LIMIT 20`,
  )
  return rows.map((r) => ({ ...r, goods_id: num(r.goods_id), stock: num(r.stock) }))
}

/* ------------------------------------------------------------------ banners */

type BannerTexts = Record<string, { title: string; subtitle: string; image: string }>

export async function bannersForStaff(ctx: Ctx) {
  const rows = await ctx.db.all<{ id: number; image: string; link: string; active: number; sort: number }>(
    sql`SELECT id, image, link, active, sort FROM banners WHERE position = 'home' ORDER BY sort, id`,
  )
  const texts = await ctx.db.all<{ banner_id: number; locale: string; title: string; subtitle: string; image: string }>(
    sql`SELECT banner_id, locale, title, subtitle, image FROM banner_translations`,
  )
  return rows.map((r, i) => ({
    id: num(r.id),
    image: r.image,
    link: r.link,
    active: num(r.active) === 1,
    sort: i + 1,
    texts: Object.fromEntries(
      texts
        .filter((t) => num(t.banner_id) === num(r.id))
        .map((t) => [t.locale, { title: t.title, subtitle: t.subtitle, image: t.image }]),
    ) as BannerTexts,
  }))
}

type Input = z.infer<typeof BannerInput>

function translationRows(db: Ctx['db'], bannerId: ReturnType<typeof sql> | number, texts: Input['texts']) {
  return Object.entries(texts).map(([locale, t]) =>
    batchStatement(
      db,
      sql`INSERT INTO banner_translations (banner_id, locale, title, subtitle, image)
          VALUES (${bannerId}, ${locale}, ${t!.title}, ${t!.subtitle}, ${t!.image})`,
    ),
  )
}

export async function createBanner(ctx: Ctx, actor: StaffActor, input: Input) {
  const { db } = ctx
  const newest = sql`(SELECT max(id) FROM banners)`
  await db.batch([
    batchStatement(
      db,
      sql`INSERT INTO banners (position, image, link, sort, active)
          VALUES ('home', ${input.image}, ${input.link}, (SELECT coalesce(max(sort), 0) + 1 FROM banners WHERE position = 'home'), ${input.active ? 1 : 0})`,
    ),
    ...translationRows(db, newest, input.texts),
    db.insert(auditLog).select(
      sql`SELECT NULL, ${ctx.now.toISOString()}, ${actor.id}, ${actor.email}, ${actor.ip}, 'banner', CAST(max(id) AS TEXT),
        'banner.create', NULL, ${JSON.stringify(input)} FROM banners`,
    ),
    dataVersionBump(db),
  ])
}

export async function saveBanner(ctx: Ctx, actor: StaffActor, id: number, input: Input) {
  const { db } = ctx
  const before = (await bannersForStaff(ctx)).find((b) => b.id === id)
  if (!before) return false
  await db.batch([
    batchStatement(
      db,
      sql`UPDATE banners SET image = ${input.image}, link = ${input.link}, active = ${input.active ? 1 : 0} WHERE id = ${id}`,
    ),
    batchStatement(db, sql`DELETE FROM banner_translations WHERE banner_id = ${id}`),
    ...translationRows(db, id, input.texts),
    auditStatement(
      db,
      actor,
      {
        objectType: 'banner',
        objectId: id,
        action: 'banner.save',
        before: { image: before.image, link: before.link, active: before.active, texts: before.texts },
        after: input,
      },
      ctx.now,
    ),
    dataVersionBump(db),
  ])
  return true
}

export async function arrangeBanner(
  ctx: Ctx,
  actor: StaffActor,
  id: number,
  change: { op: 'move'; place: number } | { op: 'remove' },
) {
  const { db } = ctx
  const all = await bannersForStaff(ctx)
  const before = all.find((b) => b.id === id)
  if (!before) return false
  const order = all.map((b) => b.id).filter((b) => b !== id)
  if (change.op === 'move') order.splice(Math.min(change.place, order.length + 1) - 1, 0, id)
  const json = JSON.stringify(order)
  const removing = change.op === 'remove'
  await db.batch([
    batchStatement(db, removing ? sql`DELETE FROM banner_translations WHERE banner_id = ${id}` : sql`SELECT 1`),
    batchStatement(db, removing ? sql`DELETE FROM banners WHERE id = ${id}` : sql`SELECT 1`),
    batchStatement(
      db,
      sql`UPDATE banners SET sort = (SELECT key + 1 FROM json_each(${json}) WHERE value = banners.id)
          WHERE position = 'home' AND id IN (SELECT value FROM json_each(${json}))`,
    ),
    auditStatement(
      db,
      actor,
      {
        objectType: 'banner',
        objectId: id,
        action: change.op === 'remove' ? 'banner.remove' : 'banner.move',
        before: change.op === 'remove' ? before : { place: before.sort },
        after: change.op === 'remove' ? null : { place: order.indexOf(id) + 1 },
      },
      ctx.now,
    ),
    dataVersionBump(db),
  ])
  return true
}
