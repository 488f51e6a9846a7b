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
  session: { userId: number; expire: string } | null
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
