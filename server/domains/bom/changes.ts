import { and, eq, inArray, sql } from 'drizzle-orm'
import { partListItems } from '../parts/views'
import { CONFIDENCE } from './match'
import { search } from '../search/service'
import { relatedParts } from './related'
import type { BOM_CANDIDATE_RELATIONS } from '../../../contract/bom'
import { chooseOffer, offerAnswer, offersById, offersOfParts, rankOffers } from './offers'
import { bomLines, boms } from './schema'
import { type Ctx, userOf, ownBom, touch, summaries, oneLine, allRows } from './store'
import { lineAnswer } from './read'
import { matchRows, rechoose, writeMatches } from './matching'

/** The changes a buyer makes to a BOM (name, usage sets, quantities, lines, supplier, part), and deleting BOMs. */

export async function renameBom(ctx: Ctx, id: number, name: string) {
  const bom = await ownBom(ctx, id)
  if (!bom) return { kind: 'notFound' } as const
  const [summary] = await summaries(ctx, [await touch(ctx, bom, { name })])
  return { kind: 'ok', bom: summary! } as const
}

/** Deletes the user's BOMs among `ids` (others' are left alone), their lines and their stored files. */
export async function deleteBoms(ctx: Ctx, ids: number[]) {
  const own = await ctx.db
    .select({ id: boms.id, fileKey: boms.fileKey })
    .from(boms)
    .where(and(eq(boms.userId, userOf(ctx)), inArray(boms.id, ids)))
  const mine = own.map((b) => b.id)
  if (mine.length) {
    await ctx.db.delete(bomLines).where(inArray(bomLines.bomId, mine))
    await ctx.db.delete(boms).where(and(eq(boms.userId, userOf(ctx)), inArray(boms.id, mine)))
    await Promise.all(own.map((b) => ctx.ports.files.delete(b.fileKey)))
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
  return {
    kind: 'ok',
    chosen: row.goodsId,
    list: rankOffers(offers, row.qty * bom.sets).map((o) => offerAnswer(o, row.qty * bom.sets, ctx.locale)),
  } as const
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

type BomCandidateRelation = (typeof BOM_CANDIDATE_RELATIONS)[number]
/** Search results a buyer's own search in "Change part" offers. */
const SEARCH_SIZE = 20

export async function morePartNumbers(ctx: Ctx, id: number, lineId: number, q?: string) {
  const bom = await ownBom(ctx, id)
  if (!bom) return { kind: 'notFound' } as const
  const row = await oneLine(ctx, bom, lineId)
  if (!row) return { kind: 'lineNotFound' } as const
  const offered: { partId: number; relation: BomCandidateRelation }[] = []
  if (q?.trim()) {
    const found = await search(ctx, { keyword: q, page: 1, page_size: SEARCH_SIZE })
    for (const p of found?.list ?? []) offered.push({ partId: p.part_id, relation: 'search' })
  } else {
    for (const partId of JSON.parse(row.candidates) as number[]) offered.push({ partId, relation: 'candidate' })
    if (row.partId !== null) offered.push(...(await relatedParts(ctx, row.partId)))
  }
  const seen = new Set<number>(row.partId === null || q?.trim() ? [] : [row.partId])
  const unique = offered.filter((o) => !seen.has(o.partId) && (seen.add(o.partId), true))
  const relation = new Map(unique.map((o) => [o.partId, o.relation]))
  const items = await partListItems(
    ctx,
    unique.map((o) => o.partId),
  )
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
      relation: relation.get(p.part_id)!,
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
