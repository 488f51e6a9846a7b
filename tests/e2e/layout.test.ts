/**
 * The responsive layout (spec §1, §2, §9): the side bar is hidden at 1024px and narrower; below
 * 992px the header menu collapses behind the menu toggle, which opens and closes it. Menus close
 * on Escape and give the focus back to their button.
 */
import { expect, test } from 'vitest'
import { gotoHydrated, setupE2E } from './server'

const e2e = setupE2E()

test('the side bar shows above 1024px only', async () => {
  const page = await e2e.page({ viewport: { width: 1024, height: 768 } })
  await gotoHydrated(page, '/about')
  const sidebar = page.getByTestId('sidebar')
  expect(await sidebar.count(), 'it is in the page').toBe(1)
  expect(await sidebar.isVisible(), 'hidden at 1024px').toBe(false)

  await page.setViewportSize({ width: 1280, height: 800 })
  await sidebar.waitFor({ state: 'visible' })
  await page.getByTestId('sidebar-feedback').waitFor({ state: 'visible' })

  await page.setViewportSize({ width: 1025, height: 800 })
  await sidebar.waitFor({ state: 'visible' })
  await page.setViewportSize({ width: 800, height: 800 })
  await sidebar.waitFor({ state: 'hidden' })
})

test('below 992px the header menu collapses behind the menu toggle', async () => {
  const page = await e2e.page({ viewport: { width: 991, height: 800 } })
  await gotoHydrated(page, '/about')
  const toggle = page.locator('header .menu-toggle')
  const nav = page.locator('#main-nav')
  const aboutLink = nav.locator('a[href="/about"]')

  await toggle.waitFor({ state: 'visible' })
  expect(await nav.isVisible(), 'collapsed at 991px').toBe(false)
  expect(await toggle.getAttribute('aria-expanded')).toBe('false')

  await toggle.click()
  await nav.waitFor({ state: 'visible' })
  await aboutLink.waitFor({ state: 'visible' })
  expect(await toggle.getAttribute('aria-expanded')).toBe('true')

  await toggle.click()
  await nav.waitFor({ state: 'hidden' })
  expect(await toggle.getAttribute('aria-expanded')).toBe('false')

  // From 992px up the menu is always shown and the toggle is gone.
  await page.setViewportSize({ width: 992, height: 800 })
  await nav.waitFor({ state: 'visible' })
  await aboutLink.waitFor({ state: 'visible' })
  expect(await toggle.isVisible()).toBe(false)
})

test('by keyboard, Escape closes the small-screen menu and the language menu and gives the focus back', async () => {
  const page = await e2e.page({ viewport: { width: 390, height: 844 } })
  await gotoHydrated(page, '/about')
  const focused = (selector: string) => page.locator(selector).evaluate((el) => el === document.activeElement)

  const toggle = page.locator('header .menu-toggle')
  await toggle.focus()
  await page.keyboard.press('Enter')
  await page.locator('#main-nav').waitFor({ state: 'visible' })
  await page.keyboard.press('Tab')
  expect(await page.locator('#main-nav').evaluate((nav) => nav.contains(document.activeElement))).toBe(true)
  await page.keyboard.press('Escape')
  await page.locator('#main-nav').waitFor({ state: 'hidden' })
  expect(await toggle.getAttribute('aria-expanded')).toBe('false')
  expect(await focused('header .menu-toggle'), 'the focus is back on the toggle').toBe(true)

  const languages = page.locator('.lang-switch')
  await languages.locator('summary').focus()
  await page.keyboard.press('Enter')
  await page.keyboard.press('Tab')
  expect(await languages.evaluate((d) => d.contains(document.activeElement) && (d as HTMLDetailsElement).open)).toBe(
    true,
  )
  await page.keyboard.press('Escape')
  expect(await languages.evaluate((d) => (d as HTMLDetailsElement).open)).toBe(false)
  expect(await focused('.lang-switch summary'), 'the focus is back on the menu button').toBe(true)
})
