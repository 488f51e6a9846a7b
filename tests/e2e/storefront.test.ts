/**
 * The storefront as a buyer sees it on a phone and in Arabic (issue 21, presentation): the phone
 * menu with every side-bar shortcut, isolated Latin text in Arabic, part numbers and makers that
 * never break inside, the phone product page's first screen, home and category pages without
 * filler, and the share link, the feedback subject and the cached images.
 */
import { createClient } from '@libsql/client'
import type { Page } from 'playwright'
import { describe, expect, test } from 'vitest'
import { placeName } from '../../locales/place-names'
import { message } from '../support/text'
import { gotoHydrated, plusSignPlaces, setupE2E, startShopServer } from './server'

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

/** The goods id of the demo catalogue's STM32F407VGT6 (a real part the banners link to). */
async function stm32(): Promise<number> {
  const [row] = await e2e.query<{ id: number }>(
    `SELECT g.id FROM goods g JOIN parts p ON p.id = g.part_id WHERE p.mpn = 'STM32F407VGT6' ORDER BY g.id LIMIT 1`,
  )
  return Number(row!.id)
}

/**
 * Names (part numbers, packages, makers) that break inside a word: for each element, every word
 * of its text must lie on one line (one client rect for the word's range).
 */
const brokenNames = (page: Page, selector: string) =>
  page.locator(selector).evaluateAll((els) => {
    const broken: string[] = []
    for (const el of els) {
      if ((el as HTMLElement).offsetParent === null) continue
      const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT)
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const text = node.textContent ?? ''
        for (const m of text.matchAll(/\S+/g)) {
          const range = document.createRange()
          range.setStart(node, m.index)
          range.setEnd(node, m.index + m[0].length)
          const lines = new Set([...range.getClientRects()].filter((r) => r.width > 0).map((r) => Math.round(r.top)))
          if (lines.size > 1) broken.push(m[0])
        }
      }
    }
    return broken
  })

describe('home banners on a phone', () => {
  for (const lang of ['en', 'ar']) {
    test(`each banner's title sits under its picture, never over its drawing (${lang})`, async () => {
      const page = await e2e.page(PHONE)
      await gotoHydrated(page, lang === 'en' ? '/' : `/${lang}`)
      const boxes = await page
        .getByTestId('home-banners')
        .locator('.banner')
        .evaluateAll((banners) =>
          banners.map((b) => [
            b.querySelector('img')?.getBoundingClientRect(),
            b.querySelector('.banner-text strong')!.getBoundingClientRect(),
          ]),
        )
      expect(boxes.length).toBeGreaterThan(0)
      for (const [img, title] of boxes) if (img) expect(title!.top).toBeGreaterThanOrEqual(img.bottom - 0.5)
    })
  }
})

describe('item 4: Arabic', () => {
  test('counts stay beside their names, banners are mirrored, and English articles say so', async () => {
    const page = await e2e.page(DESKTOP)
    await gotoHydrated(page, '/ar/category')
    const counts = await page
      .locator('.category-card .count')
      .evaluateAll((els) => els.map((el) => getComputedStyle(el).unicodeBidi))
    expect(counts.length).toBeGreaterThan(10)
    expect(new Set(counts)).toEqual(new Set(['isolate']))
    const names = await page
      .locator('.category-card a')
      .evaluateAll((els) => els.filter((a) => !a.querySelector('bdi')).map((a) => a.textContent))
    expect(names, 'every category name is isolated').toEqual([])

    await gotoHydrated(page, '/ar')
    const banner = page.getByTestId('home-banners').locator('img').first()
    expect(await banner.evaluate((img) => getComputedStyle(img).transform)).toBe('matrix(-1, 0, 0, 1, 0, 0)')
    // The news of the home page: an untranslated (English) item is marked English, left to right.
    const items = await page
      .locator('.home-news li')
      .evaluateAll((els) => els.map((li) => [li.getAttribute('lang'), li.getAttribute('dir')]))
    expect(items.length).toBeGreaterThan(0)
    for (const [lang, dir] of items) expect([lang, dir]).toEqual(lang === 'ar' ? ['ar', 'rtl'] : [lang, 'ltr'])

    await gotoHydrated(page, `/ar/productdetail/${await stm32()}`)
    const blogs = await page
      .locator('.blog-list li')
      .evaluateAll((els) =>
        els.map((li) => [li.getAttribute('lang'), getComputedStyle(li.querySelector('p')!).direction]),
      )
    expect(blogs.length).toBeGreaterThan(0)
    for (const [lang, direction] of blogs) expect(direction).toBe(lang === 'ar' ? 'rtl' : 'ltr')
    expect(
      blogs.some(([lang]) => lang === 'en'),
      'the demo articles are not all translated',
    ).toBe(true)
  })
})

describe('item 5: typography', () => {
  for (const lang of ['en', 'ar']) {
    test(`part numbers, makers and packages never break inside a word, on a phone and a desktop (${lang})`, async () => {
      const prefix = lang === 'en' ? '' : `/${lang}`
      for (const options of [PHONE, DESKTOP]) {
        const page = await e2e.page(options)
        await gotoHydrated(page, `${prefix}/productdetail/${await stm32()}`)
        expect(await page.locator('.product-facts .maker').count()).toBe(1)
        expect(await brokenNames(page, '.mpn, .maker, .pkg')).toEqual([])
        await gotoHydrated(page, `${prefix}/s?wd=stm32f4`)
        expect(await page.locator('.part-table .pkg').count()).toBeGreaterThan(0)
        expect(await brokenNames(page, '.mpn, .maker, .pkg')).toEqual([])
        await gotoHydrated(page, prefix || '/')
        expect(await brokenNames(page, '.mpn, .maker, .pkg')).toEqual([])
        await page.context().close()
      }
    })
  }
})

describe('item 5: distributor codes', () => {
  test('another distributor\'s code never breaks inside on a phone (LM358P: "Digi-Key: 296-1395-5-ND"; en and ar)', async () => {
    const [row] = await e2e.query<{ id: number }>(
      `SELECT g.id FROM goods g JOIN parts p ON p.id = g.part_id WHERE p.mpn = 'LM358P' ORDER BY g.id LIMIT 1`,
    )
    for (const prefix of ['', '/ar']) {
      const page = await e2e.page(PHONE)
      await gotoHydrated(page, `${prefix}/productdetail/${row!.id}`)
      await expect.poll(() => page.locator('.part-code').allTextContents()).toContain('296-1395-5-ND')
      expect(await brokenNames(page, '.part-code')).toEqual([])
      expect(await page.evaluate(() => document.documentElement.scrollWidth), 'no sideways scroll').toBeLessThanOrEqual(
        390,
      )
      await page.context().close()
    }
  })
})

describe('the offers table of the product page', () => {
  test('its caption is whole in view before the table is scrolled, on a desktop and a phone (en and ar)', async () => {
    for (const prefix of ['', '/ar']) {
      for (const options of [DESKTOP, PHONE]) {
        const page = await e2e.page(options)
        await gotoHydrated(page, `${prefix}/productdetail/${await stm32()}`)
        const [caption, box] = await page
          .getByTestId('offers')
          .evaluate((table) => [
            table.querySelector('caption')!.getBoundingClientRect().toJSON(),
            table.closest('.table-scroll')!.getBoundingClientRect().toJSON(),
          ])
        const text = await page
          .getByTestId('offers')
          .locator('caption')
          .evaluate((c) => {
            const range = document.createRange()
            range.selectNodeContents(c)
            return range.getBoundingClientRect().toJSON()
          })
        expect(caption.width, `${prefix} caption`).toBeGreaterThan(0)
        expect(text.left, `${prefix} caption text starts in view`).toBeGreaterThanOrEqual(box.left - 1)
        expect(text.right, `${prefix} caption text ends in view`).toBeLessThanOrEqual(box.right + 1)
        await page.context().close()
      }
    }
  })
})

describe('the offers table fits the purchase box', () => {
  test('in every language, on a desktop and a phone, each offer with its unit price in view', async () => {
    // Five columns were 447 to 694 px wide in a box of 358 (desktop) or 326 (phone): the unit
    // price was out of view in every language until the table was scrolled.
    for (const options of [DESKTOP, PHONE]) {
      const page = await e2e.page(options)
      for (const lang of ['en', 'zh', 'tw', 'jp', 'ko', 'de', 'ru', 'fr', 'ar', 'it']) {
        await page.goto(`${lang === 'en' ? '' : `/${lang}`}/productdetail/${await stm32()}`)
        const where = `${lang} at ${options.viewport.width} px`
        const { overflow, prices } = await page.getByTestId('offers').evaluate((table) => {
          const box = table.closest('.table-scroll')!
          const edge = box.getBoundingClientRect()
          return {
            overflow: box.scrollWidth - box.clientWidth,
            prices: [...table.querySelectorAll('tbody td:last-child .money')].map((m) => {
              const r = m.getBoundingClientRect()
              return r.width > 0 && r.left >= edge.left - 1 && r.right <= edge.right + 1
            }),
          }
        })
        expect(overflow, `${where}: the table is no wider than its box`).toBeLessThanOrEqual(0)
        expect(prices.length, `${where}: offers`).toBeGreaterThan(1)
        expect(prices, `${where}: every unit price in view`).not.toContain(false)
      }
      await page.context().close()
    }
  })
})

describe('date codes on the Arabic product page', () => {
  test('"21+" reads left to right in the facts and the offers table, and an offer\'s place and date code do not break inside on a phone', async () => {
    const page = await e2e.page(PHONE)
    await gotoHydrated(page, `/ar/productdetail/${await stm32()}`)
    // Where the "+" of each date code is drawn against its digits ("+21" before the fix).
    const facts = await plusSignPlaces(page, '.product-facts dd bdi')
    const offers = await plusSignPlaces(page, '[data-testid=offers] .offer-pick .muted bdi')
    expect(facts.length, 'a date code in the facts').toBeGreaterThan(0)
    expect(offers.length, 'date codes in the offers table').toBeGreaterThan(1)
    for (const s of [...facts, ...offers])
      expect(s.plus, `${s.text}: + is drawn after its digits`).toBeGreaterThan(s.digit)
    // "Hong Kong" on one line: each place name is one line high.
    const lines = await page
      .locator('[data-testid=offers] .offer-pick > bdi')
      .evaluateAll((els) => els.map((el) => el.getClientRects().length))
    expect(
      lines.every((n) => n === 1),
      `place names in one piece: ${lines}`,
    ).toBe(true)
    // The places in Arabic, as Intl names the region ("Hong Kong" was left in English).
    const places = await page.locator('[data-testid=offers] .offer-pick > bdi').allTextContents()
    expect(places).toContain(placeName('Hong Kong', 'ar'))
    expect(places).not.toContain('Hong Kong')
    // On the RFQ list too (the maker, package and batch were one string: "+LQFP-100 · 21").
    await page.getByTestId('add-to-rfq').first().click()
    const batch = page.locator('[data-testid=rfq-drawer] .rfq-lines bdi[dir=ltr]')
    await batch.first().waitFor()
    const listed = await plusSignPlaces(page, '[data-testid=rfq-drawer] .rfq-lines bdi[dir=ltr]')
    expect(listed.length, 'the date code on the RFQ list').toBe(1)
    expect(listed[0]!.plus, `${listed[0]!.text}: + is drawn after its digits`).toBeGreaterThan(listed[0]!.digit)
    await page.context().close()
  })
})

describe('item 7: the phone product page', () => {
  for (const lang of ['en', 'de', 'ar']) {
    test(`price, quantity and the buy and RFQ buttons are on the first screen at 390×844; the tabs wrap (${lang})`, async () => {
      const page = await e2e.page(PHONE)
      await gotoHydrated(page, `${lang === 'en' ? '' : `/${lang}`}/productdetail/${await stm32()}`)
      for (const id of ['unit-price', 'qty-input', 'add-to-cart', 'buy-now', 'add-to-rfq']) {
        const box = (await page.locator('section.purchase').getByTestId(id).first().boundingBox())!
        expect(box, id).toBeTruthy()
        expect(box.y + box.height, `${id} ends within the first screen`).toBeLessThanOrEqual(844)
      }
      const tabs = page.getByRole('tab')
      expect(await tabs.count()).toBe(7)
      for (const box of await tabs.evaluateAll((els) => els.map((el) => el.getBoundingClientRect().toJSON()))) {
        expect(box.left).toBeGreaterThanOrEqual(0)
        expect(box.right).toBeLessThanOrEqual(390)
        expect(box.height).toBeGreaterThanOrEqual(44)
      }
      const list = page.getByRole('tablist')
      expect(await list.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true)
      // Maker and description under the part number: each one piece, never their words interleaved.
      const pieces = await page
        .locator('.product-title p > bdi')
        .evaluateAll((els) => els.map((el) => el.getClientRects().length))
      expect(pieces).toEqual([1, 1])
    })
  }
})

describe('item 9: home and category pages', () => {
  test('the key figures once, Recommended without the featured parts, a short phone home', async () => {
    const page = await e2e.page(PHONE)
    await gotoHydrated(page, '/')
    expect(await page.locator('text=daily RFQs').count(), 'the key figures appear once (in the footer)').toBe(1)
    const parts = (id: string) => page.getByTestId(`home-${id}`).locator('.goods-card .mpn').allTextContents()
    const featured = await parts('featured')
    const recommended = await parts('recommended')
    expect(featured.length).toBeGreaterThan(0)
    expect(recommended.length).toBeGreaterThan(0)
    expect(recommended.filter((p) => featured.includes(p))).toEqual([])
    expect(await page.evaluate(() => document.documentElement.scrollWidth), 'no sideways scroll').toBeLessThanOrEqual(
      390,
    )
    const height = await page.evaluate(() => document.documentElement.scrollHeight)
    expect(height, 'the phone home page').toBeLessThan(8_000)
    const featuredTop = (await page.getByTestId('home-featured').boundingBox())!.y
    expect(featuredTop, 'the featured parts begin on the first screen').toBeLessThan(844)
  })

  test('/category cards are as tall as what they hold', async () => {
    const page = await e2e.page(DESKTOP)
    await gotoHydrated(page, '/category')
    const slack = await page.locator('.category-card').evaluateAll((cards) =>
      cards.map((card) => {
        const last = card.lastElementChild!.getBoundingClientRect()
        const padding = parseFloat(getComputedStyle(card).paddingBlockEnd)
        return Math.round(card.getBoundingClientRect().bottom - last.bottom - padding)
      }),
    )
    expect(slack.length).toBeGreaterThan(5)
    expect(Math.max(...slack), 'empty space at the bottom of a card').toBeLessThanOrEqual(20)
  })
})

describe('item 10: smaller things', () => {
  test('the logo and the banners have hashed names and are kept a year', async () => {
    const page = await e2e.page(DESKTOP)
    await gotoHydrated(page, '/')
    const srcs = [
      await page.locator('header .logo img').getAttribute('src'),
      ...(await page
        .getByTestId('home-banners')
        .locator('img')
        .evaluateAll((els) => els.map((el) => el.getAttribute('src')))),
    ]
    expect(srcs.length).toBeGreaterThan(1)
    for (const src of srcs) {
      expect(src).toMatch(/^\/assets\/.+\.[\w-]{8}\.svg$/)
      const res = await fetch(e2e.baseUrl + src!)
      expect(res.status, src!).toBe(200)
      expect(res.headers.get('cache-control'), src!).toBe('public, max-age=31536000, immutable')
    }
  })

  test('the feedback subject looks like a select', async () => {
    const page = await e2e.page(DESKTOP)
    await gotoHydrated(page, '/about')
    await page.getByTestId('footer-feedback').click()
    const dialog = page.locator('dialog.feedback-dialog[open]')
    await dialog.waitFor()
    const field = (await dialog.locator('input[role="combobox"]').boundingBox())!
    const arrow = (await dialog.locator('.combobox-arrow').boundingBox())!
    expect(arrow.x).toBeGreaterThan(field.x + field.width / 2)
    expect(arrow.x + arrow.width).toBeLessThanOrEqual(field.x + field.width)
  })

  test('without PUBLIC_URL the share link uses the origin the page was asked on', async () => {
    const server = await startShopServer({ PUBLIC_URL: '' })
    try {
      const db = createClient({ url: `file:${server.dbFile}` })
      const [row] = (await db.execute('SELECT id FROM goods WHERE stock > 0 ORDER BY id LIMIT 1')).rows
      db.close()
      const page = await e2e.page({ ...DESKTOP, baseURL: server.baseUrl })
      await gotoHydrated(page, `/de/productdetail/${row!.id}`)
      expect(await page.locator('#share-url').inputValue()).toBe(`${server.baseUrl}/de/productdetail/${row!.id}`)
    } finally {
      await server.stop()
    }
  })
})

describe('leftovers seen after the first half', () => {
  test('phone home cards show whole part numbers: none cut with an ellipsis or running out of its card', async () => {
    const page = await e2e.page(PHONE)
    await gotoHydrated(page, '/')
    const cards = page.locator('.goods-card .mpn')
    expect(await cards.count()).toBeGreaterThan(8)
    const cut = await cards.evaluateAll((els) =>
      els.flatMap((el) => {
        const card = el.closest('.goods-card')!
        const style = getComputedStyle(card)
        const inner = card.getBoundingClientRect()
        const start = inner.left + parseFloat(style.paddingLeft) - 1
        const end = inner.right - parseFloat(style.paddingRight) + 1
        const range = document.createRange()
        range.selectNodeContents(el)
        const text = range.getBoundingClientRect()
        const lines = new Set([...range.getClientRects()].map((r) => Math.round(r.top))).size
        const hidden = el.scrollWidth > el.clientWidth + 1 && getComputedStyle(el).overflowX !== 'visible'
        return hidden || text.left < start || text.right > end || lines > 1 ? [el.textContent] : []
      }),
    )
    expect(cut).toEqual([])
  })

  test("each home floor shows its category's own parts, none already shown in a showcase above", async () => {
    const page = await e2e.page(DESKTOP)
    await gotoHydrated(page, '/')
    const floors = page.getByTestId('home-floor')
    expect(await floors.count()).toBeGreaterThan(0)
    for (const floor of await floors.all()) expect(await floor.locator('.goods-card').count()).toBeGreaterThan(0)
    const shown = await page.locator('main .goods-card a.mpn').allTextContents()
    expect(
      shown.filter((n, i) => shown.indexOf(n) !== i),
      'parts shown twice on the home page',
    ).toEqual([])
  })

  test('Arabic phone product page: every purchase button keeps its label on one line', async () => {
    const page = await e2e.page(PHONE)
    await gotoHydrated(page, `/ar/productdetail/${await stm32()}`)
    const buttons = page.locator('section.purchase .purchase-actions :is(button, a)')
    expect(await buttons.count()).toBeGreaterThanOrEqual(3)
    const wrapped = await buttons.evaluateAll((els) =>
      els.flatMap((el) => {
        // The lines of the label's text (its icon aside).
        const tops = new Set<number>()
        const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT)
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
          if (!node.textContent?.trim() || node.parentElement?.closest('.visually-hidden')) continue
          const range = document.createRange()
          range.selectNodeContents(node)
          for (const r of range.getClientRects()) if (r.width > 0) tops.add(Math.round(r.top))
        }
        const box = el.getBoundingClientRect()
        return tops.size > 1 || box.right > window.innerWidth || box.left < 0 ? [el.textContent?.trim()] : []
      }),
    )
    expect(wrapped).toEqual([])
  })
})

describe('the product page layout', () => {
  test('the purchase box stands beside the title and the facts on a desktop, and between them on a phone', async () => {
    const id = await e2e.goodsInStock()
    for (const width of [1366, 390]) {
      const page = await e2e.page({ viewport: { width, height: 900 } })
      await gotoHydrated(page, `/productdetail/${id}`)
      const purchase = (await page.locator('section.purchase').boundingBox())!
      const title = (await page.locator('.product-main').boundingBox())!
      const facts = (await page.locator('.product-facts').boundingBox())!
      if (width > 991) {
        // Its own column over both rows: the title card is not stretched to the box's height.
        expect(purchase.x, `${width} px`).toBeGreaterThan(title.x + title.width)
        expect(facts.y, `${width} px: the facts follow the title`).toBeLessThan(purchase.y + purchase.height)
      } else {
        expect(purchase.y, `${width} px`).toBeGreaterThanOrEqual(title.y + title.height)
        expect(facts.y, `${width} px`).toBeGreaterThanOrEqual(purchase.y + purchase.height)
      }
    }
  })
})

describe('the part table: part numbers beside their pictures', () => {
  test('at 1366, 1024 and 390 px (en, de, ar, zh), every number sits beside its picture and breaks only when longer than its column; the row stays in view', async () => {
    // The category and maker with the most long numbers (28 characters at most): generated Silicon Labs MCUs.
    const [long] = await e2e.query<{ category_id: number; manufacturer_id: number }>(
      `SELECT category_id, manufacturer_id FROM parts WHERE length(mpn) > 20
       GROUP BY 1, 2 ORDER BY count(*) DESC LIMIT 1`,
    )
    const paths = [
      `/category/${long!.category_id}?mfr=${long!.manufacturer_id}`,
      // Numbers of 15 to 20 characters, which dropped below their pictures on a desktop.
      `/category/${long!.category_id}?sort=part_number&order=desc`,
      `/manufacturer/${long!.manufacturer_id}`,
    ]
    for (const width of [1366, 1024, 390]) {
      const phone = width < 992
      const page = await e2e.page(phone ? PHONE : { viewport: { width, height: 900 } })
      for (const lang of ['en', 'de', 'ar', 'zh']) {
        for (const path of paths) {
          const where = `${width} px ${lang} ${path}`
          await gotoHydrated(page, `${lang === 'en' ? '' : `/${lang}`}${path}`)
          const rows = await page.locator('[data-testid="part-table"] tbody tr[data-goods-id]').evaluateAll((trs) =>
            trs.map((tr) => {
              const picture = tr.querySelector('.part-picture')!.getBoundingClientRect()
              const link = tr.querySelector<HTMLElement>('a.mpn')!
              const number = link.getBoundingClientRect()
              const range = document.createRange()
              range.selectNodeContents(link)
              const lines = new Set(
                [...range.getClientRects()].filter((r) => r.width > 0).map((r) => Math.round(r.top)),
              )
              // The number's width on one line, against the width its column leaves it.
              const probe = link.cloneNode(true) as HTMLElement
              probe.style.cssText = 'position:absolute;white-space:nowrap;inline-size:auto;min-inline-size:0'
              link.parentElement!.append(probe)
              const whole = probe.getBoundingClientRect().width
              probe.remove()
              const rtl = getComputedStyle(tr).direction === 'rtl'
              return {
                mpn: link.textContent!,
                beside:
                  number.top < picture.bottom &&
                  (rtl ? number.right <= picture.left + 1 : number.left >= picture.right - 1),
                lines: lines.size,
                longerThanColumn: whole > link.parentElement!.getBoundingClientRect().width + 0.5,
              }
            }),
          )
          expect(rows.length, where).toBeGreaterThan(0)
          expect(
            rows.filter((r) => !r.beside).map((r) => r.mpn),
            `${where}: numbers below their pictures`,
          ).toEqual([])
          expect(
            rows.filter((r) => r.lines > 1 && !r.longerThanColumn).map((r) => r.mpn),
            `${where}: numbers broken though their column holds them`,
          ).toEqual([])
          if (!phone) {
            // On a desktop the table gives every number of up to 20 characters its whole width.
            expect(
              rows.filter((r) => r.lines > 1 && [...r.mpn].length <= 20).map((r) => r.mpn),
              `${where}: numbers of up to 20 characters broken`,
            ).toEqual([])
          }
          const overflow = await page
            .locator('.part-table-wrap')
            .evaluate((wrap) => wrap.scrollWidth - wrap.clientWidth)
          expect(overflow, `${where}: the table fits its box (the row's buttons in view)`).toBeLessThanOrEqual(0)
        }
      }
      await page.context().close()
    }
  })
})

describe('the part table and the offers table: the minimum and the multiple in Arabic', () => {
  test('"1,000 / 1,000" is one isolated unit on one line, the minimum at the right, in search rows, a category and the offers table', async () => {
    const category = await e2e.biggestCategory()
    for (const options of [DESKTOP, PHONE]) {
      const page = await e2e.page(options)
      for (const path of ['/ar/s?wd=stm32f4', `/ar/category/${category}`]) {
        const where = `${options.viewport.width} px ${path}`
        await gotoHydrated(page, path)
        const pairs = await page.locator('[data-testid="part-table"] td.minmult-cell').evaluateAll((cells) =>
          cells.map((cell) => {
            // The cell's characters with where each lies (the pair may be one text node or several).
            const chars: { node: Text; at: number }[] = []
            const walker = document.createTreeWalker(cell, NodeFilter.SHOW_TEXT)
            for (let node = walker.nextNode() as Text | null; node; node = walker.nextNode() as Text | null)
              for (let at = 0; at < node.data.length; at++) chars.push({ node, at })
            const text = chars.map((c) => c.node.data[c.at]).join('')
            const slash = text.indexOf('/')
            const box = (from: number, to: number) => {
              const range = document.createRange()
              range.setStart(chars[from]!.node, chars[from]!.at)
              range.setEnd(chars[to - 1]!.node, chars[to - 1]!.at + 1)
              return range
            }
            const lines = new Set(
              [...box(0, text.length).getClientRects()].filter((r) => r.width > 0).map((r) => Math.round(r.top)),
            )
            const pair = cell.querySelector('[data-testid="minmult"]') ?? cell
            return {
              text,
              lines: lines.size,
              isolated: getComputedStyle(pair).unicodeBidi === 'isolate',
              // Read from the right: the minimum's box lies right of the multiple's.
              minAtRight:
                box(0, text.slice(0, slash).trimEnd().length).getBoundingClientRect().left >
                box(
                  slash + 1 + (text.length - slash - 1 - text.slice(slash + 1).trimStart().length),
                  text.length,
                ).getBoundingClientRect().left,
            }
          }),
        )
        expect(pairs.length, where).toBeGreaterThan(0)
        if (path.includes('/s?'))
          expect(
            pairs.some((p) => /\d{1,3},\d{3}/.test(p.text)),
            `${where}: some minimum in thousands`,
          ).toBe(true)
        expect(
          pairs.filter((p) => p.lines > 1).map((p) => p.text),
          `${where}: pairs on two lines`,
        ).toEqual([])
        expect(
          pairs.filter((p) => !p.isolated).map((p) => p.text),
          `${where}: pairs not isolated`,
        ).toEqual([])
        expect(
          pairs.filter((p) => !p.minAtRight).map((p) => p.text),
          `${where}: minimum not read first`,
        ).toEqual([])
      }
      // The product page's offers table (50 / 50 and 1,000 / 1,000 beside 1 / 1): each pair on one line.
      await gotoHydrated(page, `/ar/productdetail/${await stm32()}`)
      const cells = await page
        .getByTestId('offers')
        .locator('tbody td:nth-child(3)')
        .evaluateAll((tds) =>
          tds.map((td) => {
            const range = document.createRange()
            range.selectNodeContents(td)
            return [td.textContent, new Set([...range.getClientRects()].map((r) => Math.round(r.top))).size] as const
          }),
        )
      expect(cells.map(([text]) => text)).toContain('1,000 / 1,000')
      expect(cells.filter(([, lines]) => lines > 1)).toEqual([])
      await page.context().close()
    }
  })
})

describe('the news list', () => {
  test('each "Read more" link is named by its article (Lighthouse: links without descriptive text)', async () => {
    const page = await e2e.page()
    await gotoHydrated(page, '/news')
    const readMore = page.locator('.news-card a').filter({ hasText: message('en', 'news.readMore') })
    expect(await readMore.count()).toBeGreaterThan(0)
    for (const link of await readMore.all()) {
      const title = await link.locator('xpath=ancestor::li[1]//h2').textContent()
      expect(await link.innerText()).toContain(title!.trim())
    }
  })
})
