/**
 * The console in a browser, for the console's browser tests: open a console page once React made it
 * live, and a staff member made as the first one is (the command line's one-time link, the setup
 * page, sign-in with password and a recovery code).
 */
import { spawnSync } from 'node:child_process'
import type { Page } from 'playwright'
import { expect } from 'vitest'
import { totpCode } from '../../server/domains/staff/totp'
import { repoRoot } from '../support/paths'
import type { E2E } from './server'

/**
 * Opens a console page and waits until React has made it live. The console has no shop footer (the
 * mark waitForHydration looks for): a form or button of the page carries React's props once hydrated.
 */
export async function gotoConsole(page: Page, path: string) {
  await page.goto(path)
  await page.waitForFunction(
    () =>
      [...document.querySelectorAll('form, button')].some((el) =>
        Object.keys(el).some((k) => k.startsWith('__reactProps$')),
      ),
    undefined,
    { timeout: 30_000 },
  )
}

/**
 * A new staff member as the first one is made: `npm run admin -- create-user` prints a one-time link,
 * whose setup page shows the authenticator's secret (the test computes the code from it, as an app
 * would), takes a password and gives the recovery codes. Answers the password and the first code.
 */
export async function setUpNewStaff(e2e: E2E, page: Page, email: string, role: 'admin' | 'sales') {
  const cli = spawnSync(
    process.execPath,
    ['scripts/run-ts.mjs', 'server/domains/staff/cli.ts', 'create-user', email, '--role', role],
    {
      cwd: repoRoot,
      env: { ...process.env, DATABASE_FILE: e2e.server.dbFile, PUBLIC_URL: e2e.baseUrl, LOG: 'off' },
      encoding: 'utf8',
    },
  )
  expect(cli.status, cli.stderr).toBe(0)
  const link = /https?:\/\/\S+\/admin\/setup\?token=\S+/.exec(cli.stdout)![0]
  await gotoConsole(page, link.replace(e2e.baseUrl, ''))
  const secret = (await page.getByTestId('totp-secret').textContent())!.trim()
  const password = 'Console-pass-2026'
  await page.getByLabel(/New password/).fill(password)
  await page.getByLabel(/Current 6-digit code/).fill(totpCode(secret, new Date()))
  await page.getByRole('button', { name: 'Finish setup' }).click()
  const codes = page.getByTestId('recovery-codes').locator('code')
  await expect.poll(() => codes.count()).toBe(10)
  const recovery = (await codes.first().textContent())!.trim()
  return { email, password, recovery }
}

/** Fills and sends the console's sign-in form (where a console page sends a browser without a session), with a recovery code. */
export async function signInWithRecoveryCode(page: Page, staff: { email: string; password: string; recovery: string }) {
  await page.getByLabel('E-mail').fill(staff.email)
  await page.getByLabel('Password').fill(staff.password)
  await page.getByLabel(/Code from the authenticator/).fill(staff.recovery)
  await page.getByRole('button', { name: 'Sign in' }).click()
}

/** A new staff member (setUpNewStaff), then signed in at /admin/login. */
export async function signInNewStaff(e2e: E2E, page: Page, email: string, role: 'admin' | 'sales') {
  const staff = await setUpNewStaff(e2e, page, email, role)
  await gotoConsole(page, '/admin/login')
  await signInWithRecoveryCode(page, staff)
  await page.waitForURL((url) => !url.pathname.endsWith('/login'))
  await expect.poll(() => page.getByTestId('console-user').textContent()).toContain(email)
}
