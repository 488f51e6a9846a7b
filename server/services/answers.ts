import type { AppRoute, AppRouter, ServerInferRequest, ServerInferResponses } from '@ts-rest/core'
import type { ErrorEnvelope } from '../../contract'
import type { ServiceContext } from './context'

/**
 * What a route handler answers: one of the route's declared answers (status and envelope), and
 * what the HTTP layer should write beside it — cookies to set or delete, headers. Handlers and
 * services never touch the request or the response; server/http/contract-routes.ts writes these,
 * the in-process client of page data ignores them.
 */
export type CookieWrite = {
  name: string
  value: string
  maxAgeSeconds: number
  /** The page's scripts cannot read it (the guest cart's cookie, read by the server only). */
  httpOnly?: boolean
  /** SameSite=Strict and HttpOnly (the console's staff cookie): never sent from another site, never read by scripts. */
  strict?: boolean
}
export type Transport = {
  /** Set with Path=/, SameSite=Lax, Secure when the public URL is https; Max-Age 0 deletes. */
  cookies?: CookieWrite[]
  headers?: Record<string, string>
}

/** A handler: validated input in, one of the route's declared answers out. */
export type RouteHandler<R extends AppRoute> = (
  input: ServerInferRequest<R>,
  ctx: ServiceContext,
) => Promise<ServerInferResponses<R> & Transport>

export type RouterHandlers<T extends AppRouter> = {
  [K in keyof T]: T[K] extends AppRoute ? RouteHandler<T[K]> : T[K] extends AppRouter ? RouterHandlers<T[K]> : never
}

export type AnyHandler = (input: unknown, ctx: ServiceContext) => Promise<{ status: number; body: unknown } & Transport>

type FieldErrors = { field: string; message: string }[]

/** The success answer of a route: `{ code: 200, message, data }`. */
export function ok<T>(ctx: ServiceContext, data: T, messageKey = 'api.ok') {
  return { status: 200 as const, body: { code: 200 as const, message: ctx.t(messageKey), data } }
}

type ErrorStatus = 400 | 401 | 403 | 404 | 409 | 413 | 415 | 429 | 500 | 503

/** An expected failure: HTTP status, envelope code (4001 for sessions) and a localized message. */
export function fail<S extends ErrorStatus>(
  ctx: Pick<ServiceContext, 't'>,
  status: S,
  messageKey: string,
  params?: Record<string, unknown>,
  errors?: FieldErrors,
) {
  const body: ErrorEnvelope = {
    code: status === 401 ? 4001 : status,
    message: ctx.t(messageKey, params),
    data: errors ? { errors } : null,
  }
  return { status, body }
}

/** An expected failure of one form field: the message also under the field's name in `data.errors`, for the form to show there. */
export const fieldError = <S extends ErrorStatus>(
  ctx: Pick<ServiceContext, 't'>,
  status: S,
  field: string,
  key: string,
  params?: Record<string, unknown>,
) => fail(ctx, status, key, params, [{ field, message: ctx.t(key, params) }])
