/**
 * Real parts with full data (issue 21, item 2), in Chromium against the real server and its demo
 * catalogue: STM32F407VGT6 comes from Digi-Key's file with a description only ("IC MCU 32BIT 1MB
 * FLASH 100LQFP"); the import reads its parameters from that line, marks them derived, and gives
 * it a drawing of its package family, as it does every part.
 */
import { describe, expect, test } from 'vitest'
import { message } from '../support/text'
import { gotoHydrated, setupE2E } from './server'

const e2e = setupE2E()

async function stm32() {
  const [row] = await e2e.query<{ id: number; package: string }>(
    "SELECT p.goods_id AS id, p.package FROM parts p WHERE p.mpn_norm = 'STM32F407VGT6'",
  )
  return row!
}

describe('real parts with full data', () => {
  test('the product page lists parameters read from the description, each marked derived, and the package drawing', async () => {
    const { id, package: pkg } = await stm32()
    const page = await e2e.page()
    await gotoHydrated(page, `/productdetail/${id}`)
    await page.getByRole('tab', { name: message('en', 'product.tabParams') }).click()
    const params = page.getByTestId('parameters')
    await params.waitFor()
    const rows = await params
      .locator('tr')
      .evaluateAll((trs) => trs.map((tr) => [tr.querySelector('th')!.textContent, tr.querySelector('td')!.textContent]))
    const derived = ` (${message('en', 'product.derived')})`
    expect(rows).toEqual(
      expect.arrayContaining([
        ['Type', `Microcontroller${derived}`],
        ['Core Size', `32-bit${derived}`],
        ['Program Memory Size', `1 MB${derived}`],
        ['Mounting Type', `Surface Mount${derived}`],
      ]),
    )
    expect((await page.getByTestId('derived-note').textContent())?.trim()).toBe(message('en', 'product.derivedNote'))
    // RoHS: the data does not say, so the page does not either.
    await page.getByRole('tab', { name: message('en', 'product.tabInfo') }).click()
    await page.getByTestId('product-facts').getByText(message('en', 'product.unknown')).first().waitFor()

    const picture = page.locator('.product-title [data-testid="part-picture"]')
    expect(await picture.getAttribute('alt')).toBe(message('en', 'product.pictureAlt', { package: pkg }))
    const src = (await picture.getAttribute('src'))!
    expect(src).toMatch(/^\/assets\/packages\/qfp-[0-9a-f]{8}\.svg$/)
    expect(await picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true)
    const res = await fetch(e2e.baseUrl + src)
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toContain('image/svg+xml')
    expect(res.headers.get('cache-control')).toContain('max-age=31536000')
  })

  test('search rows and home cards show the picture too; an Arabic product page names the package in Arabic', async () => {
    const { id } = await stm32()
    const page = await e2e.page()
    await gotoHydrated(page, '/s?wd=STM32F407VGT6')
    const row = page.locator('[data-testid="part-table"] tbody tr[data-goods-id]').first()
    expect(await row.getByTestId('part-picture').getAttribute('src')).toMatch(/\/assets\/packages\/qfp-/)
    await gotoHydrated(page, '/')
    const cards = page.locator('.goods-card')
    expect(await cards.count()).toBeGreaterThan(0)
    expect(await cards.locator('[data-testid="part-picture"]').count()).toBe(await cards.count())
    await gotoHydrated(page, `/ar/productdetail/${id}`)
    const alt = await page.locator('.product-title [data-testid="part-picture"]').getAttribute('alt')
    expect(alt).toContain(message('ar', 'product.pictureAlt', { package: '' }).trim().split(' ')[0]!)
  })
})
