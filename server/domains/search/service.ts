import { sql, type SQL } from 'drizzle-orm'
import type { z } from 'zod'
import type { PartSort, SearchResult, SortOrder, Suggestion } from '../../../contract/search'
import type { ServiceContext } from '../../services/context'
import { goodsPageUrl, partListItems } from '../parts/views'
import { defaultOfferPrices } from '../parts/offers'
import { formatE5 } from '../../../contract/money'
import { reference, type Reference } from '../parts/reference'
import { inList } from '../../db/lists'
import { allOfCatalogue, catalogueShards, compareSql, firstOfCatalogue } from '../../db/catalogue-shards'
import {
  baseVariants,
  ftsMatch,
  keywordTokens,
  MAX_QUERY,
  normalizeMpn,
  prefixEnd,
  valueSpellings,
  isValueToken,
  xrefFamily,
} from './normalize'
import { findManufacturer } from './match'
import { normalizePackage } from '../parts/packages'
import { columnOrder } from '../parts/sorting'
import { KIND_CATEGORY, readParametric, type ParametricQuery } from './parametric'
import { SIZES } from '../parts/values'

/**
 * Part search over the catalogue's parts: the search domain owns the FTS5 indexes (migration
 * catalogue_fts) and reads the parts' mpn_norm index; rows for display come from the shared
 * part views (../parts/views.ts). Every user string reaches SQL as a bound value or as quoted FTS5 terms of letters and
 * digits only.
 */
type Ctx = Pick<ServiceContext, 'db' | 'locale' | 'now'>

const SUGGESTIONS = 10
const PREFIX_LIMIT = 300
const XREF_PREFIX_LIMIT = 50
const SUBSTRING_LIMIT = 300
const KEYWORD_LIMIT = 400
const PARAMETRIC_LIMIT = 400
const CANDIDATES = 1000
const FACETS = 20
const MIN_SUBSTRING = 3
const MAX_NORM = 60

const num = (v: unknown) => Number(v ?? 0)

type SuggestRow = { id: number; mpn: string; mpn_norm: string; manufacturer_id: number; source: string }
type Suggestions = z.infer<typeof Suggestion>[]

/**
 * Suggestions are asked for on every keystroke, and people type the same beginnings ("S",
 * "ST", "STM3"): a small per-database cache (at most SUGGEST_CACHE entries, one minute) answers
 * repeats without SQLite. Part numbers and names change rarely; the stock and price shown may be
 * a minute old (the product page a suggestion opens reads them anew).
 */
const SUGGEST_CACHE = 5000
const SUGGEST_TTL_MS = 60_000
const suggestCache = new WeakMap<object, Map<string, { at: number; value: Suggestions }>>()
/** SUGGEST_CACHE in the environment of a Node server sets the size (0 = off, for benchmarks of the database path). */
const fromEnv = Number(
  (globalThis as { process?: { env?: Record<string, string | undefined> } }).process?.env?.SUGGEST_CACHE,
)
let suggestCacheSize = Number.isFinite(fromEnv) && fromEnv >= 0 ? fromEnv : SUGGEST_CACHE

/** Cache size for suggestions (0 turns the cache off). */
export function setSuggestCacheSize(size: number) {
  suggestCacheSize = Math.max(0, Math.floor(size))
}

const SUGGEST_COLUMNS = sql.raw('p.id, p.mpn, p.mpn_norm, p.manufacturer_id, p.source')
/** The order of parts_mpn_norm (number, maker): how suggestion rows of several shards are merged. */
const byNumber = (a: SuggestRow, b: SuggestRow) =>
  compareSql(a.mpn_norm, b.mpn_norm) || num(a.manufacturer_id) - num(b.manufacturer_id)

/**
 * Typeahead: up to 10 parts for what was typed so far, ranked like results. The candidates, each
 * statement run only while fewer than 10 are found (each one is a prepare on libsql): part numbers
 * starting with the text — those of the real data (a small partial index, so that "stm32f4" finds
 * STM32F407VGT6 among thousands of made-up STM32F4 numbers) and the first ten of all —, then other
 * distributors' codes starting with it (or the same code on other packaging), then base parts
 * without a packaging suffix; substrings only when nothing starts with it. Then the order: the
 * exact part number first, then completions before codes, bases and substrings; within each, real
 * parts first, then the shorter and alphabetical number; the first ten, those in stock first within
 * each of those groups. Each carries its stock over all offers and its default offer's page and
 * price (parts/offers.ts defaultOfferPrices, the one offer rule).
 */
export async function suggest(ctx: Ctx, keyword: string): Promise<Suggestions> {
  const qn = normalizeMpn(keyword).slice(0, MAX_NORM)
  if (!qn) return []
  const { db } = ctx
  const key = keyword.trim().toUpperCase().slice(0, MAX_QUERY)
  let cache = suggestCache.get(db)
  if (!cache) suggestCache.set(db, (cache = new Map()))
  const hit = cache.get(key)
  if (hit && Date.now() - hit.at < SUGGEST_TTL_MS) {
    cache.delete(key)
    cache.set(key, hit)
    return hit.value
  }
  /** part id → [the candidate, its kind: 0 exact, 1 completion, 2 code, 3 base, 4 substring] */
  const found = new Map<number, [SuggestRow, number]>()
  const take = (rows: SuggestRow[], kind: number) => {
    for (const r of rows) {
      const id = num(r.id)
      if (!found.has(id)) found.set(id, [r, r.mpn_norm === qn ? 0 : kind])
    }
  }
  // On a split catalogue each statement asks every shard; the rows are merged in the number's order.
  const first = (query: SQL) => firstOfCatalogue<SuggestRow>(db, query, byNumber, SUGGESTIONS)
  const general = await first(
    sql`SELECT ${SUGGEST_COLUMNS} FROM parts p WHERE p.mpn_norm >= ${qn} AND p.mpn_norm < ${prefixEnd(qn)} ORDER BY p.mpn_norm LIMIT ${SUGGESTIONS}`,
  )
  // Only when the first ten are not all there is: then the real ones may be further on.
  if (general.length === SUGGESTIONS)
    take(
      await first(
        sql`SELECT ${SUGGEST_COLUMNS} FROM parts p WHERE p.source <> 'generated' AND p.mpn_norm >= ${qn} AND p.mpn_norm < ${prefixEnd(qn)}
            ORDER BY p.mpn_norm LIMIT ${SUGGESTIONS}`,
      ),
      1,
    )
  take(general, 1)
  const family = xrefFamily(keyword)
  if (found.size < SUGGESTIONS && qn.length >= MIN_SUBSTRING) {
    take(
      // Merged across shards in the codes' index order (code, part), as one database reads them.
      await firstOfCatalogue<SuggestRow & { code_norm: string }>(
        db,
        sql`SELECT ${SUGGEST_COLUMNS}, x.code_norm FROM part_xrefs x JOIN parts p ON p.id = x.part_id
            WHERE (x.code_norm >= ${qn} AND x.code_norm < ${prefixEnd(qn)})${
              family && family.length >= 4
                ? sql` OR (x.code_norm >= ${family} AND x.code_norm < ${prefixEnd(family)})`
                : sql``
            } LIMIT ${SUGGESTIONS}`,
        (a, b) => compareSql(a.code_norm, b.code_norm) || num(a.id) - num(b.id),
        SUGGESTIONS,
      ),
      2,
    )
  }
  const bases = baseVariants(keyword)
  if (found.size < SUGGESTIONS && bases.length) {
    take(
      await first(
        sql`SELECT ${SUGGEST_COLUMNS} FROM parts p WHERE p.mpn_norm IN ${inList(bases)} LIMIT ${SUGGESTIONS}`,
      ),
      3,
    )
  }
  // Substrings only when nothing starts with the text: the box completes what is typed first.
  if (found.size === 0 && qn.length >= MIN_SUBSTRING) {
    take(
      await first(
        sql`SELECT ${SUGGEST_COLUMNS} FROM parts p WHERE p.id IN (
              SELECT rowid FROM part_mpn_fts WHERE mpn_norm LIKE ${`%${qn}%`} LIMIT ${SUGGESTIONS * 2})`,
      ),
      4,
    )
  }
  // The order by what the rows say; then stock and price for the ten shown (one statement on
  // their offers: at a million parts each part's offers are a few random pages), those in stock first.
  const ranked = [...found.values()]
    .sort(
      ([a, ak], [b, bk]) =>
        ak - bk ||
        Number(a.source === 'generated') - Number(b.source === 'generated') ||
        a.mpn_norm.length - b.mpn_norm.length ||
        (a.mpn_norm < b.mpn_norm ? -1 : a.mpn_norm > b.mpn_norm ? 1 : 0),
    )
    .slice(0, SUGGESTIONS)
  const offers = await defaultOfferPrices(
    ctx,
    ranked.map(([r]) => num(r.id)),
  )
  const ref = await reference(db, ctx.locale)
  const value = ranked.flatMap(([r, kind]) => {
    const offer = offers.get(num(r.id))
    if (!offer) return []
    return [
      {
        kind,
        real: r.source !== 'generated',
        suggestion: {
          part_number: r.mpn,
          goods_page_url: goodsPageUrl(offer.goodsId),
          goods_id: offer.goodsId,
          manufacturer: ref.manufacturerName(num(r.manufacturer_id)),
          stock_total: offer.stockTotal,
          price_from: formatE5(offer.unitE5),
        },
      },
    ]
  })
  // Stable: within a kind and source, those in stock first.
  value.sort(
    (a, b) =>
      a.kind - b.kind ||
      Number(b.real) - Number(a.real) ||
      Number(a.suggestion.stock_total <= 0) - Number(b.suggestion.stock_total <= 0),
  )
  const list = value.map((v) => v.suggestion)
  if (suggestCacheSize > 0) {
    cache.set(key, { at: Date.now(), value: list })
    while (cache.size > suggestCacheSize) cache.delete(cache.keys().next().value!)
  }
  return list
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
  sort?: PartSort
  order?: SortOrder
}

type Match = SearchResult['list'][number]['match']
const MATCHES: Match[] = ['exact', 'xref', 'base', 'parametric', 'prefix', 'substring', 'keyword', 'manufacturer']
const tierOf = (m: Match) => MATCHES.indexOf(m)
const TIER = Object.fromEntries(MATCHES.map((m, i) => [m, i])) as Record<Match, number>

type Strong = { id: number; tier: number; rank: number; code: string | null }

/**
 * The precise matches, few rows: exact part number, another distributor's code (or the same code
 * on other packaging), the base part without a packaging suffix.
 */
async function strongMatches(ctx: Ctx, text: string, qn: string, scope: SQL): Promise<Strong[]> {
  const { db } = ctx
  const out: Strong[] = []
  const add = (rows: { id: number; code?: string | null }[], match: Match) =>
    rows.forEach((r, i) => out.push({ id: num(r.id), tier: tierOf(match), rank: i, code: r.code ?? null }))
  // On a split catalogue each shard answers its 50 and the rows are merged in the index's order
  // (number, maker; a code before the codes it begins), so that the ranks are those of one database.
  add(
    await firstOfCatalogue<{ id: number; manufacturer_id: number }>(
      db,
      sql`SELECT p.id, p.manufacturer_id FROM parts p WHERE p.mpn_norm = ${qn} AND ${scope} LIMIT 50`,
      (a, b) => num(a.manufacturer_id) - num(b.manufacturer_id),
      50,
    ),
    'exact',
  )
  const xf = xrefFamily(text)
  const family = xf && xf.length >= 4 ? xf : null
  add(
    await firstOfCatalogue<{ id: number; code: string; code_norm: string }>(
      db,
      sql`SELECT p.id, x.code, x.code_norm FROM part_xrefs x JOIN parts p ON p.id = x.part_id
          WHERE (x.code_norm = ${qn}${family ? sql` OR (x.code_norm >= ${family} AND x.code_norm < ${prefixEnd(family)})` : sql``}) AND ${scope}
          ORDER BY x.code_norm = ${qn} DESC LIMIT 50`,
      (a, b) =>
        Number(a.code_norm !== qn) - Number(b.code_norm !== qn) ||
        compareSql(a.code_norm, b.code_norm) ||
        num(a.id) - num(b.id),
      50,
    ),
    'xref',
  )
  const bases = baseVariants(text).map((b) => b.slice(0, MAX_NORM))
  if (bases.length) {
    const rows = await firstOfCatalogue<{ id: number; mpn_norm: string; manufacturer_id: number }>(
      db,
      sql`SELECT p.id, p.mpn_norm, p.manufacturer_id FROM parts p WHERE p.mpn_norm IN ${inList(bases)} AND ${scope} LIMIT 50`,
      (a, b) => compareSql(a.mpn_norm, b.mpn_norm) || num(a.manufacturer_id) - num(b.manufacturer_id),
      50,
    )
    rows.sort((a, b) => bases.indexOf(a.mpn_norm) - bases.indexOf(b.mpn_norm))
    add(
      rows.map((r) => ({ id: r.id, code: r.mpn_norm })),
      'base',
    )
  }
  return out
}

/** The facets of the results page, each with its filter. */
type Facet = 'manufacturer' | 'category' | 'package' | 'in_stock' | 'rohs'

type Aggregate = {
  total: number
  n_parametric: number
  n_prefix: number
  n_xref_prefix: number
  n_substring: number
  n_keyword: number
  page: string
  makers: string
  cats: string
  pkgs: string
  stocked: number
  rohs: number
}

/**
 * The search results page (/s?wd=): one SQL statement ranks a bounded candidate set — precise
 * matches, up to 300 prefix completions (shorter first) and 50 of other distributors' codes, 300
 * substrings (FTS5 trigram) and 400 keyword matches (FTS5, in index order) — and returns the page,
 * the total and the facets as JSON, so that only a few rows leave SQLite. The user's filters
 * (manufacturer, category, package, stock, RoHS) go into the candidates' scope; each chosen facet
 * is counted on a draw without its own filter, so that every count is what choosing it gives
 * (one statement without filters, two with one, one more for each further filter). A
 * manufacturer named in the text (TI, onsemi) narrows the candidates themselves. Null when the
 * query is shorter than two characters. The steps, below in this order: readQuery, userFilters,
 * candidateTiers (with strongMatches), keywordScore, aggregate, facetLists.
 */
export async function search(ctx: Ctx, q: SearchQuery, makerNameNarrows = true): Promise<SearchResult | null> {
  const keyword = q.keyword.trim().slice(0, MAX_QUERY)
  if ([...keyword].length < 2) return null
  const ref = await reference(ctx.db, ctx.locale)
  const read = readQuery(ref, keyword, q, makerNameNarrows)
  if (read.parametric) {
    // The parts a value names are in its own category: resistors for ohms, capacitors for farads.
    const [top] = await ctx.db.all<{ id: number }>(
      sql`SELECT id FROM categories WHERE slug = ${KIND_CATEGORY[read.parametric.kind]}`,
    )
    read.parametricCategories = top ? ref.subtree(num(top.id)) : []
  }
  const base = {
    keyword,
    normalized: normalizeMpn(keyword).slice(0, MAX_NORM),
    manufacturer: read.named ? { id: read.named.id, name: ref.manufacturerName(read.named.id) } : null,
    page: q.page,
    page_size: q.page_size,
  }
  if (!read.qn && !read.manufacturerOnly) return { ...base, list: [], total: 0, total_capped: false, facets: NO_FACETS }

  const user = userFilters(ref, q)
  const score = keywordScore(read.tokens)
  // Candidates are drawn among the parts that pass the filters, so that a filter finds every
  // match it has, not only those among the text's first candidates ('mosfet' + onsemi: all the
  // maker's mosfets, not the 66 among the text's first 400). A facet counts the candidates drawn
  // with the *other* facets' filters: for a chosen facet a draw without its own filter, for the
  // others the results' draw. Draws with the same filters are made once.
  const draws = new Map<string, Promise<Aggregate>>()
  const draw = (facets: Facet[]) => {
    let made = draws.get(facets.join())
    if (!made) {
      const filters = facets.map((facet) => user.get(facet)!)
      const scope = sql.join([read.makerScope, ...filters], sql` AND `)
      // The one maker the draw's parts are of, if any: the chosen maker's filter, else the maker named.
      const maker = facets.includes('manufacturer') ? q.manufacturer_id! : (read.named?.id ?? null)
      const makerWords = maker === null ? null : { words: makerNameMatch(ref.manufacturerName(maker)) }
      made = candidateTiers(ctx, read, scope, !!read.named || filters.length > 0, makerWords).then((tiers) =>
        aggregate(ctx, tiers, score, q),
      )
      draws.set(facets.join(), made)
    }
    return made
  }
  const chosenFacets = [...user.keys()]
  const chosen = await draw(chosenFacets)
  // Nothing of the named maker: the name may be a plain word that is also a maker's short name
  // ("best op amp", Best), or the maker's part is not sold here. Then the rest is searched alone.
  if (read.named && num((await draw([])).total) === 0) return search(ctx, q, false)
  const facetsOf = (facet: Facet) => draw(chosenFacets.filter((f) => f !== facet))
  const page = JSON.parse(chosen.page) as [number, number, string | null][]
  const items = await partListItems(
    ctx,
    page.map(([id]) => id),
  )
  const byId = new Map(page.map(([id, tier, code]) => [id, { match: MATCHES[tier]!, code }]))
  return {
    ...base,
    list: items.map((item) => ({
      ...item,
      match: byId.get(item.part_id)!.match,
      matched_code: byId.get(item.part_id)!.code,
    })),
    total: num(chosen.total),
    total_capped: isCapped(chosen),
    facets: facetLists(ref, q, num(chosen.total), {
      makers: await facetsOf('manufacturer'),
      cats: await facetsOf('category'),
      pkgs: await facetsOf('package'),
      stocked: await facetsOf('in_stock'),
      rohs: await facetsOf('rohs'),
    }),
  }
}

const NO_FACETS = { manufacturers: [], categories: [], packages: [], in_stock: 0, rohs: 0 }

/** What the text asks for: a maker named in it, the rest as a part number and as keywords. */
type ReadQuery = {
  text: string
  named: { id: number } | null
  qn: string
  manufacturerOnly: boolean
  makerScope: SQL
  tokens: string[]
  keywordOnlyValue: boolean
  /** the values the text names ("10k 0603"), when it names a component by them */
  parametric: ParametricQuery | null
  /** the categories of the parts those values name (set by search) */
  parametricCategories: number[]
}

/**
 * Step 1, reading the text. A maker named in the text is no part of the part number. It narrows
 * the candidates to that maker unless the filter asks for another one (the filter wins), so
 * choosing the named maker's own facet keeps the matches.
 */
function readQuery(ref: Reference, keyword: string, q: SearchQuery, makerNameNarrows: boolean): ReadQuery {
  const found = findManufacturer(ref, keyword)
  const text = found ? found.rest : keyword
  const named =
    makerNameNarrows && found && (q.manufacturer_id === undefined || q.manufacturer_id === found.id) ? found : null
  const qn = normalizeMpn(text).slice(0, MAX_NORM)
  const manufacturerOnly = !!named && !qn
  const tokens = manufacturerOnly ? [] : keywordTokens(text)
  return {
    text,
    named,
    qn,
    manufacturerOnly,
    makerScope: named ? sql`p.manufacturer_id = ${named.id}` : sql`1`,
    tokens,
    keywordOnlyValue: tokens.length === 1 && isValueToken(tokens[0]!),
    parametric: manufacturerOnly ? null : readParametric(text),
    parametricCategories: [],
  }
}

/** Step 2, the user's filters by facet, on parts (p). */
function userFilters(ref: Reference, q: SearchQuery): Map<Facet, SQL> {
  const user = new Map<Facet, SQL>()
  if (q.manufacturer_id !== undefined) user.set('manufacturer', sql`p.manufacturer_id = ${q.manufacturer_id}`)
  if (q.category_id !== undefined) user.set('category', sql`p.category_id IN ${inList(ref.subtree(q.category_id))}`)
  if (q.package) user.set('package', sql`p.package_norm = ${normalizePackage(q.package)}`)
  if (q.rohs) user.set('rohs', sql`p.rohs = 1`)
  if (q.in_stock) user.set('in_stock', sql`EXISTS (SELECT 1 FROM goods x WHERE x.part_id = p.id AND x.stock > 0)`)
  return user
}

/**
 * The words of a maker's name in the manufacturer column of the word index ('{manufacturer} :
 * ("texas" AND "instruments")'), or null for a name without words. Added to the keyword match of a
 * draw narrowed to one maker, so that FTS5 yields only parts whose maker's name has those words
 * (the draw's scope still checks the maker's id: another maker's name may share them).
 *
 * Why (issue 34): in a draw narrowed to one maker SQLite's planner preferred the index of
 * parts by maker, so "murata capacitor 0402" read all 51,000 of Murata's parts (at 1M) and ran the
 * word match once per part (150 ms), and the prefix tier read them again instead of the range of
 * part numbers (190 ms): 640 ms for the search, "ti lm358" 1.9 s. The draws with a maker now fix
 * the order: the word index first (CROSS JOIN), the part number index for prefixes (INDEXED BY).
 * With the maker's words in the match a maker without such parts ("murata opamp") costs no more
 * than one with them (without the words: 300 ms, every op amp of every maker looked up).
 */
function makerNameMatch(name: string): string | null {
  const words = name.normalize('NFKC').match(/[\p{L}\p{N}]+/gu)
  return words?.length ? `{manufacturer} : (${words.map((w) => `"${w}"`).join(' AND ')})` : null
}

/** Step 3, the candidate tiers among the parts of `scope`, as rows [id, tier, rank, code]. */
async function candidateTiers(
  ctx: Ctx,
  read: ReadQuery,
  scope: SQL,
  scoped: boolean,
  maker: { words: string | null } | null,
): Promise<SQL[]> {
  const makerWords = maker?.words ?? null
  const { text, qn, tokens } = read
  const tiers: SQL[] = []
  if (read.manufacturerOnly) {
    tiers.push(
      sql`SELECT * FROM (SELECT p.id, ${TIER.manufacturer}, p.id, NULL FROM parts p WHERE ${scope} ORDER BY p.id LIMIT ${CANDIDATES})`,
    )
    return tiers
  }
  const strong = await strongMatches(ctx, text, qn, scope)
  // Bound as one JSON array of [id, tier, rank, code]: the statement text is the same whatever matched.
  if (strong.length) {
    const rows = JSON.stringify(strong.map((c) => [c.id, c.tier, c.rank, c.code]))
    tiers.push(sql`SELECT value ->> 0, value ->> 1, value ->> 2, value ->> 3 FROM json_each(${rows})`)
  }
  if (read.parametric && read.parametricCategories.length)
    tiers.push(parametricTier(read.parametric, read.parametricCategories, scope))
  // A value alone ("4.7k", "100n") is no beginning or piece of a part number: "47K" would find
  // PIC18F47K40, "100N" inductors named ...T100N.
  if (!read.keywordOnlyValue) {
    tiers.push(
      sql`SELECT * FROM (SELECT p.id, ${TIER.prefix}, length(p.mpn_norm), NULL FROM parts p${maker ? sql` INDEXED BY parts_mpn_norm` : sql``}
          WHERE p.mpn_norm > ${qn} AND p.mpn_norm < ${prefixEnd(qn)} AND ${scope} ORDER BY p.mpn_norm LIMIT ${PREFIX_LIMIT})`,
    )
    // The beginning of another distributor's code (296-1336), as the suggestions complete it.
    if (qn.length >= MIN_SUBSTRING)
      tiers.push(
        sql`SELECT * FROM (SELECT p.id, ${TIER.prefix}, length(x.code_norm), x.code FROM part_xrefs x CROSS JOIN parts p ON p.id = x.part_id
            WHERE x.code_norm > ${qn} AND x.code_norm < ${prefixEnd(qn)} AND ${scope} ORDER BY x.code_norm LIMIT ${XREF_PREFIX_LIMIT})`,
      )
    // Substrings of one part number; a phrase of several words is no part number.
    if (!strong.length && qn.length >= MIN_SUBSTRING && tokens.length === 1)
      tiers.push(
        sql`SELECT * FROM (SELECT p.id, ${TIER.substring}, instr(p.mpn_norm, ${qn}) * 100 + length(p.mpn_norm), NULL FROM parts p
            WHERE p.id IN (SELECT rowid FROM part_mpn_fts WHERE mpn_norm LIKE ${`%${qn}%`} LIMIT ${SUBSTRING_LIMIT}) AND ${scope})`,
      )
  }
  // Words: always for several words, and for one word that is no precise part number.
  if (tokens.length > 1 || (tokens.length === 1 && !strong.length)) {
    const words = ftsMatch(tokens)
    const match = makerWords ? `${makerWords} AND (${words})` : words
    // A value ("10k") is kept only where the description writes it together ("10 kΩ", "10K"),
    // not as the end of another number ("110 kΩ", "14.7K").
    const values = valueSpellings(tokens).map(
      (ways) =>
        sql`(${sql.join(
          ways.map((w) => sql`(' ' || lower(p.description)) GLOB ${`*[^0-9.]${w}*`}`),
          sql` OR `,
        )})`,
    )
    tiers.push(
      scoped || values.length
        ? sql`SELECT * FROM (SELECT f.rowid, ${TIER.keyword}, 0, NULL FROM part_text_fts f
              ${maker ? sql`CROSS JOIN` : sql`JOIN`} parts p ON p.id = f.rowid WHERE part_text_fts MATCH ${match} AND ${scope}${
                values.length ? sql` AND ${sql.join(values, sql` AND `)}` : sql``
              } LIMIT ${KEYWORD_LIMIT})`
        : sql`SELECT * FROM (SELECT rowid, ${TIER.keyword}, 0, NULL FROM part_text_fts
              WHERE part_text_fts MATCH ${match} LIMIT ${KEYWORD_LIMIT})`,
    )
  }
  return tiers
}

/**
 * The parts whose parameters are what a value-and-package query names ("10k 0603": resistance
 * 10 kΩ within a millionth, size 0603; tolerance, voltage and dielectric when named), among the
 * parts of the value's own category: real parts first, then shorter numbers. CROSS JOIN keeps
 * SQLite's order: from the value (part_params_num), then each part's other parameters by key.
 */
function parametricTier(p: ParametricQuery, categories: number[], scope: SQL): SQL {
  const param = (key: string) => sql`(SELECT id FROM params WHERE key = ${key})`
  const also: SQL[] = []
  // The size: a chip part's package is its size (0402), read on the part already at hand; the size
  // parameter only for a part whose package is written otherwise (a third fewer lookups at 1M parts).
  const size = p.size
    ? sql` AND CASE WHEN p.package_norm IN ${inList([...SIZES])} THEN p.package_norm = ${p.size}
        ELSE EXISTS (SELECT 1 FROM part_params s WHERE s.part_id = p.id AND s.param_id = ${param('size')} AND s.value = ${p.size}) END`
    : sql``
  if (p.tolerance !== null)
    also.push(
      sql` CROSS JOIN part_params t ON t.part_id = v.part_id AND t.param_id = ${param('tolerance')} AND t.num = ${p.tolerance}`,
    )
  if (p.volts !== null)
    also.push(
      sql` CROSS JOIN part_params w ON w.part_id = v.part_id AND w.param_id = ${param('voltage_rating')} AND w.num = ${p.volts}`,
    )
  if (p.dielectric)
    also.push(
      sql` CROSS JOIN part_params d ON d.part_id = v.part_id AND d.param_id = ${param('dielectric')} AND instr(upper(d.value), ${p.dielectric}) > 0`,
    )
  const key = p.kind === 'resistor' ? 'resistance' : 'capacitance'
  return sql`SELECT * FROM (SELECT v.part_id, ${TIER.parametric}, (p.source = 'generated') * 1000 + length(p.mpn_norm), NULL
    FROM part_params v CROSS JOIN parts p ON p.id = v.part_id${sql.join(also, sql``)}
    WHERE v.param_id = ${param(key)} AND v.num BETWEEN ${p.value * (1 - 1e-6)} AND ${p.value * (1 + 1e-6)}
      AND p.category_id IN ${inList(categories)}${size} AND ${scope}
    ORDER BY 3 LIMIT ${PARAMETRIC_LIMIT})`
}

/**
 * Step 4, the order of keyword matches. They are ranked among themselves, not with FTS5's bm25:
 * its inverse document frequencies read every posting list of every word in full (tens of
 * milliseconds for common words at a million parts). Every candidate has every word somewhere;
 * better ones have the words in the part number (3) and in the description (2) rather than only
 * in the category.
 */
function keywordScore(tokens: string[]): SQL {
  const scoreTokens = tokens.slice(0, 6)
  return scoreTokens.length
    ? sql`-(${sql.join(
        scoreTokens.map((t) => sql`(instr(lower(p.mpn), ${t}) > 0) * 3 + (instr(lower(p.description), ${t}) > 0) * 2`),
        sql` + `,
      )}) * 1000 + length(p.description)`
    : sql`0`
}

/**
 * Step 5, ranking the candidates of `tiers` in one statement: the page, the total, the facets.
 * The candidates already pass the filters of their draw (its scope).
 */
async function aggregate(ctx: Ctx, tiers: SQL[], keywordScore: SQL, q: SearchQuery): Promise<Aggregate> {
  if (catalogueShards(ctx.db)) return aggregateShards(ctx, tiers, keywordScore, q)
  const [row] = await ctx.db.all<Aggregate>(aggregateStatement(tiers, keywordScore, q, null))
  return row!
}

/**
 * The statement of `aggregate`. `shard` set: the statement one shard of a split catalogue answers
 * for aggregateShards: its first `page × page_size` rows with what orders them, and every facet
 * value (the few hundred candidates' values at most), so that the merged answer is one database's.
 */
function aggregateStatement(tiers: SQL[], keywordScore: SQL, q: SearchQuery, shard: { column: SQL } | null): SQL {
  const facets = shard ? -1 : FACETS
  const page = shard
    ? sql`(SELECT json_group_array(json_array(id, tier, code, s, rank, c)) FROM (
        SELECT id, tier, code, s, rank, ${shard.column} AS c FROM fa ORDER BY ${pageOrder(q)} LIMIT ${q.page * q.page_size}))`
    : sql`(SELECT json_group_array(json_array(id, tier, code)) FROM (
        SELECT id, tier, code FROM fa ORDER BY ${pageOrder(q)} LIMIT ${q.page_size} OFFSET ${(q.page - 1) * q.page_size}))`
  return sql`
    WITH cand(id, tier, rank, code) AS MATERIALIZED (${sql.join(tiers, sql` UNION ALL `)}),
    best AS (SELECT id, tier, rank, code FROM (
      SELECT id, tier, rank, code, row_number() OVER (PARTITION BY id ORDER BY tier, rank) AS n FROM cand) WHERE n = 1 LIMIT ${CANDIDATES}),
    fa AS MATERIALIZED (
      SELECT b.id, b.tier, CASE WHEN b.tier = ${TIER.keyword} THEN ${keywordScore} ELSE b.rank END AS rank, b.code,
        p.manufacturer_id AS m, p.category_id AS k, p.package_norm AS g, p.rohs AS r,
        EXISTS (SELECT 1 FROM goods x WHERE x.part_id = b.id AND x.stock > 0) AS s
      FROM best b JOIN parts p ON p.id = b.id)
    SELECT
      (SELECT count(*) FROM fa) AS total,
      (SELECT count(*) FROM cand WHERE tier = ${TIER.parametric}) AS n_parametric,
      (SELECT count(*) FROM cand WHERE tier = ${TIER.prefix} AND code IS NULL) AS n_prefix,
      (SELECT count(*) FROM cand WHERE tier = ${TIER.prefix} AND code IS NOT NULL) AS n_xref_prefix,
      (SELECT count(*) FROM cand WHERE tier = ${TIER.substring}) AS n_substring,
      (SELECT count(*) FROM cand WHERE tier = ${TIER.keyword}) AS n_keyword,
      ${page} AS page,
      (SELECT json_group_array(json_array(m, n)) FROM (SELECT m, count(*) AS n FROM fa GROUP BY m ORDER BY n DESC, m LIMIT ${facets})) AS makers,
      (SELECT json_group_array(json_array(k, n)) FROM (SELECT k, count(*) AS n FROM fa GROUP BY k ORDER BY n DESC, k LIMIT ${facets})) AS cats,
      (SELECT json_group_array(json_array(g, n)) FROM (SELECT g, count(*) AS n FROM fa WHERE g <> '' GROUP BY g ORDER BY n DESC, g LIMIT ${facets})) AS pkgs,
      (SELECT count(*) FROM fa WHERE s = 1) AS stocked,
      (SELECT count(*) FROM fa WHERE r = 1) AS rohs`
}

/**
 * `aggregate` on a split catalogue: every shard ranks its own candidates (the precise matches were
 * gathered from all shards first, with their ranks, and each shard keeps the ones it holds), the
 * pages are merged by the page's order and cut, the counts added and the facets summed and ranked
 * as one database ranks them. The same answer as one database while no tier reaches its limit; past
 * a limit each shard draws its own first candidates (more of them, the totals say "capped" alike).
 */
async function aggregateShards(ctx: Ctx, tiers: SQL[], keywordScore: SQL, q: SearchQuery): Promise<Aggregate> {
  let sortColumn: string | null = null
  columnOrder(q, (name) => ((sortColumn = name), sql``))
  const column = sortColumn ? sql`(SELECT p.${sql.raw(sortColumn)} FROM parts p WHERE p.id = fa.id)` : sql`NULL`
  const rows = await allOfCatalogue<Aggregate>(ctx.db, aggregateStatement(tiers, keywordScore, q, { column }))
  const sum = (key: keyof Aggregate) => rows.reduce((n, r) => n + num(r[key]), 0)
  type PageRow = [id: number, tier: number, code: string | null, s: number, rank: number, c: unknown]
  const desc = q.order === 'desc' ? -1 : 1
  const page = rows
    .flatMap((r) => JSON.parse(r.page) as PageRow[])
    .sort(
      (a, b) =>
        (sortColumn ? compareSql(a[5], b[5]) * desc : 0) || a[1] - b[1] || b[3] - a[3] || a[4] - b[4] || a[0] - b[0],
    )
    .slice((q.page - 1) * q.page_size, q.page * q.page_size)
    .map(([id, tier, code]) => [id, tier, code])
  const facet = (key: 'makers' | 'cats' | 'pkgs') => {
    const counts = new Map<number | string, number>()
    for (const r of rows)
      for (const [value, n] of JSON.parse(r[key]) as [number | string, number][])
        counts.set(value, (counts.get(value) ?? 0) + n)
    const list = [...counts].sort(([a, n], [b, m]) => m - n || compareSql(a, b)).slice(0, FACETS)
    return JSON.stringify(list)
  }
  return {
    total: Math.min(sum('total'), CANDIDATES),
    n_parametric: sum('n_parametric'),
    n_prefix: sum('n_prefix'),
    n_xref_prefix: sum('n_xref_prefix'),
    n_substring: sum('n_substring'),
    n_keyword: sum('n_keyword'),
    page: JSON.stringify(page),
    makers: facet('makers'),
    cats: facet('cats'),
    pkgs: facet('pkgs'),
    stocked: sum('stocked'),
    rohs: sum('rohs'),
  }
}

/**
 * The order of the results' page: ranked (the best match first; parts in stock before sold-out
 * ones within a tier), or by a column of the result rows (parts/sorting.ts, as the category and
 * manufacturer lists), then ranked. Sorting orders the ranked candidates (at most 1,000), as the
 * facets count them.
 */
function pageOrder(q: SearchQuery): SQL {
  const ranked = sql`tier, s DESC, rank, id`
  const by = columnOrder(q, (name) => sql`(SELECT p.${sql.raw(name)} FROM parts p WHERE p.id = fa.id)`)
  return by ? sql`${by}, ${ranked}` : ranked
}

/** Whether a draw left matches out: a tier or the candidate set reached its limit. */
function isCapped(a: Aggregate): boolean {
  return (
    num(a.n_parametric) >= PARAMETRIC_LIMIT ||
    num(a.n_prefix) >= PREFIX_LIMIT ||
    num(a.n_xref_prefix) >= XREF_PREFIX_LIMIT ||
    num(a.n_substring) >= SUBSTRING_LIMIT ||
    num(a.n_keyword) >= KEYWORD_LIMIT ||
    num(a.total) >= CANDIDATES
  )
}

/**
 * Step 6, the facets of the results page, each from the draw without its own filter. A chosen
 * value's count is the results' total (they pass every filter); it stays listed.
 */
function facetLists(
  ref: Reference,
  q: SearchQuery,
  total: number,
  d: { makers: Aggregate; cats: Aggregate; pkgs: Aggregate; stocked: Aggregate; rohs: Aggregate },
): SearchResult['facets'] {
  const pairs = (json: string) => JSON.parse(json) as [number | string, number][]
  const chosenPackage = q.package ? normalizePackage(q.package) : undefined
  const withChosen = <T extends { count: number }>(list: T[], isChosen: (f: T) => boolean, make: () => T | null) => {
    const hit = list.find(isChosen)
    if (hit) return list.map((f) => (f === hit ? { ...f, count: total } : f))
    const added = make()
    return added ? [...list, added] : list
  }
  return {
    manufacturers: withChosen(
      pairs(d.makers.makers).map(([id, count]) => ({ id: num(id), name: ref.manufacturerName(num(id)), count })),
      (f) => f.id === q.manufacturer_id,
      () =>
        q.manufacturer_id === undefined
          ? null
          : { id: q.manufacturer_id, name: ref.manufacturerName(q.manufacturer_id), count: total },
    ),
    categories: withChosen(
      pairs(d.cats.cats).map(([id, count]) => ({ id: num(id), name: ref.categoryName(num(id)), count })),
      (f) => f.id === q.category_id,
      () => null,
    ),
    packages: withChosen(
      pairs(d.pkgs.pkgs).map(([value, count]) => ({ value: String(value), count })),
      (f) => f.value === chosenPackage,
      () => (chosenPackage ? { value: chosenPackage, count: total } : null),
    ),
    in_stock: q.in_stock ? total : num(d.stocked.stocked),
    rohs: q.rohs ? total : num(d.rohs.rohs),
  }
}
