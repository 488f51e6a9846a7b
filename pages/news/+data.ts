import type { PageContextServer } from 'vike/types'
import { createTranslator } from '../../locales/translator'
import { redirectPastLastPage } from '../paging'

const NEWS_PAGE_SIZE = 10

export async function data(pageContext: PageContextServer) {
  const { api, urlParsed } = pageContext
  const page = Math.max(1, Math.min(10_000, Number.parseInt(urlParsed.search.page ?? '1', 10) || 1))
  const tag = Number.parseInt(urlParsed.search.tag ?? '', 10)
  const [list, tags] = await Promise.all([
    api.content.newsList({ query: { page, page_size: NEWS_PAGE_SIZE, ...(tag > 0 ? { tag_id: tag } : {}) } }),
    api.content.newsTags(),
  ])
  if (list.status === 200) redirectPastLastPage(pageContext, list.body.data)
  const t = createTranslator(pageContext.messages)
  return {
    news: list.status === 200 ? list.body.data : { list: [], total: 0, page, page_size: NEWS_PAGE_SIZE },
    tags: tags.status === 200 ? tags.body.data : [],
    tag: tag > 0 ? tag : null,
    meta: { title: t('news.title') },
  }
}
export type Data = Awaited<ReturnType<typeof data>>
