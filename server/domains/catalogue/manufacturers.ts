import { sql, type SQL } from 'drizzle-orm'
import { defaultLocale } from '../../../locales/locales'
import { reference } from '../parts/reference'
import { partListOrder } from '../parts/sorting'
import type { PartSort, SortOrder } from '../../../contract/catalogue'
import { byName, goodsPageUrl, num, partListItems, type Ctx } from '../parts/views'

/** The A–Z index of part numbers, the manufacturers list and a manufacturer's page. */

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

export async function manufacturerDetail(
  ctx: Ctx,
  id: number,
  q: { page: number; page_size: number; sort?: PartSort; order?: SortOrder },
) {
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
  // Its parts in the catalogue's order, or by a column as search results are.
  const order = partListOrder(q)
  const rows = await ctx.db.all<{ id: number }>(
    sql`SELECT p.id FROM parts p WHERE p.manufacturer_id = ${id} ORDER BY ${order} LIMIT ${q.page_size} OFFSET ${(q.page - 1) * q.page_size}`,
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
