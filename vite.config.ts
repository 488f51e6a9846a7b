import { build as esbuild } from 'esbuild'
import { mkdir, rm } from 'node:fs/promises'
import { join, resolve } from 'node:path'
import { pathToFileURL } from 'node:url'
import vike from 'vike/plugin'
import { defineConfig, type Plugin } from 'vite'

export default defineConfig({
  plugins: [vike(), contractRoutesForBrowser(), browserMessages()],
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

/**
 * Sections of the dictionaries that only the server uses (e-mails, spreadsheet columns, shipping
 * and payment copy sent in API answers): the server renders them, so the browser's dictionary
 * chunks (locales/load-messages.ts) leave them out, and every page loads less.
 */
export const SERVER_ONLY_MESSAGES = ['mail', 'sheets', 'shipping', 'payments', 'orders.mail', 'rfq.mail', 'bom']

function browserMessages(): Plugin {
  const folder = resolve('locales')
  return {
    name: 'chipshop:browser-messages',
    enforce: 'pre',
    transform(code, id, options) {
      if (options?.ssr || !id.startsWith(`${folder}/`) || !id.endsWith('.json')) return
      const messages = JSON.parse(code) as Record<string, unknown>
      for (const path of SERVER_ONLY_MESSAGES) {
        const keys = path.split('.')
        let node = messages
        for (const key of keys.slice(0, -1)) node = (node?.[key] ?? {}) as Record<string, unknown>
        delete node[keys[keys.length - 1]!]
      }
      return { code: JSON.stringify(messages), map: null }
    },
  }
}
