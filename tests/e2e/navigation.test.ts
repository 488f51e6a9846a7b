/**
 * Redirects, 404 screens and the account guard as the browser sees them (spec §2, §4, §8): the
 * default language's prefix goes away, an unknown language and an unknown page have their own 404
 * screens, /myaccount needs a live session and an invalid one ends on /exit, which signs out.
 */
import type { Page } from 'playwright'
import { describe, expect, test } from 'vitest'
import { gotoHydrated, setupE2E } from './server'

const e2e = setupE2E()

const pathAndQuery = (page: Page) => {
  const url = new URL(page.url())
  return url.pathname + url.search
}
const cookieNames = async (page: Page) => (await page.context().cookies()).map((c) => c.name)

describe('redirects and not-found screens', () => {
  test('/en/about lands on /about', async () => {
    const page = await e2e.page()
    const response = await gotoHydrated(page, '/en/about')
    expect(pathAndQuery(page)).toBe('/about')
    expect(response?.status()).toBe(200)
    const first = response?.request().redirectedFrom()
    expect(first && new URL(first.url()).pathname).toBe('/en/about')
    expect((await first?.response())?.status()).toBe(301)
    expect(await page.locator('html').getAttribute('lang')).toBe('en')
  })

  test('an unknown language code shows "This page could not be found." with HTTP 404', async () => {
    const page = await e2e.page()
    const response = await gotoHydrated(page, '/xx/about')
    expect(response?.status()).toBe(404)
    expect(pathAndQuery(page)).toBe('/xx/about')
    await page.getByText('This page could not be found.', { exact: true }).waitFor()
  })

  test('an unknown page shows the "still in production" 404 with a home button', async () => {
    const page = await e2e.page()
    const response = await gotoHydrated(page, '/no-such-page')
    expect(response?.status()).toBe(404)
    const screen = page.locator('main')
    await screen.getByText(/still in production at the original factory/).waitFor()
    const home = screen.getByRole('link', { name: 'Back to Home' })
    await Promise.all([page.waitForURL((url) => url.pathname === '/'), home.click()])
    expect(pathAndQuery(page)).toBe('/')
  })

  // Issue 14, item 9: /favicon.ico answered the bare 404 (browsers ask for it whatever the page says).
  test('/favicon.ico is an icon', async () => {
    const res = await fetch(`${e2e.baseUrl}/favicon.ico`)
    expect(res.status).toBe(200)
    const icon = new Uint8Array(await res.arrayBuffer())
    expect([...icon.subarray(0, 4)], 'an ICO header').toEqual([0, 0, 1, 0])
  })
})

describe('account guard and sign-out', () => {
  test('/myaccount without a session goes to the login page with the way back', async () => {
    const page = await e2e.page()
    await page.goto('/myaccount')
    expect(pathAndQuery(page)).toBe('/login?redirect=%2Fmyaccount')
    await page.goto('/de/myaccount')
    expect(pathAndQuery(page)).toBe('/de/login?redirect=%2Fde%2Fmyaccount')
  })

  test('/myaccount with a valid session shows the account menu', async () => {
    const { token } = await e2e.createUserSession()
    const page = await e2e.page()
    await page.context().addCookies([{ name: 'token', value: token, url: e2e.baseUrl }])
    const response = await gotoHydrated(page, '/myaccount')
    expect(response?.status()).toBe(200)
    expect(pathAndQuery(page)).toBe('/myaccount')
    const menu = page.locator('main .account-menu')
    await menu.waitFor({ state: 'visible' })
    const links = await menu
      .getByRole('link')
      .evaluateAll((as) => as.map((a) => new URL((a as HTMLAnchorElement).href).pathname))
    // Every area is built (components/features.ts): spec §2's account menu, BOM list included.
    expect(links).toEqual([
      '/myaccount/my-profile',
      '/myaccount/order-status-history',
      '/myaccount/rfq-history',
      '/myaccount/bom-list',
      '/myaccount/address-management',
    ])
    // Signing out is a form that posts (a link anyone can put on another site must not sign out).
    await menu.getByRole('button', { name: 'Sign Out' }).waitFor()
    // Signed in: the header greets with the account dropdown instead of login/register.
    await page.locator('header .account-dropdown').waitFor({ state: 'visible' })
    expect(await cookieNames(page)).toContain('token')
  })

  test('/myaccount with an invalid token lands on /exit, which clears the token cookie', async () => {
    const page = await e2e.page()
    await page.context().addCookies([{ name: 'token', value: 'bogus-token-0123456789abcdefghij', url: e2e.baseUrl }])
    await gotoHydrated(page, '/myaccount')
    expect(pathAndQuery(page)).toBe('/exit')
    await page.getByTestId('exit').waitFor()
    await expect.poll(() => cookieNames(page)).not.toContain('token')
  })

  test('Sign Out signs a live session out: the token cookie is gone and /myaccount asks to log in again', async () => {
    const { token } = await e2e.createUserSession()
    const page = await e2e.page()
    await page.context().addCookies([{ name: 'token', value: token, url: e2e.baseUrl }])
    await gotoHydrated(page, '/myaccount')
    expect(pathAndQuery(page)).toBe('/myaccount')
    // A plain GET of /exit (a link from anywhere) only asks.
    await gotoHydrated(page, '/exit')
    await page.getByTestId('exit-confirm').waitFor()
    expect(await cookieNames(page)).toContain('token')
    await Promise.all([
      page.waitForURL((u) => u.pathname === '/exit'),
      page.getByTestId('exit-confirm').getByRole('button', { name: 'Sign Out' }).click(),
    ])
    await page.getByTestId('exit').waitFor()
    await expect.poll(() => cookieNames(page)).not.toContain('token')
    expect(await page.locator('header .account-dropdown').count()).toBe(0)
    await page.goto('/myaccount')
    expect(pathAndQuery(page)).toBe('/login?redirect=%2Fmyaccount')
  })
})
