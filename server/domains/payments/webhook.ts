import { and, eq, sql } from 'drizzle-orm'
import { toE5 } from '../../../contract/money'
import { batchStatement } from '../../db/batch'
import type { Db } from '../../db/client'
import { paymentRefunds, payments, paymentWebhookEvents } from '../../db/schema'
import { PaymentProviderUnavailable, type WebhookHeaders } from '../../ports/payments'
import type { ServiceContext } from '../../services/context'
import { changes } from '../orders/service'
import {
  capturePayment,
  isFinal,
  markDeclined,
  paymentById,
  paymentByProviderOrder,
  providerAmount,
  recordCapture,
} from './online'

/**
 * What the provider tells the shop on its own (PayPal's webhook: captures, denials, approvals the
 * page never reported, refunds), recorded through the same exactly-once steps as the buyer's
 * capture (online.ts); and refunds, recorded once and never above the capture.
 */
type Ctx = Pick<ServiceContext, 'db' | 'locale' | 'now' | 't' | 'session' | 'ports' | 'defer'>

/* ------------------------------------------------------------------ webhook */

type WebhookEvent = {
  id?: string
  event_type?: string
  resource?: {
    id?: string
    status?: string
    amount?: { currency_code?: string; value?: string }
    supplementary_data?: { related_ids?: { order_id?: string } }
    links?: { rel?: string; href?: string }[]
  }
}

export type WebhookResult = { kind: 'invalid' } | { kind: 'handled'; handled: boolean } | { kind: 'unavailable' }

/**
 * A provider's webhook: the signature is checked by the provider over the raw body; an event id
 * seen before is acknowledged without handling it again (handling is idempotent anyway).
 */
export async function handleWebhook(ctx: Ctx, headers: WebhookHeaders, raw: Uint8Array): Promise<WebhookResult> {
  const provider = ctx.ports.payments
  if (!provider) return { kind: 'invalid' }
  const text = new TextDecoder().decode(raw)
  if (!(await provider.verifyWebhook(headers, text).catch(() => false))) return { kind: 'invalid' }
  const event = JSON.parse(text) as WebhookEvent
  const eventId = String(event.id ?? '')
  const type = String(event.event_type ?? '')
  const resource = event.resource ?? {}
  const [seen] = await ctx.db
    .select({ id: paymentWebhookEvents.id })
    .from(paymentWebhookEvents)
    .where(and(eq(paymentWebhookEvents.provider, provider.kind), eq(paymentWebhookEvents.eventId, eventId)))
  if (seen) return { kind: 'handled', handled: false }

  let handled = false
  const byOrder = async (providerOrderId: string | undefined) =>
    providerOrderId ? paymentByProviderOrder(ctx.db, provider.kind, providerOrderId) : null
  if (type === 'PAYMENT.CAPTURE.COMPLETED' || type === 'PAYMENT.CAPTURE.PENDING') {
    const payment = await byOrder(resource.supplementary_data?.related_ids?.order_id)
    if (payment && resource.id) {
      await recordCapture(ctx, payment, {
        id: resource.id,
        status: resource.status ?? (type.endsWith('PENDING') ? 'PENDING' : 'COMPLETED'),
        amount: { currency: resource.amount?.currency_code ?? '', value: resource.amount?.value ?? '' },
      })
      handled = true
    }
  } else if (type === 'PAYMENT.CAPTURE.DENIED' || type === 'PAYMENT.CAPTURE.DECLINED') {
    const payment = await byOrder(resource.supplementary_data?.related_ids?.order_id)
    if (payment) {
      await markDeclined(ctx, payment)
      handled = true
    }
  } else if (type === 'CHECKOUT.ORDER.APPROVED') {
    // Approved, but the buyer's page may never ask for the capture (a closed window): capture here.
    const payment = await byOrder(resource.id)
    if (payment) {
      const r = await capturePayment(ctx, payment.id)
      if (r.kind === 'unavailable') return r
      handled = true
    }
  } else if (type === 'PAYMENT.CAPTURE.REFUNDED') {
    const up = resource.links?.find((l) => l.rel === 'up')?.href ?? ''
    const captureId = /\/captures\/([^/?]+)/.exec(up)?.[1]
    const [payment] = captureId ? await ctx.db.select().from(payments).where(eq(payments.captureId, captureId)) : []
    if (payment && resource.id && resource.amount?.value) {
      await recordRefund(ctx, payment.id, {
        providerRefundId: resource.id,
        amount: toE5(resource.amount.value),
        status: resource.status ?? 'COMPLETED',
        reason: 'refunded at the provider',
      })
      handled = true
    }
  }
  await ctx.db
    .insert(paymentWebhookEvents)
    .values({
      provider: provider.kind,
      eventId,
      eventType: type,
      resourceId: String(resource.id ?? ''),
      receivedAt: ctx.now.toISOString(),
    })
    .onConflictDoNothing()
  return { kind: 'handled', handled }
}

/* ------------------------------------------------------------------ refunds */

/**
 * Records a refund of a captured payment, once per provider refund id, and never more in total
 * than was captured (one conditional insert). Answers whether it was recorded now.
 */
export async function recordRefund(
  ctx: Pick<Ctx, 'db' | 'now'>,
  paymentId: number,
  refund: { providerRefundId: string; amount: bigint; status: string; reason: string },
): Promise<boolean> {
  const [r] = await ctx.db.batch([
    batchStatement(
      ctx.db,
      sql`INSERT INTO payment_refunds (payment_id, provider_refund_id, amount, status, reason, created_at)
      SELECT p.id, ${refund.providerRefundId}, ${Number(refund.amount)}, ${refund.status}, ${refund.reason}, ${ctx.now.toISOString()}
      FROM payments p WHERE p.id = ${paymentId} AND p.status IN ('captured', 'held') AND p.captured_amount IS NOT NULL
      AND (SELECT coalesce(sum(amount), 0) FROM payment_refunds WHERE payment_id = p.id) + ${Number(refund.amount)} <= p.captured_amount
      AND NOT EXISTS (SELECT 1 FROM payment_refunds WHERE payment_id = p.id AND provider_refund_id = ${refund.providerRefundId})`,
    ),
  ] as unknown as Parameters<Db['batch']>[0])
  return changes(r) === 1
}

/**
 * Refunds `amount` (e5) of a captured payment through the provider and records it (for the back
 * office). The PayPal-Request-Id is derived from the payment and the refunds recorded so far, so
 * a repeated call after a lost answer is the same refund at PayPal.
 */
export async function refundPayment(
  ctx: Pick<Ctx, 'db' | 'now' | 'ports'>,
  paymentId: number,
  amount: bigint,
  reason: string,
): Promise<{ kind: 'refunded'; providerRefundId: string } | { kind: 'refused' } | { kind: 'unavailable' }> {
  const provider = ctx.ports.payments
  const payment = await paymentById(ctx.db, paymentId)
  if (!provider || !payment?.captureId || !isFinal(payment) || payment.provider !== provider.kind)
    return { kind: 'refused' }
  const done = await ctx.db
    .select({ amount: paymentRefunds.amount })
    .from(paymentRefunds)
    .where(eq(paymentRefunds.paymentId, paymentId))
  const refunded = done.reduce((s, r) => s + BigInt(r.amount), 0n)
  if (amount <= 0n || refunded + amount > BigInt(payment.capturedAmount ?? 0)) return { kind: 'refused' }
  try {
    const r = await provider.refundCapture(
      payment.captureId,
      providerAmount(amount),
      `refund-${payment.providerOrderId}-${done.length + 1}`,
    )
    await recordRefund(ctx, paymentId, { providerRefundId: r.id, amount, status: r.status, reason })
    return { kind: 'refunded', providerRefundId: r.id }
  } catch (error) {
    if (error instanceof PaymentProviderUnavailable) return { kind: 'unavailable' }
    throw error
  }
}
