/**
 * A fake PayPal REST API for the tests: a small node:http server implementing the calls the real
 * adapter (server/ports/paypal.ts) makes, with PayPal's documented request and answer shapes and
 * error names — OAuth2 client credentials (/v1/oauth2/token), Orders v2 (create, get, capture with
 * PayPal-Request-Id idempotency), generate-token, refunds, and verify-webhook-signature — and
 * switches for what real PayPal does now and then: a declined instrument (INSTRUMENT_DECLINED), a
 * capture answered ORDER_ALREADY_CAPTURED, 5xx answers, slow answers (timeouts), a captured
 * amount that is not the order's, and signed webhook deliveries.
 *
 * `charges()` counts captures that took money: the number every exactly-once test checks.
 *
 * It also serves a small fake of PayPal's JS SDK at `sdkUrl` (point PAYPAL_SDK_URL at it): the
 * `paypal` global with `Buttons` (the wallet button) and `CardFields` (name, number, expiry, CVV),
 * which call the page's createOrder, have the buyer approve the order at this server, then call
 * onApprove({ orderID }) — or onError — the way PayPal's SDK does, so that a browser test drives
 * the shop's real adapter and components. Card data goes to this server, never to the shop's.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto'
import { crc32 } from 'node:zlib'
import type { PayPalConfig } from '../../server/ports/paypal'

type Capture = { id: string; status: string; amount: { currency_code: string; value: string } }
export type FakeOrder = {
  id: string
  status: 'CREATED' | 'APPROVED' | 'COMPLETED' | 'VOIDED'
  amount: { currency_code: string; value: string }
  reference_id: string
  invoice_id: string
  custom_id: string
  capture: Capture | null
  /** How the buyer approved it in the fake SDK: 'wallet', or 'card' with the number's last 4 digits. */
  approvedWith?: string
}

export type FakePayPalSwitches = {
  /** The next capture answers 422 INSTRUMENT_DECLINED (nothing is charged). */
  declineNext: boolean
  /** The next N calls of the Orders and Payments APIs answer 500 INTERNAL_SERVER_ERROR. */
  failNext: number
  /** Captures take effect at once but answer after this many ms (a client with a shorter timeout gives up). */
  captureDelayMs: number
  /** Captures charge this amount instead of the order's. */
  captureValue: string | null
  /** The next capture charges, then answers ORDER_ALREADY_CAPTURED (as if another call captured first). */
  answerAlreadyCaptured: boolean
  /** The status of the next capture (COMPLETED unless set: PENDING, DECLINED). */
  captureStatus: string | null
}

const id = (n = 17) => Array.from(randomBytes(n), (b) => 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789'[b % 36]).join('')

export async function startFakePayPal() {
  const clientId = `fake-client-${id(6)}`
  const clientSecret = `fake-secret-${id(10)}`
  const webhookId = `WH${id(15)}`
  const signingKey = randomBytes(32)
  const tokens = new Set<string>()
  const orders = new Map<string, FakeOrder>()
  const idempotent = new Map<string, Promise<{ status: number; body: unknown }>>()
  const calls: { method: string; path: string; requestId?: string }[] = []
  let charges = 0
  let tokenRequests = 0
  const switches: FakePayPalSwitches = {
    declineNext: false,
    failNext: 0,
    captureDelayMs: 0,
    captureValue: null,
    answerAlreadyCaptured: false,
    captureStatus: null,
  }

  const error = (status: number, name: string, issue?: string, message = name) => ({
    status,
    body: {
      name,
      message,
      debug_id: id(13).toLowerCase(),
      ...(issue ? { details: [{ issue, description: issue }] } : {}),
      links: [
        { href: 'https://developer.paypal.com/docs/api/orders/v2/#error-' + (issue ?? name), rel: 'information_link' },
      ],
    },
  })
  const representation = (o: FakeOrder) => ({
    id: o.id,
    intent: 'CAPTURE',
    status: o.status,
    purchase_units: [
      {
        reference_id: o.reference_id,
        invoice_id: o.invoice_id,
        custom_id: o.custom_id,
        amount: o.amount,
        ...(o.capture ? { payments: { captures: [{ ...o.capture, final_capture: true }] } } : {}),
      },
    ],
    links: [
      { href: `https://www.sandbox.paypal.com/checkoutnow?token=${o.id}`, rel: 'approve', method: 'GET' },
      { href: `${url}/v2/checkout/orders/${o.id}`, rel: 'self', method: 'GET' },
    ],
  })
  const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms))

  function capture(o: FakeOrder | undefined): { status: number; body: unknown } {
    if (!o) return error(404, 'RESOURCE_NOT_FOUND', 'INVALID_RESOURCE_ID')
    if (o.status === 'COMPLETED') return error(422, 'UNPROCESSABLE_ENTITY', 'ORDER_ALREADY_CAPTURED')
    if (o.status !== 'APPROVED') return error(422, 'UNPROCESSABLE_ENTITY', 'ORDER_NOT_APPROVED')
    if (switches.declineNext) {
      switches.declineNext = false
      return error(422, 'UNPROCESSABLE_ENTITY', 'INSTRUMENT_DECLINED')
    }
    const status = switches.captureStatus ?? 'COMPLETED'
    switches.captureStatus = null
    o.capture = {
      id: id(17),
      status,
      amount: { currency_code: o.amount.currency_code, value: switches.captureValue ?? o.amount.value },
    }
    if (status === 'DECLINED') {
      o.capture = null
      return error(422, 'UNPROCESSABLE_ENTITY', 'INSTRUMENT_DECLINED')
    }
    o.status = 'COMPLETED'
    charges++
    if (switches.answerAlreadyCaptured) {
      switches.answerAlreadyCaptured = false
      return error(422, 'UNPROCESSABLE_ENTITY', 'ORDER_ALREADY_CAPTURED')
    }
    return { status: 201, body: representation(o) }
  }

  /** PayPal's signature input: transmission id | time | webhook id | CRC32 of the raw body. */
  const signature = (transmissionId: string, time: string, body: string) =>
    createHmac('sha256', signingKey)
      .update(`${transmissionId}|${time}|${webhookId}|${crc32(Buffer.from(body, 'utf8'))}`)
      .digest('base64')

  async function route(req: IncomingMessage, raw: string): Promise<{ status: number; body: unknown }> {
    const path = (req.url ?? '').split('?')[0]!
    const requestId = req.headers['paypal-request-id'] as string | undefined
    calls.push({ method: req.method ?? '', path, requestId })
    if (req.method === 'POST' && path === '/v1/oauth2/token') {
      tokenRequests++
      const expected = `Basic ${Buffer.from(`${clientId}:${clientSecret}`).toString('base64')}`
      if (req.headers.authorization !== expected || raw !== 'grant_type=client_credentials')
        return { status: 401, body: { error: 'invalid_client', error_description: 'Client Authentication failed' } }
      const token = `A21AA${id(40)}`
      tokens.add(token)
      return {
        status: 200,
        body: {
          scope: 'https://uri.paypal.com/services/payments/payment',
          access_token: token,
          token_type: 'Bearer',
          app_id: 'APP-FAKE',
          expires_in: 32400,
          nonce: id(20),
        },
      }
    }
    const bearer = /^Bearer (.+)$/.exec(req.headers.authorization ?? '')?.[1]
    if (!bearer || !tokens.has(bearer))
      return { status: 401, body: { error: 'invalid_token', error_description: 'Token signature verification failed' } }
    if (switches.failNext > 0) {
      switches.failNext--
      return error(500, 'INTERNAL_SERVER_ERROR', undefined, 'An internal server error occurred.')
    }
    const body = raw ? (JSON.parse(raw) as Record<string, any>) : {}

    if (req.method === 'POST' && path === '/v2/checkout/orders') {
      const unit = body.purchase_units?.[0]
      if (body.intent !== 'CAPTURE' || !unit?.amount?.value)
        return error(400, 'INVALID_REQUEST', 'MISSING_REQUIRED_PARAMETER')
      const o: FakeOrder = {
        id: id(17),
        status: 'CREATED',
        amount: unit.amount,
        reference_id: unit.reference_id,
        invoice_id: unit.invoice_id,
        custom_id: unit.custom_id,
        capture: null,
      }
      orders.set(o.id, o)
      return { status: 201, body: representation(o) }
    }
    let m = /^\/v2\/checkout\/orders\/([A-Z0-9]+)$/.exec(path)
    if (req.method === 'GET' && m) {
      const o = orders.get(m[1]!)
      return o ? { status: 200, body: representation(o) } : error(404, 'RESOURCE_NOT_FOUND', 'INVALID_RESOURCE_ID')
    }
    m = /^\/v2\/checkout\/orders\/([A-Z0-9]+)\/capture$/.exec(path)
    if (req.method === 'POST' && m) {
      const key = `${path}#${requestId ?? id()}`
      // PayPal-Request-Id: the same key answers what the first call answered (also while it runs).
      let answer = idempotent.get(key)
      if (!answer) {
        const result = capture(orders.get(m[1]!))
        answer = sleep(switches.captureDelayMs).then(() => result)
        if (requestId && result.status < 500) idempotent.set(key, answer)
      }
      return answer
    }
    if (req.method === 'POST' && path === '/v1/identity/generate-token')
      return { status: 200, body: { client_token: `eyJ${id(60)}`, expires_in: 3600 } }
    if (req.method === 'POST' && path === '/v1/notifications/verify-webhook-signature') {
      // The event as the shop received it: the bytes after "webhook_event": (the adapter sends them unchanged).
      const at = raw.indexOf('"webhook_event":')
      const event = at < 0 ? '' : raw.slice(at + '"webhook_event":'.length, -1)
      const expected = signature(body.transmission_id ?? '', body.transmission_time ?? '', event)
      const given = Buffer.from(String(body.transmission_sig ?? ''))
      const ok =
        body.webhook_id === webhookId &&
        body.auth_algo === 'SHA256withRSA' &&
        given.length === Buffer.from(expected).length &&
        timingSafeEqual(given, Buffer.from(expected))
      return { status: 200, body: { verification_status: ok ? 'SUCCESS' : 'FAILURE' } }
    }
    m = /^\/v2\/payments\/captures\/([A-Z0-9]+)\/refund$/.exec(path)
    if (req.method === 'POST' && m) {
      const o = [...orders.values()].find((x) => x.capture?.id === m![1])
      if (!o) return error(404, 'RESOURCE_NOT_FOUND', 'INVALID_RESOURCE_ID')
      return { status: 201, body: { id: id(17), status: 'COMPLETED', amount: body.amount ?? o.capture!.amount } }
    }
    return error(404, 'NOT_FOUND', undefined, `no such call: ${req.method} ${path}`)
  }

  /** The JS SDK's side (no access token: it is the buyer's browser): the script, and approvals. */
  function sdkRoute(req: IncomingMessage, raw: string, res: ServerResponse): boolean {
    const at = new URL(req.url ?? '/', url)
    if (req.method === 'GET' && at.pathname === '/sdk/js') {
      calls.push({ method: 'GET', path: at.pathname })
      // PayPal answers 400 to an unknown client id: the page's script fails to load.
      const known = at.searchParams.get('client-id') === clientId
      res.writeHead(known ? 200 : 400, { 'content-type': 'application/javascript; charset=utf-8' })
      res.end(known ? fakeSdk(url) : 'throw new Error("invalid client-id")')
      return true
    }
    const m = /^\/sdk\/approve\/([A-Z0-9]+)$/.exec(at.pathname)
    if (req.method === 'POST' && m) {
      calls.push({ method: 'POST', path: at.pathname })
      const o = orders.get(m[1]!)
      if (o?.status === 'CREATED') {
        o.status = 'APPROVED'
        o.approvedWith = raw || 'wallet'
      }
      res.writeHead(o ? 200 : 404, { 'content-type': 'application/json', 'access-control-allow-origin': '*' })
      res.end(JSON.stringify({ id: m[1], status: o?.status ?? null }))
      return true
    }
    return false
  }

  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    const chunks: Buffer[] = []
    req.on('data', (c: Buffer) => chunks.push(c))
    req.on('end', () => {
      if (sdkRoute(req, Buffer.concat(chunks).toString('utf8'), res)) return
      void route(req, Buffer.concat(chunks).toString('utf8')).then(
        ({ status, body }) => {
          if (res.destroyed) return
          res.writeHead(status, { 'content-type': 'application/json', 'paypal-debug-id': id(13).toLowerCase() })
          res.end(JSON.stringify(body))
        },
        (e: unknown) => {
          res.writeHead(500, { 'content-type': 'application/json' })
          res.end(JSON.stringify({ name: 'INTERNAL_SERVER_ERROR', message: String(e) }))
        },
      )
    })
  })
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r))
  const url = `http://127.0.0.1:${(server.address() as { port: number }).port}`

  return {
    url,
    /** The fake JS SDK (PAYPAL_SDK_URL); not in `config`, whose pages load PayPal's own. */
    sdkUrl: `${url}/sdk/js`,
    config: { clientId, clientSecret, apiBase: url, webhookId, timeoutMs: 2_000 } satisfies PayPalConfig,
    orders,
    calls,
    switches,
    charges: () => charges,
    tokenRequests: () => tokenRequests,
    /** Every access token stops working (PayPal revoked it early): the adapter must fetch a new one. */
    revokeTokens: () => tokens.clear(),
    /** The buyer approves the order at PayPal (what the JS SDK's popup does). */
    approve(orderId: string) {
      const o = orders.get(orderId)
      if (!o) throw new Error(`fake PayPal: no order ${orderId}`)
      if (o.status === 'CREATED') o.status = 'APPROVED'
    },
    /**
     * A webhook delivery as PayPal sends it: the event JSON (pretty-printed, as PayPal's are: a
     * shop that re-serializes it checks the wrong bytes) and its transmission headers, signed.
     * `forge` signs with another key (a forged delivery).
     */
    webhook(eventType: string, resource: Record<string, unknown>, opts: { eventId?: string; forge?: boolean } = {}) {
      const event = {
        id: opts.eventId ?? `WH-${id(8)}-${id(17)}`,
        create_time: new Date().toISOString(),
        resource_type: eventType.startsWith('CHECKOUT')
          ? 'checkout-order'
          : eventType.includes('REFUND')
            ? 'refund'
            : 'capture',
        event_type: eventType,
        summary: eventType,
        resource,
      }
      const body = JSON.stringify(event, null, 2)
      const transmissionId = `${id(8)}-${id(4)}-${id(4)}`.toLowerCase()
      const time = new Date().toISOString()
      const sig = opts.forge
        ? createHmac('sha256', randomBytes(32)).update(body).digest('base64')
        : signature(transmissionId, time, body)
      return {
        event,
        init: {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            'paypal-transmission-id': transmissionId,
            'paypal-transmission-time': time,
            'paypal-transmission-sig': sig,
            'paypal-cert-url': 'https://api.sandbox.paypal.com/v1/notifications/certs/CERT-360caa42-fca2a594-1d93a270',
            'paypal-auth-algo': 'SHA256withRSA',
            'user-agent': 'PayPal/AUHD-214.0-58614468',
          },
          body,
        } satisfies RequestInit,
      }
    },
    /** PAYMENT.CAPTURE.COMPLETED's resource for a captured order. */
    captureResource(orderId: string) {
      const o = orders.get(orderId)
      if (!o?.capture) throw new Error(`fake PayPal: order ${orderId} has no capture`)
      return {
        ...o.capture,
        final_capture: true,
        supplementary_data: { related_ids: { order_id: o.id } },
        links: [{ href: `${url}/v2/payments/captures/${o.capture.id}`, rel: 'self', method: 'GET' }],
      }
    },
    close: () =>
      new Promise<void>((r) => {
        server.closeAllConnections()
        server.close(() => r())
      }),
  }
}
export type FakePayPal = Awaited<ReturnType<typeof startFakePayPal>>

/**
 * The fake JS SDK (a script served from `origin`): what the shop's components use of PayPal's —
 * `paypal.Buttons({ fundingSource, createOrder, onApprove, onCancel, onError }).render(el)` and
 * `paypal.CardFields({ createOrder, onApprove, onError })` with its four fields, `isEligible()` and
 * `submit()`. Like PayPal's: createOrder must resolve to the order id; the buyer then approves at
 * PayPal (here a POST to this server, which moves the order to APPROVED); onApprove({ orderID }) is
 * awaited; a failure goes to onError (the button) or rejects submit() (the card fields). The card
 * fields are eligible only with the client token (`data-client-token`), as PayPal's.
 */
function fakeSdk(origin: string): string {
  return `(() => {
  const script = document.currentScript
  const approve = (id, how) =>
    fetch(${JSON.stringify(origin)} + '/sdk/approve/' + id, { method: 'POST', body: how }).then((r) => {
      if (!r.ok) throw new Error('approval failed: ' + r.status)
    })
  const orderIdOf = async (createOrder) => {
    const id = await createOrder()
    if (typeof id !== 'string' || !id) throw new Error('Expected an order id to be passed')
    return id
  }
  const elementOf = (container) => (typeof container === 'string' ? document.querySelector(container) : container)
  window.paypal = {
    version: 'fake',
    FUNDING: { PAYPAL: 'paypal', CARD: 'card' },
    Buttons(options) {
      return {
        isEligible: () => true,
        render(container) {
          const button = document.createElement('button')
          button.type = 'button'
          button.textContent = 'PayPal'
          button.dataset.fakePaypal = options.fundingSource || 'paypal'
          button.addEventListener('click', async () => {
            try {
              const orderID = await orderIdOf(options.createOrder)
              await approve(orderID, 'wallet')
              await options.onApprove({ orderID, payerID: 'FAKEPAYER' })
            } catch (error) {
              if (options.onError) options.onError(error)
            }
          })
          elementOf(container).appendChild(button)
          return Promise.resolve()
        },
      }
    },
    CardFields(options) {
      const inputs = {}
      const field = (name) => (opts = {}) => ({
        render(container) {
          const input = document.createElement('input')
          input.name = name
          input.placeholder = opts.placeholder || ''
          input.setAttribute('aria-label', opts.placeholder || name)
          input.dataset.fakePaypalCard = name
          elementOf(container).appendChild(input)
          inputs[name] = input
          return Promise.resolve()
        },
      })
      return {
        isEligible: () => !!(script && script.dataset.clientToken),
        NameField: field('name'),
        NumberField: field('number'),
        ExpiryField: field('expiry'),
        CVVField: field('cvv'),
        async submit() {
          const number = ((inputs.number && inputs.number.value) || '').replace(/\\s+/g, '')
          if (!/^[0-9]{13,19}$/.test(number)) throw new Error('INVALID_NUMBER')
          const orderID = await orderIdOf(options.createOrder)
          await approve(orderID, 'card ' + number.slice(-4))
          await options.onApprove({ orderID, liabilityShift: 'POSSIBLE' })
        },
      }
    },
  }
})()
`
}
