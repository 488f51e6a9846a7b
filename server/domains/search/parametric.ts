import { capacitance, DIELECTRICS, joinValueUnits, resistance, SIZES } from '../parts/values'

/**
 * A query that names a component by its values ("10k 0603", "100nF 0402 X7R", "1uF 25V", "4.7k",
 * "10 ohm 1206"): a resistance or a capacitance, and the size, tolerance, voltage and dielectric
 * when written. Every word must be one of those (or "resistor", "cap", ...): "LM358 10k" is no
 * such query. A bare value with k, M, R or ohm is a resistance; with F or p, n, u a capacitance.
 */
export type ParametricQuery = {
  kind: 'resistor' | 'capacitor'
  /** ohms or farads */
  value: number
  size: string | null
  tolerance: number | null
  volts: number | null
  dielectric: string | null
}

const RESISTOR_WORDS = /^(res|resistor|resistors|ohms?|Ω)$/i
const CAPACITOR_WORDS = /^(cap|caps|capacitor|capacitors|mlcc|cer|ceramic)$/i

export function readParametric(text: string): ParametricQuery | null {
  const tokens = joinValueUnits(text).map((t) => t.replace(/[()]/g, ''))
  let size: string | null = null
  let tolerance: number | null = null
  let volts: number | null = null
  let dielectric: string | null = null
  let ohms: number | null = null
  let farads: number | null = null
  let said: 'resistor' | 'capacitor' | null = null
  for (const token of tokens) {
    const upper = token.toUpperCase()
    if (SIZES.has(token) && !size) size = token
    else if (RESISTOR_WORDS.test(token)) said = 'resistor'
    else if (CAPACITOR_WORDS.test(token)) said = 'capacitor'
    else if (DIELECTRICS[upper] && !dielectric) dielectric = DIELECTRICS[upper]!
    else if (/^\d+(\.\d+)?%$/.test(token) && tolerance === null) tolerance = Number(token.slice(0, -1))
    else if (/^\d+(\.\d+)?V$/i.test(token) && volts === null) volts = Number(token.slice(0, -1))
    else if (capacitance(token) !== null && farads === null && ohms === null) farads = capacitance(token)
    else if (resistance(token) !== null && ohms === null && farads === null) ohms = resistance(token)
    else return null
  }
  if (farads !== null && said !== 'resistor')
    return { kind: 'capacitor', value: farads, size, tolerance, volts, dielectric }
  if (ohms !== null && said !== 'capacitor' && volts === null && dielectric === null)
    return { kind: 'resistor', value: ohms, size, tolerance, volts: null, dielectric: null }
  return null
}

/** The category (by slug) whose parts a value names: resistances name resistors, capacitances capacitors. */
export const KIND_CATEGORY = { resistor: 'resistors', capacitor: 'capacitors' } as const
