import type { GoodsDetail } from '../../contract/catalogue'
import { extendedE5, toE5 } from '../../contract/money'
import { quantityProblem, rankOffers, tierFor, validQuantity } from '../../contract/pricing'
import type { PurchaseGoods } from './purchase-goods'

export type Offer = GoodsDetail['offers'][number]

/** An offer as the shop's offer rule reads it (contract/pricing.ts). */
const terms = (o: Offer) => ({
  id: o.goods_id,
  stock: o.stock,
  moq: o.moq,
  multiple: o.multiple,
  tiers: o.price_tiers.map((p) => ({ qty: p.qty, unitE5: toE5(p.unit_price) })),
})

/** The offer that sells exactly `qty` pieces from stock at the lowest extended price, if any. */
function offerFor(offers: Offer[], qty: number): Offer | null {
  const fits = offers.filter((o) => quantityProblem(qty, o.moq, o.multiple) === null && o.stock >= qty)
  return fits.length ? rankOffers(fits, qty, terms)[0]!.offer : null
}

/** The part's offers (a part without offers of its own is its one offer). */
const offersOf = (goods: PurchaseGoods): Offer[] => (goods.offers.length ? goods.offers : [goods])

/** The quantity an offer starts at: its minimum, kept to its multiples. */
const startQty = (o: Offer) => validQuantity(o.moq, o.moq, o.multiple)

/**
 * Everything the purchase box shows for the chosen offer and the quantity as typed (none: the
 * offer's start): written once
 * for the server's HTML (./ProductPurchase.tsx) and the browser's DOM code that keeps it up to date
 * (./purchase-behaviour.ts). The rules are contract/pricing.ts.
 */
export function purchaseState(goods: PurchaseGoods, chosenId: number, typed?: string) {
  const offers = offersOf(goods)
  const offer = offers.find((o) => o.goods_id === chosenId) ?? offers[0]!
  const start = startQty(offer)
  const text = typed ?? String(start)
  const qty = /^\d{1,9}$/.test(text.trim()) ? Number(text.trim()) : NaN
  const problem = quantityProblem(qty, offer.moq, offer.multiple)
  const need = Number.isNaN(qty) ? start : qty
  const tier = tierFor(offer.price_tiers, need)
  const unit = tier?.unit_price ?? offer.unit_price
  const short = !problem && offer.stock < qty
  const better = (problem && problem !== 'invalid') || short ? offerFor(offers, qty) : null
  /** The message under the quantity: a dictionary key and its parameters, or none. */
  const message: [string, Record<string, unknown>?] | null =
    problem === 'notMultiple'
      ? ['product.multipleOfMin']
      : problem === 'belowMin'
        ? ['product.belowMin', { moq: offer.moq }]
        : problem === 'invalid'
          ? ['product.enterQty']
          : short
            ? ['product.offerShort', { count: offer.stock }]
            : null
  return {
    offers,
    offer,
    start,
    text,
    qty,
    problem,
    need,
    tier,
    unit,
    message,
    /** The nearest valid quantity, offered as a fix (none when the quantity is not a number). */
    fix: problem && problem !== 'invalid' ? validQuantity(qty, offer.moq, offer.multiple) : null,
    /** Another offer that sells the quantity typed. */
    better: better && better.goods_id !== offer.goods_id ? better : null,
    /** The extended price, none while the quantity breaks the rules. */
    extended: problem ? null : extendedE5(qty, toE5(unit)),
    stockTotal: offers.reduce((n, o) => n + o.stock, 0),
    /** Add to cart and buy now: a valid quantity of an offer in stock. */
    canBuy: !problem && offer.stock > 0,
    /** The quantity an RFQ line or request takes: the one typed, or the offer's start while it is wrong. */
    rfqQty: problem ? start : qty,
    /** Offers best first for the quantity asked: the order the rule gives, the same as the lists'. */
    ranked: rankOffers(offers, need, terms),
  }
}

export type PurchaseState = ReturnType<typeof purchaseState>

/** The quantities the stepper's − and + give. */
export function stepQty(s: PurchaseState, direction: 1 | -1): number {
  const { offer, need, qty } = s
  const step = Math.max(1, offer.multiple)
  return direction < 0
    ? validQuantity(Math.max(offer.moq, need - step), offer.moq, offer.multiple)
    : validQuantity((Number.isNaN(qty) ? 0 : qty) + step, offer.moq, offer.multiple)
}
