import { and, eq, sql } from 'drizzle-orm'
import { type BomLine, type MatchKind } from '../../../contract/bom'
import { inList } from '../../db/lists'
import { reference } from '../parts/reference'
import { offerAnswer, offersById, priceOffer } from './offers'
import { bomLines, boms } from './schema'
import { type Ctx, type BomRow, type LineRow, userOf, ownBom, summaries, columnsOfBom, oneLine } from './store'

/** Reading BOMs: the list, one BOM, its lines priced from their chosen offers, every line for the export. */

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
export async function lineViews(ctx: Ctx, bom: BomRow, rows: LineRow[]): Promise<BomLine[]> {
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
      offer:
        p && offer && offer.partId === p.id
          ? offerAnswer(priceOffer(offer, r.qty * bom.sets), r.qty * bom.sets, ctx.locale)
          : null,
      offer_count: p ? (offerCount.get(Number(p.id)) ?? 0) : 0,
      candidate_count: (JSON.parse(r.candidates) as number[]).length,
    }
  })
}

/** The lines of each tab. */
export const TAB = {
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

export async function lineAnswer(ctx: Ctx, bom: BomRow, lineId: number) {
  const row = await oneLine(ctx, bom, lineId)
  return { kind: 'ok', line: (await lineViews(ctx, bom, [row!]))[0]! } as const
}

/** Every line of a BOM, viewed (for the export). */
export async function allLineViews(ctx: Ctx, id: number) {
  const bom = await ownBom(ctx, id)
  if (!bom) return { kind: 'notFound' } as const
  const rows = await ctx.db.select().from(bomLines).where(eq(bomLines.bomId, id)).orderBy(bomLines.row, bomLines.id)
  const [summary] = await summaries(ctx, [bom])
  return { kind: 'ok', bom: summary!, lines: await lineViews(ctx, bom, rows) } as const
}
