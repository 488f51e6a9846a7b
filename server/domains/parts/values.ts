/**
 * Component values as buyers write them ("8.2k", "4R7", "100nF", "0603", "X7R"), read into
 * numbers: the BOM tool reads descriptions with them, the search reads value-and-package queries.
 * Pure code.
 */

export const SIZES = new Set(['01005', '0201', '0402', '0603', '0805', '1206', '1210', '1812', '2010', '2220', '2512'])
export const PREFIX: Record<string, number> = {
  p: 1e-12,
  n: 1e-9,
  u: 1e-6,
  µ: 1e-6,
  μ: 1e-6,
  m: 1e-3,
  k: 1e3,
  K: 1e3,
  M: 1e6,
  G: 1e9,
  '': 1,
}
/** Dielectrics by their usual spellings (NP0 is C0G). */
export const DIELECTRICS: Record<string, string> = {
  C0G: 'C0G',
  COG: 'C0G',
  NP0: 'C0G',
  NPO: 'C0G',
  X7R: 'X7R',
  X5R: 'X5R',
  X7S: 'X7S',
  X6S: 'X6S',
  X8R: 'X8R',
  Y5V: 'Y5V',
  Z5U: 'Z5U',
}

/** The dielectrics a catalogue value names ("C0G/NP0" → ['C0G']). */
export function dielectricsOf(value: string): string[] {
  return value
    .toUpperCase()
    .split(/[\s/,]+/)
    .flatMap((w) => (DIELECTRICS[w] ? [DIELECTRICS[w]] : []))
}

const round = (n: number) => Number(n.toPrecision(12))

/** "8.2k", "8k2", "4R7", "100R", "10kΩ", "470ohm", "1M" → ohms. */
export function resistance(token: string): number | null {
  const t = token.replace(/(?:ohms?|Ω)$/i, 'Ω')
  let m = /^(\d+(?:\.\d+)?)([kKMG]?)Ω?$/.exec(t)
  if (m && (m[2] || t.endsWith('Ω'))) return round(Number(m[1]) * PREFIX[m[2]!]!)
  m = /^(\d+)([RkKM])(\d+)Ω?$/.exec(t)
  if (m) return round(Number(`${m[1]}.${m[3]}`) * (m[2] === 'R' ? 1 : PREFIX[m[2]!]!))
  m = /^(\d+(?:\.\d+)?)R$/.exec(t)
  if (m) return round(Number(m[1]))
  return null
}

/** "100nF", "4.7uF", "4u7", "1pF", "22p", "0.1µF" → farads. */
export function capacitance(token: string): number | null {
  let m = /^(\d+(?:\.\d+)?)([pnuµμm])F?$/.exec(token)
  if (m) return round(Number(m[1]) * PREFIX[m[2]!]!)
  m = /^(\d+)([pnuµμ])(\d+)F?$/.exec(token)
  if (m) return round(Number(`${m[1]}.${m[3]}`) * PREFIX[m[2]!]!)
  return null
}

/** "8.2 kΩ", "100 nF", "50 V", "± 1 %": a number and its unit written apart become one token; the text split into tokens. */
export function joinValueUnits(text: string): string[] {
  return text
    .normalize('NFKC')
    .replace(/±/g, '')
    .replace(/(\d)\s+(?=(?:[pnuµμmkKMG]?(?:F|Ω|ohms?|V)|%)(?![A-Za-z]))/g, '$1')
    .split(/[\s,;/]+/)
    .filter(Boolean)
}
