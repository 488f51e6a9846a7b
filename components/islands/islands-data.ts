import type { PageContext } from 'vike/types'

/** What the islands of a page read of its context (components/islands/hydrate.tsx makes it their pageContext). */
export type IslandsPageData = Pick<
  PageContext,
  'locale' | 'messages' | 'site' | 'session' | 'publicUrl' | 'unknownLanguage'
> & { urlParsed: Pick<PageContext['urlParsed'], 'pathname' | 'search' | 'searchOriginal'> }

export const ISLANDS_DATA_ID = 'islands-data'
