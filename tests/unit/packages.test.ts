import { describe, expect, test } from 'vitest'
import { normalizePackage } from '../../server/domains/parts/packages'

describe('a package as one facet value (server/domains/parts/packages.ts)', () => {
  test.each([
    ['SOIC-8', 'SOIC-8'],
    ['SO-8', 'SOIC-8'],
    ['so8', 'SOIC-8'],
    ['SOT23', 'SOT-23'],
    ['SOT-23-3', 'SOT-23'],
    ['SOT23-5', 'SOT-23-5'],
    ['SOT-25', 'SOT-23-5'],
    ['TO220', 'TO-220'],
    ['TO-220-3', 'TO-220'],
    ['TO-220AB', 'TO-220'],
    ['LQFP64', 'LQFP-64'],
    ['µSOP8', 'MSOP-8'],
    ['SMA', 'SMA (DO-214AC)'],
    ['DO-214AC (SMA)', 'SMA (DO-214AC)'],
    ['D2PAK-3', 'D2PAK'],
    ['8-SOIC', 'SOIC-8'],
    ['16SOIC', 'SOIC-16'],
    ['8 SO', 'SOIC-8'],
    ['100-LQFP (14x14)', 'LQFP-100 (14x14)'],
  ])('%s → %s', (name, value) => {
    expect(normalizePackage(name)).toBe(value)
  })

  test('different packages stay apart; words stay as written', () => {
    for (const name of ['SOIC', 'SOIC-16W', 'TO-220-5', 'SOT-23-6', 'D2PAK', 'DFN-8 (3x3)', '0603', 'SC-70-5'])
      expect(normalizePackage(name)).toBe(name)
    expect(normalizePackage('Through Hole')).toBe('Through Hole')
    expect(normalizePackage('  Radial  5mm ')).toBe('Radial 5mm')
    expect(normalizePackage('')).toBe('')
  })

  test('a family without a pin count is its own value, one spelling whatever the case: never put with a pin count', () => {
    for (const name of ['SOIC', 'soic', 'Soic', ' SOIC- ', 'SO', 'so'])
      expect(normalizePackage(name), JSON.stringify(name)).toBe('SOIC')
    expect(normalizePackage('dip')).toBe('DIP')
    expect(normalizePackage('qfn')).toBe('QFN')
    expect(normalizePackage('µSOP')).toBe('MSOP')
    // A number after the family's name is no pin count of another family, and words stay words.
    for (const name of ['5-SOT-23', '2-SMD', '12x12mm', 'Sockets', 'Solder Lug', 'Dome'])
      expect(normalizePackage(name)).toBe(name)
  })

  test('a value is its own value (the filter normalises what a link carries)', () => {
    for (const name of ['SO-8', 'SOT23', 'TO220', 'DO-214AA (SMB)', 'Through Hole', 'soic', '8-SOIC', 'SO'])
      expect(normalizePackage(normalizePackage(name))).toBe(normalizePackage(name))
  })
})
