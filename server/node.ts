/**
 * Node entry: `npm start` builds and runs this (dist/node/server.mjs) on PORT (3000). Static files
 * come from dist/client, pages from vike's production build (dist/server).
 *
 * WEB_CONCURRENCY server processes (default: one per CPU core) answer requests. With one, this
 * process serves by itself. With more, it is the primary of a node:cluster: it prepares the
 * database, then starts the workers, which share its listening socket; it replaces a worker that
 * dies, gives up when workers keep failing to start, and stops them all on SIGTERM or SIGINT.
 */
// vike's production build of the pages, bundled into this file (scripts/build-servers.mjs).
import '../dist/server/entry.mjs'
import { serve, type ServerType } from '@hono/node-server'
import { serveStatic } from '@hono/node-server/serve-static'
import cluster, { type Worker } from 'node:cluster'
import { availableParallelism } from 'node:os'
import { join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { createApp } from './app'
import { chooseEncoding, compression } from './middleware/compress'
import { dataVersionReader } from './domains/catalogue/data-version'
import { edgeCached } from './ports/edge/edge-cache'
import { memoryPageCache } from './ports/node/page-cache'
import { closeNodeDb, openNodeClient } from './db/node'
import { commitOnThread, serveWrites } from './db/node-writer'
import { answerWorkersRateLimits } from './ports/node/cluster-rate-limiter'
import { loadCounts, memoryRateLimiter, saveCountsStatements } from './ports/node/memory-rate-limiter'
import { systemClock } from './ports'
import { onStatementLeftOpen } from './db/statement-cache'
import { HOUSEKEEPING_EVERY_MS, keepHouse, releaseExpiredOrders, RELEASE_EVERY_MS } from './housekeeping'
import { DELIVER_EVERY_MS, deliverMail } from './mail/outbox'
import { backgroundWork } from './http/contract-routes'
import { createNodePorts, databaseFile, nodeLogger, nodePort, prepareDatabase } from './node-ports'
import { pipeToWebStream } from './node-page-stream'
import type { Ports } from './ports'
import { timedRequest, timingsOn } from './db/timings'
import { missingV8Flags } from './node-flags'

const root = resolve(fileURLToPath(new URL('../..', import.meta.url)))
const port = nodePort()
const hostname = process.env.HOST ?? '0.0.0.0'

/** How long a stopping process lets requests in flight and the mails they started finish. */
const STOP_GRACE_MS = 3_000
/** Workers that die before they listen, this many within the window: the primary gives up. */
const START_FAILURES = 5
const START_FAILURE_WINDOW_MS = 30_000

/** A worker that fails to start tells the primary why before it exits. */
type StartFailure = { startFailure: string }
const isStartFailure = (m: unknown): m is StartFailure =>
  typeof m === 'object' && m !== null && typeof (m as StartFailure).startFailure === 'string'

/** A wrong setting: said in one line, without a stack trace. */
class ConfigError extends Error {}

/** WEB_CONCURRENCY: a whole number of processes, at least 1; unset or empty: one per CPU core. */
function webConcurrency(value = process.env.WEB_CONCURRENCY): number {
  if (value === undefined || value.trim() === '') return availableParallelism()
  if (!/^[1-9][0-9]*$/.test(value.trim())) {
    throw new ConfigError(`WEB_CONCURRENCY must be a whole number of server processes, 1 or more; it is "${value}"`)
  }
  return Number(value)
}

/** PAGE_CACHE: megabytes of answers each server process keeps in memory (default 64); 0 = off. */
function pageCacheBytes(value = process.env.PAGE_CACHE): number {
  if (value === undefined || value.trim() === '') return 64 * 1024 * 1024
  if (!/^[0-9]+$/.test(value.trim())) {
    throw new ConfigError(`PAGE_CACHE must be a whole number of megabytes, 0 for none; it is "${value}"`)
  }
  return Number(value) * 1024 * 1024
}

/** The shop on PORT/HOST; resolves once it listens (in a worker: on the primary's shared socket). */
async function listen(ports: Ports): Promise<ServerType> {
  // Anonymous public GETs answered from memory, as the Worker answers them from its edge cache.
  const cache = pageCacheBytes() > 0 ? memoryPageCache({ maxBytes: pageCacheBytes() }) : undefined
  const app = createApp(ports, {
    pipeToWebStream,
    compression: compression({ pageCache: cache !== undefined }),
    staticFiles: serveStatic({
      root: join(root, 'dist/client'),
      // Their .br and .gz siblings, written by the build (scripts/precompress.mjs).
      precompressed: true,
      onFound: (path, c) => {
        c.header(
          'Cache-Control',
          path.includes('/assets/') ? 'public, max-age=31536000, immutable' : 'public, max-age=3600',
        )
      },
    }),
  })
  const dataVersion = dataVersionReader(ports.db)
  const keepWorking = (work: Promise<unknown>) =>
    void work.catch((error: unknown) => ports.log.error({ msg: 'page cache', error: String(error) }))
  const fetch = async (request: Request, env: unknown) =>
    timingsOn
      ? timedRequest(`${request.method} ${new URL(request.url).pathname}`, () => answer(request, env))
      : answer(request, env)
  const answer = async (request: Request, env: unknown) => {
    if (!cache) return app.fetch(request, env)
    const variant = {
      v: await dataVersion(),
      enc: chooseEncoding(request.headers.get('accept-encoding') ?? undefined) ?? 'identity',
    }
    const response = await edgeCached(request, cache, keepWorking, async () => app.fetch(request, env), variant)
    // A request that may have written (a console edit): this process's next request sees the new version.
    if (request.method !== 'GET' && request.method !== 'HEAD') dataVersion.forget()
    return response
  }
  return new Promise((resolve, reject) => {
    const server = serve({ fetch, port, hostname }, () => {
      server.off('error', reject)
      resolve(server)
    })
    server.once('error', reject)
  })
}

/**
 * Stops taking connections (idle keep-alive ones are closed), then waits for the requests in
 * flight and the background work they started (mails), at most STOP_GRACE_MS, and exits 0.
 */
async function stopAndExit(server: ServerType | undefined, ports: Ports | undefined): Promise<never> {
  const closed = new Promise<unknown>((done) => (server ? server.close(done) : done(undefined)))
  const grace = new Promise((done) => setTimeout(done, STOP_GRACE_MS).unref())
  await Promise.race([Promise.all([closed, ports && backgroundWork(ports)]), grace])
  await Promise.race([ports?.rateLimiter.flushed?.(), new Promise((done) => setTimeout(done, 1_000).unref())])
  process.exit(0)
}

/** WEB_CONCURRENCY=1: one process, no cluster. */
async function serveAlone() {
  const ports = await createNodePorts(root)
  const server = await listen(ports)
  keepHouseRegularly(ports)
  deliverMailRegularly(ports)
  ports.log.info({ msg: `chipshop listening on http://localhost:${port}` })
  const stop = () => void stopAndExit(server, ports)
  process.once('SIGINT', stop)
  process.once('SIGTERM', stop)
}

/**
 * A cluster worker: opens the database the primary prepared and serves. SIGTERM (from the primary,
 * or sent to this worker alone, which the primary then replaces) stops it gracefully; SIGINT is
 * left to the primary, since Ctrl-C in a terminal reaches every process of the group.
 */
async function serveAsWorker() {
  const serving: { ports?: Ports; server?: ServerType } = {}
  process.once('SIGTERM', () => void stopAndExit(serving.server, serving.ports))
  process.on('SIGINT', () => {})
  serving.ports = await createNodePorts(root)
  serving.server = await listen(serving.ports)
  keepHouseRegularly(serving.ports)
  deliverMailRegularly(serving.ports)
}

/**
 * Every serving process delivers the mail outbox at start (what a crash or a failed attempt left)
 * and every DELIVER_EVERY_MS; a request that queued mail also asks for delivery at once. Several
 * processes delivering at once send each message once (server/mail/outbox.ts).
 */
function deliverMailRegularly(ports: Ports) {
  const run = () =>
    void deliverMail(ports).catch((error: unknown) =>
      ports.log.error({ msg: 'mail delivery failed', error: String(error) }),
    )
  run()
  setInterval(run, DELIVER_EVERY_MS).unref()
}

/**
 * Every serving process clears out ended rate-limit windows, sessions and tokens a minute after it
 * starts and then hourly, and cancels unpaid orders past their time every five minutes
 * (server/housekeeping.ts; several processes doing it at once is harmless).
 */
function keepHouseRegularly(ports: Ports) {
  const run = () =>
    void keepHouse(ports).catch((error: unknown) =>
      ports.log.error({ msg: 'housekeeping failed', error: String(error) }),
    )
  setTimeout(run, 60_000).unref()
  setInterval(run, HOUSEKEEPING_EVERY_MS).unref()
  const release = () =>
    void releaseExpiredOrders(ports).catch((error: unknown) =>
      ports.log.error({ msg: 'releasing expired orders failed', error: String(error) }),
    )
  setInterval(release, RELEASE_EVERY_MS).unref()
}

/** The cluster's primary: prepares the database, starts `processes` workers and looks after them. */
async function superviseWorkers(processes: number) {
  const log = nodeLogger()
  // Migrations and seeding happen here, once, before any worker opens the file.
  closeNodeDb(await prepareDatabase(root, process.env, log))
  // The one writer: workers hand it their writes (server/db/node-writer.ts), and it commits them on
  // a thread of its own (server/db/writer-thread.ts). A statement that fails busy there (another
  // program held the lock past busy_timeout) fails that group's writes, and the thread replaces its
  // connection; this process's own connection (the rate limits' reads) is not stopped for it either.
  onStatementLeftOpen(() => {})
  const writeFailed = (error: unknown) =>
    log.error({ msg: 'a group of writes failed', error: String((error as Error)?.message ?? error) })
  const writer = await serveWrites(
    await commitOnThread(join(root, 'dist/node/writer-thread.mjs'), databaseFile(root), writeFailed),
    writeFailed,
  )
  // The rate limits: counted here for all workers, saved through the writer, read back on a restart.
  const limitsReader = await openNodeClient(databaseFile(root))
  const rateLimits = memoryRateLimiter(
    {
      load: (key) => loadCounts(limitsReader, key),
      save: async (rows) => void (rows.length && (await writer.write(saveCountsStatements(rows)))),
    },
    systemClock,
    { onSaveError: (error) => log.error({ msg: 'saving the rate limits failed', error: String(error) }) },
  )
  answerWorkersRateLimits(rateLimits)

  const running = new Set<Worker>()
  const listened = new Set<Worker>()
  const startFailures: number[] = []
  let lastStartFailure: string | undefined
  let announced = false
  /** Set once the primary stops: the code it exits with when the last worker is gone. */
  let exitCode: number | undefined

  // The workers accept connections from the shared socket themselves (SCHED_NONE), instead of the
  // primary handing each connection to a worker in turn (SCHED_RR, Linux's default). With
  // round-robin, a connection handed to a worker that then stops (a busy database: see
  // stopWhenAStatementIsLeftOpen) is never answered nor closed: the primary keeps it open waiting
  // for an acknowledgement that never comes, and the buyer's request hangs
  // (tests/e2e/busy-database.test.ts). Unaccepted connections wait in the socket's queue for
  // whichever worker is free, and a stopping worker's accepted ones are closed with it.
  cluster.schedulingPolicy = cluster.SCHED_NONE
  // A worker's heap sized as SERVER_V8_FLAGS says, however the primary was started (flags it was
  // given win): with V8's defaults a 10,000-line BOM takes a process above 300 MB (server/node-flags.ts).
  // npm start passes them to a lone process too.
  // 'advanced' (structured clone): the writes' answers carry bigints and blobs.
  cluster.setupPrimary({ serialization: 'advanced' })
  const v8Flags = missingV8Flags(process.execArgv)
  if (v8Flags.length) cluster.setupPrimary({ execArgv: [...process.execArgv, ...v8Flags] })
  // Two malloc arenas per worker (glibc's default is 8 per core): memory the spreadsheet-reading
  // threads freed goes back to the shared arenas instead of staying in theirs (docs/operations.md).
  const start = () => running.add(cluster.fork({ MALLOC_ARENA_MAX: process.env.MALLOC_ARENA_MAX ?? '2' }))
  /** Exits once the counts of the last hits are saved (at most a second). */
  const exit = (code: number) =>
    void Promise.race([rateLimits.flushed(), new Promise((done) => setTimeout(done, 1_000))]).finally(() =>
      process.exit(code),
    )
  const stopAll = (code: number) => {
    if (exitCode !== undefined) return
    exitCode = code
    if (!running.size) exit(code)
    for (const worker of running) worker.process.kill('SIGTERM')
    // Workers stop within STOP_GRACE_MS; one that does not is killed.
    setTimeout(() => {
      for (const worker of running) worker.process.kill('SIGKILL')
      process.exit(code)
    }, STOP_GRACE_MS + 1_000).unref()
  }

  cluster.on('message', (_worker, message) => {
    if (isStartFailure(message)) lastStartFailure = message.startFailure
  })
  cluster.on('listening', (worker, address) => {
    listened.add(worker)
    if (announced) {
      log.info({ msg: 'worker listening', worker: worker.id, pid: worker.process.pid })
    } else if (listened.size === processes) {
      announced = true
      log.info({ msg: `chipshop listening on http://localhost:${address.port}`, processes })
    }
  })
  cluster.on('exit', (worker, code, signal) => {
    running.delete(worker)
    const startedUp = listened.delete(worker)
    if (exitCode !== undefined) {
      if (!running.size) exit(exitCode)
      return
    }
    const how = `worker ${worker.id} ${signal ? `killed by ${signal}` : `exited with code ${code}`}`
    const record = { worker: worker.id, pid: worker.process.pid }
    if (!startedUp) {
      const now = Date.now()
      startFailures.push(now)
      while (startFailures[0]! <= now - START_FAILURE_WINDOW_MS) startFailures.shift()
      if (startFailures.length >= START_FAILURES) {
        log.error({
          msg: `workers keep failing to start (${startFailures.length} within ${START_FAILURE_WINDOW_MS / 1000} s, the last: ${how}): giving up`,
          ...record,
          error: lastStartFailure,
        })
        stopAll(1)
        return
      }
    }
    log.error({ msg: `${how}${startedUp ? '' : ' before it listened'}: starting another`, ...record })
    start()
  })

  process.once('SIGINT', () => stopAll(0))
  process.once('SIGTERM', () => stopAll(0))
  for (let i = 0; i < processes; i++) start()
}

/**
 * A statement that failed with SQLITE_BUSY (another process held the write lock past busy_timeout)
 * leaves this process's connection unable to commit (server/db/statement-cache.ts): the process
 * stops at once, before a later write could be answered and then lost. The primary replaces a
 * worker; a single process (WEB_CONCURRENCY=1) is restarted by whatever supervises it.
 *
 * It kills itself (SIGKILL) rather than exit: an exit runs the native libraries' teardown, and once
 * in a few dozen runs of tests/e2e/busy-database.test.ts under load two such workers never finished
 * exiting (no exit event in 60 s), holding the listening socket while answering nothing. Nothing is
 * lost by not tidying up: SQLite rolls back what was not committed, mail waits in the outbox table,
 * and the log line is written synchronously (stderr on a pipe or file).
 */
function stopWhenAStatementIsLeftOpen() {
  const log = nodeLogger()
  onStatementLeftOpen((sql, error) => {
    log.error({
      msg: 'a database statement failed busy and cannot be reset: this process stops so that no later write is lost',
      sql: sql.slice(0, 200),
      error: String(error),
    })
    process.kill(process.pid, 'SIGKILL')
  })
}

async function main() {
  stopWhenAStatementIsLeftOpen()
  if (cluster.isWorker) return serveAsWorker()
  const processes = webConcurrency()
  return processes === 1 ? serveAlone() : superviseWorkers(processes)
}

main().catch((error: unknown) => {
  console.error(error instanceof ConfigError ? `chipshop: ${error.message}` : error)
  if (cluster.isWorker && process.send) {
    process.send({ startFailure: String(error) } satisfies StartFailure, () => process.exit(1))
  } else {
    process.exit(1)
  }
})
