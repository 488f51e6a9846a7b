import type { Client, InStatement, ResultSet, Row } from '@libsql/client'
import cluster, { type Worker } from 'node:cluster'
import { Worker as Thread } from 'node:worker_threads'
import { askPrimary } from '../ports/node/ask-primary'
import { timed, timing, timingsOn } from './timings'

/**
 * One writer for the Node cluster, with group commit.
 *
 * SQLite lets one connection write at a time. With every server process writing for itself, the
 * processes took turns on the write lock, and a process that found it taken waited in SQLite's
 * busy handler, which sleeps inside the statement (libsql runs statements synchronously): its
 * whole event loop stood still for up to 100 ms a try, and every commit paid its own fsync. Now the
 * workers read for themselves (WAL readers never wait) and hand every write to the primary, whose
 * writer thread owns the only writing connection: the writes that arrive while one group commits run as the next
 * group, in one `BEGIN IMMEDIATE … COMMIT` (one fsync for all of them), each inside its own
 * SAVEPOINT so that one that fails is undone alone, as its own statement or batch would have been.
 * A worker is answered after the COMMIT, so an acknowledged write is on disk
 * (`synchronous = FULL`, server/db/node.ts) whichever process is then killed.
 */

/** What a worker sends: one statement (`execute`) or one batch, which is all-or-nothing. */
export type WriteRequest = { chipshopWrite: number; statements: WireStatement[] }
type WireStatement = { sql: string; args: unknown }
type WireResult = {
  columns: string[]
  columnTypes: string[]
  rows: unknown[][]
  rowsAffected: number
  lastInsertRowid: bigint | undefined
}
export type WireError = { message: string; code?: string; rawCode?: number }
export type WriteAnswer = { chipshopWritten: number; results?: WireResult[]; error?: WireError }

const isWriteRequest = (m: unknown): m is WriteRequest =>
  typeof m === 'object' && m !== null && typeof (m as WriteRequest).chipshopWrite === 'number'

/** Statements a worker runs on its own connection: reads, and PRAGMAs (they set that connection). */
export function isRead(sql: string): boolean {
  if (/^\s*(SELECT|PRAGMA|EXPLAIN)\b/i.test(sql)) return true
  return /^\s*WITH\b/i.test(sql) && !/\b(INSERT|UPDATE|DELETE|REPLACE)\b/i.test(sql)
}

function toWire(statement: InStatement): WireStatement {
  if (typeof statement === 'string') return { sql: statement, args: [] }
  if (Array.isArray(statement)) return { sql: statement[0], args: statement[1] ?? [] }
  return { sql: statement.sql, args: statement.args ?? [] }
}

function wireResult(result: ResultSet): WireResult {
  return {
    columns: [...result.columns],
    columnTypes: [...result.columnTypes],
    rows: result.rows.map((row) => Array.prototype.slice.call(row)),
    rowsAffected: result.rowsAffected,
    lastInsertRowid: result.lastInsertRowid,
  }
}

export function wireError(error: unknown): WireError {
  const e = error as { message?: unknown; code?: unknown; rawCode?: unknown } | null
  return {
    message: typeof e?.message === 'string' ? e.message : String(error),
    code: typeof e?.code === 'string' ? e.code : undefined,
    rawCode: typeof e?.rawCode === 'number' ? e.rawCode : undefined,
  }
}

/** A row as @libsql/client makes it: values by index (not enumerable) and by column name. */
function rowOf(values: unknown[], columns: string[]): Row {
  const row = {} as Row
  Object.defineProperty(row, 'length', { value: values.length })
  values.forEach((value, i) => {
    Object.defineProperty(row, i, { value })
    const column = columns[i]!
    if (!Object.hasOwn(row, column)) {
      Object.defineProperty(row, column, { value, enumerable: true, configurable: true, writable: true })
    }
  })
  return row
}

function resultOf(wire: WireResult): ResultSet {
  const result = {
    ...wire,
    rows: wire.rows.map((values) => rowOf(values, wire.columns)),
    toJSON: () => ({ ...wire, lastInsertRowid: wire.lastInsertRowid?.toString() }),
  }
  return result as ResultSet
}

function errorOf(wire: WireError): Error {
  return Object.assign(new Error(wire.message), { name: 'LibsqlError', code: wire.code, rawCode: wire.rawCode })
}

/**
 * In a cluster worker: the client reads on its own connection and sends every other statement
 * (and every batch with a write in it) to the primary's writer. Elsewhere the client is unchanged.
 */
export function handWritesToPrimary(client: Client): Client {
  if (!cluster.isWorker || !process.send) return client
  const ask = askPrimary<Pick<WriteRequest, 'statements'>, WriteAnswer>(
    'chipshopWrite',
    'chipshopWritten',
    'the database writer (cluster primary) is gone',
  )
  const write = async (statements: InStatement[]) => {
    const answer = await ask({ statements: statements.map(toWire) })
    if (answer.error) throw errorOf(answer.error)
    return answer.results!.map(resultOf)
  }
  const execute = async (statement: InStatement, args?: unknown) => {
    const wire = typeof statement === 'string' ? { sql: statement, args: args ?? [] } : toWire(statement)
    if (isRead(wire.sql)) return timed('read', () => client.execute(wire as InStatement))
    return (await timed('write', () => write([wire as InStatement])))[0]!
  }
  const batch = async (statements: InStatement[], mode?: Parameters<Client['batch']>[1]) => {
    if (statements.every((s) => isRead(toWire(s).sql))) return timed('read', () => client.batch(statements, mode))
    return timed('write', () => write(statements))
  }
  return new Proxy(client, {
    get(target, property) {
      if (property === 'execute') return execute
      if (property === 'batch') return batch
      const value: unknown = Reflect.get(target, property, target)
      return typeof value === 'function' ? (value as (...a: unknown[]) => unknown).bind(target) : value
    },
  })
}

/** Commits one group of writes and answers each (server/db/node-writer.ts, commitGroup). */
export type CommitGroup = (requests: WriteRequest[]) => Promise<WriteAnswer[]>

/**
 * Commits groups on a connection of this thread. A write lock held by another program past
 * busy_timeout fails the group (its writes are answered as failed, none acknowledged), and the
 * connection is replaced: libsql 0.5 leaves a statement that failed busy open
 * (server/db/statement-cache.ts), and that connection would lose later writes.
 */
export async function commitOn(open: () => Promise<Client>, onError: (error: unknown) => void): Promise<CommitGroup> {
  let client = await open()
  return async (requests) => {
    const answers = await commitGroup(client, requests)
    if (answers.some((a) => a.error?.code?.startsWith('SQLITE_BUSY'))) {
      onError(answers.find((a) => a.error)!.error)
      client.close()
      client = await open()
    }
    return answers
  }
}

type ThreadMessage = { ready: true } | { committed: number; answers: WriteAnswer[] } | { failed: WireError }

/**
 * Commits groups on a thread of their own (server/db/writer-thread.ts, built next to the server):
 * libsql runs statements synchronously, so a COMMIT waiting for its fsync would hold the primary's
 * event loop, and with it the workers' next writes and their rate-limit questions
 * (server/ports/node/cluster-rate-limiter.ts). A thread that dies is started again for the next
 * group; the group it held is answered with the error.
 */
export async function commitOnThread(
  script: string,
  file: string,
  onError: (error: unknown) => void,
): Promise<CommitGroup> {
  let started: Promise<Thread> | undefined
  const waiting = new Map<number, { requests: WriteRequest[]; answer: (answers: WriteAnswer[]) => void }>()
  let last = 0
  const start = () =>
    new Promise<Thread>((resolve, reject) => {
      const thread = new Thread(script, { workerData: { file } })
      thread.on('message', (message: ThreadMessage) => {
        if ('ready' in message) resolve(thread)
        else if ('failed' in message) onError(message.failed)
        else {
          const asked = waiting.get(message.committed)
          waiting.delete(message.committed)
          asked?.answer(message.answers)
        }
      })
      thread.on('error', (error) => {
        onError(error)
        reject(error)
      })
      thread.on('exit', () => {
        started = undefined
        const error = wireError(new Error('the database writer thread stopped'))
        for (const { requests, answer } of waiting.values())
          answer(requests.map((r) => ({ chipshopWritten: r.chipshopWrite, error })))
        waiting.clear()
      })
    })
  started = start()
  await started
  return async (requests) => {
    const thread = await (started ??= start())
    return new Promise((answer) => {
      const id = ++last
      waiting.set(id, { requests, answer })
      thread.postMessage({ id, requests })
    })
  }
}

/**
 * In the cluster's primary: answers the workers' writes, group by group, with `commit`: the writes
 * that arrive while one group commits run as the next group. A group's writes commit together; one
 * whose statement fails is rolled back to its savepoint and answered with that error; if the group
 * itself cannot commit, every write in it gets the error.
 */
export async function serveWrites(
  commit: CommitGroup,
  onError: (error: unknown) => void,
): Promise<{ write(statements: InStatement[]): Promise<ResultSet[]> }> {
  const pending: { reply: (answer: WriteAnswer) => void; request: WriteRequest; arrived: number }[] = []
  let running = false
  let ownWrites = 0

  const run = async () => {
    running = true
    try {
      await runGroups()
    } finally {
      running = false
    }
  }
  const runGroups = async () => {
    while (pending.length) {
      const group = pending.splice(0)
      const started = performance.now()
      if (timingsOn) {
        for (const g of group) timing('writer: waiting for its group', started - g.arrived)
        timing('writer: writes in a group', group.length)
      }
      const answers = await commit(group.map((g) => g.request)).catch((error: unknown) =>
        group.map(({ request }): WriteAnswer => ({ chipshopWritten: request.chipshopWrite, error: wireError(error) })),
      )
      group.forEach(({ reply }, i) => reply(answers[i]!))
      timing('writer: a group, BEGIN to answers sent', performance.now() - started)
    }
  }
  const enqueue = (request: WriteRequest, reply: (answer: WriteAnswer) => void) => {
    pending.push({ reply, request, arrived: performance.now() })
    // Writes that arrive while a group runs wait for the next one: setImmediate lets the messages
    // already queued in the event loop join this group first.
    if (!running) {
      running = true
      setImmediate(() => void run().catch(onError))
    }
  }
  cluster.on('message', (worker: Worker, message) => {
    if (!isWriteRequest(message)) return
    enqueue(message, (answer) => {
      if (worker.isConnected()) worker.send(answer)
    })
  })
  return {
    /** A write of the primary's own (the rate limits' counts): it joins the next group as a worker's would. */
    write: (statements) =>
      new Promise((resolve, reject) =>
        enqueue({ chipshopWrite: --ownWrites, statements: statements.map(toWire) }, (answer) =>
          answer.error ? reject(errorOf(answer.error)) : resolve(answer.results!.map(resultOf)),
        ),
      ),
  }
}

const SAVEPOINT = 'chipshop_write'

export async function commitGroup(client: Client, requests: WriteRequest[]): Promise<WriteAnswer[]> {
  const failAll = (error: unknown) =>
    requests.map((r): WriteAnswer => ({ chipshopWritten: r.chipshopWrite, error: wireError(error) }))
  const began = performance.now()
  try {
    await client.execute('BEGIN IMMEDIATE')
  } catch (error) {
    return failAll(error)
  }
  timing('writer: BEGIN IMMEDIATE', performance.now() - began)
  const answers: WriteAnswer[] = []
  try {
    for (const request of requests) {
      const one = performance.now()
      await client.execute(`SAVEPOINT ${SAVEPOINT}`)
      try {
        const results: WireResult[] = []
        for (const statement of request.statements) {
          results.push(wireResult(await client.execute(statement as InStatement)))
        }
        await client.execute(`RELEASE ${SAVEPOINT}`)
        answers.push({ chipshopWritten: request.chipshopWrite, results })
        timing(`writer: one write's statements (${request.statements.length})`, performance.now() - one)
      } catch (error) {
        answers.push({ chipshopWritten: request.chipshopWrite, error: wireError(error) })
        // If this fails, the transaction itself is gone: the whole group fails below.
        await client.execute(`ROLLBACK TO ${SAVEPOINT}`)
        await client.execute(`RELEASE ${SAVEPOINT}`)
      }
    }
    const committing = performance.now()
    await client.execute('COMMIT')
    timing('writer: COMMIT (WAL write + fsync)', performance.now() - committing)
    return answers
  } catch (error) {
    await client.execute('ROLLBACK').catch(() => {})
    return failAll(error)
  }
}
