import { and, count, desc, eq, inArray, sql, type SQL } from 'drizzle-orm'
import { MAX_CART_LINES, MAX_QTY, type CartLine, type CartList } from '../../../contract/cart'
import { extendedE5, formatE5, toE5 } from '../../../contract/money'
import { batchStatement } from '../../db/batch'
import type { Db } from '../../db/client'
import type { ServiceContext } from '../../services/context'
import { buyableOffers, type BuyableOffer } from '../parts/offers'
import { priceLine, ruleProblem } from '../orders/pricing'
import type { CookieWrite } from '../../services/answers'
import { quotedLines, quotedUnit, quoteProblem, type QuotedLine } from '../rfq/quote-orders'
import { createGuestCart, touchGuestCart } from './guest'
import { cartItems } from './schema'

/**
 * The caller's cart: the signed-in user's (ctx.session), else the guest cart of the `cart` cookie
 * (ctx.guestCartId, ./guest.ts); the same rules and limits for both. Lines hold an offer and a
 * quantity; every read prices them anew from the offer (orders/pricing.ts) and marks what cannot
 * be checked out. A guest without a cart has an empty one until the first add makes it.
 */
type Ctx = Pick<ServiceContext, 'db' | 'locale' | 'now' | 'session'> &
  Partial<Pick<ServiceContext, 'reads' | 'guestCartId'>>

/** Whose cart: a user's or a guest cart's. */
export type CartOwner = { userId: number; guestCartId?: undefined } | { guestCartId: number; userId?: undefined }

/** The caller's cart owner, or null for a guest who has no cart yet. */
export function cartOwnerOf(ctx: Ctx): CartOwner | null {
  if (ctx.session) return { userId: ctx.session.userId }
  return ctx.guestCartId ? { guestCartId: ctx.guestCartId } : null
}

/** The condition "the line is the owner's" (never true without an owner). */
function ownedBy(owner: CartOwner | null): SQL {
  if (!owner) return sql`0`
  return owner.userId !== undefined
    ? eq(cartItems.userId, owner.userId)!
    : eq(cartItems.guestCartId, owner.guestCartId)!
}

/** The owner's columns of a new line. */
const ownerColumns = (owner: CartOwner) => ({ userId: owner.userId ?? null, guestCartId: owner.guestCartId ?? null })

/**
 * The caller's cart owner for a write that adds lines: a guest without a cart gets one, and the
 * answer must set its cookie.
 */
export async function cartForAdding(ctx: Ctx): Promise<{ owner: CartOwner; cookie: CookieWrite | null }> {
  const owner = cartOwnerOf(ctx)
  if (owner) return { owner, cookie: null }
  const made = await createGuestCart(ctx.db, ctx.now)
  ctx.guestCartId = made.id
  return { owner: { guestCartId: made.id }, cookie: made.cookie }
}

/** After a change of a guest cart: its idle time starts again. */
async function touched(ctx: Ctx) {
  const owner = cartOwnerOf(ctx)
  if (owner?.guestCartId !== undefined) await touchGuestCart(ctx.db, owner.guestCartId, ctx.now)
}

type Row = typeof cartItems.$inferSelect
type Refusal =
  | { kind: 'gone'; index?: number }
  | { kind: 'rule'; problem: 'belowMin' | 'notMultiple'; moq: number; multiple: number; index?: number }
  | { kind: 'full' }
  | { kind: 'lineMax'; index?: number }

/**
 * A cart line as the buyer reads it: priced from the offer's tiers, or, for a line of a quote
 * (quote_line_id), at the quoted unit price (at the quote's break for its quantity), its quantity
 * rule being the quote's (exactly the quoted quantity, or at least it when the quote has breaks) and marked when the quote expired or was ordered (rfq/quote-orders.ts).
 */
function lineView(ctx: Pick<Ctx, 'now'>, row: Row, offer: BuyableOffer | undefined, quoted?: QuotedLine): CartLine {
  const priced = priceLine(offer, row.qty)
  const fromQuote = row.quoteLineId !== null
  const unit = fromQuote ? (quoted ? quotedUnit(quoted, row.qty) : 0n) : priced.unit
  return {
    id: row.id,
    goods_id: row.goodsId,
    goods_page_url: offer?.goods_page_url ?? `/productdetail/${row.goodsId}`,
    part_number: offer?.part_number ?? '',
    brand_name: offer?.manufacturer ?? '',
    packaging: offer?.package ?? '',
    batch: offer?.date_code ?? '',
    cart_num: row.qty,
    price: formatE5(unit),
    amount: formatE5(fromQuote ? extendedE5(row.qty, unit) : priced.amount),
    moq: offer?.moq ?? 0,
    multiple: offer?.multiple ?? 0,
    stock: offer?.stock ?? 0,
    delivery_plan_date: offer?.delivery_plan_date ?? '',
    icons: offer?.icons ?? [],
    selected: row.selected,
    sold_out: !offer || offer.stock <= 0,
    understock: !!offer && offer.stock > 0 && offer.stock < row.qty,
    quantity_problem: offer && !fromQuote ? ruleProblem(offer, row.qty) : null,
    quote: fromQuote
      ? {
          quote_line_id: row.quoteLineId!,
          rfq_no: quoted?.rfqNo ?? '',
          qty: quoted?.qty ?? 0,
          valid_until: quoted?.validUntil ?? '',
        }
      : null,
    quote_problem: fromQuote ? quoteProblem(quoted, row.qty, ctx.now) : null,
  }
}

/** The quote lines of cart rows that hold one. */
async function quotesOf(ctx: Ctx, rows: Pick<Row, 'quoteLineId'>[]) {
  return quotedLines(
    ctx.db,
    rows.flatMap((r) => (r.quoteLineId === null ? [] : [r.quoteLineId])),
  )
}

/** Whether a line can go to checkout: it exists, is in stock for its quantity and follows the rules. */
export const checkable = (line: CartLine) =>
  !line.sold_out && !line.understock && line.quantity_problem === null && line.quote_problem === null

async function rows(ctx: Ctx, ids?: number[]) {
  return ctx.db
    .select()
    .from(cartItems)
    .where(and(ownedBy(cartOwnerOf(ctx)), ids ? inArray(cartItems.id, ids) : undefined))
    .orderBy(desc(cartItems.id))
}

export async function listCart(ctx: Ctx): Promise<CartList> {
  const lines = await rows(ctx)
  const offers = await buyableOffers(
    ctx,
    lines.map((l) => l.goodsId),
  )
  const quotes = await quotesOf(ctx, lines)
  const list = lines.map((l) => lineView(ctx, l, offers.get(l.goodsId), quotes.get(l.quoteLineId ?? 0)))
  const chosen = list.filter((l) => l.selected)
  const subtotal = chosen.filter(checkable).reduce((sum, l) => sum + toE5(l.amount), 0n)
  return { list, count: list.length, selected_count: chosen.length, subtotal: formatE5(subtotal) }
}

export async function cartCount(ctx: Ctx): Promise<number> {
  const owner = cartOwnerOf(ctx)
  if (!owner) return 0
  const [row] = await ctx.db.select({ n: count() }).from(cartItems).where(ownedBy(owner))
  return row?.n ?? 0
}

/** Adds offers to the cart (an offer already there gets the quantity added). All or none. */
export async function addToCart(
  ctx: Ctx,
  items: { goods_id: number; cart_num: number }[],
): Promise<{ kind: 'added'; count: number; lines: CartLine[]; cookie: CookieWrite | null } | Refusal> {
  const owner = cartOwnerOf(ctx)
  const wanted = new Map<number, number>()
  for (const i of items) wanted.set(i.goods_id, (wanted.get(i.goods_id) ?? 0) + i.cart_num)
  const [offers, existing] = await Promise.all([
    buyableOffers(ctx, [...wanted.keys()]),
    ctx.db
      .select()
      .from(cartItems)
      .where(and(ownedBy(owner), inArray(cartItems.goodsId, [...wanted.keys()]))),
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
  const newLines = [...wanted.keys()].filter((g) => !have.has(g)).length
  if (newLines && (await cartCount(ctx)) + newLines > MAX_CART_LINES) return { kind: 'full' }

  const cart = await cartForAdding(ctx)
  const at = ctx.now.toISOString()
  const statements = [...wanted].map(([goodsId, qty]) =>
    ctx.db
      .insert(cartItems)
      .values({ ...ownerColumns(cart.owner), goodsId, qty, selected: true, createdAt: at, updatedAt: at })
      .onConflictDoUpdate({
        target:
          cart.owner.userId !== undefined
            ? [cartItems.userId, cartItems.goodsId]
            : [cartItems.guestCartId, cartItems.goodsId],
        set: { qty: sql`${cartItems.qty} + excluded.qty`, selected: true, updatedAt: at },
      })
      .returning(),
  )
  const results = (await ctx.db.batch(statements as [(typeof statements)[0], ...typeof statements])) as Row[][]
  const added = results.map(([row]) => row!)
  const quotes = await quotesOf(ctx, added)
  const lines = added.map((row) => lineView(ctx, row, offers.get(row.goodsId), quotes.get(row.quoteLineId ?? 0)))
  if (!cart.cookie) await touched(ctx)
  return { kind: 'added', count: await cartCount(ctx), lines, cookie: cart.cookie }
}

/**
 * Puts a quote's orderable lines in the cart (rfq/quote-orders.ts), each at its quoted quantity and
 * naming its quote line, selected; a line of the same offer already in the cart becomes the quoted one.
 */
export async function addQuoteLines(
  ctx: Ctx,
  quoted: QuotedLine[],
): Promise<{ kind: 'added'; count: number; cookie: CookieWrite | null } | { kind: 'full' }> {
  const owner = cartOwnerOf(ctx)
  const goods = quoted.map((q) => q.goodsId!)
  const existing = owner
    ? await ctx.db
        .select({ goodsId: cartItems.goodsId })
        .from(cartItems)
        .where(and(ownedBy(owner), inArray(cartItems.goodsId, goods)))
    : []
  const newLines = new Set(goods).size - existing.length
  if (newLines && (await cartCount(ctx)) + newLines > MAX_CART_LINES) return { kind: 'full' }
  const cart = await cartForAdding(ctx)
  const at = ctx.now.toISOString()
  const statements = quoted.map((q) =>
    ctx.db
      .insert(cartItems)
      .values({
        ...ownerColumns(cart.owner),
        goodsId: q.goodsId!,
        qty: q.qty,
        quoteLineId: q.id,
        selected: true,
        createdAt: at,
        updatedAt: at,
      })
      .onConflictDoUpdate({
        target:
          cart.owner.userId !== undefined
            ? [cartItems.userId, cartItems.goodsId]
            : [cartItems.guestCartId, cartItems.goodsId],
        set: { qty: q.qty, quoteLineId: q.id, selected: true, updatedAt: at },
      }),
  )
  await ctx.db.batch(statements as [(typeof statements)[0], ...typeof statements])
  if (!cart.cookie) await touched(ctx)
  return { kind: 'added', count: await cartCount(ctx), cookie: cart.cookie }
}

/** Why an offer did not go into the cart (addLinesAtOnce). */
export type NotAdded = 'gone' | 'soldOut' | 'understock' | 'quantityRule' | 'cartFull' | 'lineMax'

/** Offers read per query of addLinesAtOnce. */
const READ_CHUNK = 500
/** Lines written per statement of addLinesAtOnce's batch (the list as one JSON value). */
const WRITE_CHUNK = 1000

/**
 * Adds many offers at once (a BOM's selection), all or nothing: every item is checked by the
 * cart's rules against what the cart holds (an offer already there gets the quantity added) — its
 * offer exists, has the stock for the cart's quantity, fits its minimum and multiples and the line
 * maximum, and a new line fits a cart of MAX_CART_LINES — in order. When any item fails, nothing is
 * written unless `others` is set: then the items that passed are. The writes are one batch (one
 * transaction on both runtimes). Answers, per item, null (passed) or why not; whether the passing
 * items were written; the cart's line count; and the guest cart's cookie when the call made one.
 * `refusedBefore`: the caller refused items of its own already (they count as failing ones).
 */
export async function addLinesAtOnce(
  ctx: Ctx,
  items: { goods_id: number; cart_num: number }[],
  { others, refusedBefore = false }: { others: boolean; refusedBefore?: boolean },
): Promise<{ written: boolean; count: number; outcomes: (NotAdded | null)[]; cookie: CookieWrite | null }> {
  const owner = cartOwnerOf(ctx)
  const inCart = new Map(
    (await ctx.db.select({ goodsId: cartItems.goodsId, qty: cartItems.qty }).from(cartItems).where(ownedBy(owner))).map(
      (r) => [r.goodsId, r.qty],
    ),
  )
  const outcomes: (NotAdded | null)[] = []
  const writes = new Map<number, number>()
  for (let i = 0; i < items.length; i += READ_CHUNK) {
    const chunk = items.slice(i, i + READ_CHUNK)
    const fits = (goodsId: number) => inCart.has(goodsId) || inCart.size < MAX_CART_LINES
    const offers = await buyableOffers(
      ctx,
      chunk.flatMap((it) => (fits(it.goods_id) ? [it.goods_id] : [])),
    )
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
  }
  const refusedAny = refusedBefore || outcomes.some((o) => o !== null)
  if (!writes.size || (refusedAny && !others))
    return { written: false, count: await cartCount(ctx), outcomes, cookie: null }

  const cart = await cartForAdding(ctx)
  // Constant column names (never what a user sent): the owner's column of the line.
  const ownerColumn = sql.raw(cart.owner.userId !== undefined ? 'user_id' : 'guest_cart_id')
  const ownerId = cart.owner.userId ?? cart.owner.guestCartId
  const at = ctx.now.toISOString()
  const list = [...writes]
  const statements = []
  for (let i = 0; i < list.length; i += WRITE_CHUNK)
    // The list as one JSON literal (batchStatement); "WHERE true" lets SQLite read the upsert.
    statements.push(
      batchStatement(
        ctx.db,
        sql`INSERT INTO cart_items (${ownerColumn}, goods_id, qty, selected, created_at, updated_at)
      SELECT ${ownerId}, value ->> 0, value ->> 1, 1, ${at}, ${at} FROM json_each(${JSON.stringify(list.slice(i, i + WRITE_CHUNK))}) WHERE true
      ON CONFLICT (${ownerColumn}, goods_id) DO UPDATE SET qty = cart_items.qty + excluded.qty, selected = 1, updated_at = excluded.updated_at`,
      ),
    )
  await ctx.db.batch(statements as [(typeof statements)[0], ...typeof statements])
  if (!cart.cookie) await touched(ctx)
  return { written: true, count: await cartCount(ctx), outcomes, cookie: cart.cookie }
}

/** Sets a line's quantity (the stepper). */
export async function setQuantity(
  ctx: Ctx,
  id: number,
  qty: number,
): Promise<
  | { kind: 'set'; line: CartLine }
  | { kind: 'notFound' }
  | { kind: 'quoteQty'; qty: number }
  | { kind: 'quoteQtyMin'; qty: number }
  | Refusal
> {
  const [row] = await rows(ctx, [id])
  if (!row) return { kind: 'notFound' }
  const offer = (await buyableOffers(ctx, [row.goodsId])).get(row.goodsId)
  if (!offer) return { kind: 'gone' }
  const quotes = await quotesOf(ctx, [row])
  const quoted = quotes.get(row.quoteLineId ?? 0)
  if (row.quoteLineId !== null) {
    const problem = quoted ? quoteProblem(quoted, qty, ctx.now) : null
    if (problem === 'quoteQty' || problem === 'quoteQtyMin') return { kind: problem, qty: quoted!.qty } as const
  } else {
    const problem = ruleProblem(offer, qty)
    if (problem) return { kind: 'rule', problem, moq: offer.moq, multiple: offer.multiple }
  }
  const [updated] = await ctx.db
    .update(cartItems)
    .set({ qty, updatedAt: ctx.now.toISOString() })
    .where(and(eq(cartItems.id, id), ownedBy(cartOwnerOf(ctx))))
    .returning()
  await touched(ctx)
  return updated ? { kind: 'set', line: lineView(ctx, updated, offer, quoted) } : { kind: 'notFound' }
}

/** Selects or unselects lines (all of them when `ids` is absent), then answers the cart. */
export async function selectLines(ctx: Ctx, ids: number[] | undefined, selected: boolean) {
  await ctx.db
    .update(cartItems)
    .set({ selected, updatedAt: ctx.now.toISOString() })
    .where(and(ownedBy(cartOwnerOf(ctx)), ids ? inArray(cartItems.id, ids) : undefined))
  await touched(ctx)
  return listCart(ctx)
}

/** Deletes the caller's lines among `ids` (others' ids are ignored); answers the count left. */
export async function removeLines(ctx: Ctx, ids: number[]) {
  await ctx.db.delete(cartItems).where(and(ownedBy(cartOwnerOf(ctx)), inArray(cartItems.id, ids)))
  await touched(ctx)
  return cartCount(ctx)
}

/** The selected lines (goods and quantity) that checkout orders. */
export async function selectedLines(ctx: Ctx) {
  return ctx.db
    .select({
      id: cartItems.id,
      goodsId: cartItems.goodsId,
      qty: cartItems.qty,
      quoteLineId: cartItems.quoteLineId,
      updatedAt: cartItems.updatedAt,
    })
    .from(cartItems)
    .where(and(ownedBy(cartOwnerOf(ctx)), eq(cartItems.selected, true)))
    .orderBy(desc(cartItems.id))
}

/**
 * The statement that takes an order's offers out of the caller's cart (a user's or a guest's),
 * part of placing the order's batch: it acts only if the order was really placed (its 'placed'
 * event was written). None for a guest without a cart.
 */
export function removeOrderedStatements(ctx: Ctx, orderNo: string) {
  const owner = cartOwnerOf(ctx)
  if (!owner) return []
  const ownerIs =
    owner.userId !== undefined ? sql`user_id = ${owner.userId}` : sql`guest_cart_id = ${owner.guestCartId}`
  return [removeOrdered(ctx.db, ownerIs, orderNo)]
}

function removeOrdered(db: Db, ownerIs: SQL, orderNo: string) {
  return batchStatement(
    db,
    sql`DELETE FROM cart_items WHERE ${ownerIs} AND goods_id IN (SELECT l.goods_id FROM order_lines l JOIN orders o ON o.id = l.order_id WHERE o.order_no = ${orderNo} AND EXISTS (SELECT 1 FROM order_events e WHERE e.order_id = o.id))`,
  )
}
