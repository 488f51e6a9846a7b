/**
 * Hostile spreadsheets, written as XML in a zip (tests/unit/sheets/files.ts zip): each a few
 * kilobytes that declares far more than it holds. Used by the reader's unit tests, the contract
 * tests of the upload calls and the fuzz suite.
 */
import { utf8, zip } from './files'

const CONTENT_TYPES = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/>%SHEETS%<Override PartName="/xl/sharedStrings.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sharedStrings+xml"/></Types>`
const ROOT_RELS = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="xl/workbook.xml"/></Relationships>`

/** Escapes text for XML. */
const xml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;')

export type HostileSheet = {
  /** The <sheetData> rows, as XML (cells with inline strings: see `row`). */
  rows: string
  /** The declared used range (<dimension ref>), e.g. 'A1:XFD1048576'. */
  dimension?: string
  /** Merged ranges, e.g. ['A1:XFD1048576']. */
  merges?: string[]
  /** Column definitions, e.g. '<col min="1" max="16384" width="9"/>'. */
  cols?: string
}

/** A row of inline-string (or number) cells at the given references: row(1, { A: 'MPN', B: 'Qty' }). */
export function row(r: number, cells: Record<string, string | number>): string {
  const out = Object.entries(cells).map(([col, v]) =>
    typeof v === 'number'
      ? `<c r="${col}${r}"><v>${v}</v></c>`
      : `<c r="${col}${r}" t="inlineStr"><is><t>${xml(v)}</t></is></c>`,
  )
  return `<row r="${r}">${out.join('')}</row>`
}

/** An xlsx of these sheets (named Sheet1, Sheet2, …), with optional shared strings. */
export async function hostileXlsx(sheets: HostileSheet[], sharedStrings?: string): Promise<Uint8Array> {
  const names = sheets.map((_, i) => `Sheet${i + 1}`)
  const workbook = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<workbook xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships"><sheets>${names
    .map((n, i) => `<sheet name="${n}" sheetId="${i + 1}" r:id="rId${i + 1}"/>`)
    .join('')}</sheets></workbook>`
  const rels = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">${names
    .map(
      (_, i) =>
        `<Relationship Id="rId${i + 1}" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/worksheet" Target="worksheets/sheet${i + 1}.xml"/>`,
    )
    .join(
      '',
    )}<Relationship Id="rIdS" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/sharedStrings" Target="sharedStrings.xml"/></Relationships>`
  const overrides = names
    .map(
      (_, i) =>
        `<Override PartName="/xl/worksheets/sheet${i + 1}.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/>`,
    )
    .join('')
  const sheetXml = (s: HostileSheet) =>
    `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main">${s.dimension ? `<dimension ref="${s.dimension}"/>` : ''}${s.cols ? `<cols>${s.cols}</cols>` : ''}<sheetData>${s.rows}</sheetData>${
      s.merges?.length
        ? `<mergeCells count="${s.merges.length}">${s.merges.map((m) => `<mergeCell ref="${m}"/>`).join('')}</mergeCells>`
        : ''
    }</worksheet>`
  return zip([
    { name: '[Content_Types].xml', data: utf8(CONTENT_TYPES.replace('%SHEETS%', overrides)), deflate: true },
    { name: '_rels/.rels', data: utf8(ROOT_RELS), deflate: true },
    { name: 'xl/workbook.xml', data: utf8(workbook), deflate: true },
    { name: 'xl/_rels/workbook.xml.rels', data: utf8(rels), deflate: true },
    {
      name: 'xl/sharedStrings.xml',
      data: utf8(
        sharedStrings ??
          '<?xml version="1.0" encoding="UTF-8" standalone="yes"?><sst xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" count="0" uniqueCount="0"/>',
      ),
      deflate: true,
    },
    ...sheets.map((s, i) => ({ name: `xl/worksheets/sheet${i + 1}.xml`, data: utf8(sheetXml(s)), deflate: true })),
  ])
}

/** A header row and one line of parts. */
const LIST = row(1, { A: 'Part Number', B: 'Qty' }) + row(2, { A: 'LM358DR', B: 10 })

/** The issue's file: a header, one line and a merged range over the whole sheet (A1:XFD1048576). */
export const mergedWholeSheet = () =>
  hostileXlsx([{ rows: LIST, dimension: 'A1:XFD1048576', merges: ['A1:XFD1048576'] }])

/** A list whose every row also has a cell in the last column (XFD): 16,384 columns used. */
export const wideColumns = (rows = 11_000) =>
  hostileXlsx([
    {
      rows: Array.from({ length: rows }, (_, i) =>
        row(i + 1, i === 0 ? { A: 'Part Number', B: 'Qty', XFD: 'x' } : { A: `LM${i}DR`, B: i, XFD: 'x' }),
      ).join(''),
      dimension: `A1:XFD${rows}`,
    },
  ])

/** A small list that declares the whole sheet as its used range, and columns over all of it. */
export const hugeDimension = () =>
  hostileXlsx([
    { rows: LIST, dimension: 'A1:XFD1048576', cols: '<col min="1" max="16384" width="9" customWidth="1"/>' },
  ])

/** Many merges, each over a whole column of the sheet below the header. */
export const manyMerges = (n = 2_000) =>
  hostileXlsx([
    {
      rows: LIST,
      merges: Array.from({ length: n }, (_, i) => `A${i + 3}:XFD${1_048_576 - i}`),
    },
  ])

/** Many sheets, each declaring the whole sheet. */
export const manySheets = (n = 300) =>
  hostileXlsx(Array.from({ length: n }, () => ({ rows: LIST, dimension: 'A1:XFD1048576', merges: ['A1:XFD1048576'] })))

/** Shared strings that say there are millions, and the list refers to a string far beyond them. */
export const sharedStringsBomb = (n = 300_000) =>
  hostileXlsx(
    [{ rows: `${LIST}<row r="3"><c r="A3" t="s"><v>999999999</v></c></row>` }],
    `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><sst xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" count="2147483647" uniqueCount="2147483647">${'<si><t>a</t></si>'.repeat(n)}</sst>`,
  )

/** A zip bomb: a sheet part of 60 MB of zeros (about 60 KB deflated), its size declared or a lie. */
export const zipBomb = async (declaredSize?: number) =>
  zip([
    { name: 'xl/workbook.xml', data: utf8('<workbook/>') },
    { name: 'xl/worksheets/sheet1.xml', data: new Uint8Array(60 * 1024 * 1024), deflate: true, declaredSize },
  ])
