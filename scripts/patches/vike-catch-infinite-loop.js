// Stands in for vike/dist/utils/catchInfiniteLoop.js (vike 0.4.266) in the server bundles; see
// scripts/build-servers.mjs. vike counts calls per key to catch a render that loops, and keys the
// page render by request id: on every page request it walked the trackers of every request of the
// last 5 s to drop the old ones, so the walk grew with throughput (about 2 % of a product page's
// CPU at 150 pages/s in one process). The rule is the same here — more than 99 calls of one key
// within 5 s is an error, more than half of that a warning — and old trackers are dropped at most
// once a second. Drop this file when vike prunes cheaply itself.
import { assertUsage, assertWarning } from './assert.js'
import { humanizeTime } from './humanizeTime.js'

const trackers = new Map()
const maxCalls = 99
const time = 5 * 1000
let prunedAt = 0

export function catchInfiniteLoop(functionName) {
  const now = Date.now()
  if (now - prunedAt > 1000) {
    prunedAt = now
    for (const [key, tracker] of trackers) if (now - tracker.startTime > time) trackers.delete(key)
  }
  let tracker = trackers.get(functionName)
  if (!tracker || now - tracker.startTime > time) trackers.set(functionName, (tracker = { count: 0, startTime: now }))
  tracker.count++
  if (tracker.count > maxCalls * 0.5) {
    const msg = `${functionName} called ${tracker.count} times within ${humanizeTime(time)} — infinite loop?`
    if (tracker.count > maxCalls) assertUsage(false, msg)
    if (!tracker.warned) {
      assertWarning(false, msg, { onlyOnce: false, showStackTrace: true })
      tracker.warned = true
    }
  }
}
