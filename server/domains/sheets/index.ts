/**
 * The spreadsheet reader: a buyer's parts list (xlsx, xls, csv or pasted text) into lines, with
 * the column mapping it detected and how sure it is of each column. Shared by the BOM tool and
 * the RFQ upload. Pure code: no HTTP, no database, no node: imports (runs on Node and in workerd).
 *
 * - readSheet(bytes, { fileName }) reads a file; readPastedText(text) what a buyer pasted.
 * - applyMapping(sheet, mapping) reads the lines again with the mapping the buyer corrected.
 * - Expected failures come back as values ({ kind: 'tooManyLines', limit }), never thrown;
 *   sheetMessage gives their localized message key (locales: `sheets.*`).
 *
 * Safety: files over maxBytes and lists over maxLines are refused; an xlsx is checked for zip
 * bombs before it is unpacked (zip.ts); formulas are never evaluated, only the values the
 * spreadsheet program saved are read; a sheet name or header that is a prototype key
 * (__proto__, constructor, prototype) refuses the file; the content must be what the file's
 * name says.
 */
import type * as XLSX from 'xlsx'
import { cellText, countDataRows, decimalCommaHint, detectColumns, findHeaderRow, readLines } from './columns'
import { parseQuantity } from './quantity'
import { fillMerges } from './merges'
import { chooseXlsxSheet, shownNumber, type NumberFormatter } from './xlsx'
import { checkZip } from './zip'
import { openDelimited, StreamError } from './stream'
import { decodeText, detectDelimiter, detectEncoding, parseDelimited, splitWords } from './text'
import {
  COLUMN_KINDS,
  DEFAULT_MAX_BYTES,
  DEFAULT_MAX_LINES,
  MAX_COLUMNS,
  type Cell,
  type ColumnMapping,
  type ReadOptions,
  type SheetFailure,
  type SheetFormat,
  type SheetRead,
  type SheetResult,
} from './types'

export * from './types'
export { countDesignators, parseQuantity } from './quantity'
export { matchHeader, HEADER_WORDS } from './headers'

/** Keys that would reach Object.prototype if a header or sheet name became an object key. */
const FORBIDDEN_KEYS = new Set(['__proto__', 'constructor', 'prototype'])

const EXTENSIONS: Record<string, SheetFormat> = {
  xlsx: 'xlsx',
  xlsm: 'xlsx',
  xls: 'xls',
  csv: 'csv',
  tsv: 'csv',
  txt: 'csv',
}

/** Read a spreadsheet file as uploaded. */
export async function readSheet(file: Uint8Array | ArrayBuffer, options: ReadOptions = {}): Promise<SheetResult> {
  const bytes = file instanceof Uint8Array ? file : new Uint8Array(file)
  const maxBytes = options.maxBytes ?? DEFAULT_MAX_BYTES
  if (bytes.length === 0) return { kind: 'empty' }
  if (bytes.length > maxBytes) return { kind: 'tooLarge', limit: maxBytes }

  const extension = options.fileName?.toLowerCase().match(/\.([a-z0-9]+)$/)?.[1] ?? ''
  const expected = extension ? EXTENSIONS[extension] : undefined
  if (extension && !expected) return { kind: 'notSpreadsheet' }
  const actual = sniff(bytes)
  if (!actual) return { kind: 'notSpreadsheet' }
  if (actual === 'xlsx') {
    const limit = options.maxUnpackedBytes ?? 10 * maxBytes
    const zip = await checkZip(bytes, limit)
    if (zip.kind === 'unsafe') return { kind: 'unsafeArchive', limit }
    if (zip.kind === 'corrupt') return { kind: 'unreadable' }
    if (!zip.names.includes('xl/workbook.xml')) return { kind: 'notSpreadsheet' }
    if (zip.strings > maxSharedStrings(options)) return { kind: 'tooComplex' }
  }
  if (actual === 'xls') {
    if (hasStream(bytes, 'EncryptedPackage')) return { kind: 'passwordProtected' }
    if (!hasStream(bytes, 'Workbook') && !hasStream(bytes, 'Book')) return { kind: 'notSpreadsheet' }
  }
  if (expected && expected !== actual) return { kind: 'typeMismatch', extension, actual }

  if (actual === 'csv') return readCsv(bytes, options)
  if (actual === 'xlsx') {
    // Streamed (xlsx.ts): the workbook is never held whole.
    const maxLines = options.maxLines ?? DEFAULT_MAX_LINES
    const chosen = await chooseXlsxSheet(
      bytes,
      {
        sheetName: options.sheetName,
        sheetRows: maxLines + 1001,
        budget: options.maxUnpackedBytes ?? 10 * maxBytes,
        maxLines,
      },
      findHeaderRow,
      countDataRows,
    )
    if ('kind' in chosen) return chosen
    return analyse(chosen.cells, 'xlsx', chosen.name, null, options)
  }
  return readWorkbook(bytes, actual, options)
}

/**
 * Most shared strings (distinct texts) a workbook may hold: twenty per line of the list, which a
 * list of maxLines lines with every cell different does not reach. SheetJS keeps an object for
 * each, so a few kilobytes of empty items would otherwise cost hundreds of megabytes.
 */
const maxSharedStrings = (options: ReadOptions) => 20 * (options.maxLines ?? DEFAULT_MAX_LINES) + 1000

/** Read what a buyer pasted (lines copied from a spreadsheet, or typed: 'LM358DR 10'). */
export function readPastedText(text: string, options: ReadOptions = {}): SheetResult {
  const maxBytes = options.maxBytes ?? DEFAULT_MAX_BYTES
  if (!text.trim()) return { kind: 'empty' }
  if (text.length > maxBytes) return { kind: 'tooLarge', limit: maxBytes }
  return readText(text, 'text', options)
}

/**
 * The lines of a sheet read again with a mapping the buyer corrected (and, optionally, another
 * header row: -1 for none). Refused as invalidMapping when it names an unknown kind, a column
 * outside the sheet or one column for two kinds.
 */
export function applyMapping(
  sheet: SheetRead,
  mapping: ColumnMapping,
  headerRow: number = sheet.headerRow,
  options: Pick<ReadOptions, 'maxLines'> = {},
): SheetResult {
  return analyse(sheet.cells, sheet.format, sheet.sheetName, sheet.decimalComma, { ...options, mapping, headerRow })
}

/**
 * The message of a failure: its key in the locale files and its parameters, numbers formatted
 * for the page's language (`bcp47`, e.g. 'de').
 */
export function sheetMessage(failure: SheetFailure, bcp47 = 'en'): { key: string; params: Record<string, string> } {
  const number = new Intl.NumberFormat(bcp47)
  const params: Record<string, string> = {}
  if (failure.kind === 'tooLarge' || failure.kind === 'unsafeArchive')
    params.limit = new Intl.NumberFormat(bcp47, { maximumFractionDigits: 1 }).format(failure.limit / (1024 * 1024))
  if (failure.kind === 'tooManyLines' || failure.kind === 'tooWide') params.limit = number.format(failure.limit)
  if (failure.kind === 'typeMismatch') {
    params.extension = `.${failure.extension}`
    params.actual = failure.actual === 'text' ? 'CSV' : failure.actual.toUpperCase()
  }
  if (failure.kind === 'forbiddenKey') params.key = failure.key
  return { key: `sheets.${failure.kind}`, params }
}

/** What the bytes are: a zip (xlsx), an OLE compound file (xls), text (csv), or none of these. */
function sniff(bytes: Uint8Array): SheetFormat | null {
  if (bytes[0] === 0x50 && bytes[1] === 0x4b && bytes[2] === 0x03 && bytes[3] === 0x04) return 'xlsx'
  const ole = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]
  if (ole.every((b, i) => bytes[i] === b)) return 'xls'
  return decodeText(bytes.subarray(0, 8192)) !== null ? 'csv' : null
}

/** Whether an OLE compound file names a stream (directory names are UTF-16LE). */
function hasStream(bytes: Uint8Array, name: string): boolean {
  const pattern = new Uint8Array(name.length * 2)
  for (let i = 0; i < name.length; i++) pattern[i * 2] = name.charCodeAt(i)
  outer: for (let i = 0; i + pattern.length <= bytes.length; i++) {
    for (let j = 0; j < pattern.length; j++) if (bytes[i + j] !== pattern[j]) continue outer
    return true
  }
  return false
}

function readText(text: string, format: 'csv' | 'text', options: ReadOptions): SheetResult {
  const delimiter = detectDelimiter(text)
  const rows: Cell[][] | null = delimiter
    ? parseDelimited(text, delimiter, MAX_COLUMNS)
    : format === 'text'
      ? splitWords(text, (w) => parseQuantity(w) !== null)
      : text.split(/\r?\n/).map((line) => [line])
  if (!rows) return { kind: 'tooWide', limit: MAX_COLUMNS }
  return analyse(rows, format, '', decimalCommaFor(delimiter), options)
}

/**
 * A csv file, streamed (stream.ts): its rows are parsed as its bytes are decoded, chunk by chunk,
 * and the whole text is never held. The encoding is detected over every byte and the delimiter
 * from the first 64 KB, as for pasted text; a file without a delimiter is one column per line.
 */
async function readCsv(bytes: Uint8Array, options: ReadOptions): Promise<SheetResult> {
  const found = detectEncoding(bytes)
  if (!found) return { kind: 'notSpreadsheet' }
  // 256 KB of bytes hold at least the 64 K characters detectDelimiter looks at.
  const head = new TextDecoder(found.encoding).decode(bytes.subarray(found.bom, found.bom + 256 * 1024), {
    stream: true,
  })
  const delimiter = detectDelimiter(head)
  if (!delimiter) {
    const text = decodeText(bytes)
    if (text === null) return { kind: 'notSpreadsheet' }
    return readText(text, 'csv', options)
  }
  const rows: Cell[][] = []
  try {
    const stream = await openDelimited(chunksOf(bytes), {
      encoding: found,
      delimiter,
      maxColumns: MAX_COLUMNS,
      // The file's size bounds a row (maxBytes); the streaming reader's own row limit is for feeds.
      maxRowChars: Number.MAX_SAFE_INTEGER,
    })
    for await (const row of stream.rows()) rows.push(row.cells)
  } catch (error) {
    if (!(error instanceof StreamError)) throw error
    return error.failure.kind === 'tooWide' ? { kind: 'tooWide', limit: MAX_COLUMNS } : { kind: 'notSpreadsheet' }
  }
  return analyse(rows, 'csv', '', decimalCommaFor(delimiter), options)
}

/** A file's bytes in 64 KB pieces (views, not copies). */
async function* chunksOf(bytes: Uint8Array): AsyncGenerator<Uint8Array> {
  for (let at = 0; at < bytes.length; at += 64 * 1024) yield bytes.subarray(at, at + 64 * 1024)
}

/** A ';'-separated file writes decimal commas; otherwise the header tells (see analyse). */
const decimalCommaFor = (delimiter: string | null): boolean | null => (delimiter === ';' ? true : null)

async function readWorkbook(bytes: Uint8Array, format: SheetFormat, options: ReadOptions): Promise<SheetResult> {
  // SheetJS is loaded only for the files it reads (xls): a reading thread that never meets one
  // does not pay its start (some 11 MB and 100 ms).
  const chosen = chooseSheet(await import('xlsx'), bytes, options)
  if ('kind' in chosen) return chosen
  // The workbook is no longer referenced here: only the chosen sheet's cells are analysed.
  return analyse(chosen.cells, format, chosen.name, null, options)
}

/** The sheet the lines come from, as cells (the workbook is dropped once they are taken). */
function chooseSheet(
  XLSX: typeof import('xlsx'),
  bytes: Uint8Array,
  options: ReadOptions,
): { name: string; cells: Cell[][] } | SheetFailure {
  const maxLines = options.maxLines ?? DEFAULT_MAX_LINES
  // Rows beyond the limit (with room for title rows and blank lines) are not even parsed.
  const sheetRows = maxLines + 1001
  let workbook: XLSX.WorkBook
  try {
    workbook = XLSX.read(bytes, {
      type: 'array',
      dense: true,
      cellFormula: false,
      cellHTML: false,
      cellStyles: false,
      cellDates: false,
      // Numbers are shown through their format only where it is not General (cellValue): half
      // the time of formatting every cell.
      cellText: false,
      cellNF: true,
      sheetRows,
    })
  } catch (error) {
    return /password|encrypt/i.test(String(error)) ? { kind: 'passwordProtected' } : { kind: 'unreadable' }
  }
  for (const name of workbook.SheetNames)
    if (FORBIDDEN_KEYS.has(name.trim())) return { kind: 'forbiddenKey', key: name.trim() }

  const names = options.sheetName !== undefined ? [options.sheetName] : workbook.SheetNames
  let chosen: { name: string; cells: Cell[][]; truncated: boolean } | null = null
  for (const name of names) {
    const sheet = Object.hasOwn(workbook.Sheets, name) ? workbook.Sheets[name] : undefined
    // A sheet SheetJS could not parse is left out of the workbook; a name the caller gave may be gone.
    if (!sheet) return options.sheetName !== undefined ? { kind: 'invalidMapping' } : { kind: 'unreadable' }
    const read = sheetCells(sheet, sheetRows, XLSX.SSF as NumberFormatter)
    if ('kind' in read) return read
    if (!chosen || (countDataRows(chosen.cells, -1) === 0 && countDataRows(read.cells, -1) > 0))
      chosen = { name, ...read }
    if (findHeaderRow(read.cells) >= 0) {
      chosen = { name, ...read }
      break
    }
  }
  if (!chosen) return { kind: 'empty' }
  if (chosen.truncated) return { kind: 'tooManyLines', limit: maxLines }
  return { name: chosen.name, cells: chosen.cells }
}

/**
 * A sheet's cells: the value the spreadsheet program saved for every cell (formulas are not
 * read, let alone evaluated); a number as a number unless it is shown otherwise (a date, a
 * leading zero, a percentage: then as shown). Merged cells: a merge in the rows above the
 * header gives its value to every cell it covers (a header cell over two columns, a title);
 * below, to the cells of its first column (a manufacturer written once for several lines).
 *
 * Only what the file holds is trusted: the cells present are read (a row that declares 16,384
 * columns costs its few cells), a cell with a value beyond MAX_COLUMNS refuses the sheet
 * (tooWide), and every merge is clipped to the rows read and the columns used, so that a merge
 * over A1:XFD1048576 costs the cells of the list, not a billion. Merges that overlap (which no
 * spreadsheet program writes) are refused once they would fill more than the sheet's cells.
 * The declared used range (dimension, !ref) is not read at all.
 */
export function sheetCells(
  sheet: XLSX.WorkSheet,
  sheetRows: number,
  formatter: NumberFormatter | null = null,
): { cells: Cell[][]; truncated: boolean } | SheetFailure {
  const data = (sheet['!data'] ?? []) as (XLSX.CellObject | undefined)[][]
  const cells: Cell[][] = []
  let width = 0
  for (let r = 0; r < data.length; r++) {
    const row = data[r]
    const out: Cell[] = []
    if (row) {
      if (row.length > MAX_COLUMNS) {
        // Only the cells present are enumerated (a sparse row), never its declared length.
        for (const key in row) {
          const c = Number(key)
          if (c >= MAX_COLUMNS && cellText(cellValue(row[c], formatter)) !== '')
            return { kind: 'tooWide', limit: MAX_COLUMNS }
        }
      }
      const n = Math.min(row.length, MAX_COLUMNS)
      for (let c = 0; c < n; c++) out[c] = cellValue(row[c], formatter)
    }
    while (out.length && cellText(out[out.length - 1]) === '') out.pop()
    if (out.length > width) width = out.length
    cells.push(out)
  }
  const refused = fillMerges(cells, width, sheet['!merges'] ?? [])
  if (refused) return refused
  // With sheetRows, parsing stops at that row: a sheet that filled the rows parsed, up to their
  // end, and says it goes on (!fullref) is longer than the limit.
  let truncated = false
  if (sheet['!fullref'] && data.length >= sheetRows) {
    truncated = cells.slice(-50).some((row) => row.some((c) => cellText(c) !== ''))
  }
  return { cells, truncated }
}

function cellValue(cell: XLSX.CellObject | undefined, formatter: NumberFormatter | null): Cell {
  if (!cell) return ''
  switch (cell.t) {
    case 's':
      return String(cell.v ?? '')
    case 'n': {
      const v = cell.v as number | undefined
      if (v === undefined || !Number.isFinite(v)) return ''
      return shownNumber(v, typeof cell.z === 'string' ? cell.z : 'General', formatter)
    }
    case 'b':
      return cell.v ? 'TRUE' : 'FALSE'
    case 'd':
      return cell.w ?? (cell.v instanceof Date ? cell.v.toISOString().slice(0, 10) : String(cell.v ?? ''))
    default:
      return ''
  }
}

/**
 * From rows of cells to a read sheet: the header row, its keys checked, the line limit, the
 * mapping (detected, or the caller's), the lines.
 */
function analyse(
  rows: Cell[][],
  format: SheetFormat,
  sheetName: string,
  decimalCommaKnown: boolean | null,
  options: ReadOptions,
): SheetResult {
  const maxLines = options.maxLines ?? DEFAULT_MAX_LINES
  // Trimmed in place (trimming twice changes nothing): a 10,000-line sheet is not copied again.
  const cells = rows
  for (const row of cells) {
    for (let c = 0; c < row.length; c++) {
      const v = row[c]
      if (typeof v === 'string') row[c] = v.trim()
    }
    while (row.length && cellText(row[row.length - 1]) === '') row.pop()
  }
  while (cells.length && cells[cells.length - 1]!.length === 0) cells.pop()
  if (cells.length === 0) return { kind: 'empty' }
  for (const row of cells) for (const c of row) if (c === '__proto__') return { kind: 'forbiddenKey', key: c }

  let width = 0
  for (const row of cells) if (row.length > width) width = row.length
  if (width > MAX_COLUMNS) return { kind: 'tooWide', limit: MAX_COLUMNS }
  const headerRow = options.headerRow ?? findHeaderRow(cells)
  if (!Number.isInteger(headerRow) || headerRow < -1 || headerRow >= cells.length) return { kind: 'invalidMapping' }
  const header = Array.from({ length: width }, (_, c) => (headerRow >= 0 ? cellText(cells[headerRow]![c]) : ''))
  const forbidden = header.find((h) => FORBIDDEN_KEYS.has(h))
  if (forbidden) return { kind: 'forbiddenKey', key: forbidden }

  const lineCount = countDataRows(cells, headerRow)
  if (lineCount > maxLines) return { kind: 'tooManyLines', limit: maxLines }
  if (lineCount === 0) return { kind: 'noLines' }

  const decimalComma = decimalCommaKnown ?? decimalCommaHint(header, null)
  let columns: Pick<SheetRead, 'mapping' | 'confidence' | 'fromHeader'>
  if (options.mapping) {
    const mapping = validMapping(options.mapping, width)
    if (!mapping) return { kind: 'invalidMapping' }
    const confidence = Object.fromEntries(Object.keys(mapping).map((k) => [k, 1]))
    columns = { mapping, confidence, fromHeader: [] }
  } else columns = detectColumns(cells, headerRow, width, decimalComma)

  const lines = readLines(cells, headerRow, columns.mapping, decimalComma)
  if (lines.length === 0) return { kind: 'noLines' }
  const kept = options.previewRows === undefined ? cells : cells.slice(0, options.previewRows)
  return { kind: 'ok', format, sheetName, cells: kept, headerRow, header, width, ...columns, decimalComma, lines }
}

/** The caller's mapping, if every key is a column kind and every column is in the sheet, each once. */
function validMapping(mapping: ColumnMapping, width: number): ColumnMapping | null {
  const out: ColumnMapping = {}
  const used = new Set<number>()
  for (const key of Object.keys(mapping)) {
    const kind = COLUMN_KINDS.find((k) => k === key)
    const col = (mapping as Record<string, unknown>)[key]
    if (!kind) return null
    if (col === undefined) continue
    if (typeof col !== 'number' || !Number.isInteger(col) || col < 0 || col >= width || used.has(col)) return null
    used.add(col)
    out[kind] = col
  }
  return out
}
