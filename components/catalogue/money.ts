/**
 * Money on the pages (spec §9), never in floating point. The contract sends USD as exact decimal
 * strings with 5 decimals ("1234.50000"); here they become integers of 0.00001 USD (bigint "e5"),
 * are multiplied exactly, and are formatted for display only:
 * - unit prices: rounded to 5 decimals ("$0.12345"),
 * - amounts: 2 decimals, truncated ("$1,234.56"),
 * - extended prices: exact (at least 2 decimals, more when the exact value has them),
 * always with thousands separators. USD is written the same way in every language.
 * The pricing rules (tier for a quantity, minimum and multiples) are contract/pricing.ts, shared
 * with the server.
 */

import { E5 as SCALE, extendedE5, formatE5 as fromE5, toE5 } from '../../contract/money'

export { fromE5, toE5 }

/** Exact extended price: quantity × unit price. */
export function extended(unitPrice: string, qty: number | bigint): bigint {
  return extendedE5(qty, toE5(unitPrice))
}

function group(whole: bigint): string {
  return whole.toString().replace(/\B(?=(\d{3})+(?!\d))/g, ',')
}

function render(e5: bigint, decimals: number, mode: 'round' | 'truncate' | 'exact'): string {
  const minus = e5 < 0n ? '-' : ''
  let abs = e5 < 0n ? -e5 : e5
  if (mode !== 'exact') {
    const unit = 10n ** BigInt(5 - decimals)
    abs = mode === 'round' ? ((abs + unit / 2n) / unit) * unit : (abs / unit) * unit
  }
  let frac = (abs % SCALE).toString().padStart(5, '0')
  frac = mode === 'exact' ? frac.replace(/0+$/, '').padEnd(decimals, '0') : frac.slice(0, decimals)
  return `${minus}$${group(abs / SCALE)}${frac ? `.${frac}` : ''}`
}

/** A unit price, rounded to 5 decimals: "$1,234.50000". */
export function formatUnitPrice(money: string | bigint): string {
  return render(typeof money === 'bigint' ? money : toE5(money), 5, 'round')
}

/** An amount with 2 decimals, truncated: "$1,234.56". */
export function formatAmount(money: string | bigint): string {
  return render(typeof money === 'bigint' ? money : toE5(money), 2, 'truncate')
}

/** An exact value (extended prices): "$1,234.50", "$0.12345". */
export function formatExact(money: string | bigint): string {
  return render(typeof money === 'bigint' ? money : toE5(money), 2, 'exact')
}

/** Quantities and counts with thousands separators: 1234567 → "1,234,567". */
export function formatCount(n: number): string {
  return group(BigInt(Math.trunc(n)))
}
