import { build as esbuild } from 'esbuild'
import { mkdir, rm } from 'node:fs/promises'
import { basename, join, resolve } from 'node:path'
import { pathToFileURL } from 'node:url'
import vike from 'vike/plugin'
import { defineConfig, type Plugin } from 'vite'

export default defineConfig({
  plugins: [vike(), contractRoutesForBrowser(), browserMessages(), islandWordsOnServer()],
  esbuild: { jsx: 'automatic' },
  build: {
    target: 'es2022',
    // zod and ts-rest's core in one chunk, as they come anyway wherever ts-rest is: the account
    // forms' submit code (components/account/*-actions.ts) uses zod without ts-rest, which split
    // them in two and gave the islands pages' own lazy parts one more file to preload (+15 B gzip
    // on every islands page).
    rollupOptions: {
      output: {
        manualChunks: (id) => (/\/node_modules\/(zod|@ts-rest\/core)\//.test(id) ? 'zod-ts-rest' : undefined),
      },
    },
  },
  // The browser's files minified by terser rather than esbuild: 1.6 KB (2 %) less gzip in the first
  // load of every islands page, most of it react-dom's; the client build takes a few seconds more.
  // The server's files stay unminified.
  environments: {
    client: { build: { minify: 'terser', terserOptions: { ecma: 2020, module: true, compress: { passes: 2 } } } },
  },
  ssr: { noExternal: ['rosetta'] },
})

/**
 * contract/routes.ts, bom-routes.ts, island-routes.ts and account-routes.ts in the browser build: their exports evaluated at
 * build time, the contract as its routes' method, path and content type only (ts-rest's client
 * reads nothing else unless it validates answers, which ours does not), so zod and the contract's
 * schemas stay on the server.
 */
function contractRoutesForBrowser(): Plugin {
  const sources = new Set(
    ['routes', 'bom-routes', 'admin-routes', 'island-routes', 'account-routes'].map((name) =>
      resolve(`contract/${name}.ts`),
    ),
  )
  return {
    name: 'chipshop:contract-routes-for-browser',
    async load(id, options) {
      if (options?.ssr || !sources.has(id)) return
      const cache = resolve('node_modules/.cache/chipshop')
      await mkdir(cache, { recursive: true })
      const out = join(cache, `${basename(id, '.ts')}-${process.pid}.mjs`)
      await esbuild({
        entryPoints: [id],
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
export const SERVER_ONLY_MESSAGES = ['mail', 'sheets', 'shipping', 'payments', 'orders.mail', 'rfq.mail']

/**
 * Sections only some pages show (the BOM tool's `bom`): left out of the browser's dictionary too,
 * and sent as their own chunk per language (`en.json?section=bom`) to the pages that load them
 * (locales/load-section.ts, pages/bom/+onBeforeRenderClient.ts).
 */
export const PAGE_MESSAGE_SECTIONS = ['bom']
/** Server-only words a page section's chunk carries too: the BOM column-mapping step names the column kinds. */
const SECTION_EXTRAS: Record<string, string[]> = { bom: ['sheets.columns'] }

function browserMessages(): Plugin {
  const folder = resolve('locales')
  return {
    name: 'chipshop:browser-messages',
    enforce: 'pre',
    transform(code, id, options) {
      const [file = '', query = ''] = id.split('?')
      if (options?.ssr || !file.startsWith(`${folder}/`) || !file.endsWith('.json')) return
      const messages = JSON.parse(code) as Record<string, unknown>
      const section = new URLSearchParams(query).get('section')
      if (section) {
        if (!PAGE_MESSAGE_SECTIONS.includes(section)) throw new Error(`${section} is not a page section of ${file}`)
        const chunk: Record<string, unknown> = { [section]: messages[section] }
        for (const path of SECTION_EXTRAS[section] ?? []) {
          const keys = path.split('.')
          let from: unknown = messages
          let into = chunk
          for (const key of keys) from = (from as Record<string, unknown> | undefined)?.[key]
          for (const key of keys.slice(0, -1)) into = (into[key] ??= {}) as Record<string, unknown>
          into[keys.at(-1)!] = from
        }
        return { code: JSON.stringify(chunk), map: null }
      }
      for (const path of [...SERVER_ONLY_MESSAGES, ...PAGE_MESSAGE_SECTIONS]) {
        const keys = path.split('.')
        let node = messages
        for (const key of keys.slice(0, -1)) node = (node?.[key] ?? {}) as Record<string, unknown>
        delete node[keys[keys.length - 1]!]
      }
      return { code: JSON.stringify(messages), map: null }
    },
  }
}

/**
 * The words of each island (the third argument of `island(name, Component, words)`,
 * components/islands/Island.tsx) are read by the server only: it sends them in the page's islands
 * data. The browser build leaves them out (an empty list), so the islands pages do not load every
 * island's list of dictionary keys as code.
 */
function islandWordsOnServer(): Plugin {
  const folder = resolve('components')
  return {
    name: 'chipshop:island-words-on-server',
    enforce: 'post',
    transform(code, id, options) {
      if (options?.ssr || !id.startsWith(`${folder}/`) || !/\bisland\(/.test(code)) return
      const cuts: [number, number][] = []
      const visit = (node: unknown) => {
        if (!node || typeof node !== 'object') return
        if (Array.isArray(node)) return node.forEach(visit)
        const n = node as {
          type?: string
          callee?: { type: string; name?: string }
          arguments?: { start: number; end: number }[]
        }
        if (n.type === 'CallExpression' && n.callee?.type === 'Identifier' && n.callee.name === 'island') {
          const words = n.arguments?.[2]
          if (words) cuts.push([words.start, words.end])
        }
        for (const value of Object.values(node)) if (value && typeof value === 'object') visit(value)
      }
      visit(this.parse(code))
      if (!cuts.length) return
      let out = code
      for (const [start, end] of cuts.sort((a, b) => b[0] - a[0])) out = `${out.slice(0, start)}[]${out.slice(end)}`
      return { code: out, map: null }
    },
  }
}
