import type { PageContextServer } from 'vike/types'
import type { z } from 'zod'
import type { CategoryTreeNode } from '../../contract/catalogue'
import { createTranslator } from '../../locales/translator'

/** Only categories with parts: an empty one ("Through Hole Resistors 0") leads to nothing to buy. */
const hasParts = (c: { part_count: number }) => c.part_count > 0
const withParts = (tree: z.infer<typeof CategoryTreeNode>[]) =>
  tree.filter(hasParts).map((top) => ({
    ...top,
    children: top.children.filter(hasParts).map((c) => ({ ...c, children: c.children.filter(hasParts) })),
  }))

/** /category: the category tree (three levels) with part counts, and the catalogue's totals. */
export async function data(pageContext: PageContextServer) {
  const t = createTranslator(pageContext.messages)
  const [tree, stat] = await Promise.all([
    pageContext.api.catalogue.categoryTree(),
    pageContext.api.catalogue.categoryStat(),
  ])
  return {
    tree: tree.status === 200 ? withParts(tree.body.data) : [],
    stat: stat.status === 200 ? stat.body.data : null,
    meta: { title: t('catalogue.allCategories'), description: t('catalogue.allCategoriesDescription') },
  }
}
export type Data = Awaited<ReturnType<typeof data>>
