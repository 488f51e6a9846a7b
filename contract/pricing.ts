/**
 * The pricing rules of an offer, written once for the server (the product page's figures, and the
 * cart to come, which enforces them) and the browser (the product page's quantity box): which price
 * tier applies to a quantity, the order quantity rules (the minimum and its multiples, spec §5
 * 'Please enter multiple of Min QTY'), and the nearest valid quantity. Pure functions without imports; amounts are integers of
 * 0.00001 USD, and the exact extended price (quantity × unit price) is `extendedE5` of
 * contract/money.ts.
 */

/** The price tier that applies to a quantity: the one with the largest `qty` not above it (else the first). */
export function tierFor<T extends { qty: number }>(tiers: readonly T[], qty: number): T | undefined {
  let hit: T | undefined
  for (const tier of tiers) if (tier.qty <= qty && (!hit || tier.qty > hit.qty)) hit = tier
  return hit ?? tiers[0]
}

export type QuantityProblem = 'invalid' | 'belowMin' | 'notMultiple'

/**
 * Order quantity rules: a whole number, at least the minimum order quantity and a multiple of
 * `multiple` (spec §5 'Please enter multiple of Min QTY'). Gives the problem, or null when fine.
 */
export function quantityProblem(qty: number, moq: number, multiple: number): QuantityProblem | null {
  if (!Number.isSafeInteger(qty) || qty <= 0) return 'invalid'
  if (qty < Math.max(1, moq)) return 'belowMin'
  if (multiple > 1 && qty % multiple !== 0) return 'notMultiple'
  return null
}

/** The nearest valid quantity at or above `qty` (for the "fix it" hint and the stepper). */
export function validQuantity(qty: number, moq: number, multiple: number): number {
  const step = Math.max(1, multiple)
  const min = Math.max(1, moq, step)
  const base = Math.max(min, Number.isFinite(qty) ? Math.trunc(qty) : min)
  return Math.ceil(base / step) * step
}
