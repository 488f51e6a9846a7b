import type { MiddlewareHandler } from 'hono'
import { ANALYTICS_TAG_HOST } from '../../contract/site'
import type { AppEnv } from '../http/context'

/**
 * Security headers on every answer. Pages get a CSP whose script-src allows only our origin and
 * the per-response nonce Vike puts on its inline scripts (see server/ssr.ts), plus Google's tag
 * host when analytics ids are configured.
 */
export const securityHeaders: MiddlewareHandler<AppEnv> = async (c, next) => {
  await next()
  const h = c.res.headers
  h.set('X-Content-Type-Options', 'nosniff')
  h.set('X-Frame-Options', 'DENY')
  h.set('Referrer-Policy', 'strict-origin-when-cross-origin')
  h.set('Permissions-Policy', 'camera=(), microphone=(), geolocation=()')
  if (!h.has('Cross-Origin-Opener-Policy')) h.set('Cross-Origin-Opener-Policy', 'same-origin')
  if (!h.has('Content-Security-Policy')) h.set('Content-Security-Policy', contentSecurityPolicy())
}

/**
 * Pages with PayPal configured: its checkout window talks back to the page that opened it, which
 * `same-origin` would cut off; other sites' windows still get no handle on ours.
 */
export const PAYPAL_OPENER_POLICY = 'same-origin-allow-popups'

/** Where Google's tag and analytics load from and report to, allowed only when they are configured. */
const ANALYTICS_CONNECT = 'https://*.google-analytics.com https://*.analytics.google.com https://*.googletagmanager.com'

/**
 * `paypal`: the sources PayPal's JS SDK needs (its buttons and card fields load scripts, call and
 * draw frames from them: the provider's `browserHosts`), allowed only when PayPal is the provider.
 */
export function contentSecurityPolicy(
  nonce?: string,
  options: { analytics?: boolean; paypal?: string | null } = {},
): string {
  const analytics = options.analytics ?? false
  const paypal = options.paypal ?? null
  return [
    "default-src 'self'",
    `script-src 'self'${nonce ? ` 'nonce-${nonce}'` : ''}${analytics ? ` ${ANALYTICS_TAG_HOST}` : ''}${paypal ? ` ${paypal}` : ''}`,
    "style-src 'self' 'unsafe-inline'",
    // Pictures are ours (console uploads and feed pictures are copied into the file port), so no
    // other host sees a visitor's page views; the analytics and PayPal hosts only when they are on.
    `img-src 'self' data:${analytics ? ` ${ANALYTICS_TAG_HOST} ${ANALYTICS_CONNECT}` : ''}${paypal ? ` ${paypal}` : ''}`,
    "font-src 'self' data:",
    `connect-src 'self'${analytics ? ` ${ANALYTICS_CONNECT}` : ''}${paypal ? ` ${paypal}` : ''}`,
    ...(paypal ? [`frame-src ${paypal}`] : []),
    "frame-ancestors 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "object-src 'none'",
  ].join('; ')
}

/** `application/json`, with or without parameters (`; charset=utf-8`). */
export function isJsonType(contentType: string | undefined): boolean {
  return /^application\/json\s*(;|$)/i.test(contentType?.trim() ?? '')
}

/**
 * Whether a state-changing request comes from our own pages (CSRF): a browser says where a request
 * comes from in `Sec-Fetch-Site` and `Origin`; a call from another site, or from a sibling host
 * (same-site), is refused. Requests that carry neither header are not a browser's cross-site
 * request (browsers send Origin with every cross-origin POST) and pass: curl, server-to-server.
 * Our origin is the request's own or the configured public URL's (behind a proxy they differ).
 */
export function sameOrigin(request: Request, publicUrl: string): boolean {
  const site = request.headers.get('sec-fetch-site')
  if (site && site !== 'same-origin' && site !== 'none') return false
  const origin = request.headers.get('origin')
  if (origin === null) return true
  return origin === new URL(request.url).origin || origin === new URL(publicUrl).origin
}

/**
 * Whether the browser reached us over HTTPS: the request's own URL (the Worker, or Node serving
 * TLS), the proxy's X-Forwarded-Proto when we trust the proxy (TRUST_PROXY), or a public URL that
 * is https. Cookies are then Secure.
 */
export function isHttps(request: Request, settings: { publicUrl: string; trustProxy: boolean }): boolean {
  if (settings.publicUrl.startsWith('https:') || new URL(request.url).protocol === 'https:') return true
  const forwarded = settings.trustProxy ? request.headers.get('x-forwarded-proto')?.split(',')[0]?.trim() : undefined
  return forwarded?.toLowerCase() === 'https'
}
