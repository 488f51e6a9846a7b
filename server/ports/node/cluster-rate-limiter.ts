import cluster, { type Worker } from 'node:cluster'
import type { RateLimiter } from '../index'
import { timing, timingsOn } from '../../db/timings'

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
const isAnswer = (m: unknown): m is LimitAnswer =>
  typeof m === 'object' && m !== null && typeof (m as LimitAnswer).chipshopLimitAnswer === 'number'

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
  const waiting = new Map<number, { resolve: (r: LimitAnswer) => void; reject: (e: Error) => void }>()
  let last = 0
  process.on('message', (message: unknown) => {
    if (!isAnswer(message)) return
    const asked = waiting.get(message.chipshopLimitAnswer)
    if (!asked) return
    waiting.delete(message.chipshopLimitAnswer)
    if (message.error !== undefined) asked.reject(new Error(`rate limiter: ${message.error}`))
    else asked.resolve(message)
  })
  process.on('disconnect', () => {
    for (const asked of waiting.values()) asked.reject(new Error('the rate limiter (cluster primary) is gone'))
    waiting.clear()
  })
  const ask = (op: LimitQuestion['op'], key: string, limit: number, windowSeconds: number) =>
    new Promise<{ allowed: boolean; retryAfter: number }>((resolve, reject) => {
      const id = ++last
      const asked = timingsOn ? performance.now() : 0
      waiting.set(id, {
        resolve: (a) => {
          if (timingsOn) timing('worker: one rate-limit round trip', performance.now() - asked)
          resolve({ allowed: a.allowed!, retryAfter: a.retryAfter! })
        },
        reject,
      })
      const question: LimitQuestion = { chipshopLimit: id, op, key, limit, windowSeconds }
      process.send!(question, undefined, undefined, (error: Error | null) => {
        if (!error) return
        waiting.delete(id)
        reject(error)
      })
    })
  return {
    hit: (key, limit, windowSeconds) => ask('hit', key, limit, windowSeconds),
    peek: (key, limit, windowSeconds) => ask('peek', key, limit, windowSeconds),
  }
}
