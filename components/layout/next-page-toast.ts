/**
 * A toast for the page a full page load opens next: the islands account pages (sign-in, forgotten
 * password) load their next page rather than routing to it, and their "Signed in" or "E-mail sent"
 * shows there (./AppShell.tsx, the pages with vike's client router: every page they go to). Kept in
 * sessionStorage with the path it is for, for a few seconds; any other page drops it.
 */
const KEY = 'next-page-toast'
const FRESH_MS = 10_000

type Left = { text: string; path: string; at: number }

/** Leaves `text` for the page at `path` (its path and query; a fragment does not count). */
export function toastOnNextPage(text: string, path: string) {
  try {
    const left: Left = { text, path: path.split('#')[0]!, at: Date.now() }
    sessionStorage.setItem(KEY, JSON.stringify(left))
  } catch {
    // storage refused (private mode): the next page shows no toast
  }
}

/** The toast left for this page (its path and query), once; null if none, stale or for another page. */
export function takeNextPageToast(): string | null {
  try {
    const left = JSON.parse(sessionStorage.getItem(KEY) ?? 'null') as Left | null
    sessionStorage.removeItem(KEY)
    const here = location.pathname + location.search
    return left && left.path === here && Date.now() - left.at < FRESH_MS ? left.text : null
  } catch {
    return null
  }
}
