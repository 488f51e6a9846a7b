import digikey from './data/digikey-kicad-parts.json'
import octopart from './data/octopart-cpl-parts.json'
import { normalizeMpn } from '../../../domains/search/normalize'
import type { SalesKind } from './offers'
import { packageOf } from '../../../domains/catalogue/parameters/package'
import { OCTOPART_PARAM_KEYS, PARAMS, parseNumber } from '../../../domains/catalogue/parameters/params'
import { octopartFamily } from './taxonomy'

/**
 * The real parts of ./data (CC BY-SA 4.0; attribution in ./data/README.md): Digi-Key's KiCad
 * library (1,073 parts) and Octopart's Common Parts Library (748). A part in both files (same
 * normalized number and manufacturer) is one part: Digi-Key's category, description and datasheet,
 * Octopart's parameters, both files' codes as cross-references.
 */
export type RealPart = {
  mpn: string
  /** As spelled in the file; mapped to a manufacturer through the alias list on import. */
  manufacturer: string
  top: string
  family: string
  package: string
  description: string
  datasheet: string
  lifecycle: 'active' | 'nrnd' | 'last_time_buy' | 'obsolete' | 'discontinued'
  params: [string, string, number | null][]
  xrefs: { source: string; code: string }[]
  source: 'digikey' | 'octopart'
  kind: SalesKind
  price: [number, number]
}

const STATUS: Record<string, RealPart['lifecycle']> = {
  Active: 'active',
  'Active NonStock': 'active',
  'Not For New Designs': 'nrnd',
  'Last Time Buy NonStock': 'last_time_buy',
  'Obsolete NonStock': 'obsolete',
  'Discontinued at Digi-Key NonStock': 'discontinued',
}

/** How each top category is sold and priced (one-piece unit price, 0.00001 USD). */
const SALES: Record<string, [SalesKind, number, number]> = {
  'Integrated Circuits (ICs)': ['ic', 30_000, 900_000],
  'Discrete Semiconductor Products': ['discrete', 1_500, 80_000],
  Resistors: ['passive', 60, 3_000],
  Capacitors: ['passive', 100, 60_000],
  'Inductors, Coils, Chokes': ['passive', 1_500, 150_000],
  Filters: ['passive', 300, 5_000],
  'Circuit Protection': ['discrete', 2_000, 150_000],
  'Connectors, Interconnects': ['electromechanical', 5_000, 400_000],
  'Crystals, Oscillators, Resonators': ['electromechanical', 8_000, 300_000],
  Optoelectronics: ['discrete', 2_000, 300_000],
  'Sensors, Transducers': ['ic', 40_000, 1_500_000],
  Isolators: ['ic', 20_000, 400_000],
  'RF/IF and RFID': ['ic', 100_000, 3_000_000],
  'Power Supplies - Board Mount': ['module', 300_000, 3_000_000],
  Relays: ['electromechanical', 40_000, 800_000],
  Switches: ['electromechanical', 3_000, 200_000],
  'Potentiometers, Variable Resistors': ['electromechanical', 10_000, 300_000],
  'Audio Products': ['electromechanical', 10_000, 400_000],
  'Battery Products': ['module', 10_000, 1_500_000],
  'Cables, Wires': ['module', 50_000, 1_500_000],
  'Development Boards, Kits, Programmers': ['module', 500_000, 8_000_000],
  'Test and Measurement': ['module', 5_000, 30_000_000],
  Tools: ['module', 100_000, 8_000_000],
}

export function salesOf(top: string): [SalesKind, [number, number]] {
  const [kind, lo, hi] = SALES[top] ?? ['ic', 10_000, 500_000]
  return [kind, [lo, hi]]
}

/**
 * The package a Digi-Key description names ("IC OPAMP GP 2 CIRCUIT 8SOIC" → "SOIC-8"), read by the
 * catalogue's parameter parser (domains/catalogue/parameters/package.ts), which the feed import uses too.
 */
export function packageFromDescription(description: string): string {
  return packageOf(description, '')?.name ?? ''
}

/** Octopart's mounting words in the catalogue's (and the description parser's) terms, so that one facet value means one thing. */
const MOUNTING: Record<string, string> = { SMD: 'Surface Mount', DIP: 'Through Hole' }

const keyOf = (mpn: string, manufacturer: string) => `${normalizeMpn(mpn)}\u0000${manufacturer}`

/** Every real part, merged, in file order (Digi-Key first). `canonical` maps a spelling to its manufacturer. */
export function realParts(canonical: (name: string) => string): RealPart[] {
  const out = new Map<string, RealPart>()
  const col = (cols: string[], name: string) => cols.indexOf(name)

  const d = digikey as { columns: string[]; rows: string[][] }
  const [dMpn, dMan, dCode, dCat, dFam, dDesc, dStatus, dSheet] = [
    'mpn',
    'manufacturer',
    'digikey_pn',
    'category',
    'family',
    'description',
    'status',
    'datasheet',
  ].map((n) => col(d.columns, n)) as number[]
  for (const row of d.rows) {
    const mpn = row[dMpn!]!.trim()
    const manufacturer = row[dMan!]!.trim()
    if (!normalizeMpn(mpn)) continue
    const top = row[dCat!]!.trim()
    const [kind, price] = salesOf(top)
    const key = keyOf(mpn, canonical(manufacturer))
    const existing = out.get(key)
    if (existing) {
      existing.xrefs.push({ source: 'Digi-Key', code: row[dCode!]!.trim() })
      continue
    }
    const description = row[dDesc!]!.trim()
    out.set(key, {
      mpn,
      manufacturer,
      top,
      family: row[dFam!]!.trim(),
      package: packageFromDescription(description),
      description,
      datasheet: row[dSheet!]!.trim(),
      lifecycle: STATUS[row[dStatus!]!.trim()] ?? 'active',
      params: [],
      xrefs: [{ source: 'Digi-Key', code: row[dCode!]!.trim() }],
      source: 'digikey',
      kind,
      price,
    })
  }

  const o = octopart as { columns: string[]; rows: string[][] }
  const [oMpn, oMan, oCpl, oCat, oTitle, oParams] = [
    'mpn',
    'manufacturer',
    'cpl_id',
    'category',
    'title',
    'params',
  ].map((n) => col(o.columns, n)) as number[]
  for (const row of o.rows) {
    const mpn = row[oMpn!]!.trim()
    const manufacturer = row[oMan!]!.trim()
    if (!normalizeMpn(mpn)) continue
    const raw: Record<string, string> = {}
    for (const pair of row[oParams!]!.split(/;\s*/)) {
      const i = pair.indexOf(':')
      if (i > 0) raw[pair.slice(0, i).trim()] = pair.slice(i + 1).trim()
    }
    const params: RealPart['params'] = []
    for (const [name, value] of Object.entries(raw)) {
      const key = OCTOPART_PARAM_KEYS[name]
      if (!key || !value || value === '–' || params.some(([k]) => k === key)) continue
      const unit = PARAMS.find((p) => p.key === key)?.unit ?? ''
      params.push([key, key === 'mounting' ? (MOUNTING[value] ?? value) : value, parseNumber(value, unit)])
    }
    const pkg = raw['Package'] ?? (raw['Size'] && /^\d{4}$/.test(raw['Size']) ? raw['Size'] : '')
    const title = row[oTitle!]!.trim()
    const xref = { source: 'Octopart CPL', code: row[oCpl!]!.trim() }
    const key = keyOf(mpn, canonical(manufacturer))
    const existing = out.get(key)
    if (existing) {
      for (const p of params) if (!existing.params.some(([k]) => k === p[0])) existing.params.push(p)
      if (!existing.xrefs.some((x) => x.code === xref.code)) existing.xrefs.push(xref)
      if (!existing.package && pkg) existing.package = pkg
      continue
    }
    const [top, family] = octopartFamily(row[oCat!]!, title, raw)
    const [kind, price] = salesOf(top)
    out.set(key, {
      mpn,
      manufacturer,
      top,
      family,
      package: pkg,
      description: title,
      datasheet: '',
      lifecycle: 'active',
      params,
      xrefs: [xref],
      source: 'octopart',
      kind,
      price,
    })
  }
  return [...out.values()]
}

/** Real parts shown on the home page, by section (the first offer gets the flag and stock). */
export const SHOWCASE: Record<'featured' | 'hot' | 'recommended' | 'preferential', string[]> = {
  featured: [
    'STM32F407VGT6',
    'ESP32-WROOM-32',
    'ATMEGA328P-AU',
    'ATSAMD21G18A-AUT',
    'BME280',
    'ADXL345BCCZ',
    'FT232RL-REEL',
    'MCP2551-I/SN',
  ],
  hot: ['LM358DR', '2N7002LT1G', '1N4148W-7-F', 'BSS138LT1G', 'L7805CV', 'LM317T', 'MCP73831T-2ACI/OT', 'DS18B20+'],
  recommended: [
    'ATTINY85-20SU',
    'MCP23017-E/SO',
    'MCP3008-I/P',
    'DS3231MZ/V+',
    'LM1117MPX-3.3/NOPB',
    'IRF540NPBF',
    'ADXL335BCPZ-RL7',
    'MCP6002-I/P',
  ],
  preferential: [
    'ATMEGA2560-16AU',
    'ATMEGA32U4-AU',
    'MAX232N',
    'LM317DCYR',
    'MCP1700T-3302E/TT',
    '2N7002-7-F',
    'BSS138-7-F',
    'IRF9540NPBF',
  ],
}
