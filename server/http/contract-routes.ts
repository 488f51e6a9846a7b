import type { Context, Hono } from 'hono'
import {
  isAppRoute,
  type AppRoute,
  type AppRouter,
  type ServerInferRequest,
  type ServerInferResponses,
} from '@ts-rest/core'
import type { ZodIssue, ZodTypeAny } from 'zod'
import type { RouteMeta } from '../../contract'
import { issueMessage } from '../../contract/validation'
import type { Ports } from '../ports'
import type { AppEnv, RequestContext } from './context'
import { fail } from './envelope'
import { publicCacheControl } from '../middleware/cache'
import { setCookie } from 'hono/cookie'
import { bearerToken, findSession } from '../domains/accounts/sessions'

/** A handler: validated input in, one of the route's declared answers out. */
export type RouteHandler<R extends AppRoute> = (
  input: ServerInferRequest<R>,
  ctx: RequestContext,
) => Promise<ServerInferResponses<R>>

export type RouterHandlers<T extends AppRouter> = {
  [K in keyof T]: T[K] extends AppRoute ? RouteHandler<T[K]> : T[K] extends AppRouter ? RouterHandlers<T[K]> : never
}

type AnyHandler = (input: unknown, ctx: RequestContext) => Promise<{ status: number; body: unknown }>

/** Every route of a contract, flattened. */
export function contractRoutes(router: AppRouter): AppRoute[] {
  return Object.values(router).flatMap((r) => (isAppRoute(r) ? [r] : contractRoutes(r as AppRouter)))
}

/**
 * Mounts a ts-rest contract on Hono. For each route: auth guard (4001), per-IP rate limit (429),
 * zod validation of path, query and body with localized messages naming the field (400),
 * the handler, and edge-cache headers for public GETs. A handler fault is logged and answered 500.
 */
export function mountContract<T extends AppRouter>(
  app: Hono<AppEnv>,
  router: T,
  handlers: RouterHandlers<T>,
  ports: Ports,
) {
  const walk = (r: AppRouter, h: Record<string, unknown>) => {
    for (const [key, route] of Object.entries(r)) {
      if (isAppRoute(route)) app.on(route.method, route.path, (c) => handle(c, route, h[key] as AnyHandler, ports))
      else walk(route as AppRouter, h[key] as Record<string, unknown>)
    }
  }
  walk(router, handlers as Record<string, unknown>)
}

async function handle(c: Context<AppEnv>, route: AppRoute, handler: AnyHandler, ports: Ports): Promise<Response> {
  const meta = (route.metadata ?? {}) as RouteMeta
  const t = c.get('t')
  const ctx: RequestContext = {
    locale: c.get('locale'),
    t,
    db: ports.db,
    ports,
    ip: c.get('ip'),
    now: ports.clock.now(),
    session: null,
    setCookie: (name, value, maxAge) =>
      setCookie(c, name, value, {
        path: '/',
        sameSite: 'Lax',
        secure: ports.settings.publicUrl.startsWith('https:'),
        maxAge,
        ...(maxAge <= 0 ? { expires: new Date(0) } : {}),
      }),
    setHeader: (name, value) => c.header(name, value),
    defer: (work) => defer(c, ports, route.path, work),
  }
  const answer = (r: { status: number; body: unknown }) => c.json(r.body as object, r.status as 200)
  // Nothing is cacheable until a public GET has succeeded (below): not a 4001, a 429 or a 400.
  c.header('Cache-Control', 'no-store')

  if (meta.auth) {
    ctx.session = await findSession(ports.db, bearerToken(c.req.header('authorization')), ctx.now)
    if (!ctx.session) return answer(fail(ctx, 401, 'api.sessionInvalid'))
  }

  if (meta.rateLimit) {
    const [limit, windowSeconds] = ports.settings.limits[meta.rateLimit]
    const { allowed, retryAfter } = await ports.rateLimiter.hit(`${meta.rateLimit}:${ctx.ip}`, limit, windowSeconds)
    if (!allowed) {
      c.header('Retry-After', String(retryAfter))
      return answer(fail(ctx, 429, 'api.rateLimited', { seconds: retryAfter }))
    }
  }

  const issues: ZodIssue[] = []
  const parse = (schema: unknown, value: unknown, at: string) => {
    if (!schema || typeof (schema as ZodTypeAny).safeParse !== 'function') return value
    const result = (schema as ZodTypeAny).safeParse(value)
    if (result.success) return result.data
    issues.push(...result.error.issues.map((i) => ({ ...i, path: i.path.length ? i.path : [at] })))
    return undefined
  }
  const params = parse(route.pathParams, c.req.param(), 'id')
  const query = parse(route.query, Object.fromEntries(new URL(c.req.url).searchParams), 'query')
  let body: unknown
  if (route.method !== 'GET' && route.method !== 'DELETE' && 'body' in route) {
    let raw: unknown
    try {
      raw = await c.req.json()
    } catch {
      return answer(fail(ctx, 400, 'api.badJson', undefined, [{ field: 'body', message: t('api.badJson') }]))
    }
    body = parse(route.body, raw, 'body')
  }
  if (issues.length) {
    // One message per field: the first rule it breaks (an e-mail of 3 characters is "Enter a email
    // address", not that and "Enter a valid email address" as well).
    const errors = issues
      .map((i) => ({ field: i.path.join('.'), message: issueMessage(t, i) }))
      .filter((e, n, all) => all.findIndex((x) => x.field === e.field) === n)
    return answer({ status: 400, body: { code: 400, message: errors[0]!.message, data: { errors } } })
  }

  let result: { status: number; body: unknown }
  try {
    result = await handler({ params, query, body, headers: c.req.header() }, ctx)
  } catch (error) {
    ports.log.error({
      msg: 'handler failed',
      route: route.path,
      requestId: c.get('requestId'),
      error: String(error),
      stack: (error as Error)?.stack,
    })
    return answer(fail(ctx, 500, 'api.serverError'))
  }
  if (route.method === 'GET' && meta.cache && !meta.auth && result.status === 200) {
    c.header('Cache-Control', publicCacheControl(meta.cache))
    c.header('Vary', 'Lang')
  }
  return answer(result)
}

const pending = new WeakMap<Ports, Set<Promise<unknown>>>()

/** Work after the answer: waitUntil on the Worker; on Node it runs on. Failures are logged. */
function defer(c: Context<AppEnv>, ports: Ports, path: string, work: () => Promise<unknown>) {
  const running = work().catch((error: unknown) =>
    ports.log.error({
      msg: 'background work failed',
      route: path,
      requestId: c.get('requestId'),
      error: String(error),
    }),
  )
  let set = pending.get(ports)
  if (!set) pending.set(ports, (set = new Set()))
  set.add(running)
  void running.finally(() => set.delete(running))
  try {
    c.executionCtx.waitUntil(running)
  } catch {
    // No execution context (Node): the promise runs on by itself.
  }
}

/** Resolves when the background work started so far (e-mails) has finished; for tests and shutdown. */
export async function backgroundWork(ports: Ports): Promise<void> {
  const set = pending.get(ports)
  while (set?.size) await Promise.all([...set])
}
