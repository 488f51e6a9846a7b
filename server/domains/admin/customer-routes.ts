import type { Contract } from '../../../contract'
import type { customerRoutes } from '../../../contract/admin/customers'
import type { StaffRole } from '../../../contract/admin'
import { adminTranslator } from '../../../locales/admin'
import { fail, ok, type RouterHandlers } from '../../services/answers'
import type { ServiceContext } from '../../services/context'
import { staffActor } from '../staff/service'
import * as customers from './customers'
import * as feedback from './feedback'
import * as newsletter from './newsletter'

/**
 * The console's routes for customers, feedback and the newsletter (contract/admin/customers.ts,
 * issue 32): thin, as routes.ts — the service layer's own staff check after the route's, one
 * service call, the answer in the console's language. Spread into the console's handlers.
 */
const at = (ctx: ServiceContext) => ({ t: adminTranslator(ctx.locale) })
const okAdmin = <T>(ctx: ServiceContext, data: T, key: string) =>
  ok({ ...ctx, t: adminTranslator(ctx.locale) }, data, key)
const refused = (ctx: ServiceContext) =>
  ctx.session ? fail(ctx, 403, 'api.forbidden') : fail(ctx, 401, 'api.sessionInvalid')
const actor = (ctx: ServiceContext, role: StaffRole) => staffActor(ctx, role)

const file = (f: { bytes: Uint8Array<ArrayBuffer>; type: string; name: string }) => ({
  status: 200 as const,
  body: f.bytes,
  headers: { 'Content-Type': f.type, 'Content-Disposition': `attachment; filename="${f.name}"` },
})

/** The answer to a change of an account: the customer's page as the admin now sees it, or why not. */
async function changed(
  ctx: ServiceContext,
  a: NonNullable<Awaited<ReturnType<typeof actor>>>,
  r: customers.EraseResult,
  key: string,
) {
  if (r.kind === 'notFound') return fail(at(ctx), 404, 'api.customerNotFound')
  if (r.kind === 'refused') return fail(at(ctx), 409, 'api.customerRefused')
  if (r.kind === 'confirmMismatch') {
    const message = adminTranslator(ctx.locale)('api.eraseConfirm')
    return fail(at(ctx), 400, 'api.eraseConfirm', undefined, [{ field: 'confirm_email', message }])
  }
  return okAdmin(ctx, await customers.customerDetail(ctx, a, r.user), key)
}

export const customerHandlers: Pick<RouterHandlers<Contract['admin']>, keyof typeof customerRoutes> = {
  customerList: async ({ query }, ctx) => {
    if (!(await actor(ctx, 'sales'))) return refused(ctx)
    return ok(ctx, await customers.listCustomers(ctx, query))
  },

  customerDetail: async ({ params }, ctx) => {
    const a = await actor(ctx, 'sales')
    if (!a) return refused(ctx)
    const u = await customers.customerById(ctx, params.id)
    return u ? ok(ctx, await customers.customerDetail(ctx, a, u)) : fail(at(ctx), 404, 'api.customerNotFound')
  },

  customerDisable: async ({ params, body }, ctx) => {
    const a = await actor(ctx, 'admin')
    if (!a) return refused(ctx)
    return changed(ctx, a, await customers.disableCustomer(ctx, a, params.id, body.reason), 'api.customerDisabled')
  },

  customerEnable: async ({ params }, ctx) => {
    const a = await actor(ctx, 'admin')
    if (!a) return refused(ctx)
    return changed(ctx, a, await customers.enableCustomer(ctx, a, params.id), 'api.customerEnabled')
  },

  customerExport: async ({ params, query }, ctx) => {
    const a = await actor(ctx, 'admin')
    if (!a) return refused(ctx)
    const u = await customers.customerById(ctx, params.id)
    if (!u) return fail(at(ctx), 404, 'api.customerNotFound')
    const f = await customers.exportCustomer(ctx, a, u, query.format)
    return f ? file(f) : refused(ctx)
  },

  customerErase: async ({ params, body }, ctx) => {
    const a = await actor(ctx, 'admin')
    if (!a) return refused(ctx)
    return changed(ctx, a, await customers.eraseCustomer(ctx, a, params.id, body.confirm_email), 'api.customerErased')
  },

  feedbackList: async ({ query }, ctx) => {
    if (!(await actor(ctx, 'sales'))) return refused(ctx)
    return ok(ctx, await feedback.listFeedback(ctx, query))
  },

  feedbackHandle: async ({ params, body }, ctx) => {
    const a = await actor(ctx, 'sales')
    if (!a) return refused(ctx)
    const r = await feedback.handleFeedback(ctx, a, params.id, body.note)
    if (r.kind === 'notFound') return fail(at(ctx), 404, 'api.feedbackNotFound')
    if (r.kind === 'already') return fail(at(ctx), 409, 'api.feedbackHandledAlready')
    return okAdmin(ctx, r.row, 'api.feedbackHandled')
  },

  subscriberList: async ({ query }, ctx) => {
    if (!(await actor(ctx, 'sales'))) return refused(ctx)
    return ok(ctx, await newsletter.listSubscribers(ctx, query))
  },

  subscriberExport: async ({ query }, ctx) => {
    const a = await actor(ctx, 'sales')
    if (!a) return refused(ctx)
    return file(await newsletter.exportSubscribers(ctx, a, query.format))
  },
}
