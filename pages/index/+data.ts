import type { PageContextServer } from 'vike/types'

export async function data(pageContext: PageContextServer) {
  const news = await pageContext.api.content.newsList({ query: { page: 1, page_size: 4 } })
  return { news: news.status === 200 ? news.body.data.list : [], meta: {} }
}
export type Data = Awaited<ReturnType<typeof data>>
