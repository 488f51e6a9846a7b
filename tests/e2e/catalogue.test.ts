/**
 * Catalogue pages in Chromium against the real server and its demo catalogue (issue 3): the
 * product page's quantity rules ('Please enter multiple of Min QTY'), tiers with exact extended
 * prices, tabs and JSON-LD; category filters in the URL; the A–Z index and its pages; search
 * results with facets and the empty state; the RFQ list (RFQLIST: add, de-duplicate, drawer,
 * click outside, remove); datasheet links; sitemaps and robots.txt.
 */
import { gunzipSync } from 'node:zlib'
import type { Locator, Page } from 'playwright'
import { describe, expect, test } from 'vitest'
import { message } from '../support/text'
import { dataOf, gotoHydrated, setupE2E } from './server'

const e2e = setupE2E()

const detail = (id: number) => dataOf(e2e.api.catalogue.goodsDetail({ query: { goods_id: id } }))

/** The text of the first element matching `selector`, and the left edge on screen of each of its characters. */
function charLefts(page: Page, selector: string) {
  return page
    .locator(selector)
    .first()
    .evaluate((el) => {
      let text = ''
      const lefts: number[] = []
      const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT)
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        for (let i = 0; i < node.textContent!.length; i++) {
          const range = document.createRange()
          range.setStart(node, i)
          range.setEnd(node, i + 1)
          text += node.textContent![i]
          lefts.push(range.getBoundingClientRect().left)
        }
      }
      return { text, lefts }
    })
}

/** Money arithmetic of the test itself: "1.23450" × qty, in cents, 2 decimals truncated, as every amount is shown (spec §9). */
function amountOf(unit: string, qty: number): string {
  const [w, f = ''] = unit.split('.')
  const e5 = (BigInt(w!) * 100000n + BigInt(f.padEnd(5, '0').slice(0, 5))) * BigInt(qty)
  const cents = e5 / 1000n
  const whole = (cents / 100n).toString().replace(/\B(?=(\d{3})+(?!\d))/g, ',')
  return `$${whole}.${(cents % 100n).toString().padStart(2, '0')}`
}

const rfqList = (page: Page) =>
  page.evaluate(() => JSON.parse(localStorage.getItem('RFQLIST') ?? '[]') as Record<string, unknown>[])

describe('product page', () => {
  test("quantity must be a multiple: 'Please enter multiple of Min QTY'; extended price in cents", async () => {
    const [row] = await e2e.query<{ id: number }>(
      'SELECT id FROM goods WHERE multiple > 1 AND moq >= multiple AND stock > 0 ORDER BY id LIMIT 1',
    )
    expect(row, 'the demo catalogue has offers sold in multiples').toBeDefined()
    const goods = await detail(row!.id)
    const page = await e2e.page()
    await gotoHydrated(page, `/productdetail/${goods.goods_id}`)
    const qty = page.getByTestId('qty-input')
    const error = page.getByTestId('qty-error')
    expect(await qty.inputValue(), 'starts at the minimum').toBe(String(goods.moq))
    expect((await error.textContent())?.trim()).toBe('')

    await qty.fill(String(goods.moq + 1))
    await expect.poll(async () => (await error.textContent())?.trim()).toContain(message('en', 'product.multipleOfMin'))
    expect(await qty.getAttribute('aria-invalid')).toBe('true')
    expect(await page.getByTestId('add-to-rfq').isDisabled()).toBe(true)

    await qty.fill(String(Math.max(1, goods.moq - goods.multiple)))
    if (goods.moq - goods.multiple >= 1)
      await expect
        .poll(async () => (await error.textContent())?.trim())
        .toContain(message('en', 'product.belowMin', { moq: goods.moq.toLocaleString('en-US') }))

    // The "use n" fix sets the next valid quantity.
    await qty.fill(String(goods.moq + 1))
    await error
      .getByRole('button', { name: message('en', 'product.useQty', { qty: goods.moq + goods.multiple }) })
      .click()
    expect(await qty.inputValue()).toBe(String(goods.moq + goods.multiple))

    const big = goods.multiple * 1234
    const valid = Math.max(big, goods.moq)
    await qty.fill(String(valid))
    await expect.poll(async () => (await error.textContent())?.trim()).toBe('')
    const tier = [...goods.price_tiers].reverse().find((t) => t.qty <= valid) ?? goods.price_tiers[0]!
    expect((await page.getByTestId('ext-price').textContent())?.trim()).toBe(amountOf(tier.unit_price, valid))
    const unitShown = (await page.getByTestId('unit-price').textContent())!.trim()
    expect(unitShown).toMatch(/^\$[\d,]+\.\d{5}$/)
    expect(unitShown.replace(/[$,]/g, '')).toBe(tier.unit_price)

    // The stepper moves by the multiple.
    await page.getByRole('button', { name: message('en', 'product.more') }).click()
    expect(await qty.inputValue()).toBe(String(valid + goods.multiple))
  })

  test('the purchase box loads its code when the buyer comes to it; what is done meanwhile counts, buy now too', async () => {
    const [row] = await e2e.query<{ id: number; moq: number; multiple: number }>(
      'SELECT id, moq, multiple FROM goods WHERE multiple > 1 AND moq >= multiple AND stock > 100000 ORDER BY id LIMIT 1',
    )
    const { id, moq, multiple } = row!
    /** The product page, hydrated; from then on its scripts wait until `release()`. */
    const open = async () => {
      const page = await e2e.page()
      const scripts: string[] = []
      page.on('request', (r) => void (r.resourceType() === 'script' && scripts.push(r.url())))
      await gotoHydrated(page, `/productdetail/${id}`)
      let release!: () => void
      const held = new Promise<void>((resume) => (release = resume))
      await page.route(/\.js(\?|$)/, async (route) => {
        await held
        await route.continue()
      })
      return { page, scripts, release, qty: page.getByTestId('qty-input') }
    }

    const { page, scripts, release, qty } = await open()
    const firstLoad = scripts.length
    await page.waitForTimeout(300)
    expect(scripts.length, 'nothing more loads while the buyer does not come to the box').toBe(firstLoad)
    // Typed and stepped while the box's code is on its way: both count once it is there.
    await qty.fill(String(moq + 1))
    await page.getByRole('button', { name: message('en', 'product.more') }).click()
    expect(scripts.length).toBeGreaterThan(firstLoad)
    release()
    const stepped = Math.ceil((moq + 1 + multiple) / multiple) * multiple
    await expect.poll(() => qty.inputValue()).toBe(String(stepped))
    await expect
      .poll(() => page.getByTestId('buy-now').getAttribute('href'))
      .toBe(`/pay/order?goods_id=${id}&qty=${stepped}`)

    // Buy now followed before the code is there takes the quantity typed.
    const other = await open()
    await other.qty.fill(String(moq * 2))
    const click = other.page.getByTestId('buy-now').click()
    await other.page.waitForTimeout(300)
    expect(other.page.url(), 'waits for the code').toMatch(/\/productdetail\//)
    other.release()
    await click
    await other.page.waitForURL(/\/pay\/order\?/)
    expect(new URL(other.page.url()).searchParams.get('qty')).toBe(String(moq * 2))
  })

  test('price tiers with extended prices in cents, every tab, JSON-LD, add to cart and buy now', async () => {
    const [row] = await e2e.query<{ id: number }>(
      'SELECT g.id FROM goods g JOIN parts p ON p.id = g.part_id WHERE g.stock > 0 ORDER BY g.id LIMIT 1',
    )
    const goods = await detail(row!.id)
    const page = await e2e.page()
    const response = await gotoHydrated(page, `/productdetail/${goods.goods_id}`)
    expect(response?.headers()['cache-control'], 'anonymous product pages are cacheable at the edge').toMatch(
      /public.*s-maxage=\d+/,
    )
    await page.locator('h1').filter({ hasText: goods.part_number }).waitFor()
    const facts = page.getByTestId('product-facts')
    for (const key of ['manufacturer', 'package', 'batch', 'datasheet', 'description', 'rohs'])
      await facts.getByText(message('en', `product.${key}`), { exact: true }).waitFor()

    const tierRows = page.locator('[data-testid="price-tiers"] tbody tr')
    expect(await tierRows.count()).toBe(goods.price_tiers.length)
    for (const [i, t] of goods.price_tiers.entries()) {
      const cells = await tierRows.nth(i).locator('td').allTextContents()
      expect(cells[0]).toBe(`${t.qty.toLocaleString('en-US')}+`)
      expect(cells[1]!.replace(/[$,]/g, '')).toBe(t.unit_price)
      expect(cells[2]).toBe(amountOf(t.unit_price, t.qty))
    }

    const tabs = page.getByRole('tab')
    expect(await tabs.allTextContents()).toEqual(
      ['tabInfo', 'tabParams', 'tabGuide', 'tabPurchase', 'tabPayment', 'tabDelivery', 'tabShipping'].map((k) =>
        message('en', `product.${k}`),
      ),
    )
    await page.getByRole('tab', { name: message('en', 'product.tabShipping') }).click()
    const shipping = page.getByTestId('shipping-copy')
    await shipping.waitFor({ state: 'visible' })
    for (const key of ['shipCost1', 'shipCost2', 'shipCost3', 'shipCost4', 'shipMethod', 'shipTime1', 'shipTime2'])
      await shipping.getByText(message('en', `product.${key}`)).waitFor()
    // Arrow keys move between tabs.
    await page.getByRole('tab', { name: message('en', 'product.tabShipping') }).press('ArrowLeft')
    await expect
      .poll(() => page.getByRole('tab', { name: message('en', 'product.tabDelivery') }).getAttribute('aria-selected'))
      .toBe('true')

    const purchase = page.locator('section.purchase')
    expect(await purchase.getByRole('button', { name: message('en', 'cart.add') }).count()).toBe(1)
    expect(await purchase.getByRole('link', { name: message('en', 'cart.buyNow') }).count()).toBe(1)

    const ld = JSON.parse((await page.locator('script[type="application/ld+json"]').first().textContent())!)
    expect(ld['@type']).toBe('Product')
    expect(ld.mpn).toBe(goods.part_number)
    expect(ld.brand.name).toBe(goods.manufacturer)
    // The part's picture (issue 21): an absolute address of the package drawing, not the maker's logo.
    expect(ld.image).toBe(new URL(goods.picture, page.url()).href)
    const picture = await page.request.get(ld.image)
    expect(picture.status()).toBe(200)
    expect(picture.headers()['content-type']).toContain('image/svg+xml')
    const offer = ld.offers
    expect(['Offer', 'AggregateOffer']).toContain(offer['@type'])
    expect(offer.priceCurrency ?? offer.offers?.[0]?.priceCurrency).toBe('USD')
    if (offer['@type'] === 'AggregateOffer') {
      expect(offer.offerCount).toBe(goods.offers.length)
      expect(Number(offer.lowPrice)).toBeLessThanOrEqual(Number(offer.highPrice))
    } else {
      expect(Number(offer.price)).toBe(Number(goods.unit_price))
      expect(offer.availability).toBe('https://schema.org/InStock')
    }
  })

  test('Japanese, Chinese and Korean pages write part numbers in the same Latin monospace as English (not the condensed CJK monospace)', async () => {
    const [row] = await e2e.query<{ id: number }>('SELECT id FROM goods ORDER BY id LIMIT 1')
    const page = await e2e.page({ viewport: { width: 1280, height: 900 } })
    const width = async (prefix: string) => {
      await gotoHydrated(page, `${prefix}/productdetail/${row!.id}`)
      return page
        .locator('h1 .mpn, .mpn')
        .first()
        .evaluate((el) => el.getBoundingClientRect().width)
    }
    const english = await width('')
    for (const lang of ['jp', 'zh', 'ko']) expect(await width(`/${lang}`), lang).toBeCloseTo(english, 0)
  })

  test("a search row's Japanese 'add to RFQ' label is one line (it left 加 alone on the second)", async () => {
    const page = await e2e.page({ viewport: { width: 1280, height: 900 } })
    await gotoHydrated(page, '/jp/s?wd=LM358')
    const lines = await page
      .getByTestId('add-to-rfq')
      .first()
      .evaluate((el) => {
        const text = [...el.childNodes].find((n) => n.nodeType === Node.TEXT_NODE && n.textContent!.trim())!
        const range = document.createRange()
        range.selectNodeContents(text)
        return new Set([...range.getClientRects()].filter((r) => r.width > 1).map((r) => Math.round(r.top))).size
      })
    expect(lines).toBe(1)
  })

  test('Buy now: its label in the middle (English desktop, German phone); disabled, it looks disabled', async () => {
    const [row] = await e2e.query<{ id: number }>('SELECT id FROM goods WHERE stock > 0 ORDER BY id LIMIT 1')
    for (const [prefix, width] of [
      ['', 1280],
      ['/de', 390],
    ] as const) {
      const page = await e2e.page({ viewport: { width, height: 900 } })
      await gotoHydrated(page, `${prefix}/productdetail/${row!.id}`)
      const off = await page.locator('.purchase-actions [data-testid="buy-now"]').evaluate((el) => {
        const range = document.createRange()
        range.selectNodeContents(el)
        const text = range.getBoundingClientRect()
        const box = el.getBoundingClientRect()
        return Math.abs(text.left + text.width / 2 - (box.left + box.width / 2))
      })
      expect(off, `${prefix || 'en'} at ${width} px`).toBeLessThan(3)
      const opacity = await page.locator('.purchase-actions').evaluate((el) => {
        const b = document.createElement('button')
        b.className = 'button-secondary'
        b.disabled = true
        el.append(b)
        return Number(getComputedStyle(b).opacity)
      })
      expect(opacity).toBeLessThan(1)
    }
  })

  test('Arabic product page: right to left, translated tabs', async () => {
    const [row] = await e2e.query<{ id: number }>('SELECT id FROM goods ORDER BY id LIMIT 1')
    const page = await e2e.page()
    await gotoHydrated(page, `/ar/productdetail/${row!.id}`)
    expect(await page.locator('html').getAttribute('dir')).toBe('rtl')
    await page.getByRole('tab', { name: message('ar', 'product.tabShipping') }).waitFor()
    await page.getByText(message('ar', 'rfqList.add')).first().waitFor()
    // The address to share is this Arabic page's, with its language prefix.
    expect(await page.locator('#share-url').inputValue()).toMatch(new RegExp(`/ar/productdetail/${row!.id}$`))
  })

  test('Arabic product page: the planned delivery date is written as Arabic writes dates, in the panel and in a sentence', async () => {
    const [row] = await e2e.query<{ id: number }>('SELECT id FROM goods ORDER BY id LIMIT 1')
    const { delivery_plan_date: date } = await detail(row!.id)
    // As Intl writes it for the page's language (issue 30 item 8: no ISO dates), whole and in order.
    const arabic = new Intl.DateTimeFormat('ar', { dateStyle: 'medium', timeZone: 'UTC' }).format(new Date(date))
    const page = await e2e.page()
    await gotoHydrated(page, `/ar/productdetail/${row!.id}`)
    expect(await page.locator('.purchase-stock time').textContent()).toBe(arabic)
    expect(await page.locator('.purchase-stock').textContent()).not.toContain(date)
    await page.getByRole('tab', { name: message('ar', 'product.tabDelivery') }).click()
    expect(await page.locator('[role="tabpanel"]:not([hidden])').textContent()).toContain(arabic)
  })

  test('Arabic pages: numbers, Latin text and arrows keep their reading order', async () => {
    const [row] = await e2e.query<{ id: number }>('SELECT id FROM goods ORDER BY id LIMIT 1')
    const page = await e2e.page()
    await gotoHydrated(page, `/ar/productdetail/${row!.id}`)
    // A quantity tier reads "10+" (from 10 pieces), not "+10".
    const tier = await charLefts(page, '[data-testid="price-tiers"] tbody tr td')
    expect(tier.text).toMatch(/^[\d,]+\+$/)
    const plus = tier.text.length - 1
    expect(tier.lefts[plus]).toBeGreaterThan(tier.lefts[plus - 1]!)
    // News not translated into Arabic is shown in English (lang="en"), left to right: its final full stop stands right.
    await gotoHydrated(page, '/ar/')
    const summary = await charLefts(page, '.news-grid li[lang="en"][dir="ltr"] > p:not(.muted)')
    expect(summary.text.trim(), 'the demo news has no Arabic translation').toMatch(/^[A-Z].*\.$/)
    const stop = summary.text.trimEnd().length - 1
    expect(summary.lefts[stop]).toBeGreaterThan(summary.lefts[stop - 1]!)

    // "← Back to news" points right on an Arabic page ('←' is not a mirrored character: it is flipped).
    await gotoHydrated(
      page,
      await page
        .locator('.news-grid li a')
        .first()
        .getAttribute('href')
        .then((h) => h!),
    )
    expect(
      await page
        .locator('.news-item .arrow')
        .first()
        .evaluate((a) => getComputedStyle(a).transform),
    ).toBe('matrix(-1, 0, 0, 1, 0, 0)')
  })

  test('an unknown product is a 404', async () => {
    const page = await e2e.page()
    const response = await gotoHydrated(page, '/productdetail/2147483000')
    expect(response?.status()).toBe(404)
  })
})

describe('RFQ list', () => {
  test("on an Arabic phone the confirmation leaves the opened drawer's title and close button visible", async () => {
    const goodsId = await e2e.goodsInStock()
    const page = await e2e.page({ viewport: { width: 390, height: 844 } })
    await gotoHydrated(page, `/ar/productdetail/${goodsId}`)
    await page.getByTestId('add-to-rfq').click()
    const toast = page.locator('.toasts .toast').first()
    await toast.waitFor()
    const head = page.locator('[data-testid="rfq-drawer"] .rfq-drawer-head')
    await expect.poll(() => page.getByTestId('rfq-drawer').getAttribute('aria-hidden')).toBe('false')
    // Slid in: its head starts at the screen's edge.
    await expect.poll(async () => Math.round((await head.boundingBox())!.x)).toBe(0)
    const [a, b] = [(await toast.boundingBox())!, (await head.boundingBox())!]
    const overlap = a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height
    expect(overlap, `toast ${JSON.stringify(a)}, drawer head ${JSON.stringify(b)}`).toBe(false)
    // The share link reads from its start, also in a right-to-left page.
    expect(await page.locator('#share-url').evaluate((el) => getComputedStyle(el).direction)).toBe('ltr')
  })

  test('add, de-duplicate by goods_id, drawer from the side bar, click outside, remove', async () => {
    const rows = await e2e.query<{ id: number }>('SELECT id FROM goods WHERE stock > 0 ORDER BY id LIMIT 2')
    const [a, b] = await Promise.all(rows.map((r) => detail(r.id)))
    const page = await e2e.page({ viewport: { width: 1280, height: 900 } })
    await gotoHydrated(page, `/productdetail/${a!.goods_id}`)
    const drawer = page.getByTestId('rfq-drawer')
    expect(await drawer.getAttribute('aria-hidden')).toBe('true')

    await page.getByTestId('add-to-rfq').click()
    await expect.poll(() => rfqList(page)).toHaveLength(1)
    const [line] = await rfqList(page)
    expect(line).toEqual({
      part_number: a!.part_number,
      manufacturer: a!.manufacturer,
      package: a!.package,
      date_code: a!.date_code,
      qty: a!.moq,
      goods_id: a!.goods_id,
      target_price: expect.stringMatching(/^\d+\.\d{5}$/),
      goods_page_url: a!.goods_page_url,
      delivery_plan_date: a!.delivery_plan_date,
      icons: a!.icons,
    })
    await expect.poll(() => drawer.getAttribute('aria-hidden'), { message: 'adding opens the drawer' }).toBe('false')
    await drawer.locator(`li[data-goods-id="${a!.goods_id}"]`).waitFor()

    // Click outside hides it.
    await page.locator('h1').click()
    await expect.poll(() => drawer.getAttribute('aria-hidden')).toBe('true')

    // The same goods again: still one line, with the new quantity.
    const qty = a!.moq + a!.multiple * 3
    await page.getByTestId('qty-input').fill(String(qty))
    await page.getByTestId('add-to-rfq').click()
    await expect.poll(async () => (await rfqList(page)).map((l) => [l.goods_id, l.qty])).toEqual([[a!.goods_id, qty]])
    await page.getByText(message('en', 'rfqList.updated', { part: a!.part_number })).waitFor()

    await gotoHydrated(page, `/productdetail/${b!.goods_id}`)
    await page.getByTestId('add-to-rfq').click()
    await expect.poll(async () => (await rfqList(page)).map((l) => l.goods_id)).toEqual([a!.goods_id, b!.goods_id])
    await page.locator('h1').click()
    await expect.poll(() => drawer.getAttribute('aria-hidden')).toBe('true')

    // Storage changed behind the drawer's back: opening it reloads the list.
    await page.evaluate((id) => {
      const list = JSON.parse(localStorage.getItem('RFQLIST') ?? '[]') as { goods_id: number }[]
      localStorage.setItem('RFQLIST', JSON.stringify(list.filter((l) => l.goods_id !== id)))
    }, b!.goods_id)
    const shortcut = page.getByTestId('sidebar-rfq')
    await shortcut.click()
    await expect.poll(() => drawer.getAttribute('aria-hidden')).toBe('false')
    await expect.poll(() => drawer.locator('li[data-goods-id]').count()).toBe(1)
    // The shortcut toggles.
    await shortcut.click()
    await expect.poll(() => drawer.getAttribute('aria-hidden')).toBe('true')
    await shortcut.click()

    await drawer.getByRole('button', { name: message('en', 'rfqList.remove', { part: a!.part_number }) }).click()
    await expect.poll(() => rfqList(page)).toEqual([])
    await drawer.getByText(message('en', 'common.empty'), { exact: true }).waitFor()
    await page.keyboard.press('Escape')
    await expect.poll(() => drawer.getAttribute('aria-hidden')).toBe('true')
  })

  test('by keyboard: the side bar shortcut opens the drawer with the focus in it; Escape gives the focus back', async () => {
    const goodsId = await e2e.goodsInStock()
    const page = await e2e.page({ viewport: { width: 1280, height: 900 } })
    await gotoHydrated(page, `/productdetail/${goodsId}`)
    const drawer = page.getByTestId('rfq-drawer')
    const focusInDrawer = () => drawer.evaluate((d) => d.contains(document.activeElement))

    await page.getByTestId('sidebar-rfq').focus()
    await page.keyboard.press('Enter')
    await expect.poll(() => drawer.getAttribute('aria-hidden')).toBe('false')
    expect(await focusInDrawer(), 'the opened drawer has the focus').toBe(true)
    await page.keyboard.press('Tab')
    expect(await focusInDrawer(), 'Tab moves within the drawer').toBe(true)
    await page.keyboard.press('Escape')
    await expect.poll(() => drawer.getAttribute('aria-hidden')).toBe('true')
    await expect.poll(() => page.getByTestId('sidebar-rfq').evaluate((b) => b === document.activeElement)).toBe(true)
  })
})

describe('category filters', () => {
  async function categoryWithChoices() {
    // The categories without subcategories, in a tree of at most three levels.
    const tree = await dataOf(e2e.api.catalogue.categoryTree())
    const leaves = tree.flatMap((top) =>
      top.children.length ? top.children.flatMap((sub) => (sub.children.length ? sub.children : [sub])) : [top],
    )
    for (const leaf of leaves.filter((l) => l.part_count > 20).sort((x, y) => y.part_count - x.part_count)) {
      const f = await dataOf(e2e.api.catalogue.getCategoryFilter({ body: { category_id: leaf.id } }))
      if (f.manufacturers.length >= 2 && f.filters.some((p) => p.values.length >= 2)) return f
    }
    throw new Error('no category with two manufacturers and a parameter with two values')
  }

  const total = async (page: Page) =>
    Number(((await page.getByTestId('category-total').textContent()) ?? '').replace(/\D/g, ''))

  test('manufacturer and parameter filters narrow the list through the URL; clear all', async () => {
    const f = await categoryWithChoices()
    const maker = f.manufacturers[1]! // a smaller maker than the first, still among the visible choices
    const page = await e2e.page({ viewport: { width: 1280, height: 900 } })
    await gotoHydrated(page, `/category/${f.category.id}`)
    await page.locator('h1').filter({ hasText: f.category.name }).waitFor()
    const before = await total(page)
    expect(before).toBeGreaterThan(0)

    const filters = page.getByTestId('category-filters')
    await Promise.all([
      page.waitForURL((url) => url.searchParams.getAll('mfr').includes(String(maker.id))),
      filters.locator(`input[name="mfr"][value="${maker.id}"]`).check(),
    ])
    await expect.poll(() => total(page)).toBe(maker.count)
    const makers = await page.locator('[data-testid="part-table"] tbody tr td:nth-child(2)').allTextContents()
    expect(makers.length).toBeGreaterThan(0)
    for (const m of makers) expect(m.trim()).toBe(maker.name)
    expect(await filters.locator(`input[name="mfr"][value="${maker.id}"]`).isChecked()).toBe(true)

    // A parametric value on top: the count beside it is the maker's parts with that value.
    const param = f.filters.find((p) => p.values.length >= 2)!
    const box = filters.locator(`input[name="p${param.param_id}"]`).first()
    if (await box.count()) {
      const value = (await box.getAttribute('value'))!
      if (!(await box.isVisible())) await box.locator('xpath=ancestor::details[1]/summary').click()
      const shown = Number(
        ((await box.locator('xpath=ancestor::label[1]').locator('.count').textContent()) ?? '').replace(/\D/g, ''),
      )
      expect(shown).toBeGreaterThan(0)
      expect(shown).toBeLessThanOrEqual(maker.count)
      await Promise.all([page.waitForURL((url) => url.searchParams.get(`p${param.param_id}`) === value), box.check()])
      await expect.poll(() => total(page)).toBe(shown)
    }

    // Reloading the URL gives the same filtered page (filters live in the URL).
    const filteredUrl = page.url()
    await gotoHydrated(page, filteredUrl)
    expect(await filters.locator(`input[name="mfr"][value="${maker.id}"]`).isChecked()).toBe(true)

    await Promise.all([
      page.waitForURL((url) => url.pathname === `/category/${f.category.id}` && url.search === ''),
      page.getByTestId('clear-filters').click(),
    ])
    await expect.poll(() => total(page)).toBe(before)
    expect(await filters.locator(`input[name="mfr"][value="${maker.id}"]`).isChecked()).toBe(false)
  })

  test('counts follow the chosen filters: a package shows what checking it gives; packages the maker lacks are gone', async () => {
    // A category and a maker that makes some of its packages, fewer of one, none of another.
    const tree = await dataOf(e2e.api.catalogue.categoryTree())
    const leaves = tree.flatMap((top) => top.children.flatMap((sub) => (sub.children.length ? sub.children : [sub])))
    let found: { category: number; maker: number; fewer: { value: string; count: number }; none: string } | null = null
    for (const leaf of leaves.filter((l) => l.part_count > 20).sort((x, y) => y.part_count - x.part_count)) {
      const whole = await dataOf(e2e.api.catalogue.getCategoryFilter({ body: { category_id: leaf.id } }))
      for (const maker of whole.manufacturers.slice(0, 6)) {
        const chosen = await dataOf(
          e2e.api.catalogue.getCategoryFilter({ body: { category_id: leaf.id, manufacturer_ids: [maker.id] } }),
        )
        const wholeCount = new Map(whole.packages.map((p) => [p.value, p.count]))
        const fewer = chosen.packages.find((p) => p.count > 0 && p.count < wholeCount.get(p.value)!)
        const none = chosen.packages.find((p) => p.count === 0)
        if (fewer && none) found = { category: leaf.id, maker: maker.id, fewer, none: none.value }
        if (found) break
      }
      if (found) break
    }
    expect(found, 'a category where a maker makes fewer of one package and none of another').not.toBeNull()
    const { category, maker, fewer, none } = found!
    const page = await e2e.page({ viewport: { width: 1280, height: 900 } })
    await gotoHydrated(page, `/category/${category}?mfr=${maker}`)
    const filters = page.getByTestId('category-filters')
    const box = filters.locator(`input[name="pkg"][value="${fewer.value}"]`)
    if (!(await box.isVisible())) await box.locator('xpath=ancestor::details[1]/summary').click()
    const shown = await box.locator('xpath=ancestor::label[1]').locator('.count').textContent()
    expect(Number((shown ?? '').replace(/\D/g, ''))).toBe(fewer.count)
    expect(await filters.locator(`input[name="pkg"][value="${none}"]`).count(), `${none}: no parts`).toBe(0)
    await Promise.all([page.waitForURL((url) => url.searchParams.get('pkg') === fewer.value), box.check()])
    await expect.poll(() => total(page)).toBe(fewer.count)
  })

  test('by keyboard, the focus stays on the changed filter after the page updates, on a phone too; the new total is announced', async () => {
    const tree = await dataOf(e2e.api.catalogue.categoryTree())
    const leaves = tree.flatMap((top) => top.children.flatMap((sub) => (sub.children.length ? sub.children : [sub])))
    let found: { category: number; pkg: string; param: number } | null = null
    for (const leaf of leaves.filter((l) => l.part_count > 100).sort((x, y) => y.part_count - x.part_count)) {
      const f = await dataOf(e2e.api.catalogue.getCategoryFilter({ body: { category_id: leaf.id } }))
      const ranged = f.filters.find((p) => p.numeric && p.values.length > 8)
      if (ranged && f.packages.length >= 3 && f.in_stock > 0) {
        found = { category: leaf.id, pkg: f.packages[1]!.value, param: ranged.param_id }
        break
      }
    }
    expect(found, 'a category with packages and a numeric range').not.toBeNull()
    const { category, pkg, param } = found!
    const focused = (page: Page) =>
      page.evaluate(() => {
        const el = document.activeElement as HTMLInputElement
        return { tag: el.tagName, name: el.getAttribute('name'), value: el.value, checked: el.checked }
      })
    for (const width of [1280, 390]) {
      const page = await e2e.page({ viewport: { width, height: 900 } })
      await gotoHydrated(page, `/category/${category}`)
      const toggle = page.locator('.facets-toggle')
      if (width < 992) {
        await toggle.click()
        expect(await toggle.getAttribute('aria-expanded')).toBe('true')
      }
      const panel = page.locator(`[id="${await toggle.getAttribute('aria-controls')}"]`)
      expect(await panel.count(), 'the toggle names the panel it opens').toBe(1)
      expect(await panel.getByTestId('category-filters').count()).toBe(1)
      const filters = page.getByTestId('category-filters')

      const box = page.locator(`input[name="pkg"][value="${pkg}"]`)
      await box.focus()
      await Promise.all([page.waitForURL((url) => url.searchParams.get('pkg') === pkg), page.keyboard.press('Space')])
      await expect
        .poll(() => focused(page), { message: `${width} px` })
        .toEqual({ tag: 'INPUT', name: 'pkg', value: pkg, checked: true })
      expect(await filters.isVisible(), 'the panel stays open').toBe(true)
      // The next Tab goes on from there, not to the first filter ('In stock').
      await page.keyboard.press('Tab')
      expect((await focused(page)).name).not.toBe('stock')

      const select = page.locator(`select[name="min${param}"]`)
      await select.focus()
      await Promise.all([
        page.waitForURL((url) => url.searchParams.has(`min${param}`)),
        page.keyboard.press('ArrowDown'),
      ])
      await expect.poll(async () => (await focused(page)).name, { message: `${width} px` }).toBe(`min${param}`)
      expect(new URL(page.url()).searchParams.get('stock')).toBeNull()
      // The new total is a polite live region: a screen reader hears it.
      expect(await page.getByTestId('category-total').getAttribute('role')).toBe('status')
    }
  })

  test('pages of a category link to each other; the category list shows the tree', async () => {
    const f = await categoryWithChoices()
    const page = await e2e.page()
    await gotoHydrated(page, `/category/${f.category.id}`)
    const next = page.locator('[data-testid="pager"] a[rel="next"]')
    if (await next.count()) {
      await Promise.all([page.waitForURL((url) => url.searchParams.get('page') === '2'), next.click()])
      await page.locator('[data-testid="pager"] [aria-current="page"]').filter({ hasText: '2' }).waitFor()
    }
    await gotoHydrated(page, '/category')
    const tree = page.getByTestId('category-tree')
    await tree.locator(`a[href="/category/${f.category.id}"]`).waitFor()
  })
})

describe('part lists', () => {
  test('at 1280 and 1024 px the whole table shows in every language, "add to RFQ" included: nothing to scroll sideways', async () => {
    // PMIC lists parts of "Current Regulation/Management", one long word; long German and Russian titles.
    const [pmic] = await e2e.query<{ id: number }>(
      "SELECT c.parent_id AS id FROM categories c JOIN category_translations t ON t.category_id = c.id WHERE t.locale = 'en' AND t.name = 'Current Regulation/Management'",
    )
    for (const width of [1280, 1024]) {
      const page = await e2e.page({ viewport: { width, height: 900 } })
      for (const lang of ['en', 'de', 'ru', 'fr', 'ar']) {
        for (const path of [`/category/${pmic!.id}`, '/s?wd=stm32']) {
          const url = lang === 'en' ? path : `/${lang}${path}`
          await page.goto(url)
          const hidden = await page.locator('.part-table-wrap').evaluate((wrap) => wrap.scrollWidth - wrap.clientWidth)
          expect(hidden, `${url} at ${width} px: the table`).toBeLessThanOrEqual(0)
          const pageHidden = await page.evaluate(
            () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
          )
          expect(pageHidden, `${url} at ${width} px: the page`).toBeLessThanOrEqual(0)
        }
      }
    }
  })
})

test('a search text of one long word breaks in the heading: the page does not scroll sideways on a phone', async () => {
  const page = await e2e.page({ viewport: { width: 390, height: 844 } })
  await page.goto(`/s?wd=${'LM358DR'.repeat(20)}`)
  await page.locator('h1').waitFor()
  expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBe(0)
})

test('a Japanese heading breaks between phrases on a phone: no character alone on a line', async () => {
  const tree = await dataOf(e2e.api.catalogue.categoryTree())
  const fets = tree
    .flatMap((top) => top.children.flatMap((sub) => [sub, ...sub.children]))
    .find((c) => c.name === 'FETs, MOSFETs - Single')
  expect(fets, 'the demo catalogue has the category').toBeDefined()
  const page = await e2e.page({ viewport: { width: 390, height: 844 } })
  await page.goto(`/jp/category/${fets!.id}`)
  // The heading's lines: its characters grouped by their top on screen (the count beside it left out).
  const lines = await page
    .locator('h1')
    .first()
    .evaluate((h1) => {
      const lines = new Map<number, string>()
      const walker = document.createTreeWalker(h1, NodeFilter.SHOW_TEXT)
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        if (node.parentElement?.closest('.count')) continue
        for (let i = 0; i < node.textContent!.length; i++) {
          const range = document.createRange()
          range.setStart(node, i)
          range.setEnd(node, i + 1)
          const top = Math.round(range.getBoundingClientRect().top)
          lines.set(top, (lines.get(top) ?? '') + node.textContent![i])
        }
      }
      return [...lines.values()].map((l) => l.trim()).filter(Boolean)
    })
  expect(lines.join(''), 'the Japanese name').toContain('シングル')
  expect(lines.length, 'the name takes two lines at 390 px').toBeGreaterThan(1)
  for (const line of lines) expect(line.length, `${JSON.stringify(lines)}`).toBeGreaterThan(1)
})

describe('A–Z index', () => {
  test('/products/{letter}/{page}: parts of the letter, pages, SEO title with letter, page and company', async () => {
    let letter = ''
    for (const l of 'lsmtabcdefghijknopqruvwxyz') {
      const nav = await dataOf(e2e.api.catalogue.productNav({ query: { letter: l, page_size: 100 } }))
      if (nav.total > 100) {
        letter = l.toUpperCase()
        break
      }
    }
    expect(letter, 'a letter with more than one page of parts').not.toBe('')
    const company = (await dataOf(e2e.api.site.getConfig())).company_name
    const page = await e2e.page()
    await gotoHydrated(page, `/products/${letter}/1`)
    const items = page.locator('[data-testid="product-index"] li .mpn')
    expect(await items.count()).toBe(100)
    for (const t of await items.allTextContents()) expect(t.trim().toUpperCase().startsWith(letter)).toBe(true)
    const title1 = await page.title()
    expect(title1).toContain(letter)
    expect(title1).toContain('1')
    expect(title1).toContain(company)
    expect(await page.locator(`[data-testid="letter-nav"] a[aria-current="page"]`).textContent()).toBe(letter)

    const first1 = await items.first().textContent()
    await Promise.all([
      page.waitForURL((url) => url.pathname === `/products/${letter}/2`),
      page.locator('[data-testid="pager"] a[rel="next"]').click(),
    ])
    await expect.poll(() => page.title()).toContain('2')
    expect(await page.title()).toContain(company)
    await expect.poll(() => items.first().textContent()).not.toBe(first1)

    // The footer's letters lead here; unknown letters and pages past the end are 404s.
    await page.locator(`footer a[href="/products/${letter}/1"]`).waitFor({ state: 'attached' })
    expect((await page.goto('/products/zz/1'))?.status()).toBe(404)
    expect((await page.goto(`/products/${letter}/9999`))?.status()).toBe(404)
    const other = await page.goto('/products/other/1')
    expect(other?.status()).toBe(200)
  })

  test('at 1280 and 1100 px every part number of the index stays whole on one line', async () => {
    const page = await e2e.page({ viewport: { width: 1280, height: 900 } })
    for (const width of [1280, 1100]) {
      await page.setViewportSize({ width, height: 900 })
      for (const letter of ['A', 'M', 'S']) {
        await gotoHydrated(page, `/products/${letter}/1`)
        const broken = await page
          .locator('[data-testid="product-index"] .mpn')
          .evaluateAll((els) => els.filter((el) => el.getClientRects().length > 1).map((el) => el.textContent))
        expect(broken, `${width} px, ${letter}`).toEqual([])
      }
    }
  })
})

describe('search results', () => {
  test('facets narrow the results through the URL; nonsense shows the empty state', async () => {
    const [row] = await e2e.query<{ mpn: string }>(
      "SELECT p.mpn FROM parts p WHERE p.mpn LIKE 'LM%' OR p.mpn LIKE 'ST%' ORDER BY p.id LIMIT 1",
    )
    const keyword = row!.mpn.slice(0, 4)
    const page = await e2e.page({ viewport: { width: 1280, height: 900 } })
    await gotoHydrated(page, `/s?wd=${encodeURIComponent(keyword)}`)
    await page.getByTestId('search-summary').waitFor()
    const stock = page.locator('[data-testid="facet-stock"] a[data-value="stock"]')
    await Promise.all([page.waitForURL((url) => url.searchParams.get('stock') === '1'), stock.click()])
    const cells = await page.locator('[data-testid="part-table"] tbody tr td:nth-child(5)').allTextContents()
    for (const c of cells) expect(c).not.toContain(message('en', 'catalogue.soldOut'))
    expect(await stock.getAttribute('aria-checked')).toBe('true')

    // Filtered to nothing: the empty state offers to clear the filters (on a phone the panel is folded).
    await gotoHydrated(page, `/s?wd=${encodeURIComponent(keyword)}&pkg=NO-SUCH-PACKAGE`)
    const clear = page.getByTestId('empty-state').getByTestId('empty-clear-filters')
    await Promise.all([page.waitForURL((url) => !url.searchParams.has('pkg')), clear.click()])
    await page.locator('[data-testid="part-table"] tbody tr').first().waitFor()

    await gotoHydrated(page, '/s?wd=qqzzxxnothing')
    await page.getByTestId('empty-state').getByText(message('en', 'common.noData'), { exact: true }).waitFor()
    expect(await page.getByTestId('empty-clear-filters').count(), 'no filters, nothing to clear').toBe(0)
    // ...and a way to ask the sales team for it: the RFQ form with the searched number typed in.
    const ask = page.getByTestId('empty-state').getByTestId('empty-ask-quote')
    expect(await ask.textContent()).toBe(message('en', 'search.askQuote', { keyword: 'qqzzxxnothing' }))
    await Promise.all([page.waitForURL((url) => url.pathname === '/rfq'), ask.click()])
    expect(await page.getByTestId('rfq-add').getByLabel(message('en', 'fields.part_number')).inputValue()).toBe(
      'qqzzxxnothing',
    )
    await gotoHydrated(page, '/s?wd=x')
    await page.getByTestId('search-error').getByText(message('en', 'search.tooShort')).waitFor()
  })
})

describe('search filters', () => {
  test('are checkboxes drawn as on the category page, still links, and a screen reader hears which are checked', async () => {
    const categoryId = await e2e.biggestCategory()
    const page = await e2e.page({ viewport: { width: 1280, height: 900 } })
    /** How a box is drawn: size, border, fill, tick. */
    const look = (box: Locator) =>
      box.evaluate((el) => {
        const s = getComputedStyle(el)
        const r = el.getBoundingClientRect()
        return [
          r.width,
          r.height,
          s.borderTopWidth,
          s.borderTopColor,
          s.borderRadius,
          s.backgroundColor,
          s.backgroundImage,
        ]
      })
    await gotoHydrated(page, `/category/${categoryId}?stock=1`)
    const form = page.getByTestId('category-filters')
    const categoryChecked = await look(form.locator('input[name="stock"]'))
    const categoryUnchecked = await look(form.locator('input[name="rohs"]'))

    await gotoHydrated(page, '/s?wd=LM358')
    const facets = page.locator('aside.facets')
    expect(await facets.textContent()).not.toMatch(/[☐☑]/)
    const stockName = message('en', 'catalogue.inStockOnly')
    const stock = facets.getByRole('checkbox', { name: stockName })
    expect(await stock.getAttribute('aria-checked')).toBe('false')
    expect(await stock.getAttribute('href'), 'a link a crawler can follow').toContain('stock=1')
    const makers = page.getByTestId('facet-manufacturer').getByRole('checkbox', { checked: false })
    expect(await makers.count()).toBeGreaterThan(0)
    expect(await look(stock.locator('.facet-check'))).toEqual(categoryUnchecked)

    // Space checks it, as it does a checkbox; the page comes back with it checked.
    await stock.focus()
    await Promise.all([page.waitForURL((url) => url.searchParams.get('stock') === '1'), page.keyboard.press('Space')])
    const checked = facets.getByRole('checkbox', { name: stockName, checked: true })
    await checked.waitFor()
    expect(await look(checked.locator('.facet-check'))).toEqual(categoryChecked)
    expect(await facets.getByRole('checkbox', { checked: true }).count()).toBe(1)
  })
})

describe('datasheets', () => {
  test('trusted hosts open directly, others through the interstitial', async () => {
    const [row] = await e2e.query<{ id: number }>(
      "SELECT g.id FROM goods g JOIN parts p ON p.id = g.part_id WHERE p.datasheet != '' ORDER BY g.id LIMIT 1",
    )
    expect(row, 'a part with a datasheet').toBeDefined()
    const whitelist = (await dataOf(e2e.api.site.getConfig())).WhitelistedDomain
    const trusted = (url: string) => {
      const host = new URL(url).hostname
      return whitelist.some((d) => host === d || host.endsWith(`.${d}`))
    }
    const docs = await dataOf(e2e.api.catalogue.relevantPdf({ params: { id: row!.id } }))
    const page = await e2e.page()
    await gotoHydrated(page, `/datasheet/${row!.id}`)
    const links = page.locator('[data-testid="datasheet-list"] li a')
    expect(await links.count()).toBe(docs.length)
    for (const [i, d] of docs.entries()) {
      const href = await links.nth(i).getAttribute('href')
      expect(href, d.url).toBe(trusted(d.url) ? d.url : `/datasheet/${row!.id}?doc=${i}`)
    }
    const untrusted = docs.findIndex((d) => !trusted(d.url))
    const i = untrusted >= 0 ? untrusted : 0
    await gotoHydrated(page, `/datasheet/${row!.id}?doc=${i}`)
    const box = page.getByTestId('datasheet-interstitial')
    await box.waitFor()
    expect(await page.getByTestId('datasheet-continue').getAttribute('href')).toBe(docs[i]!.url)
  })
})

describe('SEO files', () => {
  test('robots.txt names the sitemap; the index lists gzip files of at most 50,000 URLs in every language, valid XML with hreflang', async () => {
    const robots = await (await fetch(`${e2e.baseUrl}/robots.txt`)).text()
    expect(robots).toContain(`Sitemap: ${e2e.baseUrl}/sitemap.xml`)
    const res = await fetch(`${e2e.baseUrl}/sitemap.xml`)
    expect(res.headers.get('content-type')).toContain('xml')
    expect(res.headers.get('cache-control')).toMatch(/public.*s-maxage/)
    const index = await res.text()
    const files = [...index.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!)
    for (const lang of ['en', 'zh', 'tw', 'jp', 'ko', 'de', 'ru', 'fr', 'ar', 'it'])
      for (const kind of ['pages', 'news', 'categories', 'manufacturers', 'parts'])
        expect(
          files.some((f) => f.includes(`/sitemaps/${kind}-${lang}`) && f.endsWith('.xml.gz')),
          `${kind} in ${lang}`,
        ).toBe(true)

    const gunzipped = async (url: string) => {
      const answer = await fetch(url)
      expect(answer.headers.get('content-type')).toBe('application/gzip')
      return gunzipSync(new Uint8Array(await answer.arrayBuffer())).toString('utf8')
    }
    const parts = await gunzipped(files.find((f) => f.includes('/sitemaps/parts-de-1.xml.gz'))!)
    const urls = [...parts.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!)
    expect(urls.length).toBeGreaterThan(0)
    expect(urls.length).toBeLessThanOrEqual(50_000)
    expect(urls[0]).toMatch(new RegExp(`^${e2e.baseUrl}/de/productdetail/\\d+$`))

    // A browser's XML parser reads the file: well-formed, each URL with eleven alternates.
    const page = await e2e.page()
    const parsed = await page.evaluate((xml) => {
      const doc = new DOMParser().parseFromString(xml, 'application/xml')
      const XHTML = 'http://www.w3.org/1999/xhtml'
      const first = doc.getElementsByTagNameNS('http://www.sitemaps.org/schemas/sitemap/0.9', 'url')[0]
      return {
        error: doc.getElementsByTagName('parsererror')[0]?.textContent ?? null,
        root: doc.documentElement.localName,
        urls: doc.documentElement.children.length,
        alternates: first
          ? [...first.getElementsByTagNameNS(XHTML, 'link')].map((l) => [
              l.getAttribute('hreflang'),
              l.getAttribute('href'),
            ])
          : [],
      }
    }, parts)
    expect(parsed.error).toBeNull()
    expect(parsed.root).toBe('urlset')
    expect(parsed.urls).toBe(urls.length)
    const path = new URL(urls[0]!).pathname.replace(/^\/de/, '')
    expect(parsed.alternates).toContainEqual(['ja', `${e2e.baseUrl}/jp${path}`])
    expect(parsed.alternates).toContainEqual(['x-default', `${e2e.baseUrl}${path}`])
    expect(parsed.alternates.length).toBe(11)

    const [row] = await e2e.query<{ n: number }>('SELECT count(*) AS n FROM parts WHERE goods_id IS NOT NULL')
    const partFiles = files.filter((f) => f.includes('/sitemaps/parts-en-'))
    let count = 0
    for (const f of partFiles) count += [...(await gunzipped(f)).matchAll(/<url>/g)].length
    expect(count, 'every part is in the English part files').toBe(row!.n)
  })
})
