import type { AuthRequirement, Role } from '../../contract'
import type { Db } from '../db/client'
import { bearerToken, findSession } from './sessions'
import { cookieValue, findStaffSession, STAFF_COOKIE } from './staff'

/**
 * Who is asking: sessions, the current user and roles, in one module that the contract routes
 * (server/http/contract-routes.ts) and the page guard (server/middleware/pages.ts) both use, and
 * the services receive the result of (`ServiceContext.session`). A route states what it requires
 * in its metadata (`RouteMeta.auth`: 'guest', 'user' or a role); `refusal` is the one check.
 */
export { bearerToken, revokeSession } from './sessions'
export type { AuthRequirement, Role } from '../../contract'

/** The session cookies of spec §3/§9: the token, and the user's display data as JSON. */
export const TOKEN_COOKIE = 'token'
export const USER_INFO_COOKIE = 'userInfo'

/** A live session: its user, when it ends, the token's hash (never the token) and the user's role. */
export type Session = { userId: number; expire: string; tokenHash: string; role: Role }

/**
 * The role of a shop session: always customer. Staff roles (users.role) count only through the
 * console's own session (server/auth/staff.ts, `sessionFor`): a staff member signed in to the
 * shop is a customer there, so the shop's cookie never opens the console.
 */
function roleOf(_userId: number): Role {
  return 'customer'
}

/** The live session of a token (from the Authorization header or the token cookie), or null. */
export async function sessionOf(db: Db, token: string | null, now: Date): Promise<Session | null> {
  const found = await findSession(db, token, now)
  return found ? { ...found, role: roleOf(found.userId) } : null
}

/** The live session of an `Authorization: Bearer …` header, or null. */
export const sessionOfHeader = (db: Db, authorization: string | undefined, now: Date) =>
  sessionOf(db, bearerToken(authorization), now)

/**
 * Whether `session` may call a route that requires `requirement`: null when it may; 401 (answered
 * 4001) without a session; 403 with a session of another role. 'guest' (or nothing) lets anyone in,
 * 'user' any signed-in user, a role only users of that role (admin may do what sales may).
 */
export function refusal(requirement: AuthRequirement | undefined, session: Session | null): 401 | 403 | null {
  if (!requirement || requirement === 'guest') return null
  if (!session) return 401
  if (requirement === 'user' || requirement === session.role) return null
  if (requirement === 'sales' && session.role === 'admin') return null
  return 403
}

/**
 * The session a route's requirement is checked against. Staff routes (`sales`, `admin`: the
 * console, /api/admin/*) read only the console's own cookie (server/auth/staff.ts); the shop's
 * session (Bearer header or token cookie) counts there only to tell a customer (403) from nobody
 * (4001). Every other route reads the shop's Bearer session.
 */
export async function sessionFor(
  db: Db,
  requirement: AuthRequirement | undefined,
  headers: Record<string, string | undefined>,
  now: Date,
): Promise<Session | null> {
  if (requirement === 'sales' || requirement === 'admin') {
    const staff = await findStaffSession(db, cookieValue(headers.cookie, STAFF_COOKIE), now)
    if (staff) return { userId: staff.userId, expire: staff.expire, tokenHash: staff.tokenHash, role: staff.role }
    return sessionOf(db, bearerToken(headers.authorization) ?? cookieValue(headers.cookie, TOKEN_COOKIE), now)
  }
  return sessionOfHeader(db, headers.authorization, now)
}
