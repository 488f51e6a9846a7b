import type { PageContextServer } from 'vike/types'
import { LETTERS } from '../../contract/catalogue'
import { createTranslator } from '../../locales/translator'

const MANUFACTURER_PAGE_SIZE = 60

/** /manufacturer: makers by name (?letter=a, ?q=text), with part counts, paginated (?page=n). */
export async function data(pageContext: PageContextServer) {
  const t = createTranslator(pageContext.messages)
  const q = pageContext.urlParsed.search
  const letter = (LETTERS as readonly string[]).includes((q.letter ?? '').toLowerCase())
    ? (q.letter!.toLowerCase() as (typeof LETTERS)[number])
    : undefined
  const keyword = (q.q ?? '').trim().slice(0, 100)
  const page = Math.min(10_000, Math.max(1, Number.parseInt(q.page ?? '1', 10) || 1))
  const res = await pageContext.api.catalogue.manufacturers({
    query: { page, page_size: MANUFACTURER_PAGE_SIZE, ...(letter ? { letter } : {}), ...(keyword ? { keyword } : {}) },
  })
  return {
    letter: letter ?? null,
    keyword,
    result: res.status === 200 ? res.body.data : { list: [], total: 0, page, page_size: MANUFACTURER_PAGE_SIZE },
    meta: { title: t('catalogue.manufacturers'), description: t('catalogue.manufacturersDescription') },
  }
}
export type Data = Awaited<ReturnType<typeof data>>
