import cluster from 'node:cluster'
import { join, resolve } from 'node:path'
import type { Db } from './db/client'
import { openNodeDb } from './db/node'
import { seedIfEmpty } from './db/seed'
import { DEFAULT_START_PARTS } from './db/seed/catalogue'
import { defaultSettings, jsonLogger, limitsFromEnv, systemClock, type Logger, type Mailer, type Ports } from './ports'
import { loneProcessRateLimiter } from './ports/node/memory-rate-limiter'
import { primaryRateLimiter } from './ports/node/cluster-rate-limiter'
import { outboxMailer } from './ports/node/outbox-mailer'
import { releaseClaims } from './mail/outbox'
import { smtpConfigFromEnv, smtpMailer } from './ports/node/smtp-mailer'
import { diskFileStore } from './ports/node/disk-files'
import { threadSheetReader } from './ports/node/sheet-threads'
import { paymentProviderFromEnv } from './ports/payment-provider'

/** The port the Node server listens on: PORT, else 3000. */
export const nodePort = (env: NodeJS.ProcessEnv = process.env) => Number(env.PORT ?? 3000)

/**
 * The Node runtime's ports, configured by environment variables (README: Configuration):
 * SQLite file through libsql (prepared by `prepareDatabase`), mail written to the outbox folder
 * (or sent over SMTP when SMTP_HOST is set), uploaded files on disk, and the rate limits counted in
 * memory and saved to the database (server/ports/node/memory-rate-limiter.ts): in a cluster worker
 * the primary's counts, so that the limits hold across the server's processes (WEB_CONCURRENCY);
 * saved, so that they hold across restarts.
 */
export async function createNodePorts(root: string, env: NodeJS.ProcessEnv = process.env): Promise<Ports> {
  const { dataDir } = nodePaths(root, env)
  const log = nodeLogger(env)
  const db = await prepareDatabase(root, env, log)
  return {
    db,
    mailer: nodeMailer(env, dataDir, log),
    files: diskFileStore(join(dataDir, 'files')),
    // Built next to the server (scripts/build-servers.mjs); `npm run dev` has none and reads in-line.
    sheets: threadSheetReader(join(root, 'dist/node/sheet-thread.mjs'), { log }),
    rateLimiter: cluster.isWorker
      ? primaryRateLimiter()
      : loneProcessRateLimiter(db, systemClock, (error) =>
          log.error({ msg: 'saving the rate limits failed', error: String(error) }),
        ),
    payments: paymentProviderFromEnv(env, db, 'node', cluster.isPrimary ? log : undefined),
    clock: systemClock,
    log,
    runtime: 'node',
    settings: {
      ...defaultSettings,
      publicUrl: env.PUBLIC_URL || `http://localhost:${nodePort(env)}`,
      publicUrlSet: !!env.PUBLIC_URL,
      trustProxy: env.TRUST_PROXY === '1',
      limits: limitsFromEnv(env.RATE_LIMITS),
    },
  }
}

/**
 * Opens (creating if needed) the SQLite file, applies pending migrations and seeds the demo data
 * into an empty database. With several server processes the primary runs it once before it
 * starts the workers, so they never race on migrations or seeding; theirs then finds nothing to do.
 */
export async function prepareDatabase(
  root: string,
  env: NodeJS.ProcessEnv = process.env,
  log: Logger = nodeLogger(env),
): Promise<Db> {
  const { dbFile } = nodePaths(root, env)
  const db = await openNodeDb(dbFile, join(root, 'server/db/migrations'))
  await seedIfEmpty(db, log, { catalogueParts: Number(env.CATALOGUE_PARTS ?? DEFAULT_START_PARTS) })
  // Once, by the primary (or the only process), before any process serves; not again by every worker.
  if (cluster.isPrimary) {
    const released = await releaseClaims(db)
    if (released) log.info({ msg: 'mail claimed by a stopped process is due again', messages: released })
    log.info({ msg: 'database ready', database: dbFile })
  }
  return db
}

/** The JSON logger (LOG=off silences the info lines); in a cluster worker every record carries its id. */
export function nodeLogger(env: NodeJS.ProcessEnv = process.env): Logger {
  const log: Logger = env.LOG === 'off' ? { info() {}, error: jsonLogger.error } : jsonLogger
  const worker = cluster.worker?.id
  if (worker === undefined) return log
  return { info: (r) => log.info({ worker, ...r }), error: (r) => log.error({ worker, ...r }) }
}

/** The SQLite file the shop uses (DATABASE_FILE, else data/chipshop.db under DATA_DIR). */
export function databaseFile(root: string, env: NodeJS.ProcessEnv = process.env): string {
  return nodePaths(root, env).dbFile
}

function nodePaths(root: string, env: NodeJS.ProcessEnv) {
  const dataDir = resolve(env.DATA_DIR ?? join(root, 'data'))
  return { dataDir, dbFile: env.DATABASE_FILE ?? join(dataDir, 'chipshop.db') }
}

/** SMTP when SMTP_HOST is set (SMTP_PORT, SMTP_USER, SMTP_PASS, SMTP_SECURE), else the outbox folder. */
function nodeMailer(env: NodeJS.ProcessEnv, dataDir: string, log: Logger): Mailer {
  const from = env.MAIL_FROM ?? 'ChipShop <no-reply@chipshop.local>'
  const smtp = smtpConfigFromEnv(env, from)
  if (smtp) {
    log.info({ msg: 'mail over SMTP', host: smtp.host, port: smtp.port, secure: smtp.secure })
    return smtpMailer(smtp, log)
  }
  return outboxMailer(join(dataDir, 'outbox'), from, log)
}
