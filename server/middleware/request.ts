import type { MiddlewareHandler } from 'hono'
import type { AppEnv } from '../http/context'
import type { Logger } from '../ports'

/** Request id, client IP and one structured log line per request. */
export function requestLog(log: Logger, trustProxy: boolean): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const started = Date.now()
    const requestId = c.req.header('cf-ray') ?? crypto.randomUUID()
    c.set('requestId', requestId)
    c.set('ip', clientIp(c.req.raw, trustProxy, c.env as { incoming?: { socket?: { remoteAddress?: string } } } | undefined))
    await next()
    if (c.req.header('x-internal-request') === '1') return
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

/** The client address: Cloudflare's header on the edge, the socket on Node. */
function clientIp(req: Request, trustProxy: boolean, env: { incoming?: { socket?: { remoteAddress?: string } } } | undefined): string {
  return (
    req.headers.get('cf-connecting-ip') ??
    (trustProxy ? req.headers.get('x-forwarded-for')?.split(',')[0]?.trim() : undefined) ??
    env?.incoming?.socket?.remoteAddress ??
    'unknown'
  )
}
