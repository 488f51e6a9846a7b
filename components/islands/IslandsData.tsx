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
  const data: IslandsPageData = {
    locale: pageContext.locale,
    messages: pickMessages(pageContext.messages, pageContext.islandWords ?? new Set()),
    site: { ...pageContext.site, labels: [] },
    session: pageContext.session,
    publicUrl: pageContext.publicUrl,
    unknownLanguage: pageContext.unknownLanguage,
    urlParsed: { pathname, search, searchOriginal },
  }
  // `<` escaped: the JSON cannot end the script element.
  const json = JSON.stringify(data).replace(/</g, '\\u003c')
  return (
    <script
      type="application/json"
      id={ISLANDS_DATA_ID}
      nonce={pageContext.cspNonce ?? undefined}
      dangerouslySetInnerHTML={{ __html: json }}
    />
  )
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
