import type { PageContext } from 'vike/types'

/** What a page's +data gives for <title> and <meta name="description">. */
export type PageMeta = { title?: string; description?: string }

export function pageMeta(pageContext: PageContext): PageMeta {
  return ((pageContext.data as { meta?: PageMeta } | undefined)?.meta ?? {}) as PageMeta
}
