/**
 * safeRedirectPath (contract/redirect.ts): where /login sends a user after sign-in. Only paths of
 * this site pass; every trick that makes a browser leave the site falls back.
 */
import { describe, expect, test } from 'vitest'
import { safeRedirectPath } from '../../contract/redirect'

describe('safeRedirectPath', () => {
  test.each([
    ['/myaccount/my-profile', '/myaccount/my-profile'],
    ['/de/myaccount/address-management', '/de/myaccount/address-management'],
    ['/shoppingcart?x=1&y=2#top', '/shoppingcart?x=1&y=2#top'],
    ['/s?wd=LM358', '/s?wd=LM358'],
    ['/', '/'],
    ['/a/./b/../c', '/a/c'],
    ['/%2F%2Fevil.com', '/%2F%2Fevil.com'],
    ['/news/1?redirect=https://evil.com', '/news/1?redirect=https://evil.com'],
  ])('%s → %s (a path of this site)', (raw, expected) => {
    expect(safeRedirectPath(raw)).toBe(expected)
  })

  test.each([
    '//evil.com',
    '//evil.com/myaccount',
    '///evil.com',
    '/\\evil.com',
    '\\\\evil.com',
    '/\\/evil.com',
    'https://evil.com',
    'http://shop.test/myaccount',
    'HTTPS://evil.com',
    'javascript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'evil.com',
    'myaccount',
    '/\t/evil.com',
    '/\n/evil.com',
    ' /myaccount',
    '/..//evil.com',
    '/.//evil.com',
    '/a/../..//evil.com',
    '/%2e%2e//evil.com',
    '/my account',
    '/login',
    '/login?redirect=/myaccount',
    '/de/login',
    '/exit',
    '/jp/exit',
    `/${'a'.repeat(2001)}`,
    '',
  ])('%j → the fallback', (raw) => {
    expect(safeRedirectPath(raw)).toBe('/')
    expect(safeRedirectPath(raw, '/de/myaccount')).toBe('/de/myaccount')
  })

  test.each([undefined, null, 42, ['/myaccount'], { path: '/myaccount' }])(
    '%j (not a string) → the fallback',
    (raw) => {
      expect(safeRedirectPath(raw)).toBe('/')
    },
  )

  test('what /login?redirect= receives from the protected-page guard comes back unchanged', () => {
    const original = '/de/myaccount/address-management?tab=billing'
    const query = new URLSearchParams(`redirect=${encodeURIComponent(original)}`)
    expect(safeRedirectPath(query.get('redirect'))).toBe(original)
  })
})
