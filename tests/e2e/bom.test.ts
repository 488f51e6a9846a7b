/**
 * The BOM tool in the browser (issue 19): a buyer uploads a messy xlsx with Chinese headers under a
 * title row, confirms the detected columns, sees matched and unmatched lines ('no offers found for
 * …' with the RFQ advice), changes the supplier of a line, exports the result as xlsx and sends the
 * selected lines to the cart in one step; the BOM is in the account's BOM list. Arabic: right to left.
 */
import * as XLSX from 'xlsx'
import { describe, expect, test } from 'vitest'
import { message } from '../support/text'
import { gotoHydrated, setupE2E } from './server'

const e2e = setupE2E()

function messyXlsx(rows: unknown[][]): Buffer {
  const book = XLSX.utils.book_new()
  XLSX.utils.book_append_sheet(book, XLSX.utils.aoa_to_sheet(rows), '物料')
  return Buffer.from(XLSX.write(book, { type: 'array', bookType: 'xlsx' }) as ArrayBuffer)
}

describe('the BOM tool', () => {
  test('upload a messy xlsx with Chinese headers, confirm the columns, change a supplier, export, send to the cart', async () => {
    const [multi] = await e2e.query<{ mpn: string }>(
      `SELECT p.mpn FROM parts p WHERE p.source = 'octopart'
         AND (SELECT count(*) FROM parts q WHERE q.mpn_norm = p.mpn_norm) = 1
         AND (SELECT count(*) FROM goods g WHERE g.part_id = p.id AND g.stock >= 1000) >= 2
       ORDER BY p.id LIMIT 1`,
    )
    const { userId, token } = await e2e.createUserSession()
    const page = await e2e.page({ locale: 'zh-CN' })
    await page.context().addCookies([{ name: 'token', value: token, url: e2e.baseUrl }])
    await gotoHydrated(page, '/zh/bom')

    const file = messyXlsx([
      ['ACME 主板 物料清单'],
      [],
      ['序号', '规格型号', '品牌', '用量', '位号'],
      [1, multi!.mpn.toLowerCase(), '', 5, ''],
      [2, 'NE555P', '', '', 'U1-U3'],
      [3, 'ZQX9981QQ7', 'TI', 2, ''],
    ])
    await page.locator('[data-testid="bom-file"]').setInputFiles({
      name: '主板.xlsx',
      mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      buffer: file,
    })
    // The column-mapping step: the part number column found under the title row.
    const mapping = page.locator('[data-testid="bom-mapping"]')
    await expect.poll(() => mapping.isVisible(), { timeout: 20_000 }).toBe(true)
    await expect.poll(() => page.locator('[data-testid="bom-column-1"]').inputValue()).toBe('mpn')
    await expect.poll(() => page.locator('[data-testid="bom-column-3"]').inputValue()).toBe('quantity')
    await page.locator('[data-testid="bom-match"]').click()
    await page.waitForURL(/\/zh\/bom\/\d+$/, { timeout: 30_000 })

    const lines = page.locator('[data-testid="bom-line"]')
    await expect.poll(() => lines.count(), { timeout: 20_000 }).toBe(3)
    const unmatched = page.locator('[data-testid="bom-line"][data-row="6"] [data-testid="bom-nomatch"]')
    await expect
      .poll(() => unmatched.textContent())
      .toContain(message('zh', 'bom.noOffers', { part_number: 'ZQX9981QQ7' }))
    const total = async () => page.locator('[data-testid="bom-total"] strong').textContent()
    const before = await total()

    // Change the supplier of the first line.
    const first = page.locator('[data-testid="bom-line"][data-row="4"]')
    await first.locator('[data-testid="bom-change-supplier"]').click()
    const choices = page.locator('[data-testid="bom-suppliers"] [data-testid="bom-use-supplier"]:not([disabled])')
    await expect.poll(() => choices.count(), { timeout: 20_000 }).toBeGreaterThan(0)
    await choices.first().click()
    await expect
      .poll(
        async () =>
          (
            await e2e.query<{ pinned: number }>(
              `SELECT goods_pinned AS pinned FROM bom_lines l JOIN boms b ON b.id = l.bom_id WHERE b.user_id = ? AND l.row = 4`,
              [userId],
            )
          )[0]?.pinned,
        { timeout: 20_000 },
      )
      .toBe(1)
    await expect.poll(total, { timeout: 20_000 }).not.toBe(before)

    // Export: an xlsx of the result.
    const download = page.waitForEvent('download')
    await page.locator('[data-testid="bom-export"]').click()
    const saved = await (await download).path()
    const { readFileSync } = await import('node:fs')
    const wb = XLSX.read(readFileSync(saved), { type: 'buffer' })
    const rows = XLSX.utils.sheet_to_json<unknown[]>(wb.Sheets[wb.SheetNames[0]!]!, { header: 1, blankrows: false })
    expect(rows.some((r) => r[0] === message('zh', 'bom.row'))).toBe(true)
    expect(rows.at(-1)![0]).toBe(message('zh', 'bom.total'))

    // Select every line that can be bought and send them to the cart in one step.
    await page.locator('thead input[type="checkbox"]').check()
    await expect.poll(() => page.locator('[data-testid="bom-selected"]').textContent()).toContain('2')
    await page.locator('[data-testid="bom-to-cart"]').click()
    await expect
      .poll(
        async () =>
          (await e2e.query<{ n: number }>('SELECT count(*) AS n FROM cart_items WHERE user_id = ?', [userId]))[0]?.n,
        {
          timeout: 20_000,
        },
      )
      .toBe(2)

    // The account's BOM list has it.
    await gotoHydrated(page, '/zh/myaccount/bom-list')
    await expect.poll(() => page.locator('[data-testid="bom-list"]').textContent()).toContain('主板')
  })

  test('Arabic: the BOM page reads right to left', async () => {
    const { token } = await e2e.createUserSession()
    const page = await e2e.page()
    await page.context().addCookies([{ name: 'token', value: token, url: e2e.baseUrl }])
    await gotoHydrated(page, '/ar/bom')
    expect(await page.locator('html').getAttribute('dir')).toBe('rtl')
    expect(await page.locator('main h1').first().textContent()).toBe(message('ar', 'home.bomTitle'))
  })
})
