import type { Contract } from '../../../contract'
import { formatE5 } from '../../../contract/money'
import { IdempotencyKey } from '../../../contract/orders'
import { localeInfo } from '../../../locales/locales'
import type { ServiceContext } from '../../services/context'
import { fail, fieldError, ok, type RouterHandlers } from '../../services/answers'
import * as payments from '../payments/service'
import { bankAccount } from '../payments/bank-account'
import { optionView, quotes } from '../shipping/service'
import * as orders from './service'
import { formatAmount } from '../../../locales/money-format'

function preview(ctx: ServiceContext, r: orders.PreviewResult) {
  if (r.kind === 'empty') return fieldError(ctx, 400, 'body', 'validation.orderDetailsRequired')
  if (r.kind === 'noAddress') return fieldError(ctx, 404, 'address_id', 'api.addressNotFound')
  return ok(ctx, r.preview)
}

function action(ctx: ServiceContext, r: orders.ActionResult, message: string) {
  if (r.kind === 'signIn') return fail(ctx, 401, 'api.sessionInvalid')
  if (r.kind === 'notFound') return fail(ctx, 404, 'api.orderNotFound')
  if (r.kind === 'refused')
    return fail(ctx, 409, 'api.orderStatusRefused', { status: ctx.t(`orders.status.${r.status}`) })
  if (r.kind === 'paymentInProgress') return fail(ctx, 409, 'api.paymentInProgress')
  return ok(ctx, r.detail, message)
}

export const ordersRoutes: RouterHandlers<Contract['orders']> = {
  before: async ({ body }, ctx) => preview(ctx, await orders.previewCart(ctx, body)),

  buyNowBefore: async ({ body, headers }, ctx) => {
    if ((await orders.optionalSession(ctx, headers.authorization)) === 'invalid')
      return fail(ctx, 401, 'api.sessionInvalid')
    return preview(ctx, await orders.previewBuyNow(ctx, body.goods_id, body.cart_num, body))
  },

  place: async ({ body, headers }, ctx) => {
    const key = IdempotencyKey.safeParse(headers['idempotency-key'] ?? undefined)
    if (headers['idempotency-key'] !== undefined && !key.success)
      return fieldError(ctx, 400, 'Idempotency-Key', 'validation.invalid', { field: 'Idempotency-Key' })
    if ((await orders.optionalSession(ctx, headers.authorization)) === 'invalid')
      return fail(ctx, 401, 'api.sessionInvalid')
    const r = await orders.placeOrder(ctx, body, key.success ? (key.data ?? null) : null)
    switch (r.kind) {
      case 'placed':
        return ok(
          ctx,
          {
            id: r.order.id,
            order_no: r.order.orderNo,
            status: r.order.status as 'Unpaid',
            total: formatE5(r.order.total),
            freight_to_confirm: r.order.freight === null,
            token: r.token,
          },
          'api.orderPlaced',
        )
      case 'signIn':
        return fail(ctx, 401, 'api.sessionInvalid')
      case 'empty':
        return fieldError(ctx, 400, 'body', 'validation.orderDetailsRequired')
      case 'needEmail':
        return fieldError(ctx, 400, 'email', 'validation.enterEmail')
      case 'payMethod':
        return fieldError(ctx, 400, 'pay_method', 'api.payMethodDisabled')
      case 'noShipping':
        return fieldError(ctx, 400, 'shipping_method', 'api.noShipping')
      case 'badAddress':
        return fieldError(ctx, 404, r.field, 'api.addressNotFound')
      case 'problems':
        // With the review the page showed: it asks the review again, which leaves those lines out.
        return fail(
          ctx,
          409,
          body.review ? 'api.reviewChanged' : 'api.linesUnavailable',
          undefined,
          r.problems.map((p) => ({ field: `goods_id.${p.goods_id}`, message: p.message })),
        )
      case 'limited':
        return {
          ...fail(ctx, 429, 'api.rateLimited', { seconds: r.retryAfter }),
          headers: { 'Retry-After': String(r.retryAfter) },
        }
      case 'guestTooLarge':
        return fieldError(ctx, 409, 'body', 'api.guestOrderTooLarge', { max: formatAmount(r.maxE5, ctx.locale) })
      case 'short':
        return fail(
          ctx,
          409,
          'api.stockShort',
          undefined,
          r.goodsIds.map((id) => ({ field: `goods_id.${id}`, message: ctx.t('api.stockShort') })),
        )
    }
  },

  orderList: async ({ query }, ctx) => ok(ctx, await orders.listOrders(ctx, query)),

  orderDetail: async ({ params, query, headers }, ctx) => {
    const r = await orders.accessibleOrder(ctx, params.id, query.token, headers.authorization)
    if (r.kind === 'signIn') return fail(ctx, 401, 'api.sessionInvalid')
    if (r.kind === 'notFound') return fail(ctx, 404, 'api.orderNotFound')
    return ok(ctx, await orders.orderDetail(ctx, r.order))
  },

  orderCancel: async ({ body, headers }, ctx) =>
    action(ctx, await orders.cancelOrder(ctx, body.id, body.token, headers.authorization), 'api.orderCancelled'),

  orderReceive: async ({ body }, ctx) => action(ctx, await orders.receiveOrder(ctx, body.id), 'api.orderReceived'),

  shipping: async ({ query }, ctx) =>
    ok(ctx, (await quotes(ctx, query.country, Math.round(query.weight_g * 1000))).map(optionView)),

  payMethods: async (_, ctx) => ok(ctx, await payments.payMethods(ctx)),

  bankAccount: async (_, ctx) => ok(ctx, await bankAccount(ctx.db)),

  bankConfirm: async ({ body, headers }, ctx) => {
    const r = await payments.confirmBankTransfer(ctx, body, headers.authorization)
    if (r.kind === 'badReceipt')
      return fieldError(
        ctx,
        400,
        'receipt',
        r.reason === 'size' ? 'validation.receiptTooLarge' : 'validation.receiptType',
      )
    if (r.kind === 'badDay') {
      const day = new Intl.DateTimeFormat(localeInfo(ctx.locale).bcp47, { dateStyle: 'medium', timeZone: 'UTC' })
      const shown = (d: string) => day.format(new Date(`${d}T00:00:00Z`))
      return fieldError(ctx, 400, 'paid_on', 'validation.paidOnRange', { from: shown(r.from), to: shown(r.to) })
    }
    return action(ctx, r, 'api.remittanceReceived')
  },
}
