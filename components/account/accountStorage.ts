import { safeRedirectPath } from '../../contract/redirect'

/**
 * Small browser memories of the account pages: the address of the last reset request (this tab),
 * and the page a newcomer wanted before registering (kept for a day, so that signing in after
 * activation by the e-mailed link returns there).
 */
const FORGOT_KEY = 'forgot-email'
const WANTED_KEY = 'wanted-after-activation'
const WANTED_MS = 86_400_000

export function rememberForgotEmail(email: string) {
  try {
    sessionStorage.setItem(FORGOT_KEY, email)
  } catch {
    // storage disabled: the next step asks again
  }
}

export function forgotEmail(): string | null {
  try {
    return sessionStorage.getItem(FORGOT_KEY)
  } catch {
    return null
  }
}

/** Keeps a local path (only a safe one) to return to after activation and sign-in. */
export function rememberWantedPage(path: string | undefined) {
  const safe = safeRedirectPath(path, '')
  try {
    if (safe) localStorage.setItem(WANTED_KEY, JSON.stringify({ path: safe, at: Date.now() }))
    else localStorage.removeItem(WANTED_KEY)
  } catch {
    // storage disabled
  }
}

/** The page remembered at registration, if still fresh and safe. */
export function wantedPage(): string | null {
  try {
    const raw = JSON.parse(localStorage.getItem(WANTED_KEY) ?? 'null') as { path?: unknown; at?: unknown } | null
    if (!raw || typeof raw.at !== 'number' || Date.now() - raw.at > WANTED_MS) return null
    return safeRedirectPath(raw.path, '') || null
  } catch {
    return null
  }
}

export function forgetWantedPage() {
  try {
    localStorage.removeItem(WANTED_KEY)
  } catch {
    // storage disabled
  }
}
