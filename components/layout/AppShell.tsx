import { QueryClientProvider, useIsFetching, useIsMutating } from '@tanstack/react-query'
import { StoreProvider, useAtomValue } from '../app/store'
import { useEffect, useState, type ReactNode } from 'react'
import { usePageContext } from 'vike-react/usePageContext'
import { setApiLocale } from '../app/call'
import { newQueryClient } from '../app/query'
import { FeedbackDialogIsland } from '../site/FeedbackDialog'
import { Footer } from './Footer'
import { HeaderIsland } from './Header'
import { useT } from '../app/i18n'
import { SideBarIsland } from './SideBar'
import { navigatingAtom, sessionAtom } from '../app/state'
import { ToastsIsland, useToast } from './Toasts'
import { takeNextPageToast } from './next-page-toast'
import { LiveStateIsland } from './LiveState'
import { IslandsData } from '../islands/IslandsData'

/**
 * Providers (React Query, which the contract's hooks use; the page's store, components/app/store.ts,
 * starting with the session the server saw) and the page chrome: header, side
 * bar, footer. There is no `tsr.ReactQueryProvider`: it only serves `tsr.useQueryClient()`, which
 * nothing uses, and built ~900 helper functions per page render. On an islands page the chrome's
 * live parts are islands (components/islands/Island.tsx) and the page ends with their data.
 */
export function AppShell({ children }: { children: ReactNode }) {
  const [queryClient] = useState(newQueryClient)
  const { locale, session, config } = usePageContext()
  const t = useT()
  setApiLocale(locale)
  // The operations console (pages/admin) has a frame of its own.
  if (config.console) return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  return (
    <QueryClientProvider client={queryClient}>
      {/* Signed-in pages are never cached, so the header greets from the first paint. */}
      <StoreProvider initial={[[sessionAtom, session]]}>
        <LoadingBar />
        <a className="skip-link" href="#main">
          {t('common.home')}
        </a>
        <HeaderIsland />
        <LiveStateIsland />
        <main id="main" className="container page">
          {children}
        </main>
        <SideBarIsland />
        <Footer />
        <FeedbackDialogIsland />
        <ToastsIsland />
        {!config.islands && <NextPageToast />}
        <IslandsData />
      </StoreProvider>
    </QueryClientProvider>
  )
}

/**
 * The global loading bar: page navigation or any API call in flight. A sight cue only, hidden from
 * assistive technology: as a nameless progressbar outside the landmarks it was an axe violation
 * whenever a page fetched (the account centre), and the page's own content says what is loading.
 */
function LoadingBar() {
  const navigating = useAtomValue(navigatingAtom)
  const busy = useIsFetching() + useIsMutating() > 0 || navigating
  return <div className={`loading-bar ${busy ? 'busy' : ''}`} aria-hidden="true" />
}

/** The toast an islands page left for this one (./next-page-toast.ts): shown once the page is live. */
function NextPageToast() {
  const toast = useToast()
  useEffect(() => {
    const text = takeNextPageToast()
    if (text) toast(text)
  }, [toast])
  return null
}
