import { sql } from 'drizzle-orm'
import { batchStatement } from '../../db/batch'
import type { Db } from '../../db/client'
import { readOnce, type ServiceContext } from '../../services/context'
import type { Ctx } from '../parts/views'

/**
 * The version of the public data (catalogue, content, stock): a counter under `data_version` in
 * catalogue_stats. Whatever changes what anonymous pages show raises it (the demo seed does after
 * an import); cached anonymous pages and API answers are keyed by it (edgeCached's variant), so a
 * change is seen by the next request, in every server process, without purging anything.
 */
export async function bumpDataVersion(db: Db): Promise<void> {
  await db.run(
    sql`INSERT INTO catalogue_stats (key, value) VALUES ('data_version', 1) ON CONFLICT(key) DO UPDATE SET value = value + 1`,
  )
}

/** bumpDataVersion as a statement of a batch (the stock changes of an order, a cancel, an expiry). */
export function dataVersionBump(db: Db) {
  return batchStatement(
    db,
    sql`INSERT INTO catalogue_stats (key, value) VALUES ('data_version', 1) ON CONFLICT(key) DO UPDATE SET value = value + 1`,
  )
}

export async function readDataVersion(db: Db): Promise<string> {
  const [row] = await db.all<{ value: number }>(sql`SELECT value FROM catalogue_stats WHERE key = 'data_version'`)
  return String(row?.value ?? 0)
}

/**
 * readDataVersion, read at most once per `everyMs` (a change made elsewhere shows within that
 * time). `forget()` makes the next call read it: the server calls it after a request that may
 * have written (anything but a GET), so that a change made through this process or isolate (an
 * edit in the console) is seen by its very next request.
 */
export function dataVersionReader(db: Db, everyMs = 1000): (() => Promise<string>) & { forget(): void } {
  let version: Promise<string> | undefined
  let readAt = 0
  const read = () => {
    const now = Date.now()
    if (!version || now - readAt >= everyMs) {
      readAt = now
      const reading = readDataVersion(db)
      // A failed read is tried again by the next request.
      version = reading.catch((error: unknown) => {
        readAt = 0
        throw error
      })
    }
    return version
  }
  return Object.assign(read, { forget: () => void (readAt = 0) })
}

/**
 * The data version as this request sees it: read once per page render or API call (one lookup of
 * a primary key), so an answer kept by `publicDataCache` is never older than the request's data.
 */
export function requestDataVersion(ctx: { db: Db; reads?: ServiceContext['reads'] }): Promise<string> {
  return readOnce(ctx, 'dataVersion', () => readDataVersion(ctx.db))
}

/**
 * Answers made from the public data (the same for every visitor of a language), kept in this
 * process (on the Worker, this isolate) per database until the data version or the day changes:
 * an anonymous page that is not in the page cache then renders without asking the database again.
 * The day is part of it because answers show dates counted from today (delivery dates). Never for
 * anything that depends on the visitor. At most `maxEntries` answers, the least recently used go
 * first; an answer that fails is not kept. An answer is frozen (deeply) when kept: code that
 * changed it would change every later visitor's page, so it fails at once instead.
 */
export function publicDataCache<T>(maxEntries: number) {
  const byDb = new WeakMap<object, { generation: string; answers: Map<string, Promise<T>> }>()
  return async (ctx: Ctx, key: string, load: () => Promise<T>): Promise<T> => {
    const generation = `${await requestDataVersion(ctx)} ${ctx.now.toISOString().slice(0, 10)}`
    let kept = byDb.get(ctx.db)
    if (!kept || kept.generation !== generation) byDb.set(ctx.db, (kept = { generation, answers: new Map() }))
    const { answers } = kept
    key = `${ctx.locale} ${key}`
    let answer = answers.get(key)
    if (answer) {
      // Most recently used last.
      answers.delete(key)
    } else {
      answer = load().then(deepFreeze)
      answer.catch(() => {
        if (answers.get(key) === answer) answers.delete(key)
      })
      if (answers.size >= maxEntries) answers.delete(answers.keys().next().value!)
    }
    answers.set(key, answer)
    return answer
  }
}

function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value)
    for (const child of Object.values(value)) deepFreeze(child)
  }
  return value
}
