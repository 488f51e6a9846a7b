import { and, eq, inArray, ne, notInArray, sql } from 'drizzle-orm'
import { toE5 } from '../../../contract/money'
import type { OrderStatus } from '../../../contract/orders'
import { batchStatement } from '../../db/batch'
import type { Db } from '../../db/client'
import { orderEvents, orders, payments } from '../../db/schema'
import { randomToken } from '../../auth/sessions'
import { PaymentProviderUnavailable, type ProviderCapture } from '../../ports/payments'
import type { TestDecision, TestPaymentProvider } from '../../ports/test-payments'
import type { ServiceContext } from '../../services/context'
import { queueMailWhen } from '../../mail/outbox'
import { accessibleOrder, changedBy, changes, changeStatus, deliverSoon } from '../orders/service'
import { mailDataOf } from '../orders/mail-data'
import { orderMail } from '../orders/mails'
import { availablePayMethods } from './methods'

/**
 * Online payments through the provider port (PayPal, or the test provider): `startPayment` creates
 * the provider's order for the shop order's total and writes ONE payment row for it, in the same
 * batch that voids the order's older payments that are not being captured (a buyer who starts
 * again — another tab, the other method — leaves one payment that can still take money);
 * `capturePayment` (design note "Buying": a named flow) captures it exactly once:
 *
 *  1. a payment already captured or held answers as it is (a repeated, concurrent or late call);
 *  2. an order that is no longer Unpaid, or that another payment already paid, is never captured;
 *  3. the payment is claimed (`created`/`declined` → `capturing`, one conditional update) only if it
 *     was not voided, its order is still Unpaid, and no other payment of the order is capturing,
 *     pending or paid: of two provider orders of one shop order, at most one is ever sent to
 *     capture; and a claimed order is not cancelled (in-flight.ts), so of a cancel and a capture
 *     at the same time exactly one wins;
 *  4. the provider is asked with a PayPal-Request-Id derived from the order and the provider order,
 *     so concurrent and repeated calls are one capture at PayPal; "already captured" is read back;
 *  5. the capture is recorded by ONE conditional update (`WHERE status NOT IN (captured, held)`),
 *     as captured when the amount is the order's total in USD, else held for staff;
 *  6. `settle`: a captured payment moves the Unpaid order to Preparing (a conditional status change
 *     with its event, and the buyer's payment-received mail queued by the same batch, so once);
 *     if the order was no longer Unpaid and this payment had not paid it, the money is held for
 *     staff. Whoever sees a captured payment of an Unpaid order settles it, so a crash between 5
 *     and 6 is repaired by the next call, webhook or capture.
 *
 * The webhook (webhook.ts: PAYMENT.CAPTURE.COMPLETED and friends) records through the same steps
 * 5–6, so a webhook before, during or after the buyer's capture ends the same way; refunds are
 * recorded there too. No step needs a transaction: D1 has none; every invariant is a conditional write.
 */
type Ctx = Pick<ServiceContext, 'db' | 'locale' | 'now' | 't' | 'session' | 'ports' | 'defer'>
type PaymentRow = typeof payments.$inferSelect
type OrderRow = typeof orders.$inferSelect
export type OnlineMethod = 'wallet' | 'card' | 'test'

/** e5 → PayPal's "123.45". Order totals are whole cents already; anything finer is cut, as pages show it (spec §9). */
export function providerAmount(e5: number | bigint): string {
  const cents = BigInt(e5) / 1000n
  return `${cents / 100n}.${(cents % 100n).toString().padStart(2, '0')}`
}

/** The PayPal-Request-Id of a capture: the same for every call about this order's provider order. */
export const captureRequestId = (orderNo: string, providerOrderId: string) => `capture-${orderNo}-${providerOrderId}`

/** The reason of the order event a capture writes: how `settle` knows which payment paid the order. */
const paidReason = (p: Pick<PaymentRow, 'provider' | 'captureId'>) => `paid: ${p.provider} capture ${p.captureId}`

const final = ['captured', 'held'] as const

export async function paymentById(db: Db, id: number) {
  return (await db.select().from(payments).where(eq(payments.id, id)))[0]!
}
async function orderById(db: Db, id: number) {
  return (await db.select().from(orders).where(eq(orders.id, id)))[0]!
}
export async function paymentByProviderOrder(db: Db, provider: string, providerOrderId: string) {
  const [row] = await db
    .select()
    .from(payments)
    .where(and(eq(payments.provider, provider), eq(payments.providerOrderId, providerOrderId)))
  return row ?? null
}

/* ------------------------------------------------------------------ starting a payment */

export type StartResult =
  | { kind: 'created'; payment: PaymentRow; approveUrl: string | null; status: string }
  | { kind: 'off' }
  | { kind: 'method' }
  | { kind: 'refused'; status: OrderStatus }
  | { kind: 'notFound' }
  | { kind: 'signIn' }
  | { kind: 'unavailable' }

/**
 * Creates the provider's order for an Unpaid order's total (intent CAPTURE) and its payment row,
 * voiding the order's older payments that were not sent to capture. A payment whose capture was
 * asked but not answered (the provider timed out) is asked again first (the same capture at the
 * provider): if it took the money, no new payment is started.
 */
export async function startPayment(
  ctx: Ctx,
  input: { id: number; token?: string; method: OnlineMethod },
  authorization: string | undefined,
): Promise<StartResult> {
  const provider = ctx.ports.payments
  if (!provider) return { kind: 'off' }
  if (!(await availablePayMethods(ctx)).includes(input.method)) return { kind: 'method' }
  const found = await accessibleOrder(ctx, input.id, input.token, authorization)
  if (found.kind !== 'found') return found
  const order = found.order
  if (order.status !== 'Unpaid' || (await paidPayment(ctx.db, order.id)))
    return { kind: 'refused', status: order.status as OrderStatus }
  const [inFlight] = await ctx.db
    .select()
    .from(payments)
    .where(and(eq(payments.orderId, order.id), inArray(payments.status, ['capturing', 'pending'])))
  if (inFlight?.status === 'pending') return { kind: 'refused', status: order.status as OrderStatus }
  if (inFlight) {
    const r = await capturePayment(ctx, inFlight.id)
    if (r.kind === 'unavailable') return r
    if (r.kind === 'done' || r.kind === 'refused' || r.kind === 'superseded')
      return { kind: 'refused', status: (r.kind === 'done' ? r.order.status : order.status) as OrderStatus }
  }
  let created
  try {
    created = await provider.createOrder({
      amount: providerAmount(order.total),
      reference: order.orderNo,
      // PayPal refuses a second payment of the same invoice id: one more guard against paying twice.
      invoiceId: order.orderNo,
      customId: String(order.id),
      requestId: `create-${order.orderNo}-${randomToken().slice(0, 16)}`,
    })
  } catch (error) {
    if (!(error instanceof PaymentProviderUnavailable)) throw error
    ctx.ports.log.error({ msg: 'payment provider unavailable', order: order.id, error: String(error) })
    return { kind: 'unavailable' }
  }
  const at = ctx.now.toISOString()
  await ctx.db.batch([
    ctx.db.insert(payments).values({
      orderId: order.id,
      provider: provider.kind,
      providerOrderId: created.id,
      method: input.method,
      amount: order.total,
      currency: 'USD',
      status: 'created',
      createdAt: at,
      updatedAt: at,
    }),
    batchStatement(
      ctx.db,
      sql`UPDATE payments SET status = 'voided', updated_at = ${at}
      WHERE order_id = ${order.id} AND status IN ('created', 'declined')
      AND id < (SELECT id FROM payments WHERE provider = ${provider.kind} AND provider_order_id = ${created.id})`,
    ),
  ] as unknown as Parameters<Db['batch']>[0])
  const payment = (await paymentByProviderOrder(ctx.db, provider.kind, created.id))!
  return { kind: 'created', payment, approveUrl: created.approveUrl, status: created.status }
}

/** A captured (or held) payment of the order, if any. */
async function paidPayment(db: Db, orderId: number, except?: number) {
  const [row] = await db
    .select({ id: payments.id })
    .from(payments)
    .where(
      and(
        eq(payments.orderId, orderId),
        inArray(payments.status, [...final]),
        except === undefined ? undefined : ne(payments.id, except),
      ),
    )
  return row ?? null
}

/* ------------------------------------------------------------------ capturing */

export type CaptureResult =
  | { kind: 'done'; outcome: 'captured' | 'held' | 'pending'; order: OrderRow }
  | { kind: 'declined' }
  | { kind: 'notApproved' }
  | { kind: 'unavailable' }
  | { kind: 'notFound' }
  | { kind: 'signIn' }
  | { kind: 'off' }
  | { kind: 'refused'; status: OrderStatus }
  | { kind: 'superseded' }

/** The buyer's capture (paypalCapture): their order's payment by the provider's order id. */
export async function captureOrderPayment(
  ctx: Ctx,
  input: { id: number; token?: string; paypal_order_id: string },
  authorization: string | undefined,
): Promise<CaptureResult> {
  const provider = ctx.ports.payments
  if (!provider) return { kind: 'off' }
  const found = await accessibleOrder(ctx, input.id, input.token, authorization)
  if (found.kind !== 'found') return found
  const payment = await paymentByProviderOrder(ctx.db, provider.kind, input.paypal_order_id)
  if (!payment || payment.orderId !== found.order.id) return { kind: 'notFound' }
  return capturePayment(ctx, payment.id)
}

/**
 * Step 3: the payment is the one of its order that goes to capture (answers whether it is), and
 * only while the order is Unpaid: a cancel that got in first wins, and once claimed the order is not
 * cancelled (payments/in-flight.ts). Many calls about the same payment may hold the claim at once:
 * they are one capture at the provider.
 */
async function claim(ctx: Pick<Ctx, 'db' | 'now'>, payment: PaymentRow): Promise<boolean> {
  const result = await ctx.db.run(
    sql`UPDATE payments SET status = 'capturing', updated_at = ${ctx.now.toISOString()}
    WHERE id = ${payment.id} AND status IN ('created', 'declined', 'capturing')
    AND EXISTS (SELECT 1 FROM orders WHERE orders.id = payments.order_id AND orders.status = 'Unpaid')
    AND NOT EXISTS (SELECT 1 FROM payments other WHERE other.order_id = payments.order_id AND other.id <> payments.id
      AND other.status IN ('capturing', 'pending', 'captured', 'held'))`,
  )
  return changes(result) === 1
}

/** The provider did not capture (not approved, unknown): the payment is open again, not in flight. */
async function release(ctx: Pick<Ctx, 'db' | 'now'>, payment: PaymentRow) {
  await ctx.db
    .update(payments)
    .set({ status: 'created', updatedAt: ctx.now.toISOString() })
    .where(and(eq(payments.id, payment.id), eq(payments.status, 'capturing')))
}

/** Captures a payment exactly once (steps 1–6 above), from the buyer's page or the webhook. */
export async function capturePayment(ctx: Ctx, paymentId: number): Promise<CaptureResult> {
  const provider = ctx.ports.payments
  if (!provider) return { kind: 'off' }
  let payment = await paymentById(ctx.db, paymentId)
  if (isFinal(payment)) return settle(ctx, payment)
  const order = await orderById(ctx.db, payment.orderId)
  if (order.status !== 'Unpaid' || (await paidPayment(ctx.db, order.id, payment.id))) {
    // Perhaps because this very payment was captured meanwhile: then answer that.
    payment = await paymentById(ctx.db, paymentId)
    return isFinal(payment) ? settle(ctx, payment) : { kind: 'refused', status: order.status as OrderStatus }
  }
  if (!(await claim(ctx, payment))) {
    payment = await paymentById(ctx.db, paymentId)
    if (isFinal(payment)) return settle(ctx, payment)
    const now = await orderById(ctx.db, payment.orderId)
    return now.status === 'Unpaid' ? { kind: 'superseded' } : { kind: 'refused', status: now.status as OrderStatus }
  }
  try {
    const answer = await provider.captureOrder(
      payment.providerOrderId,
      captureRequestId(order.orderNo, payment.providerOrderId),
    )
    switch (answer.kind) {
      case 'captured':
        return await recordCapture(ctx, payment, answer.capture)
      case 'alreadyCaptured': {
        const known = await provider.getOrder(payment.providerOrderId)
        if (!known?.capture) throw new Error(`provider order ${payment.providerOrderId}: captured, but no capture`)
        return await recordCapture(ctx, payment, known.capture)
      }
      case 'declined':
        await markDeclined(ctx, payment)
        return { kind: 'declined' }
      case 'notApproved':
        await release(ctx, payment)
        return { kind: 'notApproved' }
      case 'notFound':
        await release(ctx, payment)
        return { kind: 'notFound' }
    }
  } catch (error) {
    if (error instanceof PaymentProviderUnavailable) {
      ctx.ports.log.error({ msg: 'payment provider unavailable', payment: payment.id, error: String(error) })
      return { kind: 'unavailable' }
    }
    throw error
  }
}

export const isFinal = (p: PaymentRow) => (final as readonly string[]).includes(p.status)

/**
 * Records a capture the provider reported (capture answer, "already captured", or the webhook):
 * one conditional update, whoever else records the same capture at the same time; then settles.
 */
export async function recordCapture(ctx: Ctx, payment: PaymentRow, capture: ProviderCapture): Promise<CaptureResult> {
  const at = ctx.now.toISOString()
  if (capture.status === 'DECLINED' || capture.status === 'FAILED') {
    await markDeclined(ctx, payment)
    return { kind: 'declined' }
  }
  if (capture.status === 'PENDING') {
    await ctx.db
      .update(payments)
      .set({ status: 'pending', captureId: capture.id, updatedAt: at })
      .where(and(eq(payments.id, payment.id), inArray(payments.status, ['created', 'declined', 'capturing'])))
    return settle(ctx, await paymentById(ctx.db, payment.id))
  }
  // COMPLETED (or since refunded): money was taken. Accepted only for exactly the order's total.
  const order = await orderById(ctx.db, payment.orderId)
  let captured: bigint | null
  try {
    captured = toE5(capture.amount.value)
    // Stored as an integer only if it reads back exactly (else null; the hold reason keeps the text).
    if (captured > BigInt(Number.MAX_SAFE_INTEGER) || captured < 0n) captured = null
  } catch {
    captured = null
  }
  const matches =
    capture.amount.currency === 'USD' && captured === BigInt(payment.amount) && payment.amount === order.total
  await ctx.db
    .update(payments)
    .set({
      status: matches ? 'captured' : 'held',
      captureId: capture.id,
      capturedAmount: captured === null ? null : Number(captured),
      capturedAt: at,
      updatedAt: at,
      holdReason: matches
        ? null
        : `captured ${capture.amount.currency} ${capture.amount.value}, the order's total is USD ${providerAmount(order.total)}`,
    })
    .where(and(eq(payments.id, payment.id), notInArray(payments.status, [...final])))
  return settle(ctx, await paymentById(ctx.db, payment.id))
}

/**
 * Brings the order in line with its payment: a captured payment moves an Unpaid order to Preparing
 * (once: a conditional status change, whose batch also queues the buyer's payment-received mail,
 * delivered after the answer). If the order was no longer Unpaid (expired, cancelled,
 * paid by bank or by another payment) and this payment had not paid it, the money is held for staff.
 */
async function settle(ctx: Ctx, payment: PaymentRow): Promise<CaptureResult> {
  let order = await orderById(ctx.db, payment.orderId)
  if (payment.status === 'pending') return { kind: 'done', outcome: 'pending', order }
  if (payment.status === 'held') return { kind: 'done', outcome: 'held', order }
  if (payment.status !== 'captured') return { kind: 'declined' }
  if (order.status === 'Unpaid') {
    const mail = orderMail('paid', await mailDataOf(ctx, { ...order, payMethod: payment.method }))
    const r = await changeStatus(
      ctx,
      order,
      'Preparing',
      { kind: 'system', id: null, reason: paidReason(payment) },
      (nonce) => [
        batchStatement(
          ctx.db,
          sql`UPDATE orders SET pay_method = ${payment.method} WHERE id = ${order.id} AND change_nonce = ${nonce}`,
        ),
        queueMailWhen(ctx.db, mail, ctx.now, changedBy(order.id, nonce)),
      ],
    )
    if (r.kind === 'changed') {
      deliverSoon(ctx)
      return { kind: 'done', outcome: 'captured', order: r.order }
    }
    order = await orderById(ctx.db, payment.orderId)
  }
  const [paidByThis] = await ctx.db
    .select({ id: orderEvents.id })
    .from(orderEvents)
    .where(
      and(
        eq(orderEvents.orderId, order.id),
        eq(orderEvents.toStatus, 'Preparing'),
        eq(orderEvents.reason, paidReason(payment)),
      ),
    )
  if (paidByThis) return { kind: 'done', outcome: 'captured', order }
  await ctx.db
    .update(payments)
    .set({
      status: 'held',
      holdReason: `captured while the order was ${order.status}`,
      updatedAt: ctx.now.toISOString(),
    })
    .where(and(eq(payments.id, payment.id), eq(payments.status, 'captured')))
  ctx.ports.log.error({ msg: 'payment held for staff', payment: payment.id, order: order.id, status: order.status })
  return { kind: 'done', outcome: 'held', order }
}

/** A declined payment leaves the order Unpaid (and payable with a new payment); never over a capture. */
export async function markDeclined(ctx: Ctx, payment: PaymentRow) {
  await ctx.db
    .update(payments)
    .set({ status: 'declined', updatedAt: ctx.now.toISOString() })
    .where(and(eq(payments.id, payment.id), inArray(payments.status, ['created', 'pending', 'capturing'])))
}

/* ------------------------------------------------------------------ the test provider's screen */

/** The test provider, when it is the shop's provider (else null: its calls answer 404). */
export function testProvider(ctx: Pick<Ctx, 'ports'>): TestPaymentProvider | null {
  return ctx.ports.payments?.kind === 'test' ? (ctx.ports.payments as TestPaymentProvider) : null
}

export async function testProviderOrder(ctx: Pick<Ctx, 'ports'>, id: string) {
  const provider = testProvider(ctx)
  const found = provider ? await provider.describe(id) : null
  return found ? { id, status: found.order.status, amount: found.amount, reference: found.reference } : null
}

export async function decideTestPayment(ctx: Pick<Ctx, 'ports'>, id: string, decision: TestDecision) {
  const provider = testProvider(ctx)
  if (!provider || !(await provider.decide(id, decision))) return null
  return testProviderOrder(ctx, id)
}
