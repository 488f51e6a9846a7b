import { initContract } from '@ts-rest/core'
import { z } from 'zod'
import { envelope, pageOf, Paging, Sequence, type RouteMeta } from './envelope'
import { AddressInput } from './accounts'
import { Id, MAX_CART_LINES, Qty } from './cart'
import { Money } from './catalogue'
import { Country, Email, IdParam, isCalendarDate, moneyInput, optionalText, requiredText } from './validation'
import { UploadedFile } from './files'

/*
 * Checkout, orders, shipping and bank transfer (spec §2 /pay/*, §3 Order, §4 order statuses,
 * §7 Orders and Payment calls, §9 shipping). Every price, fee and total is computed by the server
 * from the offers' price tiers and the shipping rates; nothing the client sends is a price.
 * Money: exact decimal strings with 5 decimals; `total` is what is charged, rounded to cents.
 *
 * Placing an order reserves its quantities at once (stock is never oversold; a line that is short
 * fails the order with 409 and reserves nothing). An unpaid order holds its stock for 72 hours
 * (site config `unpaid_order_hours`), then expires (Canceled) and gives it back, as a cancel does.
 * A guest's order holds it 2 hours (`guest_unpaid_order_hours`) and may reserve at most USD 1,000
 * (`guest_order_max_usd`; 409 past it). orders/add is limited per client address and per e-mail.
 * `orders/add` with the same `Idempotency-Key` header answers the same order, never a second one.
 *
 * Guests buy (Buy now, or their cart) without an account (e-mail and shipping address); the answer and the order
 * e-mail carry a private token: with it, `GET /api/user/order/{id}?token=` shows the order and
 * the bank transfer can be reported, without a session.
 */

const c = initContract()

export const ORDER_STATUSES = [
  'Unpaid',
  'Confirming',
  'Preparing',
  'Shipping',
  'Received',
  'Canceled',
  'Refunded',
] as const
export const OrderStatus = z.enum(ORDER_STATUSES)
export type OrderStatus = z.infer<typeof OrderStatus>

export const SHIPPING_METHODS = ['express', 'sf'] as const
export const ShippingMethod = z.enum(SHIPPING_METHODS, { errorMap: () => ({ message: 'validation.invalid' }) })

/** Bank transfer (offline wire), PayPal's wallet and card fields, and the test provider (no money moves). */
export const PAY_METHODS = ['bank', 'wallet', 'card', 'test'] as const
export const PayMethod = z.enum(PAY_METHODS, { errorMap: () => ({ message: 'validation.invalid' }) })

/** An address on an order: the address book's fields without its default flags. */
export const OrderAddressInput = AddressInput.omit({ default_shipping: true, default_billing: true })
export const OrderAddress = z.object({
  contact_name: z.string(),
  country: z.string(),
  country_name: z.string().describe('in the request language'),
  state: z.string(),
  city: z.string(),
  address_line1: z.string(),
  address_line2: z.string(),
  postal_code: z.string(),
  telephone: z.string(),
})
export type OrderAddress = z.infer<typeof OrderAddress>

export const ShippingOption = z.object({
  method: ShippingMethod,
  name: z.string().describe('carrier(s), e.g. "DHL / UPS / FedEx", "SF Express"'),
  fee: Money.nullable().describe('freight; null = above the heaviest rate: confirm with sales (the order is accepted)'),
  days_min: z.number().int(),
  days_max: z.number().int(),
  delivery: z.string().describe('delivery time, in the request language'),
  note: z.string().describe('what the fee covers and excludes, in the request language'),
})
export type ShippingOption = z.infer<typeof ShippingOption>

export const OrderLine = z.object({
  goods_id: z.number().int(),
  goods_page_url: z.string(),
  part_number: z.string(),
  manufacturer: z.string(),
  package: z.string(),
  batch: z.string(),
  unit_price: Money,
  qty: z.number().int(),
  amount: Money.describe('qty × unit_price, exact'),
})

/** A line of a checkout preview that cannot be ordered, and why. */
export const LineProblem = z.object({
  goods_id: z.number().int(),
  part_number: z.string().describe('the part the line holds, so that the problem is shown beside it'),
  problem: z.enum([
    'soldOut',
    'understock',
    'belowMin',
    'notMultiple',
    'gone',
    'changed',
    'quoteExpired',
    'quoteUsed',
    'quoteQty',
    'quoteQtyMin',
  ]),
  message: z.string(),
})

export const CheckoutPreview = z.object({
  lines: z.array(OrderLine),
  problems: z.array(LineProblem).describe('lines that cannot be ordered (they are left out of the totals)'),
  weight_g: z.number().describe('parcel weight in grams'),
  subtotal: Money.describe('sum of the lines, exact'),
  shipping: z.array(ShippingOption).describe('methods for the destination, cheapest first'),
  shipping_method: ShippingMethod.nullable().describe('the chosen (or first) method; null without a destination'),
  freight: Money.nullable().describe('null = to be confirmed by sales (or no destination yet)'),
  freight_to_confirm: z.boolean(),
  total: Money.describe('subtotal + freight, rounded to cents: what is charged'),
})
export type CheckoutPreview = z.infer<typeof CheckoutPreview>

const Destination = {
  address_id: Id.optional().describe("one of the user's addresses (signed in)"),
  country: Country.optional().describe('or a destination country (ISO alpha-2) without an address'),
  shipping_method: ShippingMethod.optional(),
}

export const IdempotencyKey = z
  .string()
  .regex(/^[A-Za-z0-9_-]{8,100}$/, 'validation.invalid')
  .describe('a random key per checkout (e.g. a UUID): a repeated call with it answers the same order')

export const PlaceOrderInput = z
  .object({
    goods_id: Id.optional().describe('Buy now: this offer only (the cart is left alone); else the selected cart lines'),
    cart_num: Qty.optional().describe('Buy now: the quantity'),
    email: Email.optional().describe("a guest's e-mail address (required without a session)"),
    shipping_address_id: Id.optional().describe("one of the user's addresses"),
    shipping_address: OrderAddressInput.optional().describe('or a new address (required for guests)'),
    billing_same: z.boolean({ invalid_type_error: 'validation.invalid' }).default(true),
    billing_address_id: Id.optional(),
    billing_address: OrderAddressInput.optional(),
    save_address: z
      .boolean({ invalid_type_error: 'validation.invalid' })
      .default(false)
      .describe(
        'signed in: keep the new shipping (and billing) address in the address book, unless it is there already or the book is full',
      ),
    shipping_method: ShippingMethod,
    pay_method: PayMethod.default('bank'),
    remark: optionalText(500),
    review: z
      .array(z.object({ goods_id: Id, qty: Qty }))
      .max(MAX_CART_LINES)
      .optional()
      .describe(
        'Cart checkout: the lines of the review the buyer saw (goods and quantity). Exactly these are ordered; a reviewed line that cannot be ordered now, or whose quantity changed, answers 409 naming it (goods_id.N). Without it: the selected lines that can be ordered, as the preview shows them.',
      ),
  })
  .superRefine((v, ctx) => {
    if ((v.goods_id === undefined) !== (v.cart_num === undefined))
      ctx.addIssue({
        code: 'custom',
        path: [v.goods_id === undefined ? 'goods_id' : 'cart_num'],
        message: 'validation.orderDetailsRequired',
      })
    if (v.shipping_address_id === undefined && !v.shipping_address)
      ctx.addIssue({ code: 'custom', path: ['shipping_address'], message: 'validation.checkInput' })
    if (!v.billing_same && v.billing_address_id === undefined && !v.billing_address)
      ctx.addIssue({ code: 'custom', path: ['billing_address'], message: 'validation.checkInput' })
  })
export type PlaceOrderInput = z.infer<typeof PlaceOrderInput>

export const PlacedOrder = z.object({
  id: z.number().int(),
  order_no: z.string(),
  status: OrderStatus,
  total: Money,
  freight_to_confirm: z.boolean(),
  token: z
    .string()
    .nullable()
    .describe(
      'private token of the order’s status link (also in the e-mail; guests need it to see or pay the order). Only the answer that created the order has it: a repeat with the same Idempotency-Key answers null.',
    ),
})

export const OrderEvent = z.object({
  status: OrderStatus,
  status_name: z.string(),
  at: z.string(),
  actor: z.enum(['customer', 'system', 'staff']),
  reason: z.string(),
})

export const OrderSummary = z.object({
  id: z.number().int(),
  order_no: z.string(),
  created_at: z.string(),
  status: OrderStatus,
  status_name: z.string().describe('in the request language'),
  pay_time: z.string().nullable(),
  subtotal: Money,
  freight: Money.nullable(),
  total: Money,
  lines: z.array(OrderLine),
  can_pay: z.boolean(),
  can_cancel: z.boolean(),
  can_receive: z.boolean(),
})

export const Remittance = z.object({
  payer_name: z.string(),
  reference: z.string(),
  amount: Money,
  paid_on: z.string(),
  has_receipt: z.boolean(),
  created_at: z.string(),
})

export const OrderDetail = OrderSummary.extend({
  email: z.string(),
  expires_at: z.string().nullable().describe('an unpaid order is cancelled at this time'),
  shipping_method: ShippingMethod,
  shipping_name: z.string(),
  freight_to_confirm: z.boolean(),
  weight_g: z.number(),
  shipping_address: OrderAddress,
  billing_address: OrderAddress,
  pay_method: PayMethod,
  remark: z.string(),
  platform_remark: z.string(),
  shipping_number: z.string(),
  history: z.array(OrderEvent).describe('every status change, oldest first'),
  remittances: z.array(Remittance),
  shipment: z
    .object({ carrier: z.string(), tracking_number: z.string(), tracking_url: z.string() })
    .nullable()
    .describe('how the parcel travels, once staff shipped it (carrier, tracking number and link)'),
})
export type OrderDetail = z.infer<typeof OrderDetail>

export const OrderToken = z
  .string()
  .regex(/^[A-Za-z0-9_-]{20,100}$/, 'validation.invalidLink')
  .describe("the order link's private token (guests)")

const OrderRef = z.object({ id: Id.describe('order id'), token: OrderToken.optional() })

export const RECEIPT_MAX_BYTES = 2 * 1024 * 1024

/** A bank receipt: PDF, JPG or PNG (checked by content on the server), at most 2 MB. */
export const RECEIPT_TYPES = ['.pdf', '.jpg', '.jpeg', '.png'] as const

export const BankConfirmInput = z.object({
  id: IdParam.describe('order id'),
  token: OrderToken.optional(),
  payer_name: requiredText('validation.enterPayerName', 200),
  reference: requiredText('validation.enterReference', 100),
  amount: moneyInput('validation.enterAmount', { decimals: 2 }).describe(
    'USD sent, e.g. "1234.50": more than 0, at most 10,000,000',
  ),
  paid_on: z
    .string({ required_error: 'validation.enterDate', invalid_type_error: 'validation.enterDate' })
    .trim()
    .regex(/^\d{4}-\d{2}-\d{2}$/, 'validation.enterDate')
    .refine(isCalendarDate, 'validation.noSuchDate')
    .describe("day of the transfer, YYYY-MM-DD: from the order's day to today"),
  receipt: UploadedFile.optional().describe(
    'optional bank receipt: PDF, JPG or PNG (checked by content), at most 2 MB',
  ),
})

export const BankAccount = z.object({
  beneficiary: z.string(),
  bank_name: z.string(),
  bank_address: z.string(),
  account_number: z.string(),
  swift: z.string(),
  currency: z.string(),
})

export const PayMethodInfo = z.object({ code: PayMethod, name: z.string(), description: z.string() })

export const ordersContract = c.router({
  before: {
    method: 'POST',
    path: '/api/orders/before',
    query: Sequence,
    body: z.object(Destination),
    responses: { 200: envelope(CheckoutPreview) },
    summary:
      "Checkout preview of the selected lines of the caller's cart (a guest's too): lines priced now, problems, weight, shipping methods and fees for the destination, totals. 400 'The order details are required' when nothing can be ordered.",
    metadata: { cart: true, rateLimit: 'checkout' } satisfies RouteMeta,
  },
  buyNowBefore: {
    method: 'POST',
    path: '/api/orders/buyNow_before',
    query: Sequence,
    body: z.object({ goods_id: Id, cart_num: Qty, ...Destination }),
    responses: { 200: envelope(CheckoutPreview) },
    summary: 'Checkout preview for one offer without the cart (Buy now; guests too)',
    metadata: { rateLimit: 'checkout' } satisfies RouteMeta,
  },
  place: {
    method: 'POST',
    path: '/api/orders/add',
    query: Sequence,
    headers: z.object({ 'idempotency-key': IdempotencyKey.optional() }),
    body: PlaceOrderInput,
    responses: { 200: envelope(PlacedOrder) },
    summary:
      "Place the order (the selected lines of the caller's cart, or Buy now with goods_id + cart_num; guests give email and shipping_address). Reserves the stock; 409 when a line is short (nothing is reserved). Without an Idempotency-Key, a cart checkout derives one from the cart lines it orders (ids, quantities, last change): a double submit of the same cart places one order. The order leaves the cart; the confirmation e-mail goes out in the request language. Rate limited per client address and per e-mail address (429).",
    metadata: { cart: true, rateLimit: 'order' } satisfies RouteMeta,
  },
  orderList: {
    method: 'GET',
    path: '/api/user/order',
    query: Paging.extend({ status: OrderStatus.optional().describe('a status tab; all when absent') }),
    responses: {
      200: envelope(pageOf(OrderSummary).extend({ counts: z.record(OrderStatus, z.number().int()) })),
    },
    summary: "The user's orders, newest first, with the count per status for the tabs",
    metadata: { auth: 'user' } satisfies RouteMeta,
  },
  orderDetail: {
    method: 'GET',
    path: '/api/user/order/:id',
    pathParams: z.object({ id: IdParam }),
    query: Sequence.extend({ token: OrderToken.optional() }),
    responses: { 200: envelope(OrderDetail) },
    summary:
      "One order with lines, totals, addresses and status history: the user's own (session), or any with its private token (guests' link). 404 otherwise.",
  },
  orderCancel: {
    method: 'POST',
    path: '/api/user/order/cancel',
    query: Sequence,
    body: OrderRef,
    responses: { 200: envelope(OrderDetail) },
    summary:
      'Cancel an unpaid order (after the page’s confirmation prompt): its stock is given back. 409 in another status, or while an online payment of it is being captured.',
    metadata: { rateLimit: 'write' } satisfies RouteMeta,
  },
  orderReceive: {
    method: 'POST',
    path: '/api/user/order/receive',
    query: Sequence,
    body: z.object({ id: Id }),
    responses: { 200: envelope(OrderDetail) },
    summary: "Confirm receipt of a shipped order ('Have you been received the products?'). 409 in another status.",
    metadata: { auth: 'user', rateLimit: 'write' } satisfies RouteMeta,
  },
  shipping: {
    method: 'GET',
    path: '/api/shipping',
    query: Sequence.extend({
      country: Country,
      weight_g: z.coerce
        .number({ invalid_type_error: 'validation.invalid' })
        .min(0, 'validation.invalid')
        .max(1_000_000, 'validation.invalid')
        .default(0)
        .describe('parcel weight in grams'),
    }),
    responses: { 200: envelope(z.array(ShippingOption)) },
    summary: 'Shipping methods, fees and delivery times for a destination and a parcel weight (spec §9)',
    metadata: { cache: 300 } satisfies RouteMeta,
  },
  payMethods: {
    method: 'GET',
    path: '/api/config/getPayMethod',
    query: Sequence,
    responses: { 200: envelope(z.array(PayMethodInfo)) },
    summary: 'The enabled payment methods (site config pay_methods)',
    metadata: { cache: 300 } satisfies RouteMeta,
  },
  bankAccount: {
    method: 'GET',
    path: '/api/pay/bank/getAccount',
    query: Sequence,
    responses: { 200: envelope(BankAccount) },
    summary: "The shop's bank account for wire transfers (site config bank_account)",
    metadata: { cache: 300 } satisfies RouteMeta,
  },
  bankConfirm: {
    method: 'POST',
    path: '/api/pay/bank/confirm',
    query: Sequence,
    contentType: 'multipart/form-data',
    body: BankConfirmInput,
    responses: { 200: envelope(OrderDetail) },
    summary:
      'Report a bank transfer for an unpaid order (a multipart form: payer, reference, amount, day, optional receipt file): the order moves to Confirming until sales confirms the payment. 409 in another status.',
    metadata: {
      body: { kind: 'multipart', maxBytes: RECEIPT_MAX_BYTES + 64 * 1024, types: RECEIPT_TYPES },
      rateLimit: 'payConfirm',
    } satisfies RouteMeta,
  },
})
