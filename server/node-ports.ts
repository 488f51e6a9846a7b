import { join, resolve } from 'node:path'
import { openNodeDb } from './db/node'
import { seedIfEmpty } from './db/seed'
import { DEFAULT_START_PARTS } from './domains/catalogue/seed'
import { defaultSettings, jsonLogger, systemClock, type Logger, type Mailer, type Ports } from './ports'
import { memoryRateLimiter } from './ports/memory'
import { outboxMailer } from './ports/node/outbox-mailer'
import { smtpConfigFromEnv, smtpMailer } from './ports/node/smtp-mailer'
import { diskFileStore } from './ports/node/disk-files'

/**
 * The Node runtime's ports, configured by environment variables (README: Configuration):
 * SQLite file through libsql (migrations applied, demo data seeded on first start), mail written
 * to the outbox folder (or sent over SMTP when SMTP_HOST is set), uploaded files on disk, an
 * in-process rate limiter.
 */
export async function createNodePorts(root: string, env: NodeJS.ProcessEnv = process.env): Promise<Ports> {
  const dataDir = resolve(env.DATA_DIR ?? join(root, 'data'))
  const dbFile = env.DATABASE_FILE ?? join(dataDir, 'chipshop.db')
  const port = Number(env.PORT ?? 3000)
  const log = env.LOG === 'off' ? { info() {}, error: jsonLogger.error } : jsonLogger
  const db = await openNodeDb(dbFile, join(root, 'server/db/migrations'))
  await seedIfEmpty(db, log, { catalogueParts: Number(env.CATALOGUE_PARTS ?? DEFAULT_START_PARTS) })
  log.info({ msg: 'database ready', database: dbFile })
  return {
    db,
    mailer: nodeMailer(env, dataDir, log),
    files: diskFileStore(join(dataDir, 'files')),
    rateLimiter: memoryRateLimiter(systemClock),
    clock: systemClock,
    log,
    runtime: 'node',
    settings: {
      ...defaultSettings,
      publicUrl: env.PUBLIC_URL ?? `http://localhost:${port}`,
      trustProxy: env.TRUST_PROXY === '1',
    },
  }
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
