/**
 * How search reads what a user types. Pure functions: no database, no locale.
 *
 * - A part number is compared in its normalized form: upper case, letters and digits only
 *   ("lm358-dr" → "LM358DR"). Case, spaces, dashes, slashes and dots do not matter.
 * - Packaging and ordering suffixes (-TR, /TR, #PBF, #TRPBF, +T, reel letters, T1G, ...) are
 *   stripped to find the base part ("LM358DR#PBF" → "LM358DR" → "LM358D").
 * - Keywords are words of letters and digits; nothing a user types reaches FTS5 syntax unquoted.
 */

import { GLUED_SUFFIXES, SEPARATED_SUFFIXES as ORDERING_SEPARATED } from './ordering'

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
 * Suffixes after a separator (#, /, +, -, comma, space, brackets) that name packaging, lead-free
 * finish or reel size, not a different part: the makers' ordering conventions (ordering.ts) and
 * the grade, finish and packing codes that follow them there.
 */
export const SEPARATED_SUFFIXES = [...ORDERING_SEPARATED, 'E3', 'GE3', 'HE3', 'G4', 'G3', 'T1', 'T3', '13'] as const

/** Suffixes glued to the part number (no separator), longest first: reel letters, lead-free marks. */
export const TRAILING_SUFFIXES = [
  ...new Set([...GLUED_SUFFIXES, 'TRPBF', 'NOPB', 'PBF', 'T1G', 'T3G', 'R2G', 'RLG', 'TR', 'E4', 'G4', 'G', 'R', 'T']),
].sort((a, b) => b.length - a.length)

const SEPARATED = new Set<string>(SEPARATED_SUFFIXES)
const MIN_BASE = 4

/**
 * A written ordering code with its packaging mark brought to one form: "(T&R)", " T&R" and
 * " TR" at the end become "-TR" (a space or brackets separate a suffix as a dash does).
 */
function writtenOrderingCode(text: string): string {
  let t = text
    .normalize('NFKC')
    .toUpperCase()
    .trim()
    .replace(/T\s*&\s*R/g, 'TR')
  t = t.replace(/\s*[([]\s*([\p{L}\p{N}]+)\s*[)\]]$/u, '-$1')
  const spaced = /^(.*[\p{L}\p{N}])\s+([\p{L}\p{N}]+)$/u.exec(t)
  if (spaced && SEPARATED.has(spaced[2]!)) t = `${spaced[1]}-${spaced[2]}`
  return t
}

/**
 * Base part numbers a query may mean, best first, without the query itself: "LM358DR#PBF" gives
 * LM358DR (separated suffix), then LM358D (reel letter R). At most two suffixes are removed.
 */
export function baseVariants(text: string): string[] {
  const out: string[] = []
  const add = (v: string) => {
    if (v.length >= MIN_BASE && !out.includes(v)) out.push(v)
  }
  const raw = writtenOrderingCode(text)
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
    // A tape-and-reel lead-free code is the tube's lead-free code on a reel: #TRPBF → #PBF, #TR → #PBF.
    if (tail === 'TRPBF' || tail === 'TR' || tail === 'TRMPBF') firsts.push(normalizeMpn(rest) + 'PBF')
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

/** Unit prefixes and units of values as users and descriptions write them (lower case). */
const PREFIX = '(?:p|n|u|μ|m|k|meg|g)'
const UNIT = '(?:ohms?|ω|f|h|v|a|hz|w)'
/**
 * A value with a unit prefix, kept as one word with its fraction ("4.7k", "0,1uf", ".1uf") and,
 * when a unit follows or the prefix is k, its space ("4.7 kΩ", "100 nf", "10k ohm").
 */
const VALUE_WORD = new RegExp(
  `(?<![\\p{L}\\p{N}.,])(?:\\d+(?:[.,]\\d+)?|[.,]\\d+)(?:${PREFIX}|\\s(?:k|${PREFIX}(?=${UNIT})))(?:${UNIT}|\\s(?:ohms?|ω|hz))?(?![\\p{L}\\p{N}])`,
  'u',
)
const WORD = new RegExp(`${VALUE_WORD.source}|[\\p{L}\\p{N}]+`, 'gu')
/** A value in R-notation, the prefix for the decimal point: "4k7" is 4.7k, "2u2" is 2.2u. */
const R_NOTATION = /^(\d{1,3})(p|n|u|μ|k)(\d)$/

/**
 * Words of a keyword query: lower case letters and digits, at most 8 of at most 40 characters. A
 * value with a unit prefix is one word with its fraction and space ("4.7 k" → "4.7k"), and
 * R-notation reads as a fraction ("4k7" → "4.7k").
 */
export function keywordTokens(text: string): string[] {
  const words = text.normalize('NFKC').toLowerCase().match(WORD) ?? []
  const out: string[] = []
  for (const w of words) {
    const t = (VALUE_WORD.test(w) ? w.replace(/\s/g, '').replace(',', '.').replace(/^\./, '0.') : w)
      .replace(R_NOTATION, '$1.$3$2')
      .slice(0, MAX_TOKEN)
    if (!out.includes(t)) out.push(t)
    if (out.length === MAX_TOKENS) break
  }
  return out
}

/**
 * Abbreviations of distributor descriptions ("RES SMD 10K OHM", "CAP CER") and the words users type.
 * A Map: a user's word is its key, and a plain object would answer "constructor" from its prototype.
 */
const SYNONYMS = new Map<string, string[]>(
  Object.entries({
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
  }),
)

/**
 * An FTS5 MATCH expression for keyword tokens: every word must occur, each one quoted so that no
 * user input is read as FTS syntax ("AND", "NEAR(", quotes, stars, colons). Words are whole words
 * (the index stems English: "resistors" finds "resistor"); a word that starts like a part number
 * (letters, then a digit) of four or more characters is also a prefix ("lm358" finds "lm358dr"):
 * few index terms share it. Values with units ("100nf", "50v") stay whole words; a value with a
 * unit prefix also finds it written apart, as descriptions do: "10k" and "10kohm" find "10K OHM"
 * and "10 kΩ", "100nf" finds "100 nF", "4.7k" and "4k7" find "4.7K OHM", "4.7 kΩ" and "4K7".
 */
const PART_NUMBER_START = /^\p{L}+\p{N}/u
const PREFIXED_VALUE = new RegExp(`^(\\d+)(?:\\.(\\d+))?(${PREFIX})(${UNIT})?$`)
/** How descriptions write a unit after its prefix, as index words: kΩ, kohm, nF, MHz... */
const UNIT_WORDS: Record<string, string[]> = {
  ohm: ['ω', 'ohm', 'ohms'],
  ohms: ['ω', 'ohm', 'ohms'],
  ω: ['ω', 'ohm', 'ohms'],
  f: ['f'],
  h: ['h'],
  v: ['v'],
  a: ['a'],
  hz: ['hz'],
  w: ['w'],
}
const ALL_UNIT_WORDS = [...new Set(Object.values(UNIT_WORDS).flat())]

/**
 * Micro as descriptions write it: u, µ (U+00B5, the micro sign) or μ (U+03BC, Greek mu). Queries
 * arrive NFKC-normalized (µ becomes μ), and the index folds µ into μ; SQLite's lower() leaves both.
 */
const MICRO = ['u', 'µ', 'μ']
const MICRO_IN_INDEX = ['u', 'μ']

/** Whether a keyword token is a value with a unit prefix ("10k", "4.7kohm", "100nf"). */
export const isValueToken = (token: string) => PREFIXED_VALUE.test(token)

/** A value token ("10k", "4.7kohm", "100nf"): its whole number, fraction, prefix and unit. */
function prefixedValue(token: string) {
  const m = PREFIXED_VALUE.exec(token)
  if (!m) return null
  const [, whole, fraction, prefix, unit] = m
  const micro = prefix === 'u' || prefix === 'μ'
  return {
    whole: whole!,
    fraction,
    number: fraction ? `${whole}.${fraction}` : whole!,
    /** the prefix, micro as u */
    prefix: micro ? 'u' : prefix!,
    unit,
    /** the prefix as descriptions may write it (SQLite's lower() case) */
    prefixes: micro ? MICRO : [prefix!],
    /** the prefix as index words may hold it */
    indexPrefixes: micro ? MICRO_IN_INDEX : [prefix!],
  }
}

/** Capacitance and inductance prefixes, each a thousand times the one before. */
const SMALL_PREFIXES = ['p', 'n', 'u']

/**
 * A value and the same value with the next smaller or larger prefix when that reads as a plain
 * number (0.1 to 9,999, at most three significant digits): 0.1u is 100n, 2200p is 2.2n.
 */
function equivalents(token: string) {
  const value = prefixedValue(token)
  if (!value) return []
  const at = SMALL_PREFIXES.indexOf(value.prefix)
  const scaled = [-1, 1].flatMap((step) => {
    const prefix = SMALL_PREFIXES[at + step]
    if (at < 0 || !prefix) return []
    const n = Number(value.number) * (step < 0 ? 1000 : 1 / 1000)
    const plain = Number(n.toPrecision(3))
    if (plain < 0.1 || plain >= 10_000 || Math.abs(plain - n) > n * 1e-9) return []
    return [prefixedValue(`${plain}${prefix}${value.unit ?? ''}`)!]
  })
  return [value, ...scaled]
}

/**
 * For each value token with a unit prefix ("10k", "4.7k", "100nf"), the lower-case ways a
 * description may write it or an equal value: "10k", "10 k" (as in "10 kΩ", "10K OHM"), for a
 * fraction also R-notation ("4k7"); "0.1u" also as "100n".
 */
export function valueSpellings(tokens: string[]): string[][] {
  return tokens.flatMap((t) => {
    const values = equivalents(t)
    if (!values.length) return []
    return [
      values.flatMap(({ whole, fraction, number, prefixes }) =>
        prefixes.flatMap((p) => [`${number}${p}`, `${number} ${p}`, ...(fraction ? [`${whole}${p}${fraction}`] : [])]),
      ),
    ]
  })
}

export function ftsMatch(tokens: string[]): string {
  const term = (t: string) => {
    const q = `"${t.replace(/"/g, '')}"`
    return t.length >= 4 && PART_NUMBER_START.test(t) ? `${q}*` : q
  }
  return tokens
    .map((t) => {
      const values = equivalents(t)
      if (values.length) return `(${values.flatMap(valueWords).join(' OR ')})`
      const alts = SYNONYMS.get(t)
      return alts ? `(${[t, ...alts].map(term).join(' OR ')})` : term(t)
    })
    .join(' AND ')
}

/**
 * The index words of a value, as alternatives. Glued ("10k", "10kohm", "10uf", micro written u or
 * μ) or apart ("10 kΩ": the number and the prefixed unit as two words; the index keeps no
 * word positions, so the search keeps the parts whose text has them together, see
 * valueSpellings). The tokenizer splits "4.7k" at the dot: a fraction is the whole number and
 * the rest ("4" and "7k", or "4", "7" and "kω"), or R-notation ("4k7"). Exact words only: a
 * prefix query on "k" would read half the index.
 */
function valueWords(value: NonNullable<ReturnType<typeof prefixedValue>>): string[] {
  const { whole, fraction, unit, indexPrefixes } = value
  const units = unit ? UNIT_WORDS[unit]! : ALL_UNIT_WORDS
  const quoted = (w: string) => `"${w}"`
  const gluedTo = (n: string) =>
    indexPrefixes.flatMap((p) => [`${n}${p}`, ...units.map((u) => `${n}${p}${u}`)]).map(quoted)
  const apart = (n: string) =>
    `("${n}" AND (${indexPrefixes.flatMap((p) => units.map((u) => `"${p}${u}"`)).join(' OR ')}))`
  if (!fraction) return [...gluedTo(whole), apart(whole)]
  return [
    ...indexPrefixes.map((p) => quoted(`${whole}${p}${fraction}`)),
    `("${whole}" AND (${[...gluedTo(fraction), apart(fraction)].join(' OR ')}))`,
  ]
}

/** First character bucket of the A–Z index: a–z, 0–9 or "other". */
export function letterOf(mpnNorm: string): string {
  const ch = mpnNorm.charAt(0).toLowerCase()
  return /^[a-z0-9]$/.test(ch) ? ch : 'other'
}
