/**
 * Feed import in a browser (issue 32): an admin (made by `npm run admin -- create-user`, enrolled on
 * the setup page) imports a supplier's feed at /admin/catalogue/import — upload, the columns as
 * proposed, the preview's counts and rejected row, apply with its progress — and a buyer then finds
 * the new part by search at the feed's price, and in its category by a parameter filter.
 */
import { mkdir, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { createClient } from '@libsql/client'
import { expect, test } from 'vitest'
import { gotoConsole, setUpNewStaff, signInWithRecoveryCode } from './console-session'
import { gotoHydrated, setupE2E } from './server'

const e2e = setupE2E()

const FEED = [
  'Lieferantenliste E2E GmbH;;;;;;;',
  'Hersteller-Teilenummer;Hersteller;Beschreibung;Kategorie;Gehäuse;Lagerbestand;Mindestmenge;Preis ab 1;Preis ab 100',
  'E2EFEED-R4K7;Yageo;RES SMD 4.7K OHM 1% 1/10W 0603;Feed Widerstände;0603;12.000;1;0,0150;0,0090',
  'E2EFEED-R10K;Yageo;RES SMD 10K OHM 1% 1/10W 0603;Feed Widerstände;0603;8.000;1;0,0140;0,0080',
  'E2EFEED-R22K;Yageo;RES SMD 22K OHM 5% 1/10W 0603;Feed Widerstände;0603;3.000;1;0,0130;0,0070',
  'E2EFEED-BAD;Yageo;RES;Feed Widerstände;0603;-1;1;0,01;',
].join('\n')

test('an admin imports a feed in the console; a buyer finds the new part by search and by a parameter filter at its price', async () => {
  const page = await e2e.page({ viewport: { width: 1366, height: 900 } })
  const staff = await setUpNewStaff(e2e, page, 'catalogue@chipshop.test', 'admin')
  await gotoConsole(page, '/admin/catalogue/import')
  await signInWithRecoveryCode(page, staff)
  await page.waitForURL(/\/admin\/catalogue\/import$/)

  await page.getByRole('heading', { name: 'Import a supplier feed' }).waitFor()
  await page.getByLabel('Feed file').setInputFiles({
    name: 'e2e-feed.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(FEED, 'utf8'),
  })
  await page.getByLabel('Supplier', { exact: true }).fill('E2E Supplier')
  await page.getByRole('button', { name: 'Read the file' }).click()
  // The columns as proposed: the part number column, the price breaks.
  await expect.poll(() => page.getByRole('combobox', { name: 'Hersteller-Teilenummer' }).inputValue()).toBe('kind:mpn')
  expect(await page.getByRole('combobox', { name: 'Preis ab 100' }).inputValue()).toBe('tier:100')
  await page.getByRole('button', { name: 'Preview' }).click()
  const preview = page.getByTestId('import-preview')
  await preview.waitFor()
  const figure = (k: string) => preview.locator(`[data-figure="${k}"]`).textContent()
  expect(await figure('newParts')).toBe('3')
  expect(await figure('rejected')).toBe('1')
  expect(await page.getByTestId('import-rejected').textContent()).toContain('negative stock')
  await page.getByRole('button', { name: 'Apply the import' }).click()
  await expect
    .poll(() => page.getByRole('status').textContent(), { timeout: 30_000 })
    .toContain('Import done: 3 new parts')

  // The buyer finds it by search, at the feed's price.
  const buyer = await e2e.page({ viewport: { width: 1366, height: 900 } })
  await gotoHydrated(buyer, '/s?wd=E2EFEED-R4K7')
  const row = buyer.locator('[data-testid="part-table"] tbody tr').filter({ hasText: 'E2EFEED-R4K7' }).first()
  await row.waitFor()
  expect(await row.locator('.money').first().textContent()).toContain('0.015')

  // And in its category by the resistance filter (derived from the descriptions).
  // Its (new) category, by the resistance filter.
  const found = await e2e.api.catalogue.search({ query: { keyword: 'E2EFEED-R4K7', page_size: 20 } })
  const hit = (found.body as { data: { list: { part_number: string; category_id: number }[] } }).data.list.find(
    (h) => h.part_number === 'E2EFEED-R4K7',
  )!
  await gotoHydrated(buyer, `/category/${hit.category_id}`)
  const filters = buyer.getByTestId('category-filters')
  const box = filters.locator('label').filter({ hasText: '4.7 kΩ' }).locator('input')
  if (!(await box.isVisible())) await box.locator('xpath=ancestor::details[1]/summary').click()
  await Promise.all([buyer.waitForURL((url) => url.search.includes('4.7')), box.check()])
  await expect
    .poll(() => buyer.locator('[data-testid="part-table"] tbody tr').filter({ hasText: 'E2EFEED-' }).allTextContents())
    .toEqual([expect.stringContaining('E2EFEED-R4K7')])

  // The feed's new category waits for review; the admin places it under a top category.
  const [top] = await e2e.query<{ id: number; name: string }>(
    `SELECT c.id, t.name FROM categories c JOIN category_translations t ON t.category_id = c.id AND t.locale = 'en'
     WHERE c.depth = 0 AND c.needs_review = 0 ORDER BY t.name LIMIT 1`,
  )
  await gotoConsole(page, '/admin/catalogue/review')
  const item = page.getByTestId('review-category').filter({ hasText: 'Feed Widerstände' })
  await item.getByTestId('review-action').selectOption('place')
  await item.getByTestId('review-target').selectOption({ label: top!.name })
  await item.getByTestId('review-save').click()
  await page.getByTestId('console-notice').waitFor()
  await expect.poll(() => item.count()).toBe(0)
  const [placed] = await e2e.query<{ parent_id: number; needs_review: number }>(
    `SELECT c.parent_id, c.needs_review FROM categories c WHERE c.id = ?`,
    [hit.category_id],
  )
  expect(placed).toEqual({ parent_id: top!.id, needs_review: 0 })
})

test("a feed part's picture, once copied into the shop's files, shows on its product page and search row, served by the shop", async () => {
  // The copy itself (fetch, checks, file port) is tested in tests/contract/feed-pictures.test.ts
  // with a stand-in supplier host; here the copy a finished import leaves is put in place, as
  // the import writes it (a file under files/pictures/, the part's picture_url pointing at it).
  const png = Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAABAAAAAMCAIAAADkharWAAAAFUlEQVR4nGOQqzhBEmIY1TCqATsCAAtvBpBlVMKtAAAAAElFTkSuQmCC',
    'base64',
  )
  const name = `${crypto.randomUUID()}.png`
  await mkdir(join(e2e.server.dataDir, 'files/pictures'), { recursive: true })
  await writeFile(join(e2e.server.dataDir, 'files/pictures', name), png)
  const db = createClient({ url: `file:${e2e.server.dbFile}` })
  try {
    await db.execute({
      sql: "UPDATE parts SET picture_url = ? WHERE mpn = 'E2EFEED-R22K'",
      args: [`/api/site/pictures/${name}`],
    })
  } finally {
    db.close()
  }
  const [part] = await e2e.query<{ id: number }>("SELECT goods_id AS id FROM parts WHERE mpn = 'E2EFEED-R22K'")
  const page = await e2e.page()
  await gotoHydrated(page, `/productdetail/${part!.id}`)
  const picture = page.locator('.product-title [data-testid="part-picture"]')
  expect(await picture.getAttribute('src')).toBe(`/api/site/pictures/${name}`)
  // Loaded under the page's Content-Security-Policy (img-src 'self' data:).
  await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(16)
  if (process.env.SHOT_DIR) await page.screenshot({ path: join(process.env.SHOT_DIR, 'feed-picture-product.png') })
  await gotoHydrated(page, '/s?wd=E2EFEED-R22K')
  const row = page.locator('[data-testid="part-table"] tbody tr').filter({ hasText: 'E2EFEED-R22K' }).first()
  expect(await row.getByTestId('part-picture').getAttribute('src')).toBe(`/api/site/pictures/${name}`)
  await expect
    .poll(() => row.getByTestId('part-picture').evaluate((img: HTMLImageElement) => img.naturalWidth))
    .toBe(16)
})
