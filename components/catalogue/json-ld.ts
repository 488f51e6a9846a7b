import type { GoodsDetail } from '../../contract/catalogue'
import { toE5, fromE5 } from './money'

const AVAILABILITY = { in: 'https://schema.org/InStock', out: 'https://schema.org/OutOfStock' }

/** "12.50000" → "12.5": schema.org prices are plain decimals; trailing zeros trimmed, exact. */
function price(money: string): string {
  return fromE5(toE5(money)).replace(/0+$/, '').replace(/\.$/, '')
}

/**
 * schema.org Product for a product page: part number as name and mpn, its picture, brand, category, and its
 * offers — one Offer when the part has a single offer, else an AggregateOffer (lowest and highest
 * unit price, count) listing every Offer — priced in USD with availability from stock.
 * Serialized safely for a <script> element.
 */
export function productJsonLd(goods: GoodsDetail, url: (path: string) => string, origin: string): string {
  /** A file's absolute address (pictures and logos have no language; an absolute one stays). */
  const file = (path: string) => (/^https?:\/\//.test(path) ? path : origin + path)
  const offer = (o: GoodsDetail['offers'][number]) => ({
    '@type': 'Offer',
    url: url(o.goods_page_url),
    sku: String(o.goods_id),
    price: price(o.unit_price),
    priceCurrency: 'USD',
    availability: o.stock > 0 ? AVAILABILITY.in : AVAILABILITY.out,
    inventoryLevel: { '@type': 'QuantitativeValue', value: o.stock },
    eligibleQuantity: { '@type': 'QuantitativeValue', minValue: o.moq },
    seller: { '@type': 'Organization', name: o.supplier },
  })
  const offers = goods.offers.length ? goods.offers : [goods]
  const prices = offers.map((o) => toE5(o.unit_price))
  const low = prices.reduce((a, b) => (b < a ? b : a))
  const high = prices.reduce((a, b) => (b > a ? b : a))
  const data = {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: goods.part_number,
    mpn: goods.part_number,
    sku: String(goods.goods_id),
    description: goods.description,
    category: goods.category_path.map((c) => c.name).join(' > ') || undefined,
    // The part's picture (its package drawing), absolute; the maker's logo is the brand's.
    image: file(goods.picture),
    brand: {
      '@type': 'Brand',
      name: goods.manufacturer,
      ...(goods.manufacturer_logo ? { logo: file(goods.manufacturer_logo) } : {}),
    },
    url: url(goods.goods_page_url),
    offers:
      offers.length === 1
        ? offer(offers[0]!)
        : {
            '@type': 'AggregateOffer',
            priceCurrency: 'USD',
            lowPrice: price(fromE5(low)),
            highPrice: price(fromE5(high)),
            offerCount: offers.length,
            availability: offers.some((o) => o.stock > 0) ? AVAILABILITY.in : AVAILABILITY.out,
            offers: offers.map(offer),
          },
  }
  return JSON.stringify(data)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029')
}
