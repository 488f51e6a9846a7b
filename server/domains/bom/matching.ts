import { sql } from 'drizzle-orm'
import { BOM_COLUMN_KINDS, type BomSummary, type ColumnMapping, type MatchKind } from '../../../contract/bom'
import { CONFIDENCE, matchBomLines, type BomMatch } from './match'
import { chooseOffer, offerChoicesOfParts } from './offers'
import {
  type Ctx,
  type BomRow,
  type LineRow,
  type MatchRow,
  type Refusal,
  WRITE_BATCH,
  ownBom,
  touch,
  summaries,
  readStored,
  replaceLines,
  columnsOf,
  columnsOfBom,
  rowsAfter,
} from './store'

/** Matching a BOM's lines (match.ts) and choosing an offer for each (offers.ts); also the refresh. */

export type LineUpdate = {
  id: number
  kind: MatchKind
  confidence: number
  partId: number | null
  candidates: number[]
  goodsId: number | null
  pinned: boolean
}

export async function writeMatches(ctx: Ctx, updates: LineUpdate[]) {
  for (let i = 0; i < updates.length; i += WRITE_BATCH) {
    const values = updates
      .slice(i, i + WRITE_BATCH)
      .map((u) => [u.id, u.kind, u.confidence, u.partId, JSON.stringify(u.candidates), u.goodsId, u.pinned ? 1 : 0])
    await ctx.db.run(sql`
      UPDATE bom_lines SET match_kind = m.value ->> 1, confidence = m.value ->> 2, part_id = m.value ->> 3,
             candidates = m.value ->> 4, goods_id = m.value ->> 5, goods_pinned = m.value ->> 6
        FROM json_each(${JSON.stringify(values)}) AS m
       WHERE bom_lines.id = m.value ->> 0`)
  }
}

/**
 * Matches lines anew (all of a BOM's but those whose part the buyer chose) and chooses their
 * offers; a matched line keeps an offer the buyer chose if it is still one of its part's.
 */
export async function matchRows(ctx: Ctx, bom: BomRow, rows: MatchRow[], described: Map<string, BomMatch> = new Map()) {
  const todo = rows.filter((r) => r.matchKind !== 'manual')
  const matches = await matchBomLines(
    ctx,
    todo.map((r) => ({
      partText: r.partText,
      manufacturerText: r.manufacturerText,
      supplierPn: r.supplierPn,
      description: r.description,
    })),
    described,
  )
  const updates: LineUpdate[] = todo.map((r, i) => ({ id: r.id, ...matches[i]!, goodsId: null, pinned: false }))
  const manual = rows.filter((r) => r.matchKind === 'manual')
  for (const r of manual)
    updates.push({
      id: r.id,
      kind: 'manual',
      confidence: CONFIDENCE.manual,
      partId: r.partId,
      candidates: JSON.parse(r.candidates) as number[],
      goodsId: null,
      pinned: false,
    })
  // Offers chosen and written a slice at a time: a 10,000-line BOM's offers are never all held at once.
  for (let i = 0; i < updates.length; i += WRITE_BATCH) {
    const slice = updates.slice(i, i + WRITE_BATCH)
    await chooseOffers(ctx, bom, rows, slice)
    await writeMatches(ctx, slice)
  }
}

/** The offer of every matched update: the buyer's, if still of the part; else the best for the need. */
async function chooseOffers(ctx: Ctx, bom: BomRow, rows: MatchRow[], updates: LineUpdate[]) {
  const ids = new Set(updates.map((u) => u.id))
  const byId = new Map(rows.flatMap((r) => (ids.has(r.id) ? [[r.id, r] as const] : [])))
  const offers = await offerChoicesOfParts(
    ctx,
    updates.flatMap((u) => (u.partId === null ? [] : [u.partId])),
  )
  for (const u of updates) {
    const row = byId.get(u.id)!
    const own = offers.get(u.partId ?? -1)
    const pinned = row.goodsPinned === 1 && own?.some((o) => o.goodsId === row.goodsId)
    u.goodsId =
      u.partId === null ? null : pinned ? row.goodsId : (chooseOffer(own, row.qty * bom.sets)?.goodsId ?? null)
    u.pinned = !!pinned
  }
}

/**
 * Every line of a BOM matched, WRITE_BATCH lines at a time in file order: read, matched, offers
 * chosen, written. A 10,000-line BOM's rows, matches and offers are never all held at once (the
 * server's peak memory, issue 19); each distinct description is still matched once per BOM.
 */
export async function matchAllRows(ctx: Ctx, bom: BomRow) {
  const described = new Map<string, BomMatch>()
  for (let rows = await rowsAfter(ctx, bom.id, null); rows.length; rows = await rowsAfter(ctx, bom.id, rows.at(-1)!))
    await matchRows(ctx, bom, rows, described)
}

/** Offers chosen again for the lines the buyer did not choose one for (quantities changed). */
export async function rechoose(ctx: Ctx, bom: BomRow, rows: LineRow[]) {
  const updates: LineUpdate[] = rows
    .filter((r) => r.partId !== null)
    .map((r) => ({
      id: r.id,
      kind: r.matchKind as MatchKind,
      confidence: r.confidence,
      partId: r.partId,
      candidates: JSON.parse(r.candidates) as number[],
      goodsId: null,
      pinned: false,
    }))
  await chooseOffers(ctx, bom, rows, updates)
  const before = new Map(rows.map((r) => [r.id, r.goodsId]))
  await writeMatches(
    ctx,
    updates.filter((u) => u.goodsId !== before.get(u.id)),
  )
}

/**
 * Matching a BOM: with a mapping (the buyer's confirmation or correction), the file is read again
 * with it and the lines replaced; then every line is matched. Also the "refresh".
 */
export async function mateBom(
  ctx: Ctx,
  id: number,
  mapping?: ColumnMapping,
  headerRow?: number,
): Promise<{ kind: 'ok'; bom: BomSummary } | Refusal> {
  let bom = await ownBom(ctx, id)
  if (!bom) return { kind: 'notFound' }
  const columns = columnsOfBom(bom)
  // The buyer confirming the columns as detected: the lines were read with them at the upload.
  const asRead =
    bom.status === 'mapping' &&
    (headerRow ?? columns.header_row) === columns.header_row &&
    BOM_COLUMN_KINDS.every((k) => mapping?.[k] === columns.mapping[k])
  if (mapping && !asRead) {
    const sheet = await readStored(ctx, bom, { ...columns, mapping, header_row: headerRow ?? columns.header_row })
    if (sheet.kind !== 'ok') return { kind: 'sheet', failure: sheet }
    await replaceLines(ctx, bom.id, sheet.lines)
    bom = await touch(ctx, bom, {
      columns: JSON.stringify({ ...columnsOf(sheet), confidence: columns.confidence, rows: columns.rows }),
    })
  }
  await matchAllRows(ctx, bom)
  bom = await touch(ctx, bom, { status: 'matched' })
  const [summary] = await summaries(ctx, [bom])
  return { kind: 'ok', bom: summary! }
}
