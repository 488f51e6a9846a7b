/**
 * From a grid of cells to a parts list: where the header row is, which column is which (from
 * the header's words, else from the columns' content), and the lines. Pure functions.
 */
import { headerKey, matchHeader, type HeaderMatch } from './headers'
import { countDesignators, dotGroupsThousands, parseQuantity } from './quantity'
import {
  COLUMN_KINDS,
  type Cell,
  type ColumnConfidence,
  type ColumnKind,
  type ColumnMapping,
  type SheetLine,
} from './types'

/** Rows searched for the header (title rows, logos, blank rows above it). */
const HEADER_SEARCH_ROWS = 50
/** Cells looked at per column to judge its content. */
const SAMPLE = 300

export const cellText = (cell: Cell | undefined): string =>
  cell === undefined ? '' : typeof cell === 'number' ? String(Number(cell.toPrecision(15))) : cell.trim()

const isBlankRow = (row: readonly Cell[] | undefined) => !row || row.every((c) => cellText(c) === '')

/**
 * The header row: among the first rows, the one naming the most different column kinds (at
 * least two, or one when every filled cell of the row is a header word: a one-column list).
 * -1 when there is none.
 */
export function findHeaderRow(cells: readonly Cell[][]): number {
  let best = { row: -1, score: 0 }
  for (let r = 0; r < Math.min(cells.length, HEADER_SEARCH_ROWS); r++) {
    const row = cells[r]!
    const texts = row.map(cellText)
    const filled = texts.filter(Boolean)
    if (filled.length === 0) continue
    const matches = texts.map((t) => (t ? matchHeader(t) : null))
    const kinds = new Set(matches.filter((m): m is HeaderMatch => m !== null).map((m) => m.kind))
    const exact = new Set(matches.filter((m) => m?.exact).map((m) => m!.kind))
    const allHeaders = matches.filter((m) => m?.exact).length === filled.length
    if (kinds.size < 2 && !(kinds.size === 1 && allHeaders)) continue
    const score = kinds.size * 2 + exact.size
    if (score > best.score) best = { row: r, score }
  }
  return best.row
}

/** Header words of languages that write '1.000' for a thousand (de, fr, ru, it). */
const DECIMAL_COMMA_HEADERS = new Set(
  [
    'Menge | Anzahl | Stückzahl | Stück | Stk | Bedarf | Hersteller | Hersteller-Teilenummer | Teilenummer',
    'Количество | Кол-во | Шт | Производитель | Артикул',
    'Quantité | Qté | Qte | Fabricant | Référence fabricant',
    'Quantità | Qtà | Q.tà | Pezzi | Numero pezzi | Produttore | Codice produttore',
  ]
    .flatMap((l) => l.split(' | '))
    .map(headerKey),
)

/** Whether the file writes decimal commas: a ';'-separated text, or a German/French/Russian/Italian header. */
export function decimalCommaHint(header: readonly string[], delimiter: string | null): boolean {
  return delimiter === ';' || header.some((h) => DECIMAL_COMMA_HEADERS.has(headerKey(h)))
}

type Columns = { mapping: ColumnMapping; confidence: ColumnConfidence; fromHeader: ColumnKind[] }

/**
 * The column mapping: the header's words first (an exact word before a partial one, then the
 * column with more data), then the content of the columns left for the kinds left.
 */
export function detectColumns(
  cells: readonly Cell[][],
  headerRow: number,
  width: number,
  decimalComma: boolean,
): Columns {
  const data = dataRows(cells, headerRow)
  const sample = data.slice(0, SAMPLE)
  const column = (c: number) =>
    sample.map((row) => row[c]).filter((v): v is Cell => v !== undefined && cellText(v) !== '')
  const mapping: ColumnMapping = {}
  const confidence: ColumnConfidence = {}
  const fromHeader: ColumnKind[] = []
  const taken = new Set<number>()

  if (headerRow >= 0) {
    const header = cells[headerRow]!
    const claims: { kind: ColumnKind | 'item'; col: number; exact: boolean; filled: number }[] = []
    for (let c = 0; c < width; c++) {
      const m = matchHeader(cellText(header[c]))
      if (m) claims.push({ kind: m.kind, col: c, exact: m.exact, filled: column(c).length })
    }
    claims.sort((a, b) => Number(b.exact) - Number(a.exact) || b.filled - a.filled || a.col - b.col)
    for (const claim of claims) {
      if (taken.has(claim.col)) continue
      if (claim.kind === 'item') {
        taken.add(claim.col)
        continue
      }
      if (mapping[claim.kind] !== undefined) continue
      mapping[claim.kind] = claim.col
      taken.add(claim.col)
      fromHeader.push(claim.kind)
      // Where the content has a shape, it confirms or weakens what the header says.
      const agreement =
        claim.filled && SHAPED.includes(claim.kind) ? contentScore(claim.kind, column(claim.col), decimalComma) : 1
      confidence[claim.kind] = round2((claim.exact ? 0.6 : 0.4) + (claim.exact ? 0.4 : 0.3) * agreement)
    }
  }

  // The kinds the header did not name, from the content of the columns it did not name.
  const open = COLUMN_KINDS.filter((k) => mapping[k] === undefined && GUESSED.includes(k))
  const candidates: { kind: ColumnKind; col: number; score: number }[] = []
  for (let c = 0; c < width; c++) {
    if (taken.has(c)) continue
    const values = column(c)
    if (values.length === 0 || isLineNumbers(values)) continue
    for (const kind of open)
      candidates.push({ kind, col: c, score: contentScore(kind, values, decimalComma) * WEIGHT[kind] })
  }
  candidates.sort((a, b) => b.score - a.score || a.col - b.col)
  for (const { kind, col, score } of candidates) {
    if (score < 0.5 || mapping[kind] !== undefined || taken.has(col)) continue
    mapping[kind] = col
    taken.add(col)
    confidence[kind] = round2(Math.min(score, 1) * 0.7)
  }
  return { mapping, confidence, fromHeader }
}

const round2 = (n: number) => Math.round(n * 100) / 100

/** Kinds whose values have a shape of their own. */
const SHAPED: ColumnKind[] = ['mpn', 'quantity', 'designators', 'supplierPn']
/** Kinds guessed from content, and how much a guess of each weighs against the others. */
const GUESSED: ColumnKind[] = ['mpn', 'quantity', 'designators', 'supplierPn', 'description', 'manufacturer']
const WEIGHT: Record<ColumnKind, number> = {
  mpn: 1,
  quantity: 1,
  designators: 1.05,
  supplierPn: 1.1,
  description: 0.9,
  manufacturer: 0.8,
  customerRef: 0,
  package: 0,
  targetPrice: 0,
  dateCode: 0,
}

/** A column 1, 2, 3, … is the buyer's line numbering, not quantities. */
function isLineNumbers(values: readonly Cell[]): boolean {
  if (values.length < 3) return false
  return values.every((v, i) => Number(cellText(v)) === Number(cellText(values[0])) + i)
}

const PART_SHAPED = /^(?=.*\d)(?=.*[A-Za-z])[A-Za-z0-9][A-Za-z0-9\-/.#+_,()]{2,39}$/
const SUPPLIER_SHAPED = /^(?:[A-Za-z0-9][A-Za-z0-9\-/.#+]*-ND|\d{2,4}-[A-Za-z0-9][A-Za-z0-9\-/.#+]*|C\d{3,9})$/i
const DESIGNATOR_PREFIX = /^(?:R|C|L|U|D|Q|J|P|K|Y|X|F|T|S|SW|LED|TP|CN|FB|IC|RN|VR|BT|JP|ZD|H|M|E|FID)\d/i
const MAKER_WORDS =
  /\b(?:inc|corp|corporation|ltd|llc|gmbh|co|electronics|semiconductors?|instruments|technology|devices)\b/i

/** Share (0–1) of a column's values shaped like that kind. */
function contentScore(kind: ColumnKind, values: readonly Cell[], decimalComma: boolean): number {
  if (values.length === 0) return 0
  const texts = values.map(cellText)
  const share = (test: (t: string, v: Cell) => boolean) =>
    texts.filter((t, i) => test(t, values[i]!)).length / texts.length
  switch (kind) {
    case 'quantity': {
      const dot = dotGroupsThousands(values, decimalComma)
      return share((_t, v) => parseQuantity(v, dot) !== null)
    }
    case 'mpn':
      return share(
        (t) =>
          PART_SHAPED.test(t.replace(/\s+/g, '')) &&
          !t.includes('  ') &&
          !isDesignatorList(t) &&
          !SUPPLIER_SHAPED.test(t),
      )
    case 'supplierPn':
      return share((t) => SUPPLIER_SHAPED.test(t))
    case 'designators':
      return share((t) => isDesignatorList(t))
    case 'description':
      return share((t) => t.length >= 8 && /\s/.test(t) && /\p{L}/u.test(t) && !isDesignatorList(t))
    case 'manufacturer': {
      const distinct = new Set(texts.map((t) => t.toLowerCase())).size
      const repeats = texts.length >= 4 ? distinct / texts.length <= 0.6 : true
      const named = share((t) => /^\p{L}[\p{L} .&,'-]{0,40}$/u.test(t) && !/\d/.test(t))
      return repeats || share((t) => MAKER_WORDS.test(t)) > 0.5 ? named : named * 0.5
    }
    default:
      return 0
  }
}

function isDesignatorList(text: string): boolean {
  const n = countDesignators(text)
  return (
    n !== null &&
    (n > 1
      ? DESIGNATOR_PREFIX.test(text) || /^[A-Za-z]{1,3}\d/.test(text)
      : DESIGNATOR_PREFIX.test(text) && text.length <= 6)
  )
}

/** The rows after the header (all rows without one) that have something in them. */
export function dataRows(cells: readonly Cell[][], headerRow: number): Cell[][] {
  const rows: Cell[][] = []
  for (let r = headerRow + 1; r < cells.length; r++) if (!isBlankRow(cells[r])) rows.push(cells[r]!)
  return rows
}

/** Number of rows after the header that have something in them. */
export function countDataRows(cells: readonly Cell[][], headerRow: number): number {
  let n = 0
  for (let r = headerRow + 1; r < cells.length; r++) if (!isBlankRow(cells[r])) n++
  return n
}

/**
 * The lines of the list with a mapping. A row repeating the header (a list printed over
 * several pages) and a row naming no part (no part number, description, designators, customer
 * or supplier reference: a total line) are left out. An empty quantity is the count of the
 * line's designators.
 */
export function readLines(
  cells: readonly Cell[][],
  headerRow: number,
  mapping: ColumnMapping,
  decimalComma: boolean,
): SheetLine[] {
  const headerTexts = headerRow >= 0 ? cells[headerRow]!.map(cellText).join('\u0000') : null
  const qCol = mapping.quantity
  const dot =
    qCol === undefined
      ? decimalComma
      : dotGroupsThousands(
          dataRows(cells, headerRow)
            .slice(0, 5 * SAMPLE)
            .map((row) => row[qCol] ?? ''),
          decimalComma,
        )
  const lines: SheetLine[] = []
  for (let r = headerRow + 1; r < cells.length; r++) {
    const row = cells[r]!
    if (isBlankRow(row)) continue
    if (headerTexts !== null && row.map(cellText).join('\u0000') === headerTexts) continue
    const get = (kind: ColumnKind) => {
      const c = mapping[kind]
      return c === undefined ? '' : cellText(row[c])
    }
    const line: SheetLine = {
      row: r + 1,
      mpn: get('mpn'),
      manufacturer: get('manufacturer'),
      quantity: null,
      quantityText: get('quantity'),
      quantityFrom: null,
      designators: get('designators'),
      description: get('description'),
      customerRef: get('customerRef'),
      package: get('package'),
      targetPrice: get('targetPrice'),
      supplierPn: get('supplierPn'),
      dateCode: get('dateCode'),
    }
    if (!line.mpn && !line.description && !line.designators && !line.customerRef && !line.supplierPn) continue
    const raw = qCol === undefined ? undefined : row[qCol]
    if (line.quantityText && raw !== undefined) {
      line.quantity = parseQuantity(raw, dot)
      if (line.quantity !== null) line.quantityFrom = 'column'
    } else if (line.designators) {
      line.quantity = countDesignators(line.designators)
      if (line.quantity !== null) line.quantityFrom = 'designators'
    }
    lines.push(line)
  }
  return lines
}
