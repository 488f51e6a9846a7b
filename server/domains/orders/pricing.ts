/**
 * The price of a line, always computed here from the offer (a client never sends a price): the
 * tier price for the quantity and the exact extended amount, in e5 (integer 0.00001 USD), and
 * whether the quantity may be ordered at all. The rules are the shop's one pricing module
 * (contract/pricing.ts), so cart, checkout and product page agree.
 */
import { extendedE5 } from '../../../contract/money'
import { quantityProblem, tierFor } from '../../../contract/pricing'
import type { Tier } from '../parts/money'

export type LineProblem = 'soldOut' | 'understock' | 'belowMin' | 'notMultiple' | 'gone'

export type PricedLine = { unit: bigint; amount: bigint; problem: LineProblem | null }

type Offer = { tiers: Tier[]; stock: number; moq: number; multiple: number }

/** The quantity rule alone (minimum and multiples): null when the quantity may be ordered. */
export function ruleProblem(offer: Pick<Offer, 'moq' | 'multiple'>, qty: number): 'belowMin' | 'notMultiple' | null {
  const p = quantityProblem(qty, offer.moq, offer.multiple)
  return p === null ? null : p === 'belowMin' ? 'belowMin' : 'notMultiple'
}

/** Unit price, amount and the first reason the line cannot be ordered now (stock, then rules). */
export function priceLine(offer: Offer | undefined, qty: number): PricedLine {
  if (!offer) return { unit: 0n, amount: 0n, problem: 'gone' }
  const unit = BigInt(tierFor(offer.tiers, qty)?.unitE5 ?? 0)
  const amount = extendedE5(qty, unit)
  const problem = offer.stock <= 0 ? 'soldOut' : offer.stock < qty ? 'understock' : ruleProblem(offer, qty)
  return { unit, amount, problem }
}

/**
 * Charged amounts are whole cents, the money helper's "2 decimals truncated" (spec §9): e5 cut down
 * to a multiple of 1,000 (0.01 USD), so the total charged is never more than the exact sum shown.
 */
export function truncateToCents(e5: bigint): bigint {
  return (e5 / 1000n) * 1000n
}
