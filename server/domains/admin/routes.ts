import type { Contract } from '../../../contract'
import type { StaffRole } from '../../../contract/admin'
import { adminTranslator } from '../../../locales/admin'
import { STAFF_COOKIE, STAFF_SESSION_HOURS } from '../../auth/staff'
import { fail, ok, type RouterHandlers } from '../../services/answers'
import type { ServiceContext } from '../../services/context'
import * as staff from '../staff/service'
import * as members from '../staff/members'
import * as desk from './orders'
import * as rfqDesk from './rfqs'
import * as front from './dashboard'
import { customerHandlers } from './customer-routes'
import { adminContentRoutes } from './content'
import * as feeds from '../catalogue/import/console'
import * as review from '../catalogue/review'
import { failureKey } from '../catalogue/import/messages'

/**
 * The console's routes (contract/admin): thin — the staff check of the service layer
 * (`staffActor`, after the route's own in server/auth), one service call, the answer in the
 * console's language (locales/admin).
 */
const at = (ctx: ServiceContext) => ({ t: adminTranslator(ctx.locale) })
const okAdmin = <T>(ctx: ServiceContext, data: T, key = 'api.ok') =>
  ok({ ...ctx, t: key === 'api.ok' ? ctx.t : adminTranslator(ctx.locale) }, data, key)

/** The service's own check; a refusal here means the route's check let through someone it should not have. */
async function actor(ctx: ServiceContext, role: StaffRole) {
  return staff.staffActor(ctx, role)
}
const refused = (ctx: ServiceContext) =>
  ctx.session ? fail(ctx, 403, 'api.forbidden') : fail(ctx, 401, 'api.sessionInvalid')

type Action = (
  ctx: ServiceContext,
  a: staff.StaffActor,
  order: NonNullable<Awaited<ReturnType<typeof desk.orderById>>>,
) => Promise<desk.StaffActionResult>

/** One order action: the actor (its role), the order, the move, the answer with the order as staff now see it. */
async function orderAction(ctx: ServiceContext, id: number, role: StaffRole, run: Action) {
  const a = await actor(ctx, role)
  if (!a) return refused(ctx)
  const [limit, windowS] = ctx.ports.settings.limits.staffAction
  const room = await ctx.ports.rateLimiter.hit(`staffAction:${a.id}`, limit, windowS)
  if (!room.allowed)
    return {
      ...fail(ctx, 429, 'api.rateLimited', { seconds: room.retryAfter }),
      headers: { 'Retry-After': String(room.retryAfter) },
    }
  const order = await desk.orderById(ctx, id)
  if (!order) return fail(at(ctx), 404, 'api.orderNotFound')
  const r = await run(ctx, a, order)
  switch (r.kind) {
    case 'done':
      return okAdmin(ctx, await desk.adminOrderDetail(ctx, a, r.order), r.messageKey)
    case 'notFound':
      return fail(at(ctx), 404, 'api.orderNotFound')
    case 'refused':
      return fail(at(ctx), 409, 'api.statusRefused', { status: ctx.t(`orders.status.${r.status}`) })
    case 'alreadyRefunded':
      return fail(at(ctx), 409, 'api.alreadyRefunded')
    case 'refundInProgress':
      return fail(at(ctx), 409, 'api.refundInProgress')
    case 'paymentInProgress':
      return fail(at(ctx), 409, 'api.paymentInProgress')
    case 'noCapture':
      return fail(at(ctx), 409, 'api.noCapture')
    case 'providerRefused':
      return fail(at(ctx), 409, 'api.providerRefused', { reason: r.reason })
    case 'providerUnavailable':
      return fail(at(ctx), 503, 'api.providerUnavailable')
  }
}

/** A review of a new maker or category as an answer: the list as it now is, or why not. */
async function reviewAnswer(ctx: ServiceContext, r: review.ReviewResult) {
  if (r.kind === 'notFound') return fail(at(ctx), 404, 'api.reviewNotFound')
  if (r.kind === 'reviewed') return fail(at(ctx), 409, 'api.reviewedAlready')
  if (r.kind === 'badTarget') return fail(at(ctx), 400, 'api.reviewBadTarget')
  if (r.kind === 'sameParts') return fail(at(ctx), 409, 'api.reviewSameParts', { parts: r.part_numbers.join(', ') })
  return okAdmin(ctx, await review.reviewList(ctx.db), 'api.reviewDone')
}

/** A feed import's refusal as an answer (the reason in the console's language). */
function importRefused(ctx: ServiceContext, r: feeds.ConsoleRefusal) {
  switch (r.kind) {
    case 'forbidden':
      return fail(ctx, 403, 'api.forbidden')
    case 'notFound':
      return fail(at(ctx), 404, 'api.importNotFound')
    case 'busy':
      return fail(at(ctx), 409, 'api.importBusy')
    case 'failure': {
      const { key, params } = failureKey(r.failure)
      return fail(at(ctx), 400, key, params)
    }
  }
}

export const adminRoutes: RouterHandlers<Contract['admin']> = {
  ...customerHandlers, // customers, feedback, newsletter (issue 32): customer-routes.ts
  importUpload: async ({ body }, ctx) => {
    const a = await actor(ctx, 'admin')
    if (!a) return refused(ctx)
    const r = await feeds.uploadFeed(ctx, a, body)
    return r.kind === 'ok' ? ok(ctx, { job: r.job, columns: r.columns }) : importRefused(ctx, r)
  },

  importPreview: async ({ params, body }, ctx) => {
    const a = await actor(ctx, 'admin')
    if (!a) return refused(ctx)
    const r = await feeds.previewImport(ctx, a, params.id, body.mapping)
    return r.kind === 'ok' ? ok(ctx, r.job) : importRefused(ctx, r)
  },

  importApply: async ({ params }, ctx) => {
    const a = await actor(ctx, 'admin')
    if (!a) return refused(ctx)
    const r = await feeds.applyImport(ctx, a, params.id)
    return r.kind === 'ok' ? ok(ctx, r.job) : importRefused(ctx, r)
  },

  importJob: async ({ params }, ctx) => {
    const a = await actor(ctx, 'admin')
    if (!a) return refused(ctx)
    const job = await feeds.importJobView(ctx, a, params.id)
    return job ? ok(ctx, job) : fail(at(ctx), 404, 'api.importNotFound')
  },

  reviewList: async (_, ctx) => {
    if (!(await actor(ctx, 'admin'))) return refused(ctx)
    return ok(ctx, await review.reviewList(ctx.db))
  },

  reviewMaker: async ({ params, body }, ctx) => {
    const a = await actor(ctx, 'admin')
    if (!a) return refused(ctx)
    return reviewAnswer(ctx, await review.reviewMaker(ctx, a, params.id, body))
  },

  reviewCategory: async ({ params, body }, ctx) => {
    const a = await actor(ctx, 'admin')
    if (!a) return refused(ctx)
    return reviewAnswer(ctx, await review.reviewCategory(ctx, a, params.id, body))
  },

  staffSetupInfo: async ({ query }, ctx) => {
    const info = await staff.setupInfo(ctx, query.token)
    return info ? ok(ctx, info) : fail(at(ctx), 404, 'api.setupLinkInvalid')
  },

  staffSetup: async ({ body }, ctx) => {
    const r = await staff.completeSetup(ctx, body)
    if (r.kind === 'badLink') return fail(at(ctx), 404, 'api.setupLinkInvalid')
    if (r.kind === 'badCode')
      return fail(at(ctx), 400, 'api.setupCodeWrong', undefined, [
        { field: 'code', message: adminTranslator(ctx.locale)('api.setupCodeWrong') },
      ])
    return okAdmin(ctx, { recovery_codes: r.recoveryCodes }, 'api.setupDone')
  },

  staffLogin: async ({ body }, ctx) => {
    const r = await staff.staffLogin(ctx, body)
    if (r.kind === 'limited')
      return {
        ...fail(ctx, 429, 'api.rateLimited', { seconds: r.retryAfter }),
        headers: { 'Retry-After': String(r.retryAfter) },
      }
    if (r.kind === 'wrong') return fail(at(ctx), 400, 'api.loginFailed')
    return {
      ...okAdmin(ctx, { ...r.me, expire: r.expire }, 'api.signedIn'),
      cookies: [{ name: STAFF_COOKIE, value: r.token, maxAgeSeconds: STAFF_SESSION_HOURS * 3600, strict: true }],
    }
  },

  staffLogout: async (_, ctx) => {
    const a = await actor(ctx, 'sales')
    if (!a) return refused(ctx)
    await staff.staffLogout(ctx, a)
    return {
      ...okAdmin(ctx, null, 'api.signedOut'),
      cookies: [{ name: STAFF_COOKIE, value: '', maxAgeSeconds: 0, strict: true }],
    }
  },

  staffMe: async (_, ctx) => {
    const a = await actor(ctx, 'sales')
    if (!a) return refused(ctx)
    return ok(ctx, { id: a.id, email: a.email, role: a.role, expire: ctx.session!.expire })
  },

  adminOrderList: async ({ query }, ctx) => {
    if (!(await actor(ctx, 'sales'))) return refused(ctx)
    return ok(ctx, await desk.listAdminOrders(ctx, query))
  },

  adminOrderDetail: async ({ params }, ctx) => {
    const a = await actor(ctx, 'sales')
    if (!a) return refused(ctx)
    const order = await desk.orderById(ctx, params.id)
    if (!order) return fail(at(ctx), 404, 'api.orderNotFound')
    return ok(ctx, await desk.adminOrderDetail(ctx, a, order))
  },

  orderConfirmPayment: ({ params, body }, ctx) =>
    orderAction(ctx, params.id, 'sales', (c, a, o) => desk.confirmPayment(c, a, o, body.reason)),
  orderSendBack: ({ params, body }, ctx) =>
    orderAction(ctx, params.id, 'sales', (c, a, o) => desk.sendBack(c, a, o, body.reason)),
  orderShip: ({ params, body }, ctx) => orderAction(ctx, params.id, 'sales', (c, a, o) => desk.ship(c, a, o, body)),
  orderStaffCancel: ({ params, body }, ctx) =>
    orderAction(ctx, params.id, 'sales', (c, a, o) => desk.cancel(c, a, o, body.reason)),
  orderRefund: ({ params, body }, ctx) => orderAction(ctx, params.id, 'admin', (c, a, o) => desk.refund(c, a, o, body)),

  adminRfqList: async ({ query }, ctx) => {
    if (!(await actor(ctx, 'sales'))) return refused(ctx)
    return ok(ctx, await rfqDesk.listAdminRfqs(ctx, query))
  },

  adminRfqDetail: async ({ params }, ctx) => {
    const a = await actor(ctx, 'sales')
    if (!a) return refused(ctx)
    const detail = await rfqDesk.openRfq(ctx, a, params.id)
    return detail ? ok(ctx, detail) : fail(at(ctx), 404, 'api.rfqNotFound')
  },

  rfqQuote: async ({ params, body }, ctx) => {
    const a = await actor(ctx, 'sales')
    if (!a) return refused(ctx)
    const r = await rfqDesk.sendQuote(ctx, a, params.id, body.lines)
    if (r.kind === 'notFound') return fail(at(ctx), 404, 'api.rfqNotFound')
    if (r.kind === 'already') return fail(at(ctx), 409, 'api.rfqQuotedAlready')
    if (r.kind === 'badLines') {
      const message = adminTranslator(ctx.locale)('api.quoteLines')
      return fail(at(ctx), 400, 'api.quoteLines', undefined, [{ field: r.field, message }])
    }
    return okAdmin(ctx, r.detail, 'api.quoted')
  },

  staffList: async (_, ctx) => {
    const a = await actor(ctx, 'admin')
    if (!a) return refused(ctx)
    return ok(ctx, await members.staffMembers(ctx))
  },

  staffAdd: async ({ body }, ctx) => {
    const a = await actor(ctx, 'admin')
    if (!a) return refused(ctx)
    return okAdmin(ctx, await members.addStaff(ctx, a, body), 'api.staffAdded')
  },

  staffRole: async ({ params, body }, ctx) => {
    const a = await actor(ctx, 'admin')
    if (!a) return refused(ctx)
    const r = await members.changeStaff(ctx, a, params.id, body.role)
    if (r.kind === 'notFound') return fail(at(ctx), 404, 'api.staffNotFound')
    if (r.kind === 'self') return fail(at(ctx), 409, 'api.staffSelf')
    const [member] = await members.staffMembers(ctx, params.id)
    return okAdmin(ctx, member!, 'api.staffChanged')
  },

  staffRemove: async ({ params }, ctx) => {
    const a = await actor(ctx, 'admin')
    if (!a) return refused(ctx)
    const r = await members.changeStaff(ctx, a, params.id, 'customer')
    if (r.kind === 'notFound') return fail(at(ctx), 404, 'api.staffNotFound')
    if (r.kind === 'self') return fail(at(ctx), 409, 'api.staffSelf')
    return okAdmin(ctx, null, 'api.staffRemoved')
  },

  dashboard: async (_, ctx) => {
    if (!(await actor(ctx, 'sales'))) return refused(ctx)
    return ok(ctx, await front.dashboard(ctx))
  },

  mailRetry: async ({ params }, ctx) => {
    const a = await actor(ctx, 'sales')
    if (!a) return refused(ctx)
    return (await front.retryMail(ctx, a, params.id))
      ? okAdmin(ctx, null, 'api.mailRetried')
      : fail(at(ctx), 404, 'api.mailNotFound')
  },

  orderReceipt: async ({ params, query }, ctx) => {
    if (!(await actor(ctx, 'sales'))) return refused(ctx)
    const file = await desk.receiptOf(ctx, params.id, query.n)
    if (!file) return fail(at(ctx), 404, 'api.receiptNotFound')
    return {
      status: 200 as const,
      body: new Uint8Array(file.bytes),
      headers: { 'Content-Type': file.type, 'Content-Disposition': `attachment; filename="${file.name}"` },
    }
  },
  ...adminContentRoutes,
}
