/** The checkout page's forms in a browser, for the buying tests. */
import type { Page } from 'playwright'
import { expect } from 'vitest'
import type { GERMAN_ADDRESS } from '../support/addresses'

/**
 * Types a new shipping address into the checkout form as a buyer does, then waits for the
 * shipping methods the address gives.
 */
export async function fillShippingAddress(page: Page, a: typeof GERMAN_ADDRESS) {
  await page.fill('#shipping_address-contact_name', a.contact_name)
  await page.fill('#shipping_address-telephone', a.telephone)
  await page.selectOption('#shipping_address-country', a.country)
  await page.fill('#shipping_address-state', a.state)
  await page.fill('#shipping_address-city', a.city)
  await page.fill('#shipping_address-postal_code', a.postal_code)
  await page.fill('#shipping_address-address_line1', a.address_line1)
  await expect.poll(() => page.getByTestId('shipping-methods').locator('input').count()).toBeGreaterThan(0)
}
