/** The feed import's duplicate check (catalogue/import/seen-keys.ts): every key once, through growth. */
import { describe, expect, test } from 'vitest'
import { SeenKeys } from '../../server/domains/catalogue/import/seen-keys'

describe('the keys a feed has named', () => {
  test('a new key is added, the same key again is a duplicate, across many growths of the table', () => {
    const seen = new SeenKeys()
    const key = (i: number) => `BX${i.toString(36).toUpperCase()}-${i % 13}|acme bench semi|`
    for (let i = 0; i < 300_000; i++) expect(seen.add(key(i))).toBe(true)
    expect(seen.size).toBe(300_000)
    for (let i = 0; i < 300_000; i += 997) expect(seen.add(key(i))).toBe(false)
    expect(seen.add('LM358DR|texas instruments|')).toBe(true)
    expect(seen.add('LM358DR|texas instruments|shenzhen')).toBe(true)
    expect(seen.add('LM358DR|texas instruments|')).toBe(false)
    expect(seen.size).toBe(300_002)
  })
})
