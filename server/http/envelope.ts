import type { ErrorEnvelope } from '../../contract'
import type { RequestContext } from './context'

type FieldErrors = { field: string; message: string }[]

/** The success answer of a route: `{ code: 200, message, data }`. */
export function ok<T>(ctx: RequestContext, data: T, messageKey = 'api.ok') {
  return { status: 200 as const, body: { code: 200 as const, message: ctx.t(messageKey), data } }
}

type ErrorStatus = 400 | 401 | 403 | 404 | 409 | 413 | 415 | 429 | 500

/** An expected failure: HTTP status, envelope code (4001 for sessions) and a localized message. */
export function fail<S extends ErrorStatus>(
  ctx: Pick<RequestContext, 't'>,
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
