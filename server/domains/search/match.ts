import { sql } from 'drizzle-orm'
import { allOfCatalogue, catalogueShards, compareSql } from '../../db/catalogue-shards'
import { reference, type Reference } from '../parts/reference'
import type { Ctx } from '../parts/views'
import { MAKER_NAMES, withoutLegalForm } from './maker-names'
import { isPackagingVariant } from './ordering'
import { baseVariants, MAX_QUERY, normalizeMpn, normalizeName, prefixEnd } from './normalize'

/**
 * One written part number (a BOM line, a pasted list) matched to one part of the catalogue, or
 * not: the search box lists what a text may mean, a BOM line needs to know whether it names one
 * part and how sure that is. The kinds, surest first:
 * - `exact`: the part number as published (case and surrounding spaces aside): "LM358DR";
 * - `normalised`: the same letters and digits ("lm358-dr"; "ti p12-0" is TIP120, not the maker TI);
 * - `suffix`: the base part without a packaging or ordering suffix ("LM358DR#PBF" → LM358DR);
 * - `cross-reference`: another distributor's code of the part ("296-1014-1-ND");
 * - `alias-narrowed`: one of these, but several makers publish the number and the manufacturer
 *   (given beside the line, or a maker's name or alias written before or after the number, as in
 *   "TI LM358") picks one;
 * - `candidates-only`: no part is named for sure, but some come close — the number is only the
 *   beginning of real ones ("LM35" of LM358...), several makers publish it and none is given, or the
 *   given maker publishes none of them. Never a match: someone has to choose;
 * - `none`: nothing comes close.
 */
export type MatchKind =
  'exact' | 'normalised' | 'suffix' | 'cross-reference' | 'alias-narrowed' | 'candidates-only' | 'none'

export type PartMatch = {
  kind: MatchKind
  /** The matched part, for every kind but candidates-only and none. */
  partId: number | null
  /** Parts to choose from, best first (at most CANDIDATES): the matches when there are several, else close numbers. */
  candidates: number[]
}

export type WrittenPart = { written: string; manufacturer?: string }

const CANDIDATES = 10
const MIN_PREFIX = 3
const MAX_NORM = 60

/**
 * The aliases as maps from their normalized form to the maker, built once per reference (a BOM
 * asks for every line): the catalogue's aliases and names, and the other names buyers write
 * (maker-names.ts). Those other names count in a manufacturer column; in the text of a line only
 * the ones that cannot be a word of it (CJK names) do.
 */
const aliasMaps = new WeakMap<Reference['aliases'], { searchable: Map<string, number>; all: Map<string, number> }>()
function aliasMapsOf(ref: Reference) {
  let maps = aliasMaps.get(ref.aliases)
  if (!maps) {
    const all = new Map<string, number>()
    for (const a of ref.aliases) if (!all.has(a.norm)) all.set(a.norm, a.manufacturerId)
    const searchable = new Map(ref.aliases.filter((a) => a.searchable).map((a) => [a.norm, a.manufacturerId]))
    for (const [id, m] of ref.manufacturers) {
      const name = normalizeName(m.name)
      if (!all.has(name)) all.set(name, id)
      for (const other of MAKER_NAMES[m.name] ?? []) {
        const norm = normalizeName(other)
        if (!all.has(norm)) all.set(norm, id)
        if (/[^\x00-\x7f]/.test(norm) && !searchable.has(norm)) searchable.set(norm, id)
      }
    }
    aliasMaps.set(ref.aliases, (maps = { searchable, all }))
  }
  return maps
}

/** A manufacturer named in the text (TI, ST, onsemi, "Texas Instruments"), and the rest of it. */
export function findManufacturer(ref: Reference, keyword: string) {
  const words = keyword.normalize('NFKC').split(/\s+/).filter(Boolean)
  const aliases = aliasMapsOf(ref).searchable
  let best: { from: number; to: number; id: number } | null = null
  for (let from = 0; from < words.length; from++) {
    for (let to = Math.min(words.length, from + 4); to > from; to--) {
      const id = aliases.get(normalizeName(words.slice(from, to).join('')))
      if (id && (!best || to - from > best.to - best.from)) best = { from, to, id }
    }
  }
  if (!best) return null
  return {
    id: best.id,
    rest: [...words.slice(0, best.from), ...words.slice(best.to)].join(' '),
    /** The name stands before or after the rest, not inside it. */
    atEdge: best.from === 0 || best.to === words.length,
  }
}

/** The maker a manufacturer column names (any of its aliases), or null when it names none we know. */
function namedMaker(ref: Reference, manufacturer: string | undefined): number | null {
  const text = (manufacturer ?? '').normalize('NFKC')
  // "德州仪器 (TI)", "Texas Instruments [TI]": the name, then the part outside the brackets, then inside.
  const bracketed = /^(.*?)[([]([^)\]]*)[)\]]\s*$/.exec(text)
  const all = aliasMapsOf(ref).all
  for (const written of bracketed ? [text, bracketed[1]!, bracketed[2]!] : [text]) {
    const norm = normalizeName(written)
    if (!norm) continue
    for (const name of [norm, ...withoutLegalForm(norm)]) {
      const id = all.get(name)
      if (id !== undefined) return id
    }
  }
  return null
}

/** A way to read a line: the whole text, or the text without a maker's name, narrowed to that maker. */
type Reading = { qn: string; written: string; maker: number | null; fromText: boolean }

/** How a line may be read, in order: as written; then, if a maker is named at its edge, without it. */
function readingsOf(ref: Reference, line: WrittenPart): Reading[] {
  const written = line.written.trim().slice(0, MAX_QUERY)
  const maker = namedMaker(ref, line.manufacturer)
  const out: Reading[] = [{ qn: normalizeMpn(written).slice(0, MAX_NORM), written, maker, fromText: false }]
  const found = findManufacturer(ref, written)
  if (found?.atEdge && found.rest && (maker === null || maker === found.id))
    out.push({ qn: normalizeMpn(found.rest).slice(0, MAX_NORM), written: found.rest, maker: found.id, fromText: true })
  return out.filter((r) => r.qn)
}

type Probe = [
  line: number,
  reading: number,
  kind: 'norm' | 'base' | 'xref' | 'prefix',
  rank: number,
  key: string,
  end: string,
]
type Hit = { line: number; reading: number; kind: Probe[2]; rank: number; id: number; mpn: string; maker: number }

/**
 * Probes in one statement: the normalized number, its base parts, another distributor's code, or
 * the first parts that continue the number (for candidates).
 */
async function probe(ctx: Ctx, probes: Probe[]): Promise<Hit[]> {
  if (!probes.length) return []
  const rows = await allOfCatalogue<{
    line: number
    reading: number
    kind: Probe[2]
    rank: number
    id: number
    mpn: string
    manufacturer_id: number
  }>(
    ctx.db,
    sql`
    WITH probe(line, reading, kind, rank, key, end) AS (
      SELECT value ->> 0, value ->> 1, value ->> 2, value ->> 3, value ->> 4, value ->> 5 FROM json_each(${JSON.stringify(probes)}))
    SELECT pr.line, pr.reading, pr.kind, pr.rank, p.id, p.mpn, p.manufacturer_id
      FROM probe pr JOIN parts p ON p.mpn_norm = pr.key WHERE pr.kind IN ('norm', 'base')
    UNION ALL
    SELECT pr.line, pr.reading, pr.kind, pr.rank, p.id, p.mpn, p.manufacturer_id
      FROM probe pr JOIN part_xrefs x ON x.code_norm = pr.key JOIN parts p ON p.id = x.part_id WHERE pr.kind = 'xref'
    UNION ALL
    SELECT pr.line, pr.reading, pr.kind, pr.rank, p.id, p.mpn, p.manufacturer_id
      FROM probe pr JOIN parts p ON p.id IN (
        SELECT q.id FROM parts q WHERE q.mpn_norm > pr.key AND q.mpn_norm < pr.end ORDER BY q.mpn_norm LIMIT ${CANDIDATES})
      WHERE pr.kind = 'prefix'`,
  )
  return firstContinuations(ctx, rows).map((r) => ({
    line: Number(r.line),
    reading: Number(r.reading),
    kind: r.kind,
    rank: Number(r.rank),
    id: Number(r.id),
    mpn: r.mpn,
    maker: Number(r.manufacturer_id),
  }))
}

/**
 * On a split catalogue every shard answers the first CANDIDATES parts that continue a number; the
 * first CANDIDATES of them all by number (parts_mpn_norm's order: number, maker) are what one
 * database answers. Without shards the rows are as read.
 */
function firstContinuations<
  R extends { line: number; reading: number; kind: string; mpn: string; manufacturer_id: number },
>(ctx: Ctx, rows: R[]): R[] {
  if (!catalogueShards(ctx.db) || !rows.some((r) => r.kind === 'prefix')) return rows
  const byReading = new Map<string, R[]>()
  const others: R[] = []
  for (const r of rows) {
    if (r.kind !== 'prefix') others.push(r)
    else {
      const key = `${r.line}:${r.reading}`
      const list = byReading.get(key)
      if (list) list.push(r)
      else byReading.set(key, [r])
    }
  }
  const firstOnes = [...byReading.values()].flatMap((list) =>
    list
      .map((r) => ({ r, norm: normalizeMpn(r.mpn) }))
      .sort((a, b) => compareSql(a.norm, b.norm) || Number(a.r.manufacturer_id) - Number(b.r.manufacturer_id))
      .slice(0, CANDIDATES)
      .map(({ r }) => r),
  )
  return [...others, ...firstOnes]
}

const unique = (hits: Hit[]) => [...new Set(hits.map((h) => h.id))]

/** The match of one line from its readings and what the probes found for them. */
function decide(ref: Reference, readings: Reading[], hits: Hit[]): PartMatch {
  const close: number[] = []
  for (const [n, reading] of readings.entries()) {
    const mine = hits
      .filter((h) => h.reading === n)
      .sort((a, b) => a.rank - b.rank || (a.mpn < b.mpn ? -1 : a.mpn > b.mpn ? 1 : a.id - b.id))
    const ofMaker = (h: Hit) => reading.maker === null || h.maker === reading.maker
    // The surest kind that found anything decides; a weaker one never overrides it.
    const tiers: [MatchKind, Hit[]][] = [
      ['exact', mine.filter((h) => h.kind === 'norm' && h.mpn.trim().toUpperCase() === reading.written.toUpperCase())],
      ['normalised', mine.filter((h) => h.kind === 'norm')],
      ['suffix', mine.filter((h) => h.kind === 'base')],
      ['cross-reference', mine.filter((h) => h.kind === 'xref')],
    ]
    const found = tiers.find(([, hits]) => hits.length)
    if (found) {
      const [kind, all] = found
      // The best reading of the kind (the base part with one suffix off before two), of the maker if one is given.
      const pool = all.some(ofMaker) ? all.filter(ofMaker) : all
      const best = unique(pool.filter((h) => h.rank === pool[0]!.rank))
      const others = unique(all.filter((h) => h.rank === pool[0]!.rank))
      if (all.some(ofMaker) && best.length === 1) {
        return {
          kind: reading.fromText || others.length > 1 ? 'alias-narrowed' : kind,
          partId: best[0]!,
          candidates: [],
        }
      }
      // The written maker only ranks: a number that names one part as published is that part,
      // whatever maker is written beside it (an older name, a distributor's spelling, a slip).
      if ((kind === 'exact' || kind === 'normalised') && others.length === 1 && !reading.fromText)
        return { kind, partId: others[0]!, candidates: [] }
      // Found, but ambiguous: a later reading never overrides it ("ti p12-0" with TIP120 by two
      // makers is not the maker TI's P120).
      close.push(...best)
      break
    }
    const continuing = mine.filter((h) => h.kind === 'prefix' && ofMaker(h))
    // Written plain, published with its maker's packaging marks only ("MMBT3904" → MMBT3904LT1G):
    // that part, when one maker publishes such numbers (the shortest of them: the same die on
    // another reel is the same part).
    const variants = continuing
      .filter((h) => isPackagingVariant(normalizeMpn(h.mpn), reading.qn, ref.manufacturerName(h.maker)))
      .sort((a, b) => a.mpn.length - b.mpn.length || (a.mpn < b.mpn ? -1 : 1))
    if (variants.length && new Set(variants.map((h) => h.maker)).size === 1)
      return { kind: reading.fromText ? 'alias-narrowed' : 'suffix', partId: variants[0]!.id, candidates: [] }
    close.push(...continuing.map((h) => h.id))
  }
  const candidates = [...new Set(close)].slice(0, CANDIDATES)
  return { kind: candidates.length ? 'candidates-only' : 'none', partId: null, candidates }
}

/**
 * Matches many written part numbers in two statements at most (a BOM of hundreds of lines is two
 * round trips: the numbers, codes and base parts of every line, then the parts that continue the
 * numbers nothing was found for), each optionally with the manufacturer written beside it.
 * Answers in the order of `lines`.
 */
export async function matchParts(ctx: Ctx, lines: WrittenPart[]): Promise<PartMatch[]> {
  const ref = await reference(ctx.db, ctx.locale)
  const readings = lines.map((line) => readingsOf(ref, line))
  const probes: Probe[] = []
  readings.forEach((rs, line) =>
    rs.forEach(({ qn, written }, reading) => {
      probes.push([line, reading, 'norm', 0, qn, ''])
      baseVariants(written).forEach((b, rank) => probes.push([line, reading, 'base', rank, b.slice(0, MAX_NORM), '']))
      probes.push([line, reading, 'xref', 0, qn, ''])
    }),
  )
  const byLine = new Map<number, Hit[]>()
  const add = (hits: Hit[]) => {
    for (const hit of hits) {
      const list = byLine.get(hit.line)
      if (list) list.push(hit)
      else byLine.set(hit.line, [hit])
    }
  }
  add(await probe(ctx, probes))
  // The parts that continue the number only count for a reading nothing else found (decide): they
  // are looked up for those alone, not for the nine lines in ten that name a part (up to ten rows
  // each that would be read and dropped).
  const prefixes: Probe[] = []
  readings.forEach((rs, line) =>
    rs.forEach(({ qn }, reading) => {
      if (qn.length >= MIN_PREFIX && !byLine.get(line)?.some((h) => h.reading === reading))
        prefixes.push([line, reading, 'prefix', 0, qn, prefixEnd(qn)])
    }),
  )
  add(await probe(ctx, prefixes))
  return readings.map((rs, line) => decide(ref, rs, byLine.get(line) ?? []))
}

/** Matches one written part number, optionally with the manufacturer written beside it. */
export async function matchPart(ctx: Ctx, written: string, manufacturer?: string): Promise<PartMatch> {
  const [match] = await matchParts(ctx, [{ written, manufacturer }])
  return match!
}
