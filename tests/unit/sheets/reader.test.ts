/**
 * The spreadsheet reader (server/domains/sheets): every format, header words in the ten
 * languages, title rows and merged cells, quantities, limits and refused files. Files are built
 * in code (tests/unit/sheets/files.ts).
 */
import { describe, expect, test } from 'vitest'
import {
  applyMapping,
  readPastedText,
  readSheet,
  sheetMessage,
  type SheetFailure,
  type SheetRead,
  type SheetResult,
} from '../../../server/domains/sheets'
import { message } from '../../support/text'
import { compoundFile, encodeLegacy, formatted, formula, utf8, withBom, workbook, xls, xlsx, zip } from './files'

function ok(result: SheetResult): SheetRead {
  if (result.kind !== 'ok') throw new Error(`expected a read sheet, got ${JSON.stringify(result)}`)
  return result
}
const brief = (sheet: SheetRead) => sheet.lines.map((l) => [l.mpn, l.manufacturer, l.quantity])

const BASIC = [
  ['Part Number', 'Manufacturer', 'Quantity', 'Designator', 'Description'],
  ['LM358DR', 'Texas Instruments', 10, 'U1-U10', 'Dual op amp'],
  ['NE555DR', 'TI', 2, 'U11, U12', 'Timer'],
]

describe('formats', () => {
  test('xlsx', async () => {
    const sheet = ok(await readSheet(xlsx(BASIC), { fileName: 'bom.xlsx' }))
    expect(sheet.format).toBe('xlsx')
    expect(sheet.sheetName).toBe('Sheet1')
    expect(sheet.headerRow).toBe(0)
    expect(sheet.mapping).toEqual({ mpn: 0, manufacturer: 1, quantity: 2, designators: 3, description: 4 })
    expect(brief(sheet)).toEqual([
      ['LM358DR', 'Texas Instruments', 10],
      ['NE555DR', 'TI', 2],
    ])
    expect(sheet.lines[0]).toMatchObject({
      row: 2,
      designators: 'U1-U10',
      description: 'Dual op amp',
      quantityFrom: 'column',
    })
    for (const kind of ['mpn', 'manufacturer', 'quantity', 'designators', 'description'] as const)
      expect(sheet.confidence[kind]).toBeGreaterThanOrEqual(0.9)
  })

  test('xls (BIFF8)', async () => {
    const sheet = ok(await readSheet(xls(BASIC), { fileName: 'BOM.XLS' }))
    expect(sheet.format).toBe('xls')
    expect(brief(sheet)).toEqual([
      ['LM358DR', 'Texas Instruments', 10],
      ['NE555DR', 'TI', 2],
    ])
  })

  test.each([
    ['comma', ','],
    ['semicolon', ';'],
    ['tab', '\t'],
  ])('csv separated by %s', async (_name, sep) => {
    const text = [
      ['Part Number', 'Qty', 'Description'].join(sep),
      ['LM358DR', '10', '"Op amp, dual"'].join(sep),
      ['"NE555' + sep + 'DR"', '2', 'Timer'].join(sep),
    ].join('\r\n')
    const sheet = ok(await readSheet(utf8(text), { fileName: 'bom.csv' }))
    expect(sheet.format).toBe('csv')
    expect(sheet.lines.map((l) => [l.mpn, l.quantity, l.description])).toEqual([
      ['LM358DR', 10, 'Op amp, dual'],
      [`NE555${sep}DR`, 2, 'Timer'],
    ])
  })

  test('csv keeps every cell as written: leading zeros, dashes, dates', async () => {
    const sheet = ok(
      await readSheet(utf8('Part Number,Qty,Date Code\n00123,5,2024-01\n3-4,1,0102\n'), { fileName: 'a.csv' }),
    )
    expect(sheet.lines.map((l) => [l.mpn, l.dateCode])).toEqual([
      ['00123', '2024-01'],
      ['3-4', '0102'],
    ])
  })

  test('a cell with a line break inside quotes stays one cell', async () => {
    const sheet = ok(await readSheet(utf8('MPN,Qty,Description\nLM358DR,4,"Op amp\nSOIC-8"\n'), { fileName: 'a.csv' }))
    expect(sheet.lines).toHaveLength(1)
    expect(sheet.lines[0]!.description).toBe('Op amp\nSOIC-8')
  })

  test('UTF-8 with and without BOM', async () => {
    const text = '型号,品牌,数量\nLM358DR,德州仪器,10\n'
    for (const bytes of [utf8(text), withBom(text)]) {
      const sheet = ok(await readSheet(bytes, { fileName: 'bom.csv' }))
      expect(sheet.header[0]).toBe('型号')
      expect(brief(sheet)).toEqual([['LM358DR', '德州仪器', 10]])
    }
  })

  test('UTF-16 with BOM (Excel "Unicode text")', async () => {
    const text = 'Part Number\tQty\nLM358DR\t10\n'
    const bytes = new Uint8Array(2 + text.length * 2)
    bytes.set([0xff, 0xfe])
    for (let i = 0; i < text.length; i++) bytes[2 + i * 2] = text.charCodeAt(i)
    expect(brief(ok(await readSheet(bytes, { fileName: 'bom.txt' })))).toEqual([['LM358DR', '', 10]])
  })

  test('GB18030 (Chinese Excel export)', async () => {
    const bytes = encodeLegacy(
      '规格型号,制造商,用量,位号\r\nLM358DR,德州仪器,,U1-U3\r\nSTM32F103C8T6,意法半导体,5,\r\n',
      'gb18030',
    )
    const sheet = ok(await readSheet(bytes, { fileName: 'bom.csv' }))
    expect(sheet.header).toEqual(['规格型号', '制造商', '用量', '位号'])
    expect(brief(sheet)).toEqual([
      ['LM358DR', '德州仪器', 3],
      ['STM32F103C8T6', '意法半导体', 5],
    ])
  })

  test('Shift-JIS (Japanese Excel export)', async () => {
    const bytes = encodeLegacy('型番,メーカー,数量\r\nLM358DR,テキサス・インスツルメンツ,10\r\n', 'shift_jis')
    const sheet = ok(await readSheet(bytes, { fileName: 'bom.csv' }))
    expect(sheet.header).toEqual(['型番', 'メーカー', '数量'])
    expect(brief(sheet)).toEqual([['LM358DR', 'テキサス・インスツルメンツ', 10]])
  })

  test('Windows-1252 (German Excel export, semicolons, 1.000 = a thousand)', async () => {
    const bytes = encodeLegacy(
      'Hersteller-Teilenummer;Hersteller;Stückzahl\r\nLM358DR;Texas Instruments;1.000\r\nBC547B;Fairchild;25\r\n',
      'windows-1252',
    )
    const sheet = ok(await readSheet(bytes, { fileName: 'stückliste.csv' }))
    expect(sheet.header[2]).toBe('Stückzahl')
    expect(sheet.decimalComma).toBe(true)
    expect(brief(sheet)).toEqual([
      ['LM358DR', 'Texas Instruments', 1000],
      ['BC547B', 'Fairchild', 25],
    ])
  })

  test('pasted from a spreadsheet (tabs)', () => {
    const sheet = ok(readPastedText('Part Number\tQty\nLM358DR\t10\nNE555DR\t2k\n'))
    expect(sheet.format).toBe('text')
    expect(brief(sheet)).toEqual([
      ['LM358DR', '', 10],
      ['NE555DR', '', 2000],
    ])
  })

  test('typed lines with a thousands comma in a few of them: the comma is no delimiter', () => {
    const sheet = ok(readPastedText('LM358DR 1,000\nNE555DR 10\nBC547B 25\nTL072CDR 2,500 pcs\n'))
    expect(sheet.lines.map((l) => [l.mpn, l.quantity])).toEqual([
      ['LM358DR', 1000],
      ['NE555DR', 10],
      ['BC547B', 25],
      ['TL072CDR', 2500],
    ])
  })

  test('typed lines without a header: part and quantity found from their shape', () => {
    const sheet = ok(readPastedText('LM358DR 10\n25 NE555DR\nBC547B 100 pcs\nSTM32F103C8T6\n'))
    expect(sheet.headerRow).toBe(-1)
    expect(sheet.mapping.mpn).toBe(0)
    expect(sheet.mapping.quantity).toBe(2)
    expect(sheet.lines.map((l) => [l.mpn, l.quantity])).toEqual([
      ['LM358DR', 10],
      ['NE555DR', 25],
      ['BC547B', 100],
      ['STM32F103C8T6', null],
    ])
  })
})

describe('header words in the ten languages and distributor variants', () => {
  test.each([
    ['en', ['Mfr. Part #', 'Manufacturer', 'Qty', 'Reference Designators', 'Description']],
    ['en (Digi-Key)', ['Manufacturer Part Number', 'Mfr', 'Quantity (pcs)', 'Ref Des', 'Part Description']],
    ['zh', ['规格型号', '品牌', '数量', '位号', '描述']],
    ['tw', ['型號', '製造商', '數量', '位號', '說明']],
    ['jp', ['型番', 'メーカー', '数量', 'リファレンス', '仕様']],
    ['ko', ['부품번호', '제조사', '수량', '부품위치', '설명']],
    ['de', ['Hersteller-Teilenummer', 'Hersteller', 'Menge', 'Bestückungsposition', 'Beschreibung']],
    ['ru', ['Артикул', 'Производитель', 'Количество', 'Поз. обозначение', 'Описание']],
    ['fr', ['Référence fabricant', 'Fabricant', 'Quantité', 'Repère', 'Désignation']],
    ['ar', ['رقم القطعة', 'الشركة المصنعة', 'الكمية', 'المرجع', 'الوصف']],
    ['it', ['Codice produttore', 'Produttore', 'Quantità', 'Riferimento', 'Descrizione']],
  ])('%s', async (_lang, header) => {
    const rows = [header, ['LM358DR', 'TI', 4, 'U1-U4', 'Op amp']]
    const sheet = ok(await readSheet(xlsx(rows), { fileName: 'bom.xlsx' }))
    expect(sheet.mapping).toEqual({ mpn: 0, manufacturer: 1, quantity: 2, designators: 3, description: 4 })
    expect(sheet.fromHeader.sort()).toEqual(['description', 'designators', 'manufacturer', 'mpn', 'quantity'])
  })

  test('the other kinds: customer reference, package, target price, supplier code, date code; line numbers left out', async () => {
    const header = [
      'No.',
      'Customer Part Number',
      'MPN',
      'Package',
      'Target Price',
      'Digi-Key Part Number',
      'D/C',
      'Qty',
    ]
    const sheet = ok(
      await readSheet(xlsx([header, [1, 'ACME-001', 'LM358DR', 'SOIC-8', 0.12, '296-1014-1-ND', '2024+', 5]])),
    )
    expect(sheet.mapping).toEqual({
      customerRef: 1,
      mpn: 2,
      package: 3,
      targetPrice: 4,
      supplierPn: 5,
      dateCode: 6,
      quantity: 7,
    })
    expect(sheet.lines[0]).toMatchObject({
      customerRef: 'ACME-001',
      package: 'SOIC-8',
      targetPrice: '0.12',
      supplierPn: '296-1014-1-ND',
      dateCode: '2024+',
      quantity: 5,
    })
  })
})

describe('finding the header', () => {
  test('under title rows and blank rows', async () => {
    const rows = [['ACME Corp — Bill of Materials'], ['Project: Widget rev B'], [], [], BASIC[0]!, ...BASIC.slice(1)]
    const sheet = ok(await readSheet(xlsx(rows)))
    expect(sheet.headerRow).toBe(4)
    expect(sheet.lines.map((l) => l.row)).toEqual([6, 7])
    expect(brief(sheet)[0]).toEqual(['LM358DR', 'Texas Instruments', 10])
  })

  test('merged cells: a merged title, a header cell over two columns, a maker written once for three lines', async () => {
    const rows = [
      ['BOM for board X', null, null, null],
      ['Part Number', null, 'Manufacturer', 'Qty'],
      ['LM358DR', null, 'Texas Instruments', 1],
      ['NE555DR', null, null, 2],
      ['TL072CDR', null, null, 3],
    ]
    const sheet = ok(await readSheet(xlsx(rows, ['A1:D1', 'A2:B2', 'C3:C5'])))
    expect(sheet.headerRow).toBe(1)
    expect(sheet.mapping).toMatchObject({ mpn: 0, manufacturer: 2, quantity: 3 })
    expect(brief(sheet)).toEqual([
      ['LM358DR', 'Texas Instruments', 1],
      ['NE555DR', 'Texas Instruments', 2],
      ['TL072CDR', 'Texas Instruments', 3],
    ])
  })

  test('the first sheet with a parts list is read (a cover sheet before it is skipped)', async () => {
    const bytes = workbook({ Cover: [['Widget rev B'], ['Approved by: J. Doe']], Parts: BASIC })
    const sheet = ok(await readSheet(bytes, { fileName: 'bom.xlsx' }))
    expect(sheet.sheetName).toBe('Parts')
    expect(sheet.lines).toHaveLength(2)
  })

  test('a header repeated down the sheet (a list printed over pages) and a total line are not lines', async () => {
    const rows = [BASIC[0]!, BASIC[1]!, BASIC[0]!, BASIC[2]!, ['', '', 12, '', '']]
    expect(brief(ok(await readSheet(xlsx(rows))))).toEqual([
      ['LM358DR', 'Texas Instruments', 10],
      ['NE555DR', 'TI', 2],
    ])
  })

  test('without a header, columns are guessed from content: part-number shaped, integers, designators, text', async () => {
    const rows = [
      [1, 'LM358DR', 'Dual operational amplifier', 'R1-R4, R7', 5],
      [2, 'NE555DR', 'Precision timer IC', 'U1', 1],
      [3, 'BC547BTA', 'NPN transistor 45V', 'Q1 Q2', 2],
      [4, 'STM32F103C8T6', 'ARM Cortex-M3 MCU 64KB', 'U2', 1],
    ]
    const sheet = ok(await readSheet(xlsx(rows)))
    expect(sheet.headerRow).toBe(-1)
    expect(sheet.mapping).toEqual({ mpn: 1, description: 2, designators: 3, quantity: 4 })
    expect(sheet.fromHeader).toEqual([])
    for (const c of Object.values(sheet.confidence)) expect(c).toBeLessThan(0.9)
    expect(sheet.lines.map((l) => [l.row, l.mpn, l.quantity])).toEqual([
      [1, 'LM358DR', 5],
      [2, 'NE555DR', 1],
      [3, 'BC547BTA', 2],
      [4, 'STM32F103C8T6', 1],
    ])
  })

  test('header columns the words do not name are guessed from content', async () => {
    const rows = [
      ['Item', 'Part Number', 'Stuff', 'Where'],
      [1, 'LM358DR', 10, 'U1-U10'],
      [2, 'NE555DR', 2, 'U11, U12'],
      [3, 'TL072CDR', 1, 'U13'],
    ]
    const sheet = ok(await readSheet(xlsx(rows)))
    expect(sheet.mapping).toEqual({ mpn: 1, quantity: 2, designators: 3 })
    expect(sheet.fromHeader).toEqual(['mpn'])
  })
})

describe('quantities', () => {
  test('as buyers write them, in one column', async () => {
    const rows = [
      ['MPN', 'Qty'],
      ['A1', '1,000'],
      ['A2', '2k'],
      ['A3', '10 pcs'],
      ['A4', 7],
      ['A5', '3 000'],
      ['A6', 'lots'],
    ]
    const sheet = ok(await readSheet(xlsx(rows)))
    expect(sheet.lines.map((l) => l.quantity)).toEqual([1000, 2000, 10, 7, 3000, null])
    expect(sheet.lines[5]).toMatchObject({ quantityText: 'lots', quantityFrom: null })
  })

  test('1.000 in a German file is a thousand; in an English one a dotted column of thousands is too', async () => {
    const de = ok(
      await readSheet(
        xlsx([
          ['Teilenummer', 'Menge'],
          ['LM358DR', '1.000'],
          ['NE555DR', '250'],
        ]),
      ),
    )
    expect(de.lines.map((l) => l.quantity)).toEqual([1000, 250])
    const en = ok(await readSheet(utf8('Part Number,Qty\nLM358DR,1.000\nNE555DR,2.500\n'), { fileName: 'a.csv' }))
    expect(en.lines.map((l) => l.quantity)).toEqual([1000, 2500])
  })

  test('an empty quantity is the count of designators', async () => {
    const rows = [
      ['Part Number', 'Qty', 'Designator'],
      ['RC0603FR-0710KL', '', 'R1-R4, R7'],
      ['GRM188R71H104KA93D', null, 'C1 C2 C5'],
      ['X1', '', ''],
    ]
    const sheet = ok(await readSheet(xlsx(rows)))
    expect(sheet.lines.map((l) => [l.quantity, l.quantityFrom])).toEqual([
      [5, 'designators'],
      [3, 'designators'],
      [null, null],
    ])
  })
})

describe('numbers as the sheet shows them', () => {
  test('a plain or grouped number stays a number; dates, leading zeros and percentages as shown', async () => {
    const rows = [
      ['Part Number', 'Qty', 'Date Code', 'Customer Part Number', 'Target Price'],
      [
        formatted(12345, '00000000'),
        formatted(1000, '#,##0'),
        formatted(45292, 'yyyy-mm-dd'),
        formatted(42, '00000'),
        formatted(0.125, '0.0%'),
      ],
    ]
    const sheet = ok(await readSheet(xlsx(rows)))
    expect(sheet.lines[0]).toMatchObject({
      mpn: '00012345',
      quantity: 1000,
      quantityText: '1000',
      dateCode: '2024-01-01',
      customerRef: '00042',
      targetPrice: '12.5%',
    })
  })
})

describe('formulas are never evaluated', () => {
  test('a formula cell gives the value the spreadsheet program saved', async () => {
    const rows = [
      ['Part Number', 'Qty', 'Description'],
      ['LM358DR', formula('B3*1000', 42), formula('CONCAT("a","b")', 'saved text')],
      ['NE555DR', 3, 'Timer'],
    ]
    const sheet = ok(await readSheet(xlsx(rows)))
    expect(sheet.lines[0]).toMatchObject({ quantity: 42, description: 'saved text' })
  })

  test('a formula without a saved value reads as empty (its result is not computed)', async () => {
    const rows = [
      ['Part Number', 'Qty', 'Designator'],
      ['LM358DR', formula('2+2'), 'U1-U3'],
    ]
    const sheet = ok(await readSheet(xlsx(rows)))
    expect(sheet.lines[0]).toMatchObject({ quantity: 3, quantityFrom: 'designators', quantityText: '' })
  })
})

describe('the corrected mapping', () => {
  test('reads the lines again with the columns the buyer chose', async () => {
    const rows = [
      ['Part', 'Alt part', 'Qty'],
      ['LM358DR', 'LM358ADR', 10],
    ]
    const sheet = ok(await readSheet(xlsx(rows)))
    expect(sheet.lines[0]!.mpn).toBe('LM358DR')
    const corrected = ok(applyMapping(sheet, { mpn: 1, quantity: 2 }))
    expect(corrected.mapping).toEqual({ mpn: 1, quantity: 2 })
    expect(corrected.lines[0]).toMatchObject({ mpn: 'LM358ADR', quantity: 10 })
  })

  test('another header row, or none', async () => {
    const sheet = ok(
      await readSheet(
        xlsx([
          ['LM358DR', 10],
          ['NE555DR', 2],
        ]),
      ),
    )
    const noHeader = ok(applyMapping(sheet, { mpn: 0, quantity: 1 }, -1))
    expect(noHeader.lines.map((l) => l.mpn)).toEqual(['LM358DR', 'NE555DR'])
    const firstAsHeader = ok(applyMapping(sheet, { mpn: 0, quantity: 1 }, 0))
    expect(firstAsHeader.lines.map((l) => l.mpn)).toEqual(['NE555DR'])
  })

  test.each([
    ['an unknown kind', { price: 1 }],
    ['a prototype key', JSON.parse('{"__proto__": 1}')],
    ['a column outside the sheet', { mpn: 9 }],
    ['a negative column', { mpn: -1 }],
    ['one column for two kinds', { mpn: 0, description: 0 }],
    ['a column that is not a number', { mpn: '0' }],
  ])('refuses %s', async (_what, mapping) => {
    const sheet = ok(await readSheet(xlsx(BASIC)))
    expect(applyMapping(sheet, mapping)).toEqual({ kind: 'invalidMapping' })
  })

  test('with readSheet options, from the file again', async () => {
    const sheet = ok(await readSheet(xlsx(BASIC), { mapping: { mpn: 4, quantity: 2 } }))
    expect(sheet.lines.map((l) => [l.mpn, l.quantity])).toEqual([
      ['Dual op amp', 10],
      ['Timer', 2],
    ])
  })
})

describe('limits', () => {
  const lines = (n: number) => ['Part Number,Qty', ...Array.from({ length: n }, (_, i) => `PART-${i},1`)].join('\n')

  test('10,000 lines are read, 10,001 refused (csv)', async () => {
    expect(ok(await readSheet(utf8(lines(10_000)), { fileName: 'a.csv' })).lines).toHaveLength(10_000)
    expect(await readSheet(utf8(lines(10_001)), { fileName: 'a.csv' })).toEqual({ kind: 'tooManyLines', limit: 10_000 })
  })

  test('the line limit is a parameter (xlsx, and a sheet far longer than the limit)', async () => {
    const rows = (n: number) => [['Part Number', 'Qty'], ...Array.from({ length: n }, (_, i) => [`PART-${i}`, 1])]
    expect(ok(await readSheet(xlsx(rows(100)), { maxLines: 100 })).lines).toHaveLength(100)
    expect(await readSheet(xlsx(rows(101)), { maxLines: 100 })).toEqual({ kind: 'tooManyLines', limit: 100 })
    expect(await readSheet(xlsx(rows(5000)), { maxLines: 100 })).toEqual({ kind: 'tooManyLines', limit: 100 })
    expect(readPastedText(lines(101), { maxLines: 100 })).toEqual({ kind: 'tooManyLines', limit: 100 })
  })

  test('5 MB by default; the size limit is a parameter (RFQ: 2 MB)', async () => {
    const big = new Uint8Array(5 * 1024 * 1024 + 1).fill(0x41)
    expect(await readSheet(big, { fileName: 'a.csv' })).toEqual({ kind: 'tooLarge', limit: 5 * 1024 * 1024 })
    const twoMb = 2 * 1024 * 1024
    expect(await readSheet(new Uint8Array(twoMb + 1).fill(0x41), { fileName: 'a.csv', maxBytes: twoMb })).toEqual({
      kind: 'tooLarge',
      limit: twoMb,
    })
  })
})

describe('refused files', () => {
  test('an empty file', async () => {
    expect(await readSheet(new Uint8Array(), { fileName: 'bom.xlsx' })).toEqual({ kind: 'empty' })
    expect(await readSheet(utf8('\n\n  \n'), { fileName: 'bom.csv' })).toEqual({ kind: 'empty' })
    expect(readPastedText('   ')).toEqual({ kind: 'empty' })
  })

  test('a csv with only a header', async () => {
    expect(await readSheet(utf8('Part Number,Manufacturer,Qty\n'), { fileName: 'bom.csv' })).toEqual({
      kind: 'noLines',
    })
  })

  test('an xlsx with only a header', async () => {
    expect(await readSheet(xlsx([['Part Number', 'Qty']]))).toEqual({ kind: 'noLines' })
  })

  test('a picture renamed .xlsx, and a binary renamed .csv', async () => {
    const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d, 0x49, 0x48, 0x44, 0x52])
    expect(await readSheet(png, { fileName: 'bom.xlsx' })).toEqual({ kind: 'notSpreadsheet' })
    expect(await readSheet(png, { fileName: 'bom.csv' })).toEqual({ kind: 'notSpreadsheet' })
  })

  test('a Word document (a zip without a workbook) renamed .xlsx', async () => {
    const docx = await zip([
      { name: '[Content_Types].xml', data: utf8('<Types/>') },
      { name: 'word/document.xml', data: utf8('<w:document/>'), deflate: true },
    ])
    expect(await readSheet(docx, { fileName: 'bom.xlsx' })).toEqual({ kind: 'notSpreadsheet' })
  })

  test('a Word 97 document renamed .xls', async () => {
    const doc = compoundFile({ WordDocument: new Uint8Array(600).fill(7) })
    expect(await readSheet(doc, { fileName: 'bom.xls' })).toEqual({ kind: 'notSpreadsheet' })
  })

  test('a password-protected xlsx (an encrypted package in a compound file)', async () => {
    const encrypted = compoundFile({
      EncryptionInfo: new Uint8Array(600).fill(1),
      EncryptedPackage: new Uint8Array(4096).fill(2),
    })
    expect(await readSheet(encrypted, { fileName: 'bom.xlsx' })).toEqual({ kind: 'passwordProtected' })
  })

  test('a spreadsheet whose name says another type', async () => {
    expect(await readSheet(xlsx(BASIC), { fileName: 'bom.csv' })).toEqual({
      kind: 'typeMismatch',
      extension: 'csv',
      actual: 'xlsx',
    })
    expect(await readSheet(xls(BASIC), { fileName: 'bom.xlsx' })).toEqual({
      kind: 'typeMismatch',
      extension: 'xlsx',
      actual: 'xls',
    })
    expect(await readSheet(utf8('Part Number,Qty\nA1,1\n'), { fileName: 'bom.xlsx' })).toEqual({
      kind: 'typeMismatch',
      extension: 'xlsx',
      actual: 'csv',
    })
  })

  test('an extension that is no spreadsheet', async () => {
    expect(await readSheet(utf8('Part Number,Qty\nA1,1\n'), { fileName: 'bom.pdf' })).toEqual({
      kind: 'notSpreadsheet',
    })
  })

  test('a broken xlsx', async () => {
    const bytes = xlsx(BASIC)
    expect(await readSheet(bytes.subarray(0, bytes.length - 200), { fileName: 'bom.xlsx' })).toEqual({
      kind: 'unreadable',
    })
  })

  test('a zip bomb: parts that unpack far beyond the limit, declared or not', async () => {
    const mb = 1024 * 1024
    const zeros = new Uint8Array(12 * mb)
    const parts = (declaredSize?: number) => [
      { name: 'xl/workbook.xml', data: utf8('<workbook/>') },
      { name: 'xl/worksheets/sheet1.xml', data: zeros, deflate: true, declaredSize },
    ]
    const honest = await zip(parts())
    expect(honest.length).toBeLessThan(50_000)
    // 1 MB files may unpack to 10 MB (ten times the size limit by default, or maxUnpackedBytes).
    expect(await readSheet(honest, { fileName: 'bom.xlsx', maxBytes: mb })).toEqual({
      kind: 'unsafeArchive',
      limit: 10 * mb,
    })
    expect(await readSheet(honest, { fileName: 'bom.xlsx', maxUnpackedBytes: 10 * mb })).toEqual({
      kind: 'unsafeArchive',
      limit: 10 * mb,
    })
    // Sizes that lie: the parts are inflated with a budget, whatever the archive declares.
    const lying = await zip(parts(1000))
    expect(await readSheet(lying, { fileName: 'bom.xlsx', maxBytes: mb })).toEqual({
      kind: 'unsafeArchive',
      limit: 10 * mb,
    })
    // With the default 5 MB limit, 50 MB unpacked.
    const declared = await zip([
      { name: 'xl/workbook.xml', data: utf8('<workbook/>') },
      { name: 'xl/worksheets/sheet1.xml', data: utf8('<x/>'), declaredSize: 60 * mb },
    ])
    expect(await readSheet(declared, { fileName: 'bom.xlsx' })).toEqual({ kind: 'unsafeArchive', limit: 50 * mb })
  })

  test.each(['__proto__', 'constructor', 'prototype'])('a header named %s', async (key) => {
    const rows = [
      ['Part Number', key, 'Qty'],
      ['LM358DR', 'x', 1],
    ]
    expect(await readSheet(xlsx(rows))).toEqual({ kind: 'forbiddenKey', key })
    expect(await readSheet(utf8(rows.map((r) => r.join(',')).join('\n')), { fileName: 'a.csv' })).toEqual({
      kind: 'forbiddenKey',
      key,
    })
  })

  test('a sheet named __proto__ or constructor, a cell holding __proto__', async () => {
    expect(await readSheet(workbook({ constructor: BASIC }))).toEqual({ kind: 'forbiddenKey', key: 'constructor' })
    expect(await readSheet(workbook(Object.fromEntries([['__proto__', BASIC]])))).toEqual({
      kind: 'forbiddenKey',
      key: '__proto__',
    })
    const rows = [...BASIC, ['__proto__', 'TI', 1, '', '']]
    expect(await readSheet(xlsx(rows))).toEqual({ kind: 'forbiddenKey', key: '__proto__' })
    expect(({} as Record<string, unknown>).polluted).toBeUndefined()
  })

  test('every failure has its message in the ten languages, numbers written for the language', () => {
    const failures: SheetFailure[] = [
      { kind: 'empty' },
      { kind: 'tooLarge', limit: 5 * 1024 * 1024 },
      { kind: 'tooManyLines', limit: 10_000 },
      { kind: 'notSpreadsheet' },
      { kind: 'typeMismatch', extension: 'xlsx', actual: 'csv' },
      { kind: 'unsafeArchive', limit: 50 * 1024 * 1024 },
      { kind: 'forbiddenKey', key: '__proto__' },
      { kind: 'passwordProtected' },
      { kind: 'unreadable' },
      { kind: 'noLines' },
      { kind: 'invalidMapping' },
    ]
    for (const code of ['en', 'zh', 'tw', 'jp', 'ko', 'de', 'ru', 'fr', 'ar', 'it'])
      for (const f of failures) {
        const { key, params } = sheetMessage(f)
        expect(message(code, key, params), `${code} ${key}`).not.toMatch(/\{\{/)
      }
    expect(
      message('en', ...(Object.values(sheetMessage({ kind: 'tooManyLines', limit: 10_000 }, 'en')) as [string, never])),
    ).toContain('10,000')
    expect(
      message('de', ...(Object.values(sheetMessage({ kind: 'tooManyLines', limit: 10_000 }, 'de')) as [string, never])),
    ).toContain('10.000')
    expect(
      message('en', ...(Object.values(sheetMessage({ kind: 'tooLarge', limit: 2 * 1024 * 1024 })) as [string, never])),
    ).toContain('2 MB')
  })
})
