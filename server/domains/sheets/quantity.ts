/**
 * Quantities as buyers write them, and designator lists counted. Pure functions.
 *
 * - Thousands separators: '1,000', '1 000', "1'000"; '1.000' when the file writes decimals with a
 *   comma (German, French, Russian, Italian files: see decimalComma).
 * - Multipliers: '2k' = 2,000, '1.5k' = 1,500, '1M' = 1,000,000.
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
const UNIT = new RegExp(`^(?:${UNIT_WORDS.map((w) => w.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|')})\\.?$`, 'iu')
const NUMBER_AND_WORD = /^(\d[\d.,' \u00a0\u202f]*?)\s*([kKM]?)\s*(\p{L}*\.?)$/u
const WORD_AND_NUMBER = /^(\p{L}+\.?)\s*(\d[\d.,' \u00a0\u202f]*?)\s*([kKM]?)$/u

/**
 * '1,000' → 1000, '2k' → 2000, '10 pcs' → 10, '' → null. `decimalComma`: the file writes
 * '1.000' for a thousand and '1,5' for one and a half.
 */
export function parseQuantity(value: string | number, decimalComma = false): number | null {
  if (typeof value === 'number') return Number.isInteger(value) && value >= 0 ? value : null
  const text = value
    .normalize('NFKC')
    .replace(/[\u0660-\u0669]/g, (d) => String(d.charCodeAt(0) - 0x660))
    .trim()
  if (!text) return null
  let match = NUMBER_AND_WORD.exec(text)
  let digits: string, multiplier: string, word: string
  if (match) [, digits, multiplier, word] = match as unknown as [string, string, string, string]
  else {
    match = WORD_AND_NUMBER.exec(text)
    if (!match) return null
    ;[, word, digits, multiplier] = match as unknown as [string, string, string, string]
  }
  if (word && !UNIT.test(word)) return null
  const number = readNumber(digits.trim(), decimalComma)
  if (number === null) return null
  const scaled = number * (multiplier.toLowerCase() === 'k' ? 1_000 : multiplier === 'M' ? 1_000_000 : 1)
  const rounded = Math.round(scaled * 1000) / 1000
  return Number.isInteger(rounded) ? rounded : null
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
