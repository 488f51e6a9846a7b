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
