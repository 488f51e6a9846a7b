import { describe, expect, test } from 'vitest'
import { extendedE5, formatE5 } from '../../contract/money'
import { quantityProblem, tierFor, validQuantity } from '../../contract/pricing'

const tiers = [
  { qty: 1, unitE5: 50_000 },
  { qty: 10, unitE5: 45_000 },
  { qty: 100, unitE5: 40_000 },
]

describe('pricing rules (contract/pricing.ts)', () => {
  test('the tier for a quantity is the one with the largest quantity not above it', () => {
    expect(tierFor(tiers, 1)?.unitE5).toBe(50_000)
    expect(tierFor(tiers, 9)?.unitE5).toBe(50_000)
    expect(tierFor(tiers, 10)?.unitE5).toBe(45_000)
    expect(tierFor(tiers, 99)?.unitE5).toBe(45_000)
    expect(tierFor(tiers, 100_000)?.unitE5).toBe(40_000)
  })

  test('below the first tier the first applies; no tiers give none; the order of the list does not matter', () => {
    expect(tierFor([{ qty: 5, unitE5: 7 }], 2)?.unitE5).toBe(7)
    expect(tierFor([], 10)).toBeUndefined()
    expect(tierFor([...tiers].reverse(), 50)?.unitE5).toBe(45_000)
  })

  test('quantity rules: whole, at least the minimum, a multiple of the step', () => {
    expect(quantityProblem(0, 10, 5)).toBe('invalid')
    expect(quantityProblem(2.5, 1, 1)).toBe('invalid')
    expect(quantityProblem(Number.NaN, 1, 1)).toBe('invalid')
    expect(quantityProblem(5, 10, 5)).toBe('belowMin')
    expect(quantityProblem(12, 10, 5)).toBe('notMultiple')
    expect(quantityProblem(15, 10, 5)).toBeNull()
    expect(quantityProblem(7, 1, 1)).toBeNull()
  })

  test('the nearest valid quantity at or above: minimum first, then up to the next multiple', () => {
    expect(validQuantity(0, 10, 5)).toBe(10)
    expect(validQuantity(12, 10, 5)).toBe(15)
    expect(validQuantity(15, 10, 5)).toBe(15)
    expect(validQuantity(3, 1, 4)).toBe(4)
    expect(validQuantity(Number.NaN, 7, 1)).toBe(7)
    for (const [qty, moq, multiple] of [
      [1, 3, 2],
      [99, 10, 25],
      [1001, 1000, 1000],
    ] as const)
      expect(quantityProblem(validQuantity(qty, moq, multiple), moq, multiple)).toBeNull()
  })

  test('the extended price is exact: quantity × unit price in units of 0.00001 USD', () => {
    expect(formatE5(extendedE5(3, 33_333))).toBe('0.99999')
    expect(formatE5(extendedE5(1_000_000, 12_345))).toBe('123450.00000')
  })
})
