import type { accountsContract } from '../../../contract/accounts'
import type { RouterHandlers } from '../../http/contract-routes'
import { ok } from '../../http/envelope'

export const accountsRoutes: RouterHandlers<typeof accountsContract> = {
  session: async (_, ctx) => ok(ctx, { user_id: ctx.session!.userId, expire: ctx.session!.expire }),
}
