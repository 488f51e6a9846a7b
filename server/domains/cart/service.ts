import { and, count, desc, eq, inArray, sql } from 'drizzle-orm'
import { MAX_CART_LINES, MAX_QTY, type CartLine, type CartList } from '../../../contract/cart'
import { formatE5, toE5 } from '../../../contract/money'
import { batchStatement } from '../../db/batch'
import type { Db } from '../../db/client'
import type { ServiceContext } from '../../services/context'
import { buyableOffers, type BuyableOffer } from '../parts/offers'
import { priceLine, ruleProblem } from '../orders/pricing'
import { cartItems } from './schema'

/**
 * The cart of the signed-in user (ctx.session). Lines hold an offer and a quantity; every read
 * prices them anew from the offer (orders/pricing.ts) and marks what cannot be checked out.
 */
type Ctx = Pick<ServiceContext, 'db' | 'locale' | 'now' | 'session'> & Partial<Pick<ServiceContext, 'reads'>>

type Row = typeof cartItems.$inferSelect
type Refusal =
  | { kind: 'gone'; index?: number }
  | { kind: 'rule'; problem: 'belowMin' | 'notMultiple'; moq: number; multiple: number; index?: number }
  | { kind: 'full' }
  | { kind: 'lineMax'; index?: number }

const userOf = (ctx: Ctx) => ctx.session!.userId

function lineView(row: Row, offer: BuyableOffer | undefined): CartLine {
  const priced = priceLine(offer, row.qty)
  return {
    id: row.id,
    goods_id: row.goodsId,
    goods_page_url: offer?.goods_page_url ?? `/productdetail/${row.goodsId}`,
    part_number: offer?.part_number ?? '',
    brand_name: offer?.manufacturer ?? '',
    packaging: offer?.package ?? '',
    batch: offer?.date_code ?? '',
    cart_num: row.qty,
    price: formatE5(priced.unit),
    amount: formatE5(priced.amount),
    moq: offer?.moq ?? 0,
    multiple: offer?.multiple ?? 0,
    stock: offer?.stock ?? 0,
    delivery_plan_date: offer?.delivery_plan_date ?? '',
    icons: offer?.icons ?? [],
    selected: row.selected,
    sold_out: !offer || offer.stock <= 0,
    understock: !!offer && offer.stock > 0 && offer.stock < row.qty,
    quantity_problem: offer ? ruleProblem(offer, row.qty) : null,
  }
}

/** Whether a line can go to checkout: it exists, is in stock for its quantity and follows the rules. */
export const checkable = (line: CartLine) => !line.sold_out && !line.understock && line.quantity_problem === null

async function rows(ctx: Ctx, ids?: number[]) {
  return ctx.db
    .select()
    .from(cartItems)
    .where(and(eq(cartItems.userId, userOf(ctx)), ids ? inArray(cartItems.id, ids) : undefined))
    .orderBy(desc(cartItems.id))
}

export async function listCart(ctx: Ctx): Promise<CartList> {
  const lines = await rows(ctx)
  const offers = await buyableOffers(
    ctx,
    lines.map((l) => l.goodsId),
  )
  const list = lines.map((l) => lineView(l, offers.get(l.goodsId)))
  const chosen = list.filter((l) => l.selected)
  const subtotal = chosen.filter(checkable).reduce((sum, l) => sum + toE5(l.amount), 0n)
  return { list, count: list.length, selected_count: chosen.length, subtotal: formatE5(subtotal) }
}

export async function cartCount(ctx: Ctx): Promise<number> {
  const [row] = await ctx.db
    .select({ n: count() })
    .from(cartItems)
    .where(eq(cartItems.userId, userOf(ctx)))
  return row?.n ?? 0
}

/** Adds offers to the cart (an offer already there gets the quantity added). All or none. */
export async function addToCart(
  ctx: Ctx,
  items: { goods_id: number; cart_num: number }[],
): Promise<{ kind: 'added'; count: number; lines: CartLine[] } | Refusal> {
  const userId = userOf(ctx)
  const wanted = new Map<number, number>()
  for (const i of items) wanted.set(i.goods_id, (wanted.get(i.goods_id) ?? 0) + i.cart_num)
  const [offers, existing] = await Promise.all([
    buyableOffers(ctx, [...wanted.keys()]),
    ctx.db
      .select()
      .from(cartItems)
      .where(and(eq(cartItems.userId, userId), inArray(cartItems.goodsId, [...wanted.keys()]))),
  ])
  const have = new Map(existing.map((r) => [r.goodsId, r.qty]))
  for (const [index, item] of items.entries()) {
    const offer = offers.get(item.goods_id)
    if (!offer) return { kind: 'gone', index }
    const total = (have.get(item.goods_id) ?? 0) + wanted.get(item.goods_id)!
    if (total > MAX_QTY) return { kind: 'lineMax', index }
    const problem = ruleProblem(offer, total)
    if (problem) return { kind: 'rule', problem, moq: offer.moq, multiple: offer.multiple, index }
  }
  const added = [...wanted.keys()].filter((g) => !have.has(g)).length
  if (added && (await cartCount(ctx)) + added > MAX_CART_LINES) return { kind: 'full' }

  const at = ctx.now.toISOString()
  const statements = [...wanted].map(([goodsId, qty]) =>
    ctx.db
      .insert(cartItems)
      .values({ userId, goodsId, qty, selected: true, createdAt: at, updatedAt: at })
      .onConflictDoUpdate({
        target: [cartItems.userId, cartItems.goodsId],
        set: { qty: sql`${cartItems.qty} + excluded.qty`, selected: true, updatedAt: at },
      })
      .returning(),
  )
  const results = (await ctx.db.batch(statements as [(typeof statements)[0], ...typeof statements])) as Row[][]
  const lines = results.map(([row]) => lineView(row!, offers.get(row!.goodsId)))
  return { kind: 'added', count: await cartCount(ctx), lines }
}

/** Why an offer did not go into the cart (addWhatFits). */
export type NotAdded = 'gone' | 'soldOut' | 'understock' | 'quantityRule' | 'cartFull' | 'lineMax'

/** Offers read and written per step of addWhatFits. */
const FIT_CHUNK = 100

/**
 * Adds offers in order, as many as fit (a BOM's selection): each is added (an offer already in
 * the cart gets the quantity added) unless its offer is gone, has not the stock for the cart's
 * quantity, breaks its minimum or multiples, or would be a new line of a cart that holds
 * MAX_CART_LINES already. Answers, per item, null (added) or why not, and the cart's line count.
 */
export async function addWhatFits(
  ctx: Ctx,
  items: { goods_id: number; cart_num: number }[],
): Promise<{ count: number; outcomes: (NotAdded | null)[] }> {
  const userId = userOf(ctx)
  const inCart = new Map(
    (
      await ctx.db
        .select({ goodsId: cartItems.goodsId, qty: cartItems.qty })
        .from(cartItems)
        .where(eq(cartItems.userId, userId))
    ).map((r) => [r.goodsId, r.qty]),
  )
  const outcomes: (NotAdded | null)[] = []
  const at = ctx.now.toISOString()
  for (let i = 0; i < items.length; i += FIT_CHUNK) {
    const chunk = items.slice(i, i + FIT_CHUNK)
    const fits = (goodsId: number) => inCart.has(goodsId) || inCart.size < MAX_CART_LINES
    const offers = await buyableOffers(
      ctx,
      chunk.flatMap((it) => (fits(it.goods_id) ? [it.goods_id] : [])),
    )
    const writes = new Map<number, number>()
    for (const it of chunk) {
      const offer = offers.get(it.goods_id)
      const total = (inCart.get(it.goods_id) ?? 0) + it.cart_num
      const why: NotAdded | null = !fits(it.goods_id)
        ? 'cartFull'
        : !offer
          ? 'gone'
          : total > MAX_QTY
            ? 'lineMax'
            : offer.stock <= 0
              ? 'soldOut'
              : offer.stock < total
                ? 'understock'
                : ruleProblem(offer, total)
                  ? 'quantityRule'
                  : null
      outcomes.push(why)
      if (why) continue
      inCart.set(it.goods_id, total)
      writes.set(it.goods_id, (writes.get(it.goods_id) ?? 0) + it.cart_num)
    }
    if (!writes.size) continue
    // One statement per chunk (the list as one JSON value); "WHERE true" lets SQLite read the upsert.
    await ctx.db.run(sql`
      INSERT INTO cart_items (user_id, goods_id, qty, selected, created_at, updated_at)
      SELECT ${userId}, value ->> 0, value ->> 1, 1, ${at}, ${at} FROM json_each(${JSON.stringify([...writes])}) WHERE true
      ON CONFLICT (user_id, goods_id) DO UPDATE SET qty = cart_items.qty + excluded.qty, selected = 1, updated_at = excluded.updated_at`)
  }
  return { count: await cartCount(ctx), outcomes }
}

/** Sets a line's quantity (the stepper). */
export async function setQuantity(
  ctx: Ctx,
  id: number,
  qty: number,
): Promise<{ kind: 'set'; line: CartLine } | { kind: 'notFound' } | Refusal> {
  const [row] = await rows(ctx, [id])
  if (!row) return { kind: 'notFound' }
  const offer = (await buyableOffers(ctx, [row.goodsId])).get(row.goodsId)
  if (!offer) return { kind: 'gone' }
  const problem = ruleProblem(offer, qty)
  if (problem) return { kind: 'rule', problem, moq: offer.moq, multiple: offer.multiple }
  const [updated] = await ctx.db
    .update(cartItems)
    .set({ qty, updatedAt: ctx.now.toISOString() })
    .where(and(eq(cartItems.id, id), eq(cartItems.userId, row.userId)))
    .returning()
  return updated ? { kind: 'set', line: lineView(updated, offer) } : { kind: 'notFound' }
}

/** Selects or unselects lines (all of them when `ids` is absent), then answers the cart. */
export async function selectLines(ctx: Ctx, ids: number[] | undefined, selected: boolean) {
  await ctx.db
    .update(cartItems)
    .set({ selected, updatedAt: ctx.now.toISOString() })
    .where(and(eq(cartItems.userId, userOf(ctx)), ids ? inArray(cartItems.id, ids) : undefined))
  return listCart(ctx)
}

/** Deletes the user's lines among `ids` (others' ids are ignored); answers the count left. */
export async function removeLines(ctx: Ctx, ids: number[]) {
  await ctx.db.delete(cartItems).where(and(eq(cartItems.userId, userOf(ctx)), inArray(cartItems.id, ids)))
  return cartCount(ctx)
}

/** The selected lines (goods and quantity) that checkout orders. */
export async function selectedLines(ctx: Ctx) {
  return ctx.db
    .select({ id: cartItems.id, goodsId: cartItems.goodsId, qty: cartItems.qty, updatedAt: cartItems.updatedAt })
    .from(cartItems)
    .where(and(eq(cartItems.userId, userOf(ctx)), eq(cartItems.selected, true)))
    .orderBy(desc(cartItems.id))
}

/**
 * The statement that takes an order's offers out of the user's cart, part of placing the order's
 * batch: it acts only if the order was really placed (its 'placed' event was written).
 */
export function removeOrderedStatement(db: Db, userId: number, orderNo: string) {
  return batchStatement(
    db,
    sql`DELETE FROM cart_items WHERE user_id = ${userId} AND goods_id IN (SELECT l.goods_id FROM order_lines l JOIN orders o ON o.id = l.order_id WHERE o.order_no = ${orderNo} AND EXISTS (SELECT 1 FROM order_events e WHERE e.order_id = o.id))`,
  )
}
