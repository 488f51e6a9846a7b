// Runs a TypeScript entry of the repository under Node: bundles it with esbuild (dependencies stay
// in node_modules) into node_modules/.cache/chipshop/ and imports it. Used by `npm run seed`.
//   node scripts/run-ts.mjs server/db/seed/catalogue/cli.ts --parts 100000
import { build } from 'esbuild'
import { mkdirSync } from 'node:fs'
import { basename, join, resolve } from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'

const root = resolve(fileURLToPath(new URL('..', import.meta.url)))
const [entry] = process.argv.splice(2, 1)
if (!entry) {
  console.error('usage: node scripts/run-ts.mjs <entry.ts> [args...]')
  process.exit(2)
}
const outdir = join(root, 'node_modules/.cache/chipshop')
mkdirSync(outdir, { recursive: true })
const outfile = join(outdir, `${basename(entry).replace(/\.tsx?$/, '')}-${process.pid}.mjs`)
await build({
  entryPoints: [resolve(root, entry)],
  outfile,
  bundle: true,
  format: 'esm',
  platform: 'node',
  packages: 'external',
  target: 'node22',
  sourcemap: 'inline',
  logLevel: 'warning',
})
process.env.CHIPSHOP_ROOT ??= root
try {
  await import(pathToFileURL(outfile).href)
} finally {
  const { rmSync } = await import('node:fs')
  process.on('exit', () => rmSync(outfile, { force: true }))
}
