/**
 * How the buying pages look where a buyer would mind (issue 17, item 2: screenshots of the cart,
 * checkout, payment, success, order history and order detail at 1366 and 390 px in en, ar, zh):
 * - on a phone the cart line shows the part number over the manufacturer, clear of the checkbox
 *   (they ran together, under the checkbox);
 * - on a phone a long order number in the order detail's title breaks instead of widening the page;
 * - on an Arabic page the Latin bank details and addresses keep their order ("1 Harbour Road", not
 *   "Harbour Road 1"; "10115 Berlin", not "Berlin 10115").
 */
import type { Page } from 'playwright'
import { describe, expect, test } from 'vitest'
import { GERMAN_ADDRESS } from '../support/addresses'
import { gotoHydrated, setupE2E } from './server'

const e2e = setupE2E()
const phone = { viewport: { width: 390, height: 844 } }

/** A signed-in buyer (cookie on the page) with two parts in the cart and one bank-transfer order. */
async function buyer(page: Page) {
  const { token } = await e2e.createUserSession()
  await page.context().addCookies([{ name: 'token', value: token, url: e2e.baseUrl }])
  const call = async (path: string, body: unknown) => {
    const res = await fetch(e2e.baseUrl + path, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}`, origin: e2e.baseUrl },
      body: JSON.stringify(body),
    })
    const json = (await res.json()) as { code: number; data: { id: number } }
    expect(json.code, JSON.stringify(json).slice(0, 300)).toBe(200)
    return json.data
  }
  const goods = await e2e.query<{ id: number }>(
    `SELECT g.id FROM goods g JOIN parts p ON p.id = g.part_id JOIN manufacturers m ON m.id = p.manufacturer_id
     WHERE g.moq = 1 AND g.multiple = 1 AND g.stock >= 10 AND p.unit_weight_mg <= 100
     ORDER BY length(m.name) DESC, g.id LIMIT 2`,
  )
  for (const g of goods) await call('/api/cart/add', { goods_id: Number(g.id), cart_num: 1 })
  const order = await call('/api/orders/add', {
    goods_id: Number(goods[0]!.id),
    cart_num: 1,
    shipping_address: GERMAN_ADDRESS,
    shipping_method: 'express',
    pay_method: 'bank',
  })
  return { orderId: order.id }
}

type Box = { x: number; y: number; width: number; height: number }
const overlap = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height

/** Where the first occurrence of `text` inside `selector` is drawn (its left edge). */
const leftOf = (page: Page, selector: string, text: string) =>
  page.locator(selector).evaluate((el, needle) => {
    const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT)
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const at = node.textContent!.indexOf(needle)
      if (at < 0) continue
      const range = document.createRange()
      range.setStart(node, at)
      range.setEnd(node, at + needle.length)
      return range.getBoundingClientRect().left
    }
    throw new Error(`no "${needle}" in ${el.outerHTML.slice(0, 200)}`)
  }, text)

describe('buying pages on a phone and right to left', () => {
  for (const lang of ['en', 'ar']) {
    test(`cart at 390 px (${lang}): part number over manufacturer, clear of the checkbox`, async () => {
      const page = await e2e.page(phone)
      await buyer(page)
      await gotoHydrated(page, lang === 'en' ? '/shoppingcart' : `/${lang}/shoppingcart`)
      const lines = page.getByTestId('cart-line')
      await expect.poll(() => lines.count()).toBe(2)
      for (let i = 0; i < 2; i++) {
        const line = lines.nth(i)
        const mpn = (await line.locator('.cart-part .mpn').boundingBox())!
        const maker = (await line.locator('.cart-part > .muted').first().boundingBox())!
        const check = (await line.locator('.check-cell input').boundingBox())!
        expect(mpn.y + mpn.height).toBeLessThanOrEqual(maker.y + 1)
        expect(overlap(check, maker)).toBe(false)
        expect(overlap(check, mpn)).toBe(false)
      }
      expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0)
    })
  }

  test('order detail at 390 px: the long order number breaks, the page does not scroll sideways', async () => {
    const page = await e2e.page(phone)
    const { orderId } = await buyer(page)
    await gotoHydrated(page, `/myaccount/order-status-history/${orderId}`)
    await expect.poll(() => page.locator('h1').textContent()).toMatch(/CS\d+/)
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0)
  })

  test('Arabic payment page and order detail: Latin bank details and addresses keep their order', async () => {
    const page = await e2e.page()
    const { orderId } = await buyer(page)
    const [row] = await e2e.query<{ value: string }>("SELECT value FROM site_config WHERE key = 'bank_account'")
    const bankAddress = (JSON.parse(row!.value) as { bank_address: string }).bank_address
    const [first, second] = bankAddress.split(' ') as [string, string]
    await gotoHydrated(page, `/ar/pay/payment?id=${orderId}`)
    // Left to right inside the value, though the page reads right to left.
    expect(await leftOf(page, '[data-testid="bank-details"]', `${first} `)).toBeLessThan(
      await leftOf(page, '[data-testid="bank-details"]', second),
    )

    await gotoHydrated(page, `/ar/myaccount/order-status-history/${orderId}`)
    const shipping = '.address-pair address >> nth=0'
    expect(await leftOf(page, shipping, '10115')).toBeLessThan(await leftOf(page, shipping, 'Berlin'))
  })
})
