/**
 * Plural forms and numbers in messages (locales/plural.ts, issue 15 item 7): the form follows
 * Intl.PluralRules of the language, `#` and number parameters are written the language's way.
 */
import { describe, expect, test } from 'vitest'
import { createTranslator } from '../../locales/translator'
import { dictionaries } from '../../locales/dictionaries'
import { pluralBlocks, resolvePlurals, withFormattedNumbers } from '../../locales/plural'

const PARTS_RU = '{count, plural, one {# компонент} few {# компонента} many {# компонентов} other {# компонента}}'
const PARTS_AR = '{count, plural, zero {لا قطع} one {قطعة واحدة} two {قطعتان} few {# قطع} many {# قطعة} other {# قطعة}}'

describe('resolvePlurals', () => {
  test.each([
    [1, '1 part'],
    [2, '2 parts'],
    [0, '0 parts'],
    [1806, '1,806 parts'],
  ])('English %d → %s', (n, text) => {
    expect(resolvePlurals('{count, plural, one {# part} other {# parts}}', { count: n }, 'en')).toBe(text)
  })

  test.each([
    [1, '1 компонент'],
    [3, '3 компонента'],
    [5, '5 компонентов'],
    [21, '21 компонент'],
    [1806, '1\u00a0806 компонентов'],
  ])('Russian %d → %s', (n, text) => {
    expect(resolvePlurals(PARTS_RU, { count: n }, 'ru')).toBe(text)
  })

  test.each([
    [0, 'لا قطع'],
    [1, 'قطعة واحدة'],
    [2, 'قطعتان'],
    [3, '3 قطع'],
    [11, '11 قطعة'],
    [100, '100 قطعة'],
  ])('Arabic %d → %s', (n, text) => {
    expect(resolvePlurals(PARTS_AR, { count: n }, 'ar')).toBe(text)
  })

  test('an exact form wins; a form the language lacks falls back to other; text around blocks stays', () => {
    const text = 'Cart: {n, plural, =0 {empty} one {# line} other {# lines}}, {m, plural, other {# kg}}.'
    expect(resolvePlurals(text, { n: 0, m: 1 }, 'en')).toBe('Cart: empty, 1 kg.')
    expect(resolvePlurals(text, { n: 12345, m: 2.5 }, 'de')).toBe('Cart: 12.345 lines, 2,5 kg.')
  })

  test('a malformed block is left as written', () => {
    expect(resolvePlurals('{n, plural, one {# line}', { n: 1 }, 'en')).toBe('{n, plural, one {# line}')
    expect(pluralBlocks('{n, plural, one {# line}')).toBeNull()
  })

  test('number parameters are written for the language; text parameters are left alone', () => {
    expect(withFormattedNumbers({ count: 1234567, no: 'SO-1234' }, 'de')).toEqual({ count: '1.234.567', no: 'SO-1234' })
    expect(withFormattedNumbers({ count: 1234567 }, 'fr')).toEqual({ count: '1\u202f234\u202f567' })
  })
})

describe('the translator speaks each dictionary’s language', () => {
  test('search totals in English, German, Russian, Arabic and Chinese', () => {
    const t = (code: keyof typeof dictionaries) =>
      createTranslator(dictionaries[code], code === 'en' ? undefined : dictionaries.en)
    expect(t('en')('search.total', { count: 1 })).toBe('1 part found')
    expect(t('en')('search.total', { count: 1806 })).toBe('1,806 parts found')
    expect(t('de')('search.total', { count: 1 })).toBe('1 Teil gefunden')
    expect(t('de')('search.total', { count: 1806 })).toBe('1.806 Teile gefunden')
    expect(t('ru')('search.total', { count: 22 })).toBe('Найдено 22 компонента')
    expect(t('ar')('search.total', { count: 2 })).toBe('تم العثور على قطعتين')
    expect(t('zh')('search.total', { count: 1806 })).toBe('找到 1,806 个型号')
  })
})
