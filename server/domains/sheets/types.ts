import type { BOM_COLUMN_KINDS } from '../../../contract/bom'

/**
 * What the spreadsheet reader gives back. Shared by the BOM tool and the RFQ upload: both read a
 * buyer's file into lines of parts, let the buyer confirm or correct which column is which, and
 * read the lines again with the corrected mapping.
 */

/** The kinds of column a buyer's parts list has (in the order a mapping step shows them): the contract's. */
export { BOM_COLUMN_KINDS as COLUMN_KINDS } from '../../../contract/bom'
export type ColumnKind = (typeof BOM_COLUMN_KINDS)[number]

/** Which column (0-based) holds each kind; a kind the file does not have is absent. */
export type ColumnMapping = Partial<Record<ColumnKind, number>>

/** How sure the reader is of each detected column, 0 to 1 (1: a known header word, content agrees). */
export type ColumnConfidence = Partial<Record<ColumnKind, number>>

export type SheetFormat = 'xlsx' | 'xls' | 'csv' | 'text'

/** A cell as read: text, or a number for a numeric spreadsheet cell (its cached value). */
export type Cell = string | number

/** One line of the buyer's list. Texts are trimmed; a kind the mapping lacks gives ''. */
export type SheetLine = {
  /** Row number as the buyer sees it in the file (1-based; for pasted text, the line number). */
  row: number
  mpn: string
  manufacturer: string
  /** The quantity read, or null when none could be read (see quantityFrom and quantityText). */
  quantity: number | null
  /** The quantity cell as written ('' when empty). */
  quantityText: string
  /** Where the quantity came from: its column, the count of designators, or nowhere (null). */
  quantityFrom: 'column' | 'designators' | null
  designators: string
  description: string
  customerRef: string
  package: string
  targetPrice: string
  supplierPn: string
  dateCode: string
}

/** A sheet read: its cells, where its header is, the detected mapping and the lines it gives. */
export type SheetRead = {
  kind: 'ok'
  format: SheetFormat
  /** The sheet the lines come from (xlsx/xls); '' for csv and text. */
  sheetName: string
  /** Every row of the sheet (the first previewRows when asked), merged cells filled in, trailing empty cells dropped. */
  cells: Cell[][]
  /** Index into cells of the header row, or -1 when the file has none (columns guessed from content). */
  headerRow: number
  /** The header row's texts ('' for each column when there is no header). */
  header: string[]
  /** Number of columns. */
  width: number
  mapping: ColumnMapping
  confidence: ColumnConfidence
  /** The mapping's column kinds recognised from the header (the others were guessed from content). */
  fromHeader: ColumnKind[]
  /** Dots in quantities are thousands separators (a German or other decimal-comma file). */
  decimalComma: boolean
  lines: SheetLine[]
}

/**
 * The expected ways a file is refused. Callers map `kind` to the localized message
 * `sheets.<kind>` (see sheetMessage) and show it.
 */
export type SheetFailure =
  | { kind: 'empty' }
  | { kind: 'tooLarge'; limit: number }
  | { kind: 'tooManyLines'; limit: number }
  /** A cell beyond column `limit` (MAX_COLUMNS) has a value. */
  | { kind: 'tooWide'; limit: number }
  /** Reading took longer or needed more memory than a parts list can (the Node reader's budget). */
  | { kind: 'tooComplex' }
  | { kind: 'notSpreadsheet' }
  | { kind: 'typeMismatch'; extension: string; actual: SheetFormat }
  | { kind: 'unsafeArchive'; limit: number }
  | { kind: 'forbiddenKey'; key: string }
  | { kind: 'passwordProtected' }
  | { kind: 'unreadable' }
  | { kind: 'noLines' }
  | { kind: 'invalidMapping' }

export type SheetResult = SheetRead | SheetFailure

export type ReadOptions = {
  /** The file's name as uploaded; its extension must agree with the content. */
  fileName?: string
  /** Most lines (non-empty rows after the header) accepted. Default 10,000. */
  maxLines?: number
  /** Largest file accepted, in bytes. Default 5 MB (RFQ uses 2 MB). */
  maxBytes?: number
  /** Largest unpacked size of an xlsx (all its parts), in bytes. Default 10 × maxBytes. */
  maxUnpackedBytes?: number
  /** Read with this mapping instead of the detected one (the user's correction). */
  mapping?: ColumnMapping
  /** With `mapping`: the header row (index into cells, -1 for none) instead of the detected one. */
  headerRow?: number
  /** Read this sheet of a workbook instead of the detected one. */
  sheetName?: string
  /**
   * Rows of `cells` kept in the answer, from the top (default: all). A caller that shows only a
   * preview (the BOM's mapping step) then gets the lines and those rows: the reading thread does
   * not send every cell of a 10,000-line sheet back to the process that answers requests.
   */
  previewRows?: number
}

export const DEFAULT_MAX_LINES = 10_000
/** Most columns a sheet may use: cells with a value beyond it refuse the file (tooWide). */
export const MAX_COLUMNS = 200
export const DEFAULT_MAX_BYTES = 5 * 1024 * 1024
