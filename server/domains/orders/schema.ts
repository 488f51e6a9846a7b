import { sql } from 'drizzle-orm'
import { index, integer, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core'

/**
 * Orders (spec §3 Order, §4 statuses). An order refers to its buyer (`user_id`, null for a guest),
 * the address-book entries it was placed with and the offers it bought by id, and keeps a snapshot
 * of what was bought and where it goes, so later changes to the catalogue or the address book never
 * alter it. Money in e5 (integer units of 0.00001 USD): `subtotal` is the exact sum of the lines;
 * `total` is what is charged, rounded to cents; `freight` is null while sales still has to confirm
 * it (a parcel above the heaviest rate).
 *
 * `stock_state` holds the reservation: `held` from placing until the order is cancelled or expires,
 * then `returned` (set in the one batch that gives the stock back). A guest's status
 * link carries a random token stored only as its SHA-256 (`access_hash`).
 */
export const orders = sqliteTable(
  'orders',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    orderNo: text('order_no').notNull(),
    userId: integer('user_id'),
    /** Who placed it, for idempotency: `u:<user id>` or `g:<e-mail, lower case>`. */
    buyerKey: text('buyer_key').notNull(),
    idempotencyKey: text('idempotency_key'),
    email: text('email').notNull(),
    locale: text('locale').notNull(),
    status: text('status').notNull(),
    subtotal: integer('subtotal').notNull(),
    freight: integer('freight'),
    total: integer('total').notNull(),
    shippingMethod: text('shipping_method').notNull(),
    weightMg: integer('weight_mg').notNull(),
    shippingAddressId: integer('shipping_address_id'),
    shippingAddress: text('shipping_address').notNull(),
    billingAddressId: integer('billing_address_id'),
    billingAddress: text('billing_address').notNull(),
    payMethod: text('pay_method').notNull(),
    remark: text('remark').notNull().default(''),
    platformRemark: text('platform_remark').notNull().default(''),
    shippingNumber: text('shipping_number').notNull().default(''),
    accessHash: text('access_hash').notNull(),
    stockState: text('stock_state').notNull().default('held'),
    /** Random per status change: the statements of that change's batch act only if it is theirs. */
    changeNonce: text('change_nonce'),
    createdAt: text('created_at').notNull(),
    updatedAt: text('updated_at').notNull(),
    expiresAt: text('expires_at').notNull(),
    paidAt: text('paid_at'),
  },
  (t) => [
    uniqueIndex('orders_order_no').on(t.orderNo),
    uniqueIndex('orders_idempotency')
      .on(t.buyerKey, t.idempotencyKey)
      .where(sql`idempotency_key IS NOT NULL`),
    index('orders_user').on(t.userId, t.status, t.id),
    index('orders_unpaid_expiry')
      .on(t.expiresAt)
      .where(sql`status = 'Unpaid'`),
  ],
)

/** What was bought, as it was: the offer's part number, maker, package, date code and price at the time. */
export const orderLines = sqliteTable(
  'order_lines',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    orderId: integer('order_id').notNull(),
    goodsId: integer('goods_id').notNull(),
    partId: integer('part_id').notNull(),
    partNumber: text('part_number').notNull(),
    manufacturer: text('manufacturer').notNull(),
    package: text('package').notNull(),
    batch: text('batch').notNull(),
    unitPrice: integer('unit_price').notNull(),
    qty: integer('qty').notNull(),
    amount: integer('amount').notNull(),
    weightMg: integer('weight_mg').notNull(),
  },
  (t) => [uniqueIndex('order_lines_order_goods').on(t.orderId, t.goodsId)],
)

/** Every status change of an order (orders/transitions.ts): when, who (customer, system, staff) and why. */
export const orderEvents = sqliteTable(
  'order_events',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    orderId: integer('order_id').notNull(),
    fromStatus: text('from_status'),
    toStatus: text('to_status').notNull(),
    at: text('at').notNull(),
    actorKind: text('actor_kind').notNull(),
    actorId: integer('actor_id'),
    reason: text('reason').notNull().default(''),
  },
  (t) => [index('order_events_order').on(t.orderId, t.id)],
)

/**
 * The private links of a guest order's later e-mails (payment received, cancelled, ...): the
 * token of the order's first link is known only when it is placed (only its hash is kept, in
 * `access_hash`), so each later mail to a guest carries a new random token, stored here as its
 * SHA-256. Any of them opens the order, as the first one does.
 */
export const orderLinkTokens = sqliteTable(
  'order_link_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    orderId: integer('order_id').notNull(),
    createdAt: text('created_at').notNull(),
  },
  (t) => [index('order_link_tokens_order').on(t.orderId)],
)

/**
 * How an order left (issue 31): the carrier, its tracking number and link, set by staff with the
 * change to Shipping (in the same batch) and shown on the buyer's order page and in the mail.
 */
export const orderShipments = sqliteTable(
  'order_shipments',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    orderId: integer('order_id').notNull(),
    carrier: text('carrier').notNull(),
    trackingNumber: text('tracking_number').notNull(),
    trackingUrl: text('tracking_url').notNull(),
    shippedAt: text('shipped_at').notNull(),
    actorId: integer('actor_id'),
  },
  (t) => [uniqueIndex('order_shipments_order').on(t.orderId)],
)
