/**
 * Node's rate limiter (counted in memory, saved behind to rate_limits) answers as the Worker's SQL
 * limiter does, keeps its counts across a restart, and counts right after it dropped keys from
 * memory.
 */
import type { Client } from '@libsql/client'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { afterAll, beforeAll, expect, test } from 'vitest'
import type { Db } from '../../server/db/client'
import { closeNodeDb, openNodeDb } from '../../server/db/node'
import { clientCountStore, memoryRateLimiter } from '../../server/ports/node/memory-rate-limiter'
import { sqlRateLimiter } from '../../server/ports/sql-rate-limiter'

const repoRoot = resolve(fileURLToPath(new URL('../..', import.meta.url)))
let dir: string
const opened: Db[] = []
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'chipshop-limits-'))
})
afterAll(async () => {
  for (const db of opened) closeNodeDb(db)
  await rm(dir, { recursive: true, force: true })
})

async function database(name: string) {
  const db = await openNodeDb(join(dir, `${name}.db`), join(repoRoot, 'server/db/migrations'))
  opened.push(db)
  return { db, client: (db as unknown as { $client: Client }).$client }
}

function steppingClock(start: number) {
  let now = start
  return { now: () => new Date(now), step: (ms: number) => (now += ms) }
}

/** A small deterministic random sequence (the same on every run). */
function random(seed: number) {
  return () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31
}

test('the same hits and peeks get the same answers from the memory limiter as from the SQL limiter', async () => {
  const sql = await database('sql')
  const memory = await database('memory')
  const clock = steppingClock(Date.UTC(2026, 10, 29, 2, 0, 0))
  const bySql = sqlRateLimiter(sql.db, clock)
  const inMemory = memoryRateLimiter(clientCountStore(memory.client), clock)
  const next = random(7)
  const keys = ['a', 'b', 'c']
  const limits: [number, number][] = [
    [3, 10],
    [5, 60],
    [1, 300],
  ]
  const answers: { sql: unknown; memory: unknown }[] = []
  for (let i = 0; i < 600; i++) {
    const k = Math.floor(next() * keys.length)
    const [limit, seconds] = limits[k]!
    const op = next() < 0.8 ? 'hit' : 'peek'
    answers.push({
      sql: await bySql[op](keys[k]!, limit, seconds),
      memory: await inMemory[op](keys[k]!, limit, seconds),
    })
    clock.step(Math.floor(next() * 4_000))
  }
  expect(answers.filter((a) => JSON.stringify(a.sql) !== JSON.stringify(a.memory))).toEqual([])
  // Both were refused and allowed along the way (the sequence tests something).
  expect(answers.some((a) => (a.sql as { allowed: boolean }).allowed)).toBe(true)
  expect(answers.some((a) => !(a.sql as { allowed: boolean }).allowed)).toBe(true)
})

test('the counts are saved to rate_limits and a restarted limiter goes on from them', async () => {
  const { client } = await database('restart')
  const clock = steppingClock(Date.UTC(2026, 10, 29, 2, 0, 30))
  const first = memoryRateLimiter(clientCountStore(client), clock)
  for (let i = 0; i < 3; i++) expect((await first.hit('order:198.51.100.1', 3, 3600)).allowed).toBe(true)
  expect((await first.hit('order:198.51.100.1', 3, 3600)).allowed).toBe(false)
  await first.flushed()
  const { rows } = await client.execute("SELECT count FROM rate_limits WHERE key = 'order:198.51.100.1'")
  expect(rows.map((r) => Number(r.count))).toEqual([3])

  const afterRestart = memoryRateLimiter(clientCountStore(client), clock)
  const refused = await afterRestart.hit('order:198.51.100.1', 3, 3600)
  expect(refused.allowed).toBe(false)
  expect(refused.retryAfter).toBeGreaterThan(3_000)
  expect((await afterRestart.peek('order:198.51.100.2', 3, 3600)).allowed).toBe(true)
})

test('keys dropped from memory past its bound are read back and still counted', async () => {
  const { client } = await database('bound')
  const clock = steppingClock(Date.UTC(2026, 10, 29, 2, 0, 30))
  const limiter = memoryRateLimiter(clientCountStore(client), clock, { maxKeys: 2 })
  for (const key of ['k1', 'k2', 'k3', 'k4']) {
    expect((await limiter.hit(key, 1, 600)).allowed).toBe(true)
    await limiter.flushed()
  }
  // k1 and k2 were dropped from memory (only two kept); their one hit each is still counted.
  for (const key of ['k1', 'k2', 'k3', 'k4']) expect((await limiter.hit(key, 1, 600)).allowed).toBe(false)
})

test('hits on a key that is being read from the database are all counted', async () => {
  const { client } = await database('concurrent')
  const clock = steppingClock(Date.UTC(2026, 10, 29, 2, 0, 30))
  const limiter = memoryRateLimiter(clientCountStore(client), clock)
  const answers = await Promise.all(Array.from({ length: 8 }, () => limiter.hit('burst', 5, 600)))
  expect(answers.filter((a) => a.allowed)).toHaveLength(5)
})
