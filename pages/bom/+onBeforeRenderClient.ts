import type { PageContextClient } from 'vike/types'
import { loadBomMessages } from '../../locales/load-section'
import { onBeforeRenderClient as common } from '../+onBeforeRenderClient'

/** The common dictionary and site data, and the BOM section of the dictionary (only BOM pages load it). */
export async function onBeforeRenderClient(pageContext: PageContextClient) {
  const [, bom] = await Promise.all([common(pageContext), loadBomMessages(pageContext.locale)])
  pageContext.messages = { ...pageContext.messages, ...bom }
}
