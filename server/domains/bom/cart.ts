import { and, eq, sql } from 'drizzle-orm'
import type { BomCartOutcome, BomCartReason, BomTab } from '../../../contract/bom'
import { inList } from '../../db/lists'
import type { ServiceContext } from '../../services/context'
import { addLinesAtOnce } from '../cart/service'
import type { CookieWrite } from '../../services/answers'
import { MAX_QTY } from '../../../contract/cart'
import { formatCount } from '../../../locales/number-format'
import { offersById, priceOffer } from './offers'
import { TAB } from './read'
import { bomLines } from './schema'
import { type Ctx, ownBom } from './store'

/**
 * Sending a BOM's selection to the cart in one call, all or nothing: the chosen offer of every
 * selected line at its order quantity as the line shows it (requested × usage sets, rounded up to
 * the offer's minimum and multiples), each checked by the cart's rules (server/domains/cart
 * addLinesAtOnce) and written in one batch. A line that cannot go — without a match, a sold-out or
 * short offer, a quantity the cart refuses, no room left — is named back with its reason, and then
 * nothing goes unless the buyer chose to add the others (`others`).
 */

export type CartSelection = { lineIds: number[] } | { tab: BomTab; exceptIds: number[] }

export async function sendToCart(
  ctx: Ctx & Pick<ServiceContext, 't'>,
  id: number,
  selection: CartSelection,
  others: boolean,
) {
  const bom = await ownBom(ctx, id)
  if (!bom) return { kind: 'notFound' } as const
  const which =
    'lineIds' in selection
      ? sql`${bomLines.id} IN ${inList(selection.lineIds)}`
      : and(
          TAB[selection.tab],
          selection.exceptIds.length ? sql`${bomLines.id} NOT IN ${inList(selection.exceptIds)}` : undefined,
        )
  const rows = await ctx.db
    .select({
      id: bomLines.id,
      row: bomLines.row,
      partText: bomLines.partText,
      supplierPn: bomLines.supplierPn,
      description: bomLines.description,
      partId: bomLines.partId,
      goodsId: bomLines.goodsId,
      qty: bomLines.qty,
    })
    .from(bomLines)
    .where(and(eq(bomLines.bomId, id), which))
    .orderBy(bomLines.row, bomLines.id)
  const offers = await offersById(
    ctx,
    rows.flatMap((r) => (r.goodsId === null ? [] : [r.goodsId])),
  )

  // Each line's reason it cannot go, or the offer and quantity it goes with.
  const reasons = new Map<number, BomCartReason>()
  const items: { line: number; goods_id: number; cart_num: number }[] = []
  for (const r of rows) {
    const offer = r.goodsId === null ? undefined : offers.get(r.goodsId)
    if (r.partId === null) reasons.set(r.id, 'unmatched')
    else if (!offer || offer.partId !== r.partId) reasons.set(r.id, 'soldOut')
    else {
      const priced = priceOffer(offer, r.qty * bom.sets)
      if (priced.availability !== 'inStock') reasons.set(r.id, priced.availability)
      else items.push({ line: r.id, goods_id: offer.goodsId, cart_num: priced.orderQty })
    }
  }
  // A line refused before the cart is asked (no match, no offer) counts there too: all or nothing.
  const { written, count, outcomes, cookie } = await addLinesAtOnce(ctx, items, {
    others,
    refusedBefore: reasons.size > 0,
  })
  let addable = 0
  items.forEach((it, i) => {
    const why = outcomes[i]
    if (why) reasons.set(it.line, why === 'gone' ? 'soldOut' : why)
    else addable++
  })

  const refused: BomCartOutcome[] = rows.flatMap((r) => {
    const reason = reasons.get(r.id)
    return reason
      ? [
          {
            line_id: r.id,
            row: r.row,
            part_number: r.partText || r.supplierPn || r.description,
            reason,
            message: ctx.t(`bom.cartReasons.${reason}`, { max: formatCount(MAX_QTY, ctx.locale) }),
          },
        ]
      : []
  })
  return {
    kind: 'ok',
    result: { added: written ? addable : 0, addable, count, refused },
    cookie: cookie as CookieWrite | null,
  } as const
}
