// Bundles the two server entries after `vike build`:
//   dist/node/server.mjs   Node (dependencies stay in node_modules)
//   dist/worker/index.js   Cloudflare Worker (one ES module, dependencies bundled, vike's server build inlined)
import { build } from 'esbuild'

const common = { bundle: true, format: 'esm', sourcemap: true, logLevel: 'warning', jsx: 'automatic', target: 'es2022' }

await build({
  ...common,
  entryPoints: ['server/node.ts'],
  outfile: 'dist/node/server.mjs',
  platform: 'node',
  packages: 'external',
})

if (process.argv.includes('--worker') || !process.argv.includes('--node-only')) {
  const { existsSync } = await import('node:fs')
  if (existsSync('server/worker.ts')) {
    await build({
      ...common,
      entryPoints: ['server/worker.ts'],
      outfile: 'dist/worker/index.js',
      platform: 'browser',
      conditions: ['workerd', 'worker', 'browser'],
      mainFields: ['browser', 'module', 'main'],
      external: ['node:*', 'cloudflare:*'],
      minify: true,
      define: { 'process.env.NODE_ENV': '"production"' },
    })
  }
}
