/**
 * Node entry: `npm start` builds and runs this. SQLite file through libsql (migrations applied at
 * start, demo data seeded on first start), mail to the outbox folder, files on disk.
 */
import { serve } from '@hono/node-server'
import { serveStatic } from '@hono/node-server/serve-static'
import { join, resolve } from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'
import { createApp } from './app'
import { openNodeDb } from './db/node'
import { seedIfEmpty } from './db/seed'
import { defaultSettings, jsonLogger, systemClock, type Ports } from './ports'
import { memoryRateLimiter } from './ports/memory'
import { outboxMailer } from './ports/node/outbox-mailer'
import { diskFileStore } from './ports/node/disk-files'

const root = resolve(fileURLToPath(new URL('../..', import.meta.url)))
const env = process.env

export async function startNodeServer() {
  const dataDir = resolve(env.DATA_DIR ?? join(root, 'data'))
  const dbFile = env.DATABASE_FILE ?? join(dataDir, 'chipshop.db')
  const port = Number(env.PORT ?? 3000)
  const db = await openNodeDb(dbFile, join(root, 'server/db/migrations'))
  await seedIfEmpty(db, jsonLogger)

  const ports: Ports = {
    db,
    mailer: outboxMailer(join(dataDir, 'outbox'), env.MAIL_FROM ?? 'ChipShop <no-reply@chipshop.local>', jsonLogger),
    files: diskFileStore(join(dataDir, 'files')),
    rateLimiter: memoryRateLimiter(systemClock),
    clock: systemClock,
    log: env.LOG === 'off' ? { info() {}, error: jsonLogger.error } : jsonLogger,
    runtime: 'node',
    settings: {
      ...defaultSettings,
      publicUrl: env.PUBLIC_URL ?? `http://localhost:${port}`,
      trustProxy: env.TRUST_PROXY === '1',
    },
  }

  await import(pathToFileURL(join(root, 'dist/server/entry.mjs')).href)
  const app = createApp(ports, {
    staticFiles: serveStatic({
      root: join(root, 'dist/client'),
      onFound: (path, c) => {
        if (path.includes('/assets/')) c.header('Cache-Control', 'public, max-age=31536000, immutable')
        else c.header('Cache-Control', 'public, max-age=3600')
      },
    }),
  })
  const server = serve({ fetch: app.fetch, port, hostname: env.HOST ?? '0.0.0.0' }, (info) =>
    jsonLogger.info({ msg: `chipshop listening on http://localhost:${info.port}`, database: dbFile }),
  )
  const stop = () => server.close(() => process.exit(0))
  process.on('SIGINT', stop)
  process.on('SIGTERM', stop)
  return server
}

startNodeServer().catch((error) => {
  console.error(error)
  process.exit(1)
})
