import type { Contract } from '../../../contract'
import type { searchContract } from '../../../contract/search'
import type { RouterHandlers } from '../../services/answers'
import { fieldError, ok } from '../../services/answers'
import * as search from './service'

/** Part search's two calls; the client reaches them as `catalogue.search` and `catalogue.searchOption`. */
export const searchRoutes: RouterHandlers<Pick<Contract['catalogue'], keyof typeof searchContract>> = {
  search: async ({ query }, ctx) => {
    const result = await search.search(ctx, query)
    return result ? ok(ctx, result) : fieldError(ctx, 400, 'keyword', 'search.lessThanTwo')
  },
  searchOption: async ({ query }, ctx) => ok(ctx, await search.suggest(ctx, query.keyword)),
}
