/**
 * The V8 flags every Node server process runs with: `npm start` and `npm run serve` pass them
 * (package.json), the cluster's primary gives them to its workers unless it was started with its
 * own (server/node.ts), and the benchmarks start the server with them (tests/bench/built-server.mjs).
 *
 * - A young generation of at most 2 × 16 MB instead of V8's default for this much memory (2 × 64 MB
 *   on Node 24): a 10,000-line BOM fills whatever it is given, and every megabyte of it becomes
 *   resident memory. 2 × 8 MB took 16 MB off a BOM upload's peak but cost a quarter more CPU per
 *   search and page request (more objects promoted; docs/benchmarks.md, Server memory).
 * - An old generation of at most 384 MB instead of a quarter of the machine's memory (up to 4 GB):
 *   V8 lets the heap grow by a factor up to 4 over what was live at the last full collection when
 *   its limit is large, down to 1.1 when it is 256 MB; with the smaller limit a process collects
 *   sooner and stays near what it holds (three 10,000-line BOMs: peak 199 MB instead of 277 MB;
 *   docs/benchmarks.md, Server memory). The live heap of a warmed-up process is about 55 MB at a
 *   million parts, far below the limit; a process that did hold 384 MB would stop (out of memory)
 *   and the cluster's primary would start another.
 */
export const SERVER_V8_FLAGS = ['--max-semi-space-size=16', '--max-old-space-size=384'] as const

/** The flags of `SERVER_V8_FLAGS` that `execArgv` does not set already (by name). */
export function missingV8Flags(execArgv: readonly string[]): string[] {
  return SERVER_V8_FLAGS.filter((flag) => {
    const name = flag.slice(0, flag.indexOf('='))
    return !execArgv.some((arg) => arg === name || arg.startsWith(`${name}=`))
  })
}
