import { redirect } from 'vike/abort'
import type { PageContextServer } from 'vike/types'
import { localizePath } from '../locales/locales'
import { PART_SORTS, type PartSort, type SortOrder } from '../contract/catalogue'

/**
 * Sends the browser to the same page, in the same language, with some query parameters changed
 * (undefined removes one) and the others kept.
 */
export function redirectWithQuery(pageContext: PageContextServer, changes: Record<string, string | undefined>): never {
  const params = new URLSearchParams(pageContext.urlParsed.searchOriginal ?? '')
  for (const [key, value] of Object.entries(changes)) {
    if (value === undefined) params.delete(key)
    else params.set(key, value)
  }
  const query = params.toString()
  throw redirect(localizePath(pageContext.urlParsed.pathname, pageContext.locale) + (query ? `?${query}` : ''))
}

/** The page number in a list's URL (?page=n): 1 to 10,000; 1 when missing or not a number. */
export const pageNumberOf = (page: string | undefined) => Math.min(10_000, Math.max(1, Math.trunc(Number(page)) || 1))

/** The status tab in a list's URL (?status=): one of the list's `statuses`, else undefined (all). */
export const statusTabOf = <S extends string>(statuses: readonly S[], status: string | undefined): S | undefined =>
  statuses.find((s) => s === status)

/**
 * A list page past its last one (an old link, a typed page number) would show "No data" under
 * "1,291 parts found", with no pager to get back: it goes to the last page instead, with the same
 * filters (302: the list may grow again).
 */
export function redirectPastLastPage(
  pageContext: PageContextServer,
  list: { total: number; page: number; page_size: number },
) {
  const last = Math.max(1, Math.ceil(list.total / list.page_size))
  if (list.page > last) redirectWithQuery(pageContext, { page: last > 1 ? String(last) : undefined })
}

/**
 * The sort of a list of parts in its URL (sort=price&order=desc), read alike by the search,
 * category and manufacturer pages: a sort the API knows, else the list's own order (an old or
 * typed link shows the list rather than an error; the API answers 400 to an unknown one).
 */
export function sortOf(sort: string | undefined, order: string | undefined): { sort: PartSort; order: SortOrder } {
  const known = PART_SORTS.find((s) => s === sort) ?? 'default'
  return { sort: known, order: known !== 'default' && order === 'desc' ? 'desc' : 'asc' }
}
