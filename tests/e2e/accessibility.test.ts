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
  // Each language and width in two halves of the pages: fifteen pages with axe in one test took
  // 60 to 70 s on the shared two-core machine under load, over the test timeout.
  const halves = [PAGES.slice(0, 8), PAGES.slice(8)]
  for (const [lang, width] of [
    ['en', 1280],
    ['ar', 1280],
    ['en', 390],
  ] as const) {
    for (const [half, paths] of halves.entries()) {
      test(`${lang} at ${width} px (${half + 1} of 2)`, async () => {
        const goodsId = await e2e.goodsInStock()
        const categoryId = await e2e.biggestCategory()
        // bypassCSP: the page's policy rightly refuses the injected axe script.
        const page = await e2e.page({ viewport: { width, height: 900 }, bypassCSP: true })
        const found: string[] = []
        for (const path of paths) {
          const url = path.replace('{id}', String(goodsId)).replace('{category}', String(categoryId))
          await gotoHydrated(page, lang === 'en' ? url : `/${lang}${url}`)
          for (const v of await violations(page)) found.push(`${url}: ${v}`)
        }
        expect(found).toEqual([])
      })
    }
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

  for (const width of [1280, 390]) {
    test(`the BOM tool, signed in: upload page, a matched BOM, the BOM list (en and ar, ${width} px)`, async () => {
      const { token } = await e2e.createUserSession()
      const call = async (path: string, init: RequestInit) => {
        const res = await fetch(e2e.baseUrl + path, {
          ...init,
          headers: { authorization: `Bearer ${token}`, ...init.headers },
        })
        return ((await res.json()) as { data: { bom?: { id: number }; id?: number } }).data
      }
      const form = new FormData()
      form.set('text', 'LM358DR, TI, 10\nNE555P, , 5\nZQX9981QQ7, , 2')
      const uploaded = await call('/api/bom/uploadBom', { method: 'POST', body: form })
      const bomId = uploaded.bom!.id
      await call('/api/bom/mateBom', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ bom_id: bomId }),
      })
      const found: string[] = []
      const page = await e2e.page({ viewport: { width, height: 900 }, bypassCSP: true })
      await page.context().addCookies([{ name: 'token', value: token, url: e2e.baseUrl }])
      for (const lang of ['', '/ar']) {
        for (const path of ['/bom', `/bom/${bomId}`, '/myaccount/bom-list']) {
          await gotoHydrated(page, lang + path)
          expect(new URL(page.url()).pathname, 'signed in: not sent to the sign-in page').toBe(lang + path)
          for (const v of await violations(page)) found.push(`${lang}${path}: ${v}`)
        }
      }
      expect(found).toEqual([])
    })
  }

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
