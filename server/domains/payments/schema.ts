import { index, integer, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core'

/**
 * Bank transfers the buyer reports (spec §1 offline wire): who paid, the bank's reference, the
 * amount (e5 USD) and the day, with an optional receipt in the file store. Sales checks them
 * against the bank statement and confirms the payment offline.
 */
export const bankRemittances = sqliteTable(
  'bank_remittances',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    orderId: integer('order_id').notNull(),
    payerName: text('payer_name').notNull(),
    reference: text('reference').notNull(),
    amount: integer('amount').notNull(),
    paidOn: text('paid_on').notNull(),
    receiptKey: text('receipt_key'),
    receiptType: text('receipt_type'),
    createdAt: text('created_at').notNull(),
  },
  (t) => [index('bank_remittances_order').on(t.orderId)],
)

/**
 * Payments through a provider (PayPal wallet or card, or the test provider): ONE row per provider
 * order (unique), written when the shop creates it at the provider for the order's total (`amount`,
 * e5 USD). `status`: created → capturing (sent to the provider to capture: at most one payment of
 * an order at a time) → captured (the amount matched: the order moved to Preparing), held (money
 * captured but not accepted: a different amount, or the order no longer payable — staff decides),
 * declined (the order stays Unpaid and payable), pending (the provider still checks); voided (a
 * newer payment of the order was started before this one went to capture: it is never captured).
 * Captured and held are final; a capture is recorded by one conditional update only.
 */
export const payments = sqliteTable(
  'payments',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    orderId: integer('order_id').notNull(),
    provider: text('provider').notNull(),
    providerOrderId: text('provider_order_id').notNull(),
    method: text('method').notNull(),
    amount: integer('amount').notNull(),
    currency: text('currency').notNull().default('USD'),
    status: text('status').notNull(),
    captureId: text('capture_id'),
    capturedAmount: integer('captured_amount'),
    holdReason: text('hold_reason'),
    createdAt: text('created_at').notNull(),
    updatedAt: text('updated_at').notNull(),
    capturedAt: text('captured_at'),
  },
  (t) => [
    uniqueIndex('payments_provider_order').on(t.provider, t.providerOrderId),
    index('payments_order').on(t.orderId),
    index('payments_capture').on(t.captureId),
  ],
)

/** Refunds of a captured payment (issued from the back office, or reported by the provider's webhook). */
export const paymentRefunds = sqliteTable(
  'payment_refunds',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    paymentId: integer('payment_id').notNull(),
    providerRefundId: text('provider_refund_id').notNull(),
    amount: integer('amount').notNull(),
    status: text('status').notNull(),
    reason: text('reason').notNull().default(''),
    createdAt: text('created_at').notNull(),
  },
  (t) => [uniqueIndex('payment_refunds_provider').on(t.paymentId, t.providerRefundId)],
)

/** Webhook events already handled (a replayed event is acknowledged and not handled again). */
export const paymentWebhookEvents = sqliteTable(
  'payment_webhook_events',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    provider: text('provider').notNull(),
    eventId: text('event_id').notNull(),
    eventType: text('event_type').notNull(),
    resourceId: text('resource_id').notNull().default(''),
    receivedAt: text('received_at').notNull(),
  },
  (t) => [uniqueIndex('payment_webhook_events_event').on(t.provider, t.eventId)],
)

/**
 * The test provider's own orders (server/ports/test-payments.ts): what PayPal would keep on its
 * side, kept by the shop so that a shop without any payment account can take an order to Preparing.
 * `status`: CREATED → APPROVED (the buyer approved on the test payment screen) → COMPLETED
 * (captured), or DECLINED / VOIDED (cancelled).
 */
export const testProviderOrders = sqliteTable('test_provider_orders', {
  id: text('id').primaryKey(),
  amount: text('amount').notNull(),
  currency: text('currency').notNull(),
  reference: text('reference').notNull(),
  status: text('status').notNull(),
  captureId: text('capture_id'),
  createdAt: text('created_at').notNull(),
  updatedAt: text('updated_at').notNull(),
})

/**
 * The refund of an order (issue 31), one at most (unique `order_id`): written as `pending` BEFORE
 * the provider is asked, so that a second click or a twentieth concurrent request finds the row
 * and asks nobody; then `done` (the provider's refund id, or a bank refund recorded by staff) or
 * `failed` (the provider refused; staff may try again, which takes the row back conditionally).
 * `method`: `provider` (through the payment port: PayPal's refund API, or the test provider) or
 * `bank` (money sent back by bank transfer, recorded by staff).
 */
export const orderRefunds = sqliteTable(
  'order_refunds',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    orderId: integer('order_id').notNull(),
    paymentId: integer('payment_id'),
    method: text('method').notNull(),
    amount: integer('amount').notNull(),
    status: text('status').notNull(),
    providerRefundId: text('provider_refund_id'),
    reason: text('reason').notNull().default(''),
    error: text('error'),
    actorId: integer('actor_id'),
    createdAt: text('created_at').notNull(),
    updatedAt: text('updated_at').notNull(),
  },
  (t) => [uniqueIndex('order_refunds_order').on(t.orderId)],
)
