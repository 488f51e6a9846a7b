/**
 * No guest or customer reaches the console (issue 31): generated from the contract — every route
 * under /api/admin/* refuses a guest (4001) and a customer's session (403), before any handler and
 * before its input is even validated; a new route added to contract/admin cannot be forgotten.
 * The only routes open to guests are the sign-in's own (/api/admin/auth/*), and this test names
 * them. Sales staff reach the sales routes but not the admins'.
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import type { AppRoute } from '@ts-rest/core'
import { contract, type RouteMeta } from '../../contract'
import { contractRoutes } from '../../server/http/contract-routes'
import { envelopeOf, postJson, startTestApp, type TestApp } from '../support/test-app'
import { createStaff, type Staff } from '../support/staff'

let t: TestApp
let customer: string
let sales: Staff
beforeAll(async () => {
  t = await startTestApp({ seed: false })
  customer = (await t.createUserSession()).token
  sales = await createStaff(t, 'sales')
})
afterAll(() => t?.close())

const meta = (r: AppRoute) => (r.metadata ?? {}) as RouteMeta
const adminRoutes = contractRoutes(contract).filter((r) => r.path.startsWith('/api/admin/'))
const SIGN_IN_ROUTES = ['GET /api/admin/auth/setup', 'POST /api/admin/auth/setup', 'POST /api/admin/auth/login']
const key = (r: AppRoute) => `${r.method} ${r.path}`
const guarded = adminRoutes.filter((r) => !SIGN_IN_ROUTES.includes(key(r)))

function call(route: AppRoute, headers: Record<string, string>) {
  const path = route.path.replace(/:id\b/, '1')
  if (route.method === 'GET') return t.request(path, { headers })
  // A route that takes a form (an upload) is sent an empty one: the check is about who calls.
  if (meta(route).body?.kind === 'multipart')
    return t.request(path, { method: route.method, body: new FormData(), headers })
  return t.request(path, { ...postJson({}, headers), method: route.method })
}

test('every console route is under /api/admin and the contract mounts them all', () => {
  expect(contractRoutes(contract.admin).map(key).sort()).toEqual(adminRoutes.map(key).sort())
  expect(guarded.length).toBeGreaterThanOrEqual(9)
})

test('the routes open to guests are exactly the sign-in routes', () => {
  const open = adminRoutes.filter((r) => !meta(r).auth || meta(r).auth === 'guest').map(key)
  expect(open.sort()).toEqual([...SIGN_IN_ROUTES].sort())
  for (const r of guarded) expect(['sales', 'admin']).toContain(meta(r).auth)
})

describe('a guest gets 4001', () => {
  test.each(guarded.map((r) => [key(r), r] as const))('%s', async (_, route) => {
    const res = await call(route, {})
    expect(res.status).toBe(401)
    expect((await envelopeOf(res)).code).toBe(4001)
  })
})

describe("a customer's session gets 403 (Bearer header or the shop's cookie)", () => {
  test.each(guarded.map((r) => [key(r), r] as const))('%s', async (_, route) => {
    for (const headers of [{ authorization: `Bearer ${customer}` }, { cookie: `token=${customer}` }] as Record<
      string,
      string
    >[]) {
      const res = await call(route, headers)
      expect(res.status).toBe(403)
      expect((await envelopeOf(res)).code).toBe(403)
    }
  })
})

describe('a staff cookie that is not a live session gets 4001', () => {
  test.each(guarded.map((r) => [key(r), r] as const))('%s', async (_, route) => {
    const res = await call(route, { cookie: 'staff=AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA' })
    expect(res.status).toBe(401)
  })
})

describe('sales staff get 403 on the admins’ routes', () => {
  const adminOnly = guarded.filter((r) => meta(r).auth === 'admin')
  test('there are admin-only routes (refund)', () =>
    expect(adminOnly.map(key)).toContain('POST /api/admin/orders/:id/refund'))
  test.each(adminOnly.map((r) => [key(r), r] as const))('%s', async (_, route) => {
    const res = await call(route, { cookie: sales.cookie })
    expect(res.status).toBe(403)
  })
})

describe('the console’s pages', () => {
  const PAGES = [
    '/admin',
    '/admin/orders',
    '/admin/orders/1',
    '/admin/rfqs',
    '/admin/rfqs/1',
    '/admin/staff',
    '/zh/admin/orders',
  ]

  test.each(PAGES)('%s without a staff session → the console’s sign-in, and back after it', async (path) => {
    const res = await t.request(path, { redirect: 'manual' })
    expect(res.status).toBe(302)
    const location = new URL(res.headers.get('location')!, 'http://shop.test')
    expect(location.pathname).toBe(path.startsWith('/zh/') ? '/zh/admin/login' : '/admin/login')
    expect(location.searchParams.get('redirect')).toBe(path)
  })

  test.each(PAGES)('%s with a customer’s session → 403, not cached', async (path) => {
    const res = await t.request(path, { redirect: 'manual', headers: { cookie: `token=${customer}` } })
    expect(res.status).toBe(403)
    expect(res.headers.get('cache-control')).toBe('private, no-store')
  })

  test('with a staff session the pages render, never cached and not for search engines', async () => {
    const root = await t.request('/admin', { redirect: 'manual', headers: { cookie: sales.cookie } })
    expect(root.status).toBe(200)
    const res = await t.request('/admin/orders', { headers: { cookie: sales.cookie } })
    expect(res.status).toBe(200)
    expect(res.headers.get('cache-control')).toBe('private, no-store')
    const html = await res.text()
    expect(html).toContain('<meta name="robots" content="noindex"/>')
    expect(html).toContain('Operations console')
    // The shop's chrome gives way to the console's.
    expect(html).not.toContain('class="skip-link"')
  })

  test('the sign-in page is open to anyone, in English or Simplified Chinese', async () => {
    const en = await (await t.request('/admin/login')).text()
    expect(en).toContain('Staff sign-in')
    const zh = await (await t.request('/zh/admin/login')).text()
    expect(zh).toContain('员工登录')
  })

  test('no public page links to the console or loads its dictionary', async () => {
    for (const path of ['/', '/login', '/rfq']) {
      const html = await (await t.request(path)).text()
      expect(html).not.toMatch(/href="[^"]*\/admin/)
      expect(html).not.toContain('Operations console')
    }
  })
})

test('the console’s two dictionaries have the same keys', async () => {
  const keys = (o: object, at = ''): string[] =>
    Object.entries(o).flatMap(([k, v]) =>
      v && typeof v === 'object' ? keys(v as object, `${at}${k}.`) : [`${at}${k}`],
    )
  const en = (await import('../../locales/admin/en.json')).default
  const zh = (await import('../../locales/admin/zh.json')).default
  expect(keys(zh).sort()).toEqual(keys(en).sort())
})
