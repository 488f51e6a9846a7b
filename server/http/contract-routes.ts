import type { Context, Hono } from 'hono'
import { isAppRoute, type AppRoute, type AppRouter } from '@ts-rest/core'
import type { ZodIssue, ZodTypeAny } from 'zod'
import type { RateLimitName, RouteMeta } from '../../contract'
import { formFields } from '../../contract/files'
import { issueMessage } from '../../contract/validation'
import type { Ports } from '../ports'
import type { AppEnv } from './context'
import { fail, type AnyHandler, type RouterHandlers, type Transport } from '../services/answers'
import { serviceContext, type ServiceContext } from '../services/context'
import { publicCacheControl } from '../middleware/cache'
import { isHttps, isJsonType, sameOrigin } from '../middleware/security'
import { setCookie } from 'hono/cookie'
import { bodyLimit } from 'hono/body-limit'
import { refusal, sessionFor, sessionOfHeader } from '../auth'
import { findGuestCart, guestCartCookie, guestCartToken } from '../domains/cart/guest'
import { bomToken, GUEST_BOM_HEADER } from '../domains/bom/guest'

export type { AnyHandler, RouteHandler, RouterHandlers } from '../services/answers'

/** Every route of a contract, flattened. */
export function contractRoutes(router: AppRouter): AppRoute[] {
  return Object.values(router).flatMap((r) => (isAppRoute(r) ? [r] : contractRoutes(r as AppRouter)))
}

/**
 * Mounts a ts-rest contract on Hono. For each route: auth check (4001, 403), per-IP rate limit (429),
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
      if (isAppRoute(route))
        app.on(route.method, route.path, sizeLimit(route, ports), (c) => handle(c, route, h[key] as AnyHandler, ports))
      else walk(route as AppRouter, h[key] as Record<string, unknown>)
    }
  }
  walk(router, handlers as Record<string, unknown>)
}

/** A body's size limit: the route's own (RouteMeta.body, maxJsonBytes), else the JSON limit of the settings (64 KB). */
function sizeLimit(route: AppRoute, ports: Ports) {
  const meta = (route.metadata ?? {}) as RouteMeta
  return bodyLimit({
    maxSize: meta.body?.maxBytes ?? meta.maxJsonBytes ?? ports.settings.maxBodyBytes,
    onError: (c) => c.json(fail({ t: c.get('t') }, 413, 'api.bodyTooLarge').body, 413),
  })
}

async function handle(c: Context<AppEnv>, route: AppRoute, handler: AnyHandler, ports: Ports): Promise<Response> {
  const meta = (route.metadata ?? {}) as RouteMeta
  const ctx = serviceContext(ports, {
    locale: c.get('locale'),
    t: c.get('t'),
    ip: c.get('ip'),
    defer: (work) => defer(c, ports, route.path, work),
  })
  // Nothing is cacheable until a public GET has succeeded (below): not a 4001, a 429 or a 400.
  c.header('Cache-Control', 'no-store')
  if (route.method !== 'GET' && !sameOrigin(c.req.raw, ports.settings.publicUrl))
    return c.json(fail(ctx, 403, 'api.crossSite').body, 403)
  let body: unknown
  let badJson = false
  if (takesBody(route)) {
    if (meta.body) {
      // An upload that needs a role is refused before its body is read (a guest sends no 2 MB).
      if (meta.auth && meta.auth !== 'guest') {
        const refused = refusal(meta.auth, await sessionFor(ports.db, meta.auth, c.req.header(), ctx.now))
        if (refused === 401) return c.json(fail(ctx, 401, 'api.sessionInvalid').body, 401)
        if (refused === 403) return c.json(fail(ctx, 403, 'api.forbidden').body, 403)
      }
      // Not JSON, but only the declared kind: a cross-site form's text is no upload either.
      const expected = meta.body.kind === 'multipart' ? ['multipart/form-data'] : meta.body.types
      const type = (c.req.header('content-type') ?? '').split(';')[0]!.trim().toLowerCase()
      if (!expected.includes(type))
        return c.json(fail(ctx, 415, 'api.bodyType', { type: expected.join(', ') }).body, 415)
      body = await readOtherBody(c, meta.body.kind)
      const stray = meta.body.kind === 'multipart' ? strayFile(body as Record<string, unknown>, route) : null
      if (stray) {
        const key = 'api.unknownFileField'
        return c.json(fail(ctx, 400, key, stray, [{ field: stray.name, message: ctx.t(key, stray) }]).body, 400)
      }
    }
    // A cross-site form can post text/plain without asking first; only JSON is read as JSON.
    else if (!isJsonType(c.req.header('content-type'))) return c.json(fail(ctx, 415, 'api.notJson').body, 415)
    else
      try {
        body = await c.req.json()
      } catch {
        badJson = true
      }
  }
  const headers = c.req.header()
  const result = await runRoute(route, handler, ctx, {
    params: c.req.param(),
    query: Object.fromEntries(new URL(c.req.url).searchParams),
    body,
    badJson,
    headers,
    requestId: c.get('requestId'),
  })
  writeTransport(c, ports, result)
  if (meta.file && result.status === 200) {
    // A route whose files differ in type (a receipt: PDF, JPEG or PNG) names each answer's own.
    c.header('Content-Type', result.headers?.['Content-Type'] ?? meta.file.contentType)
    c.header(
      'Content-Disposition',
      result.headers?.['Content-Disposition'] ?? `attachment; filename="${meta.file.name}"`,
    )
    return c.body(result.body as Uint8Array<ArrayBuffer>, 200)
  }
  if (route.method === 'GET' && meta.cache && !meta.auth && result.status === 200) {
    c.header('Cache-Control', publicCacheControl(meta.cache))
    // The language comes from the Lang header, or without one from the lang cookie.
    c.header('Vary', 'Lang, Cookie')
  }
  return c.json(result.body as object, result.status as 200)
}

/** What the answer asks the HTTP layer to write beside it: cookies (Secure over HTTPS) and headers. */
function writeTransport(c: Context<AppEnv>, ports: Ports, { cookies, headers }: Transport) {
  for (const { name, value, maxAgeSeconds, httpOnly, strict } of cookies ?? [])
    setCookie(c, name, value, {
      path: '/',
      sameSite: strict ? 'Strict' : 'Lax',
      ...(httpOnly || strict ? { httpOnly: true } : {}),
      secure: isHttps(c.req.raw, ports.settings),
      maxAge: maxAgeSeconds,
      ...(maxAgeSeconds <= 0 ? { expires: new Date(0) } : {}),
    })
  for (const [name, value] of Object.entries(headers ?? {})) c.header(name, value)
}

/**
 * A body that is not JSON, in the shapes of contract/files.ts: a multipart form, its files as
 * UploadedFile (a form that cannot be read is an empty one, and validation names the missing
 * field), or the raw bytes with their declared type. The size limit applied before (sizeLimit).
 */
async function readOtherBody(c: Context<AppEnv>, kind: 'multipart' | 'raw'): Promise<unknown> {
  if (kind === 'raw')
    return { type: c.req.header('content-type') ?? '', bytes: new Uint8Array(await c.req.arrayBuffer()) }
  // Every value of a field sent more than once (a list, which no field takes), not only the last.
  const form = await c.req.parseBody({ all: true }).catch(() => ({}))
  const read = async (value: string | File) =>
    typeof value === 'string'
      ? value
      : { name: value.name, type: value.type, size: value.size, bytes: new Uint8Array(await value.arrayBuffer()) }
  const body: Record<string, unknown> = {}
  for (const [name, value] of Object.entries(form))
    body[name] = Array.isArray(value) ? await Promise.all(value.map(read)) : await read(value)
  return body
}

/**
 * A file sent in a field of the form that takes none (a receipt sent as `file`): refused rather than
 * dropped, so that nothing the sender meant to send is silently lost. Names the field and the file
 * fields the form has.
 */
function strayFile(form: Record<string, unknown>, route: AppRoute): { name: string; expected: string } | null {
  const fields = formFields('body' in route ? route.body : undefined)
  const files = new Set(fields.filter((f) => f.file).map((f) => f.name))
  const name = Object.keys(form).find((n) => typeof form[n] !== 'string' && !files.has(n))
  return name === undefined ? null : { name, expected: [...files].join(', ') }
}

/** Routes whose request has a body (not GET or DELETE). */
function takesBody(route: AppRoute): route is AppRoute & { body: unknown } {
  return route.method !== 'GET' && route.method !== 'DELETE' && 'body' in route
}

/** What a route is asked, as it came: strings from a URL, or values from the in-process client. */
export type RouteInput = {
  params: unknown
  query: unknown
  body?: unknown
  /** The body was not JSON (HTTP only). */
  badJson?: boolean
  headers: Record<string, string>
  requestId?: string
}

/**
 * One call of a route, whatever carried it (HTTP, or the in-process client of server-side page
 * data): auth check (4001, 403), per-IP rate limit (429), zod validation of path, query and body with
 * localized messages naming the field (400), then the handler. A handler fault is logged and
 * answered 500.
 */
export async function runRoute(
  route: AppRoute,
  handler: AnyHandler,
  ctx: ServiceContext,
  input: RouteInput,
): Promise<{ status: number; body: unknown } & Transport> {
  const meta = (route.metadata ?? {}) as RouteMeta
  const { ports, t } = ctx

  if (meta.auth && meta.auth !== 'guest') {
    ctx.session = await sessionFor(ports.db, meta.auth, input.headers, ctx.now)
    const refused = refusal(meta.auth, ctx.session)
    if (refused === 401) return fail(ctx, 401, 'api.sessionInvalid')
    if (refused === 403) return fail(ctx, 403, 'api.forbidden')
  }

  if (meta.cart) {
    // The caller's cart: the session's (a Bearer that is not valid is refused, as anywhere), else
    // the guest cart of the HttpOnly `cart` cookie, read here and by sign-in only.
    if (input.headers.authorization) {
      ctx.session = await sessionOfHeader(ports.db, input.headers.authorization, ctx.now)
      if (!ctx.session) return fail(ctx, 401, 'api.sessionInvalid')
    } else ctx.guestCartId = await findGuestCart(ports.db, guestCartToken(input.headers.cookie), ctx.now)
  }

  if (meta.guestBom) {
    // The caller's BOM: the session's (a Bearer that is not valid is refused, as anywhere), else a
    // guest's, by its private link's token; a guest's cart for the BOM's lines sent to the cart.
    if (input.headers.authorization) {
      ctx.session = await sessionOfHeader(ports.db, input.headers.authorization, ctx.now)
      if (!ctx.session) return fail(ctx, 401, 'api.sessionInvalid')
    } else ctx.guestCartId = await findGuestCart(ports.db, guestCartToken(input.headers.cookie), ctx.now)
    ctx.guestBomToken = bomToken(input.headers[GUEST_BOM_HEADER])
  }

  const limits: RateLimitName[] = meta.rateLimit ? [meta.rateLimit] : []
  // Every BOM call of a guest, reads too, counts per address (the private link is its only guard).
  if (meta.guestBom && !ctx.session) limits.push('guestBom')
  for (const name of limits) {
    const [limit, windowSeconds] = ports.settings.limits[name]
    const keys = [`${name}:${ctx.ip}`]
    if (meta.perAccount) {
      // A guest route (an RFQ upload) learns its caller here; the session is not kept for the handler.
      const session = ctx.session ?? (await sessionOfHeader(ports.db, input.headers.authorization, ctx.now))
      if (session) keys.push(`${name}:account:${session.userId}`)
    }
    for (const key of keys) {
      const { allowed, retryAfter } = await ports.rateLimiter.hit(key, limit, windowSeconds)
      if (!allowed)
        return {
          ...fail(ctx, 429, 'api.rateLimited', { seconds: retryAfter }),
          headers: { 'Retry-After': String(retryAfter) },
        }
    }
  }

  if (input.badJson) return fail(ctx, 400, 'api.badJson', undefined, [{ field: 'body', message: t('api.badJson') }])
  const issues: ZodIssue[] = []
  const parse = (schema: unknown, value: unknown, at: string) => {
    if (!schema || typeof (schema as ZodTypeAny).safeParse !== 'function') return value
    const result = (schema as ZodTypeAny).safeParse(value)
    if (result.success) return result.data
    issues.push(...result.error.issues.map((i) => ({ ...i, path: i.path.length ? i.path : [at] })))
    return undefined
  }
  const params = parse(route.pathParams, input.params, 'id')
  const query = parse(route.query, input.query, 'query')
  const body = takesBody(route) ? parse(route.body, input.body, 'body') : undefined
  if (issues.length) {
    // One message per field: the first rule it breaks (an e-mail of 3 characters is "Enter a email
    // address", not that and "Enter a valid email address" as well).
    const errors = issues
      .map((i) => ({ field: i.path.join('.'), message: issueMessage(t, i) }))
      .filter((e, n, all) => all.findIndex((x) => x.field === e.field) === n)
    return { status: 400, body: { code: 400, message: errors[0]!.message, data: { errors } } }
  }

  try {
    const answer = await handler({ params, query, body, headers: input.headers }, ctx)
    // A guest cart that changed lives GUEST_CART_IDLE_DAYS from now: so does its cookie.
    const guestToken =
      (meta.cart || meta.guestBom) && route.method !== 'GET' && ctx.guestCartId && guestCartToken(input.headers.cookie)
    return guestToken ? { ...answer, cookies: [...(answer.cookies ?? []), guestCartCookie(guestToken)] } : answer
  } catch (error) {
    ports.log.error({
      msg: 'handler failed',
      route: route.path,
      requestId: input.requestId,
      error: String(error),
      stack: (error as Error)?.stack,
    })
    return fail(ctx, 500, 'api.serverError')
  }
}

const pending = new WeakMap<Ports, Set<Promise<unknown>>>()

/** Work after the answer: waitUntil on the Worker; on Node it runs on. Failures are logged. */
export function defer(c: Context<AppEnv>, ports: Ports, path: string, work: () => Promise<unknown>) {
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
