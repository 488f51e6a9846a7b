import { Hono, type MiddlewareHandler } from 'hono'
import { contract } from '../contract'
import { translatorFor } from '../locales/dictionaries'
import type { AppEnv } from './http/context'
import { mountContract } from './http/contract-routes'
import { fail } from './services/answers'
import { apiEtag } from './middleware/cache'
import { apiLocale } from './middleware/locale'
import { closeAfterTooLarge, requestLog } from './middleware/request'
import { securityHeaders } from './middleware/security'
import type { Ports } from './ports'
import { siteRoutes } from './domains/site/routes'
import { contentRoutes } from './domains/content/routes'
import { accountsRoutes } from './domains/accounts/routes'
import { catalogueRoutes } from './domains/catalogue/routes'
import { searchRoutes } from './domains/search/routes'
import { uploadsRoutes } from './domains/uploads/routes'
import { bomRoutes } from './domains/bom/routes'
import { cartRoutes } from './domains/cart/routes'
import { ordersRoutes } from './domains/orders/routes'
import { rfqRoutes } from './domains/rfq/routes'
import { paymentsRoutes } from './domains/payments/routes'
import { adminRoutes } from './domains/admin/routes'
import { apiDocsHtml, openApiDocument } from './openapi'
import { pageHandler, type PipeToWebStream } from './ssr'
import { postToPage } from './middleware/pages'
import { seoRoutes, type SitemapSizes } from './seo'

/** The whole shop as one Hono app, runtime-agnostic: Node and the Worker differ only in their ports. */
export type AppOptions = {
  /** Node: serves built files from disk (the Worker's assets binding does it at the edge). */
  staticFiles?: MiddlewareHandler
  /** Node: pages are rendered to a Node stream, handed on as a Web stream (server/node-page-stream.ts). */
  pipeToWebStream?: PipeToWebStream
  /** Node: compresses answers (server/middleware/compress.ts); on the Worker Cloudflare does it. */
  compression?: MiddlewareHandler
  /** Sizes of the sitemap files (tests make them small); server/seo.ts. */
  sitemap?: SitemapSizes
}

export function createApp(ports: Ports, options: AppOptions = {}) {
  const app = new Hono<AppEnv>()
  app.use('*', requestLog(ports.log, ports.settings.trustProxy))
  app.use('*', closeAfterTooLarge)
  if (options.compression) app.use('*', options.compression)
  app.use('*', securityHeaders)
  // Files with an extension (built assets, flags, favicon) come from disk on Node; the Worker's assets binding serves them at the edge.
  if (options.staticFiles) app.get('/:file{.+\\.[a-zA-Z0-9]+$}', options.staticFiles)

  app.use('/api/*', apiLocale)
  app.use('/api/*', apiEtag)
  const handlers = {
    site: siteRoutes,
    content: contentRoutes,
    accounts: accountsRoutes,
    catalogue: { ...searchRoutes, ...catalogueRoutes },
    uploads: uploadsRoutes,
    bom: bomRoutes,
    cart: cartRoutes,
    orders: ordersRoutes,
    rfq: rfqRoutes,
    payments: paymentsRoutes,
    admin: adminRoutes,
  }
  mountContract(app, contract, handlers, ports)

  let openApi: unknown
  app.get('/api/openapi.json', (c) => c.json((openApi ??= openApiDocument())))
  app.get('/api/docs', (c) => c.html(apiDocsHtml()))
  app.all('/api/*', (c) => c.json(fail({ t: c.get('t') }, 404, 'api.routeNotFound').body, 404))

  seoRoutes(app, ports, handlers, options.sitemap)
  app.post('*', (c) => postToPage(c, ports))
  app.get('*', pageHandler(ports, handlers, options.pipeToWebStream))

  app.onError((error, c) => {
    ports.log.error({ msg: 'unhandled', path: c.req.path, error: String(error), stack: error.stack })
    const t = c.get('t') ?? translatorFor('en')
    if (c.req.path.startsWith('/api/')) return c.json(fail({ t }, 500, 'api.serverError').body, 500)
    return c.html(
      `<!doctype html><meta charset="utf-8"><title>500</title><h1>${t('errors.serverTitle')}</h1><p>${t('errors.serverText')}</p>`,
      500,
    )
  })
  return app
}
export type App = ReturnType<typeof createApp>
