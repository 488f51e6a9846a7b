import { localeInfo, type Locale } from './locales'

/**
 * The language's number formatters (locales/money-format.ts writes money with them), and counts:
 * on their own, so that what shows only counts (the RFQ drawer) needs nothing of money.
 */
const formatters = new Map<string, Intl.NumberFormat>()

/** Intl formatters are costly to build: one per language and kind, kept. `decimals` null = a count, else USD. */
export function formatter(locale: Locale, decimals: number | null): Intl.NumberFormat {
  const key = `${locale}:${decimals ?? 'n'}`
  let f = formatters.get(key)
  if (!f) {
    const bcp47 = localeInfo(locale).bcp47
    f =
      decimals === null
        ? new Intl.NumberFormat(bcp47, { maximumFractionDigits: 0 })
        : new Intl.NumberFormat(bcp47, {
            style: 'currency',
            currency: 'USD',
            currencyDisplay: 'narrowSymbol',
            minimumFractionDigits: decimals,
            maximumFractionDigits: decimals,
          })
    formatters.set(key, f)
  }
  return f
}

/** Quantities and counts with the language's grouping: 1234567 → "1,234,567" (en), "1.234.567" (de). */
export function formatCount(n: number, locale: Locale): string {
  return formatter(locale, null).format(Math.trunc(n))
}

/**
 * The whole numbers in a figure an operator wrote once for every language (the footer's claims:
 * "30,000,000", "2000+", "15,000 m²"), in the language's grouping: "30 000 000" in Russian,
 * "15.000 m²" in German. Numbers grouped by commas, and bare runs of five digits or more, are read;
 * anything else (a decimal, "2000+", a year, "24/7", a code) is left as written.
 */
export function localizeFigures(text: string, locale: Locale): string {
  return text.replace(/(?<![\d.,])(\d{1,3}(?:,\d{3})+|\d{5,})(?![\d.,]*\d)/g, (whole) =>
    formatCount(Number(whole.replaceAll(',', '')), locale),
  )
}
