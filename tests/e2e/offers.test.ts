/**
 * The right offer first, one rule everywhere (issue 21, item 3), and prices that read the same way
 * (item 8), in Chromium against the real server and its demo catalogue. STM32F407VGT6 has three
 * offers: 6 pieces from 1 in Shenzhen, 200 from 50 in Hong Kong, 15,000 from 1,000 in the USA (the
 * lowest unit price, and what search showed first before).
 */
import { describe, expect, test } from 'vitest'
import { message } from '../support/text'
import { dataOf, gotoHydrated, setupE2E } from './server'

const e2e = setupE2E()

const detail = (id: number) => dataOf(e2e.api.catalogue.goodsDetail({ query: { goods_id: id } }))

/** The offers of STM32F407VGT6, by stock location. */
async function stm32f407() {
  const [row] = await e2e.query<{ id: number }>(
    "SELECT g.id FROM goods g JOIN parts p ON p.id = g.part_id WHERE p.mpn_norm = 'STM32F407VGT6' ORDER BY g.id LIMIT 1",
  )
  const goods = await detail(row!.id)
  const at = (location: string) => goods.offers.find((o) => o.stock_location === location)!
  const offers = { shenzhen: at('Shenzhen'), hongKong: at('Hong Kong'), usa: at('USA') }
  expect(offers.shenzhen.moq, 'the demo data is as this test assumes').toBe(1)
  expect(offers.usa.moq).toBe(1000)
  return { goods, ...offers }
}

const money = /^\$[\d,]+\.\d{2}$/
const unitMoney = /^\$[\d,]+\.\d{5}$/

describe('the right offer first', () => {
  test('search row and home card show the offer that sells one piece for the least, with its own stock named', async () => {
    const { goods, shenzhen } = await stm32f407()
    const page = await e2e.page()
    await gotoHydrated(page, '/s?wd=STM32F407VGT6')
    const row = page.locator('[data-testid="part-table"] tbody tr').filter({ hasText: goods.part_number }).first()
    expect(await row.getAttribute('data-goods-id')).toBe(String(shenzhen.goods_id))
    expect(await row.locator('a.mpn').getAttribute('href')).toBe(`/productdetail/${shenzhen.goods_id}`)
    expect((await row.locator('.money').first().textContent())?.trim()).toBe('$0.3551') // 0.35510, as exact as it needs in a list
    const cell = row.locator('td.num-cell')
    expect((await cell.locator('.stock').textContent())?.trim()).toBe(String(shenzhen.stock))
    expect((await cell.locator('.stock-scope').textContent())?.trim()).toBe(message('en', 'catalogue.thisOffer'))
    const stock = (await cell.textContent())!.replace(/\s+/g, ' ')
    const total = goods.offers.reduce((n, o) => n + o.stock, 0)
    // Under it the stock of all offers, short (a row stays two lines: the offers' count in its title).
    expect(stock).toContain(message('en', 'catalogue.stockTotal', { stock: total }))
    expect(await cell.locator('.offers').getAttribute('title')).toBe(
      message('en', 'catalogue.offersStock', { count: 3, stock: total }),
    )

    // The home page's card of the part: the same offer, price and stock.
    await gotoHydrated(page, '/')
    const card = page.locator('.goods-card').filter({ hasText: goods.part_number }).first()
    expect(await card.locator('a.mpn').getAttribute('href')).toBe(`/productdetail/${shenzhen.goods_id}`)
    expect((await card.locator('.money').textContent())?.trim()).toBe('$0.3551') // 0.35510, as exact as it needs in a list
    expect((await card.locator('.stock-named').textContent())?.replace(/\s+/g, ' ')).toContain(
      message('en', 'catalogue.thisOffer'),
    )
  })

  test('on the 1,000-piece offer, typing 5 points to the offer that sells 5; the offers switch in one click', async () => {
    const { shenzhen, hongKong, usa } = await stm32f407()
    const page = await e2e.page()
    await gotoHydrated(page, `/productdetail/${usa.goods_id}`)
    const purchase = page.locator('section.purchase')
    const qty = page.getByTestId('qty-input')
    expect(await qty.inputValue()).toBe('1000')
    await qty.fill('5')
    const error = page.getByTestId('qty-error')
    await expect
      .poll(async () => (await error.textContent())?.trim())
      .toContain(message('en', 'product.belowMin', { moq: 1000 }))
    const better = page.getByTestId('better-offer')
    expect((await better.textContent())?.trim()).toBe(
      message('en', 'product.offerFills', { qty: 5, location: 'Shenzhen' }),
    )
    await better.click()
    await expect.poll(() => purchase.getAttribute('data-chosen-goods-id')).toBe(String(shenzhen.goods_id))
    expect(await qty.inputValue(), 'the quantity typed stays').toBe('5')
    await expect.poll(async () => (await error.textContent())?.trim()).toBe('')
    expect((await page.getByTestId('unit-price').textContent())?.trim()).toBe('$0.35510')
    expect((await page.getByTestId('ext-price').textContent())?.trim()).toBe('$1.77') // 5 × 0.35510 = 1.7755, 2 decimals truncated (spec §9)

    // The offers side by side (stock, minimum and multiples, delivery, price), chosen with one click.
    const offers = page.getByTestId('offers')
    const hk = offers.locator(`tr[data-goods-id="${hongKong.goods_id}"]`)
    const cells = await hk.locator('td').allTextContents()
    expect(cells[1]).toBe(hongKong.stock.toLocaleString('en-US'))
    expect(cells[2]).toBe(`${hongKong.moq} / ${hongKong.multiple}`)
    // Dates in the page's language (issue 30 item 8), never as 2026-12-05.
    const englishDate = (iso: string) =>
      new Intl.DateTimeFormat('en', { dateStyle: 'medium', timeZone: 'UTC' }).format(new Date(iso))
    expect(cells[3]).toBe(englishDate(hongKong.delivery_plan_date))
    expect(cells[4]).toMatch(unitMoney)
    await hk.getByRole('radio').click()
    await expect.poll(() => purchase.getAttribute('data-chosen-goods-id')).toBe(String(hongKong.goods_id))
    expect(await qty.inputValue(), 'a chosen offer starts at its minimum').toBe(String(hongKong.moq))
    expect(await hk.getAttribute('aria-current')).toBe('true')
    expect(await purchase.locator('.purchase-stock time').textContent()).toBe(englishDate(hongKong.delivery_plan_date))
    expect((await page.getByTestId('stock-this-offer').textContent())?.replace(/\s+/g, ' ')).toContain(
      message('en', 'catalogue.inStockCount', { count: hongKong.stock }),
    )
  })
})

describe('prices read the same way', () => {
  test('unit prices with 5 decimals and amounts in cents, in tabular figures, on the product page and in the cart', async () => {
    const { shenzhen } = await stm32f407()
    const page = await e2e.page()
    const { token } = await e2e.createUserSession()
    await page.context().addCookies([{ name: 'token', value: token, url: e2e.baseUrl }])
    await gotoHydrated(page, `/productdetail/${shenzhen.goods_id}`)
    const tierRows = page.locator('[data-testid="price-tiers"] tbody tr')
    for (let i = 0; i < (await tierRows.count()); i++) {
      const [, unit, ext] = await tierRows.nth(i).locator('td').allTextContents()
      expect(unit).toMatch(unitMoney)
      expect(ext).toMatch(money)
    }
    // 10 × $0.32314 = $3.2314: shown in cents.
    expect(await tierRows.nth(1).locator('td').nth(2).textContent()).toBe('$3.23')
    const figures = await page
      .locator('[data-testid="price-tiers"] .money')
      .evaluateAll((els) => els.map((el) => getComputedStyle(el).fontVariantNumeric))
    expect(figures.every((f) => f.includes('tabular-nums'))).toBe(true)

    // 7 × $0.35510 = $2.4857: 2 decimals truncated (spec §9), the most the buyer is charged.
    await page.getByTestId('qty-input').fill('7')
    await expect.poll(async () => (await page.getByTestId('ext-price').textContent())?.trim()).toBe('$2.48')
    await page
      .locator('section.purchase')
      .getByRole('button', { name: message('en', 'cart.add') })
      .click()
    await gotoHydrated(page, '/shoppingcart')
    const amount = page.getByTestId('cart-amount').first()
    await expect.poll(async () => (await amount.textContent())?.trim()).toBe('$2.48')
    const unit = (await page.getByTestId('cart-line').first().locator('.money').first().textContent())?.trim()
    expect(unit).toBe('$0.35510')
  })

  test('German: the same rules with German separators', async () => {
    const { shenzhen } = await stm32f407()
    const page = await e2e.page()
    await gotoHydrated(page, `/de/productdetail/${shenzhen.goods_id}`)
    const [, unit, ext] = await page
      .locator('[data-testid="price-tiers"] tbody tr')
      .nth(1)
      .locator('td')
      .allTextContents()
    expect(unit).toBe('0,32314\u00a0$')
    expect(ext).toBe('3,23\u00a0$')
  })
})
