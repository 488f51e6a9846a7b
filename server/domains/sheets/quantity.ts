/**
 * Quantities as buyers write them, and designator lists counted. Pure functions.
 *
 * - Thousands separators: '1,000', '1 000', "1'000"; '1.000' when the file writes decimals with a
 *   comma (German, French, Russian, Italian files: see decimalComma).
 * - Multipliers: '2k' = 2,000, '1.5k' = 1,500, '1M' = 1,000,000, and the words for a thousand, ten
 *   thousand and a million in the ten languages ('1,5 Tsd.', '3千', '2万', '5 тыс.', '2 mila').
 * - Units and words around the number: '10 pcs', '10pcs', 'x10', '10 шт.', '10个', '10 Stk.'.
 * - A quantity is a whole number ≥ 0; anything else (2.5, -3, 'ten') is not read (null).
 */

/** Unit words written beside a quantity, in the shop's languages (compared in lower case). */
const UNIT_WORDS = [
  'pcs',
  'pc',
  'pce',
  'pces',
  'piece',
  'pieces',
  'ea',
  'each',
  'units',
  'unit',
  'x',
  'qty',
  'nos',
  'no',
  '个',
  '只',
  '件',
  '片',
  '颗',
  '粒',
  '套',
  '條',
  '条',
  '顆',
  '個',
  '枚',
  '本',
  '개',
  'ea.',
  'stk',
  'stk.',
  'st.',
  'stück',
  'stueck',
  'шт',
  'шт.',
  'штук',
  'pz',
  'pz.',
  'pezzi',
  'pièces',
  'pce.',
  'قطعة',
  'قطع',
]
const escape = (w: string) => w.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
const UNIT = new RegExp(`^(?:${UNIT_WORDS.map(escape).join('|')})\\.?$`, 'iu')

/**
 * Words and abbreviations for a thousand, ten thousand and a million in the shop's ten languages,
 * written after the number ('2k', '1,5 Tsd.', '3千', '2万', '5 тыс.', '2 mila', '3 ألف', '2만').
 * Compared in lower case, but for 'M' (a million; 'm' is a metre).
 */
const MULTIPLIERS: [string[], number][] = [
  [
    [
      'k',
      'tsd',
      'tsd.',
      'tausend',
      'thousand',
      'mille',
      'mila',
      'mil',
      'тыс',
      'тыс.',
      'тысяч',
      'тысячи',
      'тысяча',
      '千',
      '仟',
      '천',
      'ألف',
      'آلاف',
      'الف',
    ],
    1_000,
  ],
  [['万', '萬', '만'], 10_000],
  [
    [
      'mio',
      'mio.',
      'million',
      'millionen',
      'millions',
      'milione',
      'milioni',
      'млн',
      'млн.',
      '百万',
      '百萬',
      '백만',
      'مليون',
    ],
    1_000_000,
  ],
]
const MULTIPLIER = new Map(MULTIPLIERS.flatMap(([words, factor]) => words.map((w) => [w, factor] as const)))
const multiplierOf = (word: string) => (word === 'M' ? 1_000_000 : (MULTIPLIER.get(word.toLowerCase()) ?? null))

const NUMBER = /^\d[\d.,' \u00a0\u202f]*/u
const WORD_AND_NUMBER = /^(\p{L}+\.?)\s*(\d[\d.,' \u00a0\u202f]*?)\s*([kKM]?)$/u

/**
 * '1,000' → 1000, '2k' → 2000, '1,5 Tsd.' → 1500, '2万个' → 20000, '10 pcs' → 10, '' → null.
 * `decimalComma`: the file writes '1.000' for a thousand and '1,5' for one and a half.
 */
export function parseQuantity(value: string | number, decimalComma = false): number | null {
  if (typeof value === 'number') return Number.isInteger(value) && value >= 0 ? value : null
  const text = value
    .normalize('NFKC')
    .replace(/[\u0660-\u0669]/g, (d) => String(d.charCodeAt(0) - 0x660))
    .replace(/[\u06f0-\u06f9]/g, (d) => String(d.charCodeAt(0) - 0x6f0))
    .replace(/\u066b/g, ',')
    .replace(/\u066c/g, ' ')
    .trim()
  if (!text) return null
  let digits: string
  let factor = 1
  const number = NUMBER.exec(text)
  if (number) {
    digits = number[0].replace(/\D+$/, '')
    let rest = text.slice(digits.length).trim()
    // A multiplier word right after the number, then perhaps a unit word ('2 k pcs', '1,5 Tsd. Stk.', '3千个').
    const word = /^(\p{L}+\.?|[kKM])/u.exec(rest)
    if (word) {
      const whole = multiplierOf(word[1]!)
      const glued = whole === null ? longestMultiplierAtStart(rest) : null
      const used = whole !== null ? word[1]! : glued?.[0]
      const f = whole ?? glued?.[1] ?? null
      if (f !== null && used) {
        factor = f
        rest = rest.slice(used.length).trim()
      }
    }
    if (rest && !UNIT.test(rest)) return null
  } else {
    const match = WORD_AND_NUMBER.exec(text)
    if (!match || !UNIT.test(match[1]!)) return null
    digits = match[2]!
    if (match[3]) factor = multiplierOf(match[3])!
  }
  const read = readNumber(digits.trim(), decimalComma) ?? (factor > 1 ? readFraction(digits.trim()) : null)
  if (read === null) return null
  const rounded = Math.round(read * factor * 1000) / 1000
  return Number.isInteger(rounded) ? rounded : null
}

/** A multiplier glued to a unit word ('2kpcs', '3千个', '2万개'): the longest one the text starts with. */
function longestMultiplierAtStart(rest: string): [string, number] | null {
  let best: [string, number] | null = null
  for (const [w, f] of MULTIPLIER)
    if (rest.toLowerCase().startsWith(w) && (!best || w.length > best[0].length)) best = [rest.slice(0, w.length), f]
  if (!best && rest.startsWith('M')) best = ['M', 1_000_000]
  return best
}

/**
 * Before a multiplier word a number with one separator not followed by three digits is a
 * fraction whatever the file's convention ('1,5 Tsd.' in an English file, '1.5千' anywhere).
 */
function readFraction(text: string): number | null {
  const m = /^(\d+)[.,](\d{1,2})$/.exec(text)
  return m ? Number(`${m[1]}.${m[2]}`) : null
}

/** A number with optional thousands grouping and decimals, in the file's convention. */
function readNumber(text: string, decimalComma: boolean): number | null {
  const group = decimalComma ? '.' : ','
  const decimal = decimalComma ? ',' : '.'
  // Spaces and apostrophes only ever group thousands.
  let t = text.replace(/(\d)[ '\u00a0\u202f](?=\d{3}(?:\D|$))/g, '$1')
  if (/[ '\u00a0\u202f]/.test(t)) return null
  const grouped = new RegExp(`^\\d{1,3}(?:\\${group}\\d{3})+(?:\\${decimal}\\d+)?$`)
  if (grouped.test(t)) t = t.split(group).join('')
  else if (t.includes(group)) return null
  if (decimal === ',') t = t.replace(',', '.')
  if (!/^\d+(?:\.\d+)?$/.test(t)) return null
  return Number(t)
}

/**
 * Whether a column's quantities write thousands with a dot ('1.000' = 1,000): its dotted values are
 * all grouped by threes and no value groups with a comma; or the file as a whole writes decimal
 * commas (fileHint) and the column does not contradict it.
 */
export function dotGroupsThousands(values: readonly (string | number)[], fileHint: boolean): boolean {
  let dotGroups = 0
  let commaGroups = 0
  let dotDecimals = 0
  for (const v of values) {
    if (typeof v !== 'string') continue
    const t = v.trim()
    if (/^\d{1,3}(?:,\d{3})+(?:\.\d+)?(?!\d)/.test(t)) commaGroups++
    else if (/^\d{1,3}(?:\.\d{3})+(?:,\d+)?(?!\d)/.test(t)) dotGroups++
    else if (/\d\.\d/.test(t)) dotDecimals++
  }
  if (commaGroups > 0 && dotGroups === 0) return false
  if (dotGroups > 0 && dotDecimals === 0) return true
  return fileHint && dotDecimals === 0
}

const RANGE = /^([A-Za-z_]+)(\d+)-([A-Za-z_]*)(\d+)$/
const SINGLE = /^[A-Za-z_]+\d+[A-Za-z]?$/

/**
 * How many parts a designator list names: 'R1-R4, R7' → 5, 'C1 C2 C5' → 3, 'R1-4' → 4,
 * 'R1~R4' → 4. Null when the text is not a designator list.
 */
export function countDesignators(text: string): number | null {
  const t = text
    .normalize('NFKC')
    .trim()
    .replace(/\s*[-~–—:]\s*/g, '-')
  if (!t) return null
  let count = 0
  for (const token of t.split(/[\s,;/、，；]+/)) {
    if (!token) continue
    const range = RANGE.exec(token)
    if (range) {
      const [, prefix, from, toPrefix, to] = range as unknown as [string, string, string, string, string]
      if (toPrefix && toPrefix.toUpperCase() !== prefix.toUpperCase()) return null
      const span = Math.abs(Number(to) - Number(from)) + 1
      if (span > 100_000) return null
      count += span
    } else if (SINGLE.test(token)) count += 1
    else return null
  }
  return count || null
}
