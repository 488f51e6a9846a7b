/**
 * Paying online in a real browser (issue 18) with the test provider, the embedded default of the
 * built Node server: a guest opens the payment page from the order link, picks the test payment,
 * approves it on the test provider's screen and sees the success page with the order number —
 * the order is in Preparing. A declined payment says so in the buyer's language, leaves the order
 * unpaid, and the order is paid again from its detail page.
 */
import { describe, expect, test } from 'vitest'
import type { Page } from 'playwright'
import { gotoHydrated, setupE2E } from './server'
import { message } from '../support/text'

const e2e = setupE2E()

const statusOf = async (id: number) =>
  (await e2e.query<{ status: string }>('SELECT status FROM orders WHERE id = ?', [id]))[0]!.status

/** On /pay/payment: choose the test payment and go to the test provider's screen. */
async function payWithTestProvider(page: Page, lang: string) {
  await page.getByRole('radio', { name: message(lang, 'payments.test.name') }).check()
  await page.getByTestId('test-payment-banner').first().waitFor()
  await page.getByRole('button', { name: message(lang, 'onlinePay.payTest') }).click()
  await page.waitForURL(/\/test-payment\?token=TEST/)
  await page.getByTestId('test-amount').waitFor()
  expect(await page.getByTestId('test-payment-banner').textContent()).toContain(message(lang, 'onlinePay.testBanner'))
}

describe('paying with the test provider', () => {
  test('a guest pays and sees the success page; the order is in Preparing', async () => {
    const o = await e2e.guestOrder('guest-payer@example.com', { fresh: true })
    const page = await e2e.page()
    await gotoHydrated(page, `/pay/payment?id=${o.id}&token=${o.token}`)
    await payWithTestProvider(page, 'en')
    await page.getByRole('button', { name: message('en', 'onlinePay.approve') }).click()
    await page.waitForURL(/\/pay\/successful\?/)
    await page.getByTestId('pay-success').waitFor()
    expect(await page.getByTestId('order-no').textContent()).toBe(o.order_no)
    expect(await statusOf(o.id)).toBe('Preparing')
  })

  test('declined in German: the order stays unpaid, and is paid again from its detail page', async () => {
    const o = await e2e.guestOrder('guest-payer@example.com', { fresh: true })
    const page = await e2e.page()
    await gotoHydrated(page, `/de/pay/payment?id=${o.id}&token=${o.token}`)
    await payWithTestProvider(page, 'de')
    await page.getByRole('button', { name: message('de', 'onlinePay.decline') }).click()
    await page.getByTestId('pay-error').waitFor()
    expect(await page.getByTestId('pay-error').textContent()).toBe(message('de', 'api.paymentDeclined'))
    expect(await statusOf(o.id)).toBe('Unpaid')

    // The order's page offers to pay again.
    await gotoHydrated(page, `/de/myaccount/order-status-history/${o.id}?token=${o.token}`)
    await page.getByTestId('order-pay').click()
    await page.waitForURL(/\/de\/pay\/payment\?/)
    await payWithTestProvider(page, 'de')
    await page.getByRole('button', { name: message('de', 'onlinePay.approve') }).click()
    await page.waitForURL(/\/de\/pay\/successful\?/)
    await page.getByTestId('pay-success').waitFor()
    expect(await statusOf(o.id)).toBe('Preparing')
  })
})
