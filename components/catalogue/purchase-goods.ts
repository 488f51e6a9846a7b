import type { GoodsDetail } from '../../contract/catalogue'

/**
 * What the product page's purchase box (./ProductPurchase.tsx) reads of a part: its offers, and
 * what an RFQ line names. The server picks them for the box's data (its data-purchase attribute,
 * read by ./purchase-behaviour.tsx); a module of its own so that the browser code does not carry
 * the list.
 */
const PURCHASE_FIELDS = [
  'offers',
  'goods_id',
  'goods_page_url',
  'part_number',
  'manufacturer',
  'package',
  'date_code',
  'delivery_plan_date',
  'icons',
  'stock',
  'moq',
  'multiple',
  'price_tiers',
  'unit_price',
  'stock_location',
  'supplier',
] as const
export type PurchaseGoods = Pick<GoodsDetail, (typeof PURCHASE_FIELDS)[number]>

/** The part's fields the purchase box reads (its data in the page carries only these). */
export function purchaseGoods(goods: GoodsDetail): PurchaseGoods {
  return Object.fromEntries(PURCHASE_FIELDS.map((key) => [key, goods[key]])) as PurchaseGoods
}
