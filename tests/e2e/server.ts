/**
 * The browser suite's harness: the built production Node server (dist/node/server.mjs, as
 * `npm run serve` starts it) on a free port with a fresh temporary DATA_DIR and LOG=off, and
 * Debian's Chromium driven by playwright. Nothing is mocked: the browser talks HTTP to the real
 * server, and the test reads the server's SQLite file to see what it stored.
 *
 * Needs `npm run build` first. Use `setupE2E()` at the top of a test file: it starts the server
 * and the browser before the file's tests and stops both after them; every `e2e.page()` is a fresh
 * browser context (own cookies), closed after the test, with a screenshot in test-results/ when the
 * test failed.
 */
import { GENEROUS_RATE_LIMITS } from '../support/rate-limits'
import { spawn, type ChildProcess } from 'node:child_process'
import { existsSync } from 'node:fs'
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { basename, join } from 'node:path'
import { createClient, type Client, type InValue } from '@libsql/client'
import { drizzle } from 'drizzle-orm/libsql'
import {
  chromium,
  type Browser,
  type BrowserContext,
  type BrowserContextOptions,
  type Page,
  type Response,
} from 'playwright'
import { initClient } from '@ts-rest/core'
import { afterAll, afterEach, beforeAll, expect } from 'vitest'
import { contract } from '../../contract'
import type { Db } from '../../server/db/client'
import { schema } from '../../server/db/client'
import { users } from '../../server/db/schema'
import { createSession } from '../../server/auth/sessions'
import { freePort } from '../support/free-port'
import { repoRoot } from '../support/paths'
import { GERMAN_ADDRESS } from '../support/addresses'

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'
const CHROMIUM_ARGS = ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update']
const SERVER_ENTRY = join(repoRoot, 'dist/node/server.mjs')
const RESULTS_DIR = join(repoRoot, 'test-results')

/** Node 24 runs the server: the one running the tests (npm scripts put it first), else the project's own. */
function nodeBinary(): string {
  const major = Number(process.versions.node.split('.')[0])
  const local = join(repoRoot, 'node_modules/.bin/node')
  return major >= 24 || !existsSync(local) ? process.execPath : local
}

export type ShopServer = {
  baseUrl: string
  dataDir: string
  dbFile: string
  /** Everything the server printed (for failure messages). */
  output: () => string
  /** SIGTERM (SIGKILL after 5 s), then removes the data folder. */
  stop: () => Promise<void>
  /** `kill -9`: the server dies at once, mid-request, and its data folder stays for a restart. */
  crash: () => Promise<void>
}

const START_DEADLINE_MS = 90_000

/**
 * Starts dist/node/server.mjs on a free port with an empty DATA_DIR (or `dataDir`, e.g. the folder
 * of a crashed server, to restart on its data); resolves once it answers pages. `env` adds settings
 * (e.g. WEB_CONCURRENCY for several processes).
 */
export async function startShopServer(
  env: Record<string, string> = {},
  options: { dataDir?: string } = {},
): Promise<ShopServer> {
  if (
    !existsSync(SERVER_ENTRY) ||
    !existsSync(join(repoRoot, 'dist/server/entry.mjs')) ||
    !existsSync(join(repoRoot, 'dist/client'))
  ) {
    throw new Error('dist/ is missing or half-built: run `npm run build` before the e2e suite')
  }
  const dataDir = options.dataDir ?? (await mkdtemp(join(tmpdir(), 'chipshop-e2e-')))
  const port = await freePort()
  const baseUrl = `http://127.0.0.1:${port}`
  let log = ''
  const child: ChildProcess = spawn(nodeBinary(), [SERVER_ENTRY], {
    cwd: repoRoot,
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: baseUrl,
      LOG: 'off',
      NODE_ENV: 'production',
      RATE_LIMITS: GENEROUS_RATE_LIMITS,
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  child.stdout!.on('data', (d) => (log += d))
  child.stderr!.on('data', (d) => (log += d))
  let exited: number | null | undefined
  const exit = new Promise<void>((resolve) => child.once('exit', (code) => ((exited = code), resolve())))

  const stop = async () => {
    if (exited === undefined) {
      child.kill('SIGTERM')
      const timer = setTimeout(() => child.kill('SIGKILL'), 5_000)
      await exit
      clearTimeout(timer)
    }
    await rm(dataDir, { recursive: true, force: true })
  }
  const crash = async () => {
    if (exited === undefined) {
      child.kill('SIGKILL')
      await exit
    }
  }

  // The first start seeds 22,000 parts: about 3 s on a quiet machine, but nearer 30 s when the two
  // cores are shared with other builds and browser runs. Within the file hooks' 120 s.
  const deadline = Date.now() + START_DEADLINE_MS
  for (;;) {
    if (exited !== undefined) {
      await stop()
      throw new Error(`the server exited with code ${exited} before it was ready:\n${log}`)
    }
    try {
      const res = await fetch(`${baseUrl}/`, { signal: AbortSignal.timeout(2_000) })
      await res.arrayBuffer()
      if (res.status === 200) break
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      await stop()
      throw new Error(`the server did not answer on ${baseUrl} within ${START_DEADLINE_MS / 1000} s:\n${log}`)
    }
    await new Promise((r) => setTimeout(r, 100))
  }
  return { baseUrl, dataDir, dbFile: join(dataDir, 'chipshop.db'), output: () => log, stop, crash }
}

export function launchChromium(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS })
}

/**
 * Waits until React has hydrated the page: on a page of islands (components/islands) every island
 * is marked hydrated; on another the footer's feedback button (on every page, error pages
 * included) carries React's props once the shell is live, so clicks reach their handlers.
 */
export async function waitForHydration(page: Page) {
  await page.waitForFunction(
    () => {
      const islands = [...document.querySelectorAll('[data-island]')]
      if (islands.length) return islands.every((island) => island.hasAttribute('data-hydrated'))
      const el = document.querySelector('[data-testid="footer-feedback"]')
      return !!el && Object.keys(el).some((k) => k.startsWith('__reactProps$'))
    },
    undefined,
    { timeout: 30_000 },
  )
}

/**
 * Where the "+" of each figure such as "2000+" or a date code "21+" under `selector` is drawn
 * against its first digit (its text, or its bdi's): in Arabic the sign must stay after the number.
 */
export function plusSignPlaces(page: Page, selector: string) {
  return page.locator(selector).evaluateAll((values) =>
    values
      .filter((v) => /^\d[\d,.]*\+$/.test(v.textContent!.trim()))
      .map((v) => {
        const text = v.querySelector('bdi')?.firstChild ?? v.firstChild!
        const at = (i: number) => {
          const range = document.createRange()
          range.setStart(text, i)
          range.setEnd(text, i + 1)
          return range.getBoundingClientRect().x
        }
        const s = text.textContent!
        return { text: s, digit: at(0), plus: at(s.indexOf('+')) }
      }),
  )
}

/** Opens a path and waits for hydration; gives the main document's response (status after redirects). */
export async function gotoHydrated(page: Page, path: string): Promise<Response | null> {
  const response = await page.goto(path)
  await waitForHydration(page)
  return response
}

function fileName(text: string) {
  return text
    .replace(/[^A-Za-z0-9._-]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 120)
}

/** The contract's typed client over HTTP to the shop, in English. */
const shopClient = (baseUrl: string) => initClient(contract, { baseUrl, jsonQuery: false })

type DataOf<A> = Extract<A, { status: 200 }> extends { body: { data: infer D } } ? D : never

/** The `data` of a contract call that must answer 200, typed by the contract. */
export async function dataOf<A extends { status: number; body: unknown }>(answer: Promise<A>): Promise<DataOf<A>> {
  const res = await answer
  expect(res.status, JSON.stringify(res.body).slice(0, 300)).toBe(200)
  return (res.body as { data: DataOf<A> }).data
}

export type E2E = {
  readonly server: ShopServer
  readonly browser: Browser
  readonly baseUrl: string
  /** The shop's API through the contract (what a test needs to know before it drives the page). */
  readonly api: ReturnType<typeof shopClient>
  /** A fresh browser context (own cookies and storage) and a page in it, on the server's base URL. */
  page(options?: BrowserContextOptions): Promise<Page>
  /** Read-only look into the server's SQLite file. */
  query<T = Record<string, unknown>>(sql: string, args?: InValue[]): Promise<T[]>
  /** The first offer (goods id) with stock: a product page that shows every purchase control. */
  goodsInStock(): Promise<number>
  /** The category with the most parts: a long, filterable list. */
  biggestCategory(): Promise<number>
  /** A user row and a live session for it, written the way the server does (createSession). */
  createUserSession(email?: string): Promise<{ userId: number; token: string; expire: string }>
  /**
   * A guest's unpaid order of one light part (minimum and multiple 1) to GERMAN_ADDRESS, placed
   * through the API as Buy now does. `fresh`: an offer no order has bought yet; `skip`: the n-th.
   */
  guestOrder(
    email: string,
    options?: { skip?: number; fresh?: boolean },
  ): Promise<{ id: number; order_no: string; token: string }>
}

/**
 * Registers the file's hooks: server + Chromium for the file, a clean context per test, screenshots
 * on failure. `env` adds server settings (e.g. PayPal's, pointing at the fake PayPal server).
 */
export function setupE2E(options: { env?: () => Record<string, string> } = {}): E2E {
  let server: ShopServer | undefined
  let browser: Browser | undefined
  let client: Client | undefined
  let contexts: { context: BrowserContext; errors: string[] }[] = []

  beforeAll(async () => {
    server = await startShopServer(options.env?.() ?? {})
    try {
      browser = await launchChromium()
    } catch (error) {
      await server.stop()
      server = undefined
      throw error
    }
    client = createClient({ url: `file:${server.dbFile}` })
    await client.execute('PRAGMA busy_timeout = 5000')
  })

  afterEach(async ({ task }) => {
    const open = contexts
    contexts = []
    if (task.result?.state === 'fail') {
      await mkdir(RESULTS_DIR, { recursive: true })
      const name = fileName(`${basename(task.file?.name ?? 'e2e', '.test.ts')}--${task.name}`)
      let n = 0
      for (const { context, errors } of open) {
        for (const page of context.pages()) {
          const suffix = n++ ? `-${n}` : ''
          await page.screenshot({ path: join(RESULTS_DIR, `${name}${suffix}.png`), fullPage: true }).catch(() => {})
        }
        if (errors.length) await writeFile(join(RESULTS_DIR, `${name}.browser.log`), errors.join('\n')).catch(() => {})
      }
      if (server) await writeFile(join(RESULTS_DIR, `${name}.server.log`), server.output()).catch(() => {})
    }
    await Promise.all(open.map(({ context }) => context.close().catch(() => {})))
  })

  afterAll(async () => {
    client?.close()
    await browser?.close().catch(() => {})
    await server?.stop()
  })

  const need = <T>(value: T | undefined, what: string): T => {
    if (value === undefined) throw new Error(`e2e ${what} is not running (did beforeAll fail?)`)
    return value
  }

  return {
    get server() {
      return need(server, 'server')
    },
    get browser() {
      return need(browser, 'browser')
    },
    get baseUrl() {
      return need(server, 'server').baseUrl
    },
    get api() {
      return shopClient(need(server, 'server').baseUrl)
    },
    async page(options = {}) {
      const context = await need(browser, 'browser').newContext({ baseURL: need(server, 'server').baseUrl, ...options })
      const errors: string[] = []
      context.on('weberror', (e) => errors.push(`pageerror: ${e.error().stack ?? e.error().message}`))
      context.on('console', (m) => void (m.type() === 'error' && errors.push(`console.error: ${m.text()}`)))
      context.on(
        'response',
        (r) => void (r.status() >= 400 && errors.push(`HTTP ${r.status()} ${r.request().method()} ${r.url()}`)),
      )
      // What the page did, for the failure log: aborted requests and every load of the main frame.
      context.on('requestfailed', (r) =>
        errors.push(`request failed (${r.failure()?.errorText}) ${r.method()} ${r.url()}`),
      )
      context.on('page', (p) =>
        p.on('framenavigated', (f) => void (f === p.mainFrame() && errors.push(`navigated to ${f.url()}`))),
      )
      contexts.push({ context, errors })
      context.setDefaultTimeout(15_000)
      return context.newPage()
    },
    async query<T>(sql: string, args: InValue[] = []) {
      if (!/^\s*select\b/i.test(sql)) throw new Error('e2e.query is for SELECT statements only')
      const rs = await need(client, 'database').execute({ sql, args })
      return rs.rows.map((row) => Object.fromEntries(rs.columns.map((c) => [c, row[c]]))) as T[]
    },
    async goodsInStock() {
      const [row] = await this.query<{ id: number }>('SELECT id FROM goods WHERE stock > 0 ORDER BY id LIMIT 1')
      return Number(row!.id)
    },
    async biggestCategory() {
      const [row] = await this.query<{ id: number }>(
        'SELECT category_id AS id FROM parts GROUP BY category_id ORDER BY count(*) DESC LIMIT 1',
      )
      return Number(row!.id)
    },
    async createUserSession(email = `buyer-${crypto.randomUUID().slice(0, 8)}@example.com`) {
      const [session] = await createUserSessions(need(client, 'database'), [email])
      return session!
    },
    async guestOrder(email: string, options: { skip?: number; fresh?: boolean } = {}) {
      const [offer] = await this.query<{ id: number }>(
        `SELECT g.id FROM goods g JOIN parts p ON p.id = g.part_id WHERE g.moq = 1 AND g.multiple = 1 AND g.stock >= 10
         AND p.unit_weight_mg <= 200 ${options.fresh ? 'AND g.id NOT IN (SELECT goods_id FROM order_lines)' : ''}
         ORDER BY g.id LIMIT 1 OFFSET ${options.skip ?? 0}`,
      )
      const placed = await dataOf(
        this.api.orders.place({
          body: {
            goods_id: Number(offer!.id),
            cart_num: 1,
            email,
            shipping_address: GERMAN_ADDRESS,
            shipping_method: 'express',
          },
        }),
      )
      return { ...placed, token: placed.token! }
    },
  }
}

/**
 * Users with a live session each, one per e-mail address, written into a server's database the way
 * the server does (createSession): the signed-in buyers of the browser tests (e2e.createUserSession)
 * and of the tests that drive a server of their own (the oversell race, the crash test).
 */
export async function createUserSessions(client: Client, emails: string[], now = new Date()) {
  const db = drizzle(client, { schema }) as unknown as Db
  const rows = await db
    .insert(users)
    .values(emails.map((email) => ({ email, emailNorm: email.toLowerCase(), createdAt: now.toISOString() })))
    .returning({ id: users.id })
  return Promise.all(rows.map(async (r) => ({ userId: r.id, ...(await createSession(db, r.id, now)) })))
}
