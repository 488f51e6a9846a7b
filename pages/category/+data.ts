import type { PageContextServer } from 'vike/types'
import { createTranslator } from '../../locales/translator'

/** /category: the category tree (three levels) with part counts, and the catalogue's totals. */
export async function data(pageContext: PageContextServer) {
  const t = createTranslator(pageContext.messages)
  const [tree, stat] = await Promise.all([
    pageContext.api.catalogue.categoryTree(),
    pageContext.api.catalogue.categoryStat(),
  ])
  return {
    tree: tree.status === 200 ? tree.body.data : [],
    stat: stat.status === 200 ? stat.body.data : null,
    meta: { title: t('catalogue.allCategories'), description: t('catalogue.allCategoriesDescription') },
  }
}
export type Data = Awaited<ReturnType<typeof data>>
