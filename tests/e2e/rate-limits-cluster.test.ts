/**
 * On Node the rate limits are counted in the cluster primary's memory and saved behind to the
 * database (server/ports/node/memory-rate-limiter.ts): a limit holds across the server's processes
 * (every worker asks the primary) and across a restart, even one by `kill -9` (the counts were
 * saved within the writer's next group).
 */
import { afterAll, expect, test } from 'vitest'
import { GENEROUS_RATE_LIMITS } from '../support/rate-limits'
import { startShopServer, type ShopServer } from './server'

const LIMIT = 6
const ENV = { WEB_CONCURRENCY: '2', RATE_LIMITS: `${GENEROUS_RATE_LIMITS},captcha=${LIMIT}/600` }
const servers: ShopServer[] = []
afterAll(async () => {
  for (const s of servers.reverse()) await s.stop().catch(() => {})
})

const askCaptcha = async (server: ShopServer) => {
  // A new connection each: the two processes take connections from the shared socket in turn.
  const res = await fetch(`${server.baseUrl}/api/captcha/getCaptcha`, { headers: { connection: 'close' } })
  await res.arrayBuffer()
  return { status: res.status, retryAfter: Number(res.headers.get('retry-after')) }
}

test('a limit counts the requests of every server process together, and still holds after kill -9 and a restart', async () => {
  const first = await startShopServer(ENV)
  servers.push(first)
  const answers = await Promise.all(Array.from({ length: 4 * LIMIT }, () => askCaptcha(first)))
  expect(answers.filter((a) => a.status === 200)).toHaveLength(LIMIT)
  expect(answers.filter((a) => a.status === 429)).toHaveLength(3 * LIMIT)

  // The counts reach the database within the writer's next group: a moment, not a second.
  await new Promise((r) => setTimeout(r, 500))
  await first.crash()
  const second = await startShopServer(ENV, { dataDir: first.dataDir })
  servers.push(second)
  const after = await askCaptcha(second)
  expect(after.status).toBe(429)
  expect(after.retryAfter).toBeGreaterThan(60)
})
