import type { PageContext } from 'vike/types'
import { createTranslator } from '../locales/translator'
import { pageMeta } from './meta'

/** "<page> | <site SEO title>"; the home page and pages without a title use the site's SEO title. */
export default (pageContext: PageContext) => {
  const siteTitle = pageContext.site?.config.seo.title || createTranslator(pageContext.messages)('site.company')
  if (pageContext.pageId === '/pages/_error') {
    const t = createTranslator(pageContext.messages)
    return `${pageContext.is404 ? t('errors.notFoundLanguage') : t('errors.serverTitle')} | ${siteTitle}`
  }
  const title = pageMeta(pageContext).title
  return title ? `${title} | ${siteTitle}` : siteTitle
}
