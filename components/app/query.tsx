import { QueryClient, QueryClientContext, QueryClientProvider } from '@tanstack/react-query'
import { use, useContext, type ReactNode } from 'react'
import { usePageContext } from 'vike-react/usePageContext'
import { VikeReactProviderPageContext } from 'vike-react/usePageContext'
import { loadMessages } from '../../locales/load-messages'

/** React Query's client, as every page uses it: one retry, no refetch when the window regains focus. */
export function newQueryClient() {
  return new QueryClient({ defaultOptions: { queries: { retry: 1, refetchOnWindowFocus: false } } })
}

let islandsClient: QueryClient | undefined

/**
 * What a part loaded on first use (the feedback and quick-RFQ dialogs) needs on any page: React
 * Query, and the whole dictionary. A page with vike's runtime has both; on an islands page
 * (components/islands) the island brings only its own words and no React Query, so both are
 * loaded here, with the part itself, when it is first opened (it suspends until then).
 */
export function FullApp({ children }: { children: ReactNode }) {
  const outer = useContext(QueryClientContext)
  const pageContext = usePageContext()
  const islands = !outer
  const messages = islands ? use(loadMessages(pageContext.locale)) : pageContext.messages
  if (!islands) return children
  islandsClient ??= newQueryClient()
  return (
    <VikeReactProviderPageContext pageContext={{ ...pageContext, messages }}>
      <QueryClientProvider client={islandsClient}>{children}</QueryClientProvider>
    </VikeReactProviderPageContext>
  )
}
