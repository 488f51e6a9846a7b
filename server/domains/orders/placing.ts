import { and, eq, sql } from 'drizzle-orm'
import { formatE5 } from '../../../contract/money'
import type { CheckoutPreview, OrderAddress, PlaceOrderInput } from '../../../contract/orders'
import { hashToken, randomToken } from '../../auth/sessions'
import { batchStatement } from '../../db/batch'
import type { Db } from '../../db/client'
import { addresses, siteConfig, users } from '../../db/schema'
import { queueMailWhen } from '../../mail/outbox'
import type { MailMessage } from '../../ports'
import { removeOrderedStatements, selectedLines } from '../cart/service'
import { addressFields, keepOrderAddresses } from '../accounts/addresses'
import { priceQuotedLine, quotedLines } from '../rfq/quote-orders'
import { dataVersionBump } from '../catalogue/data-version'
import { buyableOffers } from '../parts/offers'
import { bankAccount } from '../payments/bank-account'
import { availablePayMethods } from '../payments/methods'
import { optionView, quotes } from '../shipping/service'
import { ORDER_ID_PLACEHOLDER, orderMail } from './mails'
import { priceLine, truncateToCents } from './pricing'
import { orderEvents, orderLines, orders } from './schema'
import { changes, deliverSoon, type Ctx, type OrderRow } from './shared'

/**
 * Checkout: the preview of a cart or of one offer, and placing the order. `placeOrder` is the flow
 * of design note "Buying": lines priced from the offers → stock reserved by conditional updates →
 * order, lines, event, cart clean-up — in ONE db.batch (D1 has no interactive transactions), made
 * so that every statement after the order's insert does something only if the earlier ones did.
 */
type AddressSnapshot = Omit<OrderAddress, 'country_name'>

export const DEFAULT_UNPAID_HOURS = 72
/** A guest's unpaid order holds its stock this long (site config `guest_unpaid_order_hours`). */
export const DEFAULT_GUEST_UNPAID_HOURS = 2
/** The most a guest's order may reserve, USD of its lines (site config `guest_order_max_usd`). */
export const DEFAULT_GUEST_ORDER_MAX_USD = 1000

/* ------------------------------------------------------------------ pricing a checkout */

/** A line to order: an offer and quantity, priced by the offer's tiers or by the quote line it names. */
type Want = { goodsId: number; qty: number; quoteLineId?: number | null }
type Problem = CheckoutPreview['problems'][number]

/** The lines priced now, the problems, the weight and the shipping choice for a destination. */
async function priceCheckout(ctx: Ctx, wants: Want[], country: string | null, method?: string) {
  const [offers, quoted] = await Promise.all([
    buyableOffers(
      ctx,
      wants.map((w) => w.goodsId),
    ),
    quotedLines(
      ctx.db,
      wants.flatMap((w) => (w.quoteLineId ? [w.quoteLineId] : [])),
    ),
  ])
  const lines: (CheckoutPreview['lines'][number] & {
    unitE5: bigint
    amountE5: bigint
    partId: number
    weightMg: number
    quoteLineId: number | null
  })[] = []
  const problems: Problem[] = []
  let weightMg = 0
  let subtotal = 0n
  for (const w of wants) {
    const offer = offers.get(w.goodsId)
    const quote = w.quoteLineId ? quoted.get(w.quoteLineId) : undefined
    const priced = w.quoteLineId ? priceQuotedLine(offer, w.qty, quote, ctx.now) : priceLine(offer, w.qty)
    if (priced.problem || !offer) {
      const problem = priced.problem ?? 'gone'
      problems.push({
        goods_id: w.goodsId,
        part_number: offer?.part_number ?? '',
        problem,
        message: ctx.t(`orders.problem.${problem}`, { moq: offer?.moq, stock: offer?.stock, qty: quote?.qty }),
      })
      continue
    }
    weightMg += offer.unitWeightMg * w.qty
    subtotal += priced.amount
    lines.push({
      goods_id: offer.goods_id,
      goods_page_url: offer.goods_page_url,
      part_number: offer.part_number,
      manufacturer: offer.manufacturer,
      package: offer.package,
      batch: offer.date_code,
      unit_price: formatE5(priced.unit),
      qty: w.qty,
      amount: formatE5(priced.amount),
      unitE5: priced.unit,
      amountE5: priced.amount,
      partId: offer.part_id,
      weightMg: offer.unitWeightMg * w.qty,
      quoteLineId: w.quoteLineId ?? null,
    })
  }
  const options = country ? await quotes(ctx, country, weightMg) : []
  const chosen = options.find((o) => o.method === method) ?? (method ? undefined : options[0])
  const freight = chosen?.feeE5 ?? null
  const total = truncateToCents(subtotal + (freight ?? 0n))
  return { lines, problems, weightMg, subtotal, options, chosen, freight, total }
}

function previewView(p: Awaited<ReturnType<typeof priceCheckout>>): CheckoutPreview {
  return {
    lines: p.lines.map(({ unitE5: _u, amountE5: _a, partId: _p, weightMg: _w, quoteLineId: _q, ...line }) => line),
    problems: p.problems,
    weight_g: p.weightMg / 1000,
    subtotal: formatE5(p.subtotal),
    shipping: p.options.map(optionView),
    shipping_method: p.chosen?.method ?? null,
    freight: p.freight === null ? null : formatE5(p.freight),
    freight_to_confirm: !!p.chosen && p.freight === null,
    total: formatE5(p.total),
  }
}

async function ownAddress(ctx: Ctx, id: number): Promise<(AddressSnapshot & { id: number }) | null> {
  if (!ctx.session) return null
  const [a] = await ctx.db
    .select()
    .from(addresses)
    .where(and(eq(addresses.id, id), eq(addresses.userId, ctx.session.userId)))
  if (!a) return null
  return { id: a.id, ...addressFields(a) }
}

type Destination = { address_id?: number; country?: string; shipping_method?: string }

async function destinationCountry(ctx: Ctx, d: Destination): Promise<string | null | 'noAddress'> {
  if (d.address_id !== undefined) return (await ownAddress(ctx, d.address_id))?.country ?? 'noAddress'
  return d.country ?? null
}

export type PreviewResult = { kind: 'preview'; preview: CheckoutPreview } | { kind: 'empty' } | { kind: 'noAddress' }

/** Checkout preview of the selected cart lines (orders/before). */
export async function previewCart(ctx: Ctx, d: Destination): Promise<PreviewResult> {
  const wants = (await selectedLines(ctx)).map((l) => ({ goodsId: l.goodsId, qty: l.qty, quoteLineId: l.quoteLineId }))
  return preview(ctx, wants, d)
}

/** Checkout preview of one offer (orders/buyNow_before). */
export async function previewBuyNow(ctx: Ctx, goodsId: number, qty: number, d: Destination): Promise<PreviewResult> {
  return preview(ctx, [{ goodsId, qty }], d)
}

async function preview(ctx: Ctx, wants: Want[], d: Destination): Promise<PreviewResult> {
  if (!wants.length) return { kind: 'empty' }
  const country = await destinationCountry(ctx, d)
  if (country === 'noAddress') return { kind: 'noAddress' }
  const p = await priceCheckout(ctx, wants, country, d.shipping_method)
  if (!p.lines.length && wants.length === 1 && p.problems.length) return { kind: 'preview', preview: previewView(p) }
  if (!p.lines.length) return { kind: 'empty' }
  return { kind: 'preview', preview: previewView(p) }
}

/* ------------------------------------------------------------------ placing an order */

export type PlaceResult =
  | { kind: 'placed'; order: OrderRow; token: string | null }
  | { kind: 'signIn' }
  | { kind: 'empty' }
  | { kind: 'problems'; problems: Problem[] }
  | { kind: 'noShipping' }
  | { kind: 'badAddress'; field: 'shipping_address_id' | 'billing_address_id' }
  | { kind: 'needEmail' }
  | { kind: 'payMethod' }
  | { kind: 'short'; goodsIds: number[] }
  | { kind: 'limited'; retryAfter: number }
  | { kind: 'guestTooLarge'; maxE5: bigint }

async function settingNumber(db: Db, key: string, fallback: number) {
  const [row] = await db.select({ value: siteConfig.value }).from(siteConfig).where(eq(siteConfig.key, key))
  const n = row ? Number(JSON.parse(row.value)) : NaN
  return Number.isFinite(n) && n > 0 ? n : fallback
}

function orderNumber(now: Date) {
  const day = now.toISOString().slice(0, 10).replace(/-/g, '')
  const rand = crypto.getRandomValues(new Uint32Array(2))
  return `CS${day}${String(rand[0]! % 1_000_000).padStart(6, '0')}${String(rand[1]! % 1000).padStart(3, '0')}`
}

/**
 * Places an order: Buy now (goods_id + cart_num) or the selected lines of the caller's cart (a
 * user's or a guest's; guests give an e-mail). Prices,
 * freight and totals are computed here. Stock is reserved in the same batch as the order; if a
 * line is short, the batch's later statements did nothing and `undoPlacement` gives back what the
 * others took and removes the order. The same Idempotency-Key (per buyer) answers the same order.
 */
export async function placeOrder(
  ctx: Ctx,
  input: PlaceOrderInput,
  idempotencyKey: string | null,
): Promise<PlaceResult> {
  const userId = ctx.session?.userId ?? null
  const buyNow = input.goods_id !== undefined && input.cart_num !== undefined
  if ((input.shipping_address_id !== undefined || input.billing_address_id !== undefined) && userId === null)
    return { kind: 'signIn' }
  if (!(await availablePayMethods(ctx)).includes(input.pay_method)) return { kind: 'payMethod' }

  let email: string
  if (userId !== null) {
    const [u] = await ctx.db.select({ email: users.email }).from(users).where(eq(users.id, userId))
    email = u?.email ?? ''
  } else {
    if (!input.email) return { kind: 'needEmail' }
    email = input.email
  }
  const buyerKey = userId !== null ? `u:${userId}` : `g:${email.toLowerCase()}`

  if (idempotencyKey) {
    const existing = await byIdempotencyKey(ctx.db, buyerKey, idempotencyKey)
    if (existing) return { kind: 'placed', order: existing, token: null }
  }

  const shipping =
    input.shipping_address_id !== undefined ? await ownAddress(ctx, input.shipping_address_id) : input.shipping_address!
  if (!shipping) return { kind: 'badAddress', field: 'shipping_address_id' }
  const billing = input.billing_same
    ? shipping
    : input.billing_address_id !== undefined
      ? await ownAddress(ctx, input.billing_address_id)
      : input.billing_address!
  if (!billing) return { kind: 'badAddress', field: 'billing_address_id' }

  const cart = buyNow ? null : await cartWants(ctx, input.review)
  if (cart?.kind === 'changed') return { kind: 'problems', problems: cart.problems }
  const wants = cart ? cart.wants : [{ goodsId: input.goods_id!, qty: input.cart_num! }]
  if (!wants.length) return { kind: 'empty' }
  const p = await priceCheckout(ctx, wants, shipping.country, input.shipping_method)
  // Buy now, and the lines the buyer reviewed, are ordered as they are or refused naming the line.
  // Without a review, the selected lines that cannot be ordered are left out (in the cart), as the
  // preview shows: its lines, weight and totals are those of the orderable lines only.
  if (p.problems.length && (buyNow || input.review || !p.lines.length))
    return { kind: 'problems', problems: p.problems }
  // A double submit of the same cart without a key: the same lines derive the same key.
  if (!idempotencyKey && cart) {
    idempotencyKey = await cartKey(cart.rows.filter((r) => p.lines.some((l) => l.goods_id === r.goodsId)))
    const existing = await byIdempotencyKey(ctx.db, buyerKey, idempotencyKey)
    if (existing) return { kind: 'placed', order: existing, token: null }
  }
  if (!p.chosen) return { kind: 'noShipping' }
  // A guest's order reserves stock without an account: bounded in value, and held for a shorter time.
  if (userId === null) {
    const maxE5 =
      BigInt(Math.round((await settingNumber(ctx.db, 'guest_order_max_usd', DEFAULT_GUEST_ORDER_MAX_USD)) * 100)) *
      1000n
    if (p.subtotal > maxE5) return { kind: 'guestTooLarge', maxE5 }
  }
  // Each order mails its address: limited per address, whoever asks (the per-client limit is the route's).
  const [limit, windowSeconds] = ctx.ports.settings.limits.orderAccount
  const perEmail = await ctx.ports.rateLimiter.hit(
    `orderAccount:${await hashToken(email.toLowerCase())}`,
    limit,
    windowSeconds,
  )
  if (!perEmail.allowed) return { kind: 'limited', retryAfter: perEmail.retryAfter }

  const hours =
    userId === null
      ? await settingNumber(ctx.db, 'guest_unpaid_order_hours', DEFAULT_GUEST_UNPAID_HOURS)
      : await settingNumber(ctx.db, 'unpaid_order_hours', DEFAULT_UNPAID_HOURS)
  const token = randomToken()
  const at = ctx.now.toISOString()
  const snapshot = (a: AddressSnapshot & { id?: number }) => {
    const { id: _, ...rest } = a as AddressSnapshot & { id?: number }
    return JSON.stringify(rest)
  }
  const values = {
    userId,
    buyerKey,
    idempotencyKey,
    email,
    locale: ctx.locale,
    status: 'Unpaid',
    subtotal: Number(p.subtotal),
    freight: p.freight === null ? null : Number(p.freight),
    total: Number(p.total),
    shippingMethod: p.chosen.method,
    weightMg: p.weightMg,
    shippingAddressId: 'id' in shipping ? (shipping.id as number) : null,
    shippingAddress: snapshot(shipping),
    billingAddressId: 'id' in billing ? (billing.id as number) : null,
    billingAddress: snapshot(billing),
    payMethod: input.pay_method,
    remark: input.remark ?? '',
    accessHash: await hashToken(token),
    createdAt: at,
    updatedAt: at,
    expiresAt: new Date(ctx.now.getTime() + hours * 3_600_000).toISOString(),
  }

  const bank = await bankAccount(ctx.db)
  const mailLines = p.lines.map((l) => ({
    partNumber: l.part_number,
    manufacturer: l.manufacturer,
    qty: l.qty,
    unitPrice: Number(l.unitE5),
    amount: Number(l.amountE5),
  }))
  for (let attempt = 0; attempt < 3; attempt++) {
    const orderNo = orderNumber(ctx.now)
    const mail = orderMail(
      'placed',
      {
        order: { ...values, orderNo, id: ORDER_ID_PLACEHOLDER },
        lines: mailLines,
        bank,
        publicUrl: ctx.ports.settings.publicUrl,
      },
      { token },
    )
    const r = await reserve(ctx, { ...values, orderNo }, p.lines, userId, !buyNow, mail)
    if (r.kind === 'placed') {
      if (userId !== null && input.save_address) await keepOrderAddresses(ctx, userId, typedAddresses(input))
      deliverSoon(ctx)
      return { kind: 'placed', order: r.order, token }
    }
    if (r.kind === 'short') return r
    // The insert was ignored: the same key was placed meanwhile (answer it), or the order number was taken (retry).
    if (idempotencyKey) {
      const existing = await byIdempotencyKey(ctx.db, buyerKey, idempotencyKey)
      if (existing) return { kind: 'placed', order: existing, token: null }
    }
  }
  throw new Error('placeOrder: could not insert the order')
}

type CartRow = Awaited<ReturnType<typeof selectedLines>>[number]

/**
 * The selected cart lines to order. With a review (the lines the buyer saw, PlaceOrderInput.review):
 * exactly those, each still selected with the same quantity, else 'changed' naming each line
 * that differs; lines not reviewed stay in the cart.
 */
async function cartWants(
  ctx: Ctx,
  review: PlaceOrderInput['review'],
): Promise<{ kind: 'wants'; wants: Want[]; rows: CartRow[] } | { kind: 'changed'; problems: Problem[] }> {
  const selected = await selectedLines(ctx)
  if (!review)
    return {
      kind: 'wants',
      wants: selected.map((r) => ({ goodsId: r.goodsId, qty: r.qty, quoteLineId: r.quoteLineId })),
      rows: selected,
    }
  const byGoods = new Map(selected.map((r) => [r.goodsId, r]))
  const changed = review.filter((l) => byGoods.get(l.goods_id)?.qty !== l.qty)
  if (changed.length) {
    const offers = await buyableOffers(
      ctx,
      changed.map((l) => l.goods_id),
    )
    return {
      kind: 'changed',
      problems: changed.map((l) => ({
        goods_id: l.goods_id,
        part_number: offers.get(l.goods_id)?.part_number ?? '',
        problem: 'changed',
        message: ctx.t('orders.problem.changed'),
      })),
    }
  }
  const rows = review.map((l) => byGoods.get(l.goods_id)!)
  return {
    kind: 'wants',
    wants: rows.map((r) => ({ goodsId: r.goodsId, qty: r.qty, quoteLineId: r.quoteLineId })),
    rows,
  }
}

/** The idempotency key of a cart checkout without one: its lines (id, goods, quantity, last change), hashed. */
async function cartKey(rows: CartRow[]) {
  const text = JSON.stringify(
    rows.map((r) => [r.id, r.goodsId, r.qty, r.updatedAt]).sort((a, b) => Number(a[0]) - Number(b[0])),
  )
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text)))
  return `cart-${[...digest].map((b) => b.toString(16).padStart(2, '0')).join('')}`
}

/** The addresses typed at checkout (not chosen from the book), to keep in the book. */
function typedAddresses(input: PlaceOrderInput) {
  const billing = input.billing_same ? undefined : input.billing_address
  return [input.shipping_address, billing].flatMap((a) => (a ? [a] : []))
}

async function byIdempotencyKey(db: Db, buyerKey: string, key: string) {
  const [row] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.buyerKey, buyerKey), eq(orders.idempotencyKey, key)))
  return row ?? null
}

type Line = Awaited<ReturnType<typeof priceCheckout>>['lines'][number]

/**
 * The reservation batch. 1: the order (ignored when its idempotency key or number exists). Per
 * line, 2: the line, only if the offer has the stock now; 3: the stock taken, only if the line was
 * written. 4: the 'placed' event and 5: the confirmation mail in the outbox, only if every line was
 * written, and the quote lines ordered are marked used (a line of a used quote is not written in 2);
 * 6: the ordered lines leave the cart, on the same condition; 7: the data version, so no
 * cached page shows the stock from before. Then the affected rows of the stock updates are checked.
 */
async function reserve(
  ctx: Ctx,
  values: typeof orders.$inferInsert,
  lines: Line[],
  userId: number | null,
  fromCart: boolean,
  mail: MailMessage,
): Promise<{ kind: 'placed'; order: OrderRow } | { kind: 'ignored' } | { kind: 'short'; goodsIds: number[] }> {
  const db = ctx.db
  const orderNo = values.orderNo
  const lineStatements = lines.flatMap((l) => [
    batchStatement(
      db,
      sql`INSERT INTO order_lines (order_id, goods_id, part_id, part_number, manufacturer, package, batch, unit_price, qty, amount, weight_mg)
      SELECT o.id, g.id, g.part_id, ${l.part_number}, ${l.manufacturer}, ${l.package}, ${l.batch}, ${Number(l.unitE5)}, ${l.qty}, ${Number(l.amountE5)}, ${l.weightMg}
      FROM orders o JOIN goods g ON g.id = ${l.goods_id} WHERE o.order_no = ${orderNo} AND g.stock >= ${l.qty}${unusedQuote(l)}`,
    ),
    batchStatement(
      db,
      sql`UPDATE goods SET stock = stock - ${l.qty} WHERE id = ${l.goods_id} AND stock >= ${l.qty}
      AND EXISTS (SELECT 1 FROM order_lines l JOIN orders o ON o.id = l.order_id WHERE o.order_no = ${orderNo} AND l.goods_id = ${l.goods_id})`,
    ),
  ])
  const complete = sql`(SELECT count(*) FROM order_lines l WHERE l.order_id = o.id) = ${lines.length}`
  const statements = [
    db.insert(orders).values(values).onConflictDoNothing(),
    ...lineStatements,
    batchStatement(
      db,
      sql`INSERT INTO order_events (order_id, from_status, to_status, at, actor_kind, actor_id, reason)
      SELECT o.id, NULL, 'Unpaid', ${values.createdAt}, 'customer', ${userId}, 'placed' FROM orders o WHERE o.order_no = ${orderNo} AND ${complete}`,
    ),
    queueMailWhen(
      db,
      mail,
      ctx.now,
      sql`EXISTS (SELECT 1 FROM orders o WHERE o.order_no = ${orderNo} AND ${complete})`,
      {
        placeholder: ORDER_ID_PLACEHOLDER,
        value: sql`(SELECT id FROM orders WHERE order_no = ${orderNo})`,
      },
    ),
    ...markQuoteLinesUsed(db, lines, orderNo, complete),
    ...(fromCart ? removeOrderedStatements(ctx, orderNo) : []),
    dataVersionBump(db),
  ]
  const results = await db.batch(statements as unknown as Parameters<Db['batch']>[0])
  if (changes(results[0]) === 0) return { kind: 'ignored' }
  // A line is short when its stock update changed no row. (Not "!== 1": D1 counts the rows that
  // triggers change too, and the offers' triggers of migration 0014 update the part's sort columns.)
  const short = lines.filter((_, i) => changes(results[2 + i * 2]) === 0).map((l) => l.goods_id)
  const [order] = await db.select().from(orders).where(eq(orders.orderNo, orderNo))
  if (!short.length) return { kind: 'placed', order: order! }
  await undoPlacement(db, order!.id)
  return { kind: 'short', goodsIds: short }
}

/** A quote line is ordered at most once: its order line is written only while the quote line is unused. */
function unusedQuote(l: Line) {
  return l.quoteLineId === null
    ? sql``
    : sql` AND NOT EXISTS (SELECT 1 FROM rfq_quote_lines q WHERE q.id = ${l.quoteLineId} AND q.ordered_order_id IS NOT NULL)`
}

/** Marks the order's quote lines used, when the order is complete (one statement, the ids as one JSON value). */
function markQuoteLinesUsed(db: Db, lines: Line[], orderNo: string, complete: ReturnType<typeof sql>) {
  const ids = lines.flatMap((l) => (l.quoteLineId === null ? [] : [l.quoteLineId]))
  if (!ids.length) return []
  return [
    batchStatement(
      db,
      sql`UPDATE rfq_quote_lines SET ordered_order_id = (SELECT o.id FROM orders o WHERE o.order_no = ${orderNo} AND ${complete})
      WHERE id IN (SELECT value FROM json_each(${JSON.stringify(ids)})) AND ordered_order_id IS NULL
      AND EXISTS (SELECT 1 FROM orders o WHERE o.order_no = ${orderNo} AND ${complete})`,
    ),
  ]
}

/** Gives back the stock of the lines a refused placement did reserve, and removes the order. */
async function undoPlacement(db: Db, orderId: number) {
  await db.batch([
    batchStatement(
      db,
      sql`UPDATE goods SET stock = stock + (SELECT l.qty FROM order_lines l WHERE l.order_id = ${orderId} AND l.goods_id = goods.id)
      WHERE id IN (SELECT goods_id FROM order_lines WHERE order_id = ${orderId})`,
    ),
    batchStatement(db, sql`UPDATE rfq_quote_lines SET ordered_order_id = NULL WHERE ordered_order_id = ${orderId}`),
    db.delete(orderLines).where(eq(orderLines.orderId, orderId)),
    db.delete(orderEvents).where(eq(orderEvents.orderId, orderId)),
    db.delete(orders).where(eq(orders.id, orderId)),
    dataVersionBump(db),
  ])
}
