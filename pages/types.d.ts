import type { Locale } from '../locales/locales'
import type { Messages } from '../locales/translator'
import type { InternalClient } from '../server/http/internal-client'
import type { SiteData } from '../components/site/site'

declare global {
  namespace Vike {
    interface PageContext {
      /** The URL's language (en has no prefix). */
      locale: Locale
      /** That language's dictionary (locales/<code>.json): set by the server, loaded by the browser before hydration (+onBeforeRenderClient). */
      messages: Messages
      /** The first path segment is a language code we do not serve: "This page could not be found." */
      unknownLanguage?: boolean
      publicUrl: string
      /** Config, languages and key figures for the header, footer and side bar. */
      site: SiteData
      /** `site` as JSON: what the browser receives of it (+onBeforeRenderClient parses it). */
      siteJson: string
      /** Signed in (a token cookie came with the request) and the userInfo cookie; for the header's first paint. */
      session: import('../components/app/state').SessionState
      /** Server, islands pages: the dictionary's words their islands show (components/islands/Island.tsx). */
      islandWords?: Set<string>
    }
    interface Config {
      /** The page loads only its islands, no page runtime (components/islands/Island.tsx; its +client.ts hydrates them). */
      islands?: boolean
      /** The operations console (pages/admin): no shop chrome around the page (components/layout/AppShell.tsx). */
      console?: boolean
    }
    interface PageContextServer {
      /** The contract's typed client, answered in-process (server/http/internal-client.ts). */
      api: InternalClient
      /** One object per running app (its ports): per-process caches of page data are kept per app, never shared between two apps in one process (tests). */
      cacheScope: object
      /**
       * The version of the public data (server/domains/catalogue/data-version.ts), read once per render
       * when asked: page data kept per process is kept per version, so a change in the console shows at once.
       */
      dataVersion: () => Promise<string>
    }
  }
}
export {}
