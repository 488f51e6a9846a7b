import { and, eq, sql } from 'drizzle-orm'
import type { OrderDetail, OrderStatus } from '../../../contract/orders'
import { sessionOfHeader } from '../../auth'
import { hashToken, randomToken } from '../../auth/sessions'
import { batchStatement } from '../../db/batch'
import type { Db } from '../../db/client'
import { queueMailWhen } from '../../mail/outbox'
import type { Ports } from '../../ports'
import type { ServiceContext } from '../../services/context'
import { dataVersionBump } from '../catalogue/data-version'
import { paymentTakingMoney } from '../payments/in-flight'
import { mailDataOf } from './mail-data'
import { orderMail } from './mails'
import { orderLinkTokens, orders } from './schema'
import { changedBy, changes, deliverSoon, type Ctx, type OrderRow } from './shared'
import { canTransition, HOLDS_STOCK, type ActorKind } from './transitions'
import { orderDetail } from './views'

/**
 * Orders after they are placed: status changes go through `changeStatus` (the transition map, a
 * conditional status update and the event, in one batch); who may see an order; the customer's
 * actions (cancel, confirm receipt) and the expiry of unpaid orders. Placing is placing.ts,
 * reading views.ts; they are re-exported here, the orders domain's one entry.
 */
export * from './placing'
export * from './views'
export { changedBy, changes, deliverSoon } from './shared'

/* ------------------------------------------------------------------ status changes */

export type ChangeResult =
  | { kind: 'changed'; order: OrderRow }
  | { kind: 'refused'; status: OrderStatus }
  | { kind: 'notFound' }
  | { kind: 'paymentInProgress' }

/**
 * Moves an order from its current status to `to`, if the transition map allows it for `actor`:
 * one batch of a conditional status update (`WHERE status = <the status read>`, so two concurrent
 * changes cannot both happen), the event, and — to Canceled — the quote lines the order used freed
 * (ordered again while the quote stands) and, from a status that holds stock, the stock given back,
 * guarded by the same change. `extra` adds statements that must happen with the
 * change only (they can test `change_nonce`). An Unpaid order whose payment is taking money
 * (payments/in-flight.ts) is not cancelled, by anyone: `paymentInProgress`.
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
  const cancelsUnpaid = to === 'Canceled' && from === 'Unpaid'
  const results = await db.batch([
    batchStatement(
      db,
      sql`UPDATE orders SET status = ${to}, change_nonce = ${nonce}, updated_at = ${at},
      paid_at = CASE WHEN ${to} = 'Preparing' AND paid_at IS NULL THEN ${at} ELSE paid_at END
      WHERE id = ${id} AND status = ${from} ${cancelsUnpaid ? sql`AND NOT ${paymentTakingMoney(id)}` : sql``}`,
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
    ...(to === 'Canceled'
      ? [
          // The quote lines the order used are given back: a quote still valid can be ordered again
          // (quote-orders.ts checks its day). Guarded by this change, so only the one cancel frees them.
          batchStatement(
            db,
            sql`UPDATE rfq_quote_lines SET ordered_order_id = NULL WHERE ordered_order_id = ${id} AND ${mine}`,
          ),
        ]
      : []),
    ...extra(nonce),
  ] as unknown as Parameters<Db['batch']>[0])
  const [now] = await db.select().from(orders).where(eq(orders.id, id))
  if (!now) return { kind: 'notFound' }
  if (changes(results[0]) === 1) return { kind: 'changed', order: now }
  if (cancelsUnpaid && now.status === from) return { kind: 'paymentInProgress' }
  return { kind: 'refused', status: now.status as OrderStatus }
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
  if (token)
    return order && (await opensOrder(ctx.db, order, token))
      ? { kind: 'found', order, actorId: order.userId }
      : { kind: 'notFound' }
  const session = ctx.session ?? (await sessionOfHeader(ctx.db, authorization, ctx.now))
  if (!session) return { kind: 'signIn' }
  return order && order.userId === session.userId
    ? { kind: 'found', order, actorId: session.userId }
    : { kind: 'notFound' }
}

/** Whether a private token opens the order: its first link's (access_hash) or a later mail's. */
async function opensOrder(db: Db, order: OrderRow, token: string) {
  const hash = await hashToken(token)
  if (order.accessHash === hash) return true
  const [link] = await db
    .select({ orderId: orderLinkTokens.orderId })
    .from(orderLinkTokens)
    .where(and(eq(orderLinkTokens.tokenHash, hash), eq(orderLinkTokens.orderId, order.id)))
  return !!link
}

/* ------------------------------------------------------------------ customer actions */

export type ActionResult =
  | { kind: 'done'; detail: OrderDetail }
  | { kind: 'refused'; status: OrderStatus }
  | { kind: 'notFound' }
  | { kind: 'signIn' }
  | { kind: 'paymentInProgress' }

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
