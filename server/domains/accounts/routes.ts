import type { Contract } from '../../../contract'
import type { RouterHandlers } from '../../http/contract-routes'
import { fail, ok } from '../../http/envelope'

// The handlers follow (issue 4); until then the new calls answer 500.
const todo = async (_: unknown, ctx: Parameters<typeof fail>[0]) => fail(ctx, 500, 'api.serverError')

export const accountsRoutes: RouterHandlers<Contract['accounts']> = {
  session: async (_, ctx) => ok(ctx, { user_id: ctx.session!.userId, expire: ctx.session!.expire }),
  logout: todo,
  register: todo,
  countries: todo,
  active: todo,
  login: todo,
  resend: todo,
  forgot: todo,
  resetVerify: todo,
  resetPassword: todo,
  profileInfo: todo,
  profileModify: todo,
  changePassword: todo,
  addressList: todo,
  addressCreate: todo,
  addressUpdate: todo,
  addressDelete: todo,
}
