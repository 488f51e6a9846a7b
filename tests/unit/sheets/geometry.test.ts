/**
 * Issue 29: a spreadsheet's declared geometry is not trusted. A merge over A1:XFD1048576, a
 * dimension over the whole sheet, a cell in column XFD, hundreds of sheets, overlapping merges,
 * a shared-strings bomb: each is read from the cells the file holds (a correct small list) or
 * refused with its message, never walked cell by cell over what it declares. Each test has a
 * timeout of a few seconds as a guard: before the fix, the merge alone took 20 to 50 s.
 */
import * as XLSX from 'xlsx'
import { describe, expect, test } from 'vitest'
import {
  MAX_COLUMNS,
  readPastedText,
  readSheet,
  sheetCells,
  sheetMessage,
  type SheetRead,
  type SheetResult,
} from '../../../server/domains/sheets'
import { message } from '../../support/text'
import { xlsx } from './files'
import {
  hugeDimension,
  manyMerges,
  manySheets,
  mergedWholeSheet,
  sharedStringsBomb,
  wideColumns,
  hostileXlsx,
  row,
} from './hostile'

const GUARD = 5_000

function ok(result: SheetResult): SheetRead {
  if (result.kind !== 'ok') throw new Error(`expected a read sheet, got ${JSON.stringify(result)}`)
  return result
}
const brief = (sheet: SheetRead) => sheet.lines.map((l) => [l.mpn, l.quantity])

describe('sheetCells clips every range to the cells present', () => {
  /** A dense sheet as SheetJS gives it, with these merges and declared range. */
  const sheet = (rows: (string | number)[][], merges: string[], ref = 'A1:XFD1048576'): XLSX.WorkSheet => ({
    '!data': rows.map((r) => r.map((v) => ({ t: typeof v === 'number' ? 'n' : 's', v }) as XLSX.CellObject)),
    '!ref': ref,
    '!merges': merges.map((m) => XLSX.utils.decode_range(m)),
  })

  test(
    'a merge over the whole sheet fills only the rows and columns the list has',
    () => {
      const read = sheetCells(
        sheet(
          [
            ['Part Number', 'Qty'],
            ['LM358DR', 10],
          ],
          ['A1:XFD1048576'],
        ),
        11_001,
      )
      expect(read).toEqual({
        cells: [
          ['Part Number', 'Qty'],
          ['LM358DR', 10],
        ],
        truncated: false,
      })
    },
    GUARD,
  )

  test(
    'a title merged across the whole width, over a header and a manufacturer merged down the sheet',
    () => {
      const read = sheetCells(
        sheet(
          [['Parts of board V2'], ['Part Number', 'Manufacturer', 'Qty'], ['LM358DR', 'TI', 1], ['NE555DR', '', 2]],
          ['A1:XFD1', 'B3:B1048576'],
        ),
        11_001,
      )
      expect(read).toEqual({
        cells: [
          ['Parts of board V2', 'Parts of board V2', 'Parts of board V2'],
          ['Part Number', 'Manufacturer', 'Qty'],
          ['LM358DR', 'TI', 1],
          ['NE555DR', 'TI', 2],
        ],
        truncated: false,
      })
    },
    GUARD,
  )

  test(
    'merges that overlap (no spreadsheet program writes them) are refused, not filled again and again',
    () => {
      const rows = [['Part Number', 'Qty'], ...Array.from({ length: 100 }, (_, i) => [`LM${i}`, i])]
      const merges = Array.from({ length: 5_000 }, () => 'A1:XFD1048576')
      expect(sheetCells(sheet(rows, merges), 11_001)).toEqual({ kind: 'unreadable' })
    },
    GUARD,
  )

  test(
    'a value beyond the column limit refuses the sheet; its row is not walked to its declared length',
    () => {
      const data = sheet(
        [
          ['Part Number', 'Qty'],
          ['LM358DR', 10],
        ],
        [],
      )
      const rows = data['!data'] as XLSX.CellObject[][]
      for (let r = 0; r < 1000; r++) (rows[r + 2] = [{ t: 's', v: `P${r}` }])[16_383] = { t: 's', v: 'x' }
      expect(sheetCells(data, 11_001)).toEqual({ kind: 'tooWide', limit: MAX_COLUMNS })
      // An empty cell out there (a format, a stub) is not a value.
      rows.length = 2
      ;(rows[1] as XLSX.CellObject[])[16_383] = { t: 'z' }
      expect(sheetCells(data, 11_001)).toEqual({
        cells: [
          ['Part Number', 'Qty'],
          ['LM358DR', 10],
        ],
        truncated: false,
      })
    },
    GUARD,
  )
})

describe('hostile files are read from what they hold, or refused', () => {
  test(
    "the issue's file (1.9 KB, a merge over A1:XFD1048576) is the one line it has",
    async () => {
      const sheet = ok(await readSheet(await mergedWholeSheet(), { fileName: 'bom.xlsx' }))
      expect(brief(sheet)).toEqual([['LM358DR', 10]])
      expect(sheet.width).toBe(2)
    },
    GUARD,
  )

  test(
    'a dimension and column widths over the whole sheet: the one line, not "more than 10,000 lines"',
    async () => {
      expect(brief(ok(await readSheet(await hugeDimension(), { fileName: 'bom.xlsx' })))).toEqual([['LM358DR', 10]])
    },
    GUARD,
  )

  test(
    '11,000 rows each with a cell in column XFD are refused as too wide, in every language',
    async () => {
      const result = await readSheet(await wideColumns(), { fileName: 'bom.xlsx' })
      expect(result).toEqual({ kind: 'tooWide', limit: 200 })
      if (result.kind !== 'tooWide') return
      const { key, params } = sheetMessage(result, 'de')
      expect(key).toBe('sheets.tooWide')
      for (const lang of ['en', 'zh', 'tw', 'jp', 'ko', 'de', 'ru', 'fr', 'ar', 'it'])
        expect(message(lang, key, params)).toContain('200')
    },
    GUARD,
  )

  test(
    '2,000 merges down the sheet below the header, and 300 sheets each merged whole: the one line',
    async () => {
      expect(brief(ok(await readSheet(await manyMerges())))).toEqual([['LM358DR', 10]])
      expect(brief(ok(await readSheet(await manySheets())))).toEqual([['LM358DR', 10]])
    },
    GUARD,
  )

  test(
    'a workbook of 300,000 shared strings (a few kilobytes zipped) is refused before SheetJS reads it',
    async () => {
      const bomb = await sharedStringsBomb()
      expect(bomb.length).toBeLessThan(20_000)
      expect(await readSheet(bomb, { fileName: 'bom.xlsx' })).toEqual({ kind: 'tooComplex' })
      // A real list's strings are far below the limit.
      const rows = [['Part Number', 'Qty'], ...Array.from({ length: 2000 }, (_, i) => [`LM${i}DR`, i + 1])]
      expect(ok(await readSheet(xlsx(rows))).lines).toHaveLength(2000)
    },
    GUARD,
  )

  test(
    'a list of exactly the column limit is read; one column more with a value is refused',
    async () => {
      const header = ['Part Number', 'Qty', ...Array.from({ length: MAX_COLUMNS - 2 }, (_, i) => `Note ${i}`)]
      const line = ['LM358DR', 10, ...Array.from({ length: MAX_COLUMNS - 2 }, () => 'n')]
      expect(ok(await readSheet(xlsx([header, line]))).width).toBe(MAX_COLUMNS)
      expect(await readSheet(xlsx([[...header, 'one more'], line]))).toEqual({ kind: 'tooWide', limit: MAX_COLUMNS })
      const file = await hostileXlsx([
        { rows: row(1, { A: 'Part Number', B: 'Qty' }) + row(2, { A: 'LM358DR', B: 1, GS: 'x' }) },
      ])
      expect(await readSheet(file)).toEqual({ kind: 'tooWide', limit: MAX_COLUMNS })
    },
    GUARD,
  )

  test(
    'a csv or pasted text of a million commas on one line is refused as too wide, not split into a million cells',
    async () => {
      const wide = `Part Number,Qty\nLM358DR,10${','.repeat(1_000_000)}x\n`
      expect(await readSheet(new TextEncoder().encode(wide), { fileName: 'bom.csv' })).toEqual({
        kind: 'tooWide',
        limit: MAX_COLUMNS,
      })
      expect(readPastedText(wide)).toEqual({ kind: 'tooWide', limit: MAX_COLUMNS })
    },
    GUARD,
  )

  test(
    'a csv of 2.5 million short lines is refused as too many lines (no call with millions of arguments)',
    async () => {
      const text = `Part Number,Qty\n${'a\n'.repeat(2_500_000)}`
      expect(await readSheet(new TextEncoder().encode(text), { fileName: 'bom.csv' })).toEqual({
        kind: 'tooManyLines',
        limit: 10_000,
      })
    },
    GUARD,
  )
})
