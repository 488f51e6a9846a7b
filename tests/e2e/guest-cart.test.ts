/**
 * A guest shops (issue 30, items 2 and 4): without an account a German buyer adds two parts to the
 * cart (the badge counts them), sees the cart, goes to checkout, creates an account from there
 * with an address, activates it by the e-mail, signs in and is back at checkout with the same two
 * lines and the registration address chosen; the cart of the new account holds them, and an
 * order to a typed address adds it to the address book after the registration address. The
 * sign-in page says why a page needs an account.
 */
import { join } from 'node:path'
import type { Page } from 'playwright'
import { describe, expect, test } from 'vitest'
import { latestMailTextTo, linkToken } from '../support/mail'
import { message } from '../support/text'
import { fillShippingAddress } from './checkout-form'
import { gotoHydrated, setupE2E, waitForHydration } from './server'

const e2e = setupE2E()
const de = (key: string, params?: Record<string, unknown>) => message('de', key, params)

async function offers(n: number) {
  const rows = await e2e.query<{ id: number; part_number: string }>(
    `SELECT g.id, p.mpn AS part_number FROM goods g JOIN parts p ON p.id = g.part_id
     WHERE g.moq = 1 AND g.multiple = 1 AND g.stock >= 10 AND p.unit_weight_mg <= 100
     AND g.id NOT IN (SELECT goods_id FROM order_lines) ORDER BY g.id DESC LIMIT ${n}`,
  )
  expect(rows).toHaveLength(n)
  return rows.map((r) => ({ ...r, id: Number(r.id) }))
}

/** The activation link of the e-mail to an address (e-mails go out after the answer). */
async function activationLink(email: string) {
  const text = await latestMailTextTo(join(e2e.server.dataDir, 'outbox'), email, '/de/register/activate')
  return `/de/register/activate?token=${linkToken(text, '/de/register/activate')}`
}

const field = (page: Page, name: string) => page.locator(`main [name="${name}"]`).first()

describe('a guest shops', () => {
  test('fills a cart, creates an account at checkout and finds the cart and the address in it', async () => {
    const [a, b] = await offers(2)
    const email = `gast-${crypto.randomUUID().slice(0, 8)}@example.com`
    const password = 'Sicher2025!'
    const page = await e2e.page()

    // Add to cart without an account: no sign-in page, the badge counts.
    await gotoHydrated(page, `/de/productdetail/${a!.id}`)
    await page.locator('section.purchase').getByTestId('add-to-cart').click()
    await expect.poll(() => page.getByTestId('cart-badge').textContent()).toBe('1')
    await gotoHydrated(page, `/de/productdetail/${b!.id}`)
    await page.locator('section.purchase').getByTestId('add-to-cart').click()
    await expect.poll(() => page.getByTestId('cart-badge').textContent()).toBe('2')
    expect(new URL(page.url()).pathname).toBe(`/de/productdetail/${b!.id}`)
    const cartCookie = (await page.context().cookies()).find((c) => c.name === 'cart')
    expect(cartCookie).toMatchObject({ httpOnly: true, sameSite: 'Lax' })

    // The cart page: both lines, and that the cart is kept for a guest.
    await page.getByTestId('cart-link').click()
    await page.waitForURL(/\/de\/shoppingcart$/)
    await waitForHydration(page)
    await expect.poll(() => page.getByTestId('cart-line').count()).toBe(2)
    expect(await page.getByTestId('guest-cart-note').textContent()).toContain(de('cart.guestKept'))
    // The badge after a reload comes from the server too.
    await gotoHydrated(page, '/de')
    await expect.poll(() => page.getByTestId('cart-badge').textContent()).toBe('2')
    await gotoHydrated(page, '/de/shoppingcart')
    await page.getByTestId('cart-checkout').click()

    // Checkout as a guest offers an account; creating one keeps the way back to checkout.
    await page.waitForURL(/\/de\/pay\/order$/)
    await waitForHydration(page)
    await expect.poll(() => page.getByTestId('order-lines').locator('tbody tr').count()).toBe(2)
    const offer = page.getByTestId('checkout-sign-in')
    expect(await offer.textContent()).toContain(de('checkout.haveAccount'))
    await Promise.all([
      page.waitForURL((u) => u.pathname === '/de/register'),
      offer.getByRole('link', { name: de('login.createAccount') }).click(),
    ])
    expect(new URL(page.url()).search).toBe(`?redirect=${encodeURIComponent('/de/pay/order')}`)
    await waitForHydration(page)
    for (const [name, value] of Object.entries({
      email,
      password,
      confirm_password: password,
      contact_name: 'Gast Käufer',
      telephone: '+49 30 1234567',
      company_name: 'Käufer Elektronik GmbH',
      address: 'Hauptstraße 1',
      city: 'Berlin',
      state: 'Berlin',
      postal_code: '10115',
    }))
      await field(page, name).fill(value)
    await field(page, 'country').selectOption('DE')
    await field(page, 'policy_agreement').check()
    await page.locator('main form button[type="submit"]').click()
    await page.getByTestId('register-sent').waitFor()

    // Activate by the e-mail, sign in: back at checkout, with the cart and the address.
    await gotoHydrated(page, await activationLink(email))
    const done = page.getByTestId('activate-done')
    await done.waitFor()
    await Promise.all([
      page.waitForURL((u) => u.pathname === '/de/login'),
      done.getByRole('link', { name: de('login.submit') }).click(),
    ])
    await waitForHydration(page)
    expect(await page.getByTestId('sign-in-reason').textContent()).toBe(de('login.why.checkout'))
    await field(page, 'email').fill(email)
    await field(page, 'password').fill(password)
    await page.locator('main form button[type="submit"]').click()
    await page.waitForURL((u) => u.pathname === '/de/pay/order')
    await waitForHydration(page)
    await expect.poll(() => page.getByTestId('order-lines').locator('tbody tr').count()).toBe(2)
    const book = page.getByTestId('shipping_address-book')
    expect(await book.textContent()).toContain('Hauptstraße 1')
    expect(await book.locator('input[type="radio"]').first().isChecked()).toBe(true)
    // A saved address reads as a card: each of its lines starts on a line of its own.
    const lineTops = await book
      .locator('address')
      .first()
      .evaluate((a) => [...a.children].map((line) => Math.round(line.getBoundingClientRect().top)))
    expect(new Set(lineTops).size, `line tops ${lineTops}`).toBe(lineTops.length)
    expect(await page.getByTestId('checkout-sign-in').count()).toBe(0)
    await expect.poll(() => page.getByTestId('cart-badge').textContent()).toBe('2')

    // The new account's cart.
    await gotoHydrated(page, '/de/shoppingcart')
    await expect.poll(() => page.getByTestId('cart-line').count()).toBe(2)
    expect(await page.getByTestId('guest-cart-note').count()).toBe(0)
    expect((await page.context().cookies()).find((c) => c.name === 'cart')).toBeUndefined()

    // Ordering to a typed address keeps it in the book ("save to my addresses" is ticked).
    await page.getByTestId('cart-checkout').click()
    await page.waitForURL(/\/de\/pay\/order$/)
    await waitForHydration(page)
    await page.getByTestId('shipping_address-new').click()
    const save = page.getByTestId('save-address')
    expect(await save.isChecked()).toBe(true)
    expect(await page.locator('label', { has: save }).textContent()).toContain(de('checkout.saveAddress'))
    await fillShippingAddress(page, {
      contact_name: 'Gast Käufer',
      telephone: '+49 30 7654321',
      country: 'DE',
      state: 'Hamburg',
      city: 'Hamburg',
      postal_code: '20095',
      address_line1: 'Lagerweg 5',
    })
    await page.getByTestId('place-order').click()
    await page.waitForURL(/\/de\/pay\/payment\?id=\d+/)

    // The address book: the registration address (the default) and the checkout's.
    await gotoHydrated(page, '/de/myaccount/address-management')
    const cards = page.getByTestId('address-card')
    await expect.poll(() => cards.count()).toBe(2)
    const texts = await cards.allTextContents()
    expect(texts[0]).toContain('Hauptstraße 1')
    expect(texts[0]).toContain('10115')
    expect(texts[1]).toContain('Lagerweg 5')
  })
})
