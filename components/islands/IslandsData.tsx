import { usePageContext } from 'vike-react/usePageContext'
import type { Messages } from '../../locales/translator'
import { ISLANDS_DATA_ID, type IslandsPageData } from './islands-data'

/**
 * The one JSON blob an islands page carries for its islands: language, the dictionary's words its
 * islands show (not the whole language), site settings, session and the URL. Rendered after every
 * island of the page (the end of components/layout/AppShell.tsx), so it knows their words.
 */
export function IslandsData() {
  const pageContext = usePageContext()
  if (!pageContext.config?.islands) return null
  const { pathname, search, searchOriginal } = pageContext.urlParsed
  const { locale, messages, site, session, publicUrl, unknownLanguage } = pageContext
  // The dictionary's words and the site settings are the same on every page of a language: their
  // JSON is made once (per dictionary and set of words, per site object of +onCreatePageContext).
  const visitor = JSON.stringify({
    session,
    publicUrl,
    unknownLanguage,
    urlParsed: { pathname, search, searchOriginal },
  } satisfies Partial<IslandsPageData>)
  const json = `{"locale":${JSON.stringify(locale)},"messages":${messagesJson(messages, pageContext.islandWords)},"site":${siteJson(site)},${escapeJson(visitor).slice(1)}`
  return (
    <script
      type="application/json"
      id={ISLANDS_DATA_ID}
      nonce={pageContext.cspNonce ?? undefined}
      dangerouslySetInnerHTML={{ __html: json }}
    />
  )
}

/** `<` escaped: the JSON cannot end the script element. */
const escapeJson = (json: string) => json.replace(/</g, '\\u003c')

const siteJsons = new WeakMap<object, string>()
const siteJson = (site: IslandsPageData['site']) => {
  let json = siteJsons.get(site)
  if (json === undefined) siteJsons.set(site, (json = escapeJson(JSON.stringify({ ...site, labels: [] }))))
  return json
}

const messagesJsons = new WeakMap<Messages, Map<string, string>>()
const messagesJson = (messages: Messages, words: Set<string> = new Set()) => {
  let byWords = messagesJsons.get(messages)
  if (!byWords) messagesJsons.set(messages, (byWords = new Map()))
  const key = [...words].join(' ')
  let json = byWords.get(key)
  if (json === undefined) byWords.set(key, (json = escapeJson(JSON.stringify(pickMessages(messages, words)))))
  return json
}

/** The dictionary's entries named by `words` (a section such as `nav`, or a key such as `cart.add`), and its `locale`. */
export function pickMessages(messages: Messages, words: Iterable<string>): Messages {
  const out: Record<string, unknown> = { locale: messages.locale }
  for (const word of words) {
    const keys = word.split('.')
    let from: unknown = messages
    let to = out
    keys.forEach((key, i) => {
      from = (from as Record<string, unknown> | undefined)?.[key]
      if (from === undefined) return
      if (i === keys.length - 1) to[key] = from
      // A copy: the page's dictionary is never written to.
      else to = to[key] = { ...(to[key] as Record<string, unknown> | undefined) }
    })
  }
  return out as Messages
}
