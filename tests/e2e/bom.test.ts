/**
 * The BOM tool in the browser (issue 19): a buyer uploads a messy xlsx with Chinese headers under a
 * title row, confirms the detected columns, sees matched and unmatched lines ('no offers found for
 * …' with the RFQ advice), changes the supplier of a line, exports the result as xlsx and sends the
 * selected lines to the cart in one step; the BOM is in the account's BOM list. Arabic: right to left.
 */
import * as XLSX from 'xlsx'
import { describe, expect, test } from 'vitest'
import { buildFile, CORPUS } from '../bom/corpus'
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
    // The dropdowns name the column kinds in the page's language, not by their keys (issue 33).
    const options = await page.locator('[data-testid="bom-column-1"] option').allTextContents()
    expect(options).toContain(message('zh', 'sheets.columns.mpn'))
    expect(options).toContain(message('zh', 'sheets.columns.quantity'))
    expect(options.filter((o) => o.startsWith('sheets.'))).toEqual([])
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
    // The line's actions look like links (a colour of their own and underlined), not plain text.
    const action = first.locator('[data-testid="bom-change-supplier"]')
    const look = await action.evaluate((el) => {
      const own = getComputedStyle(el)
      return { color: own.color, around: getComputedStyle(el.closest('td')!).color, line: own.textDecorationLine }
    })
    expect(look.color).not.toBe(look.around)
    expect(look.line).toContain('underline')
    // In Chinese "有货" stays on one line: its cell is no taller than one line of text.
    const stock = first.locator('[data-testid="bom-availability"]')
    expect(await stock.textContent()).toBe(message('zh', 'bom.inStock'))
    const box = await stock.evaluate((el) => {
      const range = document.createRange()
      range.selectNodeContents(el)
      return {
        lines: range.getClientRects().length,
        height: range.getBoundingClientRect().height,
        font: parseFloat(getComputedStyle(el).fontSize),
      }
    })
    expect(box.height).toBeLessThan(box.font * 2)
    await action.click()
    const choices = page.locator('[data-testid="bom-suppliers"] [data-testid="bom-use-supplier"]:not([disabled])')
    await expect.poll(() => choices.count(), { timeout: 20_000 }).toBeGreaterThan(0)
    // The supplier the line takes now is marked as chosen.
    const chosen = page.locator('[data-testid="bom-suppliers"] [data-testid="bom-supplier-chosen"]')
    await expect.poll(() => chosen.count()).toBe(1)
    expect(await chosen.textContent()).toContain(message('zh', 'bom.chosen'))
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

  test('done when: a messy 10,000-line xlsx with Chinese headers, matched and priced, a line fixed, exported, sent to the cart', async () => {
    // The quality corpus's Chinese file (title row, merged title, 规格型号 / 品牌 / 用量 / 位号 / 描述,
    // messy numbers, invented and look-alike lines) written at 10,000 lines.
    const corpus = buildFile({
      ...CORPUS.find((f) => f.name === 'zh-bom.xlsx')!,
      name: '主控板-10000.xlsx',
      lines: 10_000,
    })
    expect(corpus.expected.lines.length).toBe(10_000)
    const { userId, token } = await e2e.createUserSession()
    const page = await e2e.page({ locale: 'zh-CN' })
    await page.context().addCookies([{ name: 'token', value: token, url: e2e.baseUrl }])
    await gotoHydrated(page, '/zh/bom')
    const started = performance.now()
    await page.locator('[data-testid="bom-file"]').setInputFiles({
      name: corpus.name,
      mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      buffer: Buffer.from(corpus.bytes),
    })

    // The mapping step proposes the columns under the title row; the buyer confirms.
    const mapping = page.locator('[data-testid="bom-mapping"]')
    await expect.poll(() => mapping.isVisible(), { timeout: 60_000 }).toBe(true)
    expect(await mapping.textContent()).toContain(message('zh', 'bom.mappingText', { count: 10_000 }))
    await expect.poll(() => page.locator('[data-testid="bom-column-1"]').inputValue()).toBe('mpn')
    await expect.poll(() => page.locator('[data-testid="bom-column-2"]').inputValue()).toBe('manufacturer')
    await page.locator('[data-testid="bom-match"]').click()
    await page.waitForURL(/\/zh\/bom\/\d+$/, { timeout: 90_000 })
    const bomId = Number(/\/bom\/(\d+)$/.exec(page.url())![1])
    const uploadToResult = performance.now() - started

    // Matched and unmatched lines with prices in one table that draws only the rows in view; the
    // tabs count all 10,000.
    const lines = page.locator('[data-testid="bom-line"]')
    await expect.poll(() => lines.count(), { timeout: 30_000 }).toBeGreaterThan(5)
    expect(await lines.count()).toBeLessThan(80)
    const [counts] = await e2e.query<{ all: number; matched: number }>(
      'SELECT count(*) AS "all", count(part_id) AS matched FROM bom_lines WHERE bom_id = ?',
      [bomId],
    )
    const matched = Number(counts!.matched)
    expect(Number(counts!.all)).toBe(10_000)
    expect(matched).toBeGreaterThan(7_000)
    const number = new Intl.NumberFormat('zh-CN')
    const tabText = async (tab: string) => page.locator(`[role="tab"][data-tab="${tab}"]`).textContent()
    expect(await tabText('all')).toContain(number.format(10_000))
    expect(await tabText('matched')).toContain(number.format(matched))
    expect(await tabText('unmatched')).toContain(number.format(10_000 - matched))
    const priced = page.locator('[data-testid="bom-line"]:not(.bom-unmatched) td:nth-child(7)')
    expect(await priced.first().textContent()).toMatch(/\$\s?\d/)
    // Scrolled to the end, the table draws the last lines (asked for slice by slice), and still few rows.
    const box = page.locator('[data-testid="bom-scroll"]')
    for (let i = 0; i < 4; i++) {
      await box.evaluate((el) => el.scrollTo({ top: el.scrollHeight }))
      await page.waitForTimeout(300)
    }
    const last = page.locator('[data-testid="bom-line"]').last()
    await expect
      .poll(async () => Number(await last.getAttribute('data-row')), { timeout: 30_000 })
      .toBeGreaterThan(9_900)
    expect(await lines.count()).toBeLessThan(80)
    await box.evaluate((el) => el.scrollTo({ top: 0 }))

    // Fix a line: an unmatched look-alike takes one of the parts it may mean.
    await page.locator('[role="tab"][data-tab="unmatched"]').click()
    await expect
      .poll(() => page.locator('[data-testid="bom-line"].bom-unmatched').count(), { timeout: 20_000 })
      .toBeGreaterThan(5)
    expect(await page.locator('[data-testid="bom-line"]:not(.bom-unmatched)').count()).toBe(0)
    const fixable = page.locator('[data-testid="bom-line"]:has([data-testid="bom-change-part"])').first()
    const row = Number(await fixable.getAttribute('data-row'))
    const written = (await fixable.locator('td:nth-child(3)').textContent())!.replace(/[\u2066-\u2069]/g, '')
    expect(await fixable.locator('[data-testid="bom-nomatch"]').textContent()).toContain(
      message('zh', 'bom.noOffers', { part_number: written }),
    )
    await fixable.locator('[data-testid="bom-change-part"]').click()
    await page.locator('[data-testid="bom-use-part"]').first().click()
    await expect.poll(() => tabText('matched'), { timeout: 20_000 }).toContain(number.format(matched + 1))
    const [fixed] = await e2e.query<{ kind: string }>(
      'SELECT match_kind AS kind FROM bom_lines WHERE bom_id = ? AND row = ?',
      [bomId, row],
    )
    expect(fixed!.kind).toBe('manual')

    // Export: every line, and the total is the sum of the lines' extended prices and the page's.
    const download = page.waitForEvent('download', { timeout: 60_000 })
    await page.locator('[data-testid="bom-export"]').click()
    const { readFileSync } = await import('node:fs')
    const wb = XLSX.read(readFileSync(await (await download).path()), { type: 'buffer' })
    const rows = XLSX.utils.sheet_to_json<unknown[]>(wb.Sheets[wb.SheetNames[0]!]!, { header: 1, blankrows: false })
    const body = rows.filter((r) => typeof r[0] === 'number')
    expect(body).toHaveLength(10_000)
    expect(body.filter((r) => typeof r[12] === 'number')).toHaveLength(matched + 1)
    const sum = body.reduce((s, r) => s + (typeof r[12] === 'number' ? Math.round(r[12] * 1e5) : 0), 0)
    const total = rows.at(-1)!
    expect(total[0]).toBe(message('zh', 'bom.total'))
    expect(Math.round((total[12] as number) * 1e5)).toBe(sum)
    const shownTotal = await page.locator('[data-testid="bom-total"] strong').textContent()
    expect(shownTotal!.replace(/[^\d.]/g, '')).toBe((Math.round(sum / 1000) / 100).toFixed(2))

    // Select all (every matched line, not only this page) and send them to the cart in one call, all
    // or nothing: the cart takes only 200 lines, so nothing goes and the lines that cannot are named.
    await page.locator('[role="tab"][data-tab="matched"]').click()
    await page.locator('[data-testid="bom-select-all"]').check()
    await expect
      .poll(() => page.locator('[data-testid="bom-selected"]').textContent())
      .toContain(number.format(matched + 1))
    await page.locator('[data-testid="bom-to-cart"]').click()
    const refused = page.locator('[data-testid="bom-cart-refused"]')
    await expect.poll(() => refused.isVisible(), { timeout: 60_000 }).toBe(true)
    const nothing = (await refused.locator('p').first().textContent())!
    const [before, after] = message('zh', 'bom.cartNothingAdded', { count: '\u0000' }).split('\u0000')
    expect(nothing.startsWith(before!) && nothing.endsWith(after!)).toBe(true)
    const [none] = await e2e.query<{ n: number }>('SELECT count(*) AS n FROM cart_items WHERE user_id = ?', [userId])
    expect(Number(none!.n)).toBe(0)
    // "Add the others": the 200 that fit go, in one call.
    await refused.locator('[data-testid="bom-add-others"]').click()
    await expect.poll(() => refused.locator('[data-testid="bom-add-others"]').count(), { timeout: 60_000 }).toBe(0)
    const [cart] = await e2e.query<{ n: number }>('SELECT count(*) AS n FROM cart_items WHERE user_id = ?', [userId])
    expect(Number(cart!.n)).toBe(200)
    expect(await refused.textContent()).toContain(message('zh', 'bom.cartReasons.cartFull'))
    expect(await refused.locator('li').count()).toBe(50)
    // Lines whose offer another line put in the cart already go in too (the quantity grows): at least
    // 200 lines went, and the rest are counted.
    const shown = (await refused.locator('p').first().textContent())!
    const notAdded = Number(/（([\d,]+)）/.exec(shown)![1]!.replace(/,/g, ''))
    expect(shown).toBe(message('zh', 'bom.cartNotAdded', { count: number.format(notAdded) }))
    expect(notAdded).toBeLessThanOrEqual(matched + 1 - 200)
    expect(await refused.textContent()).toContain(
      message('zh', 'bom.moreNotAdded', { count: number.format(notAdded - 50) }),
    )
    // The cart shows them.
    const [first] = await e2e.query<{ mpn: string }>(
      `SELECT p.mpn FROM cart_items c JOIN goods g ON g.id = c.goods_id JOIN parts p ON p.id = g.part_id
        WHERE c.user_id = ? ORDER BY c.id LIMIT 1`,
      [userId],
    )
    await gotoHydrated(page, '/zh/shoppingcart')
    await expect.poll(() => page.locator('main').textContent(), { timeout: 30_000 }).toContain(first!.mpn)
    console.log(
      `BOM journey, 10,000 lines: upload to result ${Math.round(uploadToResult)} ms, whole test ${Math.round(performance.now() - started)} ms`,
    )
  }, 180_000)

  test('a BOM left at the column-mapping step reopens at that step, with its Match button', async () => {
    const { userId, token } = await e2e.createUserSession()
    const page = await e2e.page({ locale: 'zh-CN' })
    await page.context().addCookies([{ name: 'token', value: token, url: e2e.baseUrl }])
    await gotoHydrated(page, '/zh/bom')
    await page.locator('[data-testid="bom-file"]').setInputFiles({
      name: '留在映射.xlsx',
      mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      buffer: messyXlsx([
        ['型号', '用量'],
        ['NE555P', 5],
        ['LM358DR', 10],
      ]),
    })
    await expect.poll(() => page.locator('[data-testid="bom-mapping"]').isVisible(), { timeout: 20_000 }).toBe(true)
    const [bom] = await e2e.query<{ id: number }>('SELECT id FROM boms WHERE user_id = ? ORDER BY id DESC LIMIT 1', [
      userId,
    ])
    // The buyer leaves and comes back through the BOM's own address.
    await gotoHydrated(page, `/zh/bom/${bom!.id}`)
    await expect.poll(() => page.locator('[data-testid="bom-mapping"]').isVisible(), { timeout: 20_000 }).toBe(true)
    expect(await page.locator('[data-testid="bom-nomatch"]').count()).toBe(0)
    await page.locator('[data-testid="bom-match"]').click()
    await expect.poll(() => page.locator('[data-testid="bom-line"]').count(), { timeout: 30_000 }).toBe(2)
  })

  test('phone (390 px): an unmatched line’s "no offers found" spans the offer’s columns, not a narrow one', async () => {
    const { token } = await e2e.createUserSession()
    const page = await e2e.page({ locale: 'zh-CN', viewport: { width: 390, height: 844 } })
    await page.context().addCookies([{ name: 'token', value: token, url: e2e.baseUrl }])
    await gotoHydrated(page, '/zh/bom')
    await page.locator('[data-testid="bom-paste"]').fill('ZQX9981QQ7 2\nNE555P 10\n')
    await page.locator('.bom-upload > button.button-secondary').click()
    await page.locator('[data-testid="bom-match"]').click()
    await page.waitForURL(/\/zh\/bom\/\d+$/, { timeout: 30_000 })
    const note = page.locator('[data-testid="bom-line"][data-row="1"] [data-testid="bom-nomatch"]')
    await expect.poll(() => note.isVisible(), { timeout: 20_000 }).toBe(true)
    const box = (await note.boundingBox())!
    expect(box.width).toBeGreaterThanOrEqual(250)
    // Its first sentence on a line or two, not a word a line.
    const lineHeight = await note
      .locator('p')
      .first()
      .evaluate((p) => parseFloat(getComputedStyle(p).lineHeight) || 20)
    const first = (await note.locator('p').first().boundingBox())!
    expect(first.height).toBeLessThanOrEqual(lineHeight * 2.5)
  })

  for (const [name, viewport] of [
    ['phone', { width: 390, height: 844 }],
    ['desktop', { width: 1280, height: 900 }],
  ] as const)
    test(`zh at ${name} width: the result stays inside its container, 有货 on one line, a minimum above the need flagged`, async () => {
      // A part whose every offer sells at least 10: a line that needs 1 must buy more.
      const [part] = await e2e.query<{ mpn: string }>(
        `SELECT p.mpn FROM parts p WHERE p.mpn GLOB '[A-Z0-9]*' AND p.mpn NOT GLOB '*[ ,;]*'
           AND (SELECT count(*) FROM parts q WHERE q.mpn_norm = p.mpn_norm) = 1
           AND NOT EXISTS (SELECT 1 FROM goods g WHERE g.part_id = p.id AND g.moq < 10)
           AND EXISTS (SELECT 1 FROM goods g WHERE g.part_id = p.id AND g.stock >= 10 * g.moq)
         ORDER BY p.id LIMIT 1`,
      )
      const { token } = await e2e.createUserSession()
      const page = await e2e.page({ locale: 'zh-CN', viewport })
      await page.context().addCookies([{ name: 'token', value: token, url: e2e.baseUrl }])
      await gotoHydrated(page, '/zh/bom')
      await page.locator('[data-testid="bom-paste"]').fill(`${part!.mpn} 1\nZQX9981QQ7 2\n`)
      await page.locator('.bom-upload > button.button-secondary').click()
      await page.locator('[data-testid="bom-match"]').click()
      await page.waitForURL(/\/zh\/bom\/\d+$/, { timeout: 30_000 })
      const line = page.locator('[data-testid="bom-line"][data-row="1"]')
      await expect
        .poll(() => line.locator('[data-testid="bom-availability"]').textContent(), { timeout: 20_000 })
        .toBe(message('zh', 'bom.inStock'))
      const flag = line.locator('[data-testid="bom-over-minimum"]')
      expect(await flag.textContent()).toMatch(/^起订量 [\d,]+，需要 1$/)
      // The page never scrolls sideways: the table scrolls inside its own box, which fits its container.
      const fit = await page.evaluate(() => {
        const wrap = document.querySelector('.bom-table-wrap')!
        return {
          page: document.documentElement.scrollWidth,
          viewport: window.innerWidth,
          wrap: wrap.getBoundingClientRect().width,
          container: wrap.parentElement!.getBoundingClientRect().width,
        }
      })
      expect(fit.page).toBeLessThanOrEqual(fit.viewport)
      expect(fit.wrap).toBeLessThanOrEqual(fit.container + 0.5)
      // 有货 on one line, not a character a line.
      const stock = await line.locator('[data-testid="bom-availability"]').evaluate((el) => {
        const range = document.createRange()
        range.selectNodeContents(el)
        return { height: range.getBoundingClientRect().height, font: parseFloat(getComputedStyle(el).fontSize) }
      })
      expect(stock.height).toBeLessThan(stock.font * 2)
      await page.screenshot({ path: `/tmp/bom-zh-${name}.png`, fullPage: true })
    })

  test('"Change part" on a matched line has a search box of its own that finds another part to use', async () => {
    const [a, b] = await e2e.query<{ mpn: string }>(
      `SELECT p.mpn FROM parts p WHERE p.mpn GLOB '[A-Z0-9]*' AND p.mpn NOT GLOB '*[ ,;]*' AND length(p.mpn_norm) >= 5
         AND (SELECT count(*) FROM parts q WHERE q.mpn_norm = p.mpn_norm) = 1
         AND EXISTS (SELECT 1 FROM goods g WHERE g.part_id = p.id AND g.stock > 100)
       ORDER BY p.id LIMIT 2`,
    )
    const { token } = await e2e.createUserSession()
    const page = await e2e.page({ locale: 'en-US' })
    await page.context().addCookies([{ name: 'token', value: token, url: e2e.baseUrl }])
    await gotoHydrated(page, '/bom')
    await page.locator('[data-testid="bom-paste"]').fill(`${a!.mpn} 1\n`)
    await page.locator('.bom-upload > button.button-secondary').click()
    await page.locator('[data-testid="bom-match"]').click()
    await page.waitForURL(/\/bom\/\d+$/, { timeout: 30_000 })
    const line = page.locator('[data-testid="bom-line"][data-row="1"]')
    await line.locator('[data-testid="bom-change-part"]').click()
    const box = page.locator('[data-testid="bom-candidates"]')
    await expect.poll(() => box.isVisible(), { timeout: 20_000 }).toBe(true)
    await page.locator('[data-testid="bom-part-search"]').fill(b!.mpn)
    await page.locator('[data-testid="bom-part-search"]').press('Enter')
    const hit = box.locator('li[data-relation="search"]').first()
    await expect.poll(() => hit.textContent(), { timeout: 20_000 }).toContain(b!.mpn)
    expect(await hit.textContent()).toContain(message('en', 'bom.relations.search'))
    await page.screenshot({ path: '/tmp/bom-change-part.png' })
    await hit.locator('[data-testid="bom-use-part"]').click()
    await expect.poll(() => line.locator('td').nth(4).textContent(), { timeout: 20_000 }).toContain(b!.mpn)
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
