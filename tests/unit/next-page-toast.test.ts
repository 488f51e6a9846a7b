/**
 * The toast an islands account page leaves for the page it loads next
 * (components/layout/next-page-toast.ts): shown once, on that page only, while fresh. The browser's
 * sessionStorage and location are stood in for by plain objects.
 */
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest'
import { takeNextPageToast, toastOnNextPage } from '../../components/layout/next-page-toast'

const at = (path: string) => {
  const url = new URL(path, 'https://shop.test')
  vi.stubGlobal('location', { pathname: url.pathname, search: url.search })
}

beforeEach(() => {
  const items = new Map<string, string>()
  vi.stubGlobal('sessionStorage', {
    getItem: (k: string) => items.get(k) ?? null,
    setItem: (k: string, v: string) => void items.set(k, v),
    removeItem: (k: string) => void items.delete(k),
  })
})
afterEach(() => {
  vi.unstubAllGlobals()
  vi.useRealTimers()
})

describe('the next page’s toast', () => {
  test('shows once on the page it was left for (path and query; a fragment does not count)', () => {
    toastOnNextPage('Angemeldet', '/de/myaccount/my-profile?tab=1#top')
    at('/de/myaccount/my-profile?tab=1')
    expect(takeNextPageToast()).toBe('Angemeldet')
    expect(takeNextPageToast()).toBeNull()
  })

  test('another page drops it', () => {
    toastOnNextPage('Signed in', '/myaccount')
    at('/shoppingcart')
    expect(takeNextPageToast()).toBeNull()
    at('/myaccount')
    expect(takeNextPageToast()).toBeNull()
  })

  test('a stale one (over 10 s) is dropped', () => {
    vi.useFakeTimers({ now: Date.parse('2026-11-29T03:00:00Z') })
    toastOnNextPage('Signed in', '/myaccount')
    vi.setSystemTime(Date.parse('2026-11-29T03:00:11Z'))
    at('/myaccount')
    expect(takeNextPageToast()).toBeNull()
  })

  test('storage that refuses leaves no toast and throws nothing', () => {
    vi.stubGlobal('sessionStorage', {
      getItem: () => {
        throw new Error('SecurityError')
      },
      setItem: () => {
        throw new Error('SecurityError')
      },
    })
    at('/myaccount')
    expect(() => toastOnNextPage('Signed in', '/myaccount')).not.toThrow()
    expect(takeNextPageToast()).toBeNull()
  })
})
