import { render } from 'vike/abort'
import type { PageContextServer } from 'vike/types'
import type { z } from 'zod'
import type { CategoryFilterQuery, CategoryQuery } from '../../../contract/catalogue'
import { redirectPastLastPage, sortOf } from '../../paging'
import { createTranslator } from '../../../locales/translator'
import { normalizePackage } from '../../../contract/packages'

const CATEGORY_PAGE_SIZE = 20
const MAX_INT = 2 ** 31

const id = (v: string | undefined) =>
  v && /^\d{1,10}$/.test(v) && Number(v) > 0 && Number(v) <= MAX_INT ? Number(v) : undefined
const num = (v: string | undefined) =>
  v !== undefined && v.trim() !== '' && Number.isFinite(Number(v)) ? Number(v) : undefined

/**
 * The filters of a category page as URL parameters (GET: crawlable and cacheable):
 * p{param_id}=value (repeatable), min{param_id}/max{param_id} (numbers in the SI unit),
 * mfr=id and pkg=text (repeatable), stock=1, rohs=1, sort=part_number|price|stock and order=asc|desc
 * (as on the search page), page=n.
 */
function categoryQueryFrom(categoryId: number, all: Record<string, string[]>): z.input<typeof CategoryQuery> {
  const params = new Map<number, { param_id: number; values?: string[]; min?: number; max?: number }>()
  const param = (pid: number) => params.get(pid) ?? (params.set(pid, { param_id: pid }), params.get(pid)!)
  for (const [key, values] of Object.entries(all)) {
    const m = /^(p|min|max)(\d{1,10})$/.exec(key)
    const pid = m && id(m[2])
    if (!m || !pid) continue
    if (m[1] === 'p') {
      const vs = values.filter((v) => v && v.length <= 100).slice(0, 50)
      if (vs.length) param(pid).values = vs
    } else {
      const n = num(values[0])
      if (n !== undefined) param(pid)[m[1] as 'min' | 'max'] = n
    }
  }
  const mfr = (all.mfr ?? [])
    .map(id)
    .filter((v): v is number => v !== undefined)
    .slice(0, 50)
  // As the facet values they filter on (an old link's SO-8 is SOIC-8), so that their boxes are ticked.
  const pkg = [
    ...new Set(
      (all.pkg ?? [])
        .filter((v) => v && v.length <= 100)
        .map(normalizePackage)
        .filter(Boolean),
    ),
  ].slice(0, 50)
  const page = Math.min(10_000, id(all.page?.[0]) ?? 1)
  return {
    category_id: categoryId,
    ...(params.size ? { params: [...params.values()].slice(0, 20) } : {}),
    ...(mfr.length ? { manufacturer_ids: mfr } : {}),
    ...(pkg.length ? { packages: pkg } : {}),
    ...(all.stock?.[0] === '1' ? { in_stock: true } : {}),
    ...(all.rohs?.[0] === '1' ? { rohs: true } : {}),
    ...sortOf(all.sort?.[0], all.order?.[0]),
    page,
    page_size: CATEGORY_PAGE_SIZE,
  }
}

export async function data(pageContext: PageContextServer) {
  const categoryId = id(pageContext.routeParams.id)
  if (!categoryId) throw render(404)
  const query = categoryQueryFrom(categoryId, pageContext.urlParsed.searchAll)
  const { sort: _sort, order: _order, page: _page, page_size: _pageSize, ...filters } = query
  const [filter, listing] = await Promise.all([
    pageContext.api.catalogue.getCategoryFilter({ body: filters as z.infer<typeof CategoryFilterQuery> }),
    pageContext.api.catalogue.getCategory({ body: query as z.infer<typeof CategoryQuery> }),
  ])
  if (filter.status !== 200) throw render(404)
  if (listing.status === 200) redirectPastLastPage(pageContext, listing.body.data)
  const t = createTranslator(pageContext.messages)
  const f = filter.body.data
  const error = listing.status === 200 ? null : (listing.body as { message?: string }).message || t('api.serverError')
  return {
    filter: f,
    query,
    listing: listing.status === 200 ? listing.body.data : null,
    error,
    meta: {
      title:
        query.page && query.page > 1
          ? t('catalogue.categoryTitlePage', { name: f.category.name, page: query.page })
          : f.category.name,
      description:
        f.category.description ||
        t('catalogue.categoryDescription', { name: f.category.name, count: f.category.part_count }),
    },
  }
}
export type Data = Awaited<ReturnType<typeof data>>
