/**
 * One row of a feed into an offer line, or the reason it is rejected. Pure functions: numbers as
 * the file writes them (decimal comma or point, thousands grouped), money as integers of 0.00001
 * USD (never floating point), price breaks from tier columns or one cell (`1:0.52;10:0.45`).
 */
import type { FeedMapping, RejectReason } from '../../../../contract/admin/import'
import { toE5 } from '../../../../contract/money'
import { normalizeMpn } from '../../search/normalize'

export type FeedLine = {
  row: number
  mpn: string
  mpnNorm: string
  manufacturer: string
  description: string
  category: string
  package: string
  stock: number
  moq: number
  multiple: number
  /** [quantity, unit price e5], ascending quantities; the first at the minimum. */
  tiers: [number, number][]
  leadWeeks: number | null
  dateCode: string
  stockLocation: string
  datasheet: string
  picture: string
  /** [param key, value as written] */
  params: [string, string][]
}

export type Rejected = { row: number; reason: RejectReason; detail: string }

/** Most a unit price may be: USD 10,000,000. */
const MAX_PRICE_E5 = 10_000_000n * 100_000n
const MAX_QTY = 1_000_000_000

/**
 * A decimal number as written ("1.234,5" with decimal commas, "1,234.5" without, "0,52" either
 * way when it cannot be a thousands group): its canonical text "1234.5", or null.
 */
export function decimalText(raw: string, decimalComma: boolean): string | null {
  let t = raw
    .normalize('NFKC')
    .replace(/[\s\u00a0\u202f']/g, '')
    .replace(/^(?:US\$|USD|\$|€|EUR)|(?:US\$|USD|\$|€|EUR)$/i, '')
  if (!t) return null
  if (!/^-?[\d.,]+$/.test(t)) return null
  const comma = t.includes(',')
  const dot = t.includes('.')
  if (comma && dot) {
    // The last separator is the decimal one.
    t = t.lastIndexOf(',') > t.lastIndexOf('.') ? t.replace(/\./g, '').replace(',', '.') : t.replace(/,/g, '')
  } else if (comma) {
    const grouped = /^-?\d{1,3}(,\d{3})+$/.test(t)
    t = grouped && !decimalComma ? t.replace(/,/g, '') : t.split(',').length === 2 ? t.replace(',', '.') : ''
  } else if (dot) {
    const grouped = /^-?\d{1,3}(\.\d{3})+$/.test(t)
    if (grouped && decimalComma) t = t.replace(/\./g, '')
    else if (t.split('.').length > 2) return null
  }
  return /^-?\d+(\.\d+)?$/.test(t) ? t : null
}

/** A price cell: e5, or null when it is not a number (or is not above zero). */
export function priceE5(raw: string, decimalComma: boolean): number | null {
  const t = decimalText(raw, decimalComma)
  if (t === null || t.startsWith('-')) return null
  const v = toE5(t)
  if (v <= 0n || v > MAX_PRICE_E5) return null
  return Number(v)
}

/** A whole quantity (stock, minimum): a number, or 'negative', or null (not a whole number). */
export function wholeNumber(raw: string, decimalComma: boolean): number | 'negative' | null {
  const t = decimalText(raw, decimalComma)
  if (t === null) return null
  const n = Number(t)
  if (!Number.isFinite(n)) return null
  if (n < 0) return 'negative'
  if (!Number.isInteger(n) || n > MAX_QTY) return null
  return n
}

/** "1:0.52;10:0.45;100:0.38" (also "1=0.52 | 10=0.45", "1+ $0.52", decimal commas): the breaks, or null. */
export function parseTierCell(raw: string, decimalComma: boolean): [number, number][] | null {
  const parts = raw
    .split(/[;|\n]+/)
    .map((p) => p.trim())
    .filter(Boolean)
  if (!parts.length) return null
  const out: [number, number][] = []
  for (const part of parts) {
    const m = /^(\d[\d.,]*)\s*\+?\s*(?:[:=@]|pcs:?|\s)\s*(.+)$/i.exec(part)
    if (!m) return null
    const qty = wholeNumber(m[1]!, decimalComma)
    const price = priceE5(m[2]!, decimalComma)
    if (typeof qty !== 'number' || qty < 1 || price === null) return null
    out.push([qty, price])
  }
  return out
}

/** "12 weeks", "12 Wochen", "84 days", "12": whole weeks (a number alone is weeks). */
export function leadWeeks(raw: string): number | null {
  const m = /(\d+(?:[.,]\d+)?)\s*(\p{L}*)/u.exec(raw.normalize('NFKC'))
  if (!m) return null
  const n = Number(m[1]!.replace(',', '.'))
  const unit = m[2]!.toLowerCase()
  const days = /^(d|day|days|tag|tage|tagen|jour|jours|giorn|дн|день|дней|天|日|일|يوم|أيام)/.test(unit)
  const weeks = days ? Math.ceil(n / 7) : Math.round(n)
  return Number.isFinite(weeks) && weeks >= 0 && weeks <= 520 ? weeks : null
}

const url = (raw: string) => (/^https?:\/\/[^\s"'<>]{3,500}$/i.test(raw.trim()) ? raw.trim() : '')

const clip = (s: string, n: number) => (s.length > n ? s.slice(0, n) : s)

/** A cell a spreadsheet would compute: never evaluated, the row is refused. */
const FORMULA = /^[=+@]|^-[=A-Za-z(]/

/**
 * A data row into a line, or its rejection. `cells` are as read (untrimmed); the row number is
 * the file's.
 */
export function readFeedRow(
  row: number,
  cells: readonly (string | number)[],
  mapping: FeedMapping,
  decimalComma: boolean,
  supplier: string,
): FeedLine | Rejected {
  const text = (col: number | undefined) => {
    if (col === undefined) return ''
    const v = cells[col]
    return v === undefined ? '' : typeof v === 'number' ? String(Number(v.toPrecision(15))) : v.trim()
  }
  const reject = (reason: RejectReason, detail: string): Rejected => ({ row, reason, detail: clip(detail, 80) })
  const cols = mapping.columns
  const used = [
    ...Object.values(cols),
    ...mapping.tiers.map((t) => t.column),
    ...mapping.params.map((p) => p.column),
  ] as number[]
  for (const c of used) {
    const t = text(c)
    if (t.length > 2000) return reject('tooLong', t)
    if (FORMULA.test(t) && !/^[+-]?[\d.,]/.test(t)) return reject('formula', t)
  }

  const mpn = text(cols.mpn).replace(/\s+/g, ' ')
  const mpnNorm = normalizeMpn(mpn)
  if (!mpn || !mpnNorm || mpn.length > 100) return reject('noPartNumber', mpn)
  const manufacturer = text(cols.manufacturer).replace(/\s+/g, ' ')
  if (!manufacturer || manufacturer.length > 100) return reject('noManufacturer', mpn)

  const stockText = text(cols.stock)
  let stock = 0
  if (stockText) {
    const s = wholeNumber(stockText, decimalComma)
    if (s === 'negative') return reject('negativeStock', stockText)
    if (s === null) return reject('stockNotNumber', stockText)
    stock = s
  }
  const whole = (col: number | undefined) => {
    const t = text(col)
    if (!t) return 1
    const n = wholeNumber(t, decimalComma)
    return typeof n === 'number' && n >= 1 ? n : null
  }
  const moqGiven = cols.moq !== undefined && text(cols.moq) !== ''
  let moq = whole(cols.moq)
  const multiple = whole(cols.multiple)
  if (moq === null) return reject('badQuantity', text(cols.moq))
  if (multiple === null) return reject('badQuantity', text(cols.multiple))

  let tiers: [number, number][] = []
  for (const t of mapping.tiers) {
    const cell = text(t.column)
    if (!cell) continue
    const p = priceE5(cell, decimalComma)
    if (p === null) return reject('priceNotNumber', cell)
    tiers.push([t.quantity, p])
  }
  const tierCell = text(cols.priceTiers)
  if (tierCell) {
    const parsed = parseTierCell(tierCell, decimalComma)
    if (!parsed) return reject('priceNotNumber', tierCell)
    tiers.push(...parsed)
  }
  const priceCell = text(cols.price)
  if (priceCell) {
    const p = priceE5(priceCell, decimalComma)
    if (p === null) return reject('priceNotNumber', priceCell)
    tiers.push([moq, p])
  }
  if (!tiers.length) return reject('noPrice', mpn)
  // One price per quantity (the lowest), ascending; the minimum is the first break when not given.
  const byQty = new Map<number, number>()
  for (const [q, p] of tiers) byQty.set(q, Math.min(p, byQty.get(q) ?? Infinity))
  tiers = [...byQty].sort((a, b) => a[0] - b[0])
  if (!moqGiven) moq = tiers[0]![0]
  // Breaks below the minimum are not sold: the minimum's price is the last break at or below it.
  const below = tiers.filter(([q]) => q <= moq)
  const from = below.length ? below[below.length - 1]! : tiers[0]!
  tiers = [[moq, from[1]], ...tiers.filter(([q]) => q > moq)]

  const lead = text(cols.leadTime)
  return {
    row,
    mpn,
    mpnNorm,
    manufacturer,
    description: clip(text(cols.description).replace(/\s+/g, ' '), 500),
    category: clip(text(cols.category), 200),
    package: clip(text(cols.package), 60),
    stock,
    moq,
    multiple,
    tiers,
    leadWeeks: lead ? leadWeeks(lead) : null,
    dateCode: clip(text(cols.dateCode), 20),
    stockLocation: clip(text(cols.stockLocation), 60) || supplier,
    datasheet: url(text(cols.datasheet)),
    picture: url(text(cols.picture)),
    params: mapping.params.flatMap((p) => {
      const v = clip(text(p.column), 100)
      return v ? [[p.key, v] as [string, string]] : []
    }),
  }
}

export const isRejected = (r: FeedLine | Rejected): r is Rejected => 'reason' in r
