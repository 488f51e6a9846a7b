/**
 * Money and counts on the pages (spec §9), never in floating point, in the page's language. The
 * contract sends USD as exact decimal strings with 5 decimals ("1234.50000"); here they become
 * integers of 0.00001 USD (bigint "e5"), are multiplied exactly, and are formatted for display only:
 * - unit prices: rounded to 5 decimals ("$0.12345"),
 * - amounts: 2 decimals, truncated ("$1,234.56"),
 * - extended prices: exact (at least 2 decimals, more when the exact value has them),
 * with the language's grouping and decimal mark through Intl (a German reader sees "1.234,50 $"),
 * and USD always written "$". Intl formats the decimal string itself, so nothing passes through a
 * float. The pricing rules (tier for a quantity, minimum and multiples) are contract/pricing.ts,
 * shared with the server.
 */

import { E5 as SCALE, extendedE5, formatE5 as fromE5, toE5 } from '../../contract/money'
import { localeInfo, type Locale } from '../../locales/locales'
import { useLocale } from '../app/i18n'

export { fromE5, toE5 }

/** Exact extended price: quantity × unit price. */
export function extended(unitPrice: string, qty: number | bigint): bigint {
  return extendedE5(qty, toE5(unitPrice))
}

/** Intl formatters are costly to build: one per language and kind, kept. */
const formatters = new Map<string, Intl.NumberFormat>()
function formatter(locale: Locale, decimals: number | null): Intl.NumberFormat {
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

function render(e5: bigint, decimals: number, mode: 'round' | 'truncate' | 'exact', locale: Locale): string {
  const minus = e5 < 0n ? '-' : ''
  let abs = e5 < 0n ? -e5 : e5
  if (mode !== 'exact') {
    const unit = 10n ** BigInt(5 - decimals)
    abs = mode === 'round' ? ((abs + unit / 2n) / unit) * unit : (abs / unit) * unit
  }
  let frac = (abs % SCALE).toString().padStart(5, '0')
  frac = mode === 'exact' ? frac.replace(/0+$/, '').padEnd(decimals, '0') : frac.slice(0, decimals)
  // Intl.NumberFormat formats a decimal string exactly (no float in between).
  const text = formatter(locale, frac.length).format(
    `${minus}${abs / SCALE}${frac ? `.${frac}` : ''}` as unknown as number,
  )
  // Some languages (Arabic) write the narrow symbol "US$": the shop writes USD as "$" everywhere.
  return text.replace('US$', '$')
}

const e5Of = (money: string | bigint) => (typeof money === 'bigint' ? money : toE5(money))

/** A unit price, rounded to 5 decimals: "$1,234.50000" (en), "1.234,50000 $" (de). */
export function formatUnitPrice(money: string | bigint, locale: Locale): string {
  return render(e5Of(money), 5, 'round', locale)
}

/** An amount with 2 decimals, truncated: "$1,234.56" (en), "1.234,56 $" (de). */
export function formatAmount(money: string | bigint, locale: Locale): string {
  return render(e5Of(money), 2, 'truncate', locale)
}

/** An exact value (extended prices): "$1,234.50", "$0.12345". */
export function formatExact(money: string | bigint, locale: Locale): string {
  return render(e5Of(money), 2, 'exact', locale)
}

/** Quantities and counts with the language's grouping: 1234567 → "1,234,567" (en), "1.234.567" (de). */
export function formatCount(n: number, locale: Locale): string {
  return formatter(locale, null).format(Math.trunc(n))
}

/** The formatters above in the page's language. */
export function useFormat() {
  const locale = useLocale()
  return {
    count: (n: number) => formatCount(n, locale),
    unitPrice: (money: string | bigint) => formatUnitPrice(money, locale),
    amount: (money: string | bigint) => formatAmount(money, locale),
    exact: (money: string | bigint) => formatExact(money, locale),
  }
}
