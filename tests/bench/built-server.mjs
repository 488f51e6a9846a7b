// Starts the built Node server (dist/node/server.mjs, `npm run build`) for a benchmark: on a free
// port, with a fresh temporary data folder, request log off. Used by bench.mjs and search.mjs.
import { spawn } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { freePort } from '../support/free-port.ts'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'

const root = resolve(fileURLToPath(new URL('../..', import.meta.url)))

/**
 * Resolves once `readyPath` answers 200: `{ base, startMs, stop, pid }`. `env` adds to the environment
 * (e.g. DATABASE_FILE); the server is killed when it does not answer within `timeoutMs`.
 */
export async function startBuiltServer({ env = {}, readyPath, timeoutMs = 60_000 }) {
  const port = await freePort()
  const dataDir = mkdtempSync(join(tmpdir(), 'chipshop-bench-'))
  const child = spawn(process.execPath, [join(root, 'dist/node/server.mjs')], {
    cwd: root,
    env: { ...process.env, DATA_DIR: dataDir, PORT: String(port), HOST: '127.0.0.1', LOG: 'off', ...env },
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
