/**
 * Issue 32, parameters from descriptions: the category facets offer the parameters read from the
 * real parts' descriptions (marked derived), named in the request language, and filtering by one
 * gives exactly the parts whose description says that value. Through the typed client on the demo
 * catalogue (the real parts of the shared data).
 */
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { ensureParamKinds } from '../../server/domains/catalogue/parameters/kinds'
import { seedIfEmpty } from '../../server/db/seed'
import { okData, startTestApp, type TestApp } from '../support/test-app'

let t: TestApp

beforeAll(async () => {
  t = await startTestApp({ now: '2026-11-28T10:00:00.000Z' })
})
afterAll(() => t?.close())

const all = <T>(query: string) => t.db.all<T>(sql.raw(query))

/** The category of the real part with this description. */
async function categoryOf(description: string) {
  const [row] = await all<{ id: number }>(
    `SELECT category_id AS id FROM parts WHERE description = '${description}' AND source <> 'generated' LIMIT 1`,
  )
  expect(row, description).toBeDefined()
  return Number(row!.id)
}

/** Every part of the category (a leaf) matching the filter, through getCategory. */
async function partsOf(body: { category_id: number; params: { param_id: number; values?: string[] }[] }) {
  const page = okData(await t.api.catalogue.getCategory({ body: { ...body, page_size: 100 } }))
  expect(page.total).toBeLessThanOrEqual(100)
  return page.list
}

describe('category facets of derived parameters', () => {
  test('accelerometers: an acceleration-range and an interface facet, from descriptions only; filtering gives the right parts', async () => {
    const category = await categoryOf('ACCEL 2-16G I2C/SPI 14LGA')
    const filters = okData(await t.api.catalogue.getCategoryFilter({ body: { category_id: category } }))
    const range = filters.filters.find((f) => f.name === 'Acceleration Range')
    const bus = filters.filters.find((f) => f.name === 'Interface')
    expect(range, 'Acceleration Range offered').toBeDefined()
    expect(bus, 'Interface offered').toBeDefined()
    expect(range!.values.map((v) => v.value)).toEqual(expect.arrayContaining(['±2 g ~ ±16 g', '±2 g ~ ±8 g']))
    expect(bus!.values.map((v) => v.value)).toEqual(expect.arrayContaining(['I²C, SPI', 'I²C']))

    // The count beside '±2 g ~ ±16 g' is the number of parts of the category whose description says 2-16G.
    const [{ n }] = (await all<{ n: number }>(
      `SELECT count(*) AS n FROM parts WHERE category_id = ${category} AND description LIKE '% 2-16G %'`,
    )) as [{ n: number }]
    const choice = range!.values.find((v) => v.value === '±2 g ~ ±16 g')!
    expect(choice.count).toBe(Number(n))
    const chosen = await partsOf({
      category_id: category,
      params: [{ param_id: range!.param_id, values: [choice.value] }],
    })
    expect(chosen).toHaveLength(Number(n))
    for (const part of chosen) expect(part.description).toMatch(/ 2-16G /)

    // Interface I²C only: the I²C parts, not the I²C/SPI ones nor the analog ones.
    const i2c = await partsOf({ category_id: category, params: [{ param_id: bus!.param_id, values: ['I²C'] }] })
    expect(i2c.length).toBeGreaterThan(0)
    for (const part of i2c) expect(part.description).toMatch(/ I2C (?!\/)/)

    // Named in the request language.
    const german = okData(
      await t.client({ lang: 'de' }).catalogue.getCategoryFilter({ body: { category_id: category } }),
    )
    expect(german.filters.map((f) => f.name)).toEqual(
      expect.arrayContaining(['Beschleunigungsbereich', 'Schnittstelle']),
    )
  })

  test('supervisors: a threshold-voltage facet; 3.3 V gives the 3.3 V supervisor, shown as derived', async () => {
    const category = await categoryOf('IC VOLT SUPERVISOR 3.3V SOT23-6')
    const filters = okData(await t.api.catalogue.getCategoryFilter({ body: { category_id: category } }))
    const threshold = filters.filters.find((f) => f.name === 'Threshold Voltage')
    expect(threshold, 'Threshold Voltage offered').toBeDefined()
    expect(threshold!.values.map((v) => v.value)).toEqual(expect.arrayContaining(['3.3 V', 'Adjustable']))
    const chosen = await partsOf({
      category_id: category,
      params: [{ param_id: threshold!.param_id, values: ['3.3 V'] }],
    })
    expect(chosen.map((p) => p.description)).toEqual(['IC VOLT SUPERVISOR 3.3V SOT23-6'])

    const detail = okData(await t.api.catalogue.goodsDetail({ query: { goods_id: chosen[0]!.goods_id } }))
    expect(detail.parameters).toEqual(
      expect.arrayContaining([
        { name: 'Type', value: 'Voltage supervisor', derived: true },
        { name: 'Threshold Voltage', value: '3.3 V', derived: true },
      ]),
    )
  })

  test('a database seeded by an earlier release gets the parameter kinds added since, and their names, at start', async () => {
    // A kind no part has yet stands for a kind added by this release; a German name for one added since.
    const [unused] = await all<{ id: number; key: string }>(
      'SELECT id, key FROM params WHERE id NOT IN (SELECT DISTINCT param_id FROM part_params) ORDER BY id DESC LIMIT 1',
    )
    expect(unused).toBeDefined()
    await all(`DELETE FROM param_translations WHERE param_id = ${unused!.id}`)
    await all(`DELETE FROM params WHERE id = ${unused!.id}`)
    await all(
      "DELETE FROM param_translations WHERE locale = 'de' AND param_id = (SELECT id FROM params WHERE key = 'threshold_voltage')",
    )
    await seedIfEmpty(t.db, { info() {}, error() {} })
    const names = await all<{ key: string; locale: string; name: string }>(
      `SELECT pr.key, t.locale, t.name FROM param_translations t JOIN params pr ON pr.id = t.param_id
        WHERE pr.key IN ('${unused!.key}', 'threshold_voltage')`,
    )
    expect(names.filter((n) => n.key === unused!.key)).toHaveLength(10)
    expect(names).toContainEqual({ key: 'threshold_voltage', locale: 'de', name: 'Schwellenspannung' })
    expect(await ensureParamKinds(t.db), 'nothing left to add').toBe(0)
  })
})
