import { and, asc, count, desc, eq, sql, type SQL } from 'drizzle-orm'
import type { AdminOrderDetail } from '../../../contract/admin'
import { formatE5 } from '../../../contract/money'
import { ORDER_STATUSES, type OrderStatus } from '../../../contract/orders'
import { batchStatement } from '../../db/batch'
import { queueMailWhen } from '../../mail/outbox'
import { PaymentProviderUnavailable } from '../../ports/payments'
import type { ServiceContext } from '../../services/context'
import { users } from '../accounts/schema'
import { orderMail, type OrderMailKind, type StaffMailExtra } from '../orders/mails'
import { mailDataOf } from '../orders/mail-data'
import { orders, orderShipments } from '../orders/schema'
import { changedBy, changeStatus, deliverSoon, orderDetail } from '../orders/service'
import type { OrderRow } from '../orders/shared'
import { canTransition } from '../orders/transitions'
import { orderRefunds, payments } from '../payments/schema'
import { auditStatement, auditTrail } from '../staff/audit'
import type { StaffActor } from '../staff/service'

/**
 * The console's order desk (issue 31): every order, searched and counted by status; one order as
 * staff see it; and staff's moves, each only along the transition map (orders/transitions.ts,
 * actor `staff`) through `changeStatus`, whose batch also writes the audit row and the buyer's
 * mail (both only if this change is the one that happened) and what the move records (shipment,
 * refund). Callers pass the StaffActor of `staffActor` (the service's own role check).
 */
type Ctx = Pick<ServiceContext, 'db' | 'locale' | 'now' | 't' | 'session' | 'ports' | 'defer' | 'ip'>

/* ------------------------------------------------------------------ list */

export type AdminOrderQuery = {
  status?: OrderStatus
  q?: string
  from?: string
  to?: string
  page: number
  page_size: number
}

/** The search's condition: order number, buyer's e-mail or company, or a line's part number (each a prefix, any case). */
function searchOf(q: AdminOrderQuery): SQL | undefined {
  const parts: SQL[] = []
  const text = q.q?.trim()
  if (text) {
    const like = `${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`
    const anywhere = `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`
    parts.push(sql`(${orders.orderNo} LIKE ${like} ESCAPE '\\' OR ${orders.email} LIKE ${anywhere} ESCAPE '\\'
      OR EXISTS (SELECT 1 FROM users u WHERE u.id = orders.user_id AND u.company_name LIKE ${anywhere} ESCAPE '\\')
      OR EXISTS (SELECT 1 FROM order_lines l WHERE l.order_id = orders.id AND l.part_number LIKE ${like} ESCAPE '\\'))`)
  }
  if (q.from) parts.push(sql`${orders.createdAt} >= ${q.from}`)
  if (q.to) parts.push(sql`${orders.createdAt} < ${`${q.to}T99`}`)
  return parts.length ? and(...parts) : undefined
}

export async function listAdminOrders(ctx: Ctx, q: AdminOrderQuery) {
  const search = searchOf(q)
  const where = and(search, q.status ? eq(orders.status, q.status) : undefined)
  const [rows, perStatus] = await Promise.all([
    ctx.db
      .select({
        id: orders.id,
        order_no: orders.orderNo,
        created_at: orders.createdAt,
        status: orders.status,
        total: orders.total,
        pay_time: orders.paidAt,
        email: orders.email,
        pay_method: orders.payMethod,
        company: sql<string>`coalesce((SELECT company_name FROM users u WHERE u.id = orders.user_id), '')`,
        line_count: sql<number>`(SELECT count(*) FROM order_lines l WHERE l.order_id = orders.id)`,
      })
      .from(orders)
      .where(where)
      .orderBy(desc(orders.id))
      .limit(q.page_size)
      .offset((q.page - 1) * q.page_size),
    ctx.db.select({ status: orders.status, n: count() }).from(orders).where(search).groupBy(orders.status),
  ])
  const counts = Object.fromEntries(ORDER_STATUSES.map((s) => [s, 0])) as Record<OrderStatus, number>
  for (const r of perStatus) if (r.status in counts) counts[r.status as OrderStatus] = r.n
  return {
    list: rows.map((r) => ({ ...r, status: r.status as OrderStatus, total: formatE5(r.total) })),
    total: q.status ? counts[q.status] : Object.values(counts).reduce((a, b) => a + b, 0),
    page: q.page,
    page_size: q.page_size,
    counts,
  }
}

/* ------------------------------------------------------------------ detail */

export async function adminOrderDetail(ctx: Ctx, actor: StaffActor, order: OrderRow): Promise<AdminOrderDetail> {
  const [detail, pays, [shipment], [refund], audit, [buyer]] = await Promise.all([
    orderDetail(ctx, order),
    ctx.db.select().from(payments).where(eq(payments.orderId, order.id)).orderBy(asc(payments.id)),
    ctx.db.select().from(orderShipments).where(eq(orderShipments.orderId, order.id)),
    ctx.db.select().from(orderRefunds).where(eq(orderRefunds.orderId, order.id)),
    auditTrail(ctx.db, 'order', order.id),
    order.userId
      ? ctx.db.select({ company: users.companyName }).from(users).where(eq(users.id, order.userId))
      : Promise.resolve([]),
  ])
  const status = order.status as OrderStatus
  return {
    ...detail,
    user_id: order.userId,
    company: buyer?.company ?? '',
    locale: order.locale,
    payments: pays.map((p) => ({
      provider: p.provider,
      provider_order_id: p.providerOrderId,
      capture_id: p.captureId,
      method: p.method,
      amount: formatE5(p.amount),
      captured_amount: p.capturedAmount === null ? null : formatE5(p.capturedAmount),
      status: p.status,
      created_at: p.createdAt,
    })),
    shipment: shipment
      ? {
          carrier: shipment.carrier,
          tracking_number: shipment.trackingNumber,
          tracking_url: shipment.trackingUrl,
          shipped_at: shipment.shippedAt,
        }
      : null,
    refund: refund
      ? {
          method: refund.method as 'provider' | 'bank',
          amount: formatE5(refund.amount),
          status: refund.status as 'pending' | 'done' | 'failed',
          provider_refund_id: refund.providerRefundId,
          reason: refund.reason,
          error: refund.error,
          created_at: refund.createdAt,
        }
      : null,
    actions: {
      confirm_payment: status === 'Confirming',
      send_back: status === 'Confirming' && canTransition(status, 'Unpaid', 'staff'),
      ship: canTransition(status, 'Shipping', 'staff'),
      cancel: canTransition(status, 'Canceled', 'staff'),
      refund: actor.role === 'admin' && canTransition(status, 'Refunded', 'staff') && refund?.status !== 'done',
    },
    audit,
  }
}

export async function orderById(ctx: Pick<Ctx, 'db'>, id: number) {
  const [row] = await ctx.db.select().from(orders).where(eq(orders.id, id))
  return row ?? null
}

/* ------------------------------------------------------------------ actions */

export type StaffActionResult =
  | { kind: 'done'; order: OrderRow; messageKey: string }
  | { kind: 'notFound' }
  | { kind: 'refused'; status: OrderStatus }
  | { kind: 'alreadyRefunded' }
  | { kind: 'refundInProgress' }
  | { kind: 'paymentInProgress' }
  | { kind: 'noCapture' }
  | { kind: 'providerUnavailable' }
  | { kind: 'providerRefused'; reason: string }

/**
 * One staff move: the status change along the map with, in its batch and only if it happened, the
 * audit row (status before → after, and what the move adds), the buyer's mail, and `more`.
 */
async function move(
  ctx: Ctx,
  actor: StaffActor,
  order: OrderRow,
  to: OrderStatus,
  how: {
    action: string
    reason: string
    mail?: { kind: OrderMailKind; extra?: StaffMailExtra }
    after?: Record<string, unknown>
    more?: (nonce: string) => unknown[]
  },
): Promise<StaffActionResult> {
  const mail = how.mail ? orderMail(how.mail.kind, await mailDataOf(ctx, order), how.mail.extra) : null
  const r = await changeStatus(ctx, order, to, { kind: 'staff', id: actor.id, reason: how.reason }, (nonce) => [
    auditStatement(
      ctx.db,
      actor,
      {
        objectType: 'order',
        objectId: order.id,
        action: how.action,
        before: { status: order.status },
        after: { status: to, ...(how.reason ? { reason: how.reason } : {}), ...how.after },
      },
      ctx.now,
      changedBy(order.id, nonce),
    ),
    ...(mail ? [queueMailWhen(ctx.db, mail, ctx.now, changedBy(order.id, nonce))] : []),
    ...(how.more?.(nonce) ?? []),
  ])
  if (r.kind !== 'changed') return r
  if (mail) deliverSoon(ctx)
  return { kind: 'done', order: r.order, messageKey: '' }
}

const done = (r: StaffActionResult, messageKey: string): StaffActionResult =>
  r.kind === 'done' ? { ...r, messageKey } : r

/** The bank transfer arrived: Confirming → Preparing; the buyer gets the "payment received" mail. */
export async function confirmPayment(ctx: Ctx, actor: StaffActor, order: OrderRow, note: string) {
  // Unpaid → Preparing is the map's move for a captured online payment; staff confirm only a reported transfer.
  if (order.status !== 'Confirming') return { kind: 'refused', status: order.status as OrderStatus } as const
  return done(
    await move(ctx, actor, order, 'Preparing', {
      action: 'order.confirmPayment',
      reason: note,
      mail: { kind: 'paid' },
    }),
    'api.confirmed',
  )
}

/** The transfer is not found: Confirming → Unpaid, with a reason the buyer reads (order page and mail). */
export async function sendBack(ctx: Ctx, actor: StaffActor, order: OrderRow, reason: string) {
  return done(
    await move(ctx, actor, order, 'Unpaid', {
      action: 'order.sendBack',
      reason,
      mail: { kind: 'sentBack', extra: { reason } },
    }),
    'api.sentBack',
  )
}

/** Preparing → Shipping with carrier, tracking number and link (stored with the change); the buyer is mailed the link. */
export async function ship(
  ctx: Ctx,
  actor: StaffActor,
  order: OrderRow,
  input: { carrier: string; tracking_number: string; tracking_url: string },
) {
  const at = ctx.now.toISOString()
  const shipment = { carrier: input.carrier, trackingNumber: input.tracking_number, trackingUrl: input.tracking_url }
  return done(
    await move(ctx, actor, order, 'Shipping', {
      action: 'order.ship',
      reason: '',
      mail: { kind: 'shipped', extra: { shipment } },
      after: { carrier: input.carrier, tracking_number: input.tracking_number, tracking_url: input.tracking_url },
      more: (nonce) => [
        ctx.db.insert(orderShipments).select(
          sql`SELECT NULL, ${order.id}, ${input.carrier}, ${input.tracking_number}, ${input.tracking_url}, ${at}, ${actor.id}
          WHERE ${changedBy(order.id, nonce)}`,
        ),
        ctx.db
          .update(orders)
          .set({ shippingNumber: input.tracking_number })
          .where(and(eq(orders.id, order.id), sql`change_nonce = ${nonce}`)),
      ],
    }),
    'api.shipped',
  )
}

/** Cancels an unpaid or confirming order with a reason; the stock comes back once (changeStatus); the buyer is mailed. */
export async function cancel(ctx: Ctx, actor: StaffActor, order: OrderRow, reason: string) {
  return done(
    await move(ctx, actor, order, 'Canceled', {
      action: 'order.cancel',
      reason,
      mail: { kind: 'cancelled', extra: { reason, byStaff: true } },
    }),
    'api.cancelled',
  )
}

/** "12.34000" → "12.34": an e5 amount in whole cents, as the provider takes it (totals are whole cents already). */
const providerAmount = (e5: number) => formatE5(e5).slice(0, -3)

/**
 * Refunds a paid order once (admins only; the route and `staffActor(…, 'admin')` check it):
 * 1. the refund row is claimed first — inserted `pending` under the unique order id, or taken
 *    back from `failed` — so that of any number of concurrent requests exactly one goes on;
 * 2. through the provider (the order's captured payment; the request id is the refund row's, so
 *    a retried call is the same refund at PayPal), or recorded as a bank refund;
 * 3. one batch: the refund row done, the provider's refund, the change to Refunded with its event,
 *    audit row and the buyer's mail.
 * A provider that fails leaves the row `failed` (nothing refunded; try again).
 */
export async function refund(
  ctx: Ctx,
  actor: StaffActor,
  order: OrderRow,
  input: { method: 'provider' | 'bank'; reason: string },
): Promise<StaffActionResult> {
  const from = order.status as OrderStatus
  if (!canTransition(from, 'Refunded', 'staff')) return { kind: 'refused', status: from }
  const [payment] =
    input.method === 'provider'
      ? await ctx.db
          .select()
          .from(payments)
          .where(and(eq(payments.orderId, order.id), eq(payments.status, 'captured')))
          .orderBy(desc(payments.id))
          .limit(1)
      : []
  if (input.method === 'provider' && (!payment?.captureId || !ctx.ports.payments)) return { kind: 'noCapture' }
  const at = ctx.now.toISOString()
  const amount = order.total
  const claimed = await ctx.db
    .insert(orderRefunds)
    .values({
      orderId: order.id,
      paymentId: payment?.id ?? null,
      method: input.method,
      amount,
      status: 'pending',
      reason: input.reason,
      actorId: actor.id,
      createdAt: at,
      updatedAt: at,
    })
    .onConflictDoUpdate({
      target: orderRefunds.orderId,
      set: {
        status: 'pending',
        method: input.method,
        paymentId: payment?.id ?? null,
        reason: input.reason,
        error: null,
        actorId: actor.id,
        updatedAt: at,
      },
      setWhere: sql`${orderRefunds.status} = 'failed'`,
    })
    .returning({ id: orderRefunds.id })
  if (!claimed.length) {
    const [existing] = await ctx.db.select().from(orderRefunds).where(eq(orderRefunds.orderId, order.id))
    return existing?.status === 'pending' ? { kind: 'refundInProgress' } : { kind: 'alreadyRefunded' }
  }
  const refundId = claimed[0]!.id

  let providerRefund: { id: string; status: string } | null = null
  if (input.method === 'provider') {
    try {
      providerRefund = await ctx.ports.payments!.refundCapture(
        payment!.captureId!,
        providerAmount(amount),
        `refund-${order.orderNo}-${refundId}`,
      )
    } catch (error) {
      await ctx.db
        .update(orderRefunds)
        .set({ status: 'failed', error: String((error as Error)?.message ?? error).slice(0, 500), updatedAt: at })
        .where(eq(orderRefunds.id, refundId))
      if (error instanceof PaymentProviderUnavailable) return { kind: 'providerUnavailable' }
      return { kind: 'providerRefused', reason: String((error as Error)?.message ?? error).slice(0, 200) }
    }
  }

  const r = await move(ctx, actor, order, 'Refunded', {
    action: 'order.refund',
    reason: input.reason,
    mail: { kind: 'refunded', extra: { reason: input.reason } },
    after: { method: input.method, amount: formatE5(amount), provider_refund_id: providerRefund?.id ?? null },
    more: (nonce) => [
      // Money the provider moved is refunded whatever happens to the status; a bank refund is
      // recorded only with the change to Refunded.
      ctx.db
        .update(orderRefunds)
        .set({ status: 'done', providerRefundId: providerRefund?.id ?? null, updatedAt: at })
        .where(and(eq(orderRefunds.id, refundId), providerRefund ? undefined : changedBy(order.id, nonce))),
      ...(providerRefund
        ? [
            batchStatement(
              ctx.db,
              sql`INSERT INTO payment_refunds (payment_id, provider_refund_id, amount, status, reason, created_at)
              VALUES (${payment!.id}, ${providerRefund.id}, ${amount}, ${providerRefund.status}, ${input.reason}, ${at})
              ON CONFLICT DO NOTHING`,
            ),
          ]
        : []),
    ],
  })
  if (r.kind !== 'done' && !providerRefund)
    await ctx.db
      .update(orderRefunds)
      .set({ status: 'failed', error: 'the order changed meanwhile', updatedAt: at })
      .where(and(eq(orderRefunds.id, refundId), eq(orderRefunds.status, 'pending')))
  return done(r, 'api.refunded')
}

const RECEIPT_ENDINGS: Record<string, string> = { 'application/pdf': 'pdf', 'image/jpeg': 'jpg', 'image/png': 'png' }

/** The receipt file of an order's n-th remittance report (1-based), as the buyer uploaded it; null without one. */
export async function receiptOf(ctx: Pick<Ctx, 'db' | 'ports'>, orderId: number, n: number) {
  const rows = await ctx.db.all<{ receipt_key: string | null; receipt_type: string | null; order_no: string }>(
    sql`SELECT r.receipt_key, r.receipt_type, o.order_no FROM bank_remittances r JOIN orders o ON o.id = r.order_id
    WHERE r.order_id = ${orderId} ORDER BY r.id LIMIT 1 OFFSET ${n - 1}`,
  )
  const row = rows[0]
  if (!row?.receipt_key || !row.receipt_type) return null
  const bytes = await ctx.ports.files.get(row.receipt_key)
  if (!bytes) return null
  return {
    bytes,
    type: row.receipt_type,
    name: `receipt-${row.order_no}-${n}.${RECEIPT_ENDINGS[row.receipt_type] ?? 'bin'}`,
  }
}
