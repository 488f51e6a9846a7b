import type { Locale } from './locales'
import type { Messages } from './translator'

/**
 * The BOM pages' words (`bom.*`): a section of each dictionary that the browser's common dictionary
 * leaves out (vite.config.ts, PAGE_MESSAGE_SECTIONS), a chunk of its own per language loaded only
 * by the BOM pages (their +onBeforeRenderClient.ts), so that other pages do not carry it.
 */
const bomFiles = import.meta.glob<Messages>('./*.json', { import: 'default', query: { section: 'bom' } })
const loaded = new Map<Locale, Promise<Messages>>()

export function loadBomMessages(locale: Locale): Promise<Messages> {
  let messages = loaded.get(locale)
  if (!messages) loaded.set(locale, (messages = bomFiles[`./${locale}.json`]!()))
  return messages
}
