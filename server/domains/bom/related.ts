import { sql } from 'drizzle-orm'
import { prefixEnd } from '../search/normalize'
import type { Ctx } from './store'

const num = Number

/**
 * The parts a buyer may take instead of a line's matched part ("Change part"), closest first:
 * - variant: the same maker's part whose number is this one's plus or minus a suffix (packaging,
 *   reel, lead-free or grade marks: "LM358DR" for "LM358D", "MAX232ECPE+" for "MAX232ECPE");
 * - family: the same maker's parts of the same series (the number's letters and first digits:
 *   "LM358…" for "LM358DR");
 * - parametric: parts of the same category and package whose parameters are the same values
 *   (at least two, and four in five of the part's own).
 */
export type Relation = 'variant' | 'family' | 'parametric'

const MAX_EACH = 12

/** The series of a number: its leading letters and the digits after them ("LM358" of "LM358DR"); null when too short to mean one. */
export function seriesOf(mpnNorm: string): string | null {
  const m = /^[A-Z]*\d+/.exec(mpnNorm)
  return m && m[0].length >= 4 ? m[0] : null
}

export async function relatedParts(ctx: Ctx, partId: number): Promise<{ partId: number; relation: Relation }[]> {
  const [part] = await ctx.db.all<{ mpn_norm: string; manufacturer_id: number; category_id: number; package: string }>(
    sql`SELECT mpn_norm, manufacturer_id, category_id, package FROM parts WHERE id = ${partId}`,
  )
  if (!part) return []
  const out: { partId: number; relation: Relation }[] = []
  const series = seriesOf(part.mpn_norm)
  if (series) {
    const rows = await ctx.db.all<{ id: number; mpn_norm: string }>(
      sql`SELECT id, mpn_norm FROM parts
           WHERE mpn_norm >= ${series} AND mpn_norm < ${prefixEnd(series)}
             AND manufacturer_id = ${part.manufacturer_id} AND id != ${partId}
           ORDER BY length(mpn_norm), mpn_norm LIMIT ${MAX_EACH * 4}`,
    )
    const variants = rows.filter((r) => r.mpn_norm.startsWith(part.mpn_norm) || part.mpn_norm.startsWith(r.mpn_norm))
    const family = rows.filter((r) => !variants.includes(r))
    for (const r of variants.slice(0, MAX_EACH)) out.push({ partId: num(r.id), relation: 'variant' })
    for (const r of family.slice(0, MAX_EACH)) out.push({ partId: num(r.id), relation: 'family' })
  }
  const [own] = await ctx.db.all<{ n: number }>(sql`SELECT count(*) AS n FROM part_params WHERE part_id = ${partId}`)
  const n = num(own?.n ?? 0)
  if (n >= 2) {
    const needed = Math.max(2, Math.ceil(n * 0.8))
    const rows = await ctx.db.all<{ id: number }>(
      sql`SELECT b.part_id AS id FROM part_params a
            JOIN part_params b ON b.param_id = a.param_id AND b.value = a.value AND b.part_id != a.part_id
            JOIN parts q ON q.id = b.part_id AND q.category_id = ${part.category_id} AND q.package = ${part.package}
           WHERE a.part_id = ${partId}
           GROUP BY b.part_id HAVING count(*) >= ${needed}
           ORDER BY count(*) DESC, b.part_id LIMIT ${MAX_EACH}`,
    )
    const seen = new Set(out.map((o) => o.partId))
    for (const r of rows) if (!seen.has(num(r.id))) out.push({ partId: num(r.id), relation: 'parametric' })
  }
  return out
}
