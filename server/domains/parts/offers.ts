import { sql } from 'drizzle-orm'
import type { GoodsSummary } from '../../../contract/catalogue'
import { inList } from '../../db/lists'
import type { ServiceContext } from '../../services/context'
import { typicalUnitWeightMg } from '../shipping/weight'
import { parseTiers, type Tier } from './money'
import { goodsSummaries } from './views'

/** An offer as the buy path needs it: what the lists show, plus its price tiers and unit weight. */
export type BuyableOffer = GoodsSummary & { tiers: Tier[]; unitWeightMg: number }

type Ctx = Pick<ServiceContext, 'db' | 'locale' | 'now'> & Partial<Pick<ServiceContext, 'reads'>>

/** The offers of `goodsIds` that exist, by goods id, read now (stock and tiers as they are). */
export async function buyableOffers(ctx: Ctx, goodsIds: number[]): Promise<Map<number, BuyableOffer>> {
  const ids = [...new Set(goodsIds)]
  if (!ids.length) return new Map()
  const [summaries, rows] = await Promise.all([
    goodsSummaries(ctx, ids),
    ctx.db.all<{ id: number; price_tiers: string; unit_weight_mg: number | null; package: string }>(
      sql`SELECT g.id, g.price_tiers, p.unit_weight_mg, p.package FROM goods g JOIN parts p ON p.id = g.part_id WHERE g.id IN ${inList(ids)}`,
    ),
  ])
  const extra = new Map(rows.map((r) => [Number(r.id), r]))
  const out = new Map<number, BuyableOffer>()
  for (const s of summaries) {
    const r = extra.get(s.goods_id)
    if (!r) continue
    out.set(s.goods_id, {
      ...s,
      tiers: parseTiers(r.price_tiers),
      unitWeightMg: r.unit_weight_mg === null ? typicalUnitWeightMg(r.package) : Number(r.unit_weight_mg),
    })
  }
  return out
}
