/**
 * The sign-in, registration and forgotten-password pages as islands pages (their forms are the
 * server's HTML; the code that sends them loads with the first touch of the form,
 * components/account/account-form-behaviour.ts): nothing of the submit code or of the contract's
 * schemas comes with the page; the contract's messages show in the page's language (Arabic right
 * to left), on their fields, the first one focused; the server's message lands on its field and is
 * focused; a double click sends once; signing in goes to the wanted page, signed in, with its toast.
 * accounts.test.ts goes through the whole of registration, activation and recovery.
 */
import { readdir } from 'node:fs/promises'
import { join } from 'node:path'
import type { Page } from 'playwright'
import { describe, expect, test } from 'vitest'
import { linkToken, readOutboxMail } from '../support/mail'
import { message } from '../support/text'
import { gotoHydrated, setupE2E } from './server'

const e2e = setupE2E()

const field = (page: Page, name: string) => page.locator(`main [name="${name}"]`)
const fieldError = (page: Page, name: string) => page.locator(`main .field-error[data-field="${name}"]`)
const focusedName = (page: Page) => page.evaluate(() => (document.activeElement as HTMLInputElement | null)?.name)
const submit = (page: Page) => page.locator('main form button[type="submit"]')

/** A registered and activated account, made through the API as the pages do. */
async function activatedAccount(email: string, password: string) {
  const res = await fetch(`${e2e.baseUrl}/api/user/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      email,
      password,
      confirm_password: password,
      contact_name: 'Ada Buyer',
      telephone: '+44 20 7946 0000',
      company_name: 'Ada Islands Ltd',
      country: 'GB',
      policy_agreement: true,
    }),
  })
  expect(res.status, await res.clone().text()).toBe(200)
  const folder = join(e2e.server.dataDir, 'outbox')
  let text = ''
  await expect
    .poll(
      async () => {
        for (const f of await readdir(folder).catch(() => [] as string[])) {
          const mail = await readOutboxMail(folder, f)
          if (mail.to.toLowerCase().includes(email)) text = mail.text
        }
        return text
      },
      { timeout: 10_000 },
    )
    .not.toBe('')
  const active = await fetch(`${e2e.baseUrl}/api/user/active`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ token: linkToken(text, '/register/activate') }),
  })
  expect(active.status).toBe(200)
}

describe('the account pages as islands pages', () => {
  test('in Arabic: no submit code or schema at first load; the messages right to left on their fields, the first focused', async () => {
    const ar = (key: string) => message('ar', key)
    for (const path of ['/ar/login', '/ar/register', '/ar/forgotpassword']) {
      const page = await e2e.page()
      const scripts: string[] = []
      page.on('response', (r) => void (r.request().resourceType() === 'script' && scripts.push(r.url())))
      await gotoHydrated(page, path)
      expect(await page.locator('html').getAttribute('dir')).toBe('rtl')
      for (const url of scripts) {
        const code = await (await fetch(url)).text()
        expect(code, `${path}: ${url}`).not.toContain('/api/user/')
        expect(code, `${path}: ${url}`).not.toContain('shown in the header greeting')
      }

      // The keyboard only: Enter in the first field sends the empty form.
      await field(page, 'email').focus()
      await page.keyboard.press('Enter')
      await expect.poll(() => fieldError(page, 'email').textContent()).toBe(ar('validation.enterEmail'))
      expect(await focusedName(page), path).toBe('email')
      expect(await field(page, 'email').getAttribute('aria-invalid')).toBe('true')
      expect(await fieldError(page, 'email').getAttribute('role')).toBe('alert')
      const describedBy = (await field(page, 'email').getAttribute('aria-describedby'))?.split(' ')
      expect(describedBy).toContain(await fieldError(page, 'email').getAttribute('id'))
      expect(await fieldError(page, 'email').evaluate((el) => getComputedStyle(el).direction)).toBe('rtl')
      if (path !== '/ar/forgotpassword')
        expect(await fieldError(page, 'password').textContent()).toBe(ar('validation.enterPassword'))

      await page.screenshot({ path: `/tmp/account-pages${path.replaceAll('/', '-')}.png` }) // to look at

      // A corrected field loses its message at once.
      await field(page, 'email').fill('a')
      expect(await fieldError(page, 'email').textContent()).toBe('')
      expect(await field(page, 'email').getAttribute('aria-invalid')).toBe('false')
      await page.keyboard.press('Enter')
      await expect.poll(() => fieldError(page, 'email').textContent()).toBe(ar('validation.enterEmail'))
      await page.context().close()
    }
  })

  test('in German: the server’s message at the password field, focused; a double click sends once; then the wanted page, signed in, with the toast', async () => {
    const de = (key: string) => message('de', key)
    const email = `islands-${crypto.randomUUID().slice(0, 8)}@example.com`
    await activatedAccount(email, 'Richtig-2026')
    const page = await e2e.page()
    await gotoHydrated(page, `/de/login?redirect=${encodeURIComponent('/de/myaccount/my-profile')}`)
    expect(await page.getByTestId('sign-in-reason').textContent()).toBe(de('login.why.profile'))

    const calls: string[] = []
    page.on('request', (r) => void (new URL(r.url()).pathname === '/api/user/login' && calls.push(r.method())))
    await field(page, 'email').fill(email)
    await field(page, 'password').fill('Falsch-2026')
    await submit(page).dblclick()
    await expect.poll(() => fieldError(page, 'password').textContent()).toBe(de('api.loginFailed'))
    expect(await focusedName(page)).toBe('password')
    expect(await field(page, 'password').getAttribute('aria-invalid')).toBe('true')
    expect(calls).toEqual(['POST'])
    expect(await submit(page).isDisabled(), 'the double-click guard').toBe(true)

    await page.waitForTimeout(2_100)
    await field(page, 'password').fill('Richtig-2026')
    await submit(page).click()
    await page.waitForURL((u) => u.pathname === '/de/myaccount/my-profile')
    await page.locator('.toasts .toast', { hasText: de('api.signedIn') }).waitFor()
    await expect.poll(() => page.locator('header .account-dropdown').count()).toBe(1)
    expect(calls).toEqual(['POST', 'POST'])
  })

  test('activation in Arabic: an unknown link says so in the failed card; its resend form checks the address, then sends', async () => {
    const ar = (key: string) => message('ar', key)
    const page = await e2e.page()
    await gotoHydrated(page, `/ar/register/activate?token=${'A'.repeat(24)}`)
    const failed = page.getByTestId('activate-failed')
    await failed.waitFor()
    expect(await failed.getByRole('alert').textContent()).toBe(ar('validation.invalidLink'))
    expect(await page.getByTestId('activate-working').isVisible()).toBe(false)

    await submit(page).click()
    await expect.poll(() => fieldError(page, 'email').textContent()).toBe(ar('validation.enterEmail'))
    expect(await focusedName(page)).toBe('email')
    await field(page, 'email').fill(`nobody-${crypto.randomUUID().slice(0, 8)}@example.com`)
    await page.keyboard.press('Enter')
    await page.locator('.toasts .toast', { hasText: ar('api.resent') }).waitFor()
    expect(await fieldError(page, 'email').textContent()).toBe('')
  })
})

describe('without JavaScript', () => {
  test('each account form says in the page language that it needs JavaScript, and a submit gets the same page back, not a 404 and not the password in the address', async () => {
    const page = await e2e.page({ javaScriptEnabled: false })
    for (const path of ['/de/login', '/de/register', '/de/forgotpassword']) {
      const res = await page.goto(path)
      expect(res?.status(), path).toBe(200)
      await expect
        .poll(() => page.locator('main form .notice').innerText(), { timeout: 5_000 })
        .toBe(message('de', 'account.needsJavaScript'))
    }
    await page.goto('/de/login?redirect=%2Fde%2Fshoppingcart')
    await field(page, 'email').fill('someone@example.com')
    await field(page, 'password').fill('Secret-pass-1')
    const [answer] = await Promise.all([page.waitForNavigation(), submit(page).click()])
    expect(answer?.status()).toBe(200)
    expect(new URL(page.url()).pathname + new URL(page.url()).search).toBe('/de/login?redirect=%2Fde%2Fshoppingcart')
    expect(page.url()).not.toContain('Secret-pass-1')
    expect(await page.locator('main form .notice').innerText()).toBe(message('de', 'account.needsJavaScript'))
  })
})
