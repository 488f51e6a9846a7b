import { describe, expect, test } from 'vitest'
import type { PurchaseGoods } from '../../components/catalogue/purchase-goods'
import { purchaseState, stepQty, type Offer } from '../../components/catalogue/purchase-state'

/** An offer as the product page gets it; `tiers` are [quantity, unit price]. */
function offer(goods_id: number, stock: number, moq: number, multiple: number, tiers: [number, string][]): Offer {
  return {
    goods_id,
    stock,
    moq,
    multiple,
    stock_location: `L${goods_id}`,
    unit_price: tiers[0]![1],
    price_tiers: tiers.map(([qty, unit_price]) => ({ qty, unit_price, ext_price: '0' })),
  } as unknown as Offer
}

/** STM32F407VGT6 of the demo catalogue: 6 pieces from 1, 200 from 50 (multiples of 50), 15,000 from 1,000. */
const shenzhen = offer(259, 6, 1, 1, [
  [1, '0.35510'],
  [10, '0.32314'],
])
const hongKong = offer(260, 200, 50, 50, [
  [50, '0.34445'],
  [500, '0.30312'],
])
const usa = offer(261, 15_000, 1_000, 1_000, [[1_000, '0.19335']])
const part = { ...usa, offers: [shenzhen, hongKong, usa] } as unknown as PurchaseGoods

describe("the product page's purchase box (components/catalogue/purchase-state.ts)", () => {
  test('an offer starts at its minimum, with its tier, its extended price and nothing to say', () => {
    const s = purchaseState(part, usa.goods_id)
    expect([s.text, s.problem, s.message, s.fix, s.better]).toEqual(['1000', null, null, null, null])
    expect([s.unit, s.extended, s.canBuy, s.rfqQty]).toEqual(['0.19335', 19_335_000n, true, 1000])
    // For 1,000 pieces only the USA fills from stock; then the lower extended price.
    expect(s.ranked.map((r) => r.offer.goods_id)).toEqual([261, 260, 259])
  })

  test('below the minimum: the message, the fix, and the offer that sells the quantity', () => {
    const s = purchaseState(part, usa.goods_id, '5')
    expect(s.message).toEqual(['product.belowMin', { moq: 1000 }])
    expect([s.fix, s.better?.goods_id, s.extended, s.canBuy, s.rfqQty]).toEqual([1000, 259, null, false, 1000])
    // The offers ranked for the quantity asked: the one that fills 5 from stock first.
    expect(s.ranked[0]!.offer.goods_id).toBe(259)
  })

  test('not a multiple, more than the offer has, not a number', () => {
    expect(purchaseState(part, hongKong.goods_id, '70')).toMatchObject({
      message: ['product.multipleOfMin'],
      fix: 100,
      // No other offer sells 70: Shenzhen has 6, the USA's minimum is 1,000.
      better: null,
    })
    const short = purchaseState(part, shenzhen.goods_id, '150')
    expect(short.message).toEqual(['product.offerShort', { count: 6 }])
    expect([short.fix, short.better?.goods_id, short.canBuy]).toEqual([null, 260, true])
    const none = purchaseState(part, shenzhen.goods_id, '')
    expect([none.problem, none.message, none.fix, none.need]).toEqual(['invalid', ['product.enterQty'], null, 1])
  })

  test('the tier of the quantity gives the unit price; − and + keep to the minimum and the multiples', () => {
    const s = purchaseState(part, hongKong.goods_id, '500')
    expect([s.unit, s.extended]).toEqual(['0.30312', 15_156_000n])
    expect([stepQty(s, -1), stepQty(s, 1)]).toEqual([450, 550])
    expect(stepQty(purchaseState(part, hongKong.goods_id, '50'), -1)).toBe(50)
    expect(stepQty(purchaseState(part, hongKong.goods_id, '70'), 1)).toBe(150)
  })
})
