/**
 * Money and counts as every reader sees them (spec §9), in one place for the pages
 * (components/catalogue/money.ts wraps these in the page's language) and the e-mails: never in
 * floating point. Amounts come as the contract's exact decimal strings with 5 decimals
 * ("1234.50000") or as integers of 0.00001 USD (bigint "e5"); two rules, nothing else:
 * - unit prices: always 5 decimals, rounded half up ("$0.12345", "$1,234.50000");
 * - amounts (extended prices, subtotals, totals, freight): 2 decimals truncated, as the shop
 *   charges them (server/domains/orders/pricing.ts truncateToCents): "$1,480.87" for 1480.87500,
 *   so that a buyer is never charged more than a page showed.
 * Grouping and decimal mark through Intl in the reader's language (a German reader sees
 * "1.234,50 $"), USD always written "$". Intl formats the decimal string itself, so nothing passes
 * through a float. Pages set them in tabular figures (components/catalogue/money.tsx), so columns line up.
 */
import { E5, toE5 } from '../contract/money'
import type { Locale } from './locales'
import { formatter } from './number-format'

export { formatCount } from './number-format'

/** `e5` rounded half up (away from zero), or truncated (toward zero), to `decimals` (0–5), written with them all. */
function render(e5: bigint, decimals: number, locale: Locale, truncate = false): string {
  const minus = e5 < 0n ? '-' : ''
  let abs = e5 < 0n ? -e5 : e5
  const step = 10n ** BigInt(5 - decimals)
  abs = ((abs + (truncate ? 0n : step / 2n)) / step) * step
  const frac = (abs % E5).toString().padStart(5, '0').slice(0, decimals)
  // Intl.NumberFormat formats a decimal string exactly (no float in between).
  const text = formatter(locale, decimals).format(`${minus}${abs / E5}${frac ? `.${frac}` : ''}` as unknown as number)
  // Some languages (Arabic) write the narrow symbol "US$": the shop writes USD as "$" everywhere.
  return text.replace('US$', '$')
}

export type MoneyValue = string | bigint | number

/** Contract string, or e5 as bigint or integer. */
const e5Of = (money: MoneyValue) =>
  typeof money === 'bigint' ? money : typeof money === 'number' ? BigInt(Math.round(money)) : toE5(money)

/** A unit price, 5 decimals: "$1,234.50000" (en), "1.234,50000 $" (de). */
export function formatUnitPrice(money: MoneyValue, locale: Locale): string {
  return render(e5Of(money), 5, locale)
}

/**
 * A unit price in a list (search rows, cards: "from $10.92"), where the product page gives the
 * exact one: from $1 up, 2 decimals truncated (what one piece costs, as §9 charges it); below $1,
 * as many decimals (2 to 5) as the price needs to be exact ("$0.3551" for 0.35510, "$0.02").
 */
export function formatListPrice(money: MoneyValue, locale: Locale): string {
  const e5 = e5Of(money)
  if (e5 >= E5 || e5 <= -E5) return render(e5, 2, locale, true)
  let decimals = 5
  while (decimals > 2 && e5 % 10n ** BigInt(6 - decimals) === 0n) decimals--
  return render(e5, decimals, locale)
}

/** An amount (extended price, subtotal, total), 2 decimals truncated (spec §9): "$1,234.56" for 1234.56900 (en), "1.234,56 $" (de). */
export function formatAmount(money: MoneyValue, locale: Locale): string {
  return render(e5Of(money), 2, locale, true)
}
