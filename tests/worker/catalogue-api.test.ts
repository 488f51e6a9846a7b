/**
 * Catalogue and part search on D1 in workerd: the Worker seeds the real parts of the shared data
 * (not the generated ones: a cold isolate stays cheap), FTS5 with the trigram tokenizer works on
 * D1, and the search answers as on Node. Run after `npm run build`.
 */
import type { AppRoute } from '@ts-rest/core'
import type { z } from 'zod'
import { describe, expect, test } from 'vitest'
import { contract } from '../../contract'
import type { CategoryFilterQuery, CategoryQuery } from '../../contract/catalogue'
import { getBody, postBody } from './miniflare'
import { workerForTests } from './worker-for-tests'

const worker = workerForTests()

/** A catalogue route's answer, in the language `lang`. */
const get = <R extends AppRoute>(route: R, path: string, lang = 'en') => getBody(worker.mf, route, path, { lang })

describe('catalogue API on D1', () => {
  test('the Worker seeded the real parts only, with their counts and facets', async () => {
    const stat = (await get(contract.catalogue.categoryStat, '/api/category/stat')).data
    expect(stat.parts).toBeGreaterThan(1700)
    expect(stat.parts).toBeLessThan(1821)
    const row = await worker.d1
      .prepare("SELECT count(*) AS n FROM parts WHERE source = 'generated'")
      .first<{ n: number }>()
    expect(row?.n).toBe(0)
  })

  test('search: a suffix, a Digi-Key code and a substring (FTS5 trigram on D1)', async () => {
    const base = (
      await get(contract.catalogue.search, `/api/index/search?keyword=${encodeURIComponent('LM358DR#PBF')}`)
    ).data
    expect(base.list[0]).toMatchObject({ part_number: 'LM358DR', manufacturer: 'Texas Instruments', match: 'base' })
    const code = (await get(contract.catalogue.search, '/api/index/search?keyword=296-1014-1-ND')).data
    expect(code.list[0]).toMatchObject({ part_number: 'LM358DR', match: 'xref' })
    const sub = (await get(contract.catalogue.search, '/api/index/search?keyword=F407VG')).data
    expect(sub.list.map((h) => h.part_number)).toContain('STM32F407VGT6')
    const words = (await get(contract.catalogue.search, `/api/index/search?keyword=${encodeURIComponent('op amp')}`))
      .data
    expect(words.list.length).toBeGreaterThan(0)
  })

  test('suggestions and the product page in German', async () => {
    const suggestions = (await get(contract.catalogue.searchOption, '/api/index/searchOption?keyword=stm32f4')).data
    expect(suggestions.map((s) => s.part_number)).toContain('STM32F407VGT6')
    const id = suggestions.find((s) => s.part_number === 'STM32F407VGT6')!.goods_id
    const detail = (await get(contract.catalogue.goodsDetail, `/api/goods/goodsDetail?goods_id=${id}`, 'de')).data
    expect(detail.category_path[0]!.name).toBe('Integrierte Schaltungen (ICs)')
    expect(detail.price_tiers.length).toBeGreaterThan(0)
  })

  test('category filters on D1: with a maker chosen, a package count is what choosing it gives', async () => {
    const filters = async (body: z.input<typeof CategoryFilterQuery>) =>
      (await postBody(worker.mf, contract.catalogue.getCategoryFilter, body)).data
    const listing = async (body: z.input<typeof CategoryQuery>) =>
      (await postBody(worker.mf, contract.catalogue.getCategory, body)).data
    const tree = (await get(contract.catalogue.categoryTree, '/api/category/tree')).data
    const category_id = tree.find((c) => c.name === 'Resistors')!.id
    const whole = await filters({ category_id })
    let checked = 0
    for (const maker of whole.manufacturers.slice(0, 3)) {
      const chosen = await filters({ category_id, manufacturer_ids: [maker.id] })
      expect(chosen.counts_exact).toBe(true)
      for (const pkg of chosen.packages.filter((p) => p.count > 0).slice(0, 2)) {
        expect((await listing({ category_id, manufacturer_ids: [maker.id], packages: [pkg.value] })).total).toBe(
          pkg.count,
        )
        checked++
      }
    }
    expect(checked).toBeGreaterThan(0)
  })
})
