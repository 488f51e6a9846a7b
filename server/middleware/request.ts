import type { MiddlewareHandler } from 'hono'
import type { AppEnv } from '../http/context'
import type { Logger } from '../ports'

/** Request id, client IP and one structured log line per request. */
export function requestLog(log: Logger, trustProxy: boolean): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const started = Date.now()
    const requestId = c.req.header('cf-ray') ?? crypto.randomUUID()
    c.set('requestId', requestId)
    c.set(
      'ip',
      clientIp(c.req.raw, trustProxy, c.env as { incoming?: { socket?: { remoteAddress?: string } } } | undefined),
    )
    await next()
    log.info({
      msg: 'request',
      requestId,
      method: c.req.method,
      path: new URL(c.req.url).pathname,
      status: c.res.status,
      ms: Date.now() - started,
      ip: c.get('ip'),
    })
  }
}

/**
 * A body refused as too large (413) closes the connection (`Connection: close`). The refusal comes
 * before the body is read; on Node the unread rest is drained for at most 500 ms and then the
 * socket is destroyed, under a keep-alive client's next request on it. Closed at once, the client
 * opens a new connection for its next request instead. (The Worker's runtime manages its own
 * connections; the header does no harm there.)
 */
export const closeAfterTooLarge: MiddlewareHandler<AppEnv> = async (c, next) => {
  await next()
  if (c.res.status === 413) c.header('Connection', 'close')
}

/**
 * The client address. A real Node connection has a socket: its address counts, or the first
 * X-Forwarded-For entry behind our own reverse proxy (TRUST_PROXY=1) — never a header the client
 * can set itself, or one client could dodge the per-IP rate limits by inventing addresses.
 * Without a socket the request is on the Worker (Cloudflare sets CF-Connecting-IP) or comes from
 * a test harness that sets that header.
 */
function clientIp(
  req: Request,
  trustProxy: boolean,
  env: { incoming?: { socket?: { remoteAddress?: string } } } | undefined,
): string {
  const socket = env?.incoming?.socket?.remoteAddress
  if (socket) return (trustProxy ? req.headers.get('x-forwarded-for')?.split(',')[0]?.trim() : undefined) || socket
  return req.headers.get('cf-connecting-ip') ?? 'unknown'
}
