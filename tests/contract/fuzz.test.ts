/**
 * Schema fuzzing (issue 14): every route of the contract gets generated hostile values for each
 * field its zod schemas name (wrong types, prototype keys, FTS and SQL syntax, NUL and bidi
 * characters, huge and negative numbers, deep nesting), in its path, query and body. Whatever
 * comes, the answer is never a 5xx, always the envelope, and never shows a stack or SQL.
 * A fixed seed and a few runs per route here; `npm run fuzz` runs longer (FUZZ_RUNS, FUZZ_SEED).
 */
import type { AppRoute } from '@ts-rest/core'
import fc from 'fast-check'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import type { ZodTypeAny } from 'zod'
import { contract, type RouteMeta } from '../../contract'
import { contractRoutes } from '../../server/http/contract-routes'
import { startTestApp, type TestApp } from '../support/test-app'

const RUNS = Number(process.env.FUZZ_RUNS ?? 6)
const SEED = Number(process.env.FUZZ_SEED ?? 20261125)

let t: TestApp
let token: string
beforeAll(async () => {
  t = await startTestApp()
  token = (await t.createUserSession()).token
})
afterAll(() => t?.close())

const HOSTILE_WORDS = [
  'constructor',
  '__proto__',
  'prototype',
  'toString',
  'hasOwnProperty',
  'valueOf',
  '" OR 1=1 --',
  "'; DROP TABLE users; --",
  'NEAR(a b)',
  'a AND OR NOT',
  '"*"',
  '*',
  '^',
  'col:value',
  '\u0000',
  'a\u0000b',
  '\u202Eevil',
  '\u200B',
  '\uD800',
  '<script>alert(1)</script>',
  '../../etc/passwd',
  '%00',
  '1e309',
  '-1',
  '0x10',
  ' ',
  '',
]
const hostileText = fc.oneof(
  fc.constantFrom(...HOSTILE_WORDS),
  fc.string({ maxLength: 40 }),
  fc.string({ unit: 'binary', maxLength: 20 }),
  fc.string({ minLength: 2000, maxLength: 3000 }),
)
const hostileNumber = fc.oneof(
  fc.constantFrom(-1, 0, 2 ** 31, 2 ** 53, -(2 ** 53), Number.MAX_VALUE, 1e308, 0.5, -0),
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
)
const hostileScalar = fc.oneof(hostileText, hostileNumber, fc.boolean(), fc.constant(null))
const hostileValue = fc.letrec((tie) => ({
  value: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    hostileScalar,
    fc.array(tie('value'), { maxLength: 3 }),
    fc.dictionary(fc.constantFrom('__proto__', 'constructor', 'a', 'id'), tie('value'), { maxKeys: 3 }),
  ),
})).value
const deep = fc.integer({ min: 50, max: 200 }).map((n) => {
  let v: unknown = 'x'
  for (let i = 0; i < n; i++) v = [v]
  return v
})

/** The field names a zod schema of an object names (through effects, optionals and defaults). */
function fieldsOf(schema: unknown): string[] {
  let s = schema as ZodTypeAny | undefined
  for (let i = 0; i < 10 && s; i++) {
    const def = s._def as { schema?: ZodTypeAny; innerType?: ZodTypeAny; in?: ZodTypeAny; shape?: () => object }
    if (typeof def.shape === 'function') return Object.keys(def.shape())
    s = def.schema ?? def.innerType ?? def.in
  }
  return []
}

/** Hostile values for an object's named fields, plus a stray prototype key. */
const hostileObject = (fields: string[]) =>
  fc.record(Object.fromEntries([...fields, '__proto__', 'constructor'].map((f) => [f, fc.oneof(hostileValue, deep)])), {
    requiredKeys: [],
  })

const routes = contractRoutes(contract)
const meta = (r: AppRoute) => (r.metadata ?? {}) as RouteMeta
const leaks = /\bat \S+ \(|node_modules|SQLITE_|\bSELECT\b|\bFROM\b \w+ \bWHERE\b|TypeError|ReferenceError/

/** A path segment; a lone surrogate, which encodeURIComponent refuses, goes as the bytes it would be. */
function encodePath(value: string): string {
  try {
    return encodeURIComponent(value)
  } catch {
    return '%ED%A0%80'
  }
}

async function check(route: AppRoute, pathValues: unknown[], query: Record<string, unknown>, body: unknown) {
  let i = 0
  const path = route.path.replace(/:\w+/g, () => encodePath(String(pathValues[i++ % pathValues.length])))
  const search = new URLSearchParams()
  for (const [k, v] of Object.entries(query)) search.append(k, typeof v === 'string' ? v : JSON.stringify(v))
  const headers: Record<string, string> = { 'content-type': 'application/json', lang: 'en' }
  if (meta(route).auth) headers.authorization = `Bearer ${token}`
  const res = await t.request(`${path}${search.size ? `?${search}` : ''}`, {
    method: route.method,
    headers,
    ...(route.method === 'GET' || route.method === 'DELETE' ? {} : { body: JSON.stringify(body) }),
  })
  const text = await res.text()
  expect(res.status, text.slice(0, 300)).toBeLessThan(500)
  expect(text).not.toMatch(leaks)
  if (!meta(route).file || res.status !== 200) {
    const envelope = JSON.parse(text) as Record<string, unknown>
    expect(Object.keys(envelope).sort()).toEqual(['code', 'data', 'message'])
  }
}

describe('no hostile value makes a route fail', () => {
  test.each(routes.map((r) => [`${r.method} ${r.path}`, r] as const))('%s', async (_, route) => {
    const bodyFields = 'body' in route ? fieldsOf(route.body) : []
    const queryFields = fieldsOf(route.query)
    // Each field alone with each hostile word (others absent, so that validation of another field
    // does not answer first), then generated values for all of them.
    for (const word of HOSTILE_WORDS) {
      await check(route, [word], {}, {})
      for (const f of queryFields) await check(route, ['1'], { [f]: word }, {})
      for (const f of bodyFields) await check(route, ['1'], {}, { [f]: word })
    }
    await fc.assert(
      fc.asyncProperty(
        fc.array(hostileText, { minLength: 1, maxLength: 2 }),
        hostileObject(queryFields),
        fc.oneof(hostileObject(bodyFields), hostileValue),
        (pathValues, query, body) => check(route, pathValues, query, body),
      ),
      { numRuns: RUNS, seed: SEED, endOnFailure: true },
    )
  })
})
