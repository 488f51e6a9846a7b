import type { Contract } from '../../../contract'
import { ok, type RouterHandlers } from '../../services/answers'
import { storeSpreadsheet } from './service'

export const uploadsRoutes: RouterHandlers<Contract['uploads']> = {
  excel: async ({ body }, ctx) => ok(ctx, await storeSpreadsheet(ctx, body.file)),
}
