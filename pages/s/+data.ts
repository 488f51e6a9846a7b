import type { PageContextServer } from 'vike/types'
import { KEYWORD_MAX_LENGTH } from '../../contract/search'
import { normalizePackage } from '../../contract/packages'
import { createTranslator } from '../../locales/translator'
import { redirectPastLastPage, redirectWithQuery, sortOf } from '../paging'

const SEARCH_PAGE_SIZE = 20
const MIN_SEARCH = 2

const int = (v: string | undefined) => {
  const n = Number(v)
  return v && /^\d{1,10}$/.test(v) && n > 0 && n <= 2 ** 31 ? n : undefined
}

/**
 * /s?wd={keyword}: search results with facets. Filters and the sort travel in the URL (mfr, cat,
 * pkg, stock, rohs, sort, order, page), so every result page is a plain, cacheable GET.
 */
export async function data(pageContext: PageContextServer) {
  const t = createTranslator(pageContext.messages)
  const q = pageContext.urlParsed.search
  const wd = (q.wd ?? '').trim()
  // A longer text (only an address can carry one: the search box stops at the limit) becomes its
  // beginning in the address itself, so the page, its links and the address bar all show what was
  // searched; `cut` makes the page say so.
  const characters = [...wd]
  if (characters.length > KEYWORD_MAX_LENGTH)
    redirectWithQuery(pageContext, {
      wd: characters.slice(0, KEYWORD_MAX_LENGTH).join('').trim(),
      cut: '1',
      page: undefined,
    })
  const shortened = q.cut === '1'
  const filters = {
    manufacturer_id: int(q.mfr),
    category_id: int(q.cat),
    // As the facet value it filters on (an old link's SO-8 is SOIC-8), so that its box is ticked.
    package: q.pkg ? normalizePackage(q.pkg.slice(0, 100)) || undefined : undefined,
    in_stock: q.stock === '1' ? true : undefined,
    rohs: q.rohs === '1' ? true : undefined,
  }
  const page = Math.min(10_000, int(q.page) ?? 1)
  const sorting = sortOf(q.sort, q.order)
  const meta = { title: wd ? t('search.metaTitle', { keyword: wd }) : t('search.title') }
  if (wd.length < MIN_SEARCH)
    return { wd, shortened, filters, sorting, page, result: null, error: wd ? t('search.tooShort') : null, meta }
  const res = await pageContext.api.catalogue.search({
    query: {
      keyword: wd,
      page,
      page_size: SEARCH_PAGE_SIZE,
      ...sorting,
      ...Object.fromEntries(Object.entries(filters).filter(([, v]) => v !== undefined)),
    },
  })
  if (res.status !== 200) {
    const message = (res.body as { message?: string } | undefined)?.message
    return { wd, shortened, filters, sorting, page, result: null, error: message || t('api.serverError'), meta }
  }
  redirectPastLastPage(pageContext, res.body.data)
  return { wd, shortened, filters, sorting, page, result: res.body.data, error: null, meta }
}
export type Data = Awaited<ReturnType<typeof data>>
