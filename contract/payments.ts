import { initContract } from '@ts-rest/core'
import { z } from 'zod'
import { envelope, ErrorEnvelope, Sequence, type RouteMeta } from './envelope'
import { Id } from './cart'
import { Money } from './catalogue'
import { OrderStatus, OrderToken } from './orders'
import { RawBody } from './files'

/*
 * Online payments (spec §1: a payment-wallet provider or a credit card, in USD; §7 the three
 * /api/pay/paypal calls). The provider is PayPal (its JS SDK's buttons for the wallet, its card
 * fields for cards: card data goes from the browser to PayPal, never through the shop), or — when
 * PayPal is not configured — the shop's own test provider, whose approval screen says plainly
 * that no money moves. The flow, the same for both: `createOrder` makes an order at the provider
 * for the shop order's total (the amount is the server's, never the browser's); the buyer approves
 * it there; `paypalCapture` captures it. A capture happens once however often and however
 * concurrently it is asked (and whatever the webhook does meanwhile): one captured payment, the
 * order in Preparing. A captured amount that is not the order's total is held for staff.
 */

const c = initContract()

export const OnlineMethod = z.enum(['wallet', 'card', 'test'], { errorMap: () => ({ message: 'validation.invalid' }) })

/** A provider's order id (PayPal's are upper-case letters and digits). */
export const ProviderOrderId = z
  .string({ required_error: 'validation.required', invalid_type_error: 'validation.invalid' })
  .regex(/^[A-Z0-9]{1,36}$/, 'validation.invalid')
  .describe("the provider's order id (PayPal's `orderID`)")

export const PayToken = z.object({
  provider: z.enum(['paypal', 'test']),
  methods: z.array(OnlineMethod).describe('the online methods this provider offers'),
  client_id: z.string().nullable().describe("PayPal's client id for its JS SDK; null for the test provider"),
  sdk_url: z
    .string()
    .nullable()
    .describe(
      "where the page loads PayPal's JS SDK from (PayPal's, unless the shop set another); null for the test provider",
    ),
  client_token: z
    .string()
    .nullable()
    .describe("PayPal's client token for the card fields (generate-token); null for the test provider"),
  expires_in: z.number().int().nullable().describe('seconds the client token is valid'),
  currency: z.literal('USD'),
})
export type PayToken = z.infer<typeof PayToken>

export const CreatePaymentInput = z.object({
  id: Id.describe('the shop order'),
  token: OrderToken.optional(),
  method: OnlineMethod,
})

export const CreatedPayment = z.object({
  id: ProviderOrderId,
  status: z.string().describe("the provider's order status (CREATED)"),
  approve_url: z
    .string()
    .nullable()
    .describe("where the buyer approves (the test provider's screen; PayPal's JS SDK opens its own)"),
  amount: Money.describe("the order's total, what is charged"),
  currency: z.literal('USD'),
})

export const CaptureInput = z.object({
  id: Id.describe('the shop order'),
  token: OrderToken.optional(),
  paypal_order_id: ProviderOrderId,
})

export const PaymentOutcome = z.object({
  outcome: z
    .enum(['captured', 'pending', 'held'])
    .describe(
      'captured: paid, the order is in Preparing; pending: the provider still checks the payment; held: money was captured but does not match the order (staff will contact the buyer)',
    ),
  order_id: z.number().int(),
  order_no: z.string(),
  status: OrderStatus,
})
export type PaymentOutcome = z.infer<typeof PaymentOutcome>

/** The test provider's screen: what is approved, and its state. */
export const TestProviderOrder = z.object({
  id: ProviderOrderId,
  status: z.string().describe('CREATED, APPROVED, DECLINED, VOIDED (cancelled) or COMPLETED'),
  amount: z.string().describe('USD, two decimals'),
  reference: z.string().describe('the shop order number'),
})

export const TestDecisionInput = z.object({
  paypal_order_id: ProviderOrderId,
  decision: z.enum(['approve', 'decline', 'cancel'], { errorMap: () => ({ message: 'validation.invalid' }) }),
})

/** A webhook event of PayPal: at most 64 KB of JSON. */
export const WEBHOOK_MAX_BYTES = 64 * 1024

const unavailable = { 503: ErrorEnvelope }

export const paymentsContract = c.router({
  getToken: {
    method: 'GET',
    path: '/api/pay/paypal/getToken',
    query: Sequence,
    responses: { 200: envelope(PayToken) },
    summary:
      "What the payment page needs to offer online payment: the provider (paypal or test), PayPal's client id for its JS SDK and a client token for its card fields. 404 when online payment is off (bank transfer only).",
    metadata: { rateLimit: 'payToken' } satisfies RouteMeta,
  },
  createOrder: {
    method: 'POST',
    path: '/api/pay/paypal/createOrder',
    query: Sequence,
    body: CreatePaymentInput,
    responses: { 200: envelope(CreatedPayment), ...unavailable },
    summary:
      "Create the payment of an unpaid order at the provider (intent CAPTURE, the order's total in USD): the buyer's own order (session) or a guest's with its token. 409 when the order is not payable, 400 when the method is not offered, 503 when the provider cannot be reached.",
    metadata: { rateLimit: 'payCreate' } satisfies RouteMeta,
  },
  capture: {
    method: 'POST',
    path: '/api/pay/paypal/paypalCapture',
    query: Sequence,
    body: CaptureInput,
    responses: { 200: envelope(PaymentOutcome), ...unavailable },
    summary:
      'Capture the approved payment of an order: exactly once, however often it is called. 409 with the reason when it was declined or not approved (the order stays Unpaid and can be paid again), 503 when the provider cannot be reached (ask again: the same capture is never charged twice).',
    metadata: { rateLimit: 'payCreate' } satisfies RouteMeta,
  },
  webhook: {
    method: 'POST',
    path: '/api/pay/paypal/webhook',
    query: Sequence,
    body: RawBody,
    responses: { 200: envelope(z.object({ handled: z.boolean() })) },
    summary:
      "PayPal's webhook (PAYMENT.CAPTURE.COMPLETED, .DENIED, .REFUNDED, CHECKOUT.ORDER.APPROVED): the signature is checked with PayPal over the raw body; an event is handled once (a replay is acknowledged). 400 when the signature is not PayPal's.",
    metadata: {
      body: { kind: 'raw', maxBytes: WEBHOOK_MAX_BYTES, types: ['application/json'] },
      extension:
        'PayPal notifies the shop of captures it did not ask for in the page (a closed window, a late capture, a refund).',
    } satisfies RouteMeta,
  },
  testOrder: {
    method: 'GET',
    path: '/api/pay/test/order',
    query: Sequence.extend({ token: ProviderOrderId }),
    responses: { 200: envelope(TestProviderOrder) },
    summary: "The test provider's order, for its approval screen. 404 when the test provider is off.",
    metadata: {
      extension: 'The built-in test provider (no money moves) stands in for PayPal when PayPal is not configured.',
    } satisfies RouteMeta,
  },
  testDecide: {
    method: 'POST',
    path: '/api/pay/test/decide',
    query: Sequence,
    body: TestDecisionInput,
    responses: { 200: envelope(TestProviderOrder) },
    summary:
      "The buyer's choice on the test provider's screen: approve, decline or cancel (only once). 404 when the test provider is off.",
    metadata: {
      rateLimit: 'payCreate',
      extension: 'The built-in test provider (no money moves) stands in for PayPal when PayPal is not configured.',
    } satisfies RouteMeta,
  },
})
