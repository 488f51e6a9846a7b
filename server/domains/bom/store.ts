import { and, eq, sql } from 'drizzle-orm'
import { BOM_MAX_BYTES, BOM_MAX_LINES, type BomSummary, type ColumnMapping } from '../../../contract/bom'
import { MAX_QTY } from '../../../contract/cart'
import { formatE5 } from '../../../contract/money'
import type { ServiceContext } from '../../services/context'
import { inList } from '../../db/lists'
import { parseTiers } from '../parts/money'
import type { SheetFailure, SheetLine, SheetResult } from '../sheets'
import { cellText } from '../sheets/columns'
import { orderPrice } from './offers'
import { findGuestBom, moveGuestBom } from './guest'
import { bomLines, boms } from './schema'

/**
 * What the BOM flows share (service.ts): the context, the user's BOM, its stored file read again,
 * its lines written, and the summaries (counts, totals) of BOMs.
 */
export type Ctx = Pick<ServiceContext, 'db' | 'locale' | 'now' | 'session' | 'ports'> &
  Partial<Pick<ServiceContext, 'reads' | 'guestBomToken'>>

export type BomRow = typeof boms.$inferSelect
export type LineRow = typeof bomLines.$inferSelect
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

/** Rows of the file shown at the mapping step (and all the reader sends back of its cells). */
export const PREVIEW_ROWS = 30
/** Lines per insert or update statement (one JSON value, well under D1's 2 MB). */
export const WRITE_BATCH = 1000

export const userOf = (ctx: Ctx) => ctx.session!.userId
export const clip = (text: string, max: number) => (text.length > max ? text.slice(0, max) : text)

/**
 * The BOM's stored file read again (a corrected mapping), through the sheets port with the same
 * bounds as at the upload: the stored file is as untrusted as when it came.
 */
export async function readStored(ctx: Ctx, bom: Pick<BomRow, 'fileKey' | 'fileName'>, columns?: Partial<Columns>) {
  const bytes = await ctx.ports.files.get(bom.fileKey)
  if (!bytes) return { kind: 'unreadable' } as const
  const options = {
    maxBytes: BOM_MAX_BYTES,
    maxLines: BOM_MAX_LINES,
    previewRows: PREVIEW_ROWS,
    ...(columns?.mapping ? { mapping: columns.mapping, headerRow: columns.header_row } : {}),
  }
  return bom.fileKey.endsWith('.txt')
    ? ctx.ports.sheets.readText(new TextDecoder().decode(bytes), options)
    : ctx.ports.sheets.readFile(bytes, {
        ...options,
        fileName: bom.fileName,
        sheetName: columns?.sheet_name || undefined,
      })
}

export function columnsOf(sheet: Extract<SheetResult, { kind: 'ok' }>): Columns {
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

export const columnsOfBom = (bom: BomRow) => JSON.parse(bom.columns) as Columns

export async function replaceLines(ctx: Ctx, bomId: number, lines: SheetLine[]) {
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

/**
 * The caller's BOM `id`: the signed-in user's, else the guest BOM of the private link's token
 * (guest.ts) while it lives. A signed-in user who comes with a live guest BOM's token (back from
 * signing in) takes that BOM into the account.
 */
export async function ownBom(ctx: Ctx, id: number): Promise<BomRow | null> {
  if (!ctx.session) return ctx.guestBomToken ? findGuestBom(ctx.db, id, ctx.guestBomToken, ctx.now) : null
  if (ctx.guestBomToken) await moveGuestBom(ctx.db, ctx.guestBomToken, userOf(ctx), ctx.now)
  const [bom] = await ctx.db
    .select()
    .from(boms)
    .where(and(eq(boms.id, id), eq(boms.userId, userOf(ctx))))
  return bom ?? null
}

export async function touch(ctx: Ctx, bom: BomRow, set: Partial<BomRow> = {}) {
  const [row] = await ctx.db
    .update(boms)
    .set({ ...set, updatedAt: ctx.now.toISOString() })
    .where(eq(boms.id, bom.id))
    .returning()
  return row!
}

/** Counts and totals of BOMs: every line priced from its chosen offer. */
export async function summaries(ctx: Ctx, rows: BomRow[]): Promise<BomSummary[]> {
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
      guest_expires_at: r.expiresAt,
    }
  })
}

export async function oneLine(ctx: Ctx, bom: BomRow, lineId: number): Promise<LineRow | null> {
  const [row] = await ctx.db
    .select()
    .from(bomLines)
    .where(and(eq(bomLines.id, lineId), eq(bomLines.bomId, bom.id)))
  return row ?? null
}

export const allRows = (ctx: Ctx, bomId: number) => ctx.db.select().from(bomLines).where(eq(bomLines.bomId, bomId))

/** What matching a line reads of it (matching.ts matchRows): not its quantity text, designators or reference. */
export const MATCH_COLUMNS = {
  id: bomLines.id,
  row: bomLines.row,
  partText: bomLines.partText,
  manufacturerText: bomLines.manufacturerText,
  supplierPn: bomLines.supplierPn,
  description: bomLines.description,
  qty: bomLines.qty,
  matchKind: bomLines.matchKind,
  partId: bomLines.partId,
  candidates: bomLines.candidates,
  goodsId: bomLines.goodsId,
  goodsPinned: bomLines.goodsPinned,
}
export type MatchRow = Pick<LineRow, keyof typeof MATCH_COLUMNS>

/** The next WRITE_BATCH lines of a BOM in file order (row, id) after `last` (from the first when null). */
export const rowsAfter = (ctx: Ctx, bomId: number, last: Pick<LineRow, 'row' | 'id'> | null): Promise<MatchRow[]> =>
  ctx.db
    .select(MATCH_COLUMNS)
    .from(bomLines)
    .where(
      and(
        eq(bomLines.bomId, bomId),
        last ? sql`(${bomLines.row}, ${bomLines.id}) > (${last.row}, ${last.id})` : undefined,
      ),
    )
    .orderBy(bomLines.row, bomLines.id)
    .limit(WRITE_BATCH)
