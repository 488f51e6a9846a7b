import type { PageContextClient } from 'vike/types'
import type { SiteData } from '../components/site/site'
import { loadMessages } from '../locales/load-messages'

let lastSite: { json: string; site: SiteData } | undefined

/**
 * The server renders with the page's dictionary; the browser loads it (a cached chunk) before
 * hydrating. The site data comes as JSON; the next page's same JSON gives the same object.
 */
export async function onBeforeRenderClient(pageContext: PageContextClient) {
  if (lastSite?.json !== pageContext.siteJson)
    lastSite = { json: pageContext.siteJson, site: JSON.parse(pageContext.siteJson) as SiteData }
  pageContext.site = lastSite.site
  pageContext.messages = await loadMessages(pageContext.locale)
}
