/**
 * Dates as the language writes them. Intl formatters are costly to build (a confirmation mail
 * built two per line and per date, a tenth of a millisecond each): one per language and style, kept.
 */
const dateFormats = new Map<string, Intl.DateTimeFormat>()

/** `Intl.DateTimeFormat(bcp47, options)`, built once per language and options. */
export function dateFormatter(bcp47: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${bcp47}|${JSON.stringify(options)}`
  let f = dateFormats.get(key)
  if (!f) dateFormats.set(key, (f = new Intl.DateTimeFormat(bcp47, options)))
  return f
}
