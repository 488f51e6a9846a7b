/**
 * A cluster worker's questions to the primary over the cluster's channel, each answered once: the
 * question carries a number under `idKey`, its answer the same number under `answerKey`. The
 * database writer (server/db/node-writer.ts) and the rate limiter (./cluster-rate-limiter.ts) ask
 * this way. The promise fails if the question cannot be sent, or with `gone` if the primary goes
 * away before it answers (this worker is then stopping).
 */
export function askPrimary<Question extends object, Answer extends object>(
  idKey: string,
  answerKey: string,
  gone: string,
): (question: Question) => Promise<Answer> {
  const waiting = new Map<number, { resolve: (answer: Answer) => void; reject: (error: Error) => void }>()
  let last = 0
  process.on('message', (message: unknown) => {
    const id = typeof message === 'object' && message !== null ? (message as Record<string, unknown>)[answerKey] : null
    if (typeof id !== 'number') return
    const asked = waiting.get(id)
    if (!asked) return
    waiting.delete(id)
    asked.resolve(message as Answer)
  })
  process.on('disconnect', () => {
    for (const asked of waiting.values()) asked.reject(new Error(gone))
    waiting.clear()
  })
  return (question) =>
    new Promise<Answer>((resolve, reject) => {
      const id = ++last
      waiting.set(id, { resolve, reject })
      process.send!({ ...question, [idKey]: id }, undefined, undefined, (error: Error | null) => {
        if (!error) return
        waiting.delete(id)
        reject(error)
      })
    })
}
