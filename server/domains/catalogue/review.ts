import { sql } from 'drizzle-orm'
import type { CategoryReview, MakerReview } from '../../../contract/admin/review'
import { batchStatement } from '../../db/batch'
import type { Db } from '../../db/client'
import { refreshCatalogue } from '../../db/seed/catalogue/catalogue'
import { batchSink } from '../../db/seed/catalogue/writer'
import { forgetReference } from '../parts/reference'
import { withoutLegalForm } from '../search/maker-names'
import { normalizeName } from '../search/normalize'
import { auditStatement, type AuditActor } from '../staff/audit'
import { forgetFacetParts } from './facet-counts'

/**
 * The review of what feed imports created (issue 32 item 1): makers and categories made from a
 * name no alias knew carry `needs_review = 1` (import/catalogue.ts). An admin approves one as it
 * is, renames it, merges it into an existing one, or places a category under a parent. Each is
 * one batch with its audit row, conditional on the row still being flagged (a second click, or
 * another admin, finds it reviewed); then the counts, facets and the data version are refreshed as
 * after an import, so buyers see the change at once. A merge moves the parts: a maker's parts
 * keep their numbers, so a part number both makers have would collide — that merge is refused with
 * the numbers, nothing moved (the admin renames or approves instead, or fixes the feed).
 */
type Ctx = { db: Db; now: Date }

export type ReviewResult =
  | { kind: 'done' }
  | { kind: 'notFound' }
  | { kind: 'reviewed' }
  | { kind: 'badTarget' }
  | { kind: 'sameParts'; part_numbers: string[] }

export async function reviewList(db: Db) {
  const makers = await db.all<{ id: number; name: string; part_count: number; aliases: string | null }>(
    sql`SELECT m.id, m.name, m.part_count,
          (SELECT group_concat(alias, char(31)) FROM (SELECT DISTINCT alias FROM manufacturer_aliases WHERE manufacturer_id = m.id)) AS aliases
        FROM manufacturers m WHERE m.needs_review = 1 ORDER BY m.name, m.id`,
  )
  const categories = await db.all<{ id: number; name: string; part_count: number }>(
    sql`SELECT c.id, coalesce(t.name, c.slug) AS name, c.part_count
        FROM categories c LEFT JOIN category_translations t ON t.category_id = c.id AND t.locale = 'en'
        WHERE c.needs_review = 1 ORDER BY name, c.id`,
  )
  const knownMakers = await db.all<{ id: number; name: string }>(
    sql`SELECT id, name FROM manufacturers WHERE needs_review = 0 ORDER BY name, id`,
  )
  const knownCategories = await db.all<{ id: number; name: string; depth: number }>(
    sql`SELECT c.id, coalesce(t.name, c.slug) AS name, c.depth
        FROM categories c LEFT JOIN category_translations t ON t.category_id = c.id AND t.locale = 'en'
        WHERE c.needs_review = 0 ORDER BY name, c.id`,
  )
  return {
    known_makers: knownMakers.map((m) => ({ id: Number(m.id), name: String(m.name) })),
    known_categories: knownCategories.map((c) => ({ id: Number(c.id), name: String(c.name), depth: Number(c.depth) })),
    makers: makers.map((m) => ({
      id: Number(m.id),
      name: String(m.name),
      part_count: Number(m.part_count),
      aliases: m.aliases ? String(m.aliases).split('\u001f') : [],
    })),
    categories: categories.map((c) => ({ id: Number(c.id), name: String(c.name), part_count: Number(c.part_count) })),
  }
}

/** Counts, facets, caches and the data version, as after an import. */
async function refreshAfterReview(db: Db) {
  const sink = batchSink(db)
  await refreshCatalogue(sink)
  await sink.flush()
  forgetFacetParts(db)
  forgetReference(db)
}

/**
 * Runs a review's batch; the statement at `marker` (RETURNING) answers rows when the review
 * applied, none when the row was no longer flagged (then every statement of it did nothing).
 */
async function applyReview(ctx: Ctx, statements: Parameters<Db['batch']>[0], marker = 0): Promise<ReviewResult> {
  const results = (await ctx.db.batch(statements)) as unknown as unknown[][]
  if (!results.at(marker)?.length) return { kind: 'reviewed' }
  await refreshAfterReview(ctx.db)
  return { kind: 'done' }
}

const still = (table: 'manufacturers' | 'categories', id: number) =>
  sql`EXISTS (SELECT 1 FROM ${sql.raw(table)} WHERE id = ${id} AND needs_review = 0)`

export async function reviewMaker(ctx: Ctx, actor: AuditActor, id: number, change: MakerReview): Promise<ReviewResult> {
  const { db, now } = ctx
  const [maker] = await db.all<{ name: string; needs_review: number }>(
    sql`SELECT name, needs_review FROM manufacturers WHERE id = ${id}`,
  )
  if (!maker) return { kind: 'notFound' }
  if (!Number(maker.needs_review)) return { kind: 'reviewed' }
  const name = String(maker.name)
  const at = now.toISOString()
  const audit = (after: Record<string, unknown>, when = still('manufacturers', id)) =>
    auditStatement(
      db,
      actor,
      { objectType: 'manufacturer', objectId: id, action: `maker.${change.action}`, before: { name }, after },
      now,
      when,
    )

  if (change.action === 'approve')
    return applyReview(ctx, [
      db.all(
        sql`UPDATE manufacturers SET needs_review = 0, updated_at = ${at} WHERE id = ${id} AND needs_review = 1 RETURNING id`,
      ),
      audit({ name }),
    ])
  if (change.action === 'rename') {
    const aliases = new Set(
      [normalizeName(change.name), ...withoutLegalForm(normalizeName(change.name))].filter(Boolean),
    )
    return applyReview(ctx, [
      db.all(
        sql`UPDATE manufacturers SET name = ${change.name}, needs_review = 0, updated_at = ${at} WHERE id = ${id} AND needs_review = 1 RETURNING id`,
      ),
      ...[...aliases].map((alias) =>
        batchStatement(
          db,
          sql`INSERT OR IGNORE INTO manufacturer_aliases (alias_norm, alias, manufacturer_id, searchable) VALUES (${alias}, ${change.name}, ${id}, 1)`,
        ),
      ),
      audit({ name: change.name }),
    ])
  }
  // merge
  const into = change.into_id
  const [target] = await db.all<{ name: string }>(sql`SELECT name FROM manufacturers WHERE id = ${into}`)
  if (!target || into === id) return { kind: 'badTarget' }
  const same = await db.all<{ mpn: string }>(
    sql`SELECT a.mpn FROM parts a JOIN parts b ON b.mpn_norm = a.mpn_norm AND b.manufacturer_id = ${into}
        WHERE a.manufacturer_id = ${id} ORDER BY a.mpn LIMIT 20`,
  )
  if (same.length) return { kind: 'sameParts', part_numbers: same.map((r) => String(r.mpn)) }
  const gone = sql`NOT EXISTS (SELECT 1 FROM manufacturers WHERE id = ${id})`
  const flagged = sql`EXISTS (SELECT 1 FROM manufacturers WHERE id = ${id} AND needs_review = 1)`
  return applyReview(
    ctx,
    [
      // Its spellings, and its name, resolve to the other maker from now on (the next import finds it there).
      batchStatement(
        db,
        sql`UPDATE OR IGNORE manufacturer_aliases SET manufacturer_id = ${into} WHERE manufacturer_id = ${id} AND ${flagged}`,
      ),
      ...[normalizeName(name), ...withoutLegalForm(normalizeName(name))].filter(Boolean).map((alias) =>
        batchStatement(
          db,
          sql`INSERT OR IGNORE INTO manufacturer_aliases (alias_norm, alias, manufacturer_id, searchable)
              SELECT ${alias}, ${name}, ${into}, 1 WHERE ${flagged}`,
        ),
      ),
      batchStatement(db, sql`UPDATE parts SET manufacturer_id = ${into} WHERE manufacturer_id = ${id} AND ${flagged}`),
      batchStatement(db, sql`DELETE FROM manufacturer_aliases WHERE manufacturer_id = ${id} AND ${flagged}`),
      batchStatement(db, sql`DELETE FROM manufacturer_translations WHERE manufacturer_id = ${id} AND ${flagged}`),
      db.all(sql`DELETE FROM manufacturers WHERE id = ${id} AND needs_review = 1 RETURNING id`),
      audit({ merged_into: into, into_name: String(target.name) }, gone),
    ],
    -2,
  )
}

export async function reviewCategory(
  ctx: Ctx,
  actor: AuditActor,
  id: number,
  change: CategoryReview,
): Promise<ReviewResult> {
  const { db, now } = ctx
  const [category] = await db.all<{ name: string | null; needs_review: number; children: number }>(
    sql`SELECT (SELECT name FROM category_translations WHERE category_id = c.id AND locale = 'en') AS name, c.needs_review,
          (SELECT count(*) FROM categories k WHERE k.parent_id = c.id) AS children
        FROM categories c WHERE c.id = ${id}`,
  )
  if (!category) return { kind: 'notFound' }
  if (!Number(category.needs_review)) return { kind: 'reviewed' }
  const name = String(category.name ?? '')
  const at = now.toISOString()
  const audit = (after: Record<string, unknown>, when = still('categories', id)) =>
    auditStatement(
      db,
      actor,
      { objectType: 'category', objectId: id, action: `category.${change.action}`, before: { name }, after },
      now,
      when,
    )
  const flagged = sql`id = ${id} AND needs_review = 1`

  if (change.action === 'approve')
    return applyReview(ctx, [
      db.all(sql`UPDATE categories SET needs_review = 0, updated_at = ${at} WHERE ${flagged} RETURNING id`),
      audit({ name }),
    ])
  if (change.action === 'rename')
    return applyReview(ctx, [
      db.all(sql`UPDATE categories SET needs_review = 0, updated_at = ${at} WHERE ${flagged} RETURNING id`),
      batchStatement(
        db,
        sql`INSERT INTO category_translations (category_id, locale, name, description) VALUES (${id}, 'en', ${change.name}, '')
            ON CONFLICT (category_id, locale) DO UPDATE SET name = excluded.name`,
      ),
      audit({ name: change.name }),
    ])
  if (change.action === 'place') {
    // Three levels at most: a parent of depth 0 or 1, and a category with no children of its own.
    const [parent] = await db.all<{ depth: number }>(sql`SELECT depth FROM categories WHERE id = ${change.parent_id}`)
    if (!parent || change.parent_id === id || Number(parent.depth) > 1 || Number(category.children) > 0)
      return { kind: 'badTarget' }
    const depth = Number(parent.depth) + 1
    return applyReview(ctx, [
      db.all(
        sql`UPDATE categories SET parent_id = ${change.parent_id}, depth = ${depth}, needs_review = 0, updated_at = ${at} WHERE ${flagged} RETURNING id`,
      ),
      audit({ name, parent_id: change.parent_id }),
    ])
  }
  // merge
  const into = change.into_id
  const [target] = await db.all<{ id: number }>(sql`SELECT id FROM categories WHERE id = ${into}`)
  if (!target || into === id || Number(category.children) > 0) return { kind: 'badTarget' }
  const gone = sql`NOT EXISTS (SELECT 1 FROM categories WHERE id = ${id})`
  const stillFlagged = sql`EXISTS (SELECT 1 FROM categories WHERE ${flagged})`
  return applyReview(
    ctx,
    [
      batchStatement(db, sql`UPDATE parts SET category_id = ${into} WHERE category_id = ${id} AND ${stillFlagged}`),
      batchStatement(db, sql`UPDATE floors SET category_id = ${into} WHERE category_id = ${id} AND ${stillFlagged}`),
      batchStatement(db, sql`DELETE FROM category_params WHERE category_id = ${id} AND ${stillFlagged}`),
      batchStatement(db, sql`DELETE FROM category_facets WHERE category_id = ${id} AND ${stillFlagged}`),
      batchStatement(db, sql`DELETE FROM category_translations WHERE category_id = ${id} AND ${stillFlagged}`),
      db.all(sql`DELETE FROM categories WHERE ${flagged} RETURNING id`),
      audit({ merged_into: into }, gone),
    ],
    -2,
  )
}
