import { and, eq, inArray, sql } from 'drizzle-orm'
import {
  BOM_MAX_BYTES,
  BOM_MAX_LINES,
  type BomLine,
  type BomSummary,
  type ColumnMapping,
  type MatchKind,
} from '../../../contract/bom'
import { MAX_QTY } from '../../../contract/cart'
import type { UploadedFile } from '../../../contract/files'
import { formatE5 } from '../../../contract/money'
import type { ServiceContext } from '../../services/context'
import { inList } from '../../db/lists'
import { reference } from '../parts/reference'
import { parseTiers } from '../parts/money'
import { partListItems } from '../parts/views'
import { readPastedText, readSheet, type SheetFailure, type SheetLine, type SheetResult } from '../sheets'
import { cellText } from '../sheets/columns'
import { storeUserSpreadsheet } from '../uploads/service'
import { CONFIDENCE, matchBomLines } from './match'
import { chooseOffer, offerAnswer, offersById, offersOfParts, orderPrice, priceOffer, rankOffers } from './offers'
import { bomLines, boms } from './schema'

/**
 * The BOM tool's rules and queries (contract/bom.ts). Every call works on a BOM of the signed-in
 * user (ctx.session): another user's BOM is not found. A BOM is created from an upload with the
 * columns the reader detected (status 'mapping'); matching it (mate) confirms the columns and
 * matches every line (match.ts) and chooses an offer for each matched one (offers.ts). Lines are
 * priced whenever they are read, from the chosen offer and the order quantity.
 */
type Ctx = Pick<ServiceContext, 'db' | 'locale' | 'now' | 'session' | 'ports'> & Partial<Pick<ServiceContext, 'reads'>>

type BomRow = typeof boms.$inferSelect
type LineRow = typeof bomLines.$inferSelect
export type Columns = {
  format: 'xlsx' | 'xls' | 'csv' | 'text'
  sheet_name: string
  header_row: number
  header: string[]
  width: number
  mapping: ColumnMapping
  confidence: Record<string, number>
  rows: string[][]
}

export type Refusal =
  | { kind: 'notFound' }
  | { kind: 'lineNotFound' }
  | { kind: 'partNotFound' }
  | { kind: 'goodsNotFound' }
  | { kind: 'sheet'; failure: SheetFailure }

const PREVIEW_ROWS = 30
/** Lines per insert or update statement (one JSON value, well under D1's 2 MB). */
const WRITE_BATCH = 1000

const userOf = (ctx: Ctx) => ctx.session!.userId
const clip = (text: string, max: number) => (text.length > max ? text.slice(0, max) : text)

// ---------------------------------------------------------------------------------------------
// Reading the file

async function readStored(ctx: Ctx, bom: Pick<BomRow, 'fileKey' | 'fileName'>, columns?: Partial<Columns>) {
  const bytes = await ctx.ports.files.get(bom.fileKey)
  if (!bytes) return { kind: 'unreadable' } as const
  const options = {
    maxBytes: BOM_MAX_BYTES,
    maxLines: BOM_MAX_LINES,
    ...(columns?.mapping ? { mapping: columns.mapping, headerRow: columns.header_row } : {}),
  }
  return bom.fileKey.endsWith('.txt')
    ? readPastedText(new TextDecoder().decode(bytes), options)
    : readSheet(bytes, { ...options, fileName: bom.fileName, sheetName: columns?.sheet_name || undefined })
}

function columnsOf(sheet: Extract<SheetResult, { kind: 'ok' }>): Columns {
  return {
    format: sheet.format,
    sheet_name: sheet.sheetName,
    header_row: sheet.headerRow,
    header: sheet.header,
    width: sheet.width,
    mapping: sheet.mapping,
    confidence: sheet.confidence as Record<string, number>,
    rows: sheet.cells.slice(0, PREVIEW_ROWS).map((row) => row.map((c) => clip(cellText(c), 200))),
  }
}

const columnsOfBom = (bom: BomRow) => JSON.parse(bom.columns) as Columns

async function replaceLines(ctx: Ctx, bomId: number, lines: SheetLine[]) {
  await ctx.db.delete(bomLines).where(eq(bomLines.bomId, bomId))
  for (let i = 0; i < lines.length; i += WRITE_BATCH) {
    const values = lines
      .slice(i, i + WRITE_BATCH)
      .map((l) => [
        l.row,
        clip(l.mpn, 200),
        clip(l.manufacturer, 200),
        Math.min(MAX_QTY, Math.max(1, Math.ceil(l.quantity ?? 1))),
        clip(l.quantityText, 100),
        clip(l.designators, 1000),
        clip(l.description, 500),
        clip(l.customerRef, 200),
        clip(l.supplierPn, 200),
      ])
    await ctx.db.run(sql`
      INSERT INTO bom_lines (bom_id, row, part_text, manufacturer_text, qty, qty_text, designators, description, customer_ref, supplier_pn)
      SELECT ${bomId}, value ->> 0, value ->> 1, value ->> 2, value ->> 3, value ->> 4, value ->> 5, value ->> 6, value ->> 7, value ->> 8
        FROM json_each(${JSON.stringify(values)})`)
  }
}

/** Upload: the file (or pasted text) stored, read, and a BOM made of it with the columns detected. */
export async function uploadBom(
  ctx: Ctx,
  input: { file?: UploadedFile; text?: string; name?: string },
): Promise<{ kind: 'ok'; bom: BomSummary; columns: Columns } | Refusal> {
  const file: UploadedFile = input.file ?? {
    name: 'pasted.txt',
    type: 'text/plain',
    size: 0,
    bytes: new TextEncoder().encode(input.text ?? ''),
  }
  const sheet = input.file
    ? await readSheet(file.bytes, { fileName: file.name, maxBytes: BOM_MAX_BYTES, maxLines: BOM_MAX_LINES })
    : readPastedText(input.text ?? '', { maxBytes: BOM_MAX_BYTES, maxLines: BOM_MAX_LINES })
  if (sheet.kind !== 'ok') return { kind: 'sheet', failure: sheet }
  const stored = await storeUserSpreadsheet(ctx, file)
  const columns = columnsOf(sheet)
  const at = ctx.now.toISOString()
  const fileName = input.file ? input.file.name : ''
  const [bom] = await ctx.db
    .insert(boms)
    .values({
      userId: userOf(ctx),
      name: clip(input.name || fileName.replace(/\.[^.]+$/, '') || defaultName(ctx), 100),
      fileName,
      fileKey: `uploads/${stored.file_id}`,
      columns: JSON.stringify(columns),
      sets: 1,
      status: 'mapping',
      createdAt: at,
      updatedAt: at,
    })
    .returning()
  await replaceLines(ctx, bom!.id, sheet.lines)
  const [summary] = await summaries(ctx, [bom!])
  return { kind: 'ok', bom: summary!, columns }
}

const defaultName = (ctx: Ctx) => `BOM ${ctx.now.toISOString().slice(0, 16).replace('T', ' ')}`

// ---------------------------------------------------------------------------------------------
// Reading BOMs

async function ownBom(ctx: Ctx, id: number): Promise<BomRow | null> {
  const [bom] = await ctx.db
    .select()
    .from(boms)
    .where(and(eq(boms.id, id), eq(boms.userId, userOf(ctx))))
  return bom ?? null
}

async function touch(ctx: Ctx, bom: BomRow, set: Partial<BomRow> = {}) {
  const [row] = await ctx.db
    .update(boms)
    .set({ ...set, updatedAt: ctx.now.toISOString() })
    .where(eq(boms.id, bom.id))
    .returning()
  return row!
}

/** Counts and totals of BOMs: every line priced from its chosen offer. */
async function summaries(ctx: Ctx, rows: BomRow[]): Promise<BomSummary[]> {
  if (!rows.length) return []
  const lines = await ctx.db.all<{
    bom_id: number
    qty: number
    matched: number
    stock: number | null
    moq: number | null
    multiple: number | null
    price_tiers: string | null
  }>(sql`
    SELECT l.bom_id, l.qty, l.part_id IS NOT NULL AS matched, g.stock, g.moq, g.multiple, g.price_tiers
      FROM bom_lines l LEFT JOIN goods g ON g.id = l.goods_id
     WHERE l.bom_id IN ${inList(rows.map((r) => r.id))}`)
  const sets = new Map(rows.map((r) => [r.id, r.sets]))
  const sums = new Map<number, { lines: number; matched: number; total: bigint }>()
  for (const l of lines) {
    const s = sums.get(Number(l.bom_id)) ?? { lines: 0, matched: 0, total: 0n }
    s.lines++
    if (Number(l.matched)) s.matched++
    if (Number(l.matched) && l.price_tiers !== null) {
      const offer = {
        tiers: parseTiers(l.price_tiers),
        stock: Number(l.stock),
        moq: Number(l.moq),
        multiple: Number(l.multiple),
      }
      s.total += orderPrice(offer, Number(l.qty) * sets.get(Number(l.bom_id))!).ext
    }
    sums.set(Number(l.bom_id), s)
  }
  return rows.map((r) => {
    const s = sums.get(r.id) ?? { lines: 0, matched: 0, total: 0n }
    return {
      id: r.id,
      name: r.name,
      file_name: r.fileName,
      sets: r.sets,
      status: r.status === 'matched' ? 'matched' : 'mapping',
      line_count: s.lines,
      matched_count: s.matched,
      unmatched_count: s.lines - s.matched,
      total: formatE5(s.total),
      created_at: r.createdAt,
      updated_at: r.updatedAt,
    }
  })
}

export async function listBoms(ctx: Ctx, page: number, pageSize: number) {
  const where = eq(boms.userId, userOf(ctx))
  const [rows, [count]] = await Promise.all([
    ctx.db
      .select()
      .from(boms)
      .where(where)
      .orderBy(sql`${boms.updatedAt} DESC, ${boms.id} DESC`)
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    ctx.db
      .select({ n: sql<number>`count(*)` })
      .from(boms)
      .where(where),
  ])
  return { list: await summaries(ctx, rows), total: Number(count?.n ?? 0), page, page_size: pageSize }
}

export async function getBom(ctx: Ctx, id: number) {
  const bom = await ownBom(ctx, id)
  if (!bom) return { kind: 'notFound' } as const
  const [summary] = await summaries(ctx, [bom])
  return { kind: 'ok', bom: { ...summary!, columns: columnsOfBom(bom) } } as const
}

/** Lines as the API shows them: the part, the chosen offer priced for the order quantity. */
async function lineViews(ctx: Ctx, bom: BomRow, rows: LineRow[]): Promise<BomLine[]> {
  const partIds = [...new Set(rows.flatMap((r) => (r.partId === null ? [] : [r.partId])))]
  const [ref, parts, offers, counts] = await Promise.all([
    reference(ctx.db, ctx.locale),
    partIds.length
      ? ctx.db.all<{
          id: number
          mpn: string
          manufacturer_id: number
          package: string
          description: string
          lead_time_weeks: number | null
        }>(
          sql`SELECT id, mpn, manufacturer_id, package, description, lead_time_weeks FROM parts WHERE id IN ${inList(partIds)}`,
        )
      : [],
    offersById(
      ctx,
      rows.flatMap((r) => (r.goodsId === null ? [] : [r.goodsId])),
    ),
    partIds.length
      ? ctx.db.all<{ part_id: number; n: number }>(
          sql`SELECT part_id, count(*) AS n FROM goods WHERE part_id IN ${inList(partIds)} GROUP BY part_id`,
        )
      : [],
  ])
  const partById = new Map(parts.map((p) => [Number(p.id), p]))
  const offerCount = new Map(counts.map((c) => [Number(c.part_id), Number(c.n)]))
  return rows.map((r) => {
    const p = r.partId === null ? undefined : partById.get(r.partId)
    const offer = r.goodsId === null ? undefined : offers.get(r.goodsId)
    return {
      id: r.id,
      row: r.row,
      part_number: r.partText || r.supplierPn,
      manufacturer: r.manufacturerText,
      quantity: r.qty,
      quantity_text: r.qtyText,
      designators: r.designators,
      description: r.description,
      customer_ref: r.customerRef,
      supplier_pn: r.supplierPn,
      match_kind: r.matchKind as MatchKind,
      confidence: r.confidence,
      matched: !!p,
      part: p
        ? {
            part_id: Number(p.id),
            part_number: p.mpn,
            manufacturer: ref.manufacturerName(Number(p.manufacturer_id)),
            package: p.package,
            description: p.description,
            lead_time_weeks: p.lead_time_weeks === null ? null : Number(p.lead_time_weeks),
          }
        : null,
      offer: p && offer && offer.partId === p.id ? offerAnswer(priceOffer(offer, r.qty * bom.sets)) : null,
      offer_count: p ? (offerCount.get(Number(p.id)) ?? 0) : 0,
      candidate_count: (JSON.parse(r.candidates) as number[]).length,
    }
  })
}

const TAB = {
  all: undefined,
  matched: sql`part_id IS NOT NULL`,
  unmatched: sql`part_id IS NULL`,
} as const

export async function bomLinesPage(ctx: Ctx, id: number, tab: keyof typeof TAB, page: number, pageSize: number) {
  const bom = await ownBom(ctx, id)
  if (!bom) return { kind: 'notFound' } as const
  const [rows, [counts]] = await Promise.all([
    ctx.db
      .select()
      .from(bomLines)
      .where(and(eq(bomLines.bomId, id), TAB[tab]))
      .orderBy(bomLines.row, bomLines.id)
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    ctx.db.all<{ all: number; matched: number }>(
      sql`SELECT count(*) AS "all", count(part_id) AS matched FROM bom_lines WHERE bom_id = ${id}`,
    ),
  ])
  const all = Number(counts?.all ?? 0)
  const matched = Number(counts?.matched ?? 0)
  const tabCounts = { all, matched, unmatched: all - matched }
  return {
    kind: 'ok',
    page: {
      list: await lineViews(ctx, bom, rows),
      total: tabCounts[tab],
      page,
      page_size: pageSize,
      counts: tabCounts,
    },
  } as const
}

async function oneLine(ctx: Ctx, bom: BomRow, lineId: number): Promise<LineRow | null> {
  const [row] = await ctx.db
    .select()
    .from(bomLines)
    .where(and(eq(bomLines.id, lineId), eq(bomLines.bomId, bom.id)))
  return row ?? null
}

async function lineAnswer(ctx: Ctx, bom: BomRow, lineId: number) {
  const row = await oneLine(ctx, bom, lineId)
  return { kind: 'ok', line: (await lineViews(ctx, bom, [row!]))[0]! } as const
}

// ---------------------------------------------------------------------------------------------
// Matching

type LineUpdate = {
  id: number
  kind: MatchKind
  confidence: number
  partId: number | null
  candidates: number[]
  goodsId: number | null
  pinned: boolean
}

async function writeMatches(ctx: Ctx, updates: LineUpdate[]) {
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
async function matchRows(ctx: Ctx, bom: BomRow, rows: LineRow[]) {
  const todo = rows.filter((r) => r.matchKind !== 'manual')
  const matches = await matchBomLines(
    ctx,
    todo.map((r) => ({
      partText: r.partText,
      manufacturerText: r.manufacturerText,
      supplierPn: r.supplierPn,
      description: r.description,
    })),
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
  await chooseOffers(ctx, bom, rows, updates)
  await writeMatches(ctx, updates)
}

/** The offer of every matched update: the buyer's, if still of the part; else the best for the need. */
async function chooseOffers(ctx: Ctx, bom: BomRow, rows: LineRow[], updates: LineUpdate[]) {
  const byId = new Map(rows.map((r) => [r.id, r]))
  const offers = await offersOfParts(
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

/** Offers chosen again for the lines the buyer did not choose one for (quantities changed). */
async function rechoose(ctx: Ctx, bom: BomRow, rows: LineRow[]) {
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

const allRows = (ctx: Ctx, bomId: number) => ctx.db.select().from(bomLines).where(eq(bomLines.bomId, bomId))

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
  if (mapping) {
    const columns = columnsOfBom(bom)
    const sheet = await readStored(ctx, bom, { ...columns, mapping, header_row: headerRow ?? columns.header_row })
    if (sheet.kind !== 'ok') return { kind: 'sheet', failure: sheet }
    await replaceLines(ctx, bom.id, sheet.lines)
    bom = await touch(ctx, bom, {
      columns: JSON.stringify({ ...columnsOf(sheet), confidence: columns.confidence, rows: columns.rows }),
    })
  }
  await matchRows(ctx, bom, await allRows(ctx, bom.id))
  bom = await touch(ctx, bom, { status: 'matched' })
  const [summary] = await summaries(ctx, [bom])
  return { kind: 'ok', bom: summary! }
}

// ---------------------------------------------------------------------------------------------
// Changes

export async function renameBom(ctx: Ctx, id: number, name: string) {
  const bom = await ownBom(ctx, id)
  if (!bom) return { kind: 'notFound' } as const
  const [summary] = await summaries(ctx, [await touch(ctx, bom, { name })])
  return { kind: 'ok', bom: summary! } as const
}

export async function deleteBoms(ctx: Ctx, ids: number[]) {
  const own = await ctx.db
    .select({ id: boms.id })
    .from(boms)
    .where(and(eq(boms.userId, userOf(ctx)), inArray(boms.id, ids)))
  const mine = own.map((b) => b.id)
  if (mine.length) {
    await ctx.db.delete(bomLines).where(inArray(bomLines.bomId, mine))
    await ctx.db.delete(boms).where(and(eq(boms.userId, userOf(ctx)), inArray(boms.id, mine)))
  }
  return mine.length
}

export async function setSets(ctx: Ctx, id: number, sets: number) {
  const bom = await ownBom(ctx, id)
  if (!bom) return { kind: 'notFound' } as const
  const updated = await touch(ctx, bom, { sets })
  await rechoose(ctx, updated, await allRows(ctx, id))
  const [summary] = await summaries(ctx, [updated])
  return { kind: 'ok', bom: summary! } as const
}

export async function changeQty(ctx: Ctx, id: number, lineId: number, qty: number) {
  const bom = await ownBom(ctx, id)
  if (!bom) return { kind: 'notFound' } as const
  const row = await oneLine(ctx, bom, lineId)
  if (!row) return { kind: 'lineNotFound' } as const
  await ctx.db.update(bomLines).set({ qty }).where(eq(bomLines.id, lineId))
  await rechoose(ctx, bom, [{ ...row, qty }])
  await touch(ctx, bom)
  return lineAnswer(ctx, bom, lineId)
}

export async function deleteLines(ctx: Ctx, id: number, lineIds: number[]) {
  const bom = await ownBom(ctx, id)
  if (!bom) return { kind: 'notFound' } as const
  await ctx.db.delete(bomLines).where(and(eq(bomLines.bomId, id), inArray(bomLines.id, lineIds)))
  const [summary] = await summaries(ctx, [await touch(ctx, bom)])
  return { kind: 'ok', bom: summary! } as const
}

export async function moreSuppliers(ctx: Ctx, id: number, lineId: number) {
  const bom = await ownBom(ctx, id)
  if (!bom) return { kind: 'notFound' } as const
  const row = await oneLine(ctx, bom, lineId)
  if (!row) return { kind: 'lineNotFound' } as const
  const offers = row.partId === null ? [] : ((await offersOfParts(ctx, [row.partId])).get(row.partId) ?? [])
  return { kind: 'ok', chosen: row.goodsId, list: rankOffers(offers, row.qty * bom.sets).map(offerAnswer) } as const
}

export async function changeSupplier(ctx: Ctx, id: number, lineId: number, goodsId: number) {
  const bom = await ownBom(ctx, id)
  if (!bom) return { kind: 'notFound' } as const
  const row = await oneLine(ctx, bom, lineId)
  if (!row) return { kind: 'lineNotFound' } as const
  const offer = (await offersById(ctx, [goodsId])).get(goodsId)
  if (!offer || row.partId === null || offer.partId !== row.partId) return { kind: 'goodsNotFound' } as const
  await ctx.db.update(bomLines).set({ goodsId, goodsPinned: 1 }).where(eq(bomLines.id, lineId))
  await touch(ctx, bom)
  return lineAnswer(ctx, bom, lineId)
}

export async function addLine(
  ctx: Ctx,
  id: number,
  input: { part_number: string; manufacturer: string; quantity: number; customer_ref: string; description: string },
) {
  const bom = await ownBom(ctx, id)
  if (!bom) return { kind: 'notFound' } as const
  const [last] = await ctx.db.all<{ row: number | null }>(
    sql`SELECT max(row) AS row FROM bom_lines WHERE bom_id = ${id}`,
  )
  const [row] = await ctx.db
    .insert(bomLines)
    .values({
      bomId: id,
      row: Number(last?.row ?? 0) + 1,
      partText: input.part_number,
      manufacturerText: input.manufacturer,
      qty: input.quantity,
      qtyText: String(input.quantity),
      designators: '',
      description: input.description,
      customerRef: input.customer_ref,
      supplierPn: '',
    })
    .returning()
  await matchRows(ctx, bom, [row!])
  await touch(ctx, bom)
  return lineAnswer(ctx, bom, row!.id)
}

export async function morePartNumbers(ctx: Ctx, id: number, lineId: number) {
  const bom = await ownBom(ctx, id)
  if (!bom) return { kind: 'notFound' } as const
  const row = await oneLine(ctx, bom, lineId)
  if (!row) return { kind: 'lineNotFound' } as const
  const items = await partListItems(ctx, JSON.parse(row.candidates) as number[])
  return {
    kind: 'ok',
    list: items.map((p) => ({
      part_id: p.part_id,
      part_number: p.part_number,
      manufacturer: p.manufacturer,
      package: p.package,
      description: p.description,
      stock_total: p.stock_total,
      offers: p.offers,
      unit_price: p.unit_price,
    })),
  } as const
}

export async function changePart(ctx: Ctx, id: number, lineId: number, partId: number) {
  const bom = await ownBom(ctx, id)
  if (!bom) return { kind: 'notFound' } as const
  const row = await oneLine(ctx, bom, lineId)
  if (!row) return { kind: 'lineNotFound' } as const
  const [exists] = await ctx.db.all<{ id: number }>(sql`SELECT id FROM parts WHERE id = ${partId}`)
  if (!exists) return { kind: 'partNotFound' } as const
  const offers = (await offersOfParts(ctx, [partId])).get(partId)
  await writeMatches(ctx, [
    {
      id: lineId,
      kind: 'manual',
      confidence: CONFIDENCE.manual,
      partId,
      candidates: JSON.parse(row.candidates) as number[],
      goodsId: chooseOffer(offers, row.qty * bom.sets)?.goodsId ?? null,
      pinned: false,
    },
  ])
  await touch(ctx, bom)
  return lineAnswer(ctx, bom, lineId)
}

/** Every line of a BOM, viewed (for the export). */
export async function allLineViews(ctx: Ctx, id: number) {
  const bom = await ownBom(ctx, id)
  if (!bom) return { kind: 'notFound' } as const
  const rows = await ctx.db.select().from(bomLines).where(eq(bomLines.bomId, id)).orderBy(bomLines.row, bomLines.id)
  const [summary] = await summaries(ctx, [bom])
  return { kind: 'ok', bom: summary!, lines: await lineViews(ctx, bom, rows) } as const
}
