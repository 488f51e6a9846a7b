import {
  PaymentProviderUnavailable,
  type CaptureAnswer,
  type PaymentProvider,
  type ProviderCapture,
  type ProviderOrder,
  type WebhookHeaders,
} from './payments'

/**
 * PayPal's REST API over fetch (works on Node and in workerd): OAuth2 client credentials (the token
 * is kept until shortly before it expires, one request at a time fetches a new one), Orders v2
 * (create with intent CAPTURE, capture, get), the client token of the card fields
 * (/v1/identity/generate-token), refunds (/v2/payments/captures/{id}/refund) and the webhook
 * signature check (/v1/notifications/verify-webhook-signature). Configured by PAYPAL_CLIENT_ID,
 * PAYPAL_CLIENT_SECRET, PAYPAL_API_BASE (sandbox or live) and PAYPAL_WEBHOOK_ID (README).
 */
export type PayPalConfig = {
  clientId: string
  clientSecret: string
  /** https://api-m.sandbox.paypal.com (sandbox) or https://api-m.paypal.com (live). */
  apiBase: string
  /** The webhook's id in PayPal's developer dashboard; without it no webhook is believed. */
  webhookId?: string
  /** PayPal's JS SDK for the browser (PAYPAL_SDK_URL; PayPal's own unless set, e.g. a test double). */
  sdkUrl?: string
  /** Per call; a call that takes longer counts as the provider being unavailable. */
  timeoutMs?: number
}

export const PAYPAL_SANDBOX = 'https://api-m.sandbox.paypal.com'
export const PAYPAL_SDK = 'https://www.paypal.com/sdk/js'
/** PayPal's hosts: its JS SDK loads from www.paypal.com, draws in frames of *.paypal.com and fetches from both. */
export const PAYPAL_HOSTS = 'https://*.paypal.com https://*.paypalobjects.com'

/** The CSP sources an SDK URL needs: PayPal's hosts for PayPal's SDK, else exactly its own origin. */
export function sdkHosts(sdkUrl: string): string {
  const url = new URL(sdkUrl)
  return /(^|\.)paypal\.com$/.test(url.hostname) ? PAYPAL_HOSTS : url.origin
}

/** PayPal's settings from the environment (Node's process.env or the Worker's env); null when not configured. */
export function payPalConfigFromEnv(env: Record<string, string | undefined>): PayPalConfig | null {
  if (!env.PAYPAL_CLIENT_ID || !env.PAYPAL_CLIENT_SECRET) return null
  return {
    clientId: env.PAYPAL_CLIENT_ID,
    clientSecret: env.PAYPAL_CLIENT_SECRET,
    apiBase: (env.PAYPAL_API_BASE || PAYPAL_SANDBOX).replace(/\/+$/, ''),
    webhookId: env.PAYPAL_WEBHOOK_ID || undefined,
    sdkUrl: env.PAYPAL_SDK_URL || undefined,
  }
}

/** An error answer of PayPal: `{ name, message, debug_id, details: [{ issue, description }] }`. */
type PayPalError = { name?: string; message?: string; debug_id?: string; details?: { issue?: string }[] }

const DECLINED = ['INSTRUMENT_DECLINED', 'TRANSACTION_REFUSED', 'PAYER_CANNOT_PAY', 'CARD_EXPIRED', 'CARD_CLOSED']
const NOT_APPROVED = ['ORDER_NOT_APPROVED', 'PAYER_ACTION_REQUIRED', 'ORDER_EXPIRED']

export function payPalProvider(config: PayPalConfig, fetcher: typeof fetch = fetch): PaymentProvider {
  const timeoutMs = config.timeoutMs ?? 20_000
  let token: { value: string; expiresAt: number } | null = null
  let fetching: Promise<string> | null = null

  async function send(path: string, init: RequestInit): Promise<Response> {
    try {
      const res = await fetcher(config.apiBase + path, { ...init, signal: AbortSignal.timeout(timeoutMs) })
      if (res.status >= 500) throw new PaymentProviderUnavailable(`PayPal ${path} answered ${res.status}`)
      return res
    } catch (error) {
      if (error instanceof PaymentProviderUnavailable) throw error
      throw new PaymentProviderUnavailable(`PayPal ${path}: ${String(error)}`)
    }
  }

  async function accessToken(): Promise<string> {
    if (token && Date.now() < token.expiresAt) return token.value
    fetching ??= (async () => {
      const res = await send('/v1/oauth2/token', {
        method: 'POST',
        headers: {
          authorization: `Basic ${btoa(`${config.clientId}:${config.clientSecret}`)}`,
          'content-type': 'application/x-www-form-urlencoded',
        },
        body: 'grant_type=client_credentials',
      })
      if (!res.ok) throw new Error(`PayPal refused the client credentials (${res.status})`)
      const body = (await res.json()) as { access_token: string; expires_in: number }
      // Renewed a minute before PayPal says it ends (usually after 9 hours).
      token = { value: body.access_token, expiresAt: Date.now() + Math.max(0, body.expires_in - 60) * 1000 }
      return body.access_token
    })().finally(() => (fetching = null))
    return fetching
  }

  /** An authenticated JSON call; a 401 (token revoked early) fetches a new token once. */
  async function call(method: string, path: string, body?: unknown, headers: Record<string, string> = {}) {
    for (let attempt = 0; ; attempt++) {
      const res = await send(path, {
        method,
        headers: {
          authorization: `Bearer ${await accessToken()}`,
          'content-type': 'application/json',
          prefer: 'return=representation',
          ...headers,
        },
        body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
      })
      if (res.status === 401 && attempt === 0) {
        token = null
        continue
      }
      const text = await res.text()
      const json = text ? (JSON.parse(text) as unknown) : {}
      return { status: res.status, ok: res.ok, json }
    }
  }

  const issueOf = (json: unknown) => ((json as PayPalError).details ?? [])[0]?.issue ?? (json as PayPalError).name ?? ''

  return {
    kind: 'paypal',
    methods: ['wallet', 'card'],
    clientId: config.clientId,
    sdkUrl: config.sdkUrl ?? PAYPAL_SDK,
    browserHosts: sdkHosts(config.sdkUrl ?? PAYPAL_SDK),

    async createOrder(input) {
      const r = await call(
        'POST',
        '/v2/checkout/orders',
        {
          intent: 'CAPTURE',
          purchase_units: [
            {
              reference_id: input.reference,
              invoice_id: input.invoiceId,
              custom_id: input.customId,
              amount: { currency_code: 'USD', value: input.amount },
            },
          ],
        },
        { 'paypal-request-id': input.requestId },
      )
      if (!r.ok) throw new Error(`PayPal create order answered ${r.status}: ${issueOf(r.json)}`)
      return orderOf(r.json)
    },

    async captureOrder(id, requestId): Promise<CaptureAnswer> {
      const r = await call('POST', `/v2/checkout/orders/${encodeURIComponent(id)}/capture`, '{}', {
        'paypal-request-id': requestId,
      })
      if (r.ok) {
        const order = orderOf(r.json)
        const capture = order.capture
        if (!capture) throw new Error('PayPal capture answered without a capture')
        if (capture.status === 'DECLINED' || capture.status === 'FAILED')
          return { kind: 'declined', issue: capture.status }
        return { kind: 'captured', order, capture }
      }
      const issue = issueOf(r.json)
      if (r.status === 404) return { kind: 'notFound' }
      if (issue === 'ORDER_ALREADY_CAPTURED') return { kind: 'alreadyCaptured' }
      if (DECLINED.includes(issue)) return { kind: 'declined', issue }
      if (NOT_APPROVED.includes(issue)) return { kind: 'notApproved', issue }
      throw new Error(`PayPal capture answered ${r.status}: ${issue}`)
    },

    async getOrder(id) {
      const r = await call('GET', `/v2/checkout/orders/${encodeURIComponent(id)}`)
      if (r.status === 404) return null
      if (!r.ok) throw new Error(`PayPal get order answered ${r.status}: ${issueOf(r.json)}`)
      return orderOf(r.json)
    },

    async clientToken() {
      const r = await call('POST', '/v1/identity/generate-token', '{}')
      if (!r.ok) throw new Error(`PayPal generate-token answered ${r.status}: ${issueOf(r.json)}`)
      const body = r.json as { client_token: string; expires_in: number }
      return { token: body.client_token, expiresIn: body.expires_in }
    },

    async verifyWebhook(headers: WebhookHeaders, rawBody: string) {
      if (!config.webhookId) return false
      const h = (name: string) => headers[name] ?? ''
      try {
        JSON.parse(rawBody)
      } catch {
        return false
      }
      // The event goes back to PayPal as the bytes it signed, not re-serialized.
      const fields = {
        auth_algo: h('paypal-auth-algo'),
        cert_url: h('paypal-cert-url'),
        transmission_id: h('paypal-transmission-id'),
        transmission_sig: h('paypal-transmission-sig'),
        transmission_time: h('paypal-transmission-time'),
        webhook_id: config.webhookId,
      }
      if (Object.values(fields).some((v) => !v)) return false
      const body = `${JSON.stringify(fields).slice(0, -1)},"webhook_event":${rawBody}}`
      const r = await call('POST', '/v1/notifications/verify-webhook-signature', body)
      return r.ok && (r.json as { verification_status?: string }).verification_status === 'SUCCESS'
    },

    async refundCapture(captureId, amount, requestId) {
      const r = await call(
        'POST',
        `/v2/payments/captures/${encodeURIComponent(captureId)}/refund`,
        { amount: { currency_code: 'USD', value: amount } },
        { 'paypal-request-id': requestId },
      )
      if (!r.ok) throw new Error(`PayPal refund answered ${r.status}: ${issueOf(r.json)}`)
      const b = r.json as { id: string; status: string; amount: { currency_code: string; value: string } }
      return { id: b.id, status: b.status, amount: { currency: b.amount.currency_code, value: b.amount.value } }
    },
  }
}

type PayPalOrder = {
  id: string
  status: string
  links?: { rel: string; href: string }[]
  purchase_units?: {
    payments?: { captures?: { id: string; status: string; amount: { currency_code: string; value: string } }[] }
  }[]
}

/** Orders v2's order resource in the port's terms: its first purchase unit's first capture. */
function orderOf(json: unknown): ProviderOrder {
  const o = json as PayPalOrder
  const c = o.purchase_units?.[0]?.payments?.captures?.[0]
  const capture: ProviderCapture | null = c
    ? { id: c.id, status: c.status, amount: { currency: c.amount.currency_code, value: c.amount.value } }
    : null
  const approve = o.links?.find((l) => l.rel === 'approve' || l.rel === 'payer-action')
  return { id: o.id, status: o.status, approveUrl: approve?.href ?? null, capture }
}
