import { describe, expect, test } from 'vitest'
import {
  baseVariants,
  keywordTokens,
  normalizeMpn,
  normalizeName,
  prefixEnd,
  xrefFamily,
} from '../../server/domains/search/normalize'

describe('how search reads a part number (server/domains/search/normalize.ts)', () => {
  test('case, spaces, dashes, slashes and dots do not matter', () => {
    expect(normalizeMpn('lm358-dr')).toBe('LM358DR')
    expect(normalizeMpn(' LM 358/D.R ')).toBe('LM358DR')
    expect(normalizeName('ON Semiconductor')).toBe('onsemiconductor')
  })

  test('packaging suffixes give the base part, best first, without the text itself', () => {
    expect(baseVariants('LM358DR#PBF')).toEqual(['LM358DR', 'LM358D'])
    expect(baseVariants('LM358DR')).toEqual(['LM358D'])
    expect(baseVariants('TIP120')).toEqual([])
  })

  test("another distributor's codes of one part share a family; a prefix range holds every continuation", () => {
    expect(xrefFamily('296-1014-1-ND')).toBe(xrefFamily('296-1014-2-ND'))
    const end = prefixEnd('LM358')
    expect('LM358DR' < end && 'LM358' < end && 'LM359' >= end).toBe(true)
  })

  test('values with a unit prefix are one word; R-notation reads as a fraction', () => {
    expect(keywordTokens('4k7 10 kΩ')).toEqual(['4.7k', '10kω'])
  })
})
