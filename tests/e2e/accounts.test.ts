/**
 * Accounts in the browser (issue 4; spec §2–§5, §9): a German newcomer wants their profile page,
 * is sent to sign in, registers, gets the German activation e-mail in the outbox, activates by its
 * link, signs in and lands on the page they wanted; then edits the profile, changes the password
 * and signs out (the session is revoked on the server). Addresses: add two, move the default
 * shipping and billing marks, edit, delete. Password recovery through the reset e-mail. Every form
 * shows the §5 messages in the page's language before anything is sent.
 *
 * Rate limits of the production server (per IP, all of this file comes from 127.0.0.1): register
 * 10/h, login 30/10 min, forgot and resend 10/h, e-mailed tokens 30/10 min. This file stays far below.
 */
import { readdir } from 'node:fs/promises'
import { join } from 'node:path'
import type { Page } from 'playwright'
import { describe, expect, test } from 'vitest'
import { linkToken, readOutboxMail, type ReadMail } from '../support/mail'
import { message } from '../support/text'
import { gotoHydrated, setupE2E, waitForHydration } from './server'

const e2e = setupE2E()

const pathAndQuery = (page: Page) => {
  const url = new URL(page.url())
  return url.pathname + url.search
}
const cookie = async (page: Page, name: string) => (await page.context().cookies()).find((c) => c.name === name)
const unique = (tag: string) => `${tag}-${crypto.randomUUID().slice(0, 8)}@example.com`

/** Every outbox e-mail to an address, oldest first (file names start with the time). */
async function mailsTo(address: string): Promise<ReadMail[]> {
  const folder = join(e2e.server.dataDir, 'outbox')
  const files = (await readdir(folder).catch(() => [] as string[])).filter((f) => f.endsWith('.eml')).sort()
  const mails = await Promise.all(files.map((f) => readOutboxMail(folder, f)))
  return mails.filter((m) => m.to.toLowerCase().includes(address.toLowerCase()))
}

/** Waits for the `n`-th e-mail to an address (e-mails go out after the answer). */
async function nthMail(address: string, n: number): Promise<ReadMail> {
  await expect.poll(async () => (await mailsTo(address)).length, { timeout: 10_000 }).toBeGreaterThanOrEqual(n)
  return (await mailsTo(address))[n - 1]!
}

/** The absolute link of an e-mail to a page, with its token. */
function mailLinkTo(mail: ReadMail, path: string): string {
  const token = linkToken(mail.text, path)
  expect(token, `a ${path} link in the e-mail:\n${mail.text}`).toBeTruthy()
  const m = new RegExp(`https?://[^\\s"<>]*${path.replace(/[/.]/g, '\\$&')}\\?token=${token}`).exec(mail.text)
  return m![0]
}

const field = (page: Page, name: string) => page.locator(`main [name="${name}"]`)
const fieldError = (page: Page, name: string) => page.locator(`main .field-error[data-field="${name}"]`)
const toast = (page: Page, text: string) => page.locator('.toasts .toast', { hasText: text })

/** Fills text inputs and selects of the main area by field name. */
async function fill(page: Page, values: Record<string, string>) {
  for (const [name, value] of Object.entries(values)) {
    const el = field(page, name).first()
    if ((await el.evaluate((e) => e.tagName)) === 'SELECT') await el.selectOption(value)
    else await el.fill(value)
  }
}

/** Counts the calls a page makes to an API path (invalid input must not reach the server). */
function countCalls(page: Page, method: string, path: string) {
  const seen = { count: 0 }
  page.on('request', (r) => {
    if (r.method() === method && new URL(r.url()).pathname === path) seen.count++
  })
  return seen
}

/** The session check as any API client does it: 200 with a live token, 4001 otherwise. */
async function sessionCode(token: string): Promise<number> {
  const res = await fetch(`${e2e.baseUrl}/api/session`, { headers: { authorization: `Bearer ${token}` } })
  return ((await res.json()) as { code: number }).code
}

/** A registered and activated account, made through the API as the pages do. */
async function activatedAccount(email: string, password: string, lang = 'en') {
  const res = await fetch(`${e2e.baseUrl}/api/user/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', lang },
    body: JSON.stringify({
      email,
      password,
      confirm_password: password,
      contact_name: 'Ada Buyer',
      telephone: '+44 20 7946 0000',
      company_name: 'Ada Components Ltd',
      country: 'GB',
      policy_agreement: true,
    }),
  })
  expect(res.status, await res.clone().text()).toBe(200)
  const token = linkToken((await nthMail(email, 1)).text, '/register/activate')
  const active = await fetch(`${e2e.baseUrl}/api/user/active`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ token }),
  })
  expect(active.status).toBe(200)
}

async function signIn(page: Page, email: string, password: string) {
  await fill(page, { email, password })
  await page.locator('main form button[type="submit"]').click()
}

describe('a German newcomer', () => {
  test('registers, activates by the German e-mail, signs in back to the wanted page, edits the profile, changes the password, signs out', async () => {
    const de = (key: string, params?: Record<string, unknown>) => message('de', key, params)
    const email = unique('neu')
    const password = 'Sicher2025!'
    const newPassword = 'Noch-Sicherer-2026'
    const page = await e2e.page()

    // The wanted page needs a session: the server sends the guest to the German sign-in page with the way back.
    await page.goto('/de/myaccount/my-profile')
    expect(pathAndQuery(page)).toBe('/de/login?redirect=%2Fde%2Fmyaccount%2Fmy-profile')
    await waitForHydration(page)
    expect(await page.locator('main h1').textContent()).toBe(de('login.title'))
    // A guest's account shortcut in the side bar leads to sign-in with the way back, too.
    const shortcut = page.locator('[data-testid="sidebar"] a').first()
    expect(await shortcut.getAttribute('href')).toBe('/de/login?redirect=%2Fde%2Fmyaccount%2Fmy-profile')

    // No account yet: "Konto erstellen" keeps the way back.
    await Promise.all([
      page.waitForURL((u) => u.pathname === '/de/register'),
      page.getByRole('link', { name: de('login.createAccount') }).click(),
    ])
    expect(pathAndQuery(page)).toBe('/de/register?redirect=%2Fde%2Fmyaccount%2Fmy-profile')
    await waitForHydration(page)

    // The country list comes from the server in German.
    const countries = await field(page, 'country').locator('option').allTextContents()
    expect(countries).toContain('Deutschland')
    expect(countries).toContain('Vereinigte Staaten')

    // Every §5 message in German before anything is sent; the fields say so to assistive technology.
    const registerCalls = countCalls(page, 'POST', '/api/user/register')
    const submit = page.locator('main form button[type="submit"]')
    await submit.click()
    const required = {
      email: 'validation.enterEmail',
      password: 'validation.enterPassword',
      confirm_password: 'validation.enterConfirmPassword',
      contact_name: 'validation.enterContactName',
      telephone: 'validation.enterTelephone',
      company_name: 'validation.enterCompanyName',
      country: 'validation.selectCountry',
      policy_agreement: 'validation.agreePolicy',
    }
    for (const [name, key] of Object.entries(required)) {
      await expect.poll(() => fieldError(page, name).textContent(), { timeout: 2_000 }).toBe(de(key))
      expect(await field(page, name).getAttribute('aria-invalid')).toBe('true')
      const describedBy = (await field(page, name).getAttribute('aria-describedby'))?.split(' ') ?? []
      expect(describedBy).toContain(await fieldError(page, name).getAttribute('id'))
    }
    // The policy links go to the privacy policy and the terms, in German.
    const policyLinks = await page
      .locator('main .checkbox-field a')
      .evaluateAll((as) => as.map((a) => new URL((a as HTMLAnchorElement).href).pathname))
    expect(policyLinks).toEqual(['/de/companyprofile/privacy-policy', '/de/companyprofile/terms-conditions'])

    await fill(page, { email: 'neu@beispiel', password: 'kurz', confirm_password: 'anders' })
    await page.waitForTimeout(2_100) // the double-click guard
    await submit.click()
    await expect.poll(() => fieldError(page, 'email').textContent()).toBe(de('validation.validEmail'))
    expect(await fieldError(page, 'password').textContent()).toBe(de('validation.validPassword'))
    expect(await fieldError(page, 'confirm_password').textContent()).toBe(de('validation.passwordInconsistency'))
    expect(registerCalls.count, 'nothing invalid reaches the server').toBe(0)

    await fill(page, {
      email,
      password,
      confirm_password: password,
      contact_name: 'Greta Einkauf',
      telephone: '+49 30 1234567',
      job_title: 'Einkäuferin',
      company_name: 'Greta Elektronik GmbH',
      country: 'DE',
      address: 'Hauptstraße 1',
      city: 'Berlin',
      state: 'Berlin',
    })
    await field(page, 'policy_agreement').check()
    await page.waitForTimeout(2_100)
    await submit.click()

    // "Check your e-mail", with a resend button.
    const sent = page.getByTestId('register-sent')
    await sent.waitFor()
    expect(await sent.textContent()).toContain(email)
    expect(registerCalls.count).toBe(1)
    const [user] = await e2e.query<{ locale: string; activated_at: string | null; company_name: string }>(
      'SELECT locale, activated_at, company_name FROM users WHERE email_norm = ?',
      [email.toLowerCase()],
    )
    expect(user).toMatchObject({ locale: 'de', activated_at: null, company_name: 'Greta Elektronik GmbH' })

    // The German activation e-mail, with a link under /de.
    const mail = await nthMail(email, 1)
    expect(mail.subject).toBe(de('mail.activate.subject', { site: de('site.company') }))
    expect(mail.text).toContain(de('mail.greeting', { name: 'Greta Einkauf' }))
    const firstLink = mailLinkTo(mail, '/de/register/activate')

    // Not activated yet: signing in says so and offers a new e-mail (the first link keeps working:
    // anyone may ask for a new one, and that must not void the owner's).
    await page.goto('/de/login')
    await waitForHydration(page)
    await signIn(page, email, password)
    const notice = page.getByTestId('not-activated')
    await notice.waitFor()
    expect(await notice.textContent()).toContain(de('api.notActivated'))
    await notice.getByTestId('resend-activation').click()
    await toast(page, de('api.resent')).waitFor()
    const link = mailLinkTo(await nthMail(email, 2), '/de/register/activate')
    expect(link).not.toBe(firstLink)

    // The new link activates; signing in from there returns to the wanted page.
    await gotoHydrated(page, new URL(link).pathname + new URL(link).search)
    const done = page.getByTestId('activate-done')
    await done.waitFor()
    expect(await done.textContent()).toContain(de('api.activated'))
    await Promise.all([
      page.waitForURL((u) => u.pathname === '/de/login'),
      done.getByRole('link', { name: de('login.submit') }).click(),
    ])
    expect(pathAndQuery(page)).toBe('/de/login?redirect=%2Fde%2Fmyaccount%2Fmy-profile')
    await waitForHydration(page)

    // A wrong password: one message for the field, nothing about whether the address exists.
    await signIn(page, email, 'Falsch-123456')
    await expect.poll(() => fieldError(page, 'password').textContent()).toBe(de('api.loginFailed'))
    await page.waitForTimeout(2_100)
    await signIn(page, email.toUpperCase(), password) // addresses compare case-insensitively
    await page.waitForURL((u) => u.pathname === '/de/myaccount/my-profile')
    await page.getByTestId('profile-form').waitFor()

    // The session cookies: token (7 days) and userInfo (JSON, nothing secret).
    const token = await cookie(page, 'token')
    expect(token?.value).toBeTruthy()
    const days = (token!.expires * 1000 - Date.now()) / 86_400_000
    expect(days).toBeGreaterThan(6.9)
    expect(days).toBeLessThanOrEqual(7)
    const info = JSON.parse(decodeURIComponent((await cookie(page, 'userInfo'))!.value)) as Record<string, string>
    expect(info).toEqual({ email, contact_name: 'Greta Einkauf', company_name: 'Greta Elektronik GmbH' })
    expect(await sessionCode(token!.value)).toBe(200)

    // The header greets with the company name; the side bar's account shortcut goes to the profile.
    const greeting = page.locator('header .account-dropdown summary')
    await expect.poll(() => greeting.textContent()).toContain('Greta Elektronik GmbH')
    expect(await page.locator('[data-testid="sidebar"] a').first().getAttribute('href')).toBe(
      '/de/myaccount/my-profile',
    )
    // The account menu is the side navigation, the current page marked.
    expect(await page.locator('main .aside-nav a[aria-current="page"]').textContent()).toBe(de('account.myProfile'))

    // Edit the profile: the e-mail is shown, not editable; a required field checked before sending.
    expect(await field(page, 'email').inputValue()).toBe(email)
    expect(await field(page, 'email').getAttribute('readonly')).not.toBeNull()
    const profile = page.getByTestId('profile-form')
    await profile.locator('[name="company_name"]').fill('')
    await profile.locator('button[type="submit"]').click()
    await expect
      .poll(() => profile.locator('.field-error[data-field="company_name"]').textContent())
      .toBe(de('validation.enterCompanyName'))
    await profile.locator('[name="company_name"]').fill('Greta Halbleiter AG')
    await profile.locator('[name="job_title"]').fill('Leiterin Einkauf')
    await profile.locator('[name="country"]').selectOption('AT')
    await page.waitForTimeout(2_100)
    await profile.locator('button[type="submit"]').click()
    await toast(page, de('api.profileSaved')).waitFor()
    await expect.poll(() => greeting.textContent()).toContain('Greta Halbleiter AG')
    const [saved] = await e2e.query('SELECT company_name, job_title, country, city FROM users WHERE email_norm = ?', [
      email.toLowerCase(),
    ])
    expect(saved).toEqual({
      company_name: 'Greta Halbleiter AG',
      job_title: 'Leiterin Einkauf',
      country: 'AT',
      city: 'Berlin',
    })
    // After a reload the page shows what was stored, and the greeting comes from the refreshed cookie.
    await gotoHydrated(page, '/de/myaccount/my-profile')
    expect(await field(page, 'company_name').inputValue()).toBe('Greta Halbleiter AG')
    expect(await field(page, 'country').inputValue()).toBe('AT')
    await expect.poll(() => greeting.textContent()).toContain('Greta Halbleiter AG')

    // Change the password: the §5 messages first, then the server's answer to a wrong old password.
    const pw = page.getByTestId('password-form')
    const pwError = (name: string) => pw.locator(`.field-error[data-field="${name}"]`)
    const pwSubmit = pw.locator('button[type="submit"]')
    const changeCalls = countCalls(page, 'POST', '/api/user/profile/change-password')
    await pwSubmit.click()
    await expect.poll(() => pwError('old_password').textContent()).toBe(de('validation.enterPassword'))
    expect(await pwError('new_password').textContent()).toBe(de('validation.enterPassword'))
    expect(await pwError('confirm_password').textContent()).toBe(de('validation.enterConfirmNewPassword'))
    await pw.locator('[name="old_password"]').fill(password)
    await pw.locator('[name="new_password"]').fill(password)
    await pw.locator('[name="confirm_password"]').fill(`${password}x`)
    await pwSubmit.click()
    // The first field with a message has the focus as soon as the message shows (a focus that came a
    // frame later took the next field's typing: the old password typed below went into the new one).
    const focusedWhenShown = await page.waitForFunction((text) => {
      const message = document.querySelector('[data-testid="password-form"] .field-error[data-field="new_password"]')
      return message?.textContent === text && (document.activeElement?.getAttribute('name') ?? '(none)')
    }, de('validation.samePassword'))
    expect(await focusedWhenShown.jsonValue()).toBe('new_password')
    expect(await pwError('confirm_password').textContent()).toBe(de('validation.passwordInconsistency'))
    expect(changeCalls.count).toBe(0)
    await pw.locator('[name="old_password"]').fill('Nicht-Das-Alte-1')
    await pw.locator('[name="new_password"]').fill(newPassword)
    await pw.locator('[name="confirm_password"]').fill(newPassword)
    await page.waitForTimeout(2_100)
    await pwSubmit.click()
    await expect.poll(() => pwError('old_password').textContent()).toBe(de('api.oldPasswordWrong'))
    await pw.locator('[name="old_password"]').fill(password)
    await page.waitForTimeout(2_100)
    await pwSubmit.click()
    await toast(page, de('api.passwordChanged')).waitFor()
    expect(await pw.locator('[name="old_password"]').inputValue()).toBe('')
    expect(changeCalls.count).toBe(2)
    expect(await sessionCode(token!.value), 'this session stays').toBe(200)

    // Sign out from the account menu: the session is revoked on the server, the cookies are gone.
    await Promise.all([
      page.waitForURL((u) => u.pathname === '/de/exit'),
      page
        .locator('main .aside-nav')
        .getByRole('button', { name: de('nav.exit') })
        .click(),
    ])
    await page.getByTestId('exit').waitFor()
    await expect.poll(async () => (await cookie(page, 'token'))?.value ?? null).toBeNull()
    expect(await cookie(page, 'userInfo')).toBeUndefined()
    expect(await sessionCode(token!.value)).toBe(4001)
    await expect.poll(() => page.locator('header .account-dropdown').count()).toBe(0)

    // The old password no longer works, the new one does; without a way back, the account centre.
    await gotoHydrated(page, '/de/login')
    await signIn(page, email, password)
    await expect.poll(() => fieldError(page, 'password').textContent()).toBe(de('api.loginFailed'))
    await page.waitForTimeout(2_100)
    await signIn(page, email, newPassword)
    await page.waitForURL((u) => u.pathname === '/de/myaccount')
    await expect.poll(() => greeting.textContent()).toContain('Greta Halbleiter AG')

    // Signed in, the sign-in page says so and offers the way to the account.
    await gotoHydrated(page, '/de/login')
    const already = page.getByTestId('already-signed-in')
    await already.waitFor()
    expect(await already.textContent()).toContain(de('login.signedInAs', { name: 'Greta Halbleiter AG' }))
  })
})

describe('addresses', () => {
  test('add two, move the default shipping and billing marks, edit one, delete one', async () => {
    const { userId, token } = await e2e.createUserSession()
    const page = await e2e.page()
    await page.context().addCookies([{ name: 'token', value: token, url: e2e.baseUrl }])
    await gotoHydrated(page, '/myaccount/address-management')
    await page.getByTestId('address-empty').waitFor()
    expect(await page.locator('main .aside-nav a[aria-current="page"]').textContent()).toBe(
      message('en', 'account.addressManagement'),
    )

    // The §5 messages of an empty address, without a call.
    const creates = countCalls(page, 'POST', '/api/user/address')
    await page.getByTestId('address-add').click()
    const form = page.getByTestId('address-form')
    await form.waitFor()
    await form.locator('button[type="submit"]').click()
    const expected = {
      contact_name: 'validation.enterContactName',
      telephone: 'validation.enterTelephone',
      country: 'validation.selectCountry',
      state: 'validation.enterState',
      city: 'validation.enterCity',
      postal_code: 'validation.enterPostalCode',
      address_line1: 'validation.enterAddress',
    }
    for (const [name, key] of Object.entries(expected))
      await expect
        .poll(() => form.locator(`.field-error[data-field="${name}"]`).textContent(), { timeout: 2_000 })
        .toBe(message('en', key))
    expect(creates.count).toBe(0)

    const first = {
      contact_name: 'Ada Buyer',
      telephone: '+44 20 7946 0000',
      country: 'GB',
      state: 'England',
      city: 'London',
      postal_code: 'SW1A 1AA',
      address_line1: '10 Downing Street',
    }
    await fill(page, first)
    await page.waitForTimeout(2_100)
    await form.locator('button[type="submit"]').click()
    await toast(page, message('en', 'api.addressSaved')).waitFor()
    const cards = page.getByTestId('address-card')
    await expect.poll(() => cards.count()).toBe(1)
    // The first address carries both default marks.
    const marks = (i: number) => cards.nth(i).locator('.mark').allTextContents()
    await expect
      .poll(() => marks(0))
      .toEqual([message('en', 'fields.default_shipping'), message('en', 'fields.default_billing')])

    await page.getByTestId('address-add').click()
    await form.waitFor()
    await fill(page, {
      contact_name: 'Ada Warehouse',
      telephone: '+44 161 496 0000',
      country: 'GB',
      state: 'England',
      city: 'Manchester',
      postal_code: 'M1 1AE',
      address_line1: '1 Piccadilly',
      address_line2: 'Unit 4',
    })
    await page.waitForTimeout(2_100)
    await form.locator('button[type="submit"]').click()
    await expect.poll(() => cards.count()).toBe(2)
    await expect.poll(() => form.count(), { message: 'the form closes after saving' }).toBe(0)
    const manchester = cards.filter({ hasText: 'Manchester' })
    const london = cards.filter({ hasText: 'London' })
    expect(await manchester.locator('.mark').count()).toBe(0)
    expect(await manchester.textContent()).toContain('Unit 4')
    expect(await manchester.textContent()).toContain('United Kingdom')

    // Default shipping moves to Manchester; billing stays in London.
    await manchester.getByTestId('toggle-shipping').click()
    await expect.poll(() => manchester.getByTestId('toggle-shipping').getAttribute('aria-pressed')).toBe('true')
    await expect.poll(() => london.getByTestId('toggle-shipping').getAttribute('aria-pressed')).toBe('false')
    expect(await london.getByTestId('toggle-billing').getAttribute('aria-pressed')).toBe('true')
    // Then billing moves too.
    await page.waitForTimeout(2_100)
    await manchester.getByTestId('toggle-billing').click()
    await expect.poll(() => london.getByTestId('toggle-billing').getAttribute('aria-pressed')).toBe('false')
    await expect
      .poll(() => manchester.locator('.mark').allTextContents())
      .toEqual([message('en', 'fields.default_shipping'), message('en', 'fields.default_billing')])
    // Defaults first in the list (once the server's list is back).
    await expect.poll(() => cards.first().textContent()).toContain('Manchester')
    // The buttons change as they are pressed; the server's write may come a moment later.
    await expect
      .poll(() =>
        e2e.query<{ city: string; default_shipping: number; default_billing: number }>(
          'SELECT city, default_shipping, default_billing FROM addresses WHERE user_id = ? ORDER BY id',
          [userId],
        ),
      )
      .toEqual([
        { city: 'London', default_shipping: 0, default_billing: 0 },
        { city: 'Manchester', default_shipping: 1, default_billing: 1 },
      ])

    // Edit London: the form opens with its values; a bad change is refused on the form.
    await london.getByTestId('address-edit').click()
    await form.waitFor()
    expect(await form.locator('[name="address_line1"]').inputValue()).toBe('10 Downing Street')
    await form.locator('[name="postal_code"]').fill('')
    await form.locator('button[type="submit"]').click()
    await expect
      .poll(() => form.locator('.field-error[data-field="postal_code"]').textContent())
      .toBe(message('en', 'validation.enterPostalCode'))
    await form.locator('[name="postal_code"]').fill('EC1A 1BB')
    await form.locator('[name="city"]').fill('City of London')
    await page.waitForTimeout(2_100)
    await form.locator('button[type="submit"]').click()
    await expect.poll(() => cards.filter({ hasText: 'City of London' }).count()).toBe(1)
    expect(await cards.filter({ hasText: 'City of London' }).textContent()).toContain('EC1A 1BB')

    // Delete Manchester after confirming; the defaults go with it.
    await manchester.getByTestId('address-delete').click()
    await manchester.getByTestId('address-delete-confirm').click()
    await toast(page, message('en', 'api.addressDeleted')).waitFor()
    await expect.poll(() => cards.count()).toBe(1)
    expect(await cards.first().textContent()).toContain('City of London')
    const left = await e2e.query('SELECT city FROM addresses WHERE user_id = ?', [userId])
    expect(left).toEqual([{ city: 'City of London' }])

    // After a reload the list comes from the server as it is.
    await gotoHydrated(page, '/myaccount/address-management')
    await expect.poll(() => cards.count()).toBe(1)
  })
})

describe('password recovery', () => {
  test('forgot → "check your e-mail" → the reset link → a new password → sign in; the link works once', async () => {
    const email = unique('reset')
    await activatedAccount(email, 'Original-2025')
    const page = await e2e.page()

    await gotoHydrated(page, '/login')
    await Promise.all([
      page.waitForURL((u) => u.pathname === '/forgotpassword'),
      page.getByRole('link', { name: message('en', 'login.forgot') }).click(),
    ])
    await waitForHydration(page)
    const forgotCalls = countCalls(page, 'POST', '/api/user/forgot')
    await page.locator('main form button[type="submit"]').click()
    await expect.poll(() => fieldError(page, 'email').textContent()).toBe(message('en', 'validation.enterEmail'))
    expect(forgotCalls.count).toBe(0)
    await fill(page, { email })
    await page.waitForTimeout(2_100)
    await page.locator('main form button[type="submit"]').click()
    await page.waitForURL((u) => u.pathname === '/forgotpassword/identify')
    const identify = page.getByTestId('forgot-identify')
    await expect.poll(() => identify.textContent()).toContain(message('en', 'forgot.checkText', { email }))

    const link = mailLinkTo(await nthMail(email, 2), '/forgotpassword/resetpassword')
    await gotoHydrated(page, new URL(link).pathname + new URL(link).search)
    const ready = page.getByTestId('reset-ready')
    await ready.waitFor()
    const masked = `r***${email.split('@')[0]!.slice(-1)}@example.com`
    expect(await ready.textContent()).toContain(masked) // the account, masked

    await fill(page, { password: 'New-Secret-2026', confirm_password: 'New-Secret-2027' })
    await page.locator('main form button[type="submit"]').click()
    await expect
      .poll(() => fieldError(page, 'confirm_password').textContent())
      .toBe(message('en', 'validation.passwordInconsistency'))
    await fill(page, { confirm_password: 'New-Secret-2026' })
    await page.waitForTimeout(2_100)
    await page.locator('main form button[type="submit"]').click()
    const done = page.getByTestId('reset-done')
    await done.waitFor()
    expect(await done.textContent()).toContain(message('en', 'api.passwordReset'))

    // The link was used up.
    await gotoHydrated(page, new URL(link).pathname + new URL(link).search)
    await page.getByTestId('reset-invalid').waitFor()
    expect(await page.locator('main [role="alert"]').textContent()).toBe(message('en', 'validation.invalidLink'))

    // Sign in with the new password; a foreign redirect target is ignored (no open redirect).
    await gotoHydrated(page, `/login?redirect=${encodeURIComponent('//evil.example/steal')}`)
    await signIn(page, email, 'New-Secret-2026')
    await page.waitForURL((u) => u.pathname === '/myaccount')
    expect(new URL(page.url()).host).toBe(new URL(e2e.baseUrl).host)
  })

  test('an unknown address gets the same answer and no e-mail', async () => {
    const email = unique('nobody')
    const page = await e2e.page()
    await gotoHydrated(page, '/fr/forgotpassword')
    await fill(page, { email })
    await page.locator('main form button[type="submit"]').click()
    await page.waitForURL((u) => u.pathname === '/fr/forgotpassword/identify')
    await expect
      .poll(() => page.getByTestId('forgot-identify').textContent())
      .toContain(message('fr', 'forgot.checkText', { email }))
    await toast(page, message('fr', 'api.forgotSent')).waitFor()
    await page.waitForTimeout(500)
    expect(await mailsTo(email)).toEqual([])
  })
})
