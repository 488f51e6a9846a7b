/**
 * Quantities as buyers write them, and designator lists counted (server/domains/sheets/quantity.ts).
 */
import { describe, expect, test } from 'vitest'
import { countDesignators, dotGroupsThousands, parseQuantity } from '../../../server/domains/sheets/quantity'

describe('parseQuantity', () => {
  test.each([
    ['10', 10],
    ['0', 0],
    [' 25 ', 25],
    ['1,000', 1000],
    ['12,500', 12500],
    ['1,000,000', 1_000_000],
    ['1 000', 1000],
    ['1\u00a0000', 1000],
    ["1'000", 1000],
    ['2k', 2000],
    ['2K', 2000],
    ['1.5k', 1500],
    ['2 k', 2000],
    ['1M', 1_000_000],
    ['10 pcs', 10],
    ['10pcs', 10],
    ['10 PCS.', 10],
    ['10 pieces', 10],
    ['x10', 10],
    ['10x', 10],
    ['5 ea', 5],
    ['10个', 10],
    ['10 只', 10],
    ['20枚', 20],
    ['3개', 3],
    ['10 Stk.', 10],
    ['10 шт.', 10],
    ['4 pz', 4],
    ['１００', 100],
    ['٣٠', 30],
    ['2kpcs', 2000],
    [10, 10],
    [2500, 2500],
  ])('%j → %d', (text, expected) => {
    expect(parseQuantity(text)).toBe(expected)
  })

  test.each([
    [''],
    ['ten'],
    ['-3'],
    ['2.5'],
    ['1,5'],
    ['10 kg'],
    ['10 m'],
    ['LM358'],
    ['R1-R4'],
    [2.5],
    [-1],
    ['1,00'],
  ])('%j is not a quantity', (text) => {
    expect(parseQuantity(text)).toBeNull()
  })

  test('decimal-comma files write a thousand 1.000 and 1,5 is not whole', () => {
    expect(parseQuantity('1.000', true)).toBe(1000)
    expect(parseQuantity('12.500', true)).toBe(12500)
    expect(parseQuantity('1.000.000', true)).toBe(1_000_000)
    expect(parseQuantity('1,5k', true)).toBe(1500)
    expect(parseQuantity('1,5', true)).toBeNull()
    expect(parseQuantity('1.000 Stk.', true)).toBe(1000)
    // Without the hint a dot is a decimal point.
    expect(parseQuantity('1.000')).toBe(1)
    expect(parseQuantity('1.5k')).toBe(1500)
  })

  test.each([
    ['1,5 Tsd.', true, 1500],
    ['2 Tsd. Stk.', true, 2000],
    ['2,5 Tausend', true, 2500],
    ['1.5 Tsd.', true, 1500],
    ['1,5 Tsd.', false, 1500],
    ['3千', false, 3000],
    ['3千个', false, 3000],
    ['1.5千', false, 1500],
    ['2万', false, 20000],
    ['1.2万个', false, 12000],
    ['2萬', false, 20000],
    ['5万個', false, 50000],
    ['3천', false, 3000],
    ['2만개', false, 20000],
    ['5 тыс.', true, 5000],
    ['2,5 тыс. шт.', true, 2500],
    ['3 mille', true, 3000],
    ['2 mila', true, 2000],
    ['2,5 mila pz', true, 2500],
    ['٣ ألف', false, 3000],
    ['٢٫٥ ألف', false, 2500],
    ['2 Mio.', true, 2_000_000],
    ['1 млн', true, 1_000_000],
    ['5K', false, 5000],
    ['2 k pcs', false, 2000],
    ['1,000 Tsd.', false, 1_000_000],
  ])(
    "the ten languages' words for a thousand and ten thousand: %j (decimal comma %s) → %d",
    (text, comma, expected) => {
      expect(parseQuantity(text, comma)).toBe(expected)
    },
  )

  test.each([['10 m'], ['2 mm'], ['1,25 Tsd. kg'], ['3 km'], ['Tsd.'], ['千']])('%j is still no quantity', (text) => {
    expect(parseQuantity(text)).toBeNull()
  })

  test('a column tells whether its dots group thousands', () => {
    expect(dotGroupsThousands(['10', '1.000', '2.500'], false)).toBe(true)
    expect(dotGroupsThousands(['10', '1,000', '2,500'], false)).toBe(false)
    expect(dotGroupsThousands(['10', '1,000', '2,500'], true)).toBe(false)
    expect(dotGroupsThousands(['10', '20'], true)).toBe(true)
    expect(dotGroupsThousands(['10', '20'], false)).toBe(false)
    expect(dotGroupsThousands(['1.5', '1.000'], false)).toBe(false)
  })
})

describe('countDesignators', () => {
  test.each([
    ['R1', 1],
    ['R1-R4, R7', 5],
    ['R1-R4,R7', 5],
    ['R1 - R4, R7', 5],
    ['C1 C2 C5', 3],
    ['C1,C2,C3', 3],
    ['C1;C2', 2],
    ['R1-4', 4],
    ['R1~R4', 4],
    ['R10-R1', 10],
    ['U1, U2A, LED3', 3],
    ['R1、R2、R3', 3],
    ['TP1-TP10 TP12', 11],
  ])('%j → %d', (text, expected) => {
    expect(countDesignators(text)).toBe(expected)
  })

  test.each([[''], ['see drawing'], ['R1-C4'], ['10']])('%j is not a designator list', (text) => {
    expect(countDesignators(text)).toBeNull()
  })
})
