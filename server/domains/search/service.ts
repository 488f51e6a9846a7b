import { sql, type SQL } from 'drizzle-orm'
import type { SearchResult } from '../../../contract/catalogue'
import type { RequestContext } from '../../http/context'
import { goodsPageUrl, partListItems } from '../catalogue/service'
import { reference, type Reference } from '../catalogue/reference'
import {
  baseVariants,
  ftsMatch,
  keywordTokens,
  MAX_QUERY,
  normalizeMpn,
  normalizeName,
  prefixEnd,
  xrefFamily,
} from './normalize'

/**
 * Part search over the catalogue's parts: the search domain owns the FTS5 indexes (migration
 * catalogue_fts) and reads the parts' mpn_norm index; rows for display come from the catalogue
 * service. Every user string reaches SQL as a bound value or as quoted FTS5 terms of letters and
 * digits only.
 */
type Ctx = Pick<RequestContext, 'db' | 'locale' | 'now'>

const SUGGESTIONS = 10
const PREFIX_LIMIT = 300
const SUBSTRING_LIMIT = 300
const KEYWORD_LIMIT = 1000
const CANDIDATES = 1000
const MIN_SUBSTRING = 3
const MAX_NORM = 60

const num = (v: unknown) => Number(v ?? 0)
const intList = (list: readonly number[]) => sql.raw(list.filter(Number.isSafeInteger).join(',') || 'NULL')
const textList = (list: readonly string[]) => sql.raw(list.map((s) => `'${s.replace(/'/g, "''")}'`).join(',') || 'NULL')

/** Typeahead: up to 10 part numbers for what was typed so far (prefix first, then codes, bases, substrings). */
export async function suggest(ctx: Ctx, keyword: string) {
  const qn = normalizeMpn(keyword).slice(0, MAX_NORM)
  if (!qn) return []
  const { db } = ctx
  const found = new Map<number, { id: number; mpn: string; goods_id: number | null; manufacturer_id: number }>()
  const take = (rows: { id: number; mpn: string; goods_id: number | null; manufacturer_id: number }[]) => {
    for (const r of rows) if (found.size < SUGGESTIONS && r.goods_id !== null) found.set(num(r.id), r)
  }
  type Row = { id: number; mpn: string; goods_id: number | null; manufacturer_id: number }
  take(
    await db.all<Row>(
      sql`SELECT id, mpn, goods_id, manufacturer_id FROM parts WHERE mpn_norm >= ${qn} AND mpn_norm < ${prefixEnd(qn)} ORDER BY mpn_norm, manufacturer_id LIMIT ${SUGGESTIONS}`,
    ),
  )
  if (found.size < SUGGESTIONS && qn.length >= MIN_SUBSTRING) {
    take(
      await db.all<Row>(
        sql`SELECT p.id, p.mpn, p.goods_id, p.manufacturer_id FROM part_xrefs x JOIN parts p ON p.id = x.part_id
            WHERE x.code_norm >= ${qn} AND x.code_norm < ${prefixEnd(qn)} LIMIT ${SUGGESTIONS}`,
      ),
    )
  }
  const family = xrefFamily(keyword)
  if (found.size < SUGGESTIONS && family && family.length >= 4) {
    take(
      await db.all<Row>(
        sql`SELECT p.id, p.mpn, p.goods_id, p.manufacturer_id FROM part_xrefs x JOIN parts p ON p.id = x.part_id
            WHERE x.code_norm >= ${family} AND x.code_norm < ${prefixEnd(family)} LIMIT ${SUGGESTIONS}`,
      ),
    )
  }
  const bases = baseVariants(keyword)
  if (found.size < SUGGESTIONS && bases.length) {
    take(
      await db.all<Row>(
        sql`SELECT id, mpn, goods_id, manufacturer_id FROM parts WHERE mpn_norm IN (${textList(bases)}) LIMIT ${SUGGESTIONS}`,
      ),
    )
  }
  if (found.size < SUGGESTIONS && qn.length >= MIN_SUBSTRING) {
    take(
      await db.all<Row>(
        sql`SELECT id, mpn, goods_id, manufacturer_id FROM parts WHERE id IN (
              SELECT rowid FROM part_mpn_fts WHERE mpn_norm LIKE ${`%${qn}%`} LIMIT ${SUGGESTIONS * 2})`,
      ),
    )
  }
  const ref = await reference(db, ctx.locale)
  return [...found.values()].map((r) => ({
    part_number: r.mpn,
    goods_page_url: goodsPageUrl(num(r.goods_id)),
    goods_id: num(r.goods_id),
    manufacturer: ref.manufacturerName(num(r.manufacturer_id)),
  }))
}

export type SearchQuery = {
  keyword: string
  page: number
  page_size: number
  manufacturer_id?: number
  category_id?: number
  package?: string
  in_stock?: boolean
  rohs?: boolean
}

type Match = SearchResult['list'][number]['match']
type Candidate = { id: number; match: Match; rank: number; code: string | null }

/** A manufacturer named in the query (TI, ST, onsemi, "Texas Instruments"), and the rest of it. */
function findManufacturer(ref: Reference, keyword: string) {
  const words = keyword.normalize('NFKC').split(/\s+/).filter(Boolean)
  const aliases = new Map(ref.aliases.filter((a) => a.searchable).map((a) => [a.norm, a.manufacturerId]))
  let best: { from: number; to: number; id: number } | null = null
  for (let from = 0; from < words.length; from++) {
    for (let to = Math.min(words.length, from + 4); to > from; to--) {
      const id = aliases.get(normalizeName(words.slice(from, to).join('')))
      if (id && (!best || to - from > best.to - best.from)) best = { from, to, id }
    }
  }
  if (!best) return null
  return { id: best.id, rest: [...words.slice(0, best.from), ...words.slice(best.to)].join(' ') }
}

/**
 * Candidates for a query, best first, at most 1,000: exact part number, another distributor's
 * code, the base part without a packaging suffix, prefix, substring (trigram), then keywords
 * (FTS5, bm25 over the first 1,000 matches). `filter` narrows every step in SQL.
 */
async function candidates(ctx: Ctx, text: string, filter: SQL | null, manufacturerOnly: boolean) {
  const { db } = ctx
  const and = filter ? sql` AND ${filter}` : sql``
  const out = new Map<number, Candidate>()
  let capped = false
  const add = <R extends { id: number }>(
    rows: R[],
    match: Match,
    code: (r: R) => string | null = () => null,
    rank: (r: R, i: number) => number = (_, i) => i,
  ) => {
    rows.forEach((r, i) => {
      const id = num(r.id)
      if (!out.has(id) && out.size < CANDIDATES) out.set(id, { id, match, rank: rank(r, i), code: code(r) })
    })
  }
  if (manufacturerOnly) {
    const rows = await db.all<{ id: number }>(
      sql`SELECT p.id FROM parts p WHERE 1 = 1${and} ORDER BY p.id LIMIT ${CANDIDATES + 1}`,
    )
    capped = rows.length > CANDIDATES
    add(rows, 'manufacturer')
    return { list: [...out.values()], capped }
  }
  const qn = normalizeMpn(text).slice(0, MAX_NORM)
  const tokens = keywordTokens(text)
  if (qn) {
    add(await db.all<{ id: number }>(sql`SELECT p.id FROM parts p WHERE p.mpn_norm = ${qn}${and} LIMIT 50`), 'exact')
    const xf = xrefFamily(text)
    const family = xf && xf.length >= 4 ? xf : null
    const xrefs = await db.all<{ id: number; code: string }>(
      sql`SELECT p.id, x.code FROM part_xrefs x JOIN parts p ON p.id = x.part_id
          WHERE (x.code_norm = ${qn}${family ? sql` OR (x.code_norm >= ${family} AND x.code_norm < ${prefixEnd(family)})` : sql``})${and}
          ORDER BY x.code_norm = ${qn} DESC LIMIT 50`,
    )
    add(xrefs, 'xref', (r) => r.code)
    const bases = baseVariants(text).map((b) => b.slice(0, MAX_NORM))
    if (bases.length) {
      const rows = await db.all<{ id: number; mpn_norm: string }>(
        sql`SELECT p.id, p.mpn_norm FROM parts p WHERE p.mpn_norm IN (${textList(bases)})${and} LIMIT 50`,
      )
      rows.sort((a, b) => bases.indexOf(a.mpn_norm) - bases.indexOf(b.mpn_norm))
      add(rows, 'base', (r) => r.mpn_norm)
    }
    const prefixOf = async (p: string) =>
      db.all<{ id: number; mpn_norm: string }>(
        sql`SELECT p.id, p.mpn_norm FROM parts p WHERE p.mpn_norm > ${p} AND p.mpn_norm < ${prefixEnd(p)}${and} ORDER BY p.mpn_norm LIMIT ${PREFIX_LIMIT}`,
      )
    let prefix = await prefixOf(qn)
    if (prefix.length < 20 && bases[0]) prefix = [...prefix, ...(await prefixOf(bases[0]))]
    // Shorter completions first: "LM358" ranks LM358D before LM358DR2G.
    add(
      prefix,
      'prefix',
      () => null,
      (r) => r.mpn_norm.length,
    )
    if (prefix.length >= PREFIX_LIMIT) capped = true
    if (qn.length >= MIN_SUBSTRING && prefix.length < PREFIX_LIMIT) {
      const rows = await db.all<{ id: number; mpn_norm: string }>(
        sql`SELECT p.id, p.mpn_norm FROM parts p WHERE p.id IN (
              SELECT rowid FROM part_mpn_fts WHERE mpn_norm LIKE ${`%${qn}%`} LIMIT ${SUBSTRING_LIMIT})${and}`,
      )
      if (rows.length >= SUBSTRING_LIMIT) capped = true
      add(
        rows,
        'substring',
        () => null,
        (r) => {
          const m = r.mpn_norm
          return m.indexOf(qn) * 100 + m.length
        },
      )
    }
  }
  // Words: always for several words, and for one word that is not (the start of) a part number.
  if (tokens.length > 1 || (tokens.length === 1 && out.size < 10)) {
    const match = ftsMatch(tokens)
    const rows = filter
      ? await db.all<{ id: number; score: number }>(
          sql`SELECT f.rowid AS id, bm25(part_text_fts, 4.0, 1.0, 2.0, 1.5, 1.0) AS score FROM part_text_fts f JOIN parts p ON p.id = f.rowid
              WHERE part_text_fts MATCH ${match} AND ${filter} LIMIT ${KEYWORD_LIMIT}`,
        )
      : await db.all<{ id: number; score: number }>(
          sql`SELECT rowid AS id, bm25(part_text_fts, 4.0, 1.0, 2.0, 1.5, 1.0) AS score FROM part_text_fts
              WHERE part_text_fts MATCH ${match} LIMIT ${KEYWORD_LIMIT}`,
        )
    if (rows.length >= KEYWORD_LIMIT) capped = true
    add(
      rows.sort((a, b) => num(a.score) - num(b.score) || num(a.id) - num(b.id)),
      'keyword',
    )
  }
  if (out.size >= CANDIDATES) capped = true
  return { list: [...out.values()], capped }
}

const TIER: Record<Match, number> = { exact: 0, xref: 1, base: 2, prefix: 3, substring: 4, keyword: 5, manufacturer: 6 }
const FACETS = 20

type Facts = {
  id: number
  manufacturer_id: number
  category_id: number
  package: string
  rohs: number | null
  in_stock: number
}

async function factsOf(ctx: Ctx, list: Candidate[]) {
  if (!list.length) return new Map<number, Facts>()
  const rows = await ctx.db.all<Facts>(
    sql`SELECT p.id, p.manufacturer_id, p.category_id, p.package, p.rohs,
          EXISTS (SELECT 1 FROM goods g WHERE g.part_id = p.id AND g.stock > 0) AS in_stock
        FROM parts p WHERE p.id IN (${intList(list.map((c) => c.id))})`,
  )
  return new Map(rows.map((r) => [num(r.id), r]))
}

function facetsOf(ref: Reference, facts: Facts[]) {
  const countBy = <K>(key: (f: Facts) => K | null) => {
    const m = new Map<K, number>()
    for (const f of facts) {
      const k = key(f)
      if (k !== null && k !== '') m.set(k, (m.get(k) ?? 0) + 1)
    }
    return [...m].sort((a, b) => b[1] - a[1]).slice(0, FACETS)
  }
  return {
    manufacturers: countBy((f) => num(f.manufacturer_id)).map(([id, count]) => ({
      id,
      name: ref.manufacturerName(id),
      count,
    })),
    categories: countBy((f) => num(f.category_id)).map(([id, count]) => ({ id, name: ref.categoryName(id), count })),
    packages: countBy((f) => f.package).map(([value, count]) => ({ value, count })),
    in_stock: facts.filter((f) => num(f.in_stock) === 1).length,
    rohs: facts.filter((f) => num(f.rohs) === 1).length,
  }
}

/**
 * The search results page (/s?wd=): ranked parts with their best offer, facets over the matches
 * (without the user's filters, so that other choices stay visible), and pages. Null when the
 * query is shorter than two characters.
 */
export async function search(ctx: Ctx, q: SearchQuery): Promise<SearchResult | null> {
  const keyword = q.keyword.trim().slice(0, MAX_QUERY)
  if ([...keyword].length < 2) return null
  const ref = await reference(ctx.db, ctx.locale)
  const named = q.manufacturer_id === undefined ? findManufacturer(ref, keyword) : null
  const text = named ? named.rest : keyword
  const manufacturerOnly = !!named && !normalizeMpn(text)
  const empty = { manufacturers: [], categories: [], packages: [], in_stock: 0, rohs: 0 }
  const base = {
    keyword,
    normalized: normalizeMpn(keyword).slice(0, MAX_NORM),
    manufacturer: named ? { id: named.id, name: ref.manufacturerName(named.id) } : null,
    page: q.page,
    page_size: q.page_size,
  }
  if (!normalizeMpn(text) && !manufacturerOnly)
    return { ...base, list: [], total: 0, total_capped: false, facets: empty }

  const scope: SQL[] = []
  if (named) scope.push(sql`p.manufacturer_id = ${named.id}`)
  const user: SQL[] = []
  if (q.manufacturer_id !== undefined) user.push(sql`p.manufacturer_id = ${q.manufacturer_id}`)
  if (q.category_id !== undefined) user.push(sql`p.category_id IN (${intList(ref.subtree(q.category_id))})`)
  if (q.package) user.push(sql`p.package = ${q.package}`)
  if (q.rohs) user.push(sql`p.rohs = 1`)
  if (q.in_stock) user.push(sql`EXISTS (SELECT 1 FROM goods g WHERE g.part_id = p.id AND g.stock > 0)`)
  const join = (parts: SQL[]) => (parts.length ? sql.join(parts, sql` AND `) : null)

  const all = await candidates(ctx, text, join(scope), manufacturerOnly)
  const filtered = user.length ? await candidates(ctx, text, join([...scope, ...user]), manufacturerOnly) : all
  const allFacts = await factsOf(ctx, all.list)
  const facts = user.length ? await factsOf(ctx, filtered.list) : allFacts
  const ordered = filtered.list
    .map((c) => ({ c, stocked: num(facts.get(c.id)?.in_stock) }))
    .sort(
      (a, b) => TIER[a.c.match] - TIER[b.c.match] || b.stocked - a.stocked || a.c.rank - b.c.rank || a.c.id - b.c.id,
    )
    .map((x) => x.c)
  const start = (q.page - 1) * q.page_size
  const page = ordered.slice(start, start + q.page_size)
  const items = await partListItems(
    ctx,
    page.map((c) => c.id),
  )
  const byId = new Map(page.map((c) => [c.id, c]))
  return {
    ...base,
    list: items.map((item) => ({
      ...item,
      match: byId.get(item.part_id)!.match,
      matched_code: byId.get(item.part_id)!.code,
    })),
    total: ordered.length,
    total_capped: filtered.capped,
    facets: facetsOf(ref, [...allFacts.values()]),
  }
}
