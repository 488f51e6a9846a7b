/**
 * The ten dictionaries stay complete and consistent with English, and the language registry maps
 * the spec's URL codes to the right BCP 47 tags and writing directions.
 */
import { readdirSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, test } from 'vitest'
import {
  defaultLocale,
  isLocale,
  localeCodes,
  localeInfo,
  localizePath,
  locales,
  splitLocale,
} from '../../locales/locales'
import { pluralBlocks } from '../../locales/plural'
import { repoRoot } from '../support/paths'
import { dictionary, flatten } from '../support/text'

const CODES = ['en', 'zh', 'tw', 'jp', 'ko', 'de', 'ru', 'fr', 'ar', 'it']
/** The parameters a message uses: its {{placeholders}} and the variables of its plural blocks. */
const placeholders = (s: string) =>
  [
    ...new Set([
      ...[...s.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]!),
      ...(pluralBlocks(s) ?? []).map((b) => b.variable),
    ]),
  ].sort()

const english = flatten(dictionary('en'))

describe('locale files', () => {
  test('there is exactly one file per language', () => {
    const files = readdirSync(join(repoRoot, 'locales')).filter((f) => f.endsWith('.json'))
    expect(files.map((f) => f.replace(/\.json$/, '')).sort()).toEqual([...CODES].sort())
  })

  test('English has only non-empty strings', () => {
    expect(english.size).toBeGreaterThan(50)
    for (const [key, value] of english) {
      expect(typeof value, key).toBe('string')
      expect((value as string).trim(), key).not.toBe('')
    }
  })

  test("English reads as English: 'an' before a vowel, the spec's messages in plain words (issue 30 item 8)", () => {
    for (const [key, value] of english) expect(value as string, key).not.toMatch(/\b[Aa] (?=[aeioAEIO])/)
    expect(english.get('validation.enterAddress')).toBe('Enter an address')
    expect(english.get('validation.passwordInconsistency')).toBe('The two passwords do not match.')
    expect(english.get('validation.agreePolicy')).toBe(
      'Please agree to the privacy policy and the terms and conditions.',
    )
  })

  test.each(CODES.filter((c) => c !== 'en'))(
    '%s.json has every key of en.json, no other, non-empty, with the same placeholders',
    (code) => {
      const dict = flatten(dictionary(code))
      const missing = [...english.keys()].filter((k) => !dict.has(k))
      const extra = [...dict.keys()].filter((k) => !english.has(k))
      expect(missing, `keys missing in ${code}.json`).toEqual([])
      expect(extra, `keys in ${code}.json that en.json does not have`).toEqual([])
      for (const [key, value] of dict) {
        expect(typeof value, `${code}: ${key}`).toBe('string')
        expect((value as string).trim(), `${code}: ${key} is empty`).not.toBe('')
        expect(placeholders(value as string), `${code}: placeholders of ${key}`).toEqual(
          placeholders(english.get(key) as string),
        )
      }
    },
  )
})

describe('plural forms (locales/plural.ts)', () => {
  test.each(CODES)(
    '%s.json names its own language, and every plural block has the forms the language needs',
    (code) => {
      const dict = dictionary(code)
      expect(dict.locale, `the "locale" entry of ${code}.json`).toBe(code)
      const needed = new Intl.PluralRules(localeInfo(code as (typeof localeCodes)[number]).bcp47).resolvedOptions()
        .pluralCategories
      for (const [key, value] of flatten(dict)) {
        const text = value as string
        const blocks = pluralBlocks(text)
        expect(blocks, `${code}: ${key} has a malformed plural block`).not.toBeNull()
        expect(text, `${code}: ${key}: a placeholder right after a brace ({{{) reads as a plural form`).not.toContain(
          '{{{',
        )
        for (const block of blocks!) {
          const missing = needed.filter((c) => !block.forms.includes(c))
          expect(missing, `${code}: ${key} lacks the ${missing.join(', ')} form of {${block.variable}}`).toEqual([])
          const foreign = block.forms.filter((f) => !f.startsWith('=') && !(needed as string[]).includes(f))
          expect(foreign, `${code}: ${key} has forms ${code} does not use`).toEqual([])
        }
        if (/\bplural\b/.test(text)) expect(blocks!.length, `${code}: ${key}`).toBeGreaterThan(0)
      }
    },
  )
})

describe('language registry (locales/locales.ts)', () => {
  test('has the ten languages of the spec, English first and default', () => {
    expect([...localeCodes]).toEqual(CODES)
    expect(defaultLocale).toBe('en')
    expect(isLocale('es')).toBe(false)
  })

  test.each([
    ['en', 'en'],
    ['zh', 'zh-Hans'],
    ['tw', 'zh-Hant'],
    ['jp', 'ja'],
    ['ko', 'ko'],
    ['de', 'de'],
    ['ru', 'ru'],
    ['fr', 'fr'],
    ['ar', 'ar'],
    ['it', 'it'],
  ])('%s → BCP 47 %s', (code, bcp47) => {
    expect(isLocale(code)).toBe(true)
    expect(localeInfo(code as (typeof localeCodes)[number]).bcp47).toBe(bcp47)
    expect(Intl.getCanonicalLocales(bcp47)).toEqual([bcp47])
  })

  test('Arabic is right to left, every other language left to right', () => {
    for (const l of locales) expect(l.dir, l.code).toBe(l.code === 'ar' ? 'rtl' : 'ltr')
  })

  test('every language has its own name', () => {
    for (const l of locales) expect(l.name.trim(), l.code).not.toBe('')
    expect(new Set(locales.map((l) => l.name)).size).toBe(locales.length)
  })

  test('paths: English has no prefix, the others do', () => {
    expect(localizePath('/about', 'en')).toBe('/about')
    expect(localizePath('/about', 'de')).toBe('/de/about')
    expect(localizePath('/', 'jp')).toBe('/jp')
    expect(splitLocale('/tw/news/3')).toEqual({ locale: 'tw', path: '/news/3' })
    expect(splitLocale('/ar')).toEqual({ locale: 'ar', path: '/' })
    expect(splitLocale('/about')).toEqual({ locale: 'en', path: '/about' })
  })
})
