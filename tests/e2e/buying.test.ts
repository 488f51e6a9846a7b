/**
 * Buying in the browser (issue 17): a signed-in German buyer searches, adds two parts to the cart
 * (one first below its minimum, corrected), checks out with a new address, pays by bank transfer,
 * sees the German success page and finds the order under Confirming in the history; a guest buys
 * now and opens the order from the link of the order e-mail, without a session; the cart in Arabic
 * reads right to left.
 */
import { join } from 'node:path'
import type { Page } from 'playwright'
import { describe, expect, test } from 'vitest'
import { latestMailTextTo, linkToken } from '../support/mail'
import { message } from '../support/text'
import { gotoHydrated, setupE2E, waitForHydration } from './server'

const e2e = setupE2E()

type Offer = { id: number; part_number: string; moq: number; multiple: number }
/** Offers nobody else of this file buys: light parts with stock, with a given minimum. */
async function offers(where: string, n: number, skip = 0): Promise<Offer[]> {
  const rows = await e2e.query<Offer>(
    `SELECT g.id, p.mpn AS part_number, g.moq, g.multiple FROM goods g JOIN parts p ON p.id = g.part_id
     WHERE ${where} AND g.stock >= g.moq * 4 AND p.unit_weight_mg <= 100
     AND g.id NOT IN (SELECT goods_id FROM order_lines) ORDER BY g.id LIMIT ${n} OFFSET ${skip}`,
  )
  expect(rows).toHaveLength(n)
  return rows.map((r) => ({ ...r, id: Number(r.id), moq: Number(r.moq), multiple: Number(r.multiple) }))
}

async function signedIn(page: Page) {
  const { token } = await e2e.createUserSession()
  await page.context().addCookies([{ name: 'token', value: token, url: e2e.baseUrl }])
  return token
}

const newAddress = async (page: Page, prefix: string) => {
  await page.fill(`#${prefix}-contact_name`, 'Ada Käufer')
  await page.fill(`#${prefix}-telephone`, '+49 30 1234567')
  await page.selectOption(`#${prefix}-country`, 'DE')
  await page.fill(`#${prefix}-state`, 'Berlin')
  await page.fill(`#${prefix}-city`, 'Berlin')
  await page.fill(`#${prefix}-postal_code`, '10115')
  await page.fill(`#${prefix}-address_line1`, 'Hauptstraße 1')
}

describe('buying', () => {
  test('a German buyer searches, fills the cart, checks out, pays by bank transfer and sees the order under Confirming', async () => {
    const [plain] = await offers('g.moq = 1 AND g.multiple = 1', 1)
    const [bulk] = await offers('g.moq >= 5 AND g.multiple = 1', 1)
    const page = await e2e.page()
    await signedIn(page)

    // Search for the first part and add it from the results.
    await gotoHydrated(page, '/de')
    await page.getByRole('combobox').first().fill(plain!.part_number)
    await page.getByRole('combobox').first().press('Enter')
    await page.waitForURL(/\/de\/s\?/)
    await waitForHydration(page)
    const row = page
      .getByTestId('part-table')
      .locator('tbody tr')
      .filter({ has: page.locator('a.mpn', { hasText: plain!.part_number }) })
      .first()
    await row.getByTestId('add-to-cart').click()
    await expect.poll(() => page.getByTestId('cart-badge').textContent()).toBe('1')

    // The second, first below its minimum: the message, then the corrected quantity.
    await gotoHydrated(page, `/de/productdetail/${bulk!.id}`)
    await page.getByTestId('qty-input').fill(String(bulk!.moq - 1))
    await expect
      .poll(() => page.getByTestId('qty-error').textContent())
      .toContain(message('de', 'product.belowMin', { moq: String(bulk!.moq) }).slice(0, 20))
    const purchase = page.locator('section.purchase')
    await expect.poll(() => purchase.getByTestId('add-to-cart').isDisabled()).toBe(true)
    await page.locator('.fix-qty').click()
    await purchase.getByTestId('add-to-cart').click()
    await expect.poll(() => page.getByTestId('cart-badge').textContent()).toBe('2')

    // The cart: both lines, checkout.
    await page.getByTestId('cart-link').click()
    await page.waitForURL(/\/de\/shoppingcart$/)
    await waitForHydration(page)
    await expect.poll(() => page.getByTestId('cart-line').count()).toBe(2)
    await page.getByTestId('cart-checkout').click()

    // Checkout with a new address: 'Please check required input' first, then the order.
    await page.waitForURL(/\/de\/pay\/order$/)
    await waitForHydration(page)
    await page.getByTestId('place-order').click()
    await expect.poll(() => page.locator('.toast').allTextContents()).toContain(message('de', 'validation.checkInput'))
    await newAddress(page, 'shipping_address')
    await expect.poll(() => page.getByTestId('shipping-methods').locator('input').count()).toBeGreaterThan(0)
    await expect.poll(() => page.getByTestId('order-freight').textContent()).toMatch(/40,00\s\$/)
    await page.waitForTimeout(2_100) // the double-click guard of the first click
    await page.getByTestId('place-order').click()

    // Payment by bank transfer.
    await page.waitForURL(/\/de\/pay\/payment\?id=\d+/)
    await waitForHydration(page)
    const orderNo = (await page.getByTestId('order-no').textContent())!.trim()
    await expect.poll(() => page.getByTestId('bank-details').textContent()).toContain(orderNo)
    await page.fill('#bank-payer_name', 'Ada Käufer')
    await page.getByTestId('bank-confirm').click()

    // The German success page, then the history under Confirming.
    await page.waitForURL(/\/de\/pay\/successful\?id=\d+/)
    await waitForHydration(page)
    expect(await page.locator('h1').textContent()).toBe(message('de', 'checkout.successTitle'))
    expect((await page.getByTestId('order-no').textContent())!.trim()).toBe(orderNo)
    await gotoHydrated(page, '/de/myaccount/order-status-history?status=Confirming')
    const card = page.getByTestId('order-card').filter({ hasText: orderNo })
    expect(await card.getByTestId('order-status').textContent()).toBe(message('de', 'orders.status.Confirming'))
    await expect.poll(() => page.getByTestId('cart-badge').isHidden()).toBe(true)
  })

  test('a guest buys now and opens the order from the link of the order e-mail', async () => {
    const [offer] = await offers('g.moq = 1 AND g.multiple = 1', 1, 1)
    const email = `guest-${crypto.randomUUID().slice(0, 8)}@example.com`
    const page = await e2e.page()
    await gotoHydrated(page, `/productdetail/${offer!.id}`)
    await page.getByTestId('buy-now').click()
    await page.waitForURL(/\/pay\/order\?goods_id=/)
    await waitForHydration(page)
    await page.fill('#email', email)
    await newAddress(page, 'shipping_address')
    await expect.poll(() => page.getByTestId('shipping-methods').locator('input').count()).toBeGreaterThan(0)
    await page.getByTestId('place-order').click()
    await page.waitForURL(/\/pay\/payment\?id=\d+&token=/)
    await waitForHydration(page)
    const orderNo = (await page.getByTestId('order-no').textContent())!.trim()

    // The order e-mail in the outbox carries the private link.
    const text = await latestMailTextTo(join(e2e.server.dataDir, 'outbox'), email, orderNo)
    const path = '/myaccount/order-status-history/'
    const link = new RegExp(`https?://[^\\s"<>]*${path.replace(/[/.]/g, '\\$&')}\\d+\\?token=[A-Za-z0-9_-]+`).exec(text)
    expect(link, text).toBeTruthy()
    expect(linkToken(text, link![0].split('?')[0]!.replace(/^https?:\/\/[^/]+/, ''))).toBeTruthy()

    const other = await e2e.page()
    const url = new URL(link![0])
    await gotoHydrated(other, url.pathname + url.search)
    expect(await other.locator('h1').textContent()).toContain(orderNo)
    expect(await other.getByTestId('order-status').textContent()).toBe(message('en', 'orders.status.Unpaid'))
  })

  test('the cart in Arabic reads right to left', async () => {
    const [offer] = await offers('g.moq = 1 AND g.multiple = 1', 1, 2)
    const page = await e2e.page()
    const token = await signedIn(page)
    const res = await fetch(`${e2e.baseUrl}/api/cart/add`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ goods_id: offer!.id, cart_num: 2 }),
    })
    expect(res.status).toBe(200)
    await gotoHydrated(page, '/ar/shoppingcart')
    expect(await page.locator('html').getAttribute('dir')).toBe('rtl')
    expect(await page.locator('h1').textContent()).toBe(message('ar', 'cart.title'))
    const table = page.getByTestId('cart-table')
    expect(await table.evaluate((el) => getComputedStyle(el).direction)).toBe('rtl')
    // The first column (the check box) is on the right of the part number.
    const check = (await page.getByTestId('cart-select').boundingBox())!
    const part = (await page.locator('.cart-part .mpn').boundingBox())!
    expect(check.x).toBeGreaterThan(part.x)
  })
})
