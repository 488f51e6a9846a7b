import { build as esbuild } from 'esbuild'
import { mkdir, rm } from 'node:fs/promises'
import { join, resolve } from 'node:path'
import { pathToFileURL } from 'node:url'
import vike from 'vike/plugin'
import { defineConfig, type Plugin } from 'vite'

export default defineConfig({
  plugins: [vike(), contractRoutesForBrowser()],
  esbuild: { jsx: 'automatic' },
  build: { target: 'es2022' },
  ssr: { noExternal: ['rosetta'] },
})

/**
 * contract/routes.ts in the browser build: its exports evaluated at build time, the contract as
 * its routes' method, path and content type only (ts-rest's client reads nothing else unless it
 * validates answers, which ours does not), so zod and the contract's schemas stay on the server.
 */
function contractRoutesForBrowser(): Plugin {
  const source = resolve('contract/routes.ts')
  return {
    name: 'chipshop:contract-routes-for-browser',
    async load(id, options) {
      if (options?.ssr || id !== source) return
      const cache = resolve('node_modules/.cache/chipshop')
      await mkdir(cache, { recursive: true })
      const out = join(cache, `contract-routes-${process.pid}.mjs`)
      await esbuild({
        entryPoints: [source],
        outfile: out,
        bundle: true,
        format: 'esm',
        platform: 'node',
        logLevel: 'error',
      })
      const exports = (await import(`${pathToFileURL(out).href}?${Date.now()}`)) as Record<string, unknown>
      await rm(out, { force: true })
      return Object.entries(exports)
        .map(([name, value]) => `export const ${name} = ${JSON.stringify(routesOnly(value))}`)
        .join('\n')
    },
  }
}

/** A router as plain data: every route keeps method, path and content type. */
function routesOnly(value: unknown): unknown {
  if (typeof value !== 'object' || value === null) return value
  const route = value as Record<string, unknown>
  if (typeof route.method === 'string' && typeof route.path === 'string') {
    return { method: route.method, path: route.path, contentType: route.contentType, responses: {} }
  }
  return Object.fromEntries(Object.entries(route).map(([key, v]) => [key, routesOnly(v)]))
}
