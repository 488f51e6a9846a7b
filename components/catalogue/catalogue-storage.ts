import { atom } from '../app/store'

/**
 * What the catalogue keeps in the browser (spec §3, §4, §9):
 * - `ht`: search history, entries `{ search }`, at most 10 unique, newest first;
 * - `RFQLIST`: the RFQ list, lines de-duplicated by goods_id.
 * Storage may be missing or full (private mode): reading gives an empty list, writing is best effort.
 */

export const HISTORY_KEY = 'ht'
export const HISTORY_MAX = 10
export const RFQ_KEY = 'RFQLIST'

export type HistoryEntry = { search: string }

export type RfqLine = {
  part_number: string
  manufacturer: string
  package: string
  date_code: string
  qty: number
  goods_id: number
  target_price: string
  goods_page_url: string
  delivery_plan_date: string
  icons: string[]
}

function readJson(key: string): unknown {
  try {
    return JSON.parse(localStorage.getItem(key) ?? 'null')
  } catch {
    return null
  }
}

function writeJson(key: string, value: unknown) {
  try {
    localStorage.setItem(key, JSON.stringify(value))
  } catch {
    // storage full or disabled: the list lives until the page is left
  }
}

export function readHistory(): HistoryEntry[] {
  const raw = readJson(HISTORY_KEY)
  if (!Array.isArray(raw)) return []
  const out: HistoryEntry[] = []
  for (const e of raw) {
    const search = typeof e === 'string' ? e : typeof e?.search === 'string' ? (e.search as string) : ''
    if (search.trim() && !out.some((o) => o.search === search)) out.push({ search })
  }
  return out.slice(0, HISTORY_MAX)
}

/** Puts a search first; an earlier equal entry moves up instead of repeating; at most 10 are kept. */
export function addHistory(search: string): HistoryEntry[] {
  const text = search.trim()
  if (!text) return readHistory()
  const list = [{ search: text }, ...readHistory().filter((e) => e.search !== text)].slice(0, HISTORY_MAX)
  writeJson(HISTORY_KEY, list)
  return list
}

export function removeHistory(search: string): HistoryEntry[] {
  const list = readHistory().filter((e) => e.search !== search)
  writeJson(HISTORY_KEY, list)
  return list
}

export function clearHistory(): HistoryEntry[] {
  writeJson(HISTORY_KEY, [])
  return []
}

export function readRfqList(): RfqLine[] {
  const raw = readJson(RFQ_KEY)
  if (!Array.isArray(raw)) return []
  const seen = new Set<number>()
  const out: RfqLine[] = []
  for (const l of raw as Partial<RfqLine>[]) {
    if (!l || typeof l.goods_id !== 'number' || seen.has(l.goods_id)) continue
    seen.add(l.goods_id)
    out.push({
      part_number: String(l.part_number ?? ''),
      manufacturer: String(l.manufacturer ?? ''),
      package: String(l.package ?? ''),
      date_code: String(l.date_code ?? ''),
      qty: Number.isSafeInteger(l.qty) && l.qty! > 0 ? l.qty! : 1,
      goods_id: l.goods_id,
      target_price: String(l.target_price ?? ''),
      goods_page_url: String(l.goods_page_url ?? ''),
      delivery_plan_date: String(l.delivery_plan_date ?? ''),
      icons: Array.isArray(l.icons) ? l.icons.map(String) : [],
    })
  }
  return out
}

/**
 * Adds a line; a line with the same goods_id is replaced by the new one (its quantity updated)
 * rather than repeated. Gives the new list and whether the goods was already on it.
 */
/** The RFQ list's line for an offer (its goods' fields) at a quantity (at least 1) and target price. */
export function rfqLineOf(goods: Omit<RfqLine, 'qty' | 'target_price'>, qty: number, targetPrice: string): RfqLine {
  const {
    part_number,
    manufacturer,
    package: pkg,
    date_code,
    goods_id,
    goods_page_url,
    delivery_plan_date,
    icons,
  } = goods
  return {
    part_number,
    manufacturer,
    package: pkg,
    date_code,
    qty: Math.max(1, qty),
    goods_id,
    target_price: targetPrice,
    goods_page_url,
    delivery_plan_date,
    icons,
  }
}

export function addRfqLine(line: RfqLine): { list: RfqLine[]; existed: boolean } {
  const current = readRfqList()
  const existed = current.some((l) => l.goods_id === line.goods_id)
  const list = existed ? current.map((l) => (l.goods_id === line.goods_id ? { ...l, ...line } : l)) : [...current, line]
  writeJson(RFQ_KEY, list)
  return { list, existed }
}

export function removeRfqLine(goodsId: number): RfqLine[] {
  const list = readRfqList().filter((l) => l.goods_id !== goodsId)
  writeJson(RFQ_KEY, list)
  return list
}

/** The RFQ drawer (opened from the side bar) and the list it shows. */
export const rfqDrawerOpenAtom = atom(false)
export const rfqListAtom = atom<RfqLine[]>([])
