import type { PageContextServer } from 'vike/types'
import type { SiteData } from '../components/site'
import { emptyConfig } from '../components/site-defaults'

/**
 * Site-wide data for the chrome (config, languages, key figures), fetched through the contract
 * in-process and kept per language for 30 s. Failures are ignored (spec §8): the page renders with
 * empty config.
 */
const cache = new Map<string, { at: number; site: SiteData }>()
const TTL_MS = 30_000

export async function onCreatePageContext(pageContext: PageContextServer) {
  const hit = cache.get(pageContext.locale)
  if (hit && Date.now() - hit.at < TTL_MS) {
    pageContext.site = hit.site
    return
  }
  const { api } = pageContext
  const [config, languages, labels] = await Promise.all([api.site.getConfig(), api.site.langList(), api.site.label()])
  const site: SiteData = {
    config: config.status === 200 ? config.body.data : emptyConfig,
    languages: languages.status === 200 ? languages.body.data : [],
    labels: labels.status === 200 ? labels.body.data : [],
  }
  if (config.status === 200) cache.set(pageContext.locale, { at: Date.now(), site })
  pageContext.site = site
}
