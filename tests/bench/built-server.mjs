// Starts the built Node server (dist/node/server.mjs, `npm run build`) for a benchmark as `npm run serve`
// does (SERVER_NODE_FLAGS, MALLOC_ARENA_MAX=2): on a free port, with a fresh temporary data folder, request log off.
// Used by bench.mjs, search.mjs and bom.mjs.
import { spawn } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { freePort } from '../support/free-port.ts'
import { GENEROUS_RATE_LIMITS } from '../support/rate-limits.ts'
import { SERVER_V8_FLAGS } from '../../server/node-flags.ts'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'

const root = resolve(fileURLToPath(new URL('../..', import.meta.url)))

/**
 * The V8 flags `npm start` and `npm run serve` start the server with (package.json): the young and
 * old generations sized for the server's memory (server/node-flags.ts says why). Cluster workers
 * get them from the primary.
 */
export const SERVER_NODE_FLAGS = [...SERVER_V8_FLAGS]

/**
 * Resolves once `readyPath` answers 200: `{ base, startMs, stop, pid }`. `env` adds to the environment
 * (e.g. DATABASE_FILE); `nodeFlags` replace SERVER_NODE_FLAGS ([] for V8's defaults); the server is
 * killed when it does not answer within `timeoutMs`.
 */
export async function startBuiltServer({ env = {}, readyPath, timeoutMs = 60_000, nodeFlags = SERVER_NODE_FLAGS }) {
  const port = await freePort()
  const dataDir = mkdtempSync(join(tmpdir(), 'chipshop-bench-'))
  // BENCH_SERVER: another build of the server (a copy of dist/node) to compare against, A/B.
  const server = resolve(process.env.BENCH_SERVER ?? join(root, 'dist/node/server.mjs'))
  const child = spawn(process.execPath, [...nodeFlags, server], {
    cwd: root,
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG: 'off',
      // The load comes from one address: the per-address limits of writes would answer 429.
      RATE_LIMITS: GENEROUS_RATE_LIMITS,
      // As npm run serve starts it (docs/operations.md).
      MALLOC_ARENA_MAX: '2',
      ...env,
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  })
  let stderr = ''
  child.stderr.on('data', (d) => (stderr += d))
  const exited = new Promise((ok) => child.once('exit', (code, signal) => ok({ code, signal })))
  const base = `http://127.0.0.1:${port}`
  const started = Date.now()
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}:\n${stderr}`)
    try {
      const res = await fetch(base + readyPath)
      await res.arrayBuffer()
      if (res.ok) break
    } catch {
      // not listening yet
    }
    if (Date.now() - started > timeoutMs) {
      child.kill('SIGKILL')
      throw new Error(`server did not answer within ${timeoutMs / 1000} s:\n${stderr}`)
    }
    await new Promise((r) => setTimeout(r, 200))
  }
  const startMs = Date.now() - started
  const stop = async () => {
    if (child.exitCode === null) {
      child.kill('SIGTERM')
      const timer = setTimeout(() => child.kill('SIGKILL'), 5_000)
      await exited
      clearTimeout(timer)
    }
    rmSync(dataDir, { recursive: true, force: true })
  }
  return { base, startMs, stop, pid: child.pid }
}
