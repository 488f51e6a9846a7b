/**
 * The operations console in a browser (issue 31): the first staff member comes from the command
 * line (`npm run admin -- create-user`, the printed link), sets a password and enrols the
 * authenticator on the setup page, signs in with password and a recovery code; a buyer reports a
 * bank transfer; the sales user finds the order under Confirming, confirms the transfer (confirm
 * step) and ships it with a tracking number and link; the buyer's order page and mailbox show them.
 * The same desk answers an RFQ with a quantity break; the buyer orders the quote from the RFQ page, at the break's price for 20 pieces.
 */
import { readdir } from 'node:fs/promises'
import { join } from 'node:path'
import { createClient } from '@libsql/client'
import { expect, test } from 'vitest'
import { initClient } from '@ts-rest/core'
import { contract } from '../../contract'
import { hashPassword } from '../../server/domains/accounts/password'
import { readOutboxMail } from '../support/mail'
import { message } from '../support/text'
import { GERMAN_ADDRESS } from '../support/addresses'
import { gotoConsole, setUpNewStaff, signInNewStaff, signInWithRecoveryCode } from './console-session'
import { dataOf, gotoHydrated, setupE2E } from './server'

const e2e = setupE2E()

test('a sales user confirms a bank transfer and ships it; the buyer sees the tracking link', async () => {
  // The command line makes the staff member and prints the one-time link; the setup page enrols them.
  const email = 'desk@chipshop.test'
  const page = await e2e.page({ viewport: { width: 1366, height: 900 } })
  const staff = await setUpNewStaff(e2e, page, email, 'sales')

  // A console page without a session goes to the sign-in, and back after it.
  await gotoConsole(page, '/admin/orders')
  expect(new URL(page.url()).pathname).toBe('/admin/login')
  await signInWithRecoveryCode(page, staff)
  await page.waitForURL(/\/admin\/orders$/)
  await expect.poll(() => page.getByTestId('console-user').textContent()).toContain(email)

  // The buyer (a guest) orders and reports the transfer.
  const order = await e2e.guestOrder('buyer-console@example.com', { fresh: true })
  const form = new FormData()
  for (const [k, v] of Object.entries({
    id: order.id,
    token: order.token,
    payer_name: 'Ada Käufer',
    reference: 'TT-77',
    amount: '10.00',
    paid_on: new Date().toISOString().slice(0, 10),
  }))
    form.append(k, String(v))
  const reported = await fetch(e2e.baseUrl + contract.orders.bankConfirm.path, {
    method: 'POST',
    body: form,
    headers: { origin: e2e.baseUrl },
  })
  expect(reported.status).toBe(200)

  // Sales: the Confirming tab, the order, confirm (with its confirm step), ship.
  await page.getByTestId('tab-Confirming').click()
  await page.getByRole('link', { name: order.order_no }).click()
  await page.waitForURL(new RegExp(`/admin/orders/${order.id}$`))
  await expect.poll(() => page.getByTestId('console-status').textContent()).toBe('Confirming')
  await expect.poll(() => page.getByTestId('console-remittances').textContent()).toContain('TT-77')
  await page.getByTestId('action-confirm').click()
  await expect.poll(() => page.getByTestId('confirm-confirm').textContent()).toContain(order.order_no)
  await page.screenshot({ path: '/tmp/console-confirm-step.png', fullPage: true })
  await page.getByTestId('confirm-yes').click()
  await expect.poll(() => page.getByTestId('console-status').textContent()).toBe('Preparing')

  await page.getByTestId('action-ship').click()
  const tracking = { carrier: 'DHL Express', number: 'JD0146000038', url: 'https://www.dhl.com/track?id=JD0146000038' }
  await page.getByLabel('Carrier').fill(tracking.carrier)
  await page.getByLabel('Tracking number').fill(tracking.number)
  await page.getByLabel(/Tracking link/).fill(tracking.url)
  await page.getByTestId('confirm-yes').click()
  await expect.poll(() => page.getByTestId('console-status').textContent()).toBe('Shipping')
  await expect.poll(() => page.getByTestId('console-audit').textContent()).toContain('order.ship')
  await page.screenshot({ path: '/tmp/console-order.png', fullPage: true })

  // The buyer's order page shows the carrier, the tracking number and the link.
  const buyer = await e2e.page()
  await gotoHydrated(buyer, `/myaccount/order-status-history/${order.id}?token=${order.token}`)
  await expect.poll(() => buyer.getByTestId('order-status').textContent()).toBe('Shipping')
  expect(await buyer.getByTestId('order-tracking-number').textContent()).toBe(tracking.number)
  expect(await buyer.getByTestId('order-tracking-link').getAttribute('href')).toBe(tracking.url)
  expect(await buyer.getByTestId('order-carrier').textContent()).toBe(tracking.carrier)

  // And the buyer's mailbox: the shipping mail with the link.
  const outbox = join(e2e.server.dataDir, 'outbox')
  await expect
    .poll(async () => {
      for (const f of await readdir(outbox).catch(() => [] as string[])) {
        const m = await readOutboxMail(outbox, f)
        if (m.subject === `Order ${order.order_no} has shipped`) return m.text.includes(tracking.url)
      }
      return false
    })
    .toBe(true)

  // The list, as staff see it after.
  await gotoConsole(page, '/admin/orders')
  await expect.poll(() => page.getByTestId('console-orders').count()).toBe(1)
  await page.screenshot({ path: '/tmp/console-list.png', fullPage: true })

  // The same desk answers an RFQ, and the buyer orders the quote: the cart holds the quoted price.
  const buyerSession = await e2e.createUserSession()
  const buyerApi = initClient(contract, {
    baseUrl: e2e.baseUrl,
    baseHeaders: { authorization: `Bearer ${buyerSession.token}`, origin: e2e.baseUrl },
  })
  const [quoted] = await e2e.query<{ id: number; mpn: string; stock: number }>(
    'SELECT g.id, p.mpn, g.stock FROM goods g JOIN parts p ON p.id = g.part_id WHERE g.stock >= 100 AND g.moq > 1 ORDER BY g.id LIMIT 1',
  )
  const rfq = await dataOf(
    buyerApi.rfq.saveRfqContact({
      body: {
        contact_name: 'Ada Käufer',
        company_name: 'Käufer GmbH',
        email: 'quote-buyer@example.com',
        telephone: '+49 30 1234567',
        country: 'DE',
        lines: [{ part_number: quoted!.mpn, qty: 7, goods_id: Number(quoted!.id) }],
      },
    }),
  )
  await gotoConsole(page, `/admin/rfqs/${rfq.id}`)
  await page.getByLabel(new RegExp(`^Unit price.* · ${quoted!.mpn}$`)).fill('0.12345')
  await page.getByLabel(new RegExp(`^Lead time · ${quoted!.mpn}$`)).fill('2 weeks')
  // A quantity break: from 20 pieces at 0.1 USD.
  await page.getByTestId('quote-add-tier').click()
  await page.getByLabel(new RegExp(`^From quantity · ${quoted!.mpn}$`)).fill('20')
  await page.getByLabel(new RegExp(`^Price from this quantity.* · ${quoted!.mpn}$`)).fill('0.1')
  await page.screenshot({ path: '/tmp/quote-form-tiers.png', fullPage: true })
  await page.getByTestId('quote-send').click()
  await page.getByTestId('quote-send').click()
  await expect.poll(() => page.getByTestId('quote-form').count()).toBe(0)

  const quoteBuyer = await e2e.page()
  await quoteBuyer.context().addCookies([{ name: 'token', value: buyerSession.token, url: e2e.baseUrl }])
  await gotoHydrated(quoteBuyer, `/myaccount/rfq-history/${rfq.id}`)
  expect(await quoteBuyer.getByTestId('quote-tier').textContent()).toMatch(/≥ 20: \$0\.10000/)
  await quoteBuyer.screenshot({ path: '/tmp/quote-history-tiers.png', fullPage: true })
  await quoteBuyer.getByTestId('order-quote').click()
  await quoteBuyer.waitForURL(/\/shoppingcart$/)
  await expect.poll(() => quoteBuyer.getByTestId('mark-quote').textContent()).toContain(rfq.rfq_no)
  expect(await quoteBuyer.getByTestId('cart-amount').textContent()).toContain('0.86')
  await quoteBuyer.screenshot({ path: '/tmp/quote-cart.png', fullPage: true })
  // 20 pieces: the break's price (the stepper's own flow is the cart tests').
  const cartLine = (await dataOf(buyerApi.cart.lists())).list.find((l) => l.goods_id === Number(quoted!.id))!
  await dataOf(buyerApi.cart.addMinus({ body: { id: cartLine.id, cart_num: 20 } }))
  await gotoHydrated(quoteBuyer, '/shoppingcart')
  await expect.poll(() => quoteBuyer.getByTestId('cart-amount').textContent()).toContain('2.00')
  // Ordered at the break's price (the checkout's own flow is the checkout tests').
  const placed = await dataOf(
    buyerApi.orders.place({
      body: {
        shipping_address: GERMAN_ADDRESS,
        shipping_method: 'express',
        pay_method: 'bank',
        review: [{ goods_id: Number(quoted!.id), qty: 20 }],
      },
    }),
  )
  const [line] = await e2e.query<{ unit_price: number }>(
    'SELECT l.unit_price FROM order_lines l JOIN orders o ON o.id = l.order_id WHERE o.order_no = ?',
    [placed.order_no],
  )
  expect(Number(line!.unit_price)).toBe(10000)
}, 180_000)

test('an admin finds a customer, opens their page and disables them; the customer is signed out (issue 32)', async () => {
  const post = (path: string, body: unknown) =>
    fetch(e2e.baseUrl + path, {
      method: 'POST',
      body: JSON.stringify(body),
      headers: { origin: e2e.baseUrl, 'content-type': 'application/json' },
    })

  // A signed-in customer, some feedback and a subscriber for the other pages.
  const buyerEmail = `shopper-${Date.now()}@example.com`
  const buyer = await e2e.createUserSession(buyerEmail)
  const profile = () =>
    fetch(`${e2e.baseUrl}/api/user/profile/info`, { headers: { authorization: `Bearer ${buyer.token}` } })
  expect((await profile()).status).toBe(200)
  expect(
    (await post('/api/feedback', { type_id: 1, email: buyerEmail, feedback_content: 'Please stock more sensors.' }))
      .status,
  ).toBe(200)
  expect((await post('/api/subscribe', { email: `reader-${Date.now()}@example.com` })).status).toBe(200)

  // The customer's order, placed signed in as the shop does.
  const [offer] = await e2e.query<{ id: number }>(
    `SELECT g.id FROM goods g JOIN parts p ON p.id = g.part_id WHERE g.moq = 1 AND g.multiple = 1 AND g.stock >= 10
     AND p.unit_weight_mg <= 200 ORDER BY g.id LIMIT 1 OFFSET 7`,
  )
  const placedRes = await fetch(e2e.baseUrl + contract.orders.place.path, {
    method: 'POST',
    headers: { origin: e2e.baseUrl, 'content-type': 'application/json', authorization: `Bearer ${buyer.token}` },
    body: JSON.stringify({
      goods_id: Number(offer!.id),
      cart_num: 1,
      shipping_address: GERMAN_ADDRESS,
      shipping_method: 'express',
      pay_method: 'bank',
    }),
  })
  expect(placedRes.status).toBe(200)
  const placed = ((await placedRes.json()) as { data: { id: number; order_no: string } }).data

  // An admin from the command line (setup page, sign-in), to the customer list.
  const page = await e2e.page({ viewport: { width: 1366, height: 900 } })
  await signInNewStaff(e2e, page, 'owner@chipshop.test', 'admin')
  await gotoConsole(page, '/admin/customers')
  await expect.poll(() => page.getByTestId('console-customers').count()).toBe(1)

  // Find them by their e-mail, open their page.
  await page.getByPlaceholder('E-mail, name or company').fill(buyerEmail.slice(0, 16))
  await page.getByRole('button', { name: 'Search' }).click()
  await expect.poll(() => page.getByTestId('console-customer-link').allTextContents()).toEqual([buyerEmail])
  await page.screenshot({ path: '/tmp/console-customers.png', fullPage: true })
  await page.getByRole('link', { name: buyerEmail }).click()
  await page.waitForURL(new RegExp(`/admin/customers/${buyer.userId}$`))
  await expect.poll(() => page.getByTestId('console-customer-state').textContent()).toMatch(/^active/)
  expect(await page.getByRole('link', { name: placed.order_no }).getAttribute('href')).toBe(
    `/admin/orders/${placed.id}`,
  )
  // The erasure's confirm step asks for the e-mail; cancelled here.
  await page.getByTestId('customer-erase').click()
  await expect.poll(() => page.getByTestId('confirm-erase').textContent()).toContain('cannot be undone')
  await page.screenshot({ path: '/tmp/console-customer-erase-step.png', fullPage: true })
  await page.getByRole('button', { name: 'Cancel' }).click()

  // Disable, with its confirm step and a reason.
  await page.getByTestId('customer-disable').click()
  await expect.poll(() => page.getByTestId('confirm-disable').textContent()).toContain(buyerEmail)
  await page.getByLabel('Reason (for staff only)').fill('Repeated chargebacks')
  await page.getByTestId('confirm-yes').click()
  await expect.poll(() => page.getByTestId('console-customer-state').textContent()).toBe('disabled')
  await expect.poll(() => page.getByTestId('console-notice').textContent()).toContain('signed out everywhere')
  await expect.poll(() => page.getByTestId('console-audit').textContent()).toContain('customer.disable')
  await page.screenshot({ path: '/tmp/console-customer.png', fullPage: true })

  // The customer's session has ended.
  const after = await profile()
  expect(after.status).toBe(401)
  expect(((await after.json()) as { code: number }).code).toBe(4001)

  // In the shop, the customer's sign-in is refused with the German message at the e-mail field
  // (and not the "not activated" notice).
  // (A password for the test's buyer, written as the shop stores it: the session-only user has none.)
  const db = createClient({ url: `file:${e2e.server.dbFile}` })
  await db.execute({
    sql: 'UPDATE users SET password_hash = ?, activated_at = created_at WHERE id = ?',
    args: [await hashPassword('Shopper-pass-2026'), buyer.userId],
  })
  db.close()
  const shop = await e2e.page()
  await gotoHydrated(shop, '/de/login')
  await shop.locator('main [name="email"]').fill(buyerEmail)
  await shop.locator('main [name="password"]').fill('Shopper-pass-2026')
  await shop.locator('main form button[type="submit"]').click()
  await expect
    .poll(() => shop.locator('main .field-error[data-field="email"]').textContent())
    .toBe(message('de', 'api.accountDisabled'))
  expect(await shop.getByTestId('not-activated').count()).toBe(0)
  await shop.screenshot({ path: '/tmp/shop-login-disabled.png' })

  // The other two pages, as an admin sees them.
  await gotoConsole(page, '/admin/feedback')
  await expect.poll(() => page.getByTestId('console-feedback').textContent()).toContain('Please stock more sensors.')
  await page.screenshot({ path: '/tmp/console-feedback.png', fullPage: true })
  await gotoConsole(page, '/admin/newsletter')
  await expect.poll(() => page.getByTestId('console-subscribers').count()).toBe(1)
  await page.screenshot({ path: '/tmp/console-newsletter.png', fullPage: true })
  await gotoConsole(page, `/zh/admin/customers/${buyer.userId}`)
  await expect.poll(() => page.getByTestId('console-customer-state').textContent()).toBe('已停用')
  await page.screenshot({ path: '/tmp/console-customer-zh.png', fullPage: true })
  // On a tablet.
  await page.setViewportSize({ width: 820, height: 1180 })
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(820)
  // A long e-mail address wraps inside the profile panel instead of running out of it.
  const overflow = await page.evaluate(() =>
    [...document.querySelectorAll('.console-facts dd')].map((dd) => {
      const panel = dd.closest('.console-panel')!.getBoundingClientRect()
      return Math.round(dd.getBoundingClientRect().right - panel.right)
    }),
  )
  expect(Math.max(...overflow)).toBeLessThanOrEqual(0)
  await page.screenshot({ path: '/tmp/console-customer-tablet.png', fullPage: true })
}, 120_000)
