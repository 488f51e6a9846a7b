/**
 * The pricing rules of an offer, written once for the server (the product page's figures, and the
 * cart to come, which enforces them) and the browser (the product page's quantity box): which price
 * tier applies to a quantity, the order quantity rules (the minimum and its multiples, spec §5
 * 'Please enter multiple of Min QTY'), the nearest valid quantity, and which offer of a part comes
 * first (`rankOffers`). Pure functions without imports; amounts are integers of 0.00001 USD, and
 * the exact extended price (quantity × unit price) is `extendedE5` of contract/money.ts.
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

/** What the offer rule needs of an offer: stock, minimum, multiples and price tiers (unit price in e5). */
export type OfferTerms = {
  stock: number
  moq: number
  multiple: number
  tiers: readonly { qty: number; unitE5: number | bigint }[]
}

export type Availability = 'inStock' | 'understock' | 'soldOut'

/** What an offer sells for a need of `need` pieces: the order quantity (rounded up to its rules), tier price, extended price. */
export function offerPrice(offer: OfferTerms, need: number) {
  const orderQty = validQuantity(Math.max(1, need), offer.moq, offer.multiple)
  const unit = BigInt(tierFor(offer.tiers, orderQty)?.unitE5 ?? 0)
  const ext = BigInt(orderQty) * unit
  const availability: Availability = offer.stock <= 0 ? 'soldOut' : offer.stock < orderQty ? 'understock' : 'inStock'
  return { orderQty, unit, ext, availability }
}

const RANK: Record<Availability, number> = { inStock: 0, understock: 1, soldOut: 2 }

/**
 * The shop's one offer rule (home cards, search rows, the product page, the BOM's chosen offer):
 * offers priced for a need of `need` pieces (default: one piece, i.e. each offer's minimum), best
 * first — those that can fill the order quantity from stock, then the lowest extended price, then
 * the lower `id` (stable). The first is the part's default offer.
 */
export function rankOffers<T>(offers: readonly T[], need: number, terms: (o: T) => OfferTerms & { id: number }) {
  return offers
    .map((offer) => {
      const t = terms(offer)
      return { offer, id: t.id, ...offerPrice(t, need) }
    })
    .sort(
      (a, b) =>
        RANK[a.availability] - RANK[b.availability] || (a.ext < b.ext ? -1 : a.ext > b.ext ? 1 : 0) || a.id - b.id,
    )
}
