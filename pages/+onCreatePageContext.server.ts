import type { PageContextServer } from 'vike/types'
import { formatCount } from '../components/money'
import type { SiteData } from '../components/site'
import { emptyConfig } from '../components/site-defaults'
import { pageDataCache } from './page-cache'

/**
 * The key figures as the site config words them, except the number of manufacturers: that one is
 * the catalogue's own count (the config's "2800+" is a claim the catalogue does not bear out), and
 * left out when the count is unknown.
 */
function keyFigures(labels: SiteData['labels'], manufacturers: number | undefined): SiteData['labels'] {
  return labels.flatMap((l) =>
    l.key !== 'manufacturers' ? [l] : manufacturers ? [{ ...l, value: formatCount(manufacturers) }] : [],
  )
}

/**
 * Site-wide data for the chrome (config, languages, key figures), fetched through the contract
 * in-process and kept per language for 30 s, with its JSON for the browser (the same on every
 * page: serialized once, not by vike on every page). Failures are ignored (spec §8): the page
 * renders with empty config.
 */
const siteCache = pageDataCache<{ site: SiteData; siteJson: string }>(30_000)

export async function onCreatePageContext(pageContext: PageContextServer) {
  const hit = siteCache.get(pageContext.cacheScope, pageContext.locale)
  if (hit) {
    pageContext.site = hit.site
    pageContext.siteJson = hit.siteJson
    return
  }
  const { api } = pageContext
  const [config, languages, labels, stat] = await Promise.all([
    api.site.getConfig(),
    api.site.langList(),
    api.site.label(),
    api.catalogue.categoryStat(),
  ])
  const site: SiteData = {
    config: config.status === 200 ? config.body.data : emptyConfig,
    languages: languages.status === 200 ? languages.body.data : [],
    labels:
      labels.status === 200
        ? keyFigures(labels.body.data, stat.status === 200 ? stat.body.data.manufacturers : undefined)
        : [],
  }
  const siteJson = JSON.stringify(site)
  if (config.status === 200) siteCache.set(pageContext.cacheScope, pageContext.locale, { site, siteJson })
  pageContext.site = site
  pageContext.siteJson = siteJson
}
