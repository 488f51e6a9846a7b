import { existsSync } from 'node:fs'
import { Worker } from 'node:worker_threads'
import type { ReadOptions, SheetResult } from '../../domains/sheets/types'
import type { Logger, SheetReader } from '../index'
import { inlineSheetReader } from '../inline-sheets'

/** A job for a reading thread: a file's bytes, or a pasted text. */
export type SheetJob = { id: number; bytes?: Uint8Array; text?: string; options: ReadOptions }
export type SheetJobAnswer = { id: number; result: SheetResult } | { id: number; error: string }

export type SheetThreadOptions = {
  /** Threads reading at once (default 2); further files wait their turn. */
  threads?: number
  /** Time one read may take before its thread is stopped and the file refused (tooComplex). */
  timeoutMs?: number
  /** Heap of a thread (V8's old generation); past it the thread dies and the file is refused. */
  memoryMb?: number
  /**
   * A thread with nothing to read for this long is stopped (it is started again when needed).
   * Default 0: stopped as soon as its read is answered and no file waits. A thread that stays
   * keeps the heap its reads grew (some 30 to 40 MB after a 10,000-line list, each thread, on top
   * of the process's own); a new one costs about 50 ms (docs/benchmarks.md, BOM memory).
   */
  idleMs?: number
  log: Logger
}

type Pending = { job: SheetJob; resolve: (r: SheetResult) => void; started?: number }
type Slot = { worker: Worker | null; job: Pending | null; timer?: NodeJS.Timeout; idle?: NodeJS.Timeout }

/**
 * Spreadsheets read in worker threads (node:worker_threads), off the event loop that answers
 * requests: a hostile or merely large file takes a thread, not the process. Each read has a time
 * budget (the thread is terminated past it) and each thread a heap limit (resourceLimits; past it
 * the thread dies): either way the file is refused as tooComplex and a fresh thread takes the next
 * file. `script` is the built thread entry (dist/node/sheet-thread.mjs); when it is missing (the
 * development server runs sources) files are read in-line.
 */
export function threadSheetReader(
  script: string,
  options: SheetThreadOptions,
): SheetReader & { close(): Promise<void> } {
  if (!existsSync(script)) {
    options.log.info({ msg: 'spreadsheets are read in-line: the thread script is not built', script })
    return { ...inlineSheetReader, close: async () => {} }
  }
  const { threads = 2, timeoutMs = 15_000, memoryMb = 384, idleMs = 0, log } = options
  const slots: Slot[] = Array.from({ length: threads }, () => ({ worker: null, job: null }))
  const queue: Pending[] = []
  let nextId = 1

  const start = (slot: Slot) => {
    const worker = new Worker(script, {
      resourceLimits: { maxOldGenerationSizeMb: memoryMb, maxYoungGenerationSizeMb: 32 },
      stdout: false,
      stderr: false,
    })
    worker.unref()
    worker.on('message', (answer: SheetJobAnswer) => {
      const pending = slot.job
      if (!pending || pending.job.id !== answer.id) return
      if ('error' in answer) {
        log.error({ msg: 'reading a spreadsheet failed', error: answer.error })
        finish(slot, { kind: 'unreadable' })
      } else finish(slot, answer.result)
    })
    // A thread that dies (its heap limit, a crash) refuses the file it was reading.
    const died = (reason: string) => {
      if (slot.worker !== worker) return
      slot.worker = null
      if (slot.job) {
        log.error({ msg: 'a spreadsheet reading thread stopped', reason, ms: Date.now() - (slot.job.started ?? 0) })
        finish(slot, { kind: 'tooComplex' })
      }
    }
    worker.on('error', (error) => died(String(error)))
    worker.on('exit', (code) => died(`exit ${code}`))
    return worker
  }

  const finish = (slot: Slot, result: SheetResult) => {
    clearTimeout(slot.timer)
    const pending = slot.job
    slot.job = null
    pending?.resolve(result)
    next()
  }

  const next = () => {
    for (const slot of slots) {
      if (slot.job || !queue.length) continue
      const pending = queue.shift()!
      clearTimeout(slot.idle)
      const worker = (slot.worker ??= start(slot))
      slot.job = pending
      pending.started = Date.now()
      slot.timer = setTimeout(() => {
        log.error({ msg: 'a spreadsheet took too long to read; its thread is stopped', ms: timeoutMs })
        slot.worker = null
        void worker.terminate()
        finish(slot, { kind: 'tooComplex' })
      }, timeoutMs)
      slot.timer.unref()
      worker.postMessage(pending.job)
    }
    // Threads left without work are stopped after idleMs (the timer restarts with every job).
    for (const slot of slots) {
      if (slot.job || !slot.worker) continue
      const worker = slot.worker
      clearTimeout(slot.idle)
      slot.idle = setTimeout(() => {
        if (slot.job || slot.worker !== worker) return
        slot.worker = null
        void worker.terminate()
      }, idleMs)
      slot.idle.unref()
    }
  }

  const submit = (job: Omit<SheetJob, 'id'>) =>
    new Promise<SheetResult>((resolve) => {
      queue.push({ job: { ...job, id: nextId++ }, resolve })
      next()
    })

  return {
    // A view into a larger buffer would be copied whole: the file's own bytes are sent.
    readFile: (bytes, opts) =>
      submit({ bytes: bytes.byteLength === bytes.buffer.byteLength ? bytes : bytes.slice(), options: opts }),
    readText: (text, opts) => submit({ text, options: opts }),
    /** Stops the threads; files still waiting or being read are refused (tooComplex). */
    async close() {
      for (const pending of queue.splice(0)) pending.resolve({ kind: 'tooComplex' })
      for (const slot of slots) {
        slot.job?.resolve({ kind: 'tooComplex' })
        slot.job = null
        clearTimeout(slot.idle)
        clearTimeout(slot.timer)
        const worker = slot.worker
        slot.worker = null
        if (worker) await worker.terminate()
      }
    },
  }
}
