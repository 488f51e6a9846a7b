import type { Locale } from '../../locales/locales'
import type { Translate } from '../../locales/translator'
import type { Db } from '../db/client'
import type { Ports } from '../ports'

/** What every service receives first: who asks, in which language, and the runtime's ports. */
export type RequestContext = {
  locale: Locale
  t: Translate
  db: Db
  ports: Ports
  ip: string
  now: Date
  /** The signed-in user, when the route requires a session (set by the auth guard). */
  session: { userId: number; expire: string; tokenHash: string } | null
  /**
   * Sets a cookie on the answer: Path=/, SameSite=Lax, Secure whenever the request is HTTPS, not
   * HttpOnly (the page's code reads `token` to send it as Bearer). Max-Age 0 deletes it.
   */
  setCookie(name: string, value: string, maxAgeSeconds: number): void
  /** Sets a header on the answer (e.g. Retry-After). */
  setHeader(name: string, value: string): void
  /**
   * Runs work after the answer (e-mails), so that its time does not show in the answer: on the
   * Worker through waitUntil, on Node it simply runs on. A failure is logged, never answered.
   */
  defer(work: () => Promise<unknown>): void
  /**
   * Reads shared by the calls of one server-rendered page: its page data asks several routes about
   * the same thing (four product routes each load the product). A fresh map for every HTTP call.
   * Only for reads (see `readOnce`).
   */
  reads: Map<string, Promise<unknown>>
}

/** The answer of `read` for `key`, made once per page render (or per HTTP call). */
export function readOnce<T>(ctx: { reads?: RequestContext['reads'] }, key: string, read: () => Promise<T>): Promise<T> {
  if (!ctx.reads) return read()
  let answer = ctx.reads.get(key) as Promise<T> | undefined
  if (!answer) ctx.reads.set(key, (answer = read()))
  return answer
}

/** Hono variables set by the middleware. */
export type AppEnv = {
  Variables: {
    locale: Locale
    t: Translate
    ip: string
    requestId: string
  }
}
