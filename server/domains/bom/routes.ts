import type { Contract } from '../../../contract'
import type { RouterHandlers } from '../../services/answers'
import { bomTemplate } from './template'

export const bomRoutes: RouterHandlers<Contract['bom']> = {
  downloadTemplate: async (_, ctx) => ({ status: 200, body: bomTemplate(ctx.t) }),
}
