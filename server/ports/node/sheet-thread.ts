/**
 * The entry of a spreadsheet-reading worker thread (built to dist/node/sheet-thread.mjs by
 * scripts/build-servers.mjs; started by sheet-threads.ts). Reads one job at a time and answers
 * its result; an unexpected fault is answered as an error, not thrown.
 */
import { parentPort } from 'node:worker_threads'
import { readPastedText, readSheet } from '../../domains/sheets'
import type { SheetJob, SheetJobAnswer } from './sheet-threads'

const port = parentPort
if (!port) throw new Error('sheet-thread runs as a worker thread')
port.on('message', async (job: SheetJob) => {
  let answer: SheetJobAnswer
  try {
    const result =
      job.text !== undefined ? readPastedText(job.text, job.options) : await readSheet(job.bytes!, job.options)
    answer = { id: job.id, result }
  } catch (error) {
    answer = { id: job.id, error: String((error as Error)?.stack ?? error) }
  }
  port.postMessage(answer)
})
