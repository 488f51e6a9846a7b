/**
 * A streaming reader of delimited text (CSV, TSV, ';' or '|'), for files too large to hold: a
 * supplier's feed of a million rows is read chunk by chunk, row by row, and never whole. The
 * encoding and the delimiter are detected as the whole-file reader does (text.ts), from the first
 * 64 KB; quoting follows RFC 4180 (quoted cells hold delimiters, line ends and doubled quotes).
 *
 * Bounds: a row longer than `maxRowChars` (default 1,000,000 characters) or wider than
 * `maxColumns` refuses the file (a 10 MB line is never held), with its row number. Bytes that are
 * not valid in the detected encoding refuse it too (wrongEncoding, with the row). A quote that
 * closes before other text of its cell (`"ab"c`), or never closes, makes its row `broken`: the
 * caller rejects that row and goes on.
 *
 * Pure code over an AsyncIterable of byte chunks (a Node stream, a web ReadableStream): no node:
 * imports, so it runs on the Worker too.
 */
import { detectDelimiter, detectEncoding } from './text'
import { MAX_COLUMNS } from './types'

export type StreamedRow = {
  /** 1-based row number as a spreadsheet program shows the file (blank lines count). */
  row: number
  cells: string[]
  /** The row's quoting is broken: a quote closed in the middle of a cell, or never. */
  broken?: 'quoting'
}

export type StreamFailure =
  | { kind: 'empty' }
  | { kind: 'notText' }
  | { kind: 'wrongEncoding'; encoding: string; row: number }
  | { kind: 'lineTooLong'; row: number; limit: number }
  | { kind: 'tooWide'; row: number; limit: number }

/** Thrown by the row iterator for a failure that refuses the whole file. */
export class StreamError extends Error {
  constructor(readonly failure: StreamFailure) {
    super(`sheet stream: ${failure.kind}`)
  }
}

export type StreamOptions = {
  maxRowChars?: number
  maxColumns?: number
  /** Bytes read before detecting the encoding and delimiter. Default 64 KB. */
  sampleBytes?: number
  /**
   * The encoding (and byte order mark length), when the caller knows it: the upload reader, which
   * holds the whole file, detects it over every byte as the whole-file reader does.
   */
  encoding?: { encoding: string; bom: number }
  /** The delimiter, when the caller knows it. */
  delimiter?: string
}

export type DelimitedStream = {
  encoding: string
  /** The delimiter detected (',' when none splits the sample: one column). */
  delimiter: string
  /** Bytes of the source consumed so far (for a progress bar). */
  bytesRead(): number
  rows(): AsyncGenerator<StreamedRow, void, undefined>
}

export const DEFAULT_MAX_ROW_CHARS = 1_000_000

/** Opens a delimited text stream: reads its first bytes to detect the encoding and the delimiter. */
export async function openDelimited(
  source: AsyncIterable<Uint8Array>,
  options: StreamOptions = {},
): Promise<DelimitedStream> {
  const sampleBytes = options.sampleBytes ?? 64 * 1024
  const iterator = source[Symbol.asyncIterator]()
  const head: Uint8Array[] = []
  let headLength = 0
  let done = false
  while (headLength < sampleBytes) {
    const next = await iterator.next()
    if (next.done) {
      done = true
      break
    }
    head.push(next.value)
    headLength += next.value.length
  }
  const sample = concat(head, headLength)
  if (sample.length === 0) throw new StreamError({ kind: 'empty' })
  const found = options.encoding ?? detectEncoding(sample.subarray(0, sampleBytes), !done)
  if (!found) throw new StreamError({ kind: 'notText' })
  const delimiter =
    options.delimiter ??
    detectDelimiter(
      new TextDecoder(found.encoding).decode(sample.subarray(found.bom, sampleBytes), { stream: true }),
    ) ??
    ','
  let read = 0

  async function* chunks(): AsyncGenerator<Uint8Array> {
    read = found!.bom
    yield sample.subarray(found!.bom)
    read = sample.length
    while (!done) {
      const next = await iterator.next()
      if (next.done) break
      read += next.value.length
      yield next.value
    }
  }

  return {
    encoding: found.encoding,
    delimiter,
    bytesRead: () => read,
    rows: () => parseRows(chunks(), found.encoding, delimiter, options),
  }
}

function concat(parts: Uint8Array[], length: number): Uint8Array {
  if (parts.length === 1) return parts[0]!
  const out = new Uint8Array(length)
  let at = 0
  for (const p of parts) {
    out.set(p, at)
    at += p.length
  }
  return out
}

const QUOTE = 34
const CR = 13
const LF = 10

async function* parseRows(
  chunks: AsyncIterable<Uint8Array>,
  encoding: string,
  delimiter: string,
  options: StreamOptions,
): AsyncGenerator<StreamedRow, void, undefined> {
  const maxRowChars = options.maxRowChars ?? DEFAULT_MAX_ROW_CHARS
  const maxColumns = options.maxColumns ?? MAX_COLUMNS
  const sep = delimiter.charCodeAt(0)
  const decoder = new TextDecoder(encoding, { fatal: true })
  let row = 1
  let cells: string[] = []
  let cell = ''
  let rowChars = 0
  /** 0 outside quotes, 1 inside, 2 just after a closing quote */
  let quote = 0
  let broken = false
  let cellStart = true
  let skipLf = false
  const out: StreamedRow[] = []

  const endCell = () => {
    cells.push(cell)
    cell = ''
    cellStart = true
    if (quote === 2) quote = 0
    if (cells.length > maxColumns) throw new StreamError({ kind: 'tooWide', row, limit: maxColumns })
  }
  const endRow = () => {
    endCell()
    const r: StreamedRow = { row, cells }
    if (broken) r.broken = 'quoting'
    out.push(r)
    row++
    cells = []
    rowChars = 0
    broken = false
  }

  const feed = (text: string) => {
    const n = text.length
    let i = 0
    while (i < n) {
      const ch = text.charCodeAt(i)
      if (skipLf) {
        skipLf = false
        if (ch === LF) {
          i++
          continue
        }
      }
      if (quote === 1) {
        // Inside quotes: take everything up to the next quote at once.
        const q = text.indexOf('"', i)
        const end = q < 0 ? n : q
        cell += text.slice(i, end)
        rowChars += end - i
        if (rowChars > maxRowChars) throw new StreamError({ kind: 'lineTooLong', row, limit: maxRowChars })
        if (q < 0) return
        i = q + 1
        quote = 2
        continue
      }
      if (quote === 2) {
        if (ch === QUOTE) {
          // A doubled quote inside a quoted cell.
          cell += '"'
          quote = 1
          i++
          rowChars++
          continue
        }
        if (ch !== sep && ch !== CR && ch !== LF) {
          // Text after the closing quote: "ab"c. Kept as written, the row marked broken.
          broken = true
          quote = 0
        }
      }
      if (ch === sep) {
        endCell()
        i++
        rowChars++
        continue
      }
      if (ch === CR || ch === LF) {
        endRow()
        if (ch === CR) skipLf = true
        i++
        continue
      }
      if (ch === QUOTE && cellStart && cell.trim() === '') {
        quote = 1
        cell = ''
        cellStart = false
        i++
        rowChars++
        continue
      }
      // Plain text up to the next delimiter, line end or quote.
      let j = i + 1
      while (j < n) {
        const c = text.charCodeAt(j)
        if (c === sep || c === CR || c === LF || c === QUOTE) break
        j++
      }
      if (ch === QUOTE) {
        // A quote inside an unquoted cell (5" display) is text.
        cell += '"'
        i++
        rowChars++
        cellStart = false
        continue
      }
      cell += text.slice(i, j)
      rowChars += j - i
      cellStart = cell.trim() === ''
      if (rowChars > maxRowChars) throw new StreamError({ kind: 'lineTooLong', row, limit: maxRowChars })
      i = j
    }
  }

  try {
    for await (const chunk of chunks) {
      let text: string
      try {
        text = decoder.decode(chunk, { stream: true })
      } catch {
        // The rows before the bad bytes are read, so that the error names the row they are in.
        const lenient = new TextDecoder(encoding).decode(chunk)
        const bad = lenient.indexOf('\uFFFD')
        if (bad > 0) feed(lenient.slice(0, bad))
        throw new StreamError({ kind: 'wrongEncoding', encoding, row })
      }
      feed(text)
      if (out.length) {
        for (const r of out) yield r
        out.length = 0
      }
    }
    let rest: string
    try {
      rest = decoder.decode()
    } catch {
      throw new StreamError({ kind: 'wrongEncoding', encoding, row })
    }
    feed(rest)
    if (quote === 1) broken = true
    if (cell !== '' || cells.length > 0 || quote !== 0) endRow()
    for (const r of out) yield r
  } finally {
    out.length = 0
  }
}
