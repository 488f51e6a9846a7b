/**
 * The cluster primary's database writer thread (server/db/node-writer.ts, commitOnThread): owns
 * the only writing connection and commits the groups of writes the primary posts, one at a time.
 * Built to dist/node/writer-thread.mjs next to the server (scripts/build-servers.mjs).
 */
import { parentPort, workerData } from 'node:worker_threads'
import { openNodeClient } from './node'
import { commitOn, wireError, type WriteRequest } from './node-writer'
import { onStatementLeftOpen } from './statement-cache'

const port = parentPort!
const { file } = workerData as { file: string }
// A statement that failed busy fails its group, and commitOn replaces the connection: this thread
// does not stop (server/node.ts stops a process in that case: its connection also serves reads).
onStatementLeftOpen(() => {})
const commit = await commitOn(
  () => openNodeClient(file),
  (error) => port.postMessage({ failed: wireError(error) }),
)
port.on('message', (message: { id: number; requests: WriteRequest[] }) => {
  void commit(message.requests).then((answers) => port.postMessage({ committed: message.id, answers }))
})
port.postMessage({ ready: true })
