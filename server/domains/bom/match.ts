import { sql } from 'drizzle-orm'
import { allOfCatalogue } from '../../db/catalogue-shards'
import type { MatchKind } from '../../../contract/bom'
import type { Ctx } from '../parts/views'
import { matchParts, type PartMatch } from '../search/match'
import { dielectricsOf, parseDescription, type Wanted } from './description'

/**
 * BOM lines to parts, in batches. A line with a part number goes through the part matcher
 * (server/domains/search/match.ts: exact and normalised number → packaging suffixes →
 * other distributors' codes → the manufacturer narrowing → prefix candidates); if that finds no
 * part and the line has a distributor's code in its own column, the code is tried too. A line with
 * only a description ("10k 0603 1%") is matched by the parameters it names, within the category
 * that has them (resistors, capacitors). An ambiguous line offers candidates, never a guess: a line
 * without a sure match comes back unmatched.
 */
export type BomMatchInput = { partText: string; manufacturerText: string; supplierPn: string; description: string }
export type BomMatch = { kind: MatchKind; confidence: number; partId: number | null; candidates: number[] }

/** How sure each kind is (shown to the buyer beside the match). */
export const CONFIDENCE: Record<MatchKind, number> = {
  exact: 1,
  manual: 1,
  normalised: 0.98,
  suffix: 0.95,
  'cross-reference': 0.95,
  'alias-narrowed': 0.9,
  parametric: 0.8,
  'candidates-only': 0,
  none: 0,
}

/** Lines per matcher statement: its JSON list stays well under D1's 2 MB per value. */
const BATCH = 500

const asMatch = (m: PartMatch): BomMatch => ({
  kind: m.kind,
  confidence: CONFIDENCE[m.kind],
  partId: m.partId,
  candidates: m.candidates,
})

async function inBatches<T, R>(items: T[], run: (batch: T[]) => Promise<R[]>): Promise<R[]> {
  const out: R[] = []
  for (let i = 0; i < items.length; i += BATCH) out.push(...(await run(items.slice(i, i + BATCH))))
  return out
}

/**
 * Matches BOM lines; answers in the order of `lines`. `described` keeps the match of each distinct
 * description between calls: a BOM matched a slice at a time still asks for each one once.
 */
export async function matchBomLines(
  ctx: Ctx,
  lines: BomMatchInput[],
  described: Map<string, BomMatch> = new Map(),
): Promise<BomMatch[]> {
  const out: BomMatch[] = lines.map(() => ({ kind: 'none', confidence: 0, partId: null, candidates: [] }))

  // 1. The part number as written (or the distributor's code when the part cell is empty).
  const byNumber = lines.flatMap((l, i) => {
    const written = l.partText.trim() || l.supplierPn.trim()
    return written ? [{ i, written, manufacturer: l.manufacturerText }] : []
  })
  const first = await inBatches(byNumber, (b) => matchParts(ctx, b))
  byNumber.forEach(({ i }, n) => (out[i] = asMatch(first[n]!)))

  // 2. A distributor's code in its own column, for lines the part number did not match.
  const byCode = lines.flatMap((l, i) =>
    out[i]!.partId === null && l.partText.trim() && l.supplierPn.trim()
      ? [{ i, written: l.supplierPn.trim(), manufacturer: l.manufacturerText }]
      : [],
  )
  const second = await inBatches(byCode, (b) => matchParts(ctx, b))
  byCode.forEach(({ i }, n) => {
    const m = second[n]!
    if (m.partId !== null) out[i] = asMatch(m)
    else out[i]!.candidates = [...new Set([...out[i]!.candidates, ...m.candidates])].slice(0, 10)
  })

  // 3. Lines that name no part: by the parameters their description names (each distinct want once:
  // a BOM writes "100nF 0402" on many lines).
  const wants = new Map<string, { wanted: Wanted; lines: number[] }>()
  lines.forEach((l, i) => {
    if (l.partText.trim() || l.supplierPn.trim()) return
    const wanted = parseDescription(l.description)
    if (!wanted) return
    const key = JSON.stringify(wanted)
    const known = described.get(key)
    if (known) return void (out[i] = { ...known })
    const want = wants.get(key)
    if (want) want.lines.push(i)
    else wants.set(key, { wanted, lines: [i] })
  })
  const distinct = [...wants.entries()]
  const third = await inBatches(distinct, (b) =>
    matchParameters(
      ctx,
      b.map(([, x]) => x.wanted),
    ),
  )
  distinct.forEach(([key, { lines: same }], n) => {
    described.set(key, third[n]!)
    same.forEach((i) => (out[i] = { ...third[n]! }))
  })
  return out
}

type ParamIds = Record<'resistance' | 'capacitance' | 'size' | 'tolerance' | 'voltage_rating' | 'dielectric', number>

/**
 * Parts whose parameters are what each line wants: the value (within a millionth), the size, and
 * the tolerance, voltage and dielectric when the line names them. When the parts that fit agree
 * on the parameters the line left open, any of them is what the buyer asked for: the one with
 * stock at the lowest price is the match, the others its candidates. When they differ (a 1 % and a
 * 5 % resistor for "10k 0603"), the line stays unmatched with them as candidates.
 */
async function matchParameters(ctx: Ctx, wanted: Wanted[]): Promise<BomMatch[]> {
  const params = await ctx.db.all<{ id: number; key: string }>(
    sql`SELECT id, key FROM params WHERE key IN ('resistance', 'capacitance', 'size', 'tolerance', 'voltage_rating', 'dielectric')`,
  )
  const id = Object.fromEntries(params.map((p) => [p.key, Number(p.id)])) as ParamIds
  const none = (): BomMatch => ({ kind: 'none', confidence: 0, partId: null, candidates: [] })
  if (!id.size || !id.resistance || !id.capacitance) return wanted.map(none)

  const probes = wanted.map((w, line) => {
    const value = w.kind === 'resistor' ? w.ohms : w.farads
    return [
      line,
      w.kind === 'resistor' ? id.resistance : id.capacitance,
      value * (1 - 1e-6),
      value * (1 + 1e-6),
      w.size,
    ]
  })
  // CROSS JOIN keeps SQLite's join order: from each probe by value (part_params_num), then the
  // size of those parts. Left to choose, it read every part's size first and looked the probes up
  // for each (4 to 7 s per description at a million parts).
  // On a split catalogue every shard answers for its parts (each holds a copy of their offers).
  const rows = await allOfCatalogue<{
    line: number
    part_id: number
    tolerance: number | null
    volts: number | null
    dielectric: string | null
    stock: number | null
    unit_price: number | null
  }>(
    ctx.db,
    sql`
    WITH probe(line, param, lo, hi, size) AS (
      SELECT value ->> 0, value ->> 1, value ->> 2, value ->> 3, value ->> 4 FROM json_each(${JSON.stringify(probes)}))
    SELECT pr.line, v.part_id, t.num AS tolerance, vr.num AS volts, d.value AS dielectric, g.stock, g.unit_price
      FROM probe pr
      CROSS JOIN part_params v ON v.param_id = pr.param AND v.num BETWEEN pr.lo AND pr.hi
      CROSS JOIN part_params s ON s.part_id = v.part_id AND s.param_id = ${id.size} AND s.value = pr.size
      LEFT JOIN part_params t ON t.part_id = v.part_id AND t.param_id = ${id.tolerance ?? 0}
      LEFT JOIN part_params vr ON vr.part_id = v.part_id AND vr.param_id = ${id.voltage_rating ?? 0}
      LEFT JOIN part_params d ON d.part_id = v.part_id AND d.param_id = ${id.dielectric ?? 0}
      JOIN parts p ON p.id = v.part_id
      LEFT JOIN goods g ON g.id = p.goods_id`,
  )

  const fits = new Map<number, { partId: number; stock: number; price: number; open: string }[]>()
  for (const r of rows) {
    const w = wanted[Number(r.line)]!
    if (w.kind === 'resistor' && w.tolerance !== null && Number(r.tolerance) !== w.tolerance) continue
    if (w.kind === 'capacitor') {
      if (w.volts !== null && Number(r.volts) !== w.volts) continue
      if (w.dielectric !== null && !dielectricsOf(r.dielectric ?? '').includes(w.dielectric)) continue
    }
    const list = fits.get(Number(r.line)) ?? []
    // What the line left open: parts that differ in it are different answers to the line.
    const open = w.kind === 'resistor' ? `${r.tolerance}` : `${r.volts}/${dielectricsOf(r.dielectric ?? '').join()}`
    list.push({ partId: Number(r.part_id), stock: Number(r.stock ?? 0), price: Number(r.unit_price ?? 0), open })
    fits.set(Number(r.line), list)
  }
  return wanted.map((_, line) => {
    const list = (fits.get(line) ?? []).sort(
      (a, b) => Number(b.stock > 0) - Number(a.stock > 0) || a.price - b.price || a.partId - b.partId,
    )
    if (!list.length) return none()
    const ids = [...new Set(list.map((f) => f.partId))]
    // Parts that differ in a parameter the line did not name (an X7R and a C0G for "1nF 50V 0603"): someone has to choose.
    if (new Set(list.map((f) => f.open)).size > 1)
      return { kind: 'candidates-only', confidence: 0, partId: null, candidates: ids.slice(0, 10) }
    return { kind: 'parametric', confidence: CONFIDENCE.parametric, partId: ids[0]!, candidates: ids.slice(1, 10) }
  })
}
