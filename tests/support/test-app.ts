/**
 * The contract suite's harness: the real Hono app (createApp) on real ports, as server/node.ts
 * builds them, but on a fresh temporary SQLite file per app, with a controllable clock and small,
 * configurable rate limits. Nothing of ours is mocked: every call goes through the app's
 * middleware, the contract validation, the handlers and the database.
 *
 * Needs `npm run build` first: vike's built server pages (dist/server/entry.mjs) render the pages.
 */
import { existsSync } from 'node:fs'
import { mkdtemp, readdir, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import { initClient, isAppRouteResponse, validateResponse, type AppRoute } from '@ts-rest/core'
import { contract, ErrorEnvelope } from '../../contract'
import { createApp } from '../../server/app'
import type { SitemapSizes } from '../../server/seo'
import { pipeToWebStream } from '../../server/node-page-stream'
import type { Db } from '../../server/db/client'
import { openNodeDb } from '../../server/db/node'
import { seedIfEmpty } from '../../server/db/seed'
import { users } from '../../server/db/schema'
import { createSession } from '../../server/auth/sessions'
import { defaultSettings, type Clock, type LogRecord, type Logger, type Ports, type Settings } from '../../server/ports'
import { loneProcessRateLimiter } from '../../server/ports/node/memory-rate-limiter'
import { diskFileStore } from '../../server/ports/node/disk-files'
import { threadSheetReader } from '../../server/ports/node/sheet-threads'
import { outboxMailer } from '../../server/ports/node/outbox-mailer'
import { payPalProvider, type PayPalConfig } from '../../server/ports/paypal'
import { testPaymentProvider } from '../../server/ports/test-payments'
import { repoRoot } from './paths'

export { repoRoot }

/** A clock the test moves by hand (sessions expire, rate-limit windows pass). */
export type TestClock = Clock & { set(at: Date | string): void; advance(ms: number): void }

export function testClock(start: Date | string = new Date()): TestClock {
  let current = new Date(start)
  return {
    now: () => new Date(current),
    set: (at) => void (current = new Date(at)),
    advance: (ms) => void (current = new Date(current.getTime() + ms)),
  }
}

export type TestAppOptions = {
  /** Rate limits (per IP and per account), [requests, window seconds]; generous unless a test is about limits. */
  limits?: Partial<Settings['limits']>
  maxBodyBytes?: number
  /** Start time of the test clock (default: now). */
  now?: Date | string
  /** Seed the demo data (default true). */
  seed?: boolean
  /** Parts of the demo catalogue in total (default: the real parts of the shared data only, ~1,750). */
  catalogueParts?: number
  /**
   * Online payments: the test provider (default, as `npm start` has it), PayPal's real adapter
   * with this configuration (the fake PayPal server of tests/support/fake-paypal.ts), or none.
   */
  payments?: 'test' | 'none' | PayPalConfig
  /** Sizes of the sitemap files (server/seo.ts; small ones to test paging). */
  sitemap?: SitemapSizes
}

/** Headers a typed call may carry (the contract's baseHeaders). */
export type CallHeaders = { lang?: string; authorization?: string }

/** The address a request comes from: a Node socket, as @hono/node-server passes it to the app. */
export const DEFAULT_IP = '203.0.113.10'
const nodeEnv = (ip: string) => ({ incoming: { socket: { remoteAddress: ip } } })
const BROWSER_UA = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0 Safari/537.36'

let pagesLoaded: Promise<unknown> | undefined
/** vike's server build registers the built pages; the app's page handler renders them. */
function loadBuiltPages() {
  const entry = join(repoRoot, 'dist/server/entry.mjs')
  if (!existsSync(entry))
    throw new Error('dist/server/entry.mjs is missing: run `npm run build` before the contract suite')
  return (pagesLoaded ??= import(pathToFileURL(entry).href))
}

export async function startTestApp(options: TestAppOptions = {}) {
  await loadBuiltPages()
  const dir = await mkdtemp(join(tmpdir(), 'chipshop-contract-'))
  try {
    return await start(dir, options)
  } catch (error) {
    await rm(dir, { recursive: true, force: true })
    throw error
  }
}

async function start(dir: string, options: TestAppOptions) {
  const db = await openNodeDb(join(dir, 'chipshop.db'), join(repoRoot, 'server/db/migrations'))
  const logs: (LogRecord & { level: 'info' | 'error' })[] = []
  const log: Logger = {
    info: (r) => void logs.push({ level: 'info', ...r }),
    error: (r) => void logs.push({ level: 'error', ...r }),
  }
  try {
    if (options.seed !== false) await seedIfEmpty(db, log, { catalogueParts: options.catalogueParts })
  } catch (error) {
    ;(db as unknown as { $client?: { close(): void } }).$client?.close()
    throw error
  }

  const clock = testClock(options.now)
  const outbox = join(dir, 'outbox')
  // Spreadsheets read as `npm start` reads them: in worker threads running the built thread script.
  const sheetThread = join(repoRoot, 'dist/node/sheet-thread.mjs')
  if (!existsSync(sheetThread)) throw new Error(`${sheetThread} is missing: run \`npm run build\` first`)
  const sheets = threadSheetReader(sheetThread, { log })
  const ports: Ports = {
    db,
    mailer: outboxMailer(outbox, 'ChipShop <no-reply@chipshop.local>', log),
    files: diskFileStore(join(dir, 'files')),
    sheets,
    rateLimiter: loneProcessRateLimiter(db, clock),
    payments:
      options.payments === 'none'
        ? null
        : typeof options.payments === 'object'
          ? payPalProvider(options.payments)
          : testPaymentProvider(db, clock),
    clock,
    log,
    runtime: 'node',
    settings: {
      ...defaultSettings,
      publicUrl: 'http://shop.test',
      publicUrlSet: true,
      // Every limit generous (1000 per 10 minutes) unless the test sets it.
      limits: {
        ...(Object.fromEntries(Object.keys(defaultSettings.limits).map((k) => [k, [1000, 600]])) as Settings['limits']),
        ...options.limits,
      },
      maxBodyBytes: options.maxBodyBytes ?? defaultSettings.maxBodyBytes,
      trustProxy: false,
    },
  }
  const app = createApp(ports, { pipeToWebStream, sitemap: options.sitemap })

  /**
   * A raw request through the whole app (pages, redirects, headers, malformed bodies), as a
   * browser at `ip` sends it over a Node connection.
   */
  const request = (path: string, init: RequestInit = {}, from: { ip?: string } = {}) => {
    const headers = new Headers(init.headers)
    if (!headers.has('user-agent')) headers.set('user-agent', BROWSER_UA)
    return Promise.resolve(app.request(path, { ...init, headers }, nodeEnv(from.ip ?? DEFAULT_IP)))
  }

  /**
   * The contract's typed client, answered by the app in-process. Every answer is checked against
   * the contract: an undeclared status or a body that does not match its schema throws.
   */
  const client = (headers: CallHeaders = {}, from: { ip?: string } = {}) =>
    initClient(contract, {
      baseUrl: '',
      baseHeaders: headers as Record<string, string>,
      api: async ({ route, path, method, headers: h, body }) => {
        const res = await request(path, { method, headers: h, body: body as string | undefined }, from)
        const text = await res.text()
        const parsed: unknown = res.headers.get('content-type')?.includes('json') ? JSON.parse(text) : text
        checkAnswer(route, res.status, parsed)
        return { status: res.status, body: parsed, headers: res.headers }
      },
    })

  /** A user row and a session for it (the users table is minimal until the accounts issue). */
  async function createUserSession(opts: { email?: string; days?: number; at?: Date } = {}) {
    const email = opts.email ?? `buyer-${crypto.randomUUID().slice(0, 8)}@example.com`
    const now = clock.now().toISOString()
    const [user] = await db
      .insert(users)
      .values({ email, emailNorm: email.toLowerCase(), createdAt: now })
      .returning({ id: users.id })
    const session = await createSession(db, user!.id, opts.at ?? clock.now(), opts.days)
    return { userId: user!.id, ...session }
  }

  return {
    app,
    db,
    ports,
    clock,
    logs,
    dir,
    outbox,
    request,
    /** English, default client address. */
    api: client(),
    client,
    createUserSession,
    /** The .eml files the outbox mailer wrote. */
    outboxFiles: async () => (existsSync(outbox) ? (await readdir(outbox)).sort() : []),
    async close() {
      await sheets.close()
      ;(db as unknown as { $client?: { close(): void } }).$client?.close()
      // A mail delivered after the last answer (ctx.defer) may still be writing into outbox/.
      await rm(dir, { recursive: true, force: true, maxRetries: 5, retryDelay: 100 })
    },
  }
}
export type TestApp = Awaited<ReturnType<typeof start>>

function checkAnswer(route: AppRoute, status: number, body: unknown) {
  if (!(status in route.responses)) {
    throw new Error(
      `${route.method} ${route.path} answered HTTP ${status}, which the contract does not declare: ${JSON.stringify(body)}`,
    )
  }
  const response = { status, body }
  if (isAppRouteResponse(response)) validateResponse({ appRoute: route, response })
}

/** Reads a JSON envelope from a raw response. */
export async function envelopeOf(res: Response): Promise<{ code: number; message: string; data: any }> {
  expectJson(res)
  return (await res.json()) as { code: number; message: string; data: any }
}

function expectJson(res: Response) {
  const type = res.headers.get('content-type') ?? ''
  if (!type.includes('application/json')) throw new Error(`expected a JSON answer, got ${res.status} ${type}`)
}

/** A JSON POST for raw requests. */
export function postJson(body: unknown, headers: Record<string, string> = {}): RequestInit {
  return {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  }
}

export type { Db }

type Answer = { status: number; body: unknown; headers?: Headers }
type OkData<R> = R extends { status: 200; body: { data: infer D } } ? D : never

/** The data of a successful answer (HTTP 200, code 200); anything else fails with the whole answer. */
export function okData<R extends Answer>(res: R): OkData<R> {
  const body = res.body as { code?: number; data?: unknown }
  if (res.status !== 200 || body?.code !== 200)
    throw new Error(`expected a success, got HTTP ${res.status}: ${JSON.stringify(res.body)}`)
  return body.data as OkData<R>
}

/** The error envelope of a failed answer with the given HTTP status. */
export function errorOf(res: Answer, status: number): ErrorEnvelope {
  if (res.status !== status) throw new Error(`expected HTTP ${status}, got ${res.status}: ${JSON.stringify(res.body)}`)
  return ErrorEnvelope.parse(res.body)
}
