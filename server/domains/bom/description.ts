/**
 * A BOM line that names no part, only what it must be ("10k 0603 1%", "CAP 100nF 50V X7R 0402"):
 * the parameters a buyer writes for passives, read from the description. Pure code.
 *
 * A resistor is a resistance ("8.2k", "8k2", "4R7", "100R", "10kΩ", "470 ohm") and a size (0603);
 * a capacitor a capacitance ("100nF", "4.7uF", "1µF", "22p") and a size. Tolerance, voltage and
 * dielectric are read when written, and then must match too. Without a value and a size the
 * line names too little, and nothing is read (it stays unmatched: never a guess).
 */

export type Wanted =
  | { kind: 'resistor'; ohms: number; size: string; tolerance: number | null }
  | { kind: 'capacitor'; farads: number; size: string; volts: number | null; dielectric: string | null }

const SIZES = new Set(['01005', '0201', '0402', '0603', '0805', '1206', '1210', '1812', '2010', '2220', '2512'])
const PREFIX: Record<string, number> = {
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
const DIELECTRICS: Record<string, string> = {
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
function resistance(token: string): number | null {
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
function capacitance(token: string): number | null {
  let m = /^(\d+(?:\.\d+)?)([pnuµμm])F?$/.exec(token)
  if (m) return round(Number(m[1]) * PREFIX[m[2]!]!)
  m = /^(\d+)([pnuµμ])(\d+)F?$/.exec(token)
  if (m) return round(Number(`${m[1]}.${m[3]}`) * PREFIX[m[2]!]!)
  return null
}

/** The parameters a description names, or null when it names too little to match on. */
export function parseDescription(text: string): Wanted | null {
  // "8.2 kΩ", "100 nF", "50 V": a number and its unit written apart are one token.
  const joined = text
    .normalize('NFKC')
    .replace(/±/g, '')
    .replace(/(\d)\s+(?=(?:[pnuµμmkKMG]?(?:F|Ω|ohms?|V)|%)(?![A-Za-z]))/g, '$1')
  const tokens = joined.split(/[\s,;/]+/).filter(Boolean)
  let size: string | null = null
  let tolerance: number | null = null
  let volts: number | null = null
  let dielectric: string | null = null
  let ohms: number | null = null
  let farads: number | null = null
  let capWord = false
  let resWord = false
  for (const raw of tokens) {
    const token = raw.replace(/[()]/g, '')
    const upper = token.toUpperCase()
    if (SIZES.has(token)) size = token
    else if (/^(CAP|CAPACITOR|MLCC|CER)$/i.test(token)) capWord = true
    else if (/^(RES|RESISTOR)$/i.test(token)) resWord = true
    else if (DIELECTRICS[upper]) dielectric = DIELECTRICS[upper]!
    else if (/^\d+(\.\d+)?%$/.test(token)) tolerance = Number(token.slice(0, -1))
    else if (/^\d+(\.\d+)?V$/i.test(token)) volts = Number(token.slice(0, -1))
    else if (capacitance(token) !== null && farads === null) farads = capacitance(token)
    else if (resistance(token) !== null && ohms === null) ohms = resistance(token)
  }
  if (!size) return null
  if (farads !== null && !resWord) return { kind: 'capacitor', farads, size, volts, dielectric }
  if (ohms !== null && !capWord) return { kind: 'resistor', ohms, size, tolerance }
  return null
}
