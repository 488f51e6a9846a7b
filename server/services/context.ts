import type { Locale } from '../../locales/locales'
import type { Translate } from '../../locales/translator'
import type { Session } from '../auth'
import type { Db } from '../db/client'
import type { Ports } from '../ports'

/**
 * What every service receives first: who asks (the actor's session, if any), in which language,
 * the runtime's ports and the clock. Nothing of HTTP: a route handler, a page's data, a payment
 * webhook, the housekeeping job, a CLI command or a back-office action can call any service with
 * one. What a service decides about cookies or headers it answers (services/answers.ts); the HTTP
 * layer writes them.
 */
export type ServiceContext = {
  locale: Locale
  t: Translate
  db: Db
  ports: Ports
  /** The caller's address (rate limits per address); 'internal' for jobs and commands. */
  ip: string
  now: Date
  /** The signed-in actor, when the route requires a session (set by the auth check, server/auth). */
  session: Session | null
  /**
   * The guest cart of the `cart` cookie, on the routes of the caller's cart (RouteMeta.cart) when
   * there is no session; null when the guest has none yet (the first add makes one).
   */
  guestCartId?: number | null
  /**
   * The token of a guest BOM's private link (header Bom-Token), on the BOM's routes
   * (RouteMeta.guestBom); null when none was sent.
   */
  guestBomToken?: string | null
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

/** A service context from the ports and what the caller knows (language, address, session, how to defer). */
export function serviceContext(
  ports: Ports,
  from: Pick<ServiceContext, 'locale' | 't' | 'ip' | 'defer'> & Partial<Pick<ServiceContext, 'reads' | 'session'>>,
): ServiceContext {
  return { reads: new Map(), session: null, ...from, db: ports.db, ports, now: ports.clock.now() }
}

/** The answer of `read` for `key`, made once per page render (or per HTTP call). */
export function readOnce<T>(ctx: { reads?: ServiceContext['reads'] }, key: string, read: () => Promise<T>): Promise<T> {
  if (!ctx.reads) return read()
  let answer = ctx.reads.get(key) as Promise<T> | undefined
  if (!answer) ctx.reads.set(key, (answer = read()))
  return answer
}
