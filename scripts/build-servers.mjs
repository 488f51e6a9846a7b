// Bundles the two server entries after `vike build`:
//   dist/node/server.mjs   Node (dependencies stay in node_modules)
//   dist/worker/index.js   Cloudflare Worker (one ES module, dependencies bundled, vike's server build inlined)
import { build } from 'esbuild'
import { readFile } from 'node:fs/promises'
import { dirname } from 'node:path'
import { pathToFileURL } from 'node:url'

/**
 * Our stand-ins for files of dependencies, each with its reason in its first lines. A stand-in
 * whose original is gone (the dependency changed) stops the build, so that it is looked at again.
 */
const standIns = {
  'vike/dist/utils/catchInfiniteLoop.js': 'scripts/patches/vike-catch-infinite-loop.js',
  'vike/dist/utils/objectAssign.js': 'scripts/patches/vike-object-assign.js',
}
/**
 * Our edits of files of dependencies: a module whose `patch(source)` returns the edited source, or
 * null when the text it edits is not there any more (the build stops, so that it is looked at again).
 */
const sourcePatches = {
  '@libsql/client/lib-esm/sqlite3.js': 'scripts/patches/libsql-client-rows.mjs',
  '@brillout/json-serializer/dist/stringify.js': 'scripts/patches/json-serializer-stringify.mjs',
}
const fileFilter = (file) => new RegExp(`node_modules/${file.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')}$`)
const standInPlugin = {
  name: 'stand-ins',
  setup(b) {
    for (const [original, replacement] of Object.entries(standIns)) {
      b.onLoad({ filter: fileFilter(original) }, async (args) => ({
        contents: await readFile(replacement, 'utf8'),
        resolveDir: dirname(args.path),
        loader: 'js',
      }))
    }
    for (const [original, patchModule] of Object.entries(sourcePatches)) {
      b.onLoad({ filter: fileFilter(original) }, async (args) => {
        const { patch } = await import(pathToFileURL(patchModule).href)
        const contents = patch(await readFile(args.path, 'utf8'))
        if (contents === null) throw new Error(`${patchModule} no longer matches ${original}; look at it again`)
        return { contents, resolveDir: dirname(args.path), loader: 'js' }
      })
    }
  },
}
for (const original of [...Object.keys(standIns), ...Object.keys(sourcePatches)]) {
  try {
    await readFile(`node_modules/${original}`)
  } catch {
    throw new Error(`build-servers: ${original} is gone; look at its stand-in in scripts/patches again`)
  }
}

const common = {
  bundle: true,
  format: 'esm',
  sourcemap: true,
  logLevel: 'warning',
  jsx: 'automatic',
  target: 'es2022',
  plugins: [standInPlugin],
}

await build({
  ...common,
  entryPoints: ['server/node.ts'],
  outfile: 'dist/node/server.mjs',
  platform: 'node',
  // vike's server build and the React/vike runtime are bundled (no per-request module resolution of
  // their dynamic imports), so is @libsql/client (patched above); packages with native code (libsql)
  // or many files stay in node_modules.
  external: ['libsql', 'nodemailer', 'smtp-server'],
  banner: {
    js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);",
  },
  define: { 'process.env.NODE_ENV': '"production"' },
  logOverride: { 'ignored-bare-import': 'silent' },
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
