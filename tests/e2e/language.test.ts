/**
 * The language switch (spec §2, §4, §9): the choice is saved in the `lang` cookie for 365 days and
 * the current page reloads under the new prefix; Arabic renders right to left, so the side bar
 * moves to the left edge.
 */
import type { Page } from 'playwright'
import { expect, test } from 'vitest'
import { gotoHydrated, setupE2E, waitForHydration } from './server'

const e2e = setupE2E()
const DAY_S = 86_400

async function chooseLanguage(page: Page, code: string, expectedPath: string) {
  await page.locator('.lang-switch summary').click()
  const option = page.locator(`.lang-switch a[data-lang="${code}"]`)
  await option.waitFor({ state: 'visible' })
  await Promise.all([page.waitForURL((url) => url.pathname === expectedPath, { waitUntil: 'load' }), option.click()])
  await waitForHydration(page)
}

async function langCookie(page: Page) {
  return (await page.context().cookies()).find((c) => c.name === 'lang')
}

async function sidebarBox(page: Page) {
  const box = await page.getByTestId('sidebar').boundingBox()
  expect(box, 'the side bar is rendered').not.toBeNull()
  return box!
}

test('language switch: German, then Arabic right to left with the side bar on the left', async () => {
  const page = await e2e.page({ viewport: { width: 1280, height: 800 } })
  await gotoHydrated(page, '/about')
  expect(await page.locator('html').getAttribute('lang')).toBe('en')
  expect(await langCookie(page)).toBeUndefined()
  const ltr = await sidebarBox(page)
  expect(ltr.x + ltr.width, 'left to right: the side bar sits on the right edge').toBeGreaterThan(1280 - 2)

  await chooseLanguage(page, 'de', '/de/about')
  expect(new URL(page.url()).pathname).toBe('/de/about')
  expect(await page.locator('html').getAttribute('lang')).toBe('de')
  expect(await page.locator('html').getAttribute('dir')).toBe('ltr')
  const de = await langCookie(page)
  expect(de?.value).toBe('de')
  expect(de?.path).toBe('/')
  const inDays = (de!.expires - Date.now() / 1000) / DAY_S
  expect(inDays, 'the lang cookie lives about 365 days').toBeGreaterThan(364)
  expect(inDays).toBeLessThan(366)

  await chooseLanguage(page, 'ar', '/ar/about')
  expect(new URL(page.url()).pathname).toBe('/ar/about')
  expect(await page.locator('html').getAttribute('lang')).toBe('ar')
  expect(await page.locator('html').getAttribute('dir')).toBe('rtl')
  expect((await langCookie(page))?.value).toBe('ar')
  const rtl = await sidebarBox(page)
  expect(rtl.x, 'right to left: the side bar sits on the left edge (inline end)').toBeLessThan(2)
  expect(rtl.x + rtl.width).toBeLessThan(1280 / 2)
  expect(await page.getByTestId('sidebar').evaluate((el) => getComputedStyle(el).direction)).toBe('rtl')
})
