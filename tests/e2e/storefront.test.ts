/**
 * The storefront as a buyer sees it on a phone and in Arabic (issue 21, presentation): the phone
 * menu with every side-bar shortcut, isolated Latin text in Arabic, part numbers and makers that
 * never break inside, the phone product page's first screen, home and category pages without
 * filler, and the share link, the feedback subject and the cached images.
 */
import type { Page } from 'playwright'
import { describe, expect, test } from 'vitest'
import { gotoHydrated, setupE2E } from './server'

const e2e = setupE2E()
const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true }
const DESKTOP = { viewport: { width: 1366, height: 900 } }

/** Heights of the visible targets (links, buttons, summaries) under a selector. */
const targetHeights = (page: Page, selector: string) =>
  page
    .locator(`${selector} :is(a, button, summary)`)
    .evaluateAll((els) =>
      els
        .filter((el) => (el as HTMLElement).offsetParent !== null)
        .map((el) => [el.textContent?.trim() ?? '', Math.round(el.getBoundingClientRect().height)] as const),
    )

describe('item 1: the phone menu', () => {
  test('below 992px the menu holds every side-bar shortcut as thumb-sized targets, and the RFQ list opens again after closing', async () => {
    const page = await e2e.page(PHONE)
    await gotoHydrated(page, '/')
    const toggle = page.locator('header .menu-toggle')
    await toggle.click()
    for (const name of ['account', 'cart', 'order', 'rfq', 'email', 'feedback', 'top']) {
      const box = (await page.getByTestId(`menu-${name}`).boundingBox())!
      expect(box, name).toBeTruthy()
      expect(box.height, name).toBeGreaterThanOrEqual(44)
      expect(box.width, name).toBeGreaterThanOrEqual(44)
    }
    const small = (await targetHeights(page, '#main-nav')).filter(([, h]) => h < 44)
    expect(small, 'every target of the phone menu is at least 44 px high').toEqual([])

    // The RFQ list: opened from the menu, closed, and opened again.
    const drawer = page.getByTestId('rfq-drawer')
    for (let i = 0; i < 2; i++) {
      if (!(await page.locator('#main-nav').isVisible())) await toggle.click()
      await page.getByTestId('menu-rfq').click()
      await expect.poll(() => drawer.getAttribute('aria-hidden')).toBe('false')
      expect(await page.locator('#main-nav').isVisible(), 'the menu closed').toBe(false)
      await drawer.getByRole('button', { name: /close/i }).click()
      await expect.poll(() => drawer.getAttribute('aria-hidden')).toBe('true')
    }

    // Feedback from the menu.
    await toggle.click()
    await page.getByTestId('menu-feedback').click()
    await page.locator('dialog.feedback-dialog[open]').waitFor()
  })

  test('from 992px the shortcuts stay out of the header menu', async () => {
    const page = await e2e.page(DESKTOP)
    await gotoHydrated(page, '/about')
    expect(await page.getByTestId('menu-shortcuts').isVisible()).toBe(false)
    await page.getByTestId('sidebar-rfq').waitFor({ state: 'visible' })
  })
})
