/**
 * The 18 BOM calls of spec §7 through the typed client (and raw multipart uploads) on a real SQLite
 * file with the demo catalogue: upload a messy spreadsheet with Chinese headers, confirm or correct
 * the columns, match (right parts, invented numbers unmatched, prefix look-alikes with candidates),
 * order quantities and tier prices by the cart's rules, usage sets, change quantity, supplier and
 * part, add and delete lines, rename, list, export as xlsx, delete. Bad files (empty, a wrong type
 * renamed .xlsx, 6 MB, 10,001 lines, formula cells, a csv with only a header) get the reader's
 * message; another user's BOM is refused (404); listing, renaming, deleting and exporting need a session (4001).
 */
import { sql } from 'drizzle-orm'
import * as XLSX from 'xlsx'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import type { BomLine } from '../../contract/bom'
import { validQuantity, tierFor } from '../../contract/pricing'
import { inList } from '../../server/db/lists'
import { parseTiers } from '../../server/domains/parts/money'
import { errorOf, okData, startTestApp, type TestApp } from '../support/test-app'
import { message } from '../support/text'

let t: TestApp
beforeAll(async () => {
  t = await startTestApp({ now: '2026-11-25T10:00:00.000Z' })
})
afterAll(() => t?.close())

async function buyer(lang = 'en') {
  const s = await t.createUserSession()
  return { ...s, lang, api: t.client({ lang, authorization: `Bearer ${s.token}` }) }
}
type Buyer = Awaited<ReturnType<typeof buyer>>

function xlsx(rows: unknown[][], edit?: (sheet: XLSX.WorkSheet) => void): Uint8Array<ArrayBuffer> {
  const sheet = XLSX.utils.aoa_to_sheet(rows)
  edit?.(sheet)
  const wb = XLSX.utils.book_new()
  XLSX.utils.book_append_sheet(wb, sheet, 'BOM')
  return new Uint8Array(XLSX.write(wb, { type: 'array', bookType: 'xlsx' }) as ArrayBuffer)
}

function upload(b: Buyer, file: Uint8Array | null, name: string, fields: Record<string, string> = {}) {
  const form = new FormData()
  if (file) form.append('file', new Blob([file as Uint8Array<ArrayBuffer>]), name)
  for (const [k, v] of Object.entries(fields)) form.append(k, v)
  return t.request('/api/bom/uploadBom', {
    method: 'POST',
    body: form,
    headers: { authorization: `Bearer ${b.token}`, lang: b.lang },
  })
}

type Part = { id: number; mpn: string; maker: string; xref: string | null }
const part = async (where: string) =>
  (
    await t.db.all<Part>(
      sql.raw(`SELECT p.id, p.mpn, m.name AS maker, (SELECT code FROM part_xrefs x WHERE x.part_id = p.id AND x.code NOT LIKE p.mpn || '%' LIMIT 1) AS xref
               FROM parts p JOIN manufacturers m ON m.id = p.manufacturer_id
               WHERE ${where} AND (SELECT count(*) FROM parts q WHERE q.mpn_norm = p.mpn_norm) = 1
                 AND EXISTS (SELECT 1 FROM goods g WHERE g.part_id = p.id AND g.stock > 0)
               ORDER BY p.id LIMIT 1`),
    )
  )[0]!

let owner: Buyer
let bomId: number
let lines: BomLine[]
const parts = {} as Record<'lower' | 'xref' | 'multi', Part>

describe('a BOM from upload to export', () => {
  beforeAll(async () => {
    owner = await buyer('zh')
    parts.lower = await part(`p.source = 'digikey' AND p.mpn GLOB '*[A-Z]*' AND length(p.mpn) > 6`)
    parts.xref = await part(
      `p.source = 'digikey' AND p.id > ${parts.lower.id} AND EXISTS (SELECT 1 FROM part_xrefs x WHERE x.part_id = p.id AND x.code NOT LIKE p.mpn || '%')`,
    )
    parts.multi = await part(`p.source = 'octopart' AND (SELECT count(*) FROM goods g WHERE g.part_id = p.id) >= 2`)
  })

  test('uploadBom reads a messy xlsx with Chinese headers and proposes the columns (status mapping)', async () => {
    const file = xlsx([
      ['物料清单 ACME 主板 V2'],
      [],
      ['序号', '规格型号', '品牌', '用量', '位号', '描述'],
      [1, 'TIP120', 'onsemi', '1,000', '', ''],
      [2, parts.lower.mpn.toLowerCase(), '', '', 'U1-U4', ''],
      [3, parts.xref.xref, '', '10个', '', ''],
      [4, 'ti p12-0', 'ST', 5, '', ''],
      [5, 'ZQX9981QQ7', 'TI', 3, '', ''],
      [6, 'stm32f40', '', 2, '', ''],
      [7, '', '', 100, 'R1-R100', '10k 0603 1%'],
      [8, parts.multi.mpn, '', 7, '', ''],
    ])
    const res = await upload(owner, file, '主板 BOM.xlsx')
    expect(res.status).toBe(200)
    const { data } = (await res.json()) as {
      data: { bom: { id: number; status: string; line_count: number; name: string }; columns: any }
    }
    expect(data.bom).toMatchObject({ status: 'mapping', line_count: 8, name: '主板 BOM' })
    expect(data.columns.header_row).toBe(2)
    expect(data.columns.mapping).toMatchObject({ mpn: 1, manufacturer: 2, quantity: 3, designators: 4, description: 5 })
    expect(data.columns.rows[0][0]).toBe('物料清单 ACME 主板 V2')
    bomId = data.bom.id
    // The file went through the file store.
    const [row] = await t.db.all<{ file_key: string }>(sql`SELECT file_key FROM boms WHERE id = ${bomId}`)
    expect(await t.ports.files.get(row!.file_key)).toEqual(file)
  })

  test('mateBom matches: right parts, invented and prefix lines unmatched, offers priced by the cart’s rules', async () => {
    const summary = okData(await owner.api.bom.mateBom({ body: { bom_id: bomId } }))
    expect(summary).toMatchObject({ status: 'matched', line_count: 8 })
    const page = okData(await owner.api.bom.mainBomList({ query: { bom_id: bomId, page_size: 100 } }))
    lines = page.list
    const byRow = (row: number) => lines.find((l) => l.row === row)!
    // TIP120 is made by onsemi and by ST: the manufacturer column picks one.
    expect(byRow(4)).toMatchObject({
      match_kind: 'alias-narrowed',
      part: { part_number: 'TIP120', manufacturer: 'onsemi' },
    })
    expect(byRow(4).quantity).toBe(1000)
    expect(byRow(5).part?.part_number).toBe(parts.lower.mpn)
    expect(byRow(5).quantity).toBe(4) // from the designators U1-U4
    expect(byRow(6)).toMatchObject({ match_kind: 'cross-reference', part: { part_number: parts.xref.mpn } })
    // 'ti p12-0' is TIP120 (here ST's), not a part of the maker TI.
    expect(byRow(7).part).toMatchObject({ part_number: 'TIP120', manufacturer: 'STMicroelectronics' })
    expect(byRow(8)).toMatchObject({ matched: false, part: null, offer: null, match_kind: 'none' })
    expect(byRow(9)).toMatchObject({ matched: false, part: null, match_kind: 'candidates-only' })
    expect(byRow(9).candidate_count).toBeGreaterThan(0)
    expect(byRow(10)).toMatchObject({ matched: true, match_kind: 'parametric' })
    expect(byRow(10).part?.description).toMatch(/10\s*k/i)

    // Counts and tabs.
    const matched = lines.filter((l) => l.matched)
    expect(page.counts).toEqual({ all: 8, matched: matched.length, unmatched: 8 - matched.length })
    const tab = okData(await owner.api.bom.mainBomList({ query: { bom_id: bomId, tab: 'unmatched' } }))
    expect(tab.list.map((l) => l.row)).toEqual([8, 9])

    // Every matched line's offer: order quantity and tier price by the offer's rules; the total is their sum.
    let total = 0n
    for (const l of matched) {
      const o = l.offer!
      const [g] = await t.db.all<{ moq: number; multiple: number; price_tiers: string }>(
        sql`SELECT moq, multiple, price_tiers FROM goods WHERE id = ${o.goods_id}`,
      )
      expect(o.order_qty).toBe(validQuantity(l.quantity, g!.moq, g!.multiple))
      expect(e5(o.unit_price)).toBe(BigInt(tierFor(parseTiers(g!.price_tiers), o.order_qty)!.unitE5))
      expect(e5(o.ext_price)).toBe(e5(o.unit_price) * BigInt(o.order_qty))
      total += e5(o.ext_price)
    }
    expect(e5(summary.total)).toBe(total)
  })

  test('the chosen offer is in stock for the order quantity at the lowest extended price; moreSupplier lists all', async () => {
    const line = lines.find((l) => l.part?.part_number === parts.multi.mpn)!
    const more = okData(await owner.api.bom.moreSupplier({ query: { bom_id: bomId, line_id: line.id } }))
    expect(more.list.length).toBeGreaterThanOrEqual(2)
    expect(more.chosen).toBe(line.offer!.goods_id)
    const inStock = more.list.filter((o) => o.availability === 'inStock')
    const cheapest = inStock.reduce((a, b) => (e5(b.ext_price) < e5(a.ext_price) ? b : a))
    expect(line.offer!.goods_id).toBe(cheapest.goods_id)

    // Another supplier: kept when quantities change.
    const other = more.list.find((o) => o.goods_id !== line.offer!.goods_id)!
    const changed = okData(
      await owner.api.bom.changeSupplier({ body: { bom_id: bomId, line_id: line.id, goods_id: other.goods_id } }),
    )
    expect(changed.offer!.goods_id).toBe(other.goods_id)
    const qty = okData(await owner.api.bom.changeQty({ body: { bom_id: bomId, line_id: line.id, quantity: 20 } }))
    expect(qty).toMatchObject({ quantity: 20, offer: { goods_id: other.goods_id } })

    // An offer of another part is refused.
    const foreign = lines.find((l) => l.offer && l.part?.part_id !== line.part?.part_id)!.offer!.goods_id
    const refused = await owner.api.bom.changeSupplier({ body: { bom_id: bomId, line_id: line.id, goods_id: foreign } })
    expect(errorOf(refused, 404).message).toBe(message('zh', 'api.goodsNotFound'))
  })

  test('multiplexBom multiplies every requested quantity by the usage sets', async () => {
    const before = okData(await owner.api.bom.mainBom({ query: { bom_id: bomId } }))
    const summary = okData(await owner.api.bom.multiplexBom({ body: { bom_id: bomId, sets: 3 } }))
    expect(summary.sets).toBe(3)
    const after = okData(await owner.api.bom.mainBomList({ query: { bom_id: bomId, tab: 'matched', page_size: 100 } }))
    let total = 0n
    for (const l of after.list) {
      expect(l.offer!.order_qty).toBeGreaterThanOrEqual(l.quantity * 3)
      expect(l.offer!.order_qty).toBe(validQuantity(l.quantity * 3, l.offer!.moq, l.offer!.multiple))
      total += e5(l.offer!.ext_price)
    }
    expect(e5(summary.total)).toBe(total)
    expect(e5(summary.total)).toBeGreaterThan(e5(before.total))
    const bad = await owner.api.bom.multiplexBom({ body: { bom_id: bomId, sets: 0 } })
    expect(errorOf(bad, 400).data?.errors[0]?.field).toBe('sets')
  })

  test('morePartNumber offers candidates for a look-alike; changePartNumber takes one (manual)', async () => {
    const line = lines.find((l) => l.row === 9)!
    const more = okData(await owner.api.bom.morePartNumber({ query: { bom_id: bomId, line_id: line.id } }))
    expect(more.list.length).toBe(line.candidate_count)
    expect(more.list.every((p) => p.part_number.toUpperCase().startsWith('STM32F40'))).toBe(true)
    const chosen = okData(
      await owner.api.bom.changePartNumber({
        body: { bom_id: bomId, line_id: line.id, part_id: more.list[0]!.part_id },
      }),
    )
    expect(chosen).toMatchObject({ matched: true, match_kind: 'manual', part: { part_id: more.list[0]!.part_id } })
    // A refresh (mateBom again) keeps the buyer's choice.
    okData(await owner.api.bom.mateBom({ body: { bom_id: bomId } }))
    const again = okData(await owner.api.bom.mainBomList({ query: { bom_id: bomId, page_size: 100 } }))
    expect(again.list.find((l) => l.id === line.id)).toMatchObject({ match_kind: 'manual' })
    const missing = await owner.api.bom.changePartNumber({
      body: { bom_id: bomId, line_id: line.id, part_id: 2 ** 30 },
    })
    expect(errorOf(missing, 404).message).toBe(message('zh', 'api.partNotFound'))
  })

  test('addBomSource adds a matched line; delBomSource deletes lines', async () => {
    const added = okData(
      await owner.api.bom.addBomSource({
        body: { bom_id: bomId, part_number: 'tip120', manufacturer: 'onsemi', quantity: 2 },
      }),
    )
    expect(added).toMatchObject({ row: 12, matched: true, part: { part_number: 'TIP120' }, quantity: 2 })
    const summary = okData(
      await owner.api.bom.delBomSource({ query: { bom_id: bomId, line_id: String(added.id) as never } }),
    )
    expect(summary.line_count).toBe(8)
  })

  test('editBomName, bomList and mainBom', async () => {
    const renamed = okData(await owner.api.bom.editBomName({ body: { bom_id: bomId, name: '主板 V2' } }))
    expect(renamed.name).toBe('主板 V2')
    const list = okData(await owner.api.bom.bomList({ query: {} }))
    expect(list.list.map((b) => b.id)).toContain(bomId)
    const head = okData(await owner.api.bom.mainBom({ query: { bom_id: bomId } }))
    expect(head).toMatchObject({ name: '主板 V2', file_name: '主板 BOM.xlsx', sets: 3, line_count: 8 })
    const blank = await owner.api.bom.editBomName({ body: { bom_id: bomId, name: '  ' } })
    expect(errorOf(blank, 400).data?.errors[0]?.field).toBe('name')
  })

  test('exportBom: an xlsx of the result with headers in the Lang language and the total', async () => {
    const res = await t.request(`/api/bom/exportBom?bom_id=${bomId}`, {
      headers: { authorization: `Bearer ${owner.token}`, lang: 'zh' },
    })
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toContain('spreadsheetml')
    const wb = XLSX.read(new Uint8Array(await res.arrayBuffer()), { type: 'array' })
    const rows = XLSX.utils.sheet_to_json<unknown[]>(wb.Sheets[wb.SheetNames[0]!]!, { header: 1, blankrows: false })
    const header = rows.find((r) => r[0] === message('zh', 'bom.row'))!
    expect(header).toContain(message('zh', 'bom.matchedPart'))
    expect(header).toContain(message('zh', 'bom.unitPriceUsd'))
    const head = okData(await owner.api.bom.mainBom({ query: { bom_id: bomId } }))
    const last = rows[rows.length - 1]!
    expect(last[0]).toBe(message('zh', 'bom.total'))
    expect(last.at(-1)).toBeCloseTo(Number(head.total), 5)
    expect(rows.filter((r) => typeof r[0] === 'number')).toHaveLength(8)
    const unmatched = rows.find((r) => r[1] === 'ZQX9981QQ7')!
    expect(unmatched[6]).toBe(message('zh', 'bom.noOffers', { part_number: 'ZQX9981QQ7' }))
  })

  test('another user’s BOM is refused (404), and delBom ignores ids that are not the user’s', async () => {
    const other = await buyer('de')
    const nf = message('de', 'api.bomNotFound')
    const line = lines[0]!.id
    const answers = [
      await other.api.bom.mainBom({ query: { bom_id: bomId } }),
      await other.api.bom.mainBomList({ query: { bom_id: bomId } }),
      await other.api.bom.mateBom({ body: { bom_id: bomId } }),
      await other.api.bom.editBomName({ body: { bom_id: bomId, name: 'mine' } }),
      await other.api.bom.changeQty({ body: { bom_id: bomId, line_id: line, quantity: 1 } }),
      await other.api.bom.multiplexBom({ body: { bom_id: bomId, sets: 2 } }),
      await other.api.bom.delBomSource({ query: { bom_id: bomId, line_id: String(line) as never } }),
      await other.api.bom.moreSupplier({ query: { bom_id: bomId, line_id: line } }),
      await other.api.bom.changeSupplier({ body: { bom_id: bomId, line_id: line, goods_id: 1 } }),
      await other.api.bom.addBomSource({ body: { bom_id: bomId, part_number: 'TIP120', quantity: 1 } }),
      await other.api.bom.morePartNumber({ query: { bom_id: bomId, line_id: line } }),
      await other.api.bom.changePartNumber({ body: { bom_id: bomId, line_id: line, part_id: 1 } }),
      await other.api.bom.changeBomMatching({ body: { bom_id: bomId, mapping: { mpn: 1 } } }),
      await other.api.bom.exportBom({ query: { bom_id: bomId } }),
      await other.api.bom.addCart({ body: { bom_id: bomId, line_ids: [line] } }),
    ]
    for (const a of answers) expect(errorOf(a, 404).message).toBe(nf)
    expect(okData(await other.api.bom.delBom({ query: { bom_id: String(bomId) as never } })).deleted).toBe(0)
    expect(okData(await other.api.bom.bomList({ query: {} })).total).toBe(0)
    expect(okData(await owner.api.bom.mainBom({ query: { bom_id: bomId } })).line_count).toBe(8)
  })

  test('changeBomMatching reads the file again with the corrected columns; a mapping that does not fit is refused', async () => {
    const wrong = await owner.api.bom.changeBomMatching({ body: { bom_id: bomId, mapping: { mpn: 40 } } })
    expect(errorOf(wrong, 400).message).toBe(message('zh', 'sheets.invalidMapping'))
    // The description column as the part number: nothing but the description line has text there.
    const summary = okData(
      await owner.api.bom.changeBomMatching({
        body: { bom_id: bomId, mapping: { mpn: 5, quantity: 3 }, header_row: 2 },
      }),
    )
    expect(summary.matched_count).toBe(0)
    const head = okData(await owner.api.bom.mainBom({ query: { bom_id: bomId } }))
    expect(head.columns.mapping).toEqual({ mpn: 5, quantity: 3 })
    const back = okData(
      await owner.api.bom.mateBom({
        body: { bom_id: bomId, mapping: { mpn: 1, manufacturer: 2, quantity: 3, designators: 4, description: 5 } },
      }),
    )
    // Lines read anew are matched anew: the part chosen by hand for the look-alike is gone with its line.
    expect(back.matched_count).toBe(lines.filter((l) => l.matched).length)
  })

  test('delBom deletes the user’s BOM and its uploaded file from the file store', async () => {
    const [row] = await t.db.all<{ file_key: string }>(sql`SELECT file_key FROM boms WHERE id = ${bomId}`)
    expect(await t.ports.files.get(row!.file_key)).not.toBeNull()
    expect(okData(await owner.api.bom.delBom({ query: { bom_id: String(bomId) as never } })).deleted).toBe(1)
    expect(errorOf(await owner.api.bom.mainBom({ query: { bom_id: bomId } }), 404).code).toBe(404)
    expect(await t.ports.files.get(row!.file_key)).toBeNull()
  })
})

const e5 = (money: string) => BigInt(money.replace('.', ''))

describe('uploads: pasted text, and files the reader refuses with its message', () => {
  let b: Buyer
  beforeAll(async () => {
    b = await buyer('en')
  })

  const refusal = async (res: Response) => {
    const body = (await res.json()) as { code: number; message: string }
    return { status: res.status, ...body }
  }

  test('pasted lines', async () => {
    const res = await upload(b, null, '', { text: 'NE555P 10\nLM358DR 2 pcs\n', name: 'pasted' })
    expect(res.status).toBe(200)
    const { data } = (await res.json()) as {
      data: { bom: { id: number; line_count: number }; columns: { format: string } }
    }
    expect(data).toMatchObject({ bom: { line_count: 2 }, columns: { format: 'text' } })
    const summary = okData(await b.api.bom.mateBom({ body: { bom_id: data.bom.id } }))
    expect(summary.matched_count).toBe(2)
  })

  test('neither file nor text: 400 naming the file', async () => {
    const res = await upload(b, null, '', { name: 'nothing' })
    expect(res.status).toBe(400)
  })

  test('an empty file', async () => {
    expect(await refusal(await upload(b, new Uint8Array(0), 'bom.csv'))).toMatchObject({
      status: 400,
      message: message('en', 'sheets.empty'),
    })
  })

  test('a file of another type renamed .xlsx', async () => {
    const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13])
    const r = await refusal(await upload(b, png, 'bom.xlsx'))
    expect(r.status).toBe(400)
    expect(r.message).toBe(message('en', 'validation.fileType'))
    const csvAsXlsx = await refusal(
      await upload(b, new TextEncoder().encode('Part Number,Qty\nTIP120,1\n'), 'bom.xlsx'),
    )
    expect(csvAsXlsx.status).toBe(400)
  })

  test('6 MB: 413', async () => {
    const line = 'TIP120,onsemi,100\n'
    const big = new TextEncoder().encode(line.repeat(Math.ceil((6 * 1024 * 1024) / line.length)))
    const r = await refusal(await upload(b, big, 'bom.csv'))
    expect(r).toMatchObject({ status: 413, message: message('en', 'api.bodyTooLarge') })
  })

  test('10,001 lines: refused with the limit', async () => {
    const csv = 'Part Number,Quantity\n' + Array.from({ length: 10_001 }, (_, i) => `PN${i},1`).join('\n')
    const r = await refusal(await upload(b, new TextEncoder().encode(csv), 'bom.csv'))
    expect(r).toMatchObject({ status: 400, message: message('en', 'sheets.tooManyLines', { limit: '10,000' }) })
    const ok = 'Part Number,Quantity\n' + Array.from({ length: 10_000 }, (_, i) => `PN${i},1`).join('\n')
    expect((await upload(b, new TextEncoder().encode(ok), 'bom.csv')).status).toBe(200)
  })

  test('formula cells: the saved value is read, the formula never evaluated', async () => {
    const file = xlsx(
      [
        ['Part Number', 'Quantity'],
        ['TIP120', 0],
      ],
      (sheet) => {
        sheet.B2 = { t: 'n', v: 7, f: '3+4' }
        sheet.A3 = { t: 's', v: 'LM358DR', f: 'CONCATENATE("LM","358DR")' }
        sheet.B3 = { t: 'n', v: 2, f: 'WEBSERVICE("http://evil.example/")' }
        sheet['!ref'] = 'A1:B3'
      },
    )
    const res = await upload(b, file, 'formulas.xlsx')
    expect(res.status).toBe(200)
    const { data } = (await res.json()) as { data: { bom: { id: number } } }
    okData(await b.api.bom.mateBom({ body: { bom_id: data.bom.id } }))
    const page = okData(await b.api.bom.mainBomList({ query: { bom_id: data.bom.id } }))
    expect(page.list.map((l) => [l.part_number, l.quantity])).toEqual([
      ['TIP120', 7],
      ['LM358DR', 2],
    ])
  })

  test('a csv with only a header', async () => {
    const r = await refusal(await upload(b, new TextEncoder().encode('Part Number,Manufacturer,Quantity\n'), 'bom.csv'))
    expect(r).toMatchObject({ status: 400, message: message('en', 'sheets.noLines') })
  })
})

describe('addCart: the selection goes to the cart in one call, all or nothing', () => {
  /** A BOM of pasted lines, matched; its lines in file order. */
  async function matchedBom(b: Buyer, text: string) {
    const res = await upload(b, null, '', { text })
    expect(res.status).toBe(200)
    const { data } = (await res.json()) as { data: { bom: { id: number } } }
    okData(await b.api.bom.mateBom({ body: { bom_id: data.bom.id } }))
    const page = okData(await b.api.bom.mainBomList({ query: { bom_id: data.bom.id, page_size: 500 } }))
    return { id: data.bom.id, lines: page.list }
  }
  /** Part numbers that name one part, each with an offer in stock for `qty`. */
  const partNumbers = async (count: number, qty = 2) =>
    (
      await t.db.all<{ mpn: string }>(
        sql`SELECT p.mpn FROM parts p
             WHERE p.mpn GLOB '[A-Z0-9]*' AND p.mpn NOT GLOB '*[ ,;]*'
               AND (SELECT count(*) FROM parts q WHERE q.mpn_norm = p.mpn_norm) = 1
               AND EXISTS (SELECT 1 FROM goods g WHERE g.part_id = p.id AND g.stock >= ${qty} * max(g.moq, g.multiple, 1))
             ORDER BY p.id LIMIT ${count}`,
      )
    ).map((r) => r.mpn)
  const cartOf = async (b: Buyer) => okData(await b.api.cart.lists({ query: {} }))

  test('the chosen offers at their order quantities; unmatched and sold-out lines are named with their reason', async () => {
    const b = await buyer('de')
    const [a, c, d] = await partNumbers(3)
    const bom = await matchedBom(b, `${a} 3\n${c} 7\nZQX9981QQ7 2\n${d} 1\n`)
    okData(await b.api.bom.multiplexBom({ body: { bom_id: bom.id, sets: 2 } }))
    const lines = okData(await b.api.bom.mainBomList({ query: { bom_id: bom.id } })).list
    expect(lines.map((l) => l.matched)).toEqual([true, true, false, true])
    // The last line's offer is sold out now.
    await t.db.run(sql`UPDATE goods SET stock = 0 WHERE id = ${lines[3]!.offer!.goods_id}`)

    const selected = lines.map((l) => l.id)
    // All or nothing: two lines cannot go, so none goes; both are named with their reason.
    const refusedAll = okData(await b.api.bom.addCart({ body: { bom_id: bom.id, line_ids: selected } }))
    expect(refusedAll).toMatchObject({ added: 0, addable: 2, count: 0 })
    expect(refusedAll.refused.map((r) => [r.row, r.reason])).toEqual([
      [3, 'unmatched'],
      [4, 'soldOut'],
    ])
    expect((await cartOf(b)).count).toBe(0)

    // The buyer chooses "add the others": the two that can go do, in one call.
    const sent = okData(await b.api.bom.addCart({ body: { bom_id: bom.id, line_ids: selected, add_others: true } }))
    expect(sent.added).toBe(2)
    expect(sent.addable).toBe(2)
    expect(sent.count).toBe(2)
    expect(sent.refused).toEqual([
      {
        line_id: lines[2]!.id,
        row: 3,
        part_number: 'ZQX9981QQ7',
        reason: 'unmatched',
        message: message('de', 'bom.cartReasons.unmatched'),
      },
      {
        line_id: lines[3]!.id,
        row: 4,
        part_number: d,
        reason: 'soldOut',
        message: message('de', 'bom.cartReasons.soldOut'),
      },
    ])
    const cart = await cartOf(b)
    for (const l of lines.slice(0, 2)) {
      const inCart = cart.list.find((c) => c.goods_id === l.offer!.goods_id)!
      // requested × usage sets, rounded up to the offer's minimum and multiples: what the line shows.
      expect(inCart.cart_num).toBe(l.offer!.order_qty)
      expect(inCart.cart_num).toBe(validQuantity(l.quantity * 2, l.offer!.moq, l.offer!.multiple))
      expect(inCart.quantity_problem).toBeNull()
    }

    // Again: the offers already in the cart get the quantity added.
    okData(await b.api.bom.addCart({ body: { bom_id: bom.id, line_ids: [lines[0]!.id] } }))
    const again = (await cartOf(b)).list.find((c) => c.goods_id === lines[0]!.offer!.goods_id)!
    expect(again.cart_num).toBe(2 * lines[0]!.offer!.order_qty)

    // Neither lines nor a tab, or both: 400.
    expect(errorOf(await b.api.bom.addCart({ body: { bom_id: bom.id } }), 400).code).toBe(400)
    expect(
      errorOf(await b.api.bom.addCart({ body: { bom_id: bom.id, line_ids: [lines[0]!.id], tab: 'all' } }), 400).code,
    ).toBe(400)
  })

  test('another user’s BOM is refused (404) and nothing goes to their cart', async () => {
    const owner = await buyer('en')
    const other = await buyer('fr')
    const [a] = await partNumbers(1)
    const bom = await matchedBom(owner, `${a} 1\n`)
    const refused = await other.api.bom.addCart({ body: { bom_id: bom.id, line_ids: [bom.lines[0]!.id] } })
    expect(errorOf(refused, 404).message).toBe(message('fr', 'api.bomNotFound'))
    const tab = await other.api.bom.addCart({ body: { bom_id: bom.id, tab: 'matched' } })
    expect(errorOf(tab, 404).code).toBe(404)
    expect((await cartOf(other)).count).toBe(0)
    // Lines of another BOM are not this BOM's: ignored.
    const mine = await matchedBom(other, `${a} 1\n`)
    const foreign = okData(await other.api.bom.addCart({ body: { bom_id: mine.id, line_ids: [bom.lines[0]!.id] } }))
    expect(foreign).toEqual({ added: 0, addable: 0, count: 0, refused: [] })
  })

  test('over the cart’s 200 lines: "select all" fills the cart in file order and names every line that did not fit', async () => {
    const b = await buyer('jp')
    const numbers = await partNumbers(230)
    expect(numbers.length).toBe(230)
    // The cart holds 5 lines already (one of them an offer of the BOM's last line).
    const bom = await matchedBom(b, numbers.map((n) => `${n} 1`).join('\n'))
    const matched = bom.lines.filter((l) => l.matched)
    expect(matched.length).toBe(230)
    const before = (
      await t.db.all<{ id: number; moq: number; multiple: number }>(
        sql`SELECT g.id, g.moq, g.multiple FROM goods g WHERE g.stock >= 2 * max(g.moq, g.multiple, 1)
              AND g.id NOT IN ${inList(matched.map((l) => l.offer!.goods_id))} ORDER BY g.id LIMIT 4`,
      )
    ).map((r) => ({ goods_id: Number(r.id), cart_num: validQuantity(1, Number(r.moq), Number(r.multiple)) }))
    okData(
      await b.api.cart.addMultiple({
        body: {
          items: [...before, { goods_id: matched[229]!.offer!.goods_id, cart_num: matched[229]!.offer!.order_qty }],
        },
      }),
    )
    const unticked = matched[10]!.id
    const selection = { bom_id: bom.id, tab: 'matched' as const, except_ids: [unticked] }
    // All or nothing: the lines beyond the cart's room keep every line out.
    const none = okData(await b.api.bom.addCart({ body: selection }))
    expect(none).toMatchObject({ added: 0, addable: 196, count: 5 })
    expect(none.refused.length).toBe(229 - 196)
    expect((await cartOf(b)).count).toBe(5)
    const sent = okData(await b.api.bom.addCart({ body: { ...selection, add_others: true } }))
    expect(sent.count).toBe(200)
    // 195 new lines fit, and the last line's offer was in the cart already: its quantity grows.
    expect(sent.added).toBe(196)
    const full = sent.refused.filter((r) => r.reason === 'cartFull')
    expect(full.length).toBe(229 - 196)
    expect(sent.refused).toEqual(full)
    // In file order: the lines after the 195 that fit (the unticked one not among them), the last one aside.
    const ticked = matched.slice(0, 229).filter((l) => l.id !== unticked)
    expect(full.map((r) => r.row)).toEqual(ticked.slice(195).map((l) => l.row))
    expect(full[0]!.message).toBe(message('jp', 'bom.cartReasons.cartFull'))
    const cart = await cartOf(b)
    expect(cart.count).toBe(200)
    expect(cart.list.some((c) => c.goods_id === matched[10]!.offer!.goods_id)).toBe(false)
    expect(cart.list.find((c) => c.goods_id === matched[229]!.offer!.goods_id)!.cart_num).toBe(
      2 * matched[229]!.offer!.order_qty,
    )
  })
})

describe('the offer a line takes: the lowest cost for the needed quantity among those that can deliver it', () => {
  test('a 2,500-piece minimum is not bought for 100 while an offer in stock sells 100 for less; a minimum above the need is flagged', async () => {
    const b = await buyer('en')
    const [row] = await t.db.all<{ mpn: string; part_id: number }>(
      sql`SELECT p.mpn, p.id AS part_id FROM parts p
           WHERE p.mpn GLOB '[A-Z0-9]*' AND p.mpn NOT GLOB '*[ ,;]*'
             AND (SELECT count(*) FROM parts q WHERE q.mpn_norm = p.mpn_norm) = 1
             AND (SELECT count(*) FROM goods g WHERE g.part_id = p.id) >= 2
           ORDER BY p.id LIMIT 1`,
    )
    const goods = await t.db.all<{ id: number }>(sql`SELECT id FROM goods WHERE part_id = ${row!.part_id} ORDER BY id`)
    // The case: a cheap unit price behind a 2,500 minimum ($1,284.95), and an offer in stock
    // that sells 100 at $0.8397 ($83.97); any other offer of the part is sold out.
    await t.db.run(sql`UPDATE goods SET stock = 0 WHERE part_id = ${row!.part_id}`)
    await t.db.run(
      sql`UPDATE goods SET stock = 10000, moq = 2500, multiple = 1, price_tiers = '[[2500,51398]]' WHERE id = ${goods[0]!.id}`,
    )
    await t.db.run(
      sql`UPDATE goods SET stock = 500, moq = 1, multiple = 1, price_tiers = '[[1,83970]]' WHERE id = ${goods[1]!.id}`,
    )
    const res = await upload(b, null, '', { text: `${row!.mpn} 100\n` })
    const bomId = ((await res.json()) as { data: { bom: { id: number } } }).data.bom.id
    okData(await b.api.bom.mateBom({ body: { bom_id: bomId } }))
    const [line] = okData(await b.api.bom.mainBomList({ query: { bom_id: bomId } })).list
    expect(line!.offer).toMatchObject({
      goods_id: goods[1]!.id,
      needed_qty: 100,
      order_qty: 100,
      ext_price: '83.97000',
      over_minimum: false,
    })
    // The offers, best first: the one behind the minimum comes after, flagged.
    const more = okData(await b.api.bom.moreSupplier({ query: { bom_id: bomId, line_id: line!.id } }))
    expect(more.list.map((o) => [o.goods_id, o.ext_price, o.over_minimum]).slice(0, 2)).toEqual([
      [goods[1]!.id, '83.97000', false],
      [goods[0]!.id, '1284.95000', true],
    ])
    // When only the offer with the minimum can deliver, the line takes it and says so.
    await t.db.run(sql`UPDATE goods SET stock = 50 WHERE id = ${goods[1]!.id}`)
    okData(await b.api.bom.mateBom({ body: { bom_id: bomId } }))
    const [again] = okData(await b.api.bom.mainBomList({ query: { bom_id: bomId } })).list
    expect(again!.offer).toMatchObject({ goods_id: goods[0]!.id, needed_qty: 100, order_qty: 2500, over_minimum: true })
  })
})

describe('"Change part": packaging variants, same-maker family, parametric equivalents, and a search of its own', () => {
  test('a matched line is offered its part’s variants and equivalents; q answers the search’s parts', async () => {
    const b = await buyer('en')
    // A part with a same-maker variant (its number plus a suffix) and a resistor with equivalents.
    const [pair] = await t.db.all<{ mpn: string; variant: number }>(
      sql`SELECT a.mpn, b.id AS variant FROM parts a JOIN parts b
            ON b.manufacturer_id = a.manufacturer_id AND b.mpn_norm > a.mpn_norm AND b.mpn_norm < a.mpn_norm || 'ZZZZZZ'
           WHERE length(a.mpn_norm) >= 5 AND a.mpn GLOB '[A-Z0-9]*' AND a.mpn NOT GLOB '*[ ,;]*'
             AND (SELECT count(*) FROM parts q WHERE q.mpn_norm = a.mpn_norm) = 1
           ORDER BY a.id LIMIT 1`,
    )
    const [resistor] = await t.db.all<{ mpn: string; package: string }>(
      sql`SELECT p.mpn, p.package FROM parts p JOIN categories c ON c.id = p.category_id
           WHERE p.mpn GLOB '[A-Z0-9]*' AND p.mpn NOT GLOB '*[ ,;]*' AND p.package != ''
             AND (SELECT count(*) FROM parts q WHERE q.mpn_norm = p.mpn_norm) = 1
             AND (SELECT count(*) FROM part_params x WHERE x.part_id = p.id) >= 3
             AND EXISTS (SELECT 1 FROM goods g WHERE g.part_id = p.id AND g.stock > 0)
             AND c.slug LIKE '%resistor%'
             AND (SELECT count(*) FROM parts q WHERE q.id != p.id AND q.category_id = p.category_id AND q.package = p.package
                    AND (SELECT count(*) FROM part_params x JOIN part_params y ON y.param_id = x.param_id AND y.value = x.value
                          WHERE x.part_id = p.id AND y.part_id = q.id) >= 3) > 0
           ORDER BY p.id LIMIT 1`,
    )
    const res = await upload(b, null, '', { text: `${pair!.mpn} 1\n${resistor!.mpn} 10\n` })
    const bomId = ((await res.json()) as { data: { bom: { id: number } } }).data.bom.id
    okData(await b.api.bom.mateBom({ body: { bom_id: bomId } }))
    const lines = okData(await b.api.bom.mainBomList({ query: { bom_id: bomId } })).list
    expect(lines.map((l) => l.matched)).toEqual([true, true])

    const first = okData(await b.api.bom.morePartNumber({ query: { bom_id: bomId, line_id: lines[0]!.id } })).list
    expect(first.find((c) => c.part_id === pair!.variant)?.relation).toBe('variant')
    expect(first.some((c) => c.part_id === lines[0]!.part!.part_id)).toBe(false)
    for (const c of first.filter((c) => c.relation !== 'parametric' && c.relation !== 'candidate'))
      expect(c.manufacturer).toBe(lines[0]!.part!.manufacturer)

    const second = okData(await b.api.bom.morePartNumber({ query: { bom_id: bomId, line_id: lines[1]!.id } })).list
    const equivalents = second.filter((c) => c.relation === 'parametric')
    expect(equivalents.length).toBeGreaterThan(0)
    for (const c of equivalents) expect(c.package).toBe(resistor!.package)

    // A search of the buyer's own: the parts it finds, the searched part first.
    const found = okData(
      await b.api.bom.morePartNumber({ query: { bom_id: bomId, line_id: lines[1]!.id, q: pair!.mpn } }),
    ).list
    expect(found[0]).toMatchObject({ part_number: pair!.mpn, relation: 'search' })
    // Then "Use": the line takes the part found.
    const changed = okData(
      await b.api.bom.changePartNumber({ body: { bom_id: bomId, line_id: lines[1]!.id, part_id: found[0]!.part_id } }),
    )
    expect(changed).toMatchObject({ match_kind: 'manual', part: { part_number: pair!.mpn } })
  })
})

describe('a BOM longer than one slice', () => {
  test('mateBom matches 2,600 lines a slice (1,000) at a time in file order: every part line and every description', async () => {
    const b = await buyer()
    const numbers = (
      await t.db.all<{ mpn: string }>(
        sql`SELECT p.mpn FROM parts p
             WHERE p.mpn GLOB '[A-Z0-9]*' AND p.mpn NOT GLOB '*[ ,;"]*'
               AND (SELECT count(*) FROM parts q WHERE q.mpn_norm = p.mpn_norm) = 1
             ORDER BY p.id LIMIT 40`,
      )
    ).map((r) => r.mpn)
    // Every 13th line names no part, only what it is: the same description in every slice.
    const rows = Array.from({ length: 2_600 }, (_, i) =>
      i % 13 === 5 ? `,10k 0603 1%,${i + 1}` : `${numbers[i % numbers.length]},,${i + 1}`,
    )
    const csv = `Part Number,Description,Quantity\n${rows.join('\n')}`
    const res = await upload(b, new TextEncoder().encode(csv), 'long.csv')
    expect(res.status).toBe(200)
    const { data } = (await res.json()) as { data: { bom: { id: number } } }
    const summary = okData(await b.api.bom.mateBom({ body: { bom_id: data.bom.id } }))
    expect(summary).toMatchObject({ status: 'matched', line_count: 2_600 })
    const lines = await t.db.all<{ row: number; qty: number; part_text: string; kind: string; mpn: string | null }>(
      sql`SELECT l.row, l.qty, l.part_text, l.match_kind AS kind, p.mpn FROM bom_lines l LEFT JOIN parts p ON p.id = l.part_id
           WHERE l.bom_id = ${data.bom.id} ORDER BY l.row`,
    )
    expect(lines.length).toBe(2_600)
    const byPart = lines.filter((l) => l.part_text !== '')
    expect(byPart.every((l) => l.kind === 'exact' && l.mpn === l.part_text)).toBe(true)
    const described = lines.filter((l) => l.part_text === '')
    expect(described.length).toBe(200)
    // One answer for the one description, in the first slice as in the last.
    expect(new Set(described.map((l) => `${l.kind} ${l.mpn}`)).size).toBe(1)
    expect(described[0]!.kind).toBe('parametric')
    expect(summary.matched_count).toBe(2_600)
  })
})

describe('a BOM without a session', () => {
  test('listing, renaming, deleting and exporting need a session (4001); the others find no BOM without its link (404)', async () => {
    const api = t.client({ lang: 'fr' })
    const needSession = [
      await api.bom.bomList({ query: {} }),
      await api.bom.editBomName({ body: { bom_id: 1, name: 'x' } }),
      await api.bom.delBom({ query: { bom_id: '1' as never } }),
      await api.bom.exportBom({ query: { bom_id: 1 } }),
    ]
    for (const a of needSession)
      expect(errorOf(a, 401)).toEqual({ code: 4001, message: message('fr', 'api.sessionInvalid'), data: null })
    // Open to guests (a guest's BOM is found by its private link, tests/contract/guest-bom.test.ts).
    const notFound = [
      await api.bom.mateBom({ body: { bom_id: 1 } }),
      await api.bom.mainBom({ query: { bom_id: 1 } }),
      await api.bom.mainBomList({ query: { bom_id: 1 } }),
      await api.bom.changeQty({ body: { bom_id: 1, line_id: 1, quantity: 1 } }),
      await api.bom.multiplexBom({ body: { bom_id: 1, sets: 2 } }),
      await api.bom.delBomSource({ query: { bom_id: 1, line_id: '1' as never } }),
      await api.bom.moreSupplier({ query: { bom_id: 1, line_id: 1 } }),
      await api.bom.changeSupplier({ body: { bom_id: 1, line_id: 1, goods_id: 1 } }),
      await api.bom.addBomSource({ body: { bom_id: 1, part_number: 'TIP120', quantity: 1 } }),
      await api.bom.morePartNumber({ query: { bom_id: 1, line_id: 1 } }),
      await api.bom.changePartNumber({ body: { bom_id: 1, line_id: 1, part_id: 1 } }),
      await api.bom.changeBomMatching({ body: { bom_id: 1, mapping: { mpn: 0 } } }),
      await api.bom.addCart({ body: { bom_id: 1, line_ids: [1] } }),
    ]
    for (const a of notFound) expect(errorOf(a, 404).message).toBe(message('fr', 'api.bomNotFound'))
    // The template is public.
    expect((await t.request('/api/bom/downloadTemplate')).status).toBe(200)
  })
})
