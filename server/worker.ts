/**
 * Cloudflare Worker entry: `npm run build` bundles it to dist/worker/index.js and `wrangler deploy`
 * ships it (bindings in wrangler.toml). D1 for the database, R2 for uploaded files, the Cache API
 * for anonymous public answers, mail over an HTTP API. Static files (dist/client) are served by the
 * assets binding before the Worker runs. D1 migrations are applied by `wrangler d1 migrations apply`.
 */
import '../dist/server/entry.mjs'
import type { D1Database, ExecutionContext, R2Bucket, ScheduledController } from '@cloudflare/workers-types'
import { drizzle } from 'drizzle-orm/d1'
import { createApp, type App } from './app'
import { schema, type Db } from './db/client'
import { seedIfEmpty } from './db/seed'
import { fillCatalogueShardsIfEmpty } from './db/seed/shards'
import { splitCatalogue } from './db/catalogue-shards'
import { keepHouse, releaseExpiredOrders } from './housekeeping'
import { dataVersionReader } from './domains/catalogue/data-version'
import { deliverMail } from './mail/outbox'

import { defaultSettings, jsonLogger, limitsFromEnv, systemClock, type Logger, type Ports } from './ports'
import { sqlRateLimiter } from './ports/sql-rate-limiter'
import { edgeCached, type EdgeCache } from './ports/edge/edge-cache'
import { httpMailer } from './ports/edge/http-mailer'
import { r2FileStore } from './ports/edge/r2-files'
import { inlineSheetReader } from './ports/inline-sheets'
import { paymentProviderFromEnv } from './ports/payment-provider'

/** The hourly trigger of wrangler.toml (the other one delivers mail). */
const HOUSEKEEPING_CRON = '17 * * * *'

export interface Env {
  DB: D1Database
  /**
   * A catalogue split across D1 databases (docs/architecture.md, Past one D1 database): the
   * binding names of its shards, comma-separated, each a D1 binding of wrangler.toml. Unset or one
   * name: the catalogue is in DB, as always.
   */
  CATALOGUE_SHARDS?: string
  FILES: R2Bucket
  /** Public origin for absolute links; defaults to the origin of the first request. */
  PUBLIC_URL?: string
  /** HTTP e-mail API: endpoint, bearer key, sender. Without MAIL_API_URL mail is logged. */
  MAIL_API_URL?: string
  MAIL_API_KEY?: string
  MAIL_FROM?: string
  /** Rate limits over the defaults, `name=requests/seconds,...` (README: Configuration). */
  RATE_LIMITS?: string
  /** `off` silences the per-request log lines (errors are still logged). */
  LOG?: string
  /** PayPal (README: Payments): client id and secret (a secret), API base, webhook id. */
  PAYPAL_CLIENT_ID?: string
  PAYPAL_CLIENT_SECRET?: string
  PAYPAL_API_BASE?: string
  PAYPAL_WEBHOOK_ID?: string
  PAYPAL_SDK_URL?: string
  /** `1` = offer the test provider (no money moves) when PayPal is not configured. */
  PAYMENTS_TEST_PROVIDER?: string
}

type Isolate = { app: App; ports: Ports; ready: Promise<void>; dataVersion: ReturnType<typeof dataVersionReader> }
let isolate: Isolate | undefined

/** The app and its ports, built on the first request of an isolate; demo data seeded once. */
function setUp(env: Env, origin: string): Isolate {
  const log: Logger = env.LOG === 'off' ? { info() {}, error: jsonLogger.error } : jsonLogger
  const db = drizzle(env.DB, { schema }) as unknown as Db
  const shards = catalogueShardsOf(env)
  splitCatalogue(db, shards)
  const ports: Ports = {
    db,
    mailer: httpMailer(
      { url: env.MAIL_API_URL, key: env.MAIL_API_KEY, from: env.MAIL_FROM ?? 'ChipShop <no-reply@chipshop.local>' },
      log,
    ),
    files: r2FileStore(env.FILES),
    sheets: inlineSheetReader,
    rateLimiter: sqlRateLimiter(db, systemClock),
    payments: paymentProviderFromEnv(env as unknown as Record<string, string | undefined>, db, 'worker'),
    clock: systemClock,
    log,
    runtime: 'worker',
    settings: {
      ...defaultSettings,
      publicUrl: env.PUBLIC_URL || origin,
      publicUrlSet: !!env.PUBLIC_URL,
      limits: limitsFromEnv(env.RATE_LIMITS),
    },
  }
  // Seeding is one batch: if another isolate seeded at the same moment, ours fails and rolls back.
  // A failure is logged, not retried here: the next isolate tries again.
  const ready = seedIfEmpty(db, log)
    .then(() => fillCatalogueShardsIfEmpty(db, shards, log))
    .then(
      () => undefined,
      (error: unknown) => log.error({ msg: 'seeding demo data failed', error: String(error) }),
    )
  return { app: createApp(ports), ports, ready, dataVersion: dataVersionReader(db) }
}

/** The D1 databases of CATALOGUE_SHARDS, in order (shard i holds the parts with id % n = i). */
function catalogueShardsOf(env: Env): Db[] {
  const names = (env.CATALOGUE_SHARDS ?? '')
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean)
  if (names.length < 2) return []
  return names.map((name) => {
    const binding = (env as unknown as Record<string, D1Database | undefined>)[name]
    if (!binding?.prepare) throw new Error(`CATALOGUE_SHARDS names ${name}, which is no D1 binding`)
    return drizzle(binding, { schema }) as unknown as Db
  })
}

export default {
  async fetch(request: Request, env: Env, ctx: ExecutionContext): Promise<Response> {
    const { app, ready, dataVersion } = (isolate ??= setUp(env, new URL(request.url).origin))
    await ready
    const cache = (caches as unknown as { default: EdgeCache }).default
    const response = await edgeCached(
      request,
      cache,
      (work) => ctx.waitUntil(work),
      async () => app.fetch(request, env, ctx),
      { v: await dataVersion() },
    )
    // A request that may have written (a console edit): this isolate's next request sees the new version.
    if (request.method !== 'GET' && request.method !== 'HEAD') dataVersion.forget()
    return response
  },

  /**
   * The cron triggers of wrangler.toml: every few minutes the mail outbox is delivered (retries,
   * and what an isolate that stopped left behind); hourly ended rate-limit windows, sessions and
   * tokens are deleted too.
   */
  async scheduled(controller: ScheduledController, env: Env): Promise<void> {
    // An isolate started by the trigger is not kept: it does not know the shop's origin.
    const { ports, ready } = isolate ?? setUp(env, env.PUBLIC_URL || defaultSettings.publicUrl)
    await ready
    await deliverMail(ports)
    if (controller.cron === HOUSEKEEPING_CRON) await keepHouse(ports)
    // The five-minute trigger: unpaid orders past their time give their stock back (a guest's after 2 h).
    else await releaseExpiredOrders(ports)
  },
}
