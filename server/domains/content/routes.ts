import type { Contract } from '../../../contract'
import type { RouterHandlers } from '../../services/answers'
import { fail, ok } from '../../services/answers'
import * as content from './service'
import { readPicture } from './pictures'

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
  picture: async ({ params }, ctx) => {
    const picture = await readPicture(ctx, params.name)
    if (!picture) return fail(ctx, 404, 'api.notFound')
    return {
      status: 200 as const,
      body: new Uint8Array(picture.bytes),
      headers: {
        'Content-Type': picture.type,
        'Content-Disposition': 'inline',
        // A picture's name is new for every upload: it never changes.
        'Cache-Control': 'public, max-age=31536000, immutable',
      },
    }
  },
}
