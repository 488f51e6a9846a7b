import type { PageContextServer } from 'vike/types'
import { createTranslator } from '../../locales/translator'

/** The `token` cookie of the request that opened /exit (the response clears it). */
function tokenCookie(pageContext: PageContextServer): string | null {
  const header = pageContext.headersOriginal
    ? new Headers(pageContext.headersOriginal as HeadersInit).get('cookie')
    : null
  const hit = header
    ?.split(/;\s*/)
    .find((c) => c.startsWith('token='))
    ?.slice('token='.length)
  if (!hit) return null
  try {
    return decodeURIComponent(hit)
  } catch {
    return null
  }
}

/**
 * Sign-out: with a token cookie, the session is revoked on the server (DELETE /api/session) — not
 * only forgotten by the browser; the page response then clears the cookies.
 */
export async function data(pageContext: PageContextServer) {
  const token = tokenCookie(pageContext)
  if (token) await pageContext.api.accounts.logout({ headers: { authorization: `Bearer ${token}` } }).catch(() => null)
  return { meta: { title: createTranslator(pageContext.messages)('exit.title') } }
}
