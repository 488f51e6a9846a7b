import rosetta from 'rosetta'
import type en from './en.json'

export type Messages = typeof en
export type Translate = (key: string, params?: Record<string, unknown>) => string

/**
 * A translator over one locale's dictionary, then the fallback dictionary (English), then the key.
 * The browser gets only its locale's dictionary through pageContext; the server has them all
 * (locales/dictionaries.ts). A test keeps every dictionary complete.
 */
export function createTranslator(messages: Messages, fallback?: Messages): Translate {
  const r = rosetta<Messages>({ main: messages, ...(fallback ? { fallback } : {}) })
  return (key, params) =>
    r.t(key, params as never, 'main') || (fallback ? r.t(key, params as never, 'fallback') : '') || key
}
