/**
 * Counts in every language. rosetta fills `{{name}}` placeholders but knows no plural forms, so a
 * message that counts something writes its forms as an ICU plural block, the syntax translators
 * know from every other tool:
 *
 *   "{count, plural, one {# part found} other {# parts found}}"
 *
 * The form is chosen by `Intl.PluralRules` of the message's language (Russian has one, few, many
 * and other; Arabic zero, one, two, few, many and other; Chinese only other), `=0 {…}` picks an
 * exact number, and `#` is the number formatted for the language. A form the language does not
 * have falls back to `other`. Every number given to a message, in a plural block or in a
 * `{{placeholder}}`, is written with the language's digits and grouping (1,806 · 1.806 · 1 806).
 */

const numberFormats = new Map<string, Intl.NumberFormat>()
const pluralRules = new Map<string, Intl.PluralRules>()

/** A number as the language writes it (Intl.NumberFormat of the BCP 47 tag, cached). */
export function formatNumber(n: number | bigint, bcp47: string): string {
  let f = numberFormats.get(bcp47)
  if (!f) numberFormats.set(bcp47, (f = new Intl.NumberFormat(bcp47)))
  return f.format(n)
}

/** The plural category of a number in a language: 'one', 'few', 'other' … */
export function pluralCategory(n: number, bcp47: string): Intl.LDMLPluralRule {
  let r = pluralRules.get(bcp47)
  if (!r) pluralRules.set(bcp47, (r = new Intl.PluralRules(bcp47)))
  return r.select(n)
}

/** Parameters with their numbers written for the language, for `{{placeholder}}` interpolation. */
export function withFormattedNumbers(params: Record<string, unknown>, bcp47: string): Record<string, unknown> {
  const out: Record<string, unknown> = {}
  for (const [k, v] of Object.entries(params))
    out[k] = (typeof v === 'number' && Number.isFinite(v)) || typeof v === 'bigint' ? formatNumber(v, bcp47) : v
  return out
}

/** `{var, plural,` — a new RegExp per use, since a global one keeps its position between calls. */
const blockStart = () => /\{\s*(\w+)\s*,\s*plural\s*,/g

/** Whether a message has a plural block (cheap check before parsing). */
export const hasPlural = (text: string) => text.includes('plural')

/**
 * Replaces each `{var, plural, …}` block of `text` by the form for `params[var]`. Text without a
 * block comes back as it is; a malformed block is left as written (the locales test refuses it).
 */
export function resolvePlurals(text: string, params: Record<string, unknown>, bcp47: string): string {
  if (!hasPlural(text)) return text
  let out = ''
  let from = 0
  const starts = blockStart()
  for (let m = starts.exec(text); m; m = starts.exec(text)) {
    const block = parsePluralBlock(text, m.index + m[0].length)
    if (!block) continue
    const value = Number(params[m[1]!])
    const form =
      block.forms.get(`=${value}`) ??
      (Number.isFinite(value) ? block.forms.get(pluralCategory(value, bcp47)) : undefined) ??
      block.forms.get('other') ??
      ''
    const shown = Number.isFinite(value) ? formatNumber(value, bcp47) : String(params[m[1]!] ?? '')
    out += text.slice(from, m.index) + resolvePlurals(form, params, bcp47).replace(/#/g, shown)
    from = block.end
    starts.lastIndex = block.end
  }
  return out + text.slice(from)
}

/**
 * The forms of a plural block whose selectors start at `at` (just after "{var, plural,"):
 * `one {…} other {…}` up to the closing brace. Null when the braces do not match.
 */
export function parsePluralBlock(text: string, at: number): { forms: Map<string, string>; end: number } | null {
  const forms = new Map<string, string>()
  let i = at
  for (;;) {
    while (i < text.length && /\s/.test(text[i]!)) i++
    if (text[i] === '}') return { forms, end: i + 1 }
    const selector = /^(=\d+|zero|one|two|few|many|other)\s*\{/.exec(text.slice(i))
    if (!selector) return null
    i += selector[0].length
    let depth = 1
    const start = i
    while (i < text.length && depth) {
      if (text[i] === '{') depth++
      else if (text[i] === '}') depth--
      i++
    }
    if (depth) return null
    forms.set(selector[1]!, text.slice(start, i - 1))
  }
}

/** The variables and forms of every plural block of a message (for the locales test). */
export function pluralBlocks(text: string): { variable: string; forms: string[] }[] | null {
  const blocks: { variable: string; forms: string[] }[] = []
  const starts = blockStart()
  for (let m = starts.exec(text); m; m = starts.exec(text)) {
    const block = parsePluralBlock(text, m.index + m[0].length)
    if (!block) return null
    blocks.push({ variable: m[1]!, forms: [...block.forms.keys()] })
    starts.lastIndex = block.end
  }
  return blocks
}
