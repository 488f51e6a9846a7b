/**
 * The Node sheet reader's worker threads (server/ports/node/sheet-threads.ts): a read past its
 * time budget has its thread terminated, a thread past its heap limit dies, and either way the
 * file is refused (tooComplex) and a fresh thread reads the next one; a read stuck in one thread
 * does not hold up another's. A stand-in thread script does what a hostile file could make the
 * reader do (loop, allocate without end), without depending on any such file existing.
 */
import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, expect, test } from 'vitest'
import { threadSheetReader } from '../../../server/ports/node/sheet-threads'
import type { LogRecord } from '../../../server/ports'

const script = join(mkdtempSync(join(tmpdir(), 'chipshop-threads-')), 'stand-in.mjs')
writeFileSync(
  script,
  `import { parentPort } from 'node:worker_threads'
parentPort.on('message', (job) => {
  if (job.text === 'loop') for (;;) {}
  if (job.text === 'hog') { const kept = []; for (;;) kept.push(new Array(100000).fill(Math.random())) }
  if (job.text === 'fault') return parentPort.postMessage({ id: job.id, error: 'Error: boom' })
  parentPort.postMessage({ id: job.id, result: { kind: 'tooManyLines', limit: job.bytes ? job.bytes.length : job.text.length } })
})
`,
)
const logs: LogRecord[] = []
const log = { info: (r: LogRecord) => void logs.push(r), error: (r: LogRecord) => void logs.push(r) }
const reader = threadSheetReader(script, { threads: 2, timeoutMs: 300, memoryMb: 32, log })
afterAll(() => reader.close())

test('a read past its time budget is refused and its thread replaced', async () => {
  expect(await reader.readText('loop', {})).toEqual({ kind: 'tooComplex' })
  expect(await reader.readText('next', {})).toEqual({ kind: 'tooManyLines', limit: 4 })
  expect(logs.some((l) => String(l.msg).includes('too long'))).toBe(true)
})

test('a thread past its heap limit dies; the file is refused and the next one read', async () => {
  // A time budget far beyond what filling 32 MB takes, so that only the heap limit can stop it
  // (with 300 ms, a CI machine busy with other work hit the time budget first).
  const roomy = threadSheetReader(script, { threads: 1, timeoutMs: 30_000, memoryMb: 32, log })
  try {
    expect(await roomy.readText('hog', {})).toEqual({ kind: 'tooComplex' })
    expect(logs.some((l) => String(l.reason).includes('ERR_WORKER_OUT_OF_MEMORY'))).toBe(true)
    expect(await roomy.readFile(new Uint8Array(3), {})).toEqual({ kind: 'tooManyLines', limit: 3 })
  } finally {
    await roomy.close()
  }
})

test('a stuck read holds up only its own thread', async () => {
  const patient = threadSheetReader(script, { threads: 2, timeoutMs: 1_500, log })
  try {
    const order: string[] = []
    const stuck = patient.readText('loop', {}).then((r) => (order.push('stuck'), r))
    const quick = patient.readText('quick', {}).then((r) => (order.push('quick'), r))
    expect(await quick).toEqual({ kind: 'tooManyLines', limit: 5 })
    expect(await stuck).toEqual({ kind: 'tooComplex' })
    expect(order).toEqual(['quick', 'stuck'])
  } finally {
    await patient.close()
  }
})

test('a fault in the reader is logged and the file refused as unreadable, not a server error', async () => {
  expect(await reader.readText('fault', {})).toEqual({ kind: 'unreadable' })
  expect(logs.some((l) => l.error === 'Error: boom')).toBe(true)
})

test('a view into a larger buffer sends only its own bytes', async () => {
  const big = new Uint8Array(1000)
  expect(await reader.readFile(big.subarray(10, 20), {})).toEqual({ kind: 'tooManyLines', limit: 10 })
})

test('without the built thread script, files are read in-line (the development server)', async () => {
  const inline = threadSheetReader(join(tmpdir(), 'no-such-thread.mjs'), { log })
  const read = await inline.readText('Part Number,Qty\nLM358DR,10\n', {})
  expect(read.kind === 'ok' && read.lines.map((l) => [l.mpn, l.quantity])).toEqual([['LM358DR', 10]])
})
