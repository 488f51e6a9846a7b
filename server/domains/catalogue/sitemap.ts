import { sql } from 'drizzle-orm'
import { num, type Ctx } from '../parts/views'

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
