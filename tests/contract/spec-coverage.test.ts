/**
 * The contract against the API's list of calls (docs/endpoints.tsv, the project's own fact list:
 * capability, method, path, spec group): every route is listed or a declared extension, and every
 * call of the capabilities already built is in the contract. The API docs list every route.
 */
import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import type { AppRoute } from '@ts-rest/core'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { contract, type RouteMeta } from '../../contract'
import { contractRoutes } from '../../server/http/contract-routes'
import { repoRoot } from '../support/paths'
import { startTestApp, type TestApp } from '../support/test-app'

/** Capabilities whose calls are all in the contract already; add one when its issue lands. */
const BUILT = ['site', 'content', 'accounts', 'catalogue', 'rfq', 'bom']

const SPEC_FILE = join(repoRoot, 'docs/endpoints.tsv')

type SpecEndpoint = { capability: string; method: string; path: string; group: string }

function readSpec(): SpecEndpoint[] {
  if (!existsSync(SPEC_FILE)) throw new Error(`${SPEC_FILE} is missing`)
  const [header, ...lines] = readFileSync(SPEC_FILE, 'utf8')
    .split(/\r?\n/)
    .filter((l) => l.trim())
  expect(header!.split('\t')).toEqual(['capability', 'method', 'path', 'spec_group'])
  return lines.map((line) => {
    const [capability, method, path, group] = line.split('\t').map((s) => s.trim())
    return { capability: capability!, method: method!.toUpperCase(), path: path!, group: group ?? '' }
  })
}

/** `{id}` in the spec ≙ `:id` in the contract. */
const normalize = (path: string) => path.replace(/\{(\w+)\}/g, ':$1').replace(/\/+$/, '')
const keyOf = (method: string, path: string) => `${method.toUpperCase()} ${normalize(path)}`

const spec = readSpec()
const specKeys = new Set(spec.map((e) => keyOf(e.method, e.path)))
const routes = contractRoutes(contract)
const meta = (r: AppRoute) => (r.metadata ?? {}) as RouteMeta

describe('contract ↔ spec endpoints', () => {
  test('the spec list is readable and has no duplicates', () => {
    expect(spec.length).toBeGreaterThan(50)
    expect(specKeys.size).toBe(spec.length)
    for (const e of spec) {
      expect(e.path).toMatch(/^\/api\//)
      expect(['GET', 'POST', 'PUT', 'DELETE', 'PATCH']).toContain(e.method)
    }
  })

  test('no two contract routes share method and path', () => {
    const keys = routes.map((r) => keyOf(r.method, r.path))
    expect(new Set(keys).size).toBe(keys.length)
  })

  test.each(routes.map((r) => [`${r.method} ${r.path}`, r] as const))(
    '%s is in the spec or a declared extension',
    (key, route) => {
      const extension = meta(route).extension?.trim()
      if (specKeys.has(keyOf(route.method, route.path))) {
        expect(extension, `${key} is in the spec and must not be marked as an extension`).toBeUndefined()
        return
      }
      expect(
        extension,
        `${key} is not in ${SPEC_FILE}: add it there, or give it metadata.extension with the reason`,
      ).toBeTruthy()
      expect(extension!.length, 'the extension reason should say why').toBeGreaterThan(15)
    },
  )

  test.each(BUILT)('every spec endpoint of the built capability "%s" is in the contract', (capability) => {
    const have = new Set(routes.map((r) => keyOf(r.method, r.path)))
    const missing = spec.filter((e) => e.capability === capability && !have.has(keyOf(e.method, e.path)))
    expect(spec.some((e) => e.capability === capability)).toBe(true)
    expect(missing.map((e) => `${e.method} ${e.path}`)).toEqual([])
  })

  // Information, not a failure: what the other capabilities still have to add.
  afterAll(() => {
    const have = new Set(routes.map((r) => keyOf(r.method, r.path)))
    const missing = spec.filter((e) => !BUILT.includes(e.capability) && !have.has(keyOf(e.method, e.path)))
    const byCapability = new Map<string, string[]>()
    for (const e of missing)
      byCapability.set(e.capability, [...(byCapability.get(e.capability) ?? []), `${e.method} ${e.path}`])
    const report = [...byCapability]
      .map(([cap, list]) => `  ${cap} (${list.length}):\n${list.map((l) => `    ${l}`).join('\n')}`)
      .join('\n')
    console.info(`Spec endpoints not in the contract yet: ${missing.length} of ${spec.length}\n${report}`)
  })
})

describe('API documentation', () => {
  let t: TestApp
  beforeAll(async () => {
    t = await startTestApp()
  })
  afterAll(() => t?.close())

  test('/api/openapi.json lists every contract route with its method', async () => {
    const res = await t.request('/api/openapi.json')
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toMatch(/^application\/json/)
    const doc = (await res.json()) as { openapi: string; paths: Record<string, Record<string, unknown>> }
    expect(doc.openapi).toMatch(/^3\./)
    const listed = new Set(
      Object.entries(doc.paths).flatMap(([path, ops]) => Object.keys(ops).map((m) => keyOf(m, path))),
    )
    for (const r of routes) expect(listed, `${r.method} ${r.path}`).toContain(keyOf(r.method, r.path))
    expect(listed.size).toBe(routes.length)
  })

  test('/api/docs is an HTML page naming every route', async () => {
    const res = await t.request('/api/docs')
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toMatch(/^text\/html/)
    const html = await res.text()
    expect(html).toMatch(/^<!doctype html>/i)
    for (const r of routes) expect(html).toContain(`<code>${r.path}</code>`)
    const escape = (s: string) =>
      s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;')
    for (const r of routes.filter((x) => meta(x).extension))
      expect(html).toContain(`extension: ${escape(meta(r).extension!)}`)
  })
})
