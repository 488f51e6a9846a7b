/**
 * The BOM quality corpus: parts lists written the way buyers write them, built from the
 * repository's own copy of the real part data (server/db/seed/catalogue/data, CC BY-SA 4.0), each
 * with the expected answer of every line. Deterministic: a fixed seed per file, so the same code
 * writes the same files. `node scripts/run-ts.mjs tests/bom/generate.ts` writes tests/bom/files/;
 * the reader's quality test (and the BOM matcher's, later) reads them.
 */
import { isPackagingVariant } from '../../server/domains/search/ordering'
import * as XLSX from 'xlsx'
import digikey from '../../server/db/seed/catalogue/data/digikey-kicad-parts.json'
import octopart from '../../server/db/seed/catalogue/data/octopart-cpl-parts.json'
import { MANUFACTURERS } from '../../server/db/seed/catalogue/manufacturers'
import { hash32, rng, type Rng } from '../../server/db/seed/catalogue/random'
import { normalizeMpn, normalizeName } from '../../server/domains/search/normalize'
import type { ColumnKind, ColumnMapping } from '../../server/domains/sheets'
import { encodeLegacy } from '../unit/sheets/files'

/**
 * How a line names its part:
 * - exact: the part number as the manufacturer writes it
 * - case: in lower case
 * - spacing: dashes and spaces inserted ('lm358-dr', 'LM 358DR'; a number that begins like a
 *   maker's short name split after it: 'st m32f103c8t6')
 * - suffix: a packaging or ordering suffix added ('LM358DR#PBF', '-TR', '/NOPB', '-REEL7')
 * - distributor: Digi-Key's code instead of the part number ('296-1395-1-ND')
 * - description: no part number, only a description as a buyer types it ('8.2k 1% 0603')
 * - invented: a part number that does not exist; must never match
 * - prefix: a look-alike that is only the beginning of real part numbers; must not match
 */
export type LineKind = 'exact' | 'case' | 'spacing' | 'suffix' | 'distributor' | 'description' | 'invented' | 'prefix'

export type ExpectedLine = {
  /** Row number in the file as the reader reports it (1-based; the line number for pasted text). */
  row: number
  kind: LineKind
  /** What the part cell says ('' for description-only lines). */
  written: string
  /** The intended part, as the data writes it; null when no part is meant to match. */
  mpn: string | null
  /** Its manufacturer as the catalogue names it (after the alias list); null with mpn null or any maker (description lines). */
  manufacturer: string | null
  /** Every part number that is a right answer (a description line: all parts of its Octopart CPL group). */
  accept: string[]
  /** For prefix look-alikes: the real part numbers that start with it (to offer as candidates). */
  candidates?: string[]
  /** The quantity the buyer means. */
  quantity: number
}

export type Expected = {
  file: string
  /** 'file': readSheet(bytes, { fileName }); 'pasted': readPastedText(text). */
  reader: 'file' | 'pasted'
  /** Index of the header row in the reader's cells (-1: none). */
  headerRow: number
  /** The column of each kind the file has. */
  mapping: ColumnMapping
  lines: ExpectedLine[]
}

export type CorpusFile = { name: string; bytes: Uint8Array; expected: Expected }

type QuantityStyle = 'en' | 'de' | 'zh' | 'jp' | 'ko' | 'ru' | 'fr' | 'it' | 'ar' | 'plain'

export type FileSpec = {
  name: string
  format: 'xlsx' | 'xls' | 'csv' | 'txt'
  encoding?: 'utf-8' | 'utf-8-bom' | 'shift_jis' | 'windows-1252'
  delimiter?: string
  /** Rows above the header (a title, a date, blank rows). */
  title?: string[][]
  /** Merged ranges (xlsx), e.g. 'A1:F1' for a title over the columns. */
  merges?: string[]
  /** Columns in order, with their header text; no header row when `headerless`. */
  columns: [ColumnKind | 'item', string][]
  headerless?: boolean
  lines: number
  quantities: QuantityStyle
  /** How often each kind of line appears (weights). */
  mix: Partial<Record<LineKind, number>>
  /** Share of lines whose maker is left empty. */
  noMaker?: number
}

// ---------------------------------------------------------------------------------------------
// The real parts

type Part = {
  mpn: string
  norm: string
  maker: string
  canonical: string
  digikey?: string
  description: string
  category: string
  cpl?: string
}

const ALIAS_TO_NAME = new Map<string, string>()
for (const m of MANUFACTURERS)
  for (const alias of [m.name, ...m.aliases, ...(m.quiet ?? [])])
    if (!ALIAS_TO_NAME.has(normalizeName(alias))) ALIAS_TO_NAME.set(normalizeName(alias), m.name)
/** The manufacturer's name as the catalogue import maps it (server/db/seed/catalogue/catalogue.ts). */
export const canonicalMaker = (raw: string) => ALIAS_TO_NAME.get(normalizeName(raw)) ?? raw.trim()
/** Short forms buyers write for a manufacturer (the alias list), the name itself included. */
const spellings = (name: string) => {
  const m = MANUFACTURERS.find((x) => x.name === name)
  return m ? [m.name, ...m.aliases] : [name]
}

function loadParts(): { parts: Part[]; norms: string[]; cplGroups: Map<string, Part[]> } {
  const byKey = new Map<string, Part>()
  const d = digikey as { columns: string[]; rows: string[][] }
  const dc = (n: string) => d.columns.indexOf(n)
  for (const row of d.rows) {
    const mpn = row[dc('mpn')]!.trim()
    const maker = row[dc('manufacturer')]!.trim()
    const norm = normalizeMpn(mpn)
    if (!norm) continue
    const key = `${norm}|${canonicalMaker(maker)}`
    if (byKey.has(key)) continue
    byKey.set(key, {
      mpn,
      norm,
      maker,
      canonical: canonicalMaker(maker),
      digikey: row[dc('digikey_pn')]!.trim(),
      description: row[dc('description')]!.trim(),
      category: row[dc('category')]!.trim(),
    })
  }
  const o = octopart as { columns: string[]; rows: string[][] }
  const oc = (n: string) => o.columns.indexOf(n)
  const cplGroups = new Map<string, Part[]>()
  for (const row of o.rows) {
    const mpn = row[oc('mpn')]!.trim()
    const maker = row[oc('manufacturer')]!.trim()
    const norm = normalizeMpn(mpn)
    if (!norm) continue
    const key = `${norm}|${canonicalMaker(maker)}`
    const part: Part = byKey.get(key) ?? {
      mpn,
      norm,
      maker,
      canonical: canonicalMaker(maker),
      description: row[oc('title')]!.trim(),
      category: row[oc('category')]!.trim(),
    }
    part.cpl = row[oc('cpl_id')]!.trim()
    byKey.set(key, part)
    const group = cplGroups.get(part.cpl) ?? []
    group.push(part)
    cplGroups.set(part.cpl, group)
  }
  // A number two makers share is ambiguous without the maker: such parts are left out.
  const makersOf = new Map<string, Set<string>>()
  for (const p of byKey.values()) makersOf.set(p.norm, (makersOf.get(p.norm) ?? new Set()).add(p.canonical))
  const parts = [...byKey.values()].filter((p) => makersOf.get(p.norm)!.size === 1)
  return { parts, norms: [...new Set([...byKey.values()].map((p) => p.norm))].sort(), cplGroups }
}

let loaded: ReturnType<typeof loadParts> | undefined
const data = () => (loaded ??= loadParts())

// ---------------------------------------------------------------------------------------------
// Writing a line as a buyer would

const SUFFIXES = ['#PBF', '-TR', '/NOPB', '#TRPBF', '-REEL7', ' TR', '-T']

const isReal = (norm: string) => {
  const norms = data().norms
  let lo = 0
  let hi = norms.length
  while (lo < hi) {
    const mid = (lo + hi) >> 1
    if (norms[mid]! < norm) lo = mid + 1
    else hi = mid
  }
  return norms[lo] === norm
}
const realStartingWith = (prefix: string) => data().norms.filter((n) => n.startsWith(prefix) && n !== prefix)

/** 'LM358DR' → 'lm358-dr', 'LM 358DR', 'st m32f103c8t6' (a maker's short name split off). */
function spaced(r: Rng, mpn: string): string {
  const short = ['TI', 'ST', 'AD', 'ON', 'MAX', 'NXP'].find(
    (s) => mpn.toUpperCase().startsWith(s) && mpn.length > s.length + 2,
  )
  if (short && r.chance(0.5)) return `${mpn.slice(0, short.length)} ${mpn.slice(short.length)}`.toLowerCase()
  const chars = [...mpn]
  const cuts = r.int(1, 2)
  for (let i = 0; i < cuts; i++) {
    const at = r.int(1, chars.length - 1)
    if (/[A-Za-z0-9]/.test(chars[at - 1]!) && /[A-Za-z0-9]/.test(chars[at]!))
      chars.splice(at, 0, r.pick(['-', ' ', '-']))
  }
  const out = chars.join('')
  return r.chance(0.4) ? out.toLowerCase() : out
}

function invented(r: Rng): string {
  for (;;) {
    const text =
      r.pick(['QX', 'ZJ', 'XQ', 'KZQ', 'WQJ', 'JQZ']) +
      r.int(10, 9999) +
      r.pick(['', 'A', 'BT', 'DR', 'CX-TR', 'ZZ', 'Q7']) +
      (r.chance(0.3) ? `-${r.int(1, 99)}` : '')
    const norm = normalizeMpn(text)
    if (!isReal(norm) && realStartingWith(norm).length === 0 && !data().norms.some((n) => norm.startsWith(n)))
      return r.chance(0.3) ? text.toLowerCase() : text
  }
}

/** A look-alike: the first 55–80 % of a real number, itself no real number. */
function lookAlike(r: Rng): { written: string; candidates: string[] } {
  const parts = data().parts.filter((p) => p.norm.length >= 8)
  for (;;) {
    const p = r.pick(parts)
    const cut = Math.round(p.norm.length * (0.55 + r.next() * 0.25))
    const prefix = p.norm.slice(0, cut)
    // Nor the plain number of a part whose real number adds only its maker's packaging marks
    // (MMUN2211 of MMUN2211LT1G): that one is matched (server/domains/search/ordering.ts).
    if (
      isReal(prefix) ||
      SUFFIXES.some((s) => isReal(normalizeMpn(prefix + s))) ||
      data().parts.some((q) => isPackagingVariant(q.norm, prefix, q.canonical))
    )
      continue
    const written = r.chance(0.5) ? prefix.toLowerCase() : prefix
    return {
      written,
      candidates: data()
        .parts.filter((q) => q.norm.startsWith(prefix))
        .map((q) => q.mpn),
    }
  }
}

/** What a buyer types for a resistor or capacitor of an Octopart CPL group ('8.2k 1% 0603'). */
function typedDescription(r: Rng, title: string): string | null {
  const res = /^Resistor ([\d.]+) (k|M)?Ω ±([\d.]+%) (\d{4})/.exec(title)
  if (res) {
    const [, value, prefix = '', tolerance, size] = res
    const v = prefix ? `${value}${prefix.toLowerCase() === 'k' ? 'k' : 'M'}` : `${value}R`
    const ohms = `${value}${prefix === 'k' ? 'k' : prefix}Ω`
    return r.pick([`${v} ${size} ${tolerance}`, `RES ${v} ${tolerance} ${size}`, `${size} ${ohms} ${tolerance}`])
  }
  const cap = /^Capacitor ([\d.]+) (pF|nF|µF|uF) (?:±\S+ )?([\d.]+) V (\d{4}) (\S+)/.exec(title)
  if (cap) {
    const [, value, unit, volts, size, dielectric] = cap
    const u = unit === 'µF' ? r.pick(['uF', 'µF']) : unit
    const d = dielectric!.split('/')[0]
    return r.pick([
      `${value}${u} ${volts}V ${size} ${d}`,
      `CAP ${value}${u} ${volts}V ${d} ${size}`,
      `${size} ${value}${u} ${volts}V`,
    ])
  }
  return null
}

const PREFIX_BY_CATEGORY: [RegExp, string][] = [
  [/resistor/i, 'R'],
  [/capacitor/i, 'C'],
  [/inductor/i, 'L'],
  [/crystal|oscillator|resonator/i, 'Y'],
  [/connector|header/i, 'J'],
  [/led|diode|opto/i, 'D'],
  [/transistor|discrete/i, 'Q'],
  [/relay/i, 'K'],
  [/switch/i, 'SW'],
]
const designatorPrefix = (category: string) => PREFIX_BY_CATEGORY.find(([re]) => re.test(category))?.[1] ?? 'U'

/** A designator list naming `count` parts: 'R1-R4, R7', 'C3 C5 C6', 'U2,U3'. */
function designators(r: Rng, prefix: string, count: number, next: Map<string, number>): string {
  let n = next.get(prefix) ?? 1
  const items: string[] = []
  let left = count
  while (left > 0) {
    n += r.chance(0.3) ? r.int(1, 3) : 0
    if (left >= 3 && r.chance(0.5)) {
      const len = r.int(2, Math.min(left, 6))
      items.push(r.chance(0.8) ? `${prefix}${n}-${prefix}${n + len - 1}` : `${prefix}${n}-${n + len - 1}`)
      n += len
      left -= len
    } else {
      items.push(`${prefix}${n}`)
      n++
      left--
    }
  }
  next.set(prefix, n)
  return items.join(r.pick([', ', ',', ' ']))
}

const QUANTITIES = [
  1, 1, 2, 2, 3, 4, 5, 6, 8, 10, 12, 16, 20, 25, 50, 100, 200, 250, 500, 1000, 1500, 2000, 2500, 5000, 10000, 12500,
]

const group3 = (n: number, sep: string) => String(n).replace(/\B(?=(\d{3})+(?!\d))/g, sep)

/** A quantity written in a file's convention; a number cell where a spreadsheet would hold one. */
function writeQuantity(r: Rng, q: number, style: QuantityStyle, cellsAreTyped: boolean): string | number {
  const plain = cellsAreTyped ? q : String(q)
  const big = q >= 1000
  switch (style) {
    case 'en':
      return r.weighted<string | number>([
        [plain, 5],
        [big ? group3(q, ',') : plain, big ? 4 : 0],
        [q % 1000 === 0 && big ? `${q / 1000}k` : plain, 2],
        [`${q} pcs`, 1],
        [`${q}pcs`, 1],
      ])
    case 'de':
      return r.weighted<string | number>([
        [big ? group3(q, '.') : plain, 5],
        [`${big ? group3(q, '.') : q} Stk.`, 1],
      ])
    case 'zh':
      return r.weighted<string | number>([
        [plain, 4],
        [`${q}个`, 2],
        [`${q}PCS`, 1],
        [big ? group3(q, ',') : plain, 1],
      ])
    case 'jp':
      return r.weighted<string | number>([
        [plain, 4],
        [`${q}個`, 1],
      ])
    case 'ko':
      return r.weighted<string | number>([
        [plain, 4],
        [`${q}개`, 1],
        [`${q} EA`, 1],
      ])
    case 'ru':
      return r.weighted<string | number>([
        [plain, 4],
        [`${q} шт.`, 1],
        [big ? group3(q, ' ') : plain, 1],
      ])
    case 'fr':
      return r.weighted<string | number>([
        [plain, 4],
        [big ? group3(q, '\u202f') : plain, 1],
        [`${q} pièces`, 1],
      ])
    case 'it':
      return r.weighted<string | number>([
        [big ? group3(q, '.') : plain, 4],
        [`${q} pz`, 1],
      ])
    case 'ar':
      return r.weighted<string | number>([
        [plain, 4],
        [String(q).replace(/\d/g, (d) => String.fromCharCode(0x660 + Number(d))), 1],
      ])
    case 'plain':
      return plain
  }
}

// ---------------------------------------------------------------------------------------------
// Files

type Row = (string | number)[]

/** One corpus file: its rows (title, header, lines), its bytes and its expected answers. */
export function buildFile(spec: FileSpec): CorpusFile {
  const r = rng(hash32(spec.name))
  const { parts, cplGroups } = data()
  const titled = spec.title ?? []
  const headerRow = spec.headerless ? -1 : titled.length
  const rows: Row[] = [...titled]
  if (!spec.headerless) rows.push(spec.columns.map(([, h]) => h))
  const mapping: ColumnMapping = {}
  spec.columns.forEach(([kind], i) => {
    if (kind !== 'item') mapping[kind] = i
  })
  // Pasted words are read as part, other words, quantity (readPastedText).
  if (spec.format === 'txt') Object.assign(mapping, { mpn: 0, quantity: 2 })
  const descriptionGroups = [...cplGroups.values()].filter((g) => typedDescription(rng(1), g[0]!.description) !== null)
  const typed = spec.format === 'xlsx' || spec.format === 'xls'
  const next = new Map<string, number>()
  const lines: ExpectedLine[] = []
  const mix = Object.entries(spec.mix) as [LineKind, number][]
  const hasDesignators = mapping.designators !== undefined

  for (let i = 0; i < spec.lines; i++) {
    let kind = r.weighted(mix)
    let part = r.pick(parts)
    if (kind === 'distributor' && !part.digikey) part = r.pick(parts.filter((p) => p.digikey))
    let written = part.mpn
    let expected: Pick<ExpectedLine, 'mpn' | 'manufacturer' | 'accept' | 'candidates'> = {
      mpn: part.mpn,
      manufacturer: part.canonical,
      accept: [part.mpn],
    }
    let maker = r.chance(spec.noMaker ?? 0.15) ? '' : r.chance(0.5) ? r.pick(spellings(part.canonical)) : part.maker
    let description = part.description
    switch (kind) {
      case 'case':
        written = /[A-Za-z]/.test(part.mpn) ? part.mpn.toLowerCase() : part.mpn
        break
      case 'spacing':
        written = spaced(r, part.mpn)
        break
      case 'suffix': {
        // Pasted words are split on spaces: no spaced suffix there.
        const fits = (s: string) => !isReal(normalizeMpn(part.mpn + s)) && !(spec.format === 'txt' && s.includes(' '))
        const suffix = r.pick(SUFFIXES.filter(fits))
        written = part.mpn + suffix
        break
      }
      case 'distributor':
        written = part.digikey!
        break
      case 'description': {
        const group = r.pick(descriptionGroups)
        written = ''
        maker = ''
        description = typedDescription(r, group[0]!.description)!
        part = group[0]!
        expected = { mpn: part.mpn, manufacturer: null, accept: group.map((p) => p.mpn) }
        break
      }
      case 'invented':
        written = invented(r)
        maker = r.chance(0.5) ? r.pick(['Texas Instruments', 'TI', 'ST', 'onsemi', 'Microchip', 'NXP', '']) : ''
        description = r.pick(['IC', 'MCU', 'Op amp', 'Regulator 3.3V', 'MOSFET N-CH', ''])
        expected = { mpn: null, manufacturer: null, accept: [] }
        break
      case 'prefix': {
        const look = lookAlike(r)
        written = look.written
        maker = ''
        description = ''
        expected = { mpn: null, manufacturer: null, accept: [], candidates: look.candidates }
        break
      }
      default:
        kind = 'exact'
    }
    const q = r.pick(QUANTITIES)
    const prefix = designatorPrefix(part.category)
    // Designator-only quantities: a small count, the quantity cell left empty.
    const designatorOnly = hasDesignators && q <= 12 && r.chance(0.3)
    const refs = hasDesignators && q <= 12 && (designatorOnly || r.chance(0.6)) ? designators(r, prefix, q, next) : ''
    const quantityCell = designatorOnly ? '' : writeQuantity(r, q, spec.quantities, typed)
    const cells: Record<string, string | number> = {
      item: i + 1,
      mpn: written,
      manufacturer: maker,
      quantity: quantityCell,
      designators: refs,
      description,
      customerRef: `ACME-${String(10000 + ((i * 7919) % 90000)).padStart(5, '0')}`,
      package: '',
      // A line meant to match nothing carries no real code either.
      supplierPn: expected.mpn === null || kind === 'description' ? '' : (part.digikey ?? ''),
    }
    if (mapping.supplierPn !== undefined && kind === 'distributor') {
      // In a file with a Digi-Key column, the code goes there and the part cell stays empty.
      cells.supplierPn = written
      cells.mpn = ''
    }
    rows.push(spec.columns.map(([k]) => cells[k] ?? ''))
    lines.push({ row: rows.length, kind, written, ...expected, quantity: q })
  }

  const expectedFile: Expected = {
    file: spec.name,
    reader: spec.format === 'txt' ? 'pasted' : 'file',
    headerRow,
    mapping,
    lines,
  }
  return { name: spec.name, bytes: encode(spec, rows), expected: expectedFile }
}

function encode(spec: FileSpec, rows: Row[]): Uint8Array {
  if (spec.format === 'xlsx' || spec.format === 'xls') {
    const wb = XLSX.utils.book_new()
    const ws = XLSX.utils.aoa_to_sheet(rows)
    if (spec.merges) ws['!merges'] = spec.merges.map((m) => XLSX.utils.decode_range(m))
    XLSX.utils.book_append_sheet(wb, ws, 'BOM')
    // A fixed date, so that the same spec writes the same bytes.
    wb.Props = { CreatedDate: new Date(Date.UTC(2026, 10, 1)), ModifiedDate: new Date(Date.UTC(2026, 10, 1)) }
    return new Uint8Array(XLSX.write(wb, { type: 'array', bookType: spec.format, compression: true }) as ArrayBuffer)
  }
  const sep = spec.delimiter ?? ','
  const quote = (v: string | number) => {
    const s = String(v)
    return s.includes(sep) || s.includes('"') || s.includes('\n') ? `"${s.replace(/"/g, '""')}"` : s
  }
  const text =
    rows.map((row) => (spec.format === 'txt' ? row.join(' ') : row.map(quote).join(sep))).join('\r\n') + '\r\n'
  switch (spec.encoding ?? 'utf-8') {
    case 'utf-8':
      return new TextEncoder().encode(text)
    case 'utf-8-bom':
      return new Uint8Array([0xef, 0xbb, 0xbf, ...new TextEncoder().encode(text)])
    case 'shift_jis':
    case 'windows-1252':
      return encodeLegacy(writable(text, spec.encoding!), spec.encoding!)
  }
}

/** What a legacy-encoding export writes for a character it has no code for (Excel writes '?'). */
const STAND_INS: Record<string, string[]> = { µ: ['μ', 'u'], Ω: ['Ohm'], '—': ['-'], '±': ['+/-'] }
function writable(text: string, encoding: string): string {
  const fits = (ch: string) => {
    try {
      encodeLegacy(ch, encoding)
      return true
    } catch {
      return false
    }
  }
  let out = ''
  for (const ch of text) out += fits(ch) ? ch : ((STAND_INS[ch] ?? []).find((c) => [...c].every(fits)) ?? '?')
  return out
}

const MIX: FileSpec['mix'] = {
  exact: 26,
  case: 14,
  spacing: 14,
  suffix: 10,
  distributor: 8,
  description: 10,
  invented: 10,
  prefix: 8,
}

/** The committed corpus: about 1,500 lines in 13 files, 10 languages, 4 formats. */
export const CORPUS: FileSpec[] = [
  {
    name: 'en-digikey-export.csv',
    format: 'csv',
    columns: [
      ['supplierPn', 'Digi-Key Part Number'],
      ['mpn', 'Manufacturer Part Number'],
      ['manufacturer', 'Manufacturer'],
      ['quantity', 'Quantity'],
      ['designators', 'Reference Designators'],
      ['description', 'Description'],
    ],
    lines: 150,
    quantities: 'plain',
    mix: MIX,
  },
  {
    name: 'en-messy.xlsx',
    format: 'xlsx',
    title: [['ACME Robotics — main board rev C, bill of materials'], ['Exported 2026-11-01 by J. Doe'], []],
    merges: ['A1:G1'],
    columns: [
      ['item', 'Item'],
      ['mpn', 'Mfr. Part #'],
      ['manufacturer', 'Mfr'],
      ['quantity', 'Qty'],
      ['designators', 'Ref Des'],
      ['description', 'Desc'],
      ['customerRef', 'Customer PN'],
    ],
    lines: 250,
    quantities: 'en',
    mix: MIX,
  },
  {
    name: 'zh-bom.xlsx',
    format: 'xlsx',
    title: [['主控板 物料清单 (BOM)'], []],
    merges: ['A1:F1'],
    columns: [
      ['item', '序号'],
      ['mpn', '规格型号'],
      ['manufacturer', '品牌'],
      ['quantity', '用量'],
      ['designators', '位号'],
      ['description', '描述'],
    ],
    lines: 200,
    quantities: 'zh',
    mix: MIX,
  },
  {
    name: 'tw-bom.xlsx',
    format: 'xlsx',
    columns: [
      ['mpn', '型號'],
      ['manufacturer', '製造商'],
      ['quantity', '數量'],
      ['designators', '位號'],
      ['description', '說明'],
    ],
    lines: 80,
    quantities: 'zh',
    mix: MIX,
  },
  {
    name: 'jp-bom-sjis.csv',
    format: 'csv',
    encoding: 'shift_jis',
    title: [['部品表'], ['']],
    columns: [
      ['mpn', '型番'],
      ['manufacturer', 'メーカー'],
      ['quantity', '数量'],
      ['designators', 'リファレンス'],
      ['description', '仕様'],
    ],
    lines: 100,
    quantities: 'jp',
    mix: MIX,
  },
  {
    name: 'ko-bom.xlsx',
    format: 'xlsx',
    columns: [
      ['mpn', '부품번호'],
      ['manufacturer', '제조사'],
      ['quantity', '수량'],
      ['designators', '부품위치'],
      ['description', '설명'],
    ],
    lines: 80,
    quantities: 'ko',
    mix: MIX,
  },
  {
    name: 'de-stueckliste.csv',
    format: 'csv',
    encoding: 'windows-1252',
    delimiter: ';',
    title: [['Stückliste Steuerplatine'], ['']],
    columns: [
      ['item', 'Pos.'],
      ['mpn', 'Hersteller-Teilenummer'],
      ['manufacturer', 'Hersteller'],
      ['quantity', 'Menge'],
      ['designators', 'Bestückungsposition'],
      ['description', 'Beschreibung'],
    ],
    lines: 150,
    quantities: 'de',
    mix: MIX,
  },
  {
    name: 'ru-bom.csv',
    format: 'csv',
    encoding: 'utf-8-bom',
    delimiter: ';',
    columns: [
      ['designators', 'Поз. обозначение'],
      ['mpn', 'Артикул'],
      ['manufacturer', 'Производитель'],
      ['quantity', 'Кол-во'],
      ['description', 'Наименование'],
    ],
    lines: 100,
    quantities: 'ru',
    mix: MIX,
  },
  {
    name: 'fr-nomenclature.xlsx',
    format: 'xlsx',
    title: [['Nomenclature — carte principale']],
    columns: [
      ['mpn', 'Référence fabricant'],
      ['manufacturer', 'Fabricant'],
      ['quantity', 'Quantité'],
      ['designators', 'Repère'],
      ['description', 'Désignation'],
    ],
    lines: 80,
    quantities: 'fr',
    mix: MIX,
  },
  {
    name: 'it-distinta.xls',
    format: 'xls',
    columns: [
      ['mpn', 'Codice produttore'],
      ['manufacturer', 'Produttore'],
      ['quantity', 'Quantità'],
      ['designators', 'Riferimento'],
      ['description', 'Descrizione'],
    ],
    lines: 80,
    quantities: 'it',
    mix: MIX,
  },
  {
    name: 'ar-bom.xlsx',
    format: 'xlsx',
    columns: [
      ['mpn', 'رقم القطعة'],
      ['manufacturer', 'الشركة المصنعة'],
      ['quantity', 'الكمية'],
      ['designators', 'المرجع'],
      ['description', 'الوصف'],
    ],
    lines: 60,
    quantities: 'ar',
    mix: MIX,
  },
  {
    name: 'headerless.csv',
    format: 'csv',
    headerless: true,
    columns: [
      ['mpn', ''],
      ['quantity', ''],
      ['designators', ''],
      ['description', ''],
    ],
    lines: 60,
    quantities: 'plain',
    mix: { exact: 40, case: 20, spacing: 20, suffix: 10, invented: 10 },
  },
  {
    name: 'pasted.txt',
    format: 'txt',
    headerless: true,
    columns: [
      ['mpn', ''],
      ['quantity', ''],
    ],
    lines: 50,
    quantities: 'en',
    mix: { exact: 50, case: 25, suffix: 10, invented: 15 },
  },
]

/** A long English list for the line limit and the benchmark (generated when needed, not committed). */
export const longList = (lines: number, format: 'xlsx' | 'csv'): FileSpec => ({
  ...CORPUS[1]!,
  name: `long-${lines}.${format}`,
  format,
  merges: format === 'xlsx' ? CORPUS[1]!.merges : undefined,
  lines,
})
