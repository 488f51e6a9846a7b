import { cellText, findHeaderRow } from './columns'
import type { Cell, SheetFailure } from './types'

/** A merged range, 0-based and inclusive: start row/column, end row/column. */
export type Merge = { s: { r: number; c: number }; e: { r: number; c: number } }

/**
 * Merged cells filled in place: a merge in the rows above the header gives its value to every
 * cell it covers (a header cell over two columns, a title); below, to the cells of its first
 * column (a manufacturer written once for several lines). Every merge is clipped to the rows read
 * and the columns used (`width`), so that a merge over A1:XFD1048576 costs the cells of the list,
 * not a billion; merges that overlap (which no spreadsheet program writes) are refused
 * (unreadable) once they would fill more than the sheet's cells.
 */
export function fillMerges(cells: Cell[][], width: number, declared: Iterable<Merge>): SheetFailure | null {
  const merges: Merge[] = []
  for (const m of declared) {
    const s = { r: Math.max(0, m.s.r), c: Math.max(0, m.s.c) }
    const e = { r: Math.min(m.e.r, cells.length - 1), c: Math.min(m.e.c, width - 1) }
    if (s.r <= e.r && s.c <= e.c) merges.push({ s, e })
  }
  // Merges do not overlap: together they cover at most every cell once (twice: the header view).
  let budget = 2 * cells.length * Math.max(width, 1)
  const fill = (row: Cell[] | undefined, c: number, value: Cell) => {
    if (!row) return
    while (row.length < c) row.push('')
    if (cellText(row[c]) === '') row[c] = value
  }
  // Header rows are looked for with every merge filled; the header row found then bounds the
  // full filling.
  const headerView = cells.slice(0, 50).map((row) => [...row])
  for (const m of merges) {
    const value = headerView[m.s.r]?.[m.s.c]
    if (value === undefined || cellText(value) === '') continue
    for (let r = m.s.r; r <= Math.min(m.e.r, headerView.length - 1); r++) {
      budget -= m.e.c - m.s.c + 1
      if (budget < 0) return { kind: 'unreadable' }
      for (let c = m.s.c; c <= m.e.c; c++) fill(headerView[r], c, value)
    }
  }
  const headerRow = findHeaderRow(headerView)
  for (const m of merges) {
    const value = cells[m.s.r]?.[m.s.c]
    if (value === undefined || cellText(value) === '') continue
    const lastCol = m.s.r <= headerRow ? m.e.c : m.s.c
    for (let r = m.s.r; r <= m.e.r; r++) {
      budget -= lastCol - m.s.c + 1
      if (budget < 0) return { kind: 'unreadable' }
      for (let c = m.s.c; c <= lastCol; c++) fill(cells[r], c, value)
    }
  }
  return null
}

/** 'B12' → column 1 (0-based); null when it does not start with letters. */
export function columnOf(ref: string): number | null {
  let c = 0
  let i = 0
  for (; i < ref.length && i < 4; i++) {
    const code = ref.charCodeAt(i) | 0x20
    if (code < 0x61 || code > 0x7a) break
    c = c * 26 + (code - 0x60)
  }
  return i === 0 ? null : c - 1
}

/** 'A1:C3' (or one cell, 'B2') → a merge; null when it is not a range. */
export function decodeRange(ref: string): Merge | null {
  const [from = '', to = from] = ref.split(':')
  const cell = (a: string) => {
    const m = /^\$?([A-Za-z]{1,3})\$?(\d{1,7})$/.exec(a)
    return m ? { c: columnOf(m[1]!)!, r: Number(m[2]) - 1 } : null
  }
  const s = cell(from!)
  const e = cell(to)
  return s && e ? { s, e } : null
}
