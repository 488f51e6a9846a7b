/**
 * The demo category tree is named in every language, to the leaves: each category that
 * GET /api/category/tree answers in a language carries the name the seed's translations give its
 * English name (TOP_CATEGORIES, GROUP_NAMES, LEAF_NAMES), not the English fallback. A name may be
 * the English word only where the translation says so (German "Schottky", French "Diodes").
 */
import { afterAll, beforeAll, expect, test } from 'vitest'
import { localeCodes } from '../../locales/locales'
import { LEAF_NAMES } from '../../server/db/seed/catalogue/category-names'
import { GROUP_NAMES, TOP_CATEGORIES } from '../../server/db/seed/catalogue/taxonomy'
import { okData, startTestApp, type TestApp } from '../support/test-app'

type Node = { id: number; name: string; children?: Node[] }
const flat = (tree: Node[]): Node[] => tree.flatMap((c) => [c, ...flat(c.children ?? [])])

/** English name → its names in the other languages (a middle level's name wins, as in the seed). */
const translations: Record<string, Record<string, string>> = {
  ...Object.fromEntries(TOP_CATEGORIES.map((c) => [c.name, c.t])),
  ...LEAF_NAMES,
  ...GROUP_NAMES,
}

let t: TestApp

beforeAll(async () => {
  t = await startTestApp()
})
afterAll(() => t?.close())

test.each(localeCodes.filter((l) => l !== 'en'))('every category of the demo tree is named in %s', async (locale) => {
  const english = flat(okData(await t.api.catalogue.categoryTree()))
  const local = flat(okData(await t.client({ lang: locale }).catalogue.categoryTree()))
  expect(english.length, 'tops, middle levels and leaves').toBeGreaterThan(200)
  expect(local.map((c) => c.id)).toEqual(english.map((c) => c.id))

  const wrong = english.flatMap((en, i) => {
    const want = translations[en.name]?.[locale]
    const got = local[i]!.name
    return want && got === want ? [] : [`${en.name} → ${got} (want ${want ?? 'a translation'})`]
  })
  expect(wrong).toEqual([])
  const asEnglish = local.filter((c, i) => c.name === english[i]!.name).map((c) => c.name)
  expect(asEnglish.length, `names left as in English: ${asEnglish.join(', ')}`).toBeLessThan(english.length / 10)
})
