import { describe, expect, test } from 'vitest'
import { offerPrice, rankOffers } from '../../contract/pricing'
import { formatAmount, formatListPrice, formatUnitPrice } from '../../locales/money-format'
import { localizeFigures } from '../../locales/figures'
import { placeName } from '../../locales/place-names'
import { formatCount } from '../../locales/number-format'

/** STM32F407VGT6 of the demo catalogue: 6 pieces from 1, 200 from 50 (multiples of 50), 15,000 from 1,000. */
const offers = [
  {
    id: 259,
    stock: 6,
    moq: 1,
    multiple: 1,
    tiers: [
      { qty: 1, unitE5: 35_510 },
      { qty: 10, unitE5: 32_314 },
    ],
  },
  {
    id: 260,
    stock: 200,
    moq: 50,
    multiple: 50,
    tiers: [
      { qty: 50, unitE5: 34_445 },
      { qty: 500, unitE5: 30_312 },
    ],
  },
  { id: 261, stock: 15_000, moq: 1_000, multiple: 1_000, tiers: [{ qty: 1_000, unitE5: 19_335 }] },
]
const first = (need: number, list = offers) => rankOffers(list, need, (o) => o)[0]!.id

describe('the offer rule (contract/pricing.ts rankOffers)', () => {
  test('by default (one piece) the offer that sells the fewest pieces for the least money comes first, not the lowest unit price', () => {
    expect(first(1)).toBe(259)
    expect(offerPrice(offers[2]!, 1)).toMatchObject({ orderQty: 1_000, ext: 19_335_000n, availability: 'inStock' })
  })

  test('a quantity an offer cannot fill from stock goes to one that can', () => {
    expect(first(7), '6 in stock: 50 pieces from Hong Kong cost less than 1,000').toBe(260)
    expect(first(300), '200 in stock in Hong Kong').toBe(261)
  })

  test('among offers that fill it, the lowest extended price wins; a tie goes to the lower id', () => {
    expect(first(1_000)).toBe(261)
    const twin = { ...offers[0]!, id: 258 }
    expect(first(1, [offers[0]!, twin])).toBe(258)
  })

  test('sold out comes last; with no offer in stock the cheapest still leads', () => {
    const soldOut = offers.map((o) => ({ ...o, stock: 0 }))
    expect(first(1, [...soldOut.slice(0, 2), offers[2]!])).toBe(261)
    expect(first(1, soldOut)).toBe(259)
  })
})

describe('money as shown (locales/money-format.ts)', () => {
  test('unit prices always have 5 decimals; amounts are 2 decimals truncated, as charged (spec §9)', () => {
    expect(formatUnitPrice('0.35510', 'en')).toBe('$0.35510')
    expect(formatUnitPrice('1234.5', 'en')).toBe('$1,234.50000')
    expect(formatAmount('37.81590', 'en')).toBe('$37.81')
    expect(formatAmount('168.28100', 'en')).toBe('$168.28')
    expect(formatAmount('1480.87500', 'en')).toBe('$1,480.87')
    expect(formatAmount(123_499n, 'en')).toBe('$1.23')
    expect(formatAmount(123_999n, 'en')).toBe('$1.23')
  })

  test('in lists, a unit price from $1 up is what one piece costs (cents, truncated); below $1 as exact as it needs', () => {
    expect(formatListPrice('10.92067', 'en')).toBe('$10.92')
    expect(formatListPrice('1234.99999', 'en')).toBe('$1,234.99')
    expect(formatListPrice('0.35510', 'en')).toBe('$0.3551')
    expect(formatListPrice('0.00412', 'en')).toBe('$0.00412')
    expect(formatListPrice('0.02000', 'en')).toBe('$0.02')
    expect(formatListPrice('0.50000', 'de')).toBe('0,50\u00a0$')
  })

  test("in the reader's language, USD always written $", () => {
    expect(formatAmount('1480.87500', 'de')).toBe('1.480,87\u00a0$')
    expect(formatUnitPrice('0.35510', 'de')).toBe('0,35510\u00a0$')
    expect(formatAmount('1480.87500', 'ar')).not.toContain('US$')
    expect(formatAmount('1480.87500', 'ar')).toContain('$')
  })
})

describe("an operator's figures in the page's language (locales/number-format.ts localizeFigures)", () => {
  test('numbers grouped by commas, and long bare ones, take the language grouping', () => {
    expect(localizeFigures('30,000,000', 'ru')).toBe(formatCount(30_000_000, 'ru'))
    expect(localizeFigures('30,000,000', 'de')).toBe('30.000.000')
    expect(localizeFigures('15,000 m²', 'fr')).toBe(`${formatCount(15_000, 'fr')} m²`)
    expect(localizeFigures('120000 parts', 'it')).toBe('120.000 parts')
    expect(localizeFigures('30,000,000', 'en')).toBe('30,000,000')
  })
  test('short numbers, years, decimals and codes stay as written', () => {
    for (const text of ['2000+', 'since 2011', '24/7', '1.5 km', '12345.67 t', '3,5 m', 'ISO 9001:2015'])
      expect(localizeFigures(text, 'de')).toBe(text)
  })
})

describe("stock locations in the reader's language (locales/place-names.ts)", () => {
  test('regions through Intl, known cities from the table, anything else as written', () => {
    expect(placeName('Hong Kong', 'en')).toBe('Hong Kong')
    expect(placeName('Hong Kong', 'zh')).toBe('香港')
    expect(placeName('Hong Kong', 'ar')).not.toMatch(/[A-Za-z]/)
    expect(placeName('USA', 'de')).toBe('Vereinigte Staaten')
    expect(placeName('Shenzhen', 'ko')).toBe('선전')
    expect(placeName('Shenzhen', 'de')).toBe('Shenzhen')
    expect(placeName('Warehouse 7, Penang', 'fr')).toBe('Warehouse 7, Penang')
  })
})
