import { render } from 'vike/abort'
import type { PageContextServer } from 'vike/types'
import { createTranslator } from '../../../locales/translator'
import { redirectPastLastPage, sortOf } from '../../paging'

const MAKER_PARTS_PAGE_SIZE = 20

/** /manufacturer/{id}: the maker, its main categories and its parts (?page=n; sorted by ?sort= and ?order= as on the search page). */
export async function data(pageContext: PageContextServer) {
  const raw = pageContext.routeParams.id ?? ''
  const id = Number(raw)
  if (!/^\d{1,10}$/.test(raw) || id <= 0 || id > 2 ** 31) throw render(404)
  const page = Math.min(10_000, Math.max(1, Number.parseInt(pageContext.urlParsed.search.page ?? '1', 10) || 1))
  const q = pageContext.urlParsed.search
  const sorting = sortOf(q.sort, q.order)
  const res = await pageContext.api.catalogue.manufacturer({
    params: { id },
    query: { page, page_size: MAKER_PARTS_PAGE_SIZE, ...sorting },
  })
  if (res.status !== 200) throw render(404)
  const maker = res.body.data
  redirectPastLastPage(pageContext, maker.parts)
  const t = createTranslator(pageContext.messages)
  return {
    maker,
    sorting,
    meta: {
      title:
        page > 1
          ? t('catalogue.makerTitlePage', { name: maker.name, page })
          : t('catalogue.makerTitle', { name: maker.name }),
      description:
        maker.description.slice(0, 300) ||
        t('catalogue.makerDescription', { name: maker.name, count: maker.part_count }),
    },
  }
}
export type Data = Awaited<ReturnType<typeof data>>
