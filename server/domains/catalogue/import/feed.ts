/**
 * Reading a feed file: CSV/TSV streamed row by row (sheets/stream.ts: never the whole file in
 * memory), xlsx through the shared sheet reader (zip bombs, formulas and oversized sheets refused
 * there), then the header and the mapping, and the data rows as lines or rejections, each once:
 * a row repeating an earlier one's part, maker and stock location is a duplicate.
 */
import type { FeedMapping } from '../../../../contract/admin/import'
import { readSheet } from '../../sheets'
import { openDelimited, StreamError, type StreamedRow, type StreamFailure } from '../../sheets/stream'
import type { SheetFailure } from '../../sheets/types'
import { decimalCommaFeed, detectFeedMapping, HEADER_SEARCH_ROWS } from './columns'
import type { FeedCatalogue } from './catalogue'
import { isRejected, readFeedRow, type FeedLine, type Rejected } from './rows'
import { SeenKeys } from './seen-keys'

/** Why a whole file is refused (the message: locales/admin `import.failure.<kind>`). */
export type FeedFailure = StreamFailure | SheetFailure | { kind: 'noHeader' } | { kind: 'noPartColumn' }

export class FeedError extends Error {
  constructor(readonly failure: FeedFailure) {
    super(`feed: ${failure.kind}`)
  }
}

/** A feed opened for one pass over its rows. */
export type FeedRows = {
  rows: AsyncIterable<StreamedRow>
  delimiter: string | null
  /** 0..1 of the file read, when known. */
  progress(): number
}

/** Opens the feed again for each pass (preview, apply, resume). */
export type OpenFeed = () => Promise<FeedRows>

/** Most bytes of an xlsx feed: it is read whole (a CSV has no limit: it is streamed). */
export const MAX_XLSX_BYTES = 50 * 1024 * 1024
export const MAX_XLSX_ROWS = 300_000

const isZip = (head: Uint8Array) => head[0] === 0x50 && head[1] === 0x4b && head[2] === 0x03 && head[3] === 0x04

/**
 * A feed from a source of byte chunks (`chunks()` gives a new stream each time) of `size` bytes:
 * xlsx when it is a zip, else delimited text.
 */
export function feedFrom(chunks: () => AsyncIterable<Uint8Array>, size: number, fileName = ''): OpenFeed {
  return async () => {
    const stream = chunks()
    const iterator = stream[Symbol.asyncIterator]()
    const first = await iterator.next()
    const head = first.done ? new Uint8Array() : first.value
    const rest: AsyncIterable<Uint8Array> = {
      async *[Symbol.asyncIterator]() {
        if (!first.done) yield head
        for (;;) {
          const n = await iterator.next()
          if (n.done) return
          yield n.value
        }
      },
    }
    if (isZip(head) || /\.xlsx?$/i.test(fileName)) return xlsxRows(rest, size, fileName)
    try {
      const text = await openDelimited(rest)
      return {
        rows: guard(text.rows()),
        delimiter: text.delimiter,
        progress: () => (size ? text.bytesRead() / size : 0),
      }
    } catch (error) {
      if (error instanceof StreamError) throw new FeedError(error.failure)
      throw error
    }
  }
}

async function* guard(rows: AsyncIterable<StreamedRow>): AsyncGenerator<StreamedRow> {
  try {
    yield* rows
  } catch (error) {
    if (error instanceof StreamError) throw new FeedError(error.failure)
    throw error
  }
}

async function xlsxRows(chunks: AsyncIterable<Uint8Array>, size: number, fileName: string): Promise<FeedRows> {
  if (size > MAX_XLSX_BYTES) throw new FeedError({ kind: 'tooLarge', limit: MAX_XLSX_BYTES })
  const parts: Uint8Array[] = []
  let length = 0
  for await (const c of chunks) {
    length += c.length
    if (length > MAX_XLSX_BYTES) throw new FeedError({ kind: 'tooLarge', limit: MAX_XLSX_BYTES })
    parts.push(c)
  }
  const bytes = new Uint8Array(length)
  let at = 0
  for (const p of parts) {
    bytes.set(p, at)
    at += p.length
  }
  const read = await readSheet(bytes, {
    fileName: fileName || 'feed.xlsx',
    maxBytes: MAX_XLSX_BYTES,
    maxLines: MAX_XLSX_ROWS,
  })
  if (read.kind !== 'ok') throw new FeedError(read)
  const cells = read.cells
  let i = 0
  return {
    delimiter: null,
    progress: () => (cells.length ? i / cells.length : 1),
    rows: (async function* () {
      for (; i < cells.length; i++)
        yield { row: i + 1, cells: cells[i]!.map((c) => (typeof c === 'number' ? String(c) : c)) }
    })(),
  }
}

/** The first rows of a feed and the mapping they propose (the console's and the CLI's first step). */
export async function proposeMapping(
  open: OpenFeed,
  catalogue: FeedCatalogue,
): Promise<{ rows: string[][]; mapping: FeedMapping; decimalComma: boolean }> {
  const feed = await open()
  const rows: string[][] = []
  for await (const r of feed.rows) {
    rows.push(r.cells.map((c) => c.trim()))
    if (rows.length >= HEADER_SEARCH_ROWS) break
  }
  const mapping = detectFeedMapping(rows, catalogue.paramNames)
  if (mapping.header_row < 0) throw new FeedError({ kind: 'noHeader' })
  return { rows, mapping, decimalComma: decimalCommaFeed(rows[mapping.header_row] ?? [], feed.delimiter) }
}

export type DataRow = { index: number; line: FeedLine; makerId: number | null } | { index: number; rejected: Rejected }

/**
 * The data rows of a feed under a mapping, numbered from 0 (`index`, the job's cursor counts
 * them): blank rows and repeats of the header are not data rows. Duplicates (the same part,
 * maker and stock location as an earlier row) are rejected.
 */
export async function* dataRows(
  feed: FeedRows,
  mapping: FeedMapping,
  catalogue: FeedCatalogue,
  supplier: string,
): AsyncGenerator<DataRow> {
  if (mapping.columns.mpn === undefined) throw new FeedError({ kind: 'noPartColumn' })
  let header: string[] | null = null
  let headerText = ''
  let decimalComma = feed.delimiter === ';'
  const seen = new SeenKeys()
  let index = 0
  let r = 0
  for await (const row of feed.rows) {
    const at = r++
    if (at < mapping.header_row) continue
    if (at === mapping.header_row) {
      header = row.cells.map((c) => c.trim())
      headerText = header.join('\u0000')
      decimalComma = decimalCommaFeed(header, feed.delimiter)
      continue
    }
    if (row.cells.every((c) => c.trim() === '')) continue
    if (header && row.cells.map((c) => c.trim()).join('\u0000') === headerText) continue
    const i = index++
    if (row.broken) {
      yield { index: i, rejected: { row: row.row, reason: 'brokenQuoting', detail: row.cells.join(',').slice(0, 80) } }
      continue
    }
    const read = readFeedRow(row.row, row.cells, mapping, decimalComma, supplier)
    if (isRejected(read)) {
      yield { index: i, rejected: read }
      continue
    }
    const maker = catalogue.makerKey(read.manufacturer)
    const key = `${read.mpnNorm}|${catalogue.sameMakerKey(read.manufacturer)}|${read.stockLocation.toLowerCase()}`
    if (!seen.add(key)) {
      yield { index: i, rejected: { row: read.row, reason: 'duplicate', detail: `${read.mpn} ${read.manufacturer}` } }
      continue
    }
    yield { index: i, line: read, makerId: maker.id }
  }
}
