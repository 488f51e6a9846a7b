/**
 * Issue 33 item 8: xlsx files are read by the streaming reader (server/domains/sheets/xlsx.ts)
 * instead of SheetJS building the whole workbook. It must read the same cells as SheetJS did:
 * every xlsx of the BOM corpus, a generated 2,000-line list, and files written the way Excel
 * writes them (rich text with phonetic runs, shared and inline strings, escapes, booleans, errors,
 * formula results, number formats, merges, namespace prefixes).
 */
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import * as XLSX from 'xlsx'
import { describe, expect, test } from 'vitest'
import { readSheet, sheetCells, type Cell } from '../../../server/domains/sheets'
import { buildFile, longList } from '../../bom/corpus'
import { formatted, formula, workbook, zip, utf8 } from './files'
import { hostileXlsx, manyMerges, row } from './hostile'

const corpus = join(import.meta.dirname, '../../bom/files')

/** The cells SheetJS reads of a sheet (the reader before the streaming one), trimmed as the reader trims. */
function sheetJsCells(bytes: Uint8Array, sheetName: string): Cell[][] {
  const book = XLSX.read(bytes, { type: 'array', dense: true, cellFormula: false, cellText: false, cellNF: true })
  const read = sheetCells(book.Sheets[sheetName]!, 11_001, XLSX.SSF)
  if ('kind' in read) throw new Error(read.kind)
  return normalise(read.cells)
}
function normalise(cells: Cell[][]): Cell[][] {
  const out = cells.map((row) => {
    const r = row.map((c) => (typeof c === 'string' ? c.trim() : c))
    while (r.length && (r[r.length - 1] === '' || r[r.length - 1] === undefined)) r.pop()
    return r
  })
  while (out.length && out[out.length - 1]!.length === 0) out.pop()
  return out
}
async function streamed(bytes: Uint8Array, fileName = 'list.xlsx') {
  const read = await readSheet(bytes, { fileName })
  if (read.kind !== 'ok') throw new Error(JSON.stringify(read))
  return read
}

describe('the streaming xlsx reader reads what SheetJS read', () => {
  const files = readdirSync(corpus).filter((f) => f.endsWith('.xlsx'))
  test.each(files)('corpus file %s: same sheet, same cells, same lines', async (name) => {
    const bytes = new Uint8Array(readFileSync(join(corpus, name)))
    const read = await streamed(bytes, name)
    expect(read.cells).toEqual(sheetJsCells(bytes, read.sheetName))
  })

  test('a generated 2,000-line list', async () => {
    const file = buildFile(longList(2_000, 'xlsx'))
    const read = await streamed(file.bytes, file.name)
    expect(read.lines.length).toBe(2_000)
    expect(read.cells).toEqual(sheetJsCells(file.bytes, read.sheetName))
  })

  test('number formats, formulas, booleans, merges and a second sheet as SheetJS writes them', async () => {
    const bytes = workbook(
      {
        Notes: [['read me first']],
        Parts: [
          ['Parts list, board rev B'],
          ['Part Number', 'Manufacturer', 'Qty', 'Code', 'Date', 'Share', 'Fitted', 'Total'],
          [
            'LM358DR',
            'TI',
            10,
            formatted(42, '00000'),
            formatted(45000, 'yyyy-mm-dd'),
            formatted(0.125, '0.0%'),
            { t: 'b', v: true },
            formula('C3*2', 20),
          ],
          [
            'NE555DR',
            '',
            1234.5,
            formatted(7, '0'),
            formatted(1, '#,##0'),
            '  padded  ',
            { t: 'b', v: false },
            formula('C4*2'),
          ],
          ['BC847C', 'Nexperia', formatted(2500, '#,##0'), '', '', '', '', formula('"x"&A5', 'xBC847C')],
        ],
      },
      'xlsx',
      { Parts: ['A1:H1', 'B3:B4'] },
    )
    const read = await streamed(bytes)
    expect(read.sheetName).toBe('Parts')
    expect(read.cells).toEqual(sheetJsCells(bytes, 'Parts'))
    expect(read.cells[2]).toEqual(['LM358DR', 'TI', 10, '00042', '2023-03-15', '12.5%', 'TRUE', 20])
  })

  test('an xlsx as Excel writes it: rich text, phonetic runs, escapes, prefixes, inline strings, errors', async () => {
    const strings = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<sst xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" count="6" uniqueCount="6"><si><t>Part Number</t></si><si><t>Qty</t></si><si><r><rPr><b/></rPr><t>LM</t></r><r><t xml:space="preserve">358DR</t></r></si><si><t>抵抗</t><rPh sb="0" eb="2"><t>テイコウ</t></rPh><phoneticPr fontId="1"/></si><si><t>A&amp;B &lt;x&gt; line_x000D_two</t></si><si><t>Manufacturer</t></si></sst>`
    const styles = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<styleSheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><numFmts count="1"><numFmt numFmtId="164" formatCode="000000"/></numFmts><cellStyleXfs count="1"><xf numFmtId="0"/></cellStyleXfs><cellXfs count="3"><xf numFmtId="0" xfId="0"/><xf numFmtId="164" xfId="0" applyNumberFormat="1"/><xf numFmtId="14" xfId="0" applyNumberFormat="1"/></cellXfs></styleSheet>`
    const sheet = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<x:worksheet xmlns:x="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><x:dimension ref="A1:D4"/><x:sheetData>
<x:row r="1"><x:c r="A1" t="s"><x:v>0</x:v></x:c><x:c r="B1" t="s"><x:v>5</x:v></x:c><x:c r="C1" t="s"><x:v>1</x:v></x:c><x:c r="D1" t="inlineStr"><x:is><x:t>Note</x:t></x:is></x:c></x:row>
<x:row r="2"><x:c r="A2" t="s"><x:v>2</x:v></x:c><x:c r="B2" t="s"><x:v>3</x:v></x:c><x:c r="C2" s="1"><x:v>12</x:v></x:c><x:c r="D2" t="e"><x:v>#REF!</x:v></x:c></x:row>
<x:row r="4"><x:c r="A4" t="str"><x:f>"NE"&amp;"555"</x:f><x:v>NE555</x:v></x:c><x:c r="B4" t="s"><x:v>4</x:v></x:c><x:c r="C4" s="2"><x:v>45000</x:v></x:c><x:c r="D4" t="b"><x:v>1</x:v></x:c></x:row>
</x:sheetData></x:worksheet>`
    const parts: Record<string, Uint8Array> = {
      '[Content_Types].xml': utf8(
        '<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/><Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/><Override PartName="/xl/sharedStrings.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sharedStrings+xml"/><Override PartName="/xl/styles.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.styles+xml"/></Types>',
      ),
      '_rels/.rels': utf8(
        '<?xml version="1.0"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="xl/workbook.xml"/></Relationships>',
      ),
      'xl/workbook.xml': utf8(
        '<?xml version="1.0"?><workbook xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships"><sheets><sheet name="BOM" sheetId="1" r:id="rId1"/></sheets></workbook>',
      ),
      'xl/_rels/workbook.xml.rels': utf8(
        '<?xml version="1.0"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/worksheet" Target="/xl/worksheets/sheet1.xml"/><Relationship Id="rId2" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/sharedStrings" Target="sharedStrings.xml"/><Relationship Id="rId3" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/styles" Target="styles.xml"/></Relationships>',
      ),
      'xl/worksheets/sheet1.xml': utf8(sheet),
      'xl/sharedStrings.xml': utf8(strings),
      'xl/styles.xml': utf8(styles),
    }
    const bytes = await zip(Object.entries(parts).map(([name, data]) => ({ name, data, deflate: true })))
    const read = await streamed(bytes)
    expect(read.cells).toEqual(sheetJsCells(bytes, 'BOM'))
    expect(read.cells).toEqual([
      ['Part Number', 'Manufacturer', 'Qty', 'Note'],
      ['LM358DR', '抵抗', '000012'],
      [],
      ['NE555', 'A&B <x> line\rtwo', '3/15/23', 'TRUE'],
    ])
  })
})

describe('what the streaming reader holds is bounded by the file, not by what it declares', () => {
  test('a workbook naming a sheet its archive lacks is unreadable', async () => {
    const file = await hostileXlsx([{ rows: row(1, { A: 'Part Number', B: 'Qty' }) + row(2, { A: 'LM358DR', B: 1 }) }])
    // The same archive with the worksheet's name changed: the workbook's relationship points nowhere.
    const renamed = file.slice()
    const name = new TextEncoder().encode('xl/worksheets/sheet1.xml')
    for (let i = 0; i + name.length <= renamed.length; i++)
      if (name.every((b, j) => renamed[i + j] === b)) renamed[i + name.length - 5] = 0x32 // sheet2.xml
    expect(await readSheet(renamed, { fileName: 'bom.xlsx' })).toEqual({ kind: 'unreadable' })
  })

  test('a cell of 2,000,000 characters (Excel holds 32,767) refuses the file', async () => {
    const file = await hostileXlsx([
      { rows: row(1, { A: 'Part Number', B: 'Qty' }) + row(2, { A: 'x'.repeat(2_000_000), B: 1 }) },
    ])
    expect(await readSheet(file, { fileName: 'bom.xlsx' })).toEqual({ kind: 'unreadable' })
  })

  test('more than 100,000 merges within the rows kept refuse the file; merges below them are not held', async () => {
    const list = row(1, { A: 'Part Number', B: 'Qty' }) + row(2, { A: 'LM358DR', B: 10 })
    const merges = (n: number) => Array.from({ length: n }, (_, i) => `C${(i % 10_000) + 1}:D${(i % 10_000) + 1}`)
    expect((await readSheet(await hostileXlsx([{ rows: list, merges: merges(100_000) }]))).kind).toBe('ok')
    expect(await readSheet(await hostileXlsx([{ rows: list, merges: merges(100_001) }]))).toEqual({
      kind: 'unreadable',
    })
    // 200,000 merges that start below the rows kept (row 11,002 on) cost nothing.
    expect((await readSheet(await manyMerges(200_000))).kind).toBe('ok')
  })
})
