import { redirect, render } from 'vike/abort'
import type { PageContextServer } from 'vike/types'
import { LETTERS } from '../../contract/catalogue'
import { localizePath } from '../../locales/locales'
import { createTranslator } from '../../locales/translator'

const INDEX_PAGE_SIZE = 100
type Letter = (typeof LETTERS)[number]

/**
 * /products/{letter}/{page}: part numbers by first character (a–z, 0–9, other). The SEO title
 * names the letter, the page and the company (spec §9).
 */
export async function data(pageContext: PageContextServer) {
  const { name = '', page: rawPage = '' } = pageContext.routeParams
  if (!name) throw redirect(localizePath('/products/A/1', pageContext.locale), 301)
  const letter = name.toLowerCase() as Letter
  if (!(LETTERS as readonly string[]).includes(letter)) throw render(404)
  if (rawPage && !/^\d{1,5}$/.test(rawPage)) throw render(404)
  const page = rawPage ? Number(rawPage) : 1
  if (page < 1 || page > 10_000) throw render(404)
  const res = await pageContext.api.catalogue.productNav({ query: { letter, page, page_size: INDEX_PAGE_SIZE } })
  const result = res.status === 200 ? res.body.data : { list: [], total: 0, page, page_size: INDEX_PAGE_SIZE, letter }
  if (page > 1 && result.list.length === 0) throw render(404)
  const t = createTranslator(pageContext.messages)
  const label = letter === 'other' ? t('footer.other') : letter.toUpperCase()
  const company = pageContext.site?.config.company_name || t('site.company')
  return {
    letter,
    label,
    result,
    meta: {
      title: t('products.metaTitle', { letter: label, page, company }),
      description: t('products.metaDescription', { letter: label, page, company }),
    },
  }
}
export type Data = Awaited<ReturnType<typeof data>>
