import { redirect } from 'vike/abort'
import type { PageContextServer } from 'vike/types'
import { localizePath } from '../locales/locales'

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
  if (list.page <= last) return
  const params = new URLSearchParams(pageContext.urlParsed.searchOriginal ?? '')
  if (last > 1) params.set('page', String(last))
  else params.delete('page')
  const query = params.toString()
  throw redirect(localizePath(pageContext.urlParsed.pathname, pageContext.locale) + (query ? `?${query}` : ''))
}
