// Bundles the two server entries after `vike build`:
//   dist/node/server.mjs   Node (dependencies stay in node_modules)
//   dist/worker/index.js   Cloudflare Worker (one ES module, dependencies bundled, vike's server build inlined)
import { build } from 'esbuild'
import { readFile } from 'node:fs/promises'
import { dirname } from 'node:path'

/**
 * Our stand-ins for files of dependencies, each with its reason in its first lines. A stand-in
 * whose original is gone (the dependency changed) stops the build, so that it is looked at again.
 */
const standIns = {
  'vike/dist/utils/catchInfiniteLoop.js': 'scripts/patches/vike-catch-infinite-loop.js',
  'vike/dist/utils/objectAssign.js': 'scripts/patches/vike-object-assign.js',
}
const standInPlugin = {
  name: 'stand-ins',
  setup(b) {
    for (const [original, replacement] of Object.entries(standIns)) {
      const filter = new RegExp(`node_modules/${original.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')}$`)
      b.onLoad({ filter }, async (args) => ({
        contents: await readFile(replacement, 'utf8'),
        resolveDir: dirname(args.path),
        loader: 'js',
      }))
    }
  },
}
for (const original of Object.keys(standIns)) {
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
  // their dynamic imports); packages with native code or many files stay in node_modules.
  external: ['@libsql/*', 'libsql', 'nodemailer', 'smtp-server'],
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
