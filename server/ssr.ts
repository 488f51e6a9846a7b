import type { Writable } from 'node:stream'
import type { Context } from 'hono'
import { getCookie } from 'hono/cookie'
import { renderPage } from 'vike/server'
import type { AppEnv } from './http/context'
import { createInternalClient } from './http/internal-client'
import { defer } from './http/contract-routes'
import type { Ports } from './ports'
import { TOKEN_COOKIE, USER_INFO_COOKIE } from './auth'
import { GUEST_CART_COOKIE } from './domains/cart/guest'
import { readDataVersion } from './domains/catalogue/data-version'
import { decidePage, pageResponseHeaders } from './middleware/pages'
import { parseUserInfoCookie } from '../contract/accounts'
import { analyticsIds } from '../contract/site'
import { contentSecurityPolicy, PAYPAL_OPENER_POLICY } from './middleware/security'
import { dictionaries, translatorFor } from '../locales/dictionaries'

export type PipeToWebStream = (pipe: (writable: Writable) => void) => ReadableStream<Uint8Array>

/**
 * Page requests: language and auth rules first, then vike-react renders (streaming to browsers).
 * With `pipeToWebStream` (Node) the page comes as a Node stream pipe, without it as a Web stream.
 */
export function pageHandler(ports: Ports, handlers: Record<string, unknown>, pipeToWebStream?: PipeToWebStream) {
  return async (c: Context<AppEnv>) => {
    const decision = await decidePage(c, ports)
    if (decision.kind === 'redirect') return c.redirect(decision.location, decision.status)
    if (decision.kind === 'forbidden') {
      c.header('Cache-Control', 'private, no-store')
      const text = translatorFor(decision.locale)('api.forbidden')
      return c.html(
        `<!doctype html><meta charset="utf-8"><meta name="robots" content="noindex"><title>403</title><h1>${text}</h1>`,
        403,
      )
    }
    const token = decision.exit ? undefined : getCookie(c, TOKEN_COOKIE)
    const nonce = crypto.randomUUID().replace(/-/g, '')
    let dataVersion: Promise<string> | undefined
    const pageContext = await renderPage({
      urlOriginal: c.req.url,
      headersOriginal: c.req.raw.headers,
      cspNonce: nonce,
      locale: decision.locale,
      messages: dictionaries[decision.locale],
      unknownLanguage: decision.unknownLanguage,
      // Without PUBLIC_URL a page links to the origin it was asked on (the share link, canonical).
      publicUrl: ports.settings.publicUrlSet ? ports.settings.publicUrl : new URL(c.req.url).origin,
      session: {
        signedIn: decision.signedIn,
        user: decision.signedIn ? parseUserInfoCookie(getCookie(c, USER_INFO_COOKIE)) : null,
      },
      cacheScope: ports,
      dataVersion: () => (dataVersion ??= readDataVersion(ports.db)),
      api: createInternalClient(ports, handlers, {
        locale: decision.locale,
        token,
        guestCartToken: getCookie(c, GUEST_CART_COOKIE),
        ip: c.get('ip'),
        defer: (work) => defer(c, ports, 'page', work),
      }),
    })
    const response = pageContext.httpResponse
    if (!response) return c.notFound()
    for (const [name, value] of response.headers) c.header(name, value)
    pageResponseHeaders(c, decision, response.statusCode, ports)
    const analytics = !!pageContext.site && analyticsIds(pageContext.site.config) !== null
    // PayPal's hosts on every page when PayPal is configured: the payment page is often reached by
    // client-side navigation, under the policy of the page the visit began on.
    const paypal = ports.payments?.kind === 'paypal' ? ports.payments.browserHosts : null
    c.header('Content-Security-Policy', contentSecurityPolicy(nonce, { analytics, paypal }))
    if (paypal) c.header('Cross-Origin-Opener-Policy', PAYPAL_OPENER_POLICY)
    c.status(response.statusCode as 200)
    const body = pipeToWebStream
      ? pipeToWebStream((writable) => response.pipe(writable))
      : response.getReadableWebStream()
    return c.body(body)
  }
}
