import { sql } from 'drizzle-orm'
import { defaultLocale } from '../../../locales/locales'
import { inList } from '../../db/lists'
import { defaultOffers } from '../parts/offers'
import { reference } from '../parts/reference'
import { goodsSummaries, num, type Ctx } from '../parts/views'

/** The home page's catalogue: banners, floors (a category with chosen offers) and the flagged offers. */

/**
 * The cards of offers chosen for the home page (floors, flagged offers): each shows its part's
 * default offer (the shop's one offer rule, parts/offers.ts), so a card, the search row and the
 * product page it leads to show the same price and stock. Two chosen offers of one part give one card.
 */
export async function partCards(ctx: Ctx, goodsIds: number[]) {
  if (!goodsIds.length) return { cards: [], of: new Map<number, number>() }
  const rows = await ctx.db.all<{ id: number; part_id: number }>(
    sql`SELECT id, part_id FROM goods WHERE id IN ${inList(goodsIds)}`,
  )
  const partOf = new Map(rows.map((r) => [num(r.id), num(r.part_id)]))
  const best = await defaultOffers(ctx, [...new Set(partOf.values())])
  /** chosen goods id → the goods id of the card shown for it */
  const of = new Map(goodsIds.flatMap((id) => (partOf.has(id) ? [[id, best.get(partOf.get(id)!) ?? id] as const] : [])))
  const cards = await goodsSummaries(ctx, [...new Set(of.values())])
  return { cards, of }
}

export async function banners({ db, locale }: Ctx) {
  const rows = await db.all<{
    id: number
    image: string
    link: string
    local_image: string | null
    en_image: string | null
    title: string | null
    subtitle: string | null
    en_title: string | null
    en_subtitle: string | null
  }>(
    sql`SELECT b.id, b.image, b.link, l.image AS local_image, e.image AS en_image, l.title, l.subtitle, e.title AS en_title, e.subtitle AS en_subtitle
        FROM banners b
        LEFT JOIN banner_translations l ON l.banner_id = b.id AND l.locale = ${locale}
        LEFT JOIN banner_translations e ON e.banner_id = b.id AND e.locale = ${defaultLocale}
        WHERE b.active = 1 AND b.position = 'home' ORDER BY b.sort, b.id`,
  )
  return rows.map((r) => ({
    id: num(r.id),
    title: r.title ?? r.en_title ?? '',
    subtitle: r.subtitle ?? r.en_subtitle ?? '',
    // The language's own picture, else the English one, else the banner's.
    image: r.local_image || r.en_image || r.image,
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
  const { cards, of } = await partCards(ctx, [...new Set(links.map((l) => num(l.goods_id)))])
  const byId = new Map(cards.map((s) => [s.goods_id, s]))
  const ref = await reference(db, locale)
  return rows.map((r) => ({
    id: num(r.id),
    title: r.title ?? r.en_title ?? '',
    subtitle: r.subtitle ?? r.en_subtitle ?? '',
    category_id: r.category_id === null ? null : num(r.category_id),
    icon: r.icon || (r.category_id === null ? '' : (ref.categories.get(num(r.category_id))?.icon ?? '')),
    goods: [
      ...new Set(
        links.filter((l) => num(l.floor_id) === num(r.id)).flatMap((l) => byId.get(of.get(num(l.goods_id)) ?? 0) ?? []),
      ),
    ],
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
  const [{ n }] = (await ctx.db.all<{ n: number }>(sql`SELECT count(*) AS n FROM goods WHERE ${column} > 0`)) as [
    { n: number },
  ]
  // In the list's order (its place: catalogue/schema.ts goods; the console's Home page sets it).
  const rows = await ctx.db.all<{ id: number }>(
    sql`SELECT id FROM goods WHERE ${column} > 0 ORDER BY ${column}, id LIMIT ${q.page_size} OFFSET ${(q.page - 1) * q.page_size}`,
  )
  return {
    list: (
      await partCards(
        ctx,
        rows.map((r) => num(r.id)),
      )
    ).cards,
    total: num(n),
    page: q.page,
    page_size: q.page_size,
  }
}
