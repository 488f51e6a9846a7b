import { sql } from 'drizzle-orm'

/**
 * Whether a payment of the order is taking money: sent to the provider to capture (`capturing`),
 * still checked by the provider (`pending`), or captured (the order is about to move to Preparing).
 * An Unpaid order in that state is not cancelled (orders/service.ts changeStatus), and a payment
 * is sent to capture only while its order is Unpaid (online.ts `claim`): both are conditional
 * writes, so of a cancel and a capture at the same time exactly one happens.
 */
export const paymentTakingMoney = (orderId: number) =>
  sql`EXISTS (SELECT 1 FROM payments WHERE payments.order_id = ${orderId} AND payments.status IN ('capturing', 'pending', 'captured'))`
