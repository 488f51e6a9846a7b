/**
 * The streaming xlsx reader: a workbook's sheets read part by part as they are inflated (zip.ts
 * inflateEntry) and tokenized (xml.ts), cell by cell, instead of SheetJS building the whole
 * workbook (every part as a string, an object per cell): a 10,000-line list costs its cells as
 * values and the shared strings, not some 70 MB. Companion of the delimited-text streaming reader
 * (stream.ts); same results as the SheetJS reader it replaces for xlsx (xls is still read by SheetJS).
 *
 * What is read, and only that: the sheet names and relationships of xl/workbook.xml, the number
 * formats of xl/styles.xml (numFmts and cellXfs), the shared strings (text of each <si>, runs
 * concatenated, phonetic runs left out) and, of each sheet, the cells' saved values (<v>, inline
 * strings) and the merges. Formulas (<f>) are never read, let alone evaluated. The bounds of the
 * SheetJS reader hold: rows from `sheetRows` on are not kept (a value past them with the rows
 * before full says tooManyLines), a value beyond MAX_COLUMNS refuses the sheet (tooWide), merges
 * are clipped (merges.ts), a part inflates within the archive's checked budget, a tag or text run
 * over 1,000,000 characters refuses the file (unreadable), and so do more than MAX_MERGES merges.
 *
 * Pure code over bytes (DecompressionStream, TextDecoder): runs on Node and in workerd.
 */
import { cellText } from './columns'
import { columnOf, decodeRange, fillMerges, type Merge } from './merges'
import { MAX_COLUMNS, type Cell, type SheetFailure } from './types'
import { attribute, decodeOoxmlEscapes, xmlTokenizer, type XmlHandler } from './xml'
import { centralDirectory, inflateEntry, type ZipEntry } from './zip'

/**
 * Most merges a sheet may declare within the rows kept: a parts list merges a maker or a header
 * over a few cells, a few thousand at most; each merge held costs about 100 bytes.
 */
export const MAX_MERGES = 100_000

/** SheetJS's number formatter (SSF): loaded only for a workbook with a cell format that needs it. */
export type NumberFormatter = { format(format: string, value: number): string }
export const loadFormatter = async (): Promise<NumberFormatter> => (await import('xlsx')).SSF as NumberFormatter

/**
 * The built-in number formats (ECMA-376 §18.8.30), by id, as SheetJS's default table has them: a
 * style names one by id without writing its code.
 */
const BUILT_IN_FORMATS: Record<number, string> = {
  0: 'General',
  1: '0',
  2: '0.00',
  3: '#,##0',
  4: '#,##0.00',
  9: '0%',
  10: '0.00%',
  11: '0.00E+00',
  12: '# ?/?',
  13: '# ??/??',
  14: 'm/d/yy',
  15: 'd-mmm-yy',
  16: 'd-mmm',
  17: 'mmm-yy',
  18: 'h:mm AM/PM',
  19: 'h:mm:ss AM/PM',
  20: 'h:mm',
  21: 'h:mm:ss',
  22: 'm/d/yy h:mm',
  37: '#,##0 ;(#,##0)',
  38: '#,##0 ;[Red](#,##0)',
  39: '#,##0.00;(#,##0.00)',
  40: '#,##0.00;[Red](#,##0.00)',
  45: 'mm:ss',
  46: '[h]:mm:ss',
  47: 'mmss.0',
  48: '##0.0E+0',
  49: '@',
  56: '"上午/下午 "hh"時"mm"分"ss"秒 "',
}
/** Formats that show a number as it is. */
const PLAIN_FORMATS = new Set(['General', '0'])

/** Keys that would reach Object.prototype if a header or sheet name became an object key. */
const FORBIDDEN_KEYS = new Set(['__proto__', 'constructor', 'prototype'])

type Workbook = {
  bytes: Uint8Array
  entries: Map<string, ZipEntry>
  budget: number
  sheets: { name: string; path: string | null }[]
  strings: string[]
  /** Number format of each cell style (cellXfs index); undefined: General. */
  formats: (string | undefined)[]
  /** Loaded when a style's format is not General. */
  formatter: NumberFormatter | null
}

export type ChosenSheet = { name: string; cells: Cell[][] }

/**
 * The sheet the lines come from, as cells: the one the caller names, else the first with a header
 * row, else the first with data. `bytes` has passed checkZip with `budget` (maxUnpacked).
 */
export async function chooseXlsxSheet(
  bytes: Uint8Array,
  options: { sheetName?: string; sheetRows: number; budget: number; maxLines: number },
  findHeaderRow: (cells: Cell[][]) => number,
  countDataRows: (cells: Cell[][], headerRow: number) => number,
): Promise<ChosenSheet | SheetFailure> {
  let book: Workbook
  try {
    book = await openWorkbook(bytes, options.budget)
  } catch {
    return { kind: 'unreadable' }
  }
  for (const sheet of book.sheets)
    if (FORBIDDEN_KEYS.has(sheet.name.trim())) return { kind: 'forbiddenKey', key: sheet.name.trim() }

  const names = options.sheetName !== undefined ? [options.sheetName] : book.sheets.map((s) => s.name)
  let chosen: { name: string; cells: Cell[][]; truncated: boolean } | null = null
  for (const name of names) {
    const sheet = book.sheets.find((s) => s.name === name)
    if (!sheet) return { kind: 'invalidMapping' }
    let read: { cells: Cell[][]; truncated: boolean } | SheetFailure
    try {
      read = await readSheetPart(book, sheet.path, options.sheetRows)
    } catch {
      return { kind: 'unreadable' }
    }
    if ('kind' in read) return read
    if (!chosen || (countDataRows(chosen.cells, -1) === 0 && countDataRows(read.cells, -1) > 0))
      chosen = { name, ...read }
    if (findHeaderRow(read.cells) >= 0) {
      chosen = { name, ...read }
      break
    }
  }
  if (!chosen) return { kind: 'empty' }
  if (chosen.truncated) return { kind: 'tooManyLines', limit: options.maxLines }
  return { name: chosen.name, cells: chosen.cells }
}

async function openWorkbook(bytes: Uint8Array, budget: number): Promise<Workbook> {
  const directory = centralDirectory(bytes)
  if (!directory || directory === 'unsafe') throw new Error('zip')
  // Part names are matched without regard to case, as spreadsheet programs do.
  const entries = new Map(directory.map((e) => [e.name.replace(/^\/+/, '').toLowerCase(), e]))
  const book: Workbook = { bytes, entries, budget, sheets: [], strings: [], formats: [], formatter: null }

  const rels = new Map<string, { type: string; target: string }>()
  await readPart(book, 'xl/_rels/workbook.xml.rels', {
    open(name, attrs) {
      if (name !== 'Relationship') return
      const id = attribute(attrs, 'Id')
      const target = attribute(attrs, 'Target')
      if (id && target) rels.set(id, { type: attribute(attrs, 'Type') ?? '', target: resolveTarget(target) })
    },
  })
  await readPart(book, 'xl/workbook.xml', {
    open(name, attrs) {
      if (name !== 'sheet') return
      const sheetName = attribute(attrs, 'name') ?? ''
      const rel = rels.get(attribute(attrs, 'id') ?? '')
      // Chart and dialog sheets have no cells: read as empty.
      const path = rel
        ? /\/worksheet$/.test(rel.type)
          ? rel.target
          : null
        : `xl/worksheets/sheet${book.sheets.length + 1}.xml`
      book.sheets.push({ name: sheetName, path })
    },
  })
  const relOf = (type: string, fallback: string) =>
    [...rels.values()].find((r) => r.type.endsWith(`/${type}`))?.target ?? fallback
  await readStyles(book, relOf('styles', 'xl/styles.xml'))
  if (book.formats.some((f) => f !== undefined && !PLAIN_FORMATS.has(f))) book.formatter = await loadFormatter()
  await readSharedStrings(book, relOf('sharedStrings', 'xl/sharedStrings.xml'))
  return book
}

/** A relationship's target as a part name: relative to xl/, or absolute from the archive's root. */
function resolveTarget(target: string): string {
  const parts = (target.startsWith('/') ? target.slice(1) : `xl/${target}`).split('/')
  const out: string[] = []
  for (const p of parts) {
    if (p === '..') out.pop()
    else if (p && p !== '.') out.push(p)
  }
  return out.join('/')
}

/** Feeds a part through the tokenizer; a part the archive lacks is read as empty. */
async function readPart(book: Workbook, path: string, handler: Partial<XmlHandler>): Promise<boolean> {
  const entry = book.entries.get(path.toLowerCase())
  if (!entry) return false
  const xml = xmlTokenizer({ open: () => {}, close: () => {}, text: () => {}, ...handler })
  const decoder = new TextDecoder()
  for await (const chunk of inflateEntry(book.bytes, entry, book.budget))
    xml.write(decoder.decode(chunk, { stream: true }))
  xml.write(decoder.decode())
  xml.end()
  return true
}

async function readStyles(book: Workbook, path: string) {
  const custom = new Map<number, string>()
  const ids: number[] = []
  let inCellXfs = false
  await readPart(book, path, {
    open(name, attrs) {
      if (name === 'numFmt') {
        const id = Number(attribute(attrs, 'numFmtId'))
        const code = attribute(attrs, 'formatCode')
        if (Number.isInteger(id) && code !== undefined) custom.set(id, code)
      } else if (name === 'cellXfs') inCellXfs = true
      else if (name === 'xf' && inCellXfs) ids.push(Number(attribute(attrs, 'numFmtId') ?? 0))
    },
    close(name) {
      if (name === 'cellXfs') inCellXfs = false
    },
  })
  book.formats = ids.map((id) => custom.get(id) ?? BUILT_IN_FORMATS[id])
}

async function readSharedStrings(book: Workbook, path: string) {
  const strings = book.strings
  let item: string[] | null = null
  let inText = false
  let phonetic = 0
  await readPart(book, path, {
    open(name, _attrs, selfClosing) {
      if (name === 'si') item = []
      else if (name === 'rPh' || name === 'phoneticPr') phonetic++
      else if (name === 't' && item && !phonetic && !selfClosing) inText = true
    },
    close(name) {
      if (name === 't') inText = false
      else if (name === 'rPh' || name === 'phoneticPr') phonetic = Math.max(0, phonetic - 1)
      else if (name === 'si' && item) {
        strings.push(decodeOoxmlEscapes(item.join('')))
        item = null
      }
    },
    text(text) {
      if (inText) item!.push(text)
    },
  })
}

/**
 * One worksheet's cells (rows below `sheetRows` not kept), merges filled, and whether the sheet
 * goes on past the rows kept with the rows before its end full (a list longer than the limit).
 */
async function readSheetPart(
  book: Workbook,
  path: string | null,
  sheetRows: number,
): Promise<{ cells: Cell[][]; truncated: boolean } | SheetFailure> {
  const cells: Cell[][] = []
  const merges: Merge[] = []
  const maxMerges = MAX_MERGES
  let failure: SheetFailure | null = null
  let beyond = false
  let width = 0

  let r = -1
  let row: Cell[] | null = null
  let c = -1
  let type = 'n'
  let style = 0
  let value: string[] = []
  /** Where text goes: 0 nowhere, 1 the value (<v>), 2 an inline string's text (<is><t>). */
  let into = 0
  let inInline = false
  let phonetic = 0
  let hasValue = false

  const handler: XmlHandler = {
    open(name, attrs) {
      if (failure) return
      switch (name) {
        case 'row': {
          const at = Number(attribute(attrs, 'r'))
          r = Number.isInteger(at) && at > 0 ? at - 1 : r + 1
          c = -1
          row = r < sheetRows ? [] : null
          return
        }
        case 'c': {
          const ref = attribute(attrs, 'r')
          const at = ref === undefined ? null : columnOf(ref)
          c = at ?? c + 1
          type = attribute(attrs, 't') ?? 'n'
          style = Number(attribute(attrs, 's') ?? 0) || 0
          value = []
          hasValue = false
          return
        }
        case 'v':
          into = 1
          hasValue = true
          return
        case 'is':
          inInline = true
          hasValue = true
          return
        case 'rPh':
          phonetic++
          return
        case 't':
          if (inInline && !phonetic) into = 2
          return
        case 'mergeCell': {
          const m = decodeRange(attribute(attrs, 'ref') ?? '')
          if (m && m.s.r < sheetRows && m.s.c < MAX_COLUMNS) {
            if (merges.length >= maxMerges) failure = { kind: 'unreadable' }
            else merges.push(m)
          }
          return
        }
      }
    },
    close(name) {
      if (failure) return
      switch (name) {
        case 'v':
        case 't':
          into = 0
          return
        case 'is':
          inInline = false
          return
        case 'rPh':
          phonetic = Math.max(0, phonetic - 1)
          return
        case 'c': {
          if (!hasValue) return
          const cell = cellValue(type, value.join(''), book, style)
          if (cellText(cell) === '') return
          if (c >= MAX_COLUMNS) {
            if (r < sheetRows) failure = { kind: 'tooWide', limit: MAX_COLUMNS }
            return
          }
          if (!row) {
            beyond = true
            return
          }
          while (row.length < c) row.push('')
          row[c] = cell
          return
        }
        case 'row': {
          if (!row) return
          while (row.length && cellText(row[row.length - 1]) === '') row.pop()
          if (row.length > width) width = row.length
          while (cells.length < r) cells.push([])
          if (r < cells.length) {
            // A row written twice (no spreadsheet program does): its cells join the first's.
            const first = cells[r]!
            row.forEach((v, i) => {
              if (cellText(v) !== '') first[i] = v
            })
            for (let i = 0; i < first.length; i++) first[i] ??= ''
          } else cells.push(row)
          row = null
          return
        }
      }
    },
    text(text) {
      if (into && !failure) value.push(text)
    },
  }
  // A worksheet the workbook names but the archive lacks: the file is broken.
  if (path && !(await readPart(book, path, handler))) return { kind: 'unreadable' }
  if (failure) return failure
  const refused = fillMerges(cells, width, merges)
  if (refused) return refused
  // As with SheetJS's sheetRows: the sheet goes on past the rows kept, and they are full to their end.
  const truncated = beyond && cells.slice(sheetRows - 50).some((row) => row.some((v) => cellText(v) !== ''))
  return { cells, truncated }
}

/**
 * A cell's saved value: a shared or inline string, a formula's saved text, TRUE/FALSE, an error as
 * empty; a number as a number unless its format shows it otherwise (shownNumber).
 */
function cellValue(type: string, raw: string, book: Workbook, style: number): Cell {
  switch (type) {
    case 's':
      return book.strings[Number(raw)] ?? ''
    case 'inlineStr':
    case 'str':
      return decodeOoxmlEscapes(raw)
    case 'b':
      return raw.trim() === '1' || raw.trim().toLowerCase() === 'true' ? 'TRUE' : 'FALSE'
    case 'e':
      return ''
    case 'd':
      return raw.trim().slice(0, 10)
    default: {
      if (raw.trim() === '') return ''
      const v = Number(raw)
      if (!Number.isFinite(v)) return ''
      return shownNumber(v, book.formats[style] ?? 'General', book.formatter)
    }
  }
}

/**
 * A number as the spreadsheet shows it where its format changes more than grouping (00042,
 * 2024-01-01, 12.5%), else the number itself (also without a formatter: none was needed). Shared
 * with the SheetJS reader (xls).
 */
export function shownNumber(v: number, format: string, formatter: NumberFormatter | null): Cell {
  if (PLAIN_FORMATS.has(format) || !formatter) return v
  let shown: string
  try {
    shown = String(formatter.format(format, v)).trim()
  } catch {
    return v
  }
  const same = Number(shown.replace(/[,\s\u00a0]/g, '')) === v && !/^0\d/.test(shown)
  return shown && !same ? shown : v
}
