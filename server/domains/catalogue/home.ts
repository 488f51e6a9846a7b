import { sql } from 'drizzle-orm'
import { defaultLocale } from '../../../locales/locales'
import { reference } from '../parts/reference'
import { goodsSummaries, num, type Ctx } from '../parts/views'

/** The home page's catalogue: banners, floors (a category with chosen offers) and the flagged offers. */

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
