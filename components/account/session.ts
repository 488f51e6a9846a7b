import { useSetAtom } from '../app/store'
import { useCallback } from 'react'
import type { UserInfo } from '../../contract/accounts'
import { clearCookie, readCookie, writeCookie } from '../app/cookies'
import { sessionAtom, type SessionState } from '../app/state'

/** Cookie lifetime of spec §9 when the server gives no expiry: 7 days. */
export const SESSION_DAYS = 7

type SessionStart = { token: string; expire: string; userInfo: UserInfo }

/**
 * After sign-in (the islands sign-in page, components/account/login-actions.ts): the server's
 * answer set the `token` and `userInfo` cookies already (contract: POST /api/user/login); should a
 * proxy have dropped them, the browser writes them from the answer with the session's expiry. The
 * header and side bar follow at once (`setSession`: the session atom's setter).
 */
export function startSession(data: SessionStart, setSession: (session: SessionState) => void) {
  const left = (Date.parse(data.expire) - Date.now()) / 86_400_000
  const days = Number.isFinite(left) && left > 0 ? left : SESSION_DAYS
  if (readCookie('token') !== data.token) writeCookie('token', data.token, days)
  if (!readCookie('userInfo')) writeCookie('userInfo', JSON.stringify(data.userInfo), days)
  setSession({ signedIn: true, user: data.userInfo })
}

/** The profile changed: the header greets with the new company name (the server refreshed the cookie). */
export function useUpdateSessionUser() {
  const setSession = useSetAtom(sessionAtom)
  return useCallback((user: UserInfo) => setSession((s) => ({ ...s, user })), [setSession])
}

/** The session is gone (password reset revoked it): forget it in the browser too. */
export function useEndSession() {
  const setSession = useSetAtom(sessionAtom)
  return useCallback(() => {
    clearCookie('token')
    clearCookie('userInfo')
    setSession({ signedIn: false, user: null })
  }, [setSession])
}
