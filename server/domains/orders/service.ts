import { and, asc, count, desc, eq, inArray, sql } from 'drizzle-orm'
import { countryName } from '../../../contract/countries'
import { formatE5 } from '../../../contract/money'
import type { CheckoutPreview, OrderAddress, OrderDetail, OrderStatus, PlaceOrderInput } from '../../../contract/orders'
import { ORDER_STATUSES } from '../../../contract/orders'
import { localeInfo } from '../../../locales/locales'
import { batchStatement } from '../../db/batch'
import type { Db } from '../../db/client'
import type { Ports } from '../../ports'
import type { ServiceContext } from '../../services/context'
import { addresses, siteConfig, users } from '../../db/schema'
import { sessionOfHeader } from '../../auth'
import { hashToken, randomToken } from '../../auth/sessions'
import { removeOrderedStatement, selectedLines } from '../cart/service'
import { buyableOffers } from '../parts/offers'
import { availablePayMethods } from '../payments/methods'
import { optionView, quotes } from '../shipping/service'
import { deliverMail, queueMailWhen } from '../../mail/outbox'
import type { MailMessage } from '../../ports'
import { bankAccount } from '../payments/bank-account'
import { dataVersionBump } from '../catalogue/data-version'
import { mailDataOf } from './mail-data'
import { ORDER_ID_PLACEHOLDER, orderMail } from './mails'
import { priceLine, roundToCents, type LineProblem } from './pricing'
import { orderEvents, orderLines, orders } from './schema'
import { canTransition, HOLDS_STOCK, type ActorKind } from './transitions'

/**
 * Checkout and orders. `placeOrder` is the flow of design note "Buying": lines priced from the
 * offers → stock reserved by conditional updates → order, lines, event, cart clean-up — in ONE
 * db.batch (D1 has no interactive transactions), made so that every statement after the order's
 * insert does something only if the earlier ones did. Status changes go through `changeStatus`:
 * the transition map, a conditional status update and the event, again in one batch.
 */
type Ctx = Pick<ServiceContext, 'db' | 'locale' | 'now' | 't' | 'session' | 'ports' | 'defer'> &
  Partial<Pick<ServiceContext, 'reads'>>

type OrderRow = typeof orders.$inferSelect
type AddressSnapshot = Omit<OrderAddress, 'country_name'>

export const DEFAULT_UNPAID_HOURS = 72

/** Rows a statement of a batch changed: libsql's ResultSet on Node, D1's meta on the Worker. */
export function changes(result: unknown): number {
  const r = result as { rowsAffected?: number; meta?: { changes?: number } }
  return Number(r?.rowsAffected ?? r?.meta?.changes ?? 0)
}

/* ------------------------------------------------------------------ pricing a checkout */

type Want = { goodsId: number; qty: number }

/** The lines priced now, the problems, the weight and the shipping choice for a destination. */
async function priceCheckout(ctx: Ctx, wants: Want[], country: string | null, method?: string) {
  const offers = await buyableOffers(
    ctx,
    wants.map((w) => w.goodsId),
  )
  const lines: (CheckoutPreview['lines'][number] & {
    unitE5: bigint
    amountE5: bigint
    partId: number
    weightMg: number
  })[] = []
  const problems: { goods_id: number; problem: LineProblem; message: string }[] = []
  let weightMg = 0
  let subtotal = 0n
  for (const w of wants) {
    const offer = offers.get(w.goodsId)
    const priced = priceLine(offer, w.qty)
    if (priced.problem || !offer) {
      const problem = priced.problem ?? 'gone'
      problems.push({
        goods_id: w.goodsId,
        problem,
        message: ctx.t(`orders.problem.${problem}`, { moq: offer?.moq, stock: offer?.stock }),
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
    })
  }
  const options = country ? await quotes(ctx, country, weightMg) : []
  const chosen = options.find((o) => o.method === method) ?? (method ? undefined : options[0])
  const freight = chosen?.feeE5 ?? null
  const total = roundToCents(subtotal + (freight ?? 0n))
  return { lines, problems, weightMg, subtotal, options, chosen, freight, total }
}

function previewView(p: Awaited<ReturnType<typeof priceCheckout>>): CheckoutPreview {
  return {
    lines: p.lines.map(({ unitE5: _u, amountE5: _a, partId: _p, weightMg: _w, ...line }) => line),
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
  return {
    id: a.id,
    contact_name: a.contactName,
    country: a.country,
    state: a.state,
    city: a.city,
    address_line1: a.addressLine1,
    address_line2: a.addressLine2,
    postal_code: a.postalCode,
    telephone: a.telephone,
  }
}

type Destination = { address_id?: number; country?: string; shipping_method?: string }

async function destinationCountry(ctx: Ctx, d: Destination): Promise<string | null | 'noAddress'> {
  if (d.address_id !== undefined) return (await ownAddress(ctx, d.address_id))?.country ?? 'noAddress'
  return d.country ?? null
}

export type PreviewResult = { kind: 'preview'; preview: CheckoutPreview } | { kind: 'empty' } | { kind: 'noAddress' }

/** Checkout preview of the selected cart lines (orders/before). */
export async function previewCart(ctx: Ctx, d: Destination): Promise<PreviewResult> {
  const wants = (await selectedLines(ctx)).map((l) => ({ goodsId: l.goodsId, qty: l.qty }))
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
  | { kind: 'problems'; problems: { goods_id: number; problem: LineProblem; message: string }[] }
  | { kind: 'noShipping' }
  | { kind: 'badAddress'; field: 'shipping_address_id' | 'billing_address_id' }
  | { kind: 'needEmail' }
  | { kind: 'payMethod' }
  | { kind: 'short'; goodsIds: number[] }

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
 * Places an order: Buy now (goods_id + cart_num; guests too) or the selected cart lines. Prices,
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
  if (!buyNow && userId === null) return { kind: 'signIn' }
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

  const wants = buyNow
    ? [{ goodsId: input.goods_id!, qty: input.cart_num! }]
    : (await selectedLines(ctx)).map((l) => ({ goodsId: l.goodsId, qty: l.qty }))
  if (!wants.length) return { kind: 'empty' }
  const p = await priceCheckout(ctx, wants, shipping.country, input.shipping_method)
  if (p.problems.length) return { kind: 'problems', problems: p.problems }
  if (!p.chosen) return { kind: 'noShipping' }

  const hours = await settingNumber(ctx.db, 'unpaid_order_hours', DEFAULT_UNPAID_HOURS)
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
 * written; 6: the ordered lines leave the cart, on the same condition; 7: the data version, so no
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
      FROM orders o JOIN goods g ON g.id = ${l.goods_id} WHERE o.order_no = ${orderNo} AND g.stock >= ${l.qty}`,
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
    ...(fromCart && userId !== null ? [removeOrderedStatement(db, userId, orderNo)] : []),
    dataVersionBump(db),
  ]
  const results = await db.batch(statements as unknown as Parameters<Db['batch']>[0])
  if (changes(results[0]) === 0) return { kind: 'ignored' }
  const short = lines.filter((_, i) => changes(results[2 + i * 2]) !== 1).map((l) => l.goods_id)
  const [order] = await db.select().from(orders).where(eq(orders.orderNo, orderNo))
  if (!short.length) return { kind: 'placed', order: order! }
  await undoPlacement(db, order!.id)
  return { kind: 'short', goodsIds: short }
}

/** Gives back the stock of the lines a refused placement did reserve, and removes the order. */
async function undoPlacement(db: Db, orderId: number) {
  await db.batch([
    batchStatement(
      db,
      sql`UPDATE goods SET stock = stock + (SELECT l.qty FROM order_lines l WHERE l.order_id = ${orderId} AND l.goods_id = goods.id)
      WHERE id IN (SELECT goods_id FROM order_lines WHERE order_id = ${orderId})`,
    ),
    db.delete(orderLines).where(eq(orderLines.orderId, orderId)),
    db.delete(orderEvents).where(eq(orderEvents.orderId, orderId)),
    db.delete(orders).where(eq(orders.id, orderId)),
    dataVersionBump(db),
  ])
}

/* ------------------------------------------------------------------ status changes */

export type ChangeResult =
  { kind: 'changed'; order: OrderRow } | { kind: 'refused'; status: OrderStatus } | { kind: 'notFound' }

/**
 * Moves an order from its current status to `to`, if the transition map allows it for `actor`:
 * one batch of a conditional status update (`WHERE status = <the status read>`, so two concurrent
 * changes cannot both happen), the event, and — to Canceled from a status that holds stock — the
 * stock given back, guarded by the same change. `extra` adds statements that must happen with the
 * change only (they can test `change_nonce`).
 */
export async function changeStatus(
  ctx: Pick<Ctx, 'db' | 'now'>,
  order: OrderRow,
  to: OrderStatus,
  actor: { kind: ActorKind; id: number | null; reason: string },
  extra: (nonce: string) => unknown[] = () => [],
): Promise<ChangeResult> {
  const from = order.status as OrderStatus
  if (!canTransition(from, to, actor.kind)) return { kind: 'refused', status: from }
  const { db } = ctx
  const at = ctx.now.toISOString()
  const nonce = randomToken()
  const id = order.id
  const mine = sql`EXISTS (SELECT 1 FROM orders WHERE id = ${id} AND change_nonce = ${nonce})`
  const returnsStock = to === 'Canceled' && HOLDS_STOCK.includes(from)
  const results = await db.batch([
    batchStatement(
      db,
      sql`UPDATE orders SET status = ${to}, change_nonce = ${nonce}, updated_at = ${at},
      paid_at = CASE WHEN ${to} = 'Preparing' AND paid_at IS NULL THEN ${at} ELSE paid_at END
      WHERE id = ${id} AND status = ${from}`,
    ),
    batchStatement(
      db,
      sql`INSERT INTO order_events (order_id, from_status, to_status, at, actor_kind, actor_id, reason)
      SELECT ${id}, ${from}, ${to}, ${at}, ${actor.kind}, ${actor.id}, ${actor.reason} WHERE ${mine}`,
    ),
    ...(returnsStock
      ? [
          batchStatement(
            db,
            sql`UPDATE goods SET stock = stock + (SELECT l.qty FROM order_lines l WHERE l.order_id = ${id} AND l.goods_id = goods.id)
            WHERE id IN (SELECT goods_id FROM order_lines WHERE order_id = ${id})
            AND EXISTS (SELECT 1 FROM orders WHERE id = ${id} AND change_nonce = ${nonce} AND stock_state = 'held')`,
          ),
          batchStatement(
            db,
            sql`UPDATE orders SET stock_state = 'returned' WHERE id = ${id} AND change_nonce = ${nonce}`,
          ),
          dataVersionBump(db),
        ]
      : []),
    ...extra(nonce),
  ] as unknown as Parameters<Db['batch']>[0])
  const [now] = await db.select().from(orders).where(eq(orders.id, id))
  if (!now) return { kind: 'notFound' }
  return changes(results[0]) === 1
    ? { kind: 'changed', order: now }
    : { kind: 'refused', status: now.status as OrderStatus }
}

/* ------------------------------------------------------------------ finding an order */

/**
 * The order `id` if the caller may see it: a signed-in owner (Bearer session), or anyone with
 * the order's private token. `signIn` when neither a token nor a session was given.
 */
export async function accessibleOrder(
  ctx: Ctx,
  id: number,
  token: string | undefined,
  authorization: string | undefined,
): Promise<{ kind: 'found'; order: OrderRow; actorId: number | null } | { kind: 'notFound' } | { kind: 'signIn' }> {
  const [order] = await ctx.db.select().from(orders).where(eq(orders.id, id))
  if (token) {
    return order && order.accessHash === (await hashToken(token))
      ? { kind: 'found', order, actorId: order.userId }
      : { kind: 'notFound' }
  }
  const session = ctx.session ?? (await sessionOfHeader(ctx.db, authorization, ctx.now))
  if (!session) return { kind: 'signIn' }
  return order && order.userId === session.userId
    ? { kind: 'found', order, actorId: session.userId }
    : { kind: 'notFound' }
}

/* ------------------------------------------------------------------ views */

const can = (o: Pick<OrderRow, 'status'>) => ({
  can_pay: o.status === 'Unpaid',
  can_cancel: canTransition(o.status as OrderStatus, 'Canceled', 'customer'),
  can_receive: canTransition(o.status as OrderStatus, 'Received', 'customer'),
})

type LineRow = typeof orderLines.$inferSelect
const lineView = (l: LineRow) => ({
  goods_id: l.goodsId,
  goods_page_url: `/productdetail/${l.goodsId}`,
  part_number: l.partNumber,
  manufacturer: l.manufacturer,
  package: l.package,
  batch: l.batch,
  unit_price: formatE5(l.unitPrice),
  qty: l.qty,
  amount: formatE5(l.amount),
})

async function linesOf(db: Db, orderIds: number[]) {
  const rows = orderIds.length
    ? await db.select().from(orderLines).where(inArray(orderLines.orderId, orderIds)).orderBy(asc(orderLines.id))
    : []
  const by = new Map<number, LineRow[]>()
  for (const r of rows) by.set(r.orderId, [...(by.get(r.orderId) ?? []), r])
  return by
}

function summaryView(ctx: Pick<Ctx, 't'>, o: OrderRow, lines: LineRow[]) {
  return {
    id: o.id,
    order_no: o.orderNo,
    created_at: o.createdAt,
    status: o.status as OrderStatus,
    status_name: ctx.t(`orders.status.${o.status}`),
    pay_time: o.paidAt,
    subtotal: formatE5(o.subtotal),
    freight: o.freight === null ? null : formatE5(o.freight),
    total: formatE5(o.total),
    lines: lines.map(lineView),
    ...can(o),
  }
}

function addressView(ctx: Pick<Ctx, 'locale'>, json: string): OrderAddress {
  const a = JSON.parse(json) as AddressSnapshot
  return { ...a, country_name: countryName(a.country, localeInfo(ctx.locale).bcp47) }
}

export async function orderDetail(ctx: Pick<Ctx, 'db' | 't' | 'locale'>, o: OrderRow): Promise<OrderDetail> {
  const [lines, events, remittances] = await Promise.all([
    linesOf(ctx.db, [o.id]),
    ctx.db.select().from(orderEvents).where(eq(orderEvents.orderId, o.id)).orderBy(asc(orderEvents.id)),
    ctx.db.all<{
      payer_name: string
      reference: string
      amount: number
      paid_on: string
      receipt_key: string | null
      created_at: string
    }>(
      sql`SELECT payer_name, reference, amount, paid_on, receipt_key, created_at FROM bank_remittances WHERE order_id = ${o.id} ORDER BY id`,
    ),
  ])
  return {
    ...summaryView(ctx, o, lines.get(o.id) ?? []),
    email: o.email,
    expires_at: o.status === 'Unpaid' ? o.expiresAt : null,
    shipping_method: o.shippingMethod as OrderDetail['shipping_method'],
    shipping_name: ctx.t(`shipping.${o.shippingMethod}.name`),
    freight_to_confirm: o.freight === null,
    weight_g: o.weightMg / 1000,
    shipping_address: addressView(ctx, o.shippingAddress),
    billing_address: addressView(ctx, o.billingAddress),
    pay_method: o.payMethod as OrderDetail['pay_method'],
    remark: o.remark,
    platform_remark: o.platformRemark,
    shipping_number: o.shippingNumber,
    history: events.map((e) => ({
      status: e.toStatus as OrderStatus,
      status_name: ctx.t(`orders.status.${e.toStatus}`),
      at: e.at,
      actor: e.actorKind as ActorKind,
      reason: e.reason,
    })),
    remittances: remittances.map((r) => ({
      payer_name: r.payer_name,
      reference: r.reference,
      amount: formatE5(r.amount),
      paid_on: r.paid_on,
      has_receipt: !!r.receipt_key,
      created_at: r.created_at,
    })),
  }
}

/** The signed-in user's orders, newest first, one status tab or all, with the count per status. */
export async function listOrders(ctx: Ctx, q: { status?: OrderStatus; page: number; page_size: number }) {
  const userId = ctx.session!.userId
  const where = and(eq(orders.userId, userId), q.status ? eq(orders.status, q.status) : undefined)
  const [rows, perStatus] = await Promise.all([
    ctx.db
      .select()
      .from(orders)
      .where(where)
      .orderBy(desc(orders.id))
      .limit(q.page_size)
      .offset((q.page - 1) * q.page_size),
    ctx.db
      .select({ status: orders.status, n: count() })
      .from(orders)
      .where(eq(orders.userId, userId))
      .groupBy(orders.status),
  ])
  const counts = Object.fromEntries(ORDER_STATUSES.map((s) => [s, 0])) as Record<OrderStatus, number>
  for (const r of perStatus) if (r.status in counts) counts[r.status as OrderStatus] = r.n
  const total = q.status ? counts[q.status] : Object.values(counts).reduce((a, b) => a + b, 0)
  const lines = await linesOf(
    ctx.db,
    rows.map((r) => r.id),
  )
  return {
    list: rows.map((o) => summaryView(ctx, o, lines.get(o.id) ?? [])),
    total,
    page: q.page,
    page_size: q.page_size,
    counts,
  }
}

/* ------------------------------------------------------------------ customer actions */

export type ActionResult =
  | { kind: 'done'; detail: OrderDetail }
  | { kind: 'refused'; status: OrderStatus }
  | { kind: 'notFound' }
  | { kind: 'signIn' }

/** The customer cancels an unpaid order: its stock is given back, once; the cancellation mail goes out. */
export async function cancelOrder(
  ctx: Ctx,
  id: number,
  token: string | undefined,
  authorization?: string,
): Promise<ActionResult> {
  const found = await accessibleOrder(ctx, id, token, authorization)
  if (found.kind !== 'found') return found
  const mail = orderMail('cancelled', await mailDataOf(ctx, found.order))
  const r = await changeStatus(
    ctx,
    found.order,
    'Canceled',
    { kind: 'customer', id: found.actorId, reason: 'cancelled by the customer' },
    (nonce) => [queueMailWhen(ctx.db, mail, ctx.now, changedBy(found.order.id, nonce))],
  )
  if (r.kind !== 'changed') return r
  deliverSoon(ctx)
  return { kind: 'done', detail: await orderDetail(ctx, r.order) }
}

/** The customer confirms receipt of a shipped order. */
export async function receiveOrder(ctx: Ctx, id: number): Promise<ActionResult> {
  const found = await accessibleOrder(ctx, id, undefined, undefined)
  if (found.kind !== 'found') return found
  const r = await changeStatus(ctx, found.order, 'Received', {
    kind: 'customer',
    id: found.actorId,
    reason: 'receipt confirmed',
  })
  if (r.kind !== 'changed') return r
  return { kind: 'done', detail: await orderDetail(ctx, r.order) }
}

/**
 * Housekeeping: unpaid orders past their time are cancelled by the system and give their stock
 * back (each exactly once, whoever else runs this at the same time). Answers how many it cancelled.
 */
export async function expireUnpaidOrders(
  ctx: { db: Db; now: Date; ports: Pick<Ports, 'mailer' | 'log' | 'settings'> } & Partial<
    Pick<ServiceContext, 'defer'>
  >,
  limit = 500,
): Promise<number> {
  const due = await ctx.db
    .select()
    .from(orders)
    .where(and(eq(orders.status, 'Unpaid'), sql`${orders.expiresAt} <= ${ctx.now.toISOString()}`))
    .limit(limit)
  let cancelled = 0
  for (const order of due) {
    const mail = orderMail('cancelled', await mailDataOf(ctx, order), { expired: true })
    const r = await changeStatus(
      ctx,
      order,
      'Canceled',
      { kind: 'system', id: null, reason: 'expired unpaid' },
      (nonce) => [queueMailWhen(ctx.db, mail, ctx.now, changedBy(order.id, nonce))],
    )
    if (r.kind === 'changed') cancelled++
  }
  return cancelled
}

/** In a status change's batch: "this change is the one that happened" (changeStatus's nonce). */
export const changedBy = (id: number, nonce: string) =>
  sql`EXISTS (SELECT 1 FROM orders WHERE id = ${id} AND change_nonce = ${nonce})`

/** Delivers the outbox after the answer (the mail is written already: a crash now loses nothing). */
export const deliverSoon = (ctx: Pick<ServiceContext, 'defer' | 'ports'>) => ctx.defer(() => deliverMail(ctx.ports))

/** For tests and tools: an order by its number. */
export async function orderByNumber(db: Db, orderNo: string) {
  const [row] = await db.select().from(orders).where(eq(orders.orderNo, orderNo))
  return row ?? null
}

/**
 * Calls open to guests (Buy now, placing an order) still know a signed-in buyer: a valid Bearer
 * session becomes ctx.session; a token that is sent but not valid answers 4001 rather than
 * quietly treating the buyer as a guest.
 */
export async function optionalSession(
  ctx: Pick<ServiceContext, 'db' | 'now' | 'session'>,
  authorization: string | undefined,
) {
  if (ctx.session || !authorization) return 'ok'
  ctx.session = await sessionOfHeader(ctx.db, authorization, ctx.now)
  return ctx.session ? 'ok' : 'invalid'
}
