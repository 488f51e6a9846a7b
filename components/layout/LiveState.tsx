import { useAtom, useSetAtom } from '../app/store'
import { useEffect } from 'react'
import { parseUserInfoCookie } from '../../contract/values'
import { readCookie } from '../app/cookies'
import { useT } from '../app/i18n'
import { navigatingAtom, onlineAtom, sessionAtom } from '../app/state'
import { island } from '../islands/Island'

/** The page's live state in the browser: the session cookies, the network, and the offline flag. */
export function LiveState() {
  return (
    <>
      <BrowserState />
      <OfflineFlag />
    </>
  )
}

export const LiveStateIsland = island('LiveState', LiveState, ['common.offline'])

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
