/**
 * The footer's newsletter sign-up (spec §5, §7, §8): the server checks the address and its message
 * is shown as a toast — green on success, red on failure —; an address is stored once.
 */
import type { Page } from 'playwright'
import { expect, test } from 'vitest'
import { gotoHydrated, setupE2E } from './server'

const e2e = setupE2E()

async function subscribe(page: Page, email: string) {
  const form = page.locator('footer form.newsletter')
  await form.locator('input[name="email"]').fill(email)
  // The 2 s double-click guard disables the button after a send: click waits until it is enabled.
  const [response] = await Promise.all([
    page.waitForResponse((r) => new URL(r.url()).pathname === '/api/subscribe' && r.request().method() === 'POST'),
    form.locator('button[type="submit"]').click(),
  ])
  const body = (await response.json()) as { code: number; message: string }
  return { status: response.status(), ...body }
}

const rowsFor = (email: string) =>
  e2e.query<{ email: string }>('SELECT email FROM subscriptions WHERE email_norm = ?', [email.toLowerCase()])

test('newsletter: subscribes once, refuses the same address again, shows the server message for a bad one', async () => {
  const page = await e2e.page()
  await gotoHydrated(page, '/')
  const input = page.locator('footer form.newsletter input[name="email"]')
  const email = `news.reader.${Date.now()}@example.com`

  // A valid address: success toast with the server's message, the field is cleared, one row.
  const ok = await subscribe(page, email)
  expect(ok.status).toBe(200)
  expect(ok.code).toBe(200)
  const success = page.locator('.toasts .toast', { hasText: ok.message })
  await success.waitFor({ state: 'visible' })
  expect(await success.getAttribute('class')).toContain('toast-success')
  await expect.poll(() => input.inputValue()).toBe('')
  expect(await rowsFor(email)).toEqual([{ email }])

  // The same address again: error toast with the server's message, still one row.
  const again = await subscribe(page, email)
  expect(again.code).not.toBe(200)
  expect(again.message).toBeTruthy()
  const refused = page.locator('.toasts .toast', { hasText: again.message })
  await refused.waitFor({ state: 'visible' })
  expect(await refused.getAttribute('class')).toContain('toast-error')
  const [r, g, b] = (await refused.evaluate((el) => getComputedStyle(el).backgroundColor)).match(/\d+/g)!.map(Number)
  expect(r! > g! && r! > b!, 'the error toast is red').toBe(true)
  expect(await rowsFor(email)).toHaveLength(1)

  // An invalid address: the server's validation message as an error toast, nothing stored.
  const invalid = await subscribe(page, 'not-an-email')
  expect(invalid.code).not.toBe(200)
  expect(invalid.message).toBeTruthy()
  const rejected = page.locator('.toasts .toast', { hasText: invalid.message })
  await rejected.waitFor({ state: 'visible' })
  expect(await rejected.getAttribute('class')).toContain('toast-error')
  expect(await rowsFor('not-an-email')).toHaveLength(0)
  expect(await e2e.query('SELECT id FROM subscriptions')).toHaveLength(1)
})
