import cluster, { type Worker } from 'node:cluster'
import type { RateLimiter } from '../index'
import { timing, timingsOn } from '../../db/timings'
import { askPrimary } from './ask-primary'

/**
 * The rate limits of a Node cluster are counted in one place, the primary's memory
 * (./memory-rate-limiter.ts): a worker asks it over the cluster's channel, as it hands it its writes
 * (server/db/node-writer.ts). A round trip is a fraction of a millisecond; the counts reach the
 * database behind, in the writer's next group.
 */

type LimitQuestion = {
  chipshopLimit: number
  op: 'hit' | 'peek'
  key: string
  limit: number
  windowSeconds: number
}
type LimitAnswer = { chipshopLimitAnswer: number; allowed?: boolean; retryAfter?: number; error?: string }

const isQuestion = (m: unknown): m is LimitQuestion =>
  typeof m === 'object' && m !== null && typeof (m as LimitQuestion).chipshopLimit === 'number'

/** In the primary: answers the workers' questions with `limiter`. */
export function answerWorkersRateLimits(limiter: RateLimiter) {
  cluster.on('message', (worker: Worker, message: unknown) => {
    if (!isQuestion(message)) return
    const { chipshopLimit: id, op, key, limit, windowSeconds } = message
    limiter[op](key, limit, windowSeconds).then(
      (r) => worker.isConnected() && worker.send({ chipshopLimitAnswer: id, ...r } satisfies LimitAnswer),
      (error: unknown) =>
        worker.isConnected() && worker.send({ chipshopLimitAnswer: id, error: String(error) } satisfies LimitAnswer),
    )
  })
}

/** In a worker: the primary's limiter. */
export function primaryRateLimiter(): RateLimiter {
  const ask = askPrimary<Omit<LimitQuestion, 'chipshopLimit'>, LimitAnswer>(
    'chipshopLimit',
    'chipshopLimitAnswer',
    'the rate limiter (cluster primary) is gone',
  )
  const answer = async (op: LimitQuestion['op'], key: string, limit: number, windowSeconds: number) => {
    const asked = timingsOn ? performance.now() : 0
    const a = await ask({ op, key, limit, windowSeconds })
    if (a.error !== undefined) throw new Error(`rate limiter: ${a.error}`)
    if (timingsOn) timing('worker: one rate-limit round trip', performance.now() - asked)
    return { allowed: a.allowed!, retryAfter: a.retryAfter! }
  }
  return {
    hit: (key, limit, windowSeconds) => answer('hit', key, limit, windowSeconds),
    peek: (key, limit, windowSeconds) => answer('peek', key, limit, windowSeconds),
  }
}
