import type { PageContextServer } from 'vike/types'
import type { SiteData } from '../components/site/site'
import { emptyConfig } from '../components/site/site-defaults'
import { pageDataCache } from './page-cache'

/**
 * Site-wide data for the chrome (config, languages, key figures), fetched through the contract
 * in-process and kept per language for 30 s, with its JSON for the browser (the same on every
 * page: serialized once, not by vike on every page). Failures are ignored (spec §8): the page
 * renders with empty config.
 */
const siteCache = pageDataCache<{ site: SiteData; siteJson: string }>(30_000)

export async function onCreatePageContext(pageContext: PageContextServer) {
  const version = await pageContext.dataVersion()
  const hit = siteCache.get(pageContext.cacheScope, pageContext.locale, version)
  if (hit) {
    pageContext.site = hit.site
    pageContext.siteJson = hit.siteJson
    return
  }
  const { api } = pageContext
  const [config, languages, labels] = await Promise.all([api.site.getConfig(), api.site.langList(), api.site.label()])
  const site: SiteData = {
    config: config.status === 200 ? config.body.data : emptyConfig,
    languages: languages.status === 200 ? languages.body.data : [],
    labels: labels.status === 200 ? labels.body.data : [],
  }
  const siteJson = JSON.stringify(site)
  if (config.status === 200) siteCache.set(pageContext.cacheScope, pageContext.locale, version, { site, siteJson })
  pageContext.site = site
  pageContext.siteJson = siteJson
}
