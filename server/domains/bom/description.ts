/**
 * A BOM line that names no part, only what it must be ("10k 0603 1%", "CAP 100nF 50V X7R 0402"):
 * the parameters a buyer writes for passives, read from the description. Pure code.
 *
 * A resistor is a resistance ("8.2k", "8k2", "4R7", "100R", "10kΩ", "470 ohm") and a size (0603);
 * a capacitor a capacitance ("100nF", "4.7uF", "1µF", "22p") and a size. Tolerance, voltage and
 * dielectric are read when written, and then must match too. Without a value and a size the
 * line names too little, and nothing is read (it stays unmatched: never a guess).
 */

import { capacitance, DIELECTRICS, joinValueUnits, resistance, SIZES } from '../parts/values'

export { dielectricsOf } from '../parts/values'

export type Wanted =
  | { kind: 'resistor'; ohms: number; size: string; tolerance: number | null }
  | { kind: 'capacitor'; farads: number; size: string; volts: number | null; dielectric: string | null }

/** The parameters a description names, or null when it names too little to match on. */
export function parseDescription(text: string): Wanted | null {
  // "8.2 kΩ", "100 nF", "50 V": a number and its unit written apart are one token.
  const tokens = joinValueUnits(text)
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
