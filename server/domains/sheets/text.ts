/**
 * Text files (csv, tsv, txt) and pasted text: the encoding, the delimiter. Pure functions on
 * bytes and strings; TextDecoder does the decoding (WHATWG encodings, on Node and in workerd).
 */
import { matchHeader } from './headers'

/**
 * The text of a file: UTF-8 (with or without BOM), UTF-16 with BOM; otherwise the legacy
 * encoding that reads best among GB18030 (Chinese), Shift-JIS (Japanese), EUC-KR (Korean) and
 * Windows-1252 (Western Excel exports): the one whose text has the most known header words, then
 * the one whose characters look most like real text. Null for binary content.
 */
export function decodeText(bytes: Uint8Array): string | null {
  const found = detectEncoding(bytes)
  return found && decode(found.encoding, bytes.subarray(found.bom))
}

/**
 * The encoding decodeText reads `bytes` with, and the length of its byte order mark: from the
 * BOM, else UTF-8 if the bytes are valid UTF-8, else the legacy encoding that reads best. With
 * `partial`, the bytes are the beginning of a longer file (the streaming reader's sample): a
 * character cut at their end is not an error. Null for binary content.
 */
export function detectEncoding(bytes: Uint8Array, partial = false): { encoding: string; bom: number } | null {
  if (bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf) return { encoding: 'utf-8', bom: 3 }
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return { encoding: 'utf-16le', bom: 2 }
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return { encoding: 'utf-16be', bom: 2 }
  if (looksBinary(bytes)) return null
  if (decode('utf-8', bytes, partial) !== null) return { encoding: 'utf-8', bom: 0 }
  let best: { encoding: string; score: number } | null = null
  for (const encoding of ['gb18030', 'shift_jis', 'euc-kr', 'windows-1252']) {
    const text = decode(encoding, bytes, partial)
    if (text === null) continue
    const score = headerWords(text) * 1000 + plausibility(text)
    if (!best || score > best.score) best = { encoding, score }
  }
  return best && { encoding: best.encoding, bom: 0 }
}

/** Strict decoding: null when the bytes are not valid in that encoding (or it is not supported). */
function decode(encoding: string, bytes: Uint8Array, partial = false): string | null {
  try {
    return new TextDecoder(encoding, { fatal: true }).decode(bytes, { stream: partial })
  } catch {
    return null
  }
}

/** NUL or other control bytes in the first 8 KB (text files have tabs and line ends only). */
function looksBinary(bytes: Uint8Array): boolean {
  const n = Math.min(bytes.length, 8192)
  let control = 0
  for (let i = 0; i < n; i++) {
    const b = bytes[i]!
    if (b === 0) return true
    if (b < 0x20 && b !== 0x09 && b !== 0x0a && b !== 0x0d && b !== 0x0c) control++
  }
  return control > n / 100
}

/** Known header words in the first lines (cells split on any usual delimiter). */
function headerWords(text: string): number {
  let found = 0
  for (const line of text.slice(0, 4000).split(/\r?\n/).slice(0, 30)) {
    for (const cell of line.split(/[,;\t|]/)) if (matchHeader(cell.replace(/^"|"$/g, ''))?.exact) found++
  }
  return found
}

/**
 * How much a decoded text looks like real text: ideographs, kana and Hangul in runs of their
 * own, accented Latin letters inside Latin words score; half-width katakana, ideographs wedged
 * between Latin letters (a Latin-1 'ü' read as GB18030) and runs of Latin-1 symbols cost.
 */
function plausibility(text: string): number {
  let score = 0
  const chars = [...text.slice(0, 20000)]
  for (let i = 0; i < chars.length; i++) {
    const c = chars[i]!.codePointAt(0)!
    if (c < 0x80) continue
    const before = chars[i - 1] ?? ' '
    const after = chars[i + 1] ?? ' '
    const latinAround = /[A-Za-z]/.test(before) && /[A-Za-z]/.test(after)
    if (c >= 0x3040 && c <= 0x30ff) score += 2
    else if (c >= 0xff61 && c <= 0xff9f) score -= 2
    else if (c >= 0x4e00 && c <= 0x9fff) score += latinAround ? -3 : 1
    else if (c >= 0xac00 && c <= 0xd7af) score += latinAround ? -3 : 1
    else if (c >= 0xc0 && c <= 0xff) score += /[A-Za-z]/.test(before) || /[A-Za-z]/.test(after) ? 1 : -1
    else if ('°µ±²³·×–—‘’“”€'.includes(chars[i]!)) score += 0
    else score -= 1
  }
  return score
}

const DELIMITERS = [',', ';', '\t', '|'] as const

/**
 * The delimiter of a delimited text: the one that splits most of the first lines into the same
 * number of cells (outside quotes), the larger number on a tie; title lines above the header
 * need not have it, but at least half the lines must. Null when there is none.
 */
export function detectDelimiter(text: string): string | null {
  const lines = text
    .slice(0, 64 * 1024)
    .split(/\r?\n/)
    .filter((l) => l.trim())
    .slice(0, 50)
  let best: { delimiter: string; lines: number; cells: number } | null = null
  for (const delimiter of DELIMITERS) {
    const counts = new Map<number, number>()
    for (const line of lines) {
      const n = countOutsideQuotes(line, delimiter)
      if (n > 0) counts.set(n, (counts.get(n) ?? 0) + 1)
    }
    for (const [cells, nLines] of counts) {
      if (!best || nLines > best.lines || (nLines === best.lines && cells > best.cells))
        best = { delimiter, lines: nLines, cells }
    }
  }
  // A delimiter splits at least half the lines alike.
  return best && best.lines >= Math.ceil(lines.length / 2) ? best.delimiter : null
}

/** Delimiters outside quotes; a comma grouping thousands ('1,000 pcs') does not count. */
function countOutsideQuotes(line: string, delimiter: string): number {
  let n = 0
  let quoted = false
  for (let i = 0; i < line.length; i++) {
    const ch = line[i]
    if (ch === '"') quoted = !quoted
    else if (ch === delimiter && !quoted && !(delimiter === ',' && THOUSANDS.test(line.slice(i - 1, i + 5)))) n++
  }
  return n
}
const THOUSANDS = /^\d,\d{3}(?!\d)(?!,)/

/**
 * Pasted lines without a delimiter ('LM358DR 10', '10 LM358DR', 'NE555 TI 25 pcs'): a quantity at
 * either end becomes a column of its own, the first other word the part, the rest a
 * description. Lines are kept as typed otherwise.
 */
export function splitWords(text: string, isQuantity: (word: string) => boolean): string[][] {
  return text.split(/\r?\n/).map((line) => {
    const words = line.trim().split(/\s+/).filter(Boolean)
    if (words.length === 0) return []
    let quantity = ''
    const n = words.length
    if (n > 2 && isQuantity(`${words[n - 2]} ${words[n - 1]}`)) quantity = words.splice(n - 2).join(' ')
    else if (n > 1 && isQuantity(words[n - 1]!)) quantity = words.pop()!
    else if (n > 1 && isQuantity(words[0]!)) quantity = words.shift()!
    const [part, ...rest] = words
    return [part ?? '', rest.join(' '), quantity]
  })
}

/**
 * Delimited text into rows of cells (RFC 4180: quoted cells may hold the delimiter, line ends
 * and doubled quotes). Every cell stays text: '001', '1.000' and '3-4' are not numbers or dates.
 * Null as soon as a row has more than maxColumns cells (a line of a million commas is not kept).
 */
export function parseDelimited(text: string, delimiter: string, maxColumns = Infinity): string[][] | null {
  const rows: string[][] = []
  let row: string[] = []
  let cell = ''
  let quoted = false
  let i = 0
  const n = text.length
  while (i < n) {
    const ch = text[i]!
    if (quoted) {
      if (ch === '"') {
        if (text[i + 1] === '"') {
          cell += '"'
          i += 2
          continue
        }
        quoted = false
      } else cell += ch
      i++
      continue
    }
    if (ch === '"' && cell.trim() === '') {
      quoted = true
      cell = ''
    } else if (ch === delimiter) {
      row.push(cell)
      cell = ''
      if (row.length >= maxColumns) return null
    } else if (ch === '\n' || ch === '\r') {
      row.push(cell)
      rows.push(row)
      row = []
      cell = ''
      if (ch === '\r' && text[i + 1] === '\n') i++
    } else cell += ch
    i++
  }
  if (cell !== '' || row.length > 0) {
    row.push(cell)
    rows.push(row)
  }
  return rows
}
