/**
 * PayPal's wallet button and card fields in a real browser (issue 18): the built Node server is
 * configured for PayPal with the fake PayPal server as its API (PAYPAL_API_BASE) and its fake JS SDK
 * as PAYPAL_SDK_URL (tests/support/fake-paypal.ts). The page loads the SDK under the page's
 * Content-Security-Policy (which allows exactly the SDK's origin), the SDK calls the shop's
 * createOrder, the buyer approves at "PayPal", and onApprove captures through the real adapter:
 * the success page, the order in Preparing, one charge. The card's number goes to PayPal only.
 */
import type { Page } from 'playwright'
import { afterAll, describe, expect, test } from 'vitest'
import { startFakePayPal } from '../support/fake-paypal'
import { message } from '../support/text'
import { gotoHydrated, setupE2E } from './server'

const pp = await startFakePayPal()
const e2e = setupE2E({
  env: () => ({
    PAYPAL_CLIENT_ID: pp.config.clientId,
    PAYPAL_CLIENT_SECRET: pp.config.clientSecret,
    PAYPAL_API_BASE: pp.url,
    PAYPAL_WEBHOOK_ID: pp.config.webhookId,
    PAYPAL_SDK_URL: pp.sdkUrl,
  }),
})
afterAll(() => pp.close())

const statusOf = async (id: number) =>
  (await e2e.query<{ status: string }>('SELECT status FROM orders WHERE id = ?', [id]))[0]!.status
const paymentsOf = async (id: number) =>
  (
    await e2e.query<{ method: string; status: string }>('SELECT method, status FROM payments WHERE order_id = ?', [id])
  ).map((p) => `${p.method} ${p.status}`)

/** Blocked loads and script errors of the page (a CSP that refuses the SDK shows here). */
function problems(page: Page) {
  const seen: string[] = []
  page.on('console', (m) => void (m.type() === 'error' && seen.push(m.text())))
  page.on('pageerror', (e) => void seen.push(e.message))
  return seen
}

async function paidPage(page: Page, o: { id: number; order_no: string }) {
  await page.waitForURL(/\/pay\/successful\?/)
  await page.getByTestId('pay-success').waitFor()
  expect(await page.getByTestId('order-no').textContent()).toBe(o.order_no)
  expect(await statusOf(o.id)).toBe('Preparing')
}

describe('PayPal JS SDK (fake) through the real adapter', () => {
  test('wallet: the PayPal button creates the order, the buyer approves, the page captures → success', async () => {
    const o = await e2e.guestOrder('paypal-payer@example.com', { skip: 0 })
    const before = pp.charges()
    const page = await e2e.page()
    const seen = problems(page)
    const res = await gotoHydrated(page, `/pay/payment?id=${o.id}&token=${o.token}`)
    const csp = res!.headers()['content-security-policy']!
    const origin = new URL(pp.url).origin
    expect(csp).toContain(`script-src 'self' 'nonce-`)
    expect(csp).toMatch(new RegExp(`script-src [^;]*${origin.replace(/[.:/]/g, '\\$&')}`))
    expect(csp).toContain(`frame-src ${origin};`)
    expect(csp).not.toContain('paypal.com')

    await page.getByRole('radio', { name: message('en', 'payments.wallet.name') }).check()
    await page.getByTestId('paypal-wallet').locator('button[data-fake-paypal="paypal"]').click()
    await paidPage(page, o)
    expect(pp.charges() - before).toBe(1)
    expect(await paymentsOf(o.id)).toEqual(['wallet captured'])
    const [providerOrder] = [...pp.orders.values()].filter((x) => x.reference_id === o.order_no)
    expect(providerOrder).toMatchObject({ status: 'COMPLETED', approvedWith: 'wallet' })
    expect(seen).toEqual([])
  })

  test('card: the card fields (the client token given) pay by card → success; the number went to PayPal', async () => {
    const o = await e2e.guestOrder('paypal-payer@example.com', { skip: 1 })
    const before = pp.charges()
    const page = await e2e.page()
    const seen = problems(page)
    await gotoHydrated(page, `/pay/payment?id=${o.id}&token=${o.token}`)
    await page.getByRole('radio', { name: message('en', 'payments.card.name') }).check()
    const card = page.getByTestId('paypal-card')
    await card.locator('[data-fake-paypal-card="name"]').fill('Ada Käufer')
    await card.locator('[data-fake-paypal-card="number"]').fill('4111 1111 1111 1111')
    await card.locator('[data-fake-paypal-card="expiry"]').fill('12/30')
    await card.locator('[data-fake-paypal-card="cvv"]').fill('123')
    await card.getByRole('button', { name: message('en', 'onlinePay.payCard') }).click()
    await paidPage(page, o)
    expect(pp.charges() - before).toBe(1)
    expect(await paymentsOf(o.id)).toEqual(['card captured'])
    const [providerOrder] = [...pp.orders.values()].filter((x) => x.reference_id === o.order_no)
    expect(providerOrder).toMatchObject({ status: 'COMPLETED', approvedWith: 'card 1111' })
    expect(seen).toEqual([])
  })
})
