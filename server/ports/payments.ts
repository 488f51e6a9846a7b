/**
 * The payment provider port, in PayPal's REST shape (Orders v2): create an order for an amount,
 * the buyer approves it at the provider, the shop captures it. Two adapters: PayPal over fetch
 * (`paypal.ts`, Node and workerd) and the test provider backed by the shop itself
 * (`test-payments.ts`, the embedded default when PayPal is not configured). The rules — one
 * payment record per provider order, exactly one capture, the amount checked — are the payments
 * domain's (server/domains/payments/online.ts); an adapter only speaks to its provider.
 */

/** A USD amount as PayPal writes it: "1234.50" (two decimals). */
export type ProviderAmount = { currency: string; value: string }

export type ProviderCapture = {
  id: string
  /** PayPal's capture statuses: COMPLETED, DECLINED, PENDING, FAILED, REFUNDED, PARTIALLY_REFUNDED. */
  status: string
  amount: ProviderAmount
}

export type ProviderOrder = {
  id: string
  /** PayPal's order statuses: CREATED, SAVED, APPROVED, VOIDED, COMPLETED, PAYER_ACTION_REQUIRED. */
  status: string
  /** Where the buyer approves the order (PayPal's `approve` link; the test provider's approval page). */
  approveUrl: string | null
  /** The order's capture, once there is one. */
  capture: ProviderCapture | null
}

/** What a capture call answered, in the terms the payments domain acts on. */
export type CaptureAnswer =
  | { kind: 'captured'; order: ProviderOrder; capture: ProviderCapture }
  /** ORDER_ALREADY_CAPTURED: an earlier call captured it (ask getOrder for the capture). */
  | { kind: 'alreadyCaptured' }
  /** INSTRUMENT_DECLINED and the like, or a capture answered DECLINED/FAILED. */
  | { kind: 'declined'; issue: string }
  /** ORDER_NOT_APPROVED, PAYER_ACTION_REQUIRED: the buyer has not approved (or cancelled). */
  | { kind: 'notApproved'; issue: string }
  | { kind: 'notFound' }

export type ProviderRefund = { id: string; status: string; amount: ProviderAmount }

/** The webhook's transmission headers (PAYPAL-TRANSMISSION-ID, …), lower case, as received. */
export type WebhookHeaders = Record<string, string | undefined>

export interface PaymentProvider {
  readonly kind: 'paypal' | 'test'
  /** The payment methods it offers the buyer: PayPal wallet and card, or the test payment. */
  readonly methods: readonly ('wallet' | 'card' | 'test')[]
  /** PayPal's client id for the browser's JS SDK; null for the test provider. */
  readonly clientId: string | null
  /** Where the browser loads PayPal's JS SDK from (PAYPAL_SDK_URL); null for the test provider. */
  readonly sdkUrl: string | null
  /**
   * The Content-Security-Policy sources the SDK needs on the shop's pages (scripts, calls, frames):
   * PayPal's hosts for PayPal's SDK, else exactly the configured SDK's origin; null for the test provider.
   */
  readonly browserHosts: string | null
  /**
   * Creates an order (intent CAPTURE) for `amount` (USD, two decimals, from the shop's order total).
   * `requestId` is sent as PayPal-Request-Id.
   */
  createOrder(input: {
    amount: string
    reference: string
    invoiceId: string
    customId: string
    requestId: string
  }): Promise<ProviderOrder>
  /** Captures an approved order; `requestId` (PayPal-Request-Id) makes a repeated call answer the same. */
  captureOrder(id: string, requestId: string): Promise<CaptureAnswer>
  getOrder(id: string): Promise<ProviderOrder | null>
  /** A client token for the card fields (PayPal's generate-token); null when the provider has none. */
  clientToken(): Promise<{ token: string; expiresIn: number } | null>
  /** Whether a webhook's signature is the provider's, over the raw body exactly as received. */
  verifyWebhook(headers: WebhookHeaders, rawBody: string): Promise<boolean>
  /** Refunds `amount` (USD, two decimals) of a capture. */
  refundCapture(captureId: string, amount: string, requestId: string): Promise<ProviderRefund>
}

/** The provider did not answer in time, answered 5xx, or could not be reached: try again later. */
export class PaymentProviderUnavailable extends Error {
  constructor(message: string) {
    super(message)
    this.name = 'PaymentProviderUnavailable'
  }
}
