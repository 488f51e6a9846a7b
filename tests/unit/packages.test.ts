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

  test('a value is its own value (the filter normalises what a link carries)', () => {
    for (const name of ['SO-8', 'SOT23', 'TO220', 'DO-214AA (SMB)', 'Through Hole'])
      expect(normalizePackage(normalizePackage(name))).toBe(normalizePackage(name))
  })
})
