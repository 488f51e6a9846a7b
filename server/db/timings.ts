import { AsyncLocalStorage } from 'node:async_hooks'
import { writeFileSync } from 'node:fs'
import { threadId } from 'node:worker_threads'

/**
 * Where a write's milliseconds go, for `npm run bench:orders` (docs/benchmarks.md, The buy path:
 * where the time goes). Off unless CHIPSHOP_TIMINGS names a file: then every server process keeps
 * its samples (the last 200,000 of each name) and writes them to `<file>.<pid>-<thread>.json` every two
 * seconds, for tests/bench/timings.mjs to sum up. Node only (the cluster's writer and workers).
 */
const file = process.env.CHIPSHOP_TIMINGS
export const timingsOn = !!file
const samples = new Map<string, number[]>()

/** One sample of `name`, in milliseconds. */
export function timing(name: string, ms: number) {
  if (!file) return
  let list = samples.get(name)
  if (!list) samples.set(name, (list = []))
  if (list.length >= 200_000) list.shift()
  list.push(ms)
}

if (file) {
  setInterval(() => {
    writeFileSync(`${file}.${process.pid}-${threadId}.json`, JSON.stringify(Object.fromEntries(samples)))
  }, 2_000).unref()
}

/** A request's time in reads and in writes (the round trip to the writer), while it runs. */
type RequestTime = { readMs: number; writeMs: number; writes: number }
const current = new AsyncLocalStorage<RequestTime>()

/** Runs a request, then records its whole time, its reads, its writes and the rest under `name`. */
export async function timedRequest<T>(name: string, run: () => Promise<T>): Promise<T> {
  if (!file) return run()
  const spent: RequestTime = { readMs: 0, writeMs: 0, writes: 0 }
  const started = performance.now()
  const result = await current.run(spent, run)
  const total = performance.now() - started
  timing(`${name} total`, total)
  timing(`${name} reads`, spent.readMs)
  timing(`${name} writes (round trips to the writer)`, spent.writeMs)
  timing(`${name} write round trips (count)`, spent.writes)
  timing(`${name} rest (validation, pricing, JSON, event-loop waits)`, total - spent.readMs - spent.writeMs)
  return result
}

/** Adds a read's or a write's time to the request it belongs to. */
export async function timed<T>(kind: 'read' | 'write', run: () => Promise<T>): Promise<T> {
  const spent = file ? current.getStore() : undefined
  if (!spent) return run()
  const started = performance.now()
  try {
    return await run()
  } finally {
    const ms = performance.now() - started
    if (kind === 'read') spent.readMs += ms
    else {
      spent.writeMs += ms
      spent.writes++
      timing('worker: one write round trip', ms)
    }
  }
}
