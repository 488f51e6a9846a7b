/**
 * Price tiers of the catalogue, in integer units of 0.00001 USD ("e5"; contract/money.ts has the
 * arithmetic shared with the pages).
 */
import { extendedE5, formatE5 } from '../../../contract/money'

export type Tier = [qty: number, unitE5: number]

/** Price tiers as stored (JSON [[qty, e5], ...]); malformed data gives no tiers, never a crash. */
export function parseTiers(json: string): Tier[] {
  try {
    const raw = JSON.parse(json) as unknown
    if (!Array.isArray(raw)) return []
    return raw
      .filter(
        (t): t is [number, number] =>
          Array.isArray(t) && Number.isSafeInteger(t[0]) && Number.isSafeInteger(t[1]) && t[0] > 0 && t[1] >= 0,
      )
      .sort((a, b) => a[0] - b[0])
  } catch {
    return []
  }
}

/** The unit price for an order of `qty`: the tier with the largest quantity not above it. */
export function unitPriceAt(tiers: Tier[], qty: number): number | null {
  let price: number | null = null
  for (const [q, p] of tiers) if (q <= qty) price = p
  return price ?? tiers[0]?.[1] ?? null
}

/** Tiers as the API shows them: quantity, unit price and exact extended price. */
export function tierView(tiers: Tier[]) {
  return tiers.map(([qty, unit]) => ({ qty, unit_price: formatE5(unit), ext_price: formatE5(extendedE5(qty, unit)) }))
}
