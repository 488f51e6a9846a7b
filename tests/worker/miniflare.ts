/**
 * Runs the built Worker (dist/worker/index.js, `npm run build`) in Miniflare, configured from
 * wrangler.toml the way `wrangler dev` does it, offline (`cf: false`), with in-memory D1, R2 and
 * cache. D1 gets the migrations of wrangler.toml's migrations_dir, each file split into statements
 * as `wrangler d1 migrations apply` splits it.
 */
import { GENEROUS_RATE_LIMITS } from '../support/rate-limits'
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import type { AppRoute, ClientInferResponseBody } from '@ts-rest/core'
import { Miniflare } from 'miniflare'
import { expect } from 'vitest'
import { unstable_getMiniflareWorkerOptions, unstable_readConfig, unstable_splitSqlQuery } from 'wrangler'
import { repoRoot } from '../support/paths'

export const ORIGIN = 'http://shop.test'
export const BROWSER_UA =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/142.0.0.0 Safari/537.36'

export type WorkerOptions = {
  /** Extra environment bindings (vars) for the Worker, e.g. MAIL_API_URL. */
  bindings?: Record<string, string>
  /** Answers the Worker's outgoing fetch() calls (the e-mail API), instead of the network. */
  outboundService?: (request: Request) => Response | Promise<Response>
  /** More D1 databases (binding → database name), migrated like DB: a split catalogue's shards. */
  d1Databases?: Record<string, string>
}

export async function startWorker(options: WorkerOptions = {}): Promise<Miniflare> {
  const config = unstable_readConfig({ config: join(repoRoot, 'wrangler.toml') }, { hideWarnings: true })
  const { workerOptions, main } = unstable_getMiniflareWorkerOptions(config)
  if (!main || !existsSync(main))
    throw new Error(`${main ?? 'the Worker bundle'} is missing: run \`npm run build\` first`)

  const mf = new Miniflare({
    ...workerOptions,
    // The bundle is one ES module. It is listed rather than scanned: miniflare refuses to follow its
    // import(variable) calls (code paths of vike that do not run in workerd).
    modules: [{ type: 'ESModule', path: main }],
    bindings: {
      ...workerOptions.bindings,
      PUBLIC_URL: ORIGIN,
      LOG: 'off',
      RATE_LIMITS: GENEROUS_RATE_LIMITS,
      ...options.bindings,
    },
    ...(options.outboundService ? { outboundService: options.outboundService as never } : {}),
    ...(options.d1Databases
      ? { d1Databases: { ...(workerOptions.d1Databases as Record<string, string>), ...options.d1Databases } }
      : {}),
    cf: false,
  })

  const d1 = await applyMigrations(mf)
  for (const binding of Object.keys(options.d1Databases ?? {})) await applyMigrations(mf, () => true, binding)

  // The first request seeds the demo data; say so plainly when that failed (its error is logged above).
  await (await mf.dispatchFetch(`${ORIGIN}/api/lang/list`)).arrayBuffer()
  const seeded = await d1.prepare('SELECT count(*) AS n FROM languages').first<{ n: number }>()
  if (!seeded?.n) throw new Error('the Worker did not seed its demo data into D1')
  return mf
}

/**
 * Applies the migration files of wrangler.toml's migrations_dir (those `which` takes, default all)
 * in order to the Worker's D1, each file split into statements and run as one batch, as `wrangler
 * d1 migrations apply` does. Returns the D1 database.
 */
export async function applyMigrations(mf: Miniflare, which: (file: string) => boolean = () => true, binding?: string) {
  const config = unstable_readConfig({ config: join(repoRoot, 'wrangler.toml') }, { hideWarnings: true })
  const [database] = config.d1_databases
  if (!database?.migrations_dir) throw new Error('wrangler.toml: the D1 database has no migrations_dir')
  const d1 = await mf.getD1Database(binding ?? database.binding)
  const dir = resolve(repoRoot, database.migrations_dir)
  const migrations = readdirSync(dir).filter((f) => f.endsWith('.sql') && which(f))
  for (const file of migrations.sort()) {
    const statements = unstable_splitSqlQuery(readFileSync(join(dir, file), 'utf8'))
    await d1.batch(statements.map((sql) => d1.prepare(sql)))
  }
  return d1
}

/** A GET through the Worker as a browser sends it (its user agent); redirects are not followed. */
export const browserGet = (mf: Miniflare, path: string, headers: Record<string, string> = {}) =>
  mf.dispatchFetch(ORIGIN + path, { headers: { 'user-agent': BROWSER_UA, ...headers }, redirect: 'manual' })

/** The answer of a contract route at `path`, which must be 200, typed by the contract's route. */
export async function getBody<R extends AppRoute>(
  mf: Miniflare,
  _route: R,
  path: string,
  headers: Record<string, string> = {},
): Promise<ClientInferResponseBody<R, 200>> {
  const res = await browserGet(mf, path, headers)
  expect(res.status, path).toBe(200)
  return (await res.json()) as ClientInferResponseBody<R, 200>
}

/** The answer of a contract POST route to a JSON body, which must be 200, typed by the contract's route. */
export async function postBody<R extends AppRoute>(
  mf: Miniflare,
  route: R,
  body: unknown,
): Promise<ClientInferResponseBody<R, 200>> {
  const res = await mf.dispatchFetch(ORIGIN + route.path, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  })
  expect(res.status, route.path).toBe(200)
  return (await res.json()) as ClientInferResponseBody<R, 200>
}
