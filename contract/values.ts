/**
 * Plain values of the contract that the browser needs too, in a module without zod: a browser
 * module that imported one of them from a schema module would bring zod and every schema of that
 * module into the browser's first load. The schema modules use and re-export them.
 */
import type { UserInfo } from './accounts'

/** The longest search keyword, in characters. */
export const KEYWORD_MAX_LENGTH = 200

/**
 * The `userInfo` cookie's value as UserInfo (its three fields, nothing else); a missing or damaged
 * cookie counts as none.
 */
export function parseUserInfoCookie(raw: string | null | undefined): UserInfo | null {
  if (!raw) return null
  try {
    const value = JSON.parse(raw) as Partial<Record<keyof UserInfo, unknown>> | null
    const { email, contact_name, company_name } = value ?? {}
    if (typeof email !== 'string' || typeof contact_name !== 'string' || typeof company_name !== 'string') return null
    return { email, contact_name, company_name }
  } catch {
    return null
  }
}
