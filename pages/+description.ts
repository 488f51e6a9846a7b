import type { PageContext } from 'vike/types'
import { pageMeta } from './meta'

export default (pageContext: PageContext) =>
  pageMeta(pageContext).description || pageContext.site?.config.seo.description || ''
