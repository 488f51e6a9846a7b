import type { Locale } from './locales'
import { formatCount } from './number-format'

/**
 * The whole numbers in a figure an operator wrote once for every language (the footer's claims:
 * "30,000,000", "2000+", "15,000 m²"), in the language's grouping: "30 000 000" in Russian,
 * "15.000 m²" in German. Numbers grouped by commas, and bare runs of five digits or more, are read;
 * anything else (a decimal, "2000+", a year, "24/7", a code) is left as written. A module of its
 * own: the footer needs it, and the islands pages' shared chunk (with the number formatters) does not.
 */
export function localizeFigures(text: string, locale: Locale): string {
  return text.replace(/(?<![\d.,])(\d{1,3}(?:,\d{3})+|\d{5,})(?![\d.,]*\d)/g, (whole) =>
    formatCount(Number(whole.replaceAll(',', '')), locale),
  )
}
