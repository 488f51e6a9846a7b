import { QueryClient, QueryClientProvider, useIsFetching, useIsMutating } from '@tanstack/react-query'
import { Provider as JotaiProvider, useAtom, useAtomValue, useSetAtom } from 'jotai'
import { useHydrateAtoms } from 'jotai/utils'
import { useEffect, useState, type ReactNode } from 'react'
import { usePageContext } from 'vike-react/usePageContext'
import { setApiLocale } from '../app/api'
import { readCookie } from '../app/cookies'
import { FeedbackDialog } from '../site/FeedbackDialog'
import { Footer } from './Footer'
import { Header } from './Header'
import { useT } from '../app/i18n'
import { SideBar } from './SideBar'
import { navigatingAtom, onlineAtom, sessionAtom, type SessionState } from '../app/state'
import { parseUserInfoCookie } from '../../contract/values'
import { Toasts } from './Toasts'

/**
 * Providers (React Query, which the contract's hooks use; jotai) and the page chrome: header, side
 * bar, footer. There is no `tsr.ReactQueryProvider`: it only serves `tsr.useQueryClient()`, which
 * nothing uses, and built ~900 helper functions per page render.
 */
export function AppShell({ children }: { children: ReactNode }) {
  const [queryClient] = useState(
    () => new QueryClient({ defaultOptions: { queries: { retry: 1, refetchOnWindowFocus: false } } }),
  )
  const { locale, session } = usePageContext()
  setApiLocale(locale)
  return (
    <QueryClientProvider client={queryClient}>
      <JotaiProvider>
        <HydrateSession session={session} />
        <BrowserState />
        <LoadingBar />
        <a className="skip-link" href="#main">
          {useT()('common.home')}
        </a>
        <Header />
        <OfflineFlag />
        <main id="main" className="container page">
          {children}
        </main>
        <SideBar />
        <Footer />
        <FeedbackDialog />
        <Toasts />
      </JotaiProvider>
    </QueryClientProvider>
  )
}

/**
 * The server rendered the page knowing whether the visitor is signed in (pages of signed-in visitors
 * are never cached), so the header greets from the first paint.
 */
function HydrateSession({ session }: { session: SessionState }) {
  useHydrateAtoms([[sessionAtom, session]])
  return null
}

/** Reads the session cookies and watches the network once the page is live in the browser. */
function BrowserState() {
  const setSession = useSetAtom(sessionAtom)
  const setOnline = useSetAtom(onlineAtom)
  const setNavigating = useSetAtom(navigatingAtom)
  useEffect(() => {
    const onNavigating = (e: Event) => setNavigating(!!(e as CustomEvent<boolean>).detail)
    window.addEventListener('chipshop:navigating', onNavigating)
    window.addEventListener('vite:preloadError', reloadOnChunkError)
    window.addEventListener('unhandledrejection', reloadOnChunkError)
    return () => {
      window.removeEventListener('chipshop:navigating', onNavigating)
      window.removeEventListener('vite:preloadError', reloadOnChunkError)
      window.removeEventListener('unhandledrejection', reloadOnChunkError)
    }
  }, [setNavigating])
  useEffect(() => {
    const token = readCookie('token')
    setSession({ signedIn: !!token, user: token ? parseUserInfoCookie(readCookie('userInfo')) : null })
    const update = () => setOnline(navigator.onLine)
    update()
    window.addEventListener('online', update)
    window.addEventListener('offline', update)
    return () => {
      window.removeEventListener('online', update)
      window.removeEventListener('offline', update)
    }
  }, [setSession, setOnline])
  return null
}

/** A page chunk that fails to load (a deploy replaced it) reloads the page, at most once per minute. */
const RELOAD_KEY = 'chunk-reload-at'
function reloadOnChunkError(event: Event) {
  const reason = (event as PromiseRejectionEvent).reason as { message?: string } | undefined
  const isChunkError =
    event.type === 'vite:preloadError' ||
    /Failed to fetch dynamically imported module|Importing a module script failed|error loading dynamically imported module/i.test(
      reason?.message ?? '',
    )
  if (!isChunkError) return
  const last = Number(sessionStorage.getItem(RELOAD_KEY) ?? 0)
  if (Date.now() - last < 60_000) return
  sessionStorage.setItem(RELOAD_KEY, String(Date.now()))
  event.preventDefault()
  window.location.reload()
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

function OfflineFlag() {
  const t = useT()
  const [online] = useAtom(onlineAtom)
  if (online) return null
  return (
    <div className="offline-flag" role="status" data-testid="offline-flag">
      {t('common.offline')}
    </div>
  )
}
