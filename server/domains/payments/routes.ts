import type { Contract } from '../../../contract'
import { formatE5 } from '../../../contract/money'
import type { ServiceContext } from '../../services/context'
import { fail, fieldError, ok, type RouterHandlers } from '../../services/answers'
import * as online from './online'
import { handleWebhook } from './webhook'

const refused = (ctx: ServiceContext, status: string) =>
  fail(ctx, 409, 'api.orderStatusRefused', { status: ctx.t(`orders.status.${status}`) })

export const paymentsRoutes: RouterHandlers<Contract['payments']> = {
  getToken: async (_, ctx) => {
    const provider = ctx.ports.payments
    if (!provider) return fail(ctx, 404, 'api.paymentsOff')
    const token = await provider.clientToken().catch((error: unknown) => {
      ctx.ports.log.error({ msg: 'client token failed', error: String(error) })
      return null
    })
    return ok(ctx, {
      provider: provider.kind,
      methods: [...provider.methods],
      client_id: provider.clientId,
      sdk_url: provider.sdkUrl,
      client_token: token?.token ?? null,
      expires_in: token?.expiresIn ?? null,
      currency: 'USD' as const,
    })
  },

  createOrder: async ({ body, headers }, ctx) => {
    const r = await online.startPayment(ctx, body, headers.authorization)
    switch (r.kind) {
      case 'created':
        return ok(ctx, {
          id: r.payment.providerOrderId,
          status: r.status,
          approve_url: r.approveUrl,
          amount: formatE5(r.payment.amount),
          currency: 'USD' as const,
        })
      case 'off':
        return fail(ctx, 404, 'api.paymentsOff')
      case 'method':
        return fieldError(ctx, 400, 'method', 'api.payMethodDisabled')
      case 'refused':
        return refused(ctx, r.status)
      case 'notFound':
        return fail(ctx, 404, 'api.orderNotFound')
      case 'signIn':
        return fail(ctx, 401, 'api.sessionInvalid')
      case 'unavailable':
        return fail(ctx, 503, 'api.paymentUnavailable')
    }
  },

  capture: async ({ body, headers }, ctx) => {
    const r = await online.captureOrderPayment(ctx, body, headers.authorization)
    switch (r.kind) {
      case 'done':
        return ok(
          ctx,
          {
            outcome: r.outcome,
            order_id: r.order.id,
            order_no: r.order.orderNo,
            status: r.order.status as 'Preparing',
          },
          r.outcome === 'captured'
            ? 'api.paymentCaptured'
            : r.outcome === 'held'
              ? 'api.paymentHeld'
              : 'api.paymentPending',
        )
      case 'declined':
        return fail(ctx, 409, 'api.paymentDeclined')
      case 'notApproved':
        return fail(ctx, 409, 'api.paymentNotApproved')
      case 'refused':
        return refused(ctx, r.status)
      case 'superseded':
        return fail(ctx, 409, 'api.paymentSuperseded')
      case 'off':
        return fail(ctx, 404, 'api.paymentsOff')
      case 'notFound':
        return fail(ctx, 404, 'api.paymentNotFound')
      case 'signIn':
        return fail(ctx, 401, 'api.sessionInvalid')
      case 'unavailable':
        return fail(ctx, 503, 'api.paymentUnavailable')
    }
  },

  webhook: async ({ body, headers }, ctx) => {
    const r = await handleWebhook(ctx, headers as Record<string, string>, body.bytes)
    if (r.kind === 'invalid') return fail(ctx, 400, 'api.webhookInvalid')
    // A 5xx makes PayPal deliver the event again later.
    if (r.kind === 'unavailable') return fail(ctx, 500, 'api.paymentUnavailable')
    return ok(ctx, { handled: r.handled })
  },

  testOrder: async ({ query }, ctx) => {
    const order = await online.testProviderOrder(ctx, query.token)
    return order ? ok(ctx, order) : fail(ctx, 404, 'api.paymentNotFound')
  },

  testDecide: async ({ body }, ctx) => {
    const order = await online.decideTestPayment(ctx, body.paypal_order_id, body.decision)
    return order ? ok(ctx, order) : fail(ctx, 404, 'api.paymentNotFound')
  },
}
