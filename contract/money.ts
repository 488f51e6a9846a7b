/**
 * USD amounts of the API, never in floating point. The contract carries them as decimal strings
 * with 5 decimals ("1234.50000", spec §9: unit prices go below a cent); in code they are integers
 * of 0.00001 USD ("e5", bigint), stored that way and multiplied exactly. The server formats what it
 * stores with `formatE5`; the pages read it back with `toE5` and format it for display
 * (components/catalogue/money.ts).
 */
export const E5 = 100_000n

/**
 * The most one amount that a client sends may say (a bank transfer, a target price): USD 10,000,000.
 * Far above any order of the shop, and far below what an integer of e5 holds exactly (2^53 e5 is
 * about USD 90 billion), so every amount that passes validation is stored and read back as it is.
 */
export const MONEY_INPUT_MAX_USD = 10_000_000
export const MONEY_INPUT_MAX_E5 = BigInt(MONEY_INPUT_MAX_USD) * E5

/** 123450n → "1.23450" (the contract's form). */
export function formatE5(value: number | bigint): string {
  const v = BigInt(value)
  const sign = v < 0n ? '-' : ''
  const abs = v < 0n ? -v : v
  return `${sign}${abs / E5}.${(abs % E5).toString().padStart(5, '0')}`
}

/** "1234.50000" → 123450000n. Accepts up to 5 decimals (more are rounded half up) and none at all. */
export function toE5(money: string): bigint {
  const m = /^\s*(-)?(\d*)(?:\.(\d*))?\s*$/.exec(money)
  if (!m || (!m[2] && !m[3])) throw new Error(`not a money value: ${money}`)
  const [, minus, whole = '', frac = ''] = m
  let value = BigInt(whole || '0') * E5 + BigInt((frac + '00000').slice(0, 5))
  if (frac.length > 5 && Number(frac[5]) >= 5) value += 1n
  return minus ? -value : value
}

/** Exact extended price in e5: quantity × unit price. */
export function extendedE5(qty: number | bigint, unit: number | bigint): bigint {
  return BigInt(qty) * BigInt(unit)
}
