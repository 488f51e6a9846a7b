/**
 * Price tiers of the catalogue as stored and as the API shows them, in integer units of 0.00001 USD
 * ("e5"; contract/money.ts has the arithmetic, contract/pricing.ts the rules, both shared with the
 * pages).
 */
import { extendedE5, formatE5 } from '../../../contract/money'

/** A price tier: from `qty` pieces on, `unitE5` per piece. Which one applies: `tierFor` (contract/pricing.ts). */
export type Tier = { qty: number; unitE5: number }

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
      .map(([qty, unitE5]) => ({ qty, unitE5 }))
  } catch {
    return []
  }
}

/** Tiers as the API shows them: quantity, unit price and exact extended price. */
export function tierView(tiers: Tier[]) {
  return tiers.map(({ qty, unitE5 }) => ({
    qty,
    unit_price: formatE5(unitE5),
    ext_price: formatE5(extendedE5(qty, unitE5)),
  }))
}
