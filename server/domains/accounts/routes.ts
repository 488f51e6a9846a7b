import type { Contract } from '../../../contract'
import type { RouterHandlers } from '../../http/contract-routes'
import { ok } from '../../http/envelope'

export const accountsRoutes: RouterHandlers<Contract['accounts']> = {
  session: async (_, ctx) => ok(ctx, { user_id: ctx.session!.userId, expire: ctx.session!.expire }),
}
