/**
 * Search results for a buyer (issue 21, item 6), in Chromium against the built server and its
 * demo catalogue: suggestions ranked like results, with stock and price from; result columns sorted
 * by plain links in their headers (aria-sort, in the URL, without JavaScript too); the RFQ button
 * that says what it does; the category once per run of its parts, not in every row.
 */
import { createClient } from '@libsql/client'
import type { Page } from 'playwright'
import { describe, expect, test } from 'vitest'
import { formatListPrice } from '../../locales/money-format'
import { normalizePackage } from '../../server/domains/parts/packages'
import { message } from '../support/text'
import { dataOf, gotoHydrated, setupE2E } from './server'

const e2e = setupE2E()
const DESKTOP = { viewport: { width: 1366, height: 900 } }
const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true }

const dataRows = (page: Page) => page.locator('[data-testid="part-table"] tbody tr[data-goods-id]')

/** The sortable columns of the part table (search, category and manufacturer pages). */
const header = (page: Page, column: string) =>
  page.locator(`[data-testid="part-table"] thead th[data-sort="${column}"]`)
const prices = (page: Page) =>
  dataRows(page)
    .locator('td:nth-child(7) .money')
    .evaluateAll((els) => els.map((el) => Number(el.textContent!.replace(/[^0-9.]/g, ''))))
const stocks = (page: Page) =>
  dataRows(page)
    .locator('td:nth-child(5) .stock')
    .evaluateAll((els) =>
      els.map((el) => (el.classList.contains('out') ? 0 : Number(el.textContent!.replace(/[^0-9]/g, '')))),
    )
const ascending = (values: number[]) => values.every((v, i) => i === 0 || values[i - 1]! <= v)
const descending = (values: number[]) => values.every((v, i) => i === 0 || values[i - 1]! >= v)
const LANGS = ['en', 'zh', 'tw', 'jp', 'ko', 'de', 'ru', 'fr', 'ar', 'it']

/** The lines an element's text takes on screen (the distinct tops of its text's boxes); runs in the page. */
function textLines(el: Element): number {
  const tops: number[] = []
  const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT)
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    if (!node.textContent?.trim()) continue
    const range = document.createRange()
    range.selectNodeContents(node)
    for (const r of range.getClientRects())
      if (r.width > 0 && !tops.some((t) => Math.abs(t - r.top) < 6)) tops.push(r.top)
  }
  return tops.length
}
/** Gives the page's scripts textLines (window.textLines), from the next navigation on. */
const withTextLines = async (page: Page) => {
  await page.addInitScript({ content: `window.textLines = ${textLines.toString()}` })
  return page
}
/** window, with what withTextLines gave it (for the callbacks that run in the page). */
type Lined = { textLines: (el: Element) => number }

describe('suggestions', () => {
  test('"stm32f4" lists STM32F407VGT6, with its stock over all offers and its price from, as its result row does', async () => {
    const page = await e2e.page(DESKTOP)
    await gotoHydrated(page, '/')
    await page.getByRole('combobox').first().pressSequentially('stm32f4')
    const list = page.getByTestId('search-suggestions')
    await list.waitFor({ state: 'visible' })
    const option = list.getByRole('option').filter({ hasText: 'STM32F407VGT6' })
    await option.waitFor()
    const hit = (await dataOf(e2e.api.catalogue.search({ query: { keyword: 'STM32F407VGT6' } }))).list[0]!
    expect(hit.part_number).toBe('STM32F407VGT6')
    const offer = option.getByTestId('suggestion-offer')
    expect(await offer.textContent()).toContain(message('en', 'catalogue.inStockCount', { count: hit.stock_total }))
    expect((await offer.locator('.money').textContent())?.trim()).toBe(formatListPrice(hit.unit_price, 'en'))
    // Choosing it opens the product page of the offer its result row shows.
    await Promise.all([page.waitForURL(`**/productdetail/${hit.goods_id}`), option.click()])
  })
})

describe('sorting the result columns', () => {
  test('price, stock and part number headers are links that sort both ways, marked with aria-sort', async () => {
    const page = await e2e.page(DESKTOP)
    await gotoHydrated(page, '/s?wd=LM3')
    for (const column of ['part_number', 'stock', 'price'])
      expect(await header(page, column).getAttribute('aria-sort'), `${column} is not the sort yet`).toBeNull()

    await Promise.all([
      page.waitForURL((url) => url.searchParams.get('sort') === 'price' && url.searchParams.get('order') === 'asc'),
      header(page, 'price').getByRole('link').click(),
    ])
    expect(await header(page, 'price').getAttribute('aria-sort')).toBe('ascending')
    expect(await page.getByRole('combobox').first().inputValue(), 'the keyword stays').toBe('LM3')
    const up = await prices(page)
    expect(up.length).toBeGreaterThan(5)
    expect(ascending(up), up.join(' ')).toBe(true)
    await Promise.all([
      page.waitForURL((url) => url.searchParams.get('order') === 'desc'),
      header(page, 'price').getByRole('link').click(),
    ])
    expect(await header(page, 'price').getAttribute('aria-sort')).toBe('descending')
    const down = await prices(page)
    expect(descending(down), down.join(' ')).toBe(true)
    expect(down[0]).toBeGreaterThan(up[0]!)

    // Stock: the most first, then the other way.
    await Promise.all([
      page.waitForURL((url) => url.searchParams.get('sort') === 'stock' && url.searchParams.get('order') === 'desc'),
      header(page, 'stock').getByRole('link').click(),
    ])
    expect(await header(page, 'stock').getAttribute('aria-sort')).toBe('descending')
    expect(await header(page, 'price').getAttribute('aria-sort')).toBeNull()
    expect(descending(await stocks(page))).toBe(true)
    await Promise.all([
      page.waitForURL((url) => url.searchParams.get('order') === 'asc'),
      header(page, 'stock').getByRole('link').click(),
    ])
    expect(ascending(await stocks(page))).toBe(true)

    // Part number, A to Z.
    await Promise.all([
      page.waitForURL((url) => url.searchParams.get('sort') === 'part_number'),
      header(page, 'part_number').getByRole('link').click(),
    ])
    expect(await header(page, 'part_number').getAttribute('aria-sort')).toBe('ascending')
    const numbers = (await dataRows(page).locator('a.mpn').allTextContents()).map((n) =>
      n.toUpperCase().replace(/[^A-Z0-9]/g, ''),
    )
    expect(numbers).toEqual([...numbers].sort())

    // A filter keeps the sort; the pages keep it too.
    const stockFilter = page.locator('[data-testid="facet-stock"] a[data-value="stock"]')
    expect(new URL((await stockFilter.getAttribute('href'))!, page.url()).searchParams.get('sort')).toBe('part_number')
  })

  test('without JavaScript, and on a phone, the sort links are there', async () => {
    const plain = await e2e.page({ ...DESKTOP, javaScriptEnabled: false })
    await plain.goto('/de/s?wd=LM3&sort=stock&order=desc')
    const th = header(plain, 'stock')
    expect(await th.getAttribute('aria-sort')).toBe('descending')
    expect(await th.getByRole('link').getAttribute('href')).toMatch(/^\/de\/s\?.*sort=stock.*order=asc/)
    expect(descending(await stocks(plain))).toBe(true)

    const phone = await e2e.page(PHONE)
    await gotoHydrated(phone, '/s?wd=LM3')
    for (const column of ['part_number', 'stock', 'price'])
      expect(await header(phone, column).locator('a').isVisible(), column).toBe(true)
  })
})

describe('sorting a category and a manufacturer', () => {
  test('the category page sorts by price, stock and part number through its headers, both ways; filters keep the sort', async () => {
    const category = await e2e.biggestCategory()
    const page = await e2e.page(DESKTOP)
    await gotoHydrated(page, `/category/${category}`)
    for (const column of ['part_number', 'stock', 'price'])
      expect(await header(page, column).getAttribute('aria-sort'), column).toBeNull()
    await Promise.all([
      page.waitForURL((url) => url.searchParams.get('sort') === 'price' && url.searchParams.get('order') === 'asc'),
      header(page, 'price').getByRole('link').click(),
    ])
    await expect.poll(() => header(page, 'price').getAttribute('aria-sort')).toBe('ascending')
    const up = await prices(page)
    expect(up.length).toBeGreaterThan(5)
    expect(ascending(up), up.join(' ')).toBe(true)
    await Promise.all([
      page.waitForURL((url) => url.searchParams.get('order') === 'desc'),
      header(page, 'price').getByRole('link').click(),
    ])
    await expect.poll(() => header(page, 'price').getAttribute('aria-sort')).toBe('descending')
    const down = await prices(page)
    expect(descending(down), down.join(' ')).toBe(true)
    expect(down[0]).toBeGreaterThan(up[0]!)

    await Promise.all([
      page.waitForURL((url) => url.searchParams.get('sort') === 'stock'),
      header(page, 'stock').getByRole('link').click(),
    ])
    await expect.poll(() => header(page, 'stock').getAttribute('aria-sort')).toBe('descending')
    expect(descending(await stocks(page))).toBe(true)

    // A filter keeps the sort.
    const form = page.getByTestId('category-filters')
    await Promise.all([
      page.waitForURL((url) => url.searchParams.get('stock') === '1'),
      form.locator('input[name="stock"]').check(),
    ])
    const url = new URL(page.url())
    expect([url.searchParams.get('sort'), url.searchParams.get('order')]).toEqual(['stock', 'desc'])
    await expect.poll(() => header(page, 'stock').getAttribute('aria-sort')).toBe('descending')
    expect(descending(await stocks(page))).toBe(true)

    // Part number, A to Z.
    await Promise.all([
      page.waitForURL((url) => url.searchParams.get('sort') === 'part_number'),
      header(page, 'part_number').getByRole('link').click(),
    ])
    await expect.poll(() => header(page, 'part_number').getAttribute('aria-sort')).toBe('ascending')
    const numbers = (await dataRows(page).locator('a.mpn').allTextContents()).map((n) =>
      n.toUpperCase().replace(/[^A-Z0-9]/g, ''),
    )
    expect(numbers).toEqual([...numbers].sort())
  })

  test("a manufacturer's parts sort too, rendered by the server (without JavaScript), and the pages keep the sort", async () => {
    const [maker] = await e2e.query<{ id: number }>(
      'SELECT manufacturer_id AS id FROM parts GROUP BY manufacturer_id ORDER BY count(*) DESC LIMIT 1',
    )
    const plain = await e2e.page({ ...DESKTOP, javaScriptEnabled: false })
    await plain.goto(`/de/manufacturer/${maker!.id}?sort=price&order=desc`)
    const th = header(plain, 'price')
    expect(await th.getAttribute('aria-sort')).toBe('descending')
    expect(await th.getByRole('link').getAttribute('href')).toMatch(
      new RegExp(`^/de/manufacturer/${maker!.id}\\?(?=.*sort=price)(?=.*order=asc)`),
    )
    expect(descending(await prices(plain))).toBe(true)
    const next = plain.getByTestId('pager').locator('a[rel="next"]')
    const href = new URL((await next.getAttribute('href'))!, plain.url())
    expect([href.searchParams.get('sort'), href.searchParams.get('order'), href.searchParams.get('page')]).toEqual([
      'price',
      'desc',
      '2',
    ])
    // An unknown sort in an old link shows the list in its own order.
    await plain.goto(`/manufacturer/${maker!.id}?sort=cheapest`)
    expect(await header(plain, 'price').getAttribute('aria-sort')).toBeNull()
    expect(await dataRows(plain).count()).toBeGreaterThan(5)
  })
})

describe('result rows', () => {
  test('the RFQ button says what it does; the category heads its run of parts once; rows stay two lines', async () => {
    const page = await e2e.page(DESKTOP)
    await gotoHydrated(page, '/s?wd=LM358')
    const rows = dataRows(page)
    expect(await rows.count()).toBeGreaterThan(3)
    const rfq = rows.first().getByTestId('add-to-rfq')
    expect((await rfq.innerText()).trim()).toBe(message('en', 'rfqList.addShort'))
    expect(await rfq.isVisible()).toBe(true)

    // No row repeats its category; a group row names it once per run.
    expect(await rows.locator('.cat-link').count()).toBe(0)
    const groups = page.getByTestId('category-group')
    expect(await groups.count()).toBeGreaterThan(0)
    const data = await dataOf(e2e.api.catalogue.search({ query: { keyword: 'LM358', page_size: 20 } }))
    const runs = data.list.filter((h, i) => data.list[i - 1]?.category_id !== h.category_id).map((h) => h.category)
    expect((await groups.allTextContents()).map((t) => t.trim())).toEqual(runs)

    // At 1366 px every cell of text holds two lines at most, the stock of a part with several offers
    // too (this offer's stock, then all offers' stock); the actions are two small buttons; the table
    // fits without scrolling sideways.
    const lines = await rows.evaluateAll((els) =>
      els.flatMap((row) =>
        [...row.querySelectorAll('td:not(:last-child)')].map((cell) => {
          const tops: number[] = []
          const walker = document.createTreeWalker(cell, NodeFilter.SHOW_TEXT)
          for (let node = walker.nextNode(); node; node = walker.nextNode()) {
            if (!node.textContent?.trim()) continue
            const range = document.createRange()
            range.selectNodeContents(node)
            for (const r of range.getClientRects())
              if (r.width > 0 && !tops.some((t) => Math.abs(t - r.top) < 6)) tops.push(r.top)
          }
          return [cell.getAttribute('data-label'), tops.length] as const
        }),
      ),
    )
    expect(lines.filter(([, n]) => n > 2)).toEqual([])
    const wrap = page.locator('.part-table-wrap')
    expect(await wrap.evaluate((el) => el.scrollWidth - el.clientWidth)).toBeLessThanOrEqual(0)
  })

  test('at 1366 px, in every language, a stock of several offers and the "Add to RFQ" button take two lines at most', async () => {
    const page = await withTextLines(await e2e.page(DESKTOP))
    for (const lang of LANGS) {
      await page.goto(lang === 'en' ? '/s?wd=LM358' : `/${lang}/s?wd=LM358`)
      const rows = dataRows(page)
      expect(await rows.count(), lang).toBeGreaterThan(3)
      const several = rows.filter({ has: page.locator('.offers') })
      expect(await several.count(), `${lang}: parts with several offers`).toBeGreaterThan(0)
      const stock = await several
        .locator('td.num-cell')
        .evaluateAll((cells) => cells.map((c) => (window as unknown as Lined).textLines(c)))
      expect(
        stock.filter((n) => n > 2),
        `${lang}: lines of the stock cells`,
      ).toEqual([])
      const rfq = await rows
        .getByTestId('add-to-rfq')
        .evaluateAll((buttons) => buttons.map((b) => (window as unknown as Lined).textLines(b)))
      expect(
        rfq.filter((n) => n > 2),
        `${lang}: lines of "${message(lang, 'rfqList.addShort')}"`,
      ).toEqual([])
      const hidden = await page.locator('.part-table-wrap').evaluate((el) => el.scrollWidth - el.clientWidth)
      expect(hidden, `${lang}: the table fits`).toBeLessThanOrEqual(0)
    }
  })

  test("at 1200 px, beside the filters, in every language, the table fits its box (the row's buttons in view)", async () => {
    // German and Russian were 23 and 16 px too wide here, the RFQ buttons cut off at the edge.
    const page = await e2e.page({ viewport: { width: 1200, height: 900 } })
    for (const lang of LANGS) {
      for (const path of ['/s?wd=10k', '/s?wd=LM358']) {
        await page.goto(lang === 'en' ? path : `/${lang}${path}`)
        expect(await dataRows(page).count(), `${lang} ${path}`).toBeGreaterThan(3)
        const hidden = await page.locator('.part-table-wrap').evaluate((el) => el.scrollWidth - el.clientWidth)
        expect(hidden, `${lang} ${path}: the table fits`).toBeLessThanOrEqual(0)
      }
    }
  })

  test("on a phone (390 px) the card's buttons are full width, thumb-sized, and their labels stay on one line", async () => {
    for (const lang of ['en', 'de', 'ar']) {
      const page = await withTextLines(await e2e.page(PHONE))
      await page.goto(lang === 'en' ? '/s?wd=LM358' : `/${lang}/s?wd=LM358`)
      const rows = dataRows(page)
      expect(await rows.count(), lang).toBeGreaterThan(3)
      const buttons = await rows.locator('.row-actions').evaluateAll((boxes) =>
        boxes.flatMap((box) =>
          [...box.querySelectorAll('button')].map((b) => {
            const r = b.getBoundingClientRect()
            const room = box.getBoundingClientRect().width
            return {
              label: b.textContent!.trim(),
              share: r.width / room,
              height: r.height,
              lines: (window as unknown as Lined).textLines(b),
            }
          }),
        ),
      )
      expect(buttons.length, lang).toBeGreaterThan(3)
      for (const b of buttons) {
        expect(b.share, `${lang} "${b.label}": full width`).toBeGreaterThan(0.98)
        expect(b.height, `${lang} "${b.label}": thumb-sized`).toBeGreaterThanOrEqual(44)
        expect(b.lines, `${lang} "${b.label}": one line`).toBe(1)
      }
      // The stock of all offers stands under this offer's stock, beside the label, not under the label.
      const misplaced = await rows.locator('td.num-cell:has(.offers)').evaluateAll(
        (cells) =>
          cells.filter((cell) => {
            const stock = cell.querySelector('.stock')!.getBoundingClientRect()
            const all = cell.querySelector('.offers')!.getBoundingClientRect()
            const rtl = getComputedStyle(cell).direction === 'rtl'
            return Math.abs(rtl ? stock.right - all.right : stock.left - all.left) > 2
          }).length,
      )
      expect(misplaced, lang).toBe(0)
    }
  })

  test('the Arabic RFQ button reads in Arabic, in every row', async () => {
    const page = await e2e.page(DESKTOP)
    await gotoHydrated(page, '/ar/s?wd=LM358')
    const labels = await dataRows(page).getByTestId('add-to-rfq').allInnerTexts()
    expect(labels.length).toBeGreaterThan(0)
    for (const label of labels) expect(label.trim()).toBe(message('ar', 'rfqList.addShort'))
  })
})

describe('filters on a phone', () => {
  test('the search page shows its Filters button, and it opens the filters', async () => {
    for (const path of ['/s?wd=stm32f4', '/ar/s?wd=stm32f4']) {
      const page = await e2e.page({ viewport: { width: 390, height: 844 } })
      await gotoHydrated(page, path)
      const toggle = page.locator('.facets-toggle')
      expect(await toggle.isVisible(), `${path}: the Filters button`).toBe(true)
      const box = await toggle.boundingBox()
      expect(box!.height, path).toBeGreaterThanOrEqual(32)
      const panel = page.locator(`[id="${await toggle.getAttribute('aria-controls')}"]`)
      expect(await panel.isVisible(), `${path}: folded`).toBe(false)
      await toggle.click()
      expect(await toggle.getAttribute('aria-expanded')).toBe('true')
      expect(await panel.isVisible(), `${path}: opened`).toBe(true)
      expect(await panel.getByTestId('facet-stock').isVisible(), path).toBe(true)
    }
  })
})

describe('the package facet', () => {
  test('a family without a pin count is one value of its own, whatever its spelling, beside the pin counts', async () => {
    // A part whose maker writes "soic", written as the import writes it (package_norm by the rules).
    const [other] = await e2e.query<{ id: number }>(
      "SELECT id FROM parts WHERE mpn LIKE 'LM358%' AND package = 'DIP-8' ORDER BY id LIMIT 1",
    )
    const [bare] = await e2e.query<{ n: number }>(
      "SELECT count(*) AS n FROM parts WHERE package = 'SOIC' AND mpn LIKE 'LM358%'",
    )
    expect(Number(bare!.n), 'the demo catalogue has an LM358 in a plain "SOIC"').toBeGreaterThan(0)
    const db = createClient({ url: `file:${e2e.server.dbFile}` })
    await db.execute({
      sql: 'UPDATE parts SET package = ?, package_norm = ? WHERE id = ?',
      args: ['soic', normalizePackage('soic'), other!.id],
    })
    db.close()

    const page = await e2e.page(DESKTOP)
    await gotoHydrated(page, '/s?wd=lm358')
    const facet = page.getByTestId('facet-package')
    const values = await facet
      .locator('a[data-value]')
      .evaluateAll((links) =>
        links.map((a) => [a.getAttribute('data-value'), a.querySelector('.count')?.textContent] as const),
      )
    expect(
      values.filter(([v]) => v?.toUpperCase() === 'SOIC'),
      'one SOIC, of both spellings',
    ).toEqual([['SOIC', String(Number(bare!.n) + 1)]])
    expect(values.map(([v]) => v)).toContain('SOIC-8')
    // Ticking it lists both spellings, and nothing of SOIC-8.
    await Promise.all([
      page.waitForURL((url) => url.searchParams.get('pkg') === 'SOIC'),
      facet.locator('a[data-value="SOIC"]').click(),
    ])
    const shown = await dataRows(page).locator('.pkg').allTextContents()
    expect(new Set(shown)).toEqual(new Set(['SOIC', 'soic']))
  })

  test('an old link with a package spelt otherwise (?pkg=SO-8) ticks the value it filters on (SOIC-8), on the search and category pages', async () => {
    const page = await e2e.page(DESKTOP)
    await gotoHydrated(page, '/s?wd=LM358&pkg=SO-8')
    const soic8 = page.getByTestId('facet-package').locator('a[data-value="SOIC-8"]')
    expect(await soic8.getAttribute('aria-checked')).toBe('true')
    expect(await page.getByTestId('facet-package').getByRole('checkbox', { checked: true }).count()).toBe(1)
    // Unticking it removes the filter.
    await Promise.all([page.waitForURL((url) => !url.searchParams.has('pkg')), soic8.click()])

    const [so8] = await e2e.query<{ category_id: number }>(
      "SELECT category_id FROM parts WHERE package = 'SO-8' GROUP BY category_id ORDER BY count(*) DESC LIMIT 1",
    )
    await gotoHydrated(page, `/category/${so8!.category_id}?pkg=SO-8`)
    const box = page.getByTestId('filter-package').locator('input[value="SOIC-8"]')
    expect(await box.isChecked()).toBe(true)
    expect(await page.getByTestId('filter-package').locator('input:checked').count()).toBe(1)
  })
})
