// Bundles the two server entries after `vike build`:
//   dist/node/server.mjs   Node (dependencies stay in node_modules)
//   dist/node/sheet-thread.mjs   the Node server's spreadsheet-reading worker thread
//   dist/node/writer-thread.mjs  the cluster primary's database writer thread
//   dist/worker/index.js   Cloudflare Worker (one ES module, dependencies bundled, vike's server build inlined)
import { build } from 'esbuild'
import { mkdirSync, rmSync, writeFileSync } from 'node:fs'
import { dirname } from 'node:path'
import { asciiOnly } from './ascii-only.mjs'

const common = {
  bundle: true,
  format: 'esm',
  sourcemap: true,
  logLevel: 'warning',
  jsx: 'automatic',
  target: 'es2022',
}

// Every server process keeps the text of the modules it loaded in memory (V8 needs it to compile
// functions when they first run): the Node server is split where the code imports lazily (vike's
// pages, SheetJS, the demo seed; dist/node/chunks/), so that a process loads only what it runs, and
// written without comments and spaces, all in ASCII, which V8 keeps at one byte per character (a
// single character outside Latin-1 made it keep the whole 9 MB file at two bytes per character:
// 17 MB in every process; docs/benchmarks.md, Server memory). Names are kept, so stack traces
// still say which function; dist/node/*.map maps them back (node --enable-source-maps).
const nodeResult = await build({
  ...common,
  entryPoints: { server: 'server/node.ts' },
  outdir: 'dist/node',
  splitting: true,
  chunkNames: 'chunks/[name]-[hash]',
  outExtension: { '.js': '.mjs' },
  minifyWhitespace: true,
  minifySyntax: true,
  legalComments: 'none',
  write: false,
  platform: 'node',
  // vike's server build and the React/vike runtime are bundled (no per-request module resolution of
  // their dynamic imports), so is @libsql/client; packages with native code (libsql)
  // or many files stay in node_modules.
  external: ['libsql', 'nodemailer', 'smtp-server'],
  banner: {
    js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);",
  },
  define: { 'process.env.NODE_ENV': '"production"' },
  logOverride: { 'ignored-bare-import': 'silent' },
})
rmSync('dist/node', { recursive: true, force: true })
for (const file of nodeResult.outputFiles) {
  mkdirSync(dirname(file.path), { recursive: true })
  writeFileSync(file.path, file.path.endsWith('.mjs') ? asciiOnly(file.text) : file.contents)
}

// The spreadsheet reader's worker thread (server/ports/node/sheet-threads.ts starts it), next to
// the server: SheetJS and the reader bundled in, like the server's own copy, written as the server is.
const threadResult = await build({
  ...common,
  entryPoints: ['server/ports/node/sheet-thread.ts'],
  outfile: 'dist/node/sheet-thread.mjs',
  minifyWhitespace: true,
  minifySyntax: true,
  legalComments: 'none',
  write: false,
  platform: 'node',
  banner: {
    js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);",
  },
  define: { 'process.env.NODE_ENV': '"production"' },
})
for (const file of threadResult.outputFiles) {
  writeFileSync(file.path, file.path.endsWith('.mjs') ? asciiOnly(file.text) : file.contents)
}

// The cluster primary's database writer thread (server/db/node-writer.ts starts it).
await build({
  ...common,
  entryPoints: ['server/db/writer-thread.ts'],
  outfile: 'dist/node/writer-thread.mjs',
  platform: 'node',
  external: ['libsql'],
  banner: {
    js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);",
  },
  define: { 'process.env.NODE_ENV': '"production"' },
})

if (process.argv.includes('--worker') || !process.argv.includes('--node-only')) {
  const { existsSync } = await import('node:fs')
  if (existsSync('server/worker.ts')) {
    // Resolved the way wrangler resolves for workerd: react-dom/server gives its edge build
    // (renderToReadableStream), packages give their worker/browser entries. node: builtins stay
    // imports (workerd provides them only with the nodejs_compat flag; tests/worker would fail to
    // load the bundle if one slipped in without it).
    const production = '"production"'
    await build({
      ...common,
      entryPoints: ['server/worker.ts'],
      outfile: 'dist/worker/index.js',
      platform: 'browser',
      conditions: ['workerd', 'worker', 'browser'],
      mainFields: ['browser', 'module', 'main'],
      external: ['node:*', 'cloudflare:*'],
      minify: true,
      // vike's server build imports some packages for side effects that their package.json says they have none of.
      logOverride: { 'ignored-bare-import': 'silent' },
      define: {
        'process.env.NODE_ENV': production,
        'global.process.env.NODE_ENV': production,
        'globalThis.process.env.NODE_ENV': production,
      },
    })
  }
}
