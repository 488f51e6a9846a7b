/**
 * How search reads what a user types. Pure functions: no database, no locale.
 *
 * - A part number is compared in its normalized form: upper case, letters and digits only
 *   ("lm358-dr" → "LM358DR"). Case, spaces, dashes, slashes and dots do not matter.
 * - Packaging and ordering suffixes (-TR, /TR, #PBF, #TRPBF, +T, reel letters, T1G, ...) are
 *   stripped to find the base part ("LM358DR#PBF" → "LM358DR" → "LM358D").
 * - Keywords are words of letters and digits; nothing a user types reaches FTS5 syntax unquoted.
 */

/** Longest text a search accepts (the contract answers 400 beyond it). */
export const MAX_QUERY = 200
const MAX_TOKENS = 8
const MAX_TOKEN = 40

const NOT_WORD = /[^\p{L}\p{N}]+/gu

/** "lm358-dr" → "LM358DR": NFKC, upper case, letters and digits only. */
export function normalizeMpn(text: string): string {
  return text.normalize('NFKC').toUpperCase().replace(NOT_WORD, '')
}

/** "ON Semiconductor" → "onsemiconductor": how manufacturer names and aliases are compared. */
export function normalizeName(text: string): string {
  return text.normalize('NFKC').toLowerCase().replace(NOT_WORD, '')
}

/** The exclusive upper bound of a prefix range: every string starting with `prefix` is below it. */
export function prefixEnd(prefix: string): string {
  return prefix + '\u{10FFFF}'
}

/**
 * Suffixes after a separator (#, /, +, -, comma) that name packaging, lead-free finish or reel
 * size, not a different part. Data, not logic: extend the list as new ones show up in BOMs.
 */
export const SEPARATED_SUFFIXES = [
  'TRPBF',
  'PBF',
  'TR',
  'T',
  'R',
  'RL',
  'RL7',
  'REEL',
  'REEL7',
  'REEL13',
  'NOPB',
  'NOPBF',
  'E3',
  'GE3',
  'HE3',
  'G4',
  'G3',
  'T1',
  'T3',
  'TL',
  'CT',
  'ND',
  '7',
  '13',
  '7F',
  '13F',
  'F',
  '215',
  '115',
  '235',
  '135',
  '118',
] as const

/** Suffixes glued to the part number (no separator), longest first: reel letters, lead-free marks. */
export const TRAILING_SUFFIXES = [
  'TRPBF',
  'NOPB',
  'PBF',
  'T1G',
  'T3G',
  'R2G',
  'RLG',
  'TR',
  'E4',
  'G4',
  'G',
  'R',
  'T',
] as const

const SEPARATED = new Set<string>(SEPARATED_SUFFIXES)
const MIN_BASE = 4

/**
 * Base part numbers a query may mean, best first, without the query itself: "LM358DR#PBF" gives
 * LM358DR (separated suffix), then LM358D (reel letter R). At most two suffixes are removed.
 */
export function baseVariants(text: string): string[] {
  const out: string[] = []
  const add = (v: string) => {
    if (v.length >= MIN_BASE && !out.includes(v)) out.push(v)
  }
  const raw = text.normalize('NFKC').toUpperCase().trim()
  const full = normalizeMpn(raw)
  const firsts: string[] = []
  // 1. Known suffixes after separators, from the end ("1N4148W-7-F" → 1N4148W-7 → 1N4148W).
  let rest = raw
  for (let i = 0; i < 3; i++) {
    const m = /^(.*?[\p{L}\p{N}])\s*[#/+,-]\s*([\p{L}\p{N}]*)$/u.exec(rest)
    if (!m) break
    const tail = normalizeMpn(m[2]!)
    if (tail !== '' && !SEPARATED.has(tail)) break
    rest = m[1]!
    firsts.push(normalizeMpn(rest))
  }
  // 2. A glued suffix at the end.
  for (const s of TRAILING_SUFFIXES) {
    if (full.endsWith(s) && full.length - s.length >= MIN_BASE) {
      firsts.push(full.slice(0, -s.length))
      break
    }
  }
  for (const f of firsts) add(f)
  // 3. One more glued suffix off each first base (#PBF then the reel letter).
  for (const f of firsts) {
    for (const s of TRAILING_SUFFIXES) {
      if (f.endsWith(s) && f.length - s.length >= MIN_BASE) {
        add(f.slice(0, -s.length))
        break
      }
    }
  }
  return out.filter((v) => v !== full)
}

/** Digi-Key style codes: "296-1014-2-ND" and "296-1014-1-ND" are the same part on other packaging. */
export function xrefFamily(text: string): string | null {
  const m = /^(.+?)-\d-ND$/i.exec(text.trim())
  return m ? normalizeMpn(m[1]!) : null
}

/** Words of a keyword query: lower case letters and digits, at most 8 of at most 40 characters. */
export function keywordTokens(text: string): string[] {
  const words = text.normalize('NFKC').toLowerCase().split(NOT_WORD)
  const out: string[] = []
  for (const w of words) {
    if (!w) continue
    const t = w.slice(0, MAX_TOKEN)
    if (!out.includes(t)) out.push(t)
    if (out.length === MAX_TOKENS) break
  }
  return out
}

/** Abbreviations of distributor descriptions ("RES SMD 10K OHM", "CAP CER") and the words users type. */
const SYNONYMS: Record<string, string[]> = {
  resistor: ['res'],
  resistors: ['res'],
  capacitor: ['cap'],
  capacitors: ['cap'],
  inductor: ['ind'],
  connector: ['conn'],
  crystal: ['xtal'],
  oscillator: ['osc'],
  regulator: ['reg'],
  microcontroller: ['mcu'],
  transistor: ['trans'],
  opamp: ['op'],
  amplifier: ['amp'],
  ceramic: ['cer'],
  ldo: ['linear'],
  mcu: ['microcontroller'],
  fet: ['mosfet'],
}

/**
 * An FTS5 MATCH expression for keyword tokens: every word must occur, each one quoted so that no
 * user input is read as FTS syntax ("AND", "NEAR(", quotes, stars, colons). Words are whole words
 * (the index stems English: "resistors" finds "resistor"); a word that starts like a part number
 * (letters, then a digit) of four or more characters is also a prefix ("lm358" finds "lm358dr"):
 * few index terms share it. Values with units ("100nf", "50v", "2.54mm") stay whole words; a
 * value with a unit prefix also finds it written apart, as descriptions do: "10k" and "10kohm"
 * find "10K OHM" and "10 kΩ", "100nf" finds "100 nF".
 */
const PART_NUMBER_START = /^\p{L}+\p{N}/u
const PREFIXED_VALUE = /^(\d+)(p|n|u|µ|μ|m|k|meg|g)(ohms?|f|h|v|a|hz|w)?$/
/** How descriptions write a unit after its prefix, as index words: kΩ, kohm, nF, MHz... */
const UNIT_WORDS: Record<string, string[]> = {
  ohm: ['ω', 'ohm', 'ohms'],
  ohms: ['ω', 'ohm', 'ohms'],
  f: ['f'],
  h: ['h'],
  v: ['v'],
  a: ['a'],
  hz: ['hz'],
  w: ['w'],
}
const ALL_UNIT_WORDS = [...new Set(Object.values(UNIT_WORDS).flat())]

/**
 * For each value token with a unit prefix ("10k", "100nf"), the lower-case ways a description may
 * write it: "10k", "10 k" (as in "10 kΩ", "10K OHM").
 */
export function valueSpellings(tokens: string[]): string[][] {
  return tokens.flatMap((t) => {
    const value = PREFIXED_VALUE.exec(t)
    if (!value) return []
    const [, number, prefix] = value
    // SQLite's lower() folds ASCII only: micro is written three ways.
    const prefixes = prefix === 'u' || prefix === 'µ' || prefix === 'μ' ? ['u', 'µ', 'μ'] : [prefix!]
    return [prefixes.flatMap((p) => [`${number}${p}`, `${number} ${p}`])]
  })
}

export function ftsMatch(tokens: string[]): string {
  const term = (t: string) => {
    const q = `"${t.replace(/"/g, '')}"`
    return t.length >= 4 && PART_NUMBER_START.test(t) ? `${q}*` : q
  }
  return tokens
    .map((t) => {
      const value = PREFIXED_VALUE.exec(t)
      if (value) {
        // Written apart ("10 kΩ"): the number and the prefixed unit as two words. The index keeps
        // no word positions, so the search keeps the parts whose text has them together
        // (valueSpellings). Exact words only: a prefix query on "k" would read half the index.
        const [, number, prefix, unit] = value
        const prefixes = prefix === 'u' || prefix === 'µ' || prefix === 'μ' ? ['u', 'μ'] : [prefix!]
        const units = unit ? UNIT_WORDS[unit]! : ALL_UNIT_WORDS
        const apart = prefixes.flatMap((p) => units.map((u) => `"${p}${u}"`)).join(' OR ')
        const alts = [term(t), ...(unit ? [term(number! + prefix!)] : []), `("${number}" AND (${apart}))`]
        return `(${alts.join(' OR ')})`
      }
      const alts = SYNONYMS[t]
      return alts ? `(${[t, ...alts].map(term).join(' OR ')})` : term(t)
    })
    .join(' AND ')
}

/** First character bucket of the A–Z index: a–z, 0–9 or "other". */
export function letterOf(mpnNorm: string): string {
  const ch = mpnNorm.charAt(0).toLowerCase()
  return /^[a-z0-9]$/.test(ch) ? ch : 'other'
}
