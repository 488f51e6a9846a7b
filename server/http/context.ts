import type { Locale } from '../../locales/locales'
import type { Translate } from '../../locales/translator'

/** Hono variables set by the middleware. */
export type AppEnv = {
  Variables: {
    locale: Locale
    t: Translate
    ip: string
    requestId: string
  }
}
