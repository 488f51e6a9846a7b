import type { BomOffer } from '../../../contract/bom'
import { formatE5 } from '../../../contract/money'
import type { Locale } from '../../../locales/locales'
import { placeName } from '../../../locales/place-names'
import type { PricedOffer } from '../parts/offers'

/**
 * The offers of matched parts and which one a BOM line takes. A line needs requested × usage sets
 * pieces; an offer sells that rounded up to its minimum and multiples, at the tier price of that
 * quantity, as the cart prices it. The chosen offer is the shop's one offer rule
 * (server/domains/parts/offers.ts, contract/pricing.ts `rankOffers`) for that need.
 */
export {
  chooseOffer,
  offerChoicesOfParts,
  offersById,
  offersOfParts,
  priceOffer,
  rankOffers,
  type PartOffer,
  type PricedOffer,
} from '../parts/offers'
export { offerPrice as orderPrice } from '../../../contract/pricing'

/**
 * An offer as the API shows it on a line that needs `need` pieces (requested × usage sets), its
 * stock location named in the caller's language (as the product page names it), here on the server
 * so that the BOM page's JavaScript does not carry the names.
 */
export function offerAnswer(p: PricedOffer, need: number, locale: Locale): BomOffer {
  const v = p.offer.view
  return {
    goods_id: v.goods_id,
    goods_page_url: v.goods_page_url,
    supplier: v.supplier,
    stock_location: placeName(v.stock_location, locale),
    date_code: v.date_code,
    stock: v.stock,
    moq: v.moq,
    multiple: v.multiple,
    delivery_plan_date: v.delivery_plan_date,
    needed_qty: need,
    order_qty: p.orderQty,
    over_minimum: v.moq > need,
    unit_price: formatE5(p.unit),
    ext_price: formatE5(p.ext),
    availability: p.availability,
  }
}
