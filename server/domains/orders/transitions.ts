import type { OrderStatus } from '../../../contract/orders'

/**
 * The one map of allowed order status changes (spec §4), and who may make each: the customer,
 * the system (expiry, a payment provider's capture) or staff (the back office). A change that is
 * not here is refused. Every change is stored in order_events with time, actor and reason.
 *
 *   Unpaid ──pay by bank──▶ Confirming ──staff confirms──▶ Preparing ──▶ Shipping ──▶ Received
 *     │  └──────card / wallet captured─────────────────────▶ ┘
 *     └──▶ Canceled (customer, expiry, staff)      Refunded ◀── staff, from a paid status
 *
 * A change to Canceled gives the reserved stock back (orders/service.ts), exactly once.
 */
export type ActorKind = 'customer' | 'system' | 'staff'

export const TRANSITIONS: Readonly<Record<OrderStatus, Partial<Record<OrderStatus, readonly ActorKind[]>>>> = {
  Unpaid: { Confirming: ['customer'], Preparing: ['system', 'staff'], Canceled: ['customer', 'system', 'staff'] },
  Confirming: { Preparing: ['staff'], Unpaid: ['staff'], Canceled: ['staff'] },
  Preparing: { Shipping: ['staff'], Refunded: ['staff'] },
  Shipping: { Received: ['customer', 'system', 'staff'], Refunded: ['staff'] },
  Received: { Refunded: ['staff'] },
  Canceled: {},
  Refunded: {},
}

/** Whether `actor` may move an order from `from` to `to`. */
export function canTransition(from: OrderStatus, to: OrderStatus, actor: ActorKind): boolean {
  return TRANSITIONS[from]?.[to]?.includes(actor) ?? false
}

/** Statuses that hold reserved stock: a change from one of them to Canceled gives it back. */
export const HOLDS_STOCK: readonly OrderStatus[] = ['Unpaid', 'Confirming']
