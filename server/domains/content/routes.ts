import type { Contract } from '../../../contract'
import type { RouterHandlers } from '../../services/answers'
import { fail, ok } from '../../services/answers'
import * as content from './service'

export const contentRoutes: RouterHandlers<Contract['content']> = {
  getPage: async ({ params }, ctx) => {
    const page = await content.getPage(ctx, params.id)
    return page ? ok(ctx, page) : fail(ctx, 404, 'api.notFound')
  },
  newsList: async ({ query }, ctx) => ok(ctx, await content.listNews(ctx, query)),
  newsDetail: async ({ params }, ctx) => {
    const item = await content.getNews(ctx, params.id)
    return item ? ok(ctx, item) : fail(ctx, 404, 'api.notFound')
  },
  newsTags: async (_, ctx) => ok(ctx, await content.listNewsTags(ctx)),
}
