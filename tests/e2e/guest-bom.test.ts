/**
 * A guest's BOM in the browser (issue 33, item 5): without an account a buyer opens /bom from the
 * home page, pastes a small BOM in English, confirms the columns and sees the priced result at the
 * BOM's private link (/bom/{id}?token=); export and RFQ ask to sign in or register; the guest
 * registers from the BOM's notice, activates by the e-mail, signs in and finds the BOM in the
 * account's BOM list. One screenshot of a guest's result in Chinese to look at.
 */
import { join } from 'node:path'
import type { Page } from 'playwright'
import { describe, expect, test } from 'vitest'
import { latestMailTextTo, linkToken } from '../support/mail'
import { message } from '../support/text'
import { gotoHydrated, setupE2E, waitForHydration } from './server'

const e2e = setupE2E()
const en = (key: string, params?: Record<string, unknown>) => message('en', key, params)
const field = (page: Page, name: string) => page.locator(`main [name="${name}"]`)

async function fill(page: Page, values: Record<string, string>) {
  for (const [name, value] of Object.entries(values)) {
    const el = field(page, name).first()
    if ((await el.evaluate((e) => e.tagName)) === 'SELECT') await el.selectOption(value)
    else await el.fill(value)
  }
}

/** The activation link of the e-mail to `address`, once it is in the outbox. */
async function activationLink(address: string): Promise<string> {
  const text = await latestMailTextTo(join(e2e.server.dataDir, 'outbox'), address, '/register/activate')
  const token = linkToken(text, '/register/activate')
  expect(token).toBeTruthy()
  return `/register/activate?token=${token}`
}

/** A guest pastes lines, confirms the columns and lands on the BOM's private link. */
async function guestMatches(page: Page, path: string, lines: string) {
  await gotoHydrated(page, path)
  await page.locator('[data-testid="bom-paste"]').fill(lines)
  await page.locator('.bom-upload > button.button-secondary').click()
  await page.locator('[data-testid="bom-match"]').click()
  await page.waitForURL(/\/bom\/\d+\?token=[A-Za-z0-9_-]{20,}$/, { timeout: 30_000 })
  await page.locator('[data-testid="bom-line"]').first().waitFor({ timeout: 20_000 })
}

describe('a guest’s BOM', () => {
  test('a guest matches a BOM in English, sees it priced, registers and finds it in the account', async () => {
    const [part] = await e2e.query<{ mpn: string }>(
      `SELECT p.mpn FROM parts p WHERE p.source = 'digikey'
         AND (SELECT count(*) FROM parts q WHERE q.mpn_norm = p.mpn_norm) = 1
         AND EXISTS (SELECT 1 FROM goods g WHERE g.part_id = p.id AND g.stock >= 1000 AND g.moq <= 10)
       ORDER BY p.id LIMIT 1`,
    )
    const page = await e2e.page()
    // The home page's BOM link opens the tool, not the sign-in page.
    await gotoHydrated(page, '/bom')
    expect(new URL(page.url()).pathname).toBe('/bom')
    expect(await page.getByTestId('bom-guest').textContent()).toContain(en('bom.guestIntro'))

    await guestMatches(page, '/bom', `${part!.mpn} 10\nZQX9981QQ7 2\n`)
    const link = new URL(page.url())
    const bomId = Number(link.pathname.split('/')[2])
    // The priced result: the matched line with its price, the total.
    const total = await page.locator('[data-testid="bom-total"] strong').textContent()
    expect(total).toMatch(/\$\d/)
    expect(await page.locator('[data-testid="bom-line"]').count()).toBe(2)
    // Saving, exporting and RFQ ask to sign in or register, with the way back to this BOM.
    const notice = page.getByTestId('bom-guest')
    expect(await notice.textContent()).toContain(en('bom.guestKept'))
    expect(await page.getByTestId('bom-export').count()).toBe(0)
    const back = encodeURIComponent(link.pathname + link.search)
    expect(await page.getByTestId('bom-guest-login').getAttribute('href')).toBe(`/login?redirect=${back}`)
    const rfq = page.locator('[data-testid="bom-nomatch"] a')
    expect(await rfq.getAttribute('href')).toBe(`/login?redirect=${back}`)

    // The private link opens it in another browser too; without the token it is not found.
    const other = await e2e.page()
    await gotoHydrated(other, link.pathname + link.search)
    await other.locator('[data-testid="bom-line"]').first().waitFor()
    const without = await other.goto(link.pathname)
    expect(without!.status()).toBe(404)

    // Register from the notice.
    const email = `guest-bom-${crypto.randomUUID().slice(0, 8)}@example.com`
    const password = 'Correct-Horse-9'
    await Promise.all([
      page.waitForURL((u) => u.pathname === '/register'),
      page.getByTestId('bom-guest-register').click(),
    ])
    await waitForHydration(page)
    await fill(page, {
      email,
      password,
      confirm_password: password,
      contact_name: 'Grace Buyer',
      telephone: '+44 20 7946 0958',
      job_title: 'Buyer',
      company_name: 'Grace Electronics Ltd',
      country: 'GB',
      address: '1 Example Street',
      city: 'London',
      state: 'London',
    })
    await field(page, 'policy_agreement').check()
    await page.waitForTimeout(2_100) // the double-click guard
    await page.locator('main form button[type="submit"]').click()
    await page.getByTestId('register-sent').waitFor()

    await gotoHydrated(page, await activationLink(email))
    await page.getByTestId('activate-done').waitFor()
    await gotoHydrated(page, '/login')
    await fill(page, { email, password })
    await page.locator('main form button[type="submit"]').click()
    await page.waitForURL((u) => u.pathname !== '/login', { timeout: 10_000 })

    await gotoHydrated(page, '/myaccount/bom-list')
    const row = page.locator(`a[href="/bom/${bomId}"]`)
    await row.first().waitFor({ timeout: 10_000 })
    // Its own now: opened without the token, the guest notice gone, the export back.
    await gotoHydrated(page, `/bom/${bomId}`)
    await page.locator('[data-testid="bom-line"]').first().waitFor()
    expect(await page.getByTestId('bom-guest').count()).toBe(0)
    expect(await page.getByTestId('bom-export').count()).toBe(1)
  })

  test('a guest’s result in Chinese (screenshot to look at)', async () => {
    const page = await e2e.page({ locale: 'zh-CN' })
    await guestMatches(page, '/zh/bom', 'NE555P 10\nZQX9981QQ7 2\n')
    expect(await page.getByTestId('bom-guest').textContent()).toContain(message('zh', 'bom.guestKept'))
    await page.screenshot({ path: '/tmp/guest-bom-zh.png', fullPage: true })
  })
})
