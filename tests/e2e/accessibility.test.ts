/**
 * Automated accessibility checks (axe-core: the WCAG 2 A/AA rules it can decide, and its best
 * practices) in Chromium: the shop's pages in English and in Arabic (right to left), on a wide and
 * a phone screen; the account centre signed in; the widgets while open (suggestions, RFQ drawer,
 * feedback dialog). They cover names of controls and links, landmarks, contrast, language and
 * direction attributes, ARIA use. What a machine cannot judge (reading order of meaning, sensible
 * labels) is not covered here.
 */
import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import type { Page } from 'playwright'
import { describe, expect, test } from 'vitest'
import { gotoHydrated, setupE2E } from './server'

const e2e = setupE2E()
const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8')

type Violation = { id: string; impact: string; help: string; nodes: { target: string[] }[] }

/** axe's violations on the page as it is now, one line each. */
async function violations(page: Page): Promise<string[]> {
  await page.addScriptTag({ content: axeSource })
  const found = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run(ctx: Document, o: object): Promise<{ violations: Violation[] }> } })
      .axe
    return (
      await axe.run(document, {
        runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'] },
      })
    ).violations
  })
  return found.map((v) => `${v.impact} ${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`)
}

const PAGES = [
  '/',
  '/productdetail/{id}',
  '/category',
  '/category/{category}',
  '/s?wd=lm358',
  '/s?wd=zzzqqq',
  '/manufacturer',
  '/products/A/1',
  '/keywords',
  '/datasheet',
  '/news',
  '/about',
  '/login',
  '/register',
  '/forgotpassword',
]

describe('no WCAG violations axe can find', () => {
  for (const [lang, width] of [
    ['en', 1280],
    ['ar', 1280],
    ['en', 390],
  ] as const) {
    test(`${lang} at ${width} px`, async () => {
      const goodsId = await e2e.goodsInStock()
      const categoryId = await e2e.biggestCategory()
      // bypassCSP: the page's policy rightly refuses the injected axe script.
      const page = await e2e.page({ viewport: { width, height: 900 }, bypassCSP: true })
      const found: string[] = []
      for (const path of PAGES) {
        const url = path.replace('{id}', String(goodsId)).replace('{category}', String(categoryId))
        await gotoHydrated(page, lang === 'en' ? url : `/${lang}${url}`)
        for (const v of await violations(page)) found.push(`${url}: ${v}`)
      }
      expect(found).toEqual([])
    })
  }

  test('the account centre, signed in (en and ar)', async () => {
    const { token } = await e2e.createUserSession()
    const page = await e2e.page({ viewport: { width: 1280, height: 900 }, bypassCSP: true })
    await page.context().addCookies([{ name: 'token', value: token, url: e2e.baseUrl }])
    const found: string[] = []
    for (const lang of ['', '/ar']) {
      for (const path of ['/myaccount', '/myaccount/my-profile', '/myaccount/address-management']) {
        await gotoHydrated(page, lang + path)
        expect(new URL(page.url()).pathname, 'signed in: not sent to the sign-in page').toBe(lang + path)
        for (const v of await violations(page)) found.push(`${lang}${path}: ${v}`)
      }
    }
    expect(found).toEqual([])
  })

  test('open widgets: search suggestions, the RFQ drawer, the feedback dialog', async () => {
    const goodsId = await e2e.goodsInStock()
    const page = await e2e.page({ viewport: { width: 1280, height: 900 }, bypassCSP: true })
    await gotoHydrated(page, `/productdetail/${goodsId}`)
    const found: string[] = []
    const check = async (state: string) => {
      for (const v of await violations(page)) found.push(`${state}: ${v}`)
    }
    await page.locator('header input[role="combobox"]').fill('lm35')
    await page.locator('header [role="listbox"] [role="option"]').first().waitFor()
    await check('suggestions')
    await page.keyboard.press('Escape')
    await page.getByTestId('add-to-rfq').click()
    await page.getByTestId('rfq-drawer').locator('li[data-goods-id]').first().waitFor()
    await check('RFQ drawer')
    await page.keyboard.press('Escape')
    await page.getByTestId('sidebar-feedback').click()
    await page.locator('dialog.feedback-dialog[open]').waitFor()
    await check('feedback dialog')
    expect(found).toEqual([])
  })
})
