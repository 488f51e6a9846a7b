import type { PageContextClient } from 'vike/types'
import { loadMessages } from '../locales/load-messages'

/** The server renders with the page's dictionary; the browser loads it (a cached chunk) before hydrating. */
export async function onBeforeRenderClient(pageContext: PageContextClient) {
  pageContext.messages = await loadMessages(pageContext.locale)
}
