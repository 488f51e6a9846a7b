/**
 * The 17 Catalog calls of spec §7 and the sitemap extension, through the typed client on a real
 * SQLite file seeded with the demo catalogue (the real parts of the shared data plus generated
 * ones): shapes (checked against the contract by the client), data, paging, filters, localized
 * answers, money, and bad input answered 400/404 with localized messages.
 */
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import type { z } from 'zod'
import { FEATURE_TYPES, type CategoryFilterData, type CategoryQuery, type PartListItem } from '../../contract/catalogue'
import { errorOf, okData, startTestApp, type TestApp } from '../support/test-app'
import { message } from '../support/text'

const NOW = '2026-11-23T10:00:00.000Z'
const PARTS = 6000
let t: TestApp

beforeAll(async () => {
  t = await startTestApp({ catalogueParts: PARTS, now: NOW })
})
afterAll(() => t?.close())

const all = <T>(query: string) => t.db.all<T>(sql.raw(query))
const de = () => t.client({ lang: 'de' })

/** Exact money arithmetic on the API's decimal strings ("12.34500" → 1234500n). */
const e5 = (money: string) => {
  expect(money).toMatch(/^\d+\.\d{5}$/)
  return BigInt(money.replace('.', ''))
}

async function goodsIdOf(mpn: string) {
  const [row] = await all<{ goods_id: number }>(`SELECT goods_id FROM parts WHERE mpn = '${mpn}'`)
  expect(row, `${mpn} is in the demo catalogue`).toBeDefined()
  return row!.goods_id
}

async function categoryIdOf(name: string) {
  const [row] = await all<{ id: number }>(
    `SELECT category_id AS id FROM category_translations WHERE locale = 'en' AND name = '${name}'`,
  )
  expect(row, `category ${name}`).toBeDefined()
  return row!.id
}

describe('demo catalogue', () => {
  test('every row of both shared files is a part; generated parts fill up to the total', async () => {
    const [{ n, real }] = (await all<{ n: number; real: number }>(
      "SELECT count(*) AS n, sum(source <> 'generated') AS real FROM parts",
    )) as [{ n: number; real: number }]
    expect(n).toBe(PARTS)
    // 1,073 + 748 rows; parts in both files (same number and manufacturer) are one part.
    expect(real).toBeGreaterThan(1700)
    const [{ xref }] = (await all<{ xref: number }>(
      "SELECT count(DISTINCT code) AS xref FROM part_xrefs WHERE source = 'Digi-Key'",
    )) as [{ xref: number }]
    expect(xref).toBeGreaterThanOrEqual(1070)
  })

  test('a datasheet link only where there is a datasheet: generated parts have none', async () => {
    const [{ generated, linked }] = (await all<{ generated: number; linked: number }>(
      "SELECT count(*) AS generated, sum(datasheet <> '') AS linked FROM parts WHERE source = 'generated'",
    )) as [{ generated: number; linked: number }]
    expect(generated).toBeGreaterThan(3000)
    expect(linked).toBe(0)
    const [made] = await all<{ goods_id: number }>("SELECT goods_id FROM parts WHERE source = 'generated' LIMIT 1")
    expect(okData(await t.api.catalogue.goodsDetail({ query: { goods_id: made!.goods_id } })).datasheet).toBe('')
    expect(okData(await t.api.catalogue.relevantPdf({ params: { id: made!.goods_id } }))).toEqual([])
  })

  test('manufacturer spellings are one manufacturer, the spellings kept as aliases', async () => {
    // Aliases compare in lower case, letters and digits only: "ON Semiconductor" = "On Semiconductor".
    const rows = await all<{ alias_norm: string; name: string }>(
      `SELECT a.alias_norm, m.name FROM manufacturer_aliases a JOIN manufacturers m ON m.id = a.manufacturer_id`,
    )
    const nameOf = Object.fromEntries(rows.map((r) => [r.alias_norm, r.name]))
    expect(nameOf['onsemiconductor']).toBe('onsemi')
    expect(nameOf['fairchildsemiconductor']).toBe('onsemi')
    expect(nameOf['ti']).toBe('Texas Instruments')
    expect(nameOf['st']).toBe('STMicroelectronics')
    expect(nameOf['lineartechnologyanalogdevices']).toBe('Analog Devices')
    expect(nameOf['murataelectronicsnorthamerica']).toBe('Murata')
    // Every spelling of the files maps to a manufacturer.
    const [{ n }] = (await all<{ n: number }>('SELECT count(DISTINCT manufacturer_id) AS n FROM parts')) as [
      { n: number },
    ]
    expect(n).toBeLessThan(200)
  })

  test('every part has offers; some are sold out; tiers ascend in quantity and descend in price', async () => {
    const [{ orphans }] = (await all<{ orphans: number }>(
      'SELECT count(*) AS orphans FROM parts p WHERE NOT EXISTS (SELECT 1 FROM goods g WHERE g.part_id = p.id) OR p.goods_id IS NULL',
    )) as [{ orphans: number }]
    expect(orphans).toBe(0)
    const [{ soldOut }] = (await all<{ soldOut: number }>('SELECT count(*) AS soldOut FROM goods WHERE stock = 0')) as [
      { soldOut: number },
    ]
    expect(soldOut).toBeGreaterThan(0)
    for (const g of await all<{ price_tiers: string; moq: number; unit_price: number }>(
      'SELECT price_tiers, moq, unit_price FROM goods LIMIT 500',
    )) {
      const tiers = JSON.parse(g.price_tiers) as [number, number][]
      expect(tiers[0]![0]).toBe(g.moq)
      expect(tiers[0]![1]).toBe(g.unit_price)
      for (let i = 1; i < tiers.length; i++) {
        expect(tiers[i]![0]).toBeGreaterThan(tiers[i - 1]![0])
        expect(tiers[i]![1]).toBeLessThanOrEqual(tiers[i - 1]![1])
        expect(Number.isInteger(tiers[i]![1])).toBe(true)
      }
    }
  })
})

describe('GET /api/index/search', () => {
  // Issue 14, item 3: "constructor" reached Object.prototype through a dictionary of synonyms (500).
  test.each(['constructor', 'Constructor', 'CONSTRUCTOR', '__proto__', 'toString', 'hasOwnProperty', 'prototype'])(
    'the word %j is searched like any other (API, search box and results page)',
    async (keyword) => {
      const data = okData(await t.api.catalogue.search({ query: { keyword } }))
      expect(data.keyword).toBe(keyword)
      okData(await t.api.catalogue.searchOption({ query: { keyword } }))
      const res = await t.request(`/s?wd=${encodeURIComponent(keyword)}`)
      expect(res.status).toBe(200)
      // What the page shows: not its islands' words (components/islands/IslandsData.tsx), which hold the message too.
      const shown = (await res.text()).replace(/<script type="application\/json"[\s\S]*?<\/script>/, '')
      expect(shown).not.toContain(message('en', 'api.serverError'))
    },
  )

  test('a part number: exact match first, then completions; facets; pages', async () => {
    const data = okData(await t.api.catalogue.search({ query: { keyword: 'LM358', page_size: 5 } }))
    expect(data.keyword).toBe('LM358')
    expect(data.normalized).toBe('LM358')
    expect(data.list.length).toBeGreaterThan(0)
    expect(data.total).toBeGreaterThanOrEqual(data.list.length)
    for (const hit of data.list) {
      expect(hit.part_number.toUpperCase().replace(/[^A-Z0-9]/g, '')).toContain('LM358')
      expect(hit.goods_page_url).toBe(`/productdetail/${hit.goods_id}`)
      expect(hit.offers).toBeGreaterThan(0)
    }
    expect(data.facets.manufacturers.map((m) => m.name)).toEqual(expect.arrayContaining(['Texas Instruments']))
    const second = okData(await t.api.catalogue.search({ query: { keyword: 'LM358', page: 2, page_size: 5 } }))
    const ids = new Set(data.list.map((h) => h.part_id))
    for (const h of second.list) expect(ids.has(h.part_id)).toBe(false)
  })

  test("filters: manufacturer, category, package, in stock, RoHS; a facet counts under the other facets' filters", async () => {
    const whole = okData(await t.api.catalogue.search({ query: { keyword: 'resistor', page_size: 50 } }))
    expect(whole.total).toBeGreaterThan(10)
    const maker = whole.facets.manufacturers[0]!
    const byMaker = okData(
      await t.api.catalogue.search({ query: { keyword: 'resistor', manufacturer_id: maker.id, page_size: 50 } }),
    )
    expect(byMaker.list.length).toBeGreaterThan(0)
    for (const h of byMaker.list) expect(h.manufacturer_id).toBe(maker.id)
    expect(
      byMaker.facets.manufacturers.filter((m) => m.id !== maker.id),
      "the maker facet is the whole query's",
    ).toEqual(whole.facets.manufacturers.filter((m) => m.id !== maker.id))
    expect(byMaker.facets.manufacturers.find((m) => m.id === maker.id)!.count).toBe(byMaker.total)
    const makerInStock = okData(
      await t.api.catalogue.search({ query: { keyword: 'resistor', manufacturer_id: maker.id, in_stock: '1' } }),
    )
    expect(byMaker.facets.in_stock, "the others count the maker's matches").toBe(makerInStock.total)

    const inStock = okData(
      await t.api.catalogue.search({ query: { keyword: 'resistor', in_stock: '1', page_size: 50 } }),
    )
    for (const h of inStock.list) expect(h.stock_total).toBeGreaterThan(0)
    const rohs = okData(await t.api.catalogue.search({ query: { keyword: 'resistor', rohs: 'true', page_size: 50 } }))
    for (const h of rohs.list) expect(h.rohs).toBe(true)

    const pkg = whole.facets.packages[0]!.value
    const byPackage = okData(
      await t.api.catalogue.search({ query: { keyword: 'resistor', package: pkg, page_size: 50 } }),
    )
    for (const h of byPackage.list) expect(h.package).toBe(pkg)

    const resistors = await categoryIdOf('Resistors')
    const byCategory = okData(
      await t.api.catalogue.search({ query: { keyword: 'LM358', category_id: resistors, page_size: 50 } }),
    )
    expect(byCategory.list).toEqual([])
  })

  test('nothing found: an empty page, not an error', async () => {
    const data = okData(await t.api.catalogue.search({ query: { keyword: 'QQQZZZ9999XYZ' } }))
    expect(data).toMatchObject({ list: [], total: 0, total_capped: false })
  })

  test('bad input: 400 with a localized message naming the field', async () => {
    const short = errorOf(await de().catalogue.search({ query: { keyword: ' a ' } }), 400)
    expect(short.message).toBe(message('de', 'search.lessThanTwo'))
    const missing = errorOf(await de().catalogue.search({ query: {} as { keyword: string } }), 400)
    expect(missing.data!.errors[0]).toEqual({
      field: 'keyword',
      message: message('de', 'validation.required', { field: message('de', 'fields.keyword') }),
    })
    const long = errorOf(await de().catalogue.search({ query: { keyword: 'X'.repeat(201) } }), 400)
    expect(long.message).toBe(message('de', 'validation.tooLong', { field: message('de', 'fields.keyword'), max: 200 }))
    errorOf(await t.api.catalogue.search({ query: { keyword: 'LM358', page_size: 500 } }), 400)
    errorOf(await t.api.catalogue.search({ query: { keyword: 'LM358', in_stock: 'maybe' as '1' } }), 400)
    errorOf(await t.api.catalogue.search({ query: { keyword: 'LM358', manufacturer_id: -1 } }), 400)
  })

  test('the length limit counts characters as people do: 150 emoji are within it, 201 are not', async () => {
    okData(await t.api.catalogue.search({ query: { keyword: '😀'.repeat(150) } }))
    const long = errorOf(await de().catalogue.search({ query: { keyword: '😀'.repeat(201) } }), 400)
    expect(long.message).toBe(message('de', 'validation.tooLong', { field: message('de', 'fields.keyword'), max: 200 }))
  })

  test('the cache-busting _seq is ignored, whatever it holds', async () => {
    const res = await t.request(`/api/index/search?keyword=LM358&_seq=${'9'.repeat(60)}`)
    expect(res.status).toBe(200)
  })
})

describe('ids in addresses', () => {
  test.each(['0x1', '1e0', '%201', '1.0', '01x'])(
    'goods_id=%s is not an id: 400 "not valid", so one part has one address',
    async (id) => {
      const res = await t.request(`/api/goods/goodsDetail?goods_id=${id}`, { headers: { lang: 'de' } })
      expect(res.status).toBe(400)
      const body = (await res.json()) as { message: string }
      expect(body.message).toBe(message('de', 'validation.invalid', { field: message('de', 'fields.goods_id') }))
      expect((await t.request(`/api/goods/recommend/${id}`)).status).toBe(400)
    },
  )

  test('a missing goods_id is required, not invalid', async () => {
    const res = await t.request('/api/goods/goodsDetail', { headers: { lang: 'de' } })
    expect(res.status).toBe(400)
    const body = (await res.json()) as { message: string }
    expect(body.message).toBe(message('de', 'validation.required', { field: message('de', 'fields.goods_id') }))
  })

  test('plain digits are an id', async () => {
    expect((await t.request('/api/goods/goodsDetail?goods_id=1')).status).toBe(200)
  })
})

// Issue 21, item 6: the result columns sort, both ways, through the query (and the URL of /s).
describe('GET /api/index/search: sorted by a column', () => {
  const keyword = 'LM3'
  const sorted = async (sort: 'part_number' | 'price' | 'stock', order: 'asc' | 'desc') =>
    okData(await t.api.catalogue.search({ query: { keyword, sort, order, page_size: 50 } }))

  test('by price, stock and part number, both ways: the page is in order, the matches the same', async () => {
    const ranked = okData(await t.api.catalogue.search({ query: { keyword, page_size: 50 } }))
    expect(ranked.list.length).toBeGreaterThan(10)
    const inOrder = <T>(values: T[], order: 'asc' | 'desc', compare: (a: T, b: T) => number) => {
      for (let i = 1; i < values.length; i++) {
        const c = compare(values[i - 1]!, values[i]!)
        expect(order === 'asc' ? c <= 0 : c >= 0, `${String(values[i - 1])} then ${String(values[i])}`).toBe(true)
      }
    }
    const byBig = (a: bigint, b: bigint) => (a < b ? -1 : a > b ? 1 : 0)
    for (const order of ['asc', 'desc'] as const) {
      const price = await sorted('price', order)
      expect(price.total).toBe(ranked.total)
      // The price shown in each row (its default offer's) is the one sorted on.
      inOrder(
        price.list.map((h) => e5(h.unit_price)),
        order,
        byBig,
      )
      const stock = await sorted('stock', order)
      inOrder(
        stock.list.map((h) => h.stock),
        order,
        (a, b) => a - b,
      )
      const mpn = await sorted('part_number', order)
      const norm = mpn.list.map((h) => h.part_number.toUpperCase().replace(/[^A-Z0-9]/g, ''))
      inOrder(norm, order, (a, b) => (a < b ? -1 : a > b ? 1 : 0))
    }
    // Ascending and descending are different orders of one set.
    const up = await sorted('price', 'asc')
    const down = await sorted('price', 'desc')
    expect(up.list[0]!.unit_price).not.toBe(down.list[0]!.unit_price)
  })

  test('an unknown sort or direction: 400, named in the request language', async () => {
    const bad = await de().catalogue.search({ query: { keyword, sort: 'cheapest' as 'price' } })
    const body = errorOf(bad, 400)
    expect(body.message).toBe(message('de', 'validation.invalid', { field: message('de', 'fields.sort') }))
    const order = errorOf(await de().catalogue.search({ query: { keyword, sort: 'price', order: 'up' as 'asc' } }), 400)
    expect(order.message).toBe(message('de', 'validation.invalid', { field: message('de', 'fields.order') }))
    const raw = await t.request(`/api/index/search?keyword=${keyword}&sort=%3Cx%3E`, { headers: { lang: 'fr' } })
    expect(raw.status).toBe(400)
    expect(((await raw.json()) as { message: string }).message).toBe(
      message('fr', 'validation.invalid', { field: message('fr', 'fields.sort') }),
    )
  })
})

// Issue 21: a category's and a manufacturer's parts sort as search results do, through the contract.
describe('category and manufacturer lists: sorted by a column', () => {
  type Sort = 'part_number' | 'price' | 'stock'
  type Order = 'asc' | 'desc'
  const inOrder = <T>(values: T[], order: Order, compare: (a: T, b: T) => number) => {
    expect(values.length).toBeGreaterThan(5)
    for (let i = 1; i < values.length; i++) {
      const c = compare(values[i - 1]!, values[i]!)
      expect(order === 'asc' ? c <= 0 : c >= 0, `${String(values[i - 1])} then ${String(values[i])}`).toBe(true)
    }
  }
  const byBig = (a: bigint, b: bigint) => (a < b ? -1 : a > b ? 1 : 0)
  const byText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0)
  /** The rows of a list in the order asked: each column's values in order, the same parts both ways. */
  const check = async (list: (sort: Sort, order: Order) => Promise<z.infer<typeof PartListItem>[]>) => {
    for (const order of ['asc', 'desc'] as const) {
      inOrder(
        (await list('price', order)).map((p) => e5(p.unit_price)),
        order,
        byBig,
      )
      inOrder(
        (await list('stock', order)).map((p) => p.stock),
        order,
        (a, b) => a - b,
      )
      inOrder(
        (await list('part_number', order)).map((p) => p.part_number.toUpperCase().replace(/[^A-Z0-9]/g, '')),
        order,
        byText,
      )
    }
    const up = await list('price', 'asc')
    const down = await list('price', 'desc')
    expect(up[0]!.unit_price).not.toBe(down[0]!.unit_price)
  }

  test("a category's parts by price, stock and part number, both ways", async () => {
    const category = await categoryIdOf('Chip Resistor - Surface Mount')
    await check(
      async (sort, order) =>
        okData(await t.api.catalogue.getCategory({ body: { category_id: category, sort, order, page_size: 50 } })).list,
    )
    // Filters and sorting together.
    const inStock = okData(
      await t.api.catalogue.getCategory({
        body: { category_id: category, in_stock: true, sort: 'stock', order: 'asc', page_size: 50 },
      }),
    )
    expect(inStock.list[0]!.stock).toBeGreaterThan(0)
  })

  test("a manufacturer's parts by price, stock and part number, both ways", async () => {
    const [{ id }] = (await all<{ id: number }>("SELECT id FROM manufacturers WHERE name = 'onsemi'")) as [
      { id: number },
    ]
    await check(
      async (sort, order) =>
        okData(await t.api.catalogue.manufacturer({ params: { id }, query: { sort, order, page_size: 50 } })).parts
          .list,
    )
  })

  test("the price and stock a list sorts by are each part's default offer's, as the import wrote them and after an offer changes", async () => {
    // Every part: the stored columns are its default offer's unit price and stock (null without offers).
    const defaultOffer = `(SELECT x.unit_price AS price, x.stock AS stock FROM goods x WHERE x.part_id = p.id
      ORDER BY (x.stock <= 0) + (x.stock < x.moq), x.moq * x.unit_price, x.id LIMIT 1)`
    const stale = async () =>
      (
        await all<{ n: number }>(
          `SELECT count(*) AS n FROM parts p WHERE sort_price IS NOT (SELECT price FROM ${defaultOffer})
             OR sort_stock IS NOT (SELECT stock FROM ${defaultOffer})`,
        )
      )[0]!.n
    expect(await stale()).toBe(0)
    expect((await all<{ n: number }>('SELECT count(*) AS n FROM parts WHERE sort_price IS NULL'))[0]!.n).toBe(0)

    // The part with the most stock of its category sells out: it leaves the head of "most in
    // stock first", and comes back when its offers are stocked again.
    const category = await categoryIdOf('Chip Resistor - Surface Mount')
    const byStock = async (order: Order, manufacturer_ids?: number[]) =>
      okData(
        await t.api.catalogue.getCategory({
          body: { category_id: category, manufacturer_ids, sort: 'stock', order, page_size: 50 },
        }),
      ).list
    const key = (p: { part_number: string; manufacturer_id: number }) => `${p.part_number} ${p.manufacturer_id}`
    const [top] = await byStock('desc')
    const offers = await all<{ id: number; stock: number }>(
      `SELECT g.id, g.stock FROM goods g JOIN goods d ON d.part_id = g.part_id WHERE d.id = ${top!.goods_id}`,
    )
    await t.db.run(sql.raw(`UPDATE goods SET stock = 0 WHERE id IN (${offers.map((o) => o.id).join(',')})`))
    const after = await byStock('desc')
    expect(after.map(key)).not.toContain(key(top!))
    inOrder(
      after.map((p) => p.stock),
      'desc',
      (a, b) => a - b,
    )
    // Among its maker's parts of the category, sold out, it comes first from the least in stock.
    const fewest = await byStock('asc', [top!.manufacturer_id])
    expect(fewest[0]!.stock).toBe(0)
    expect(fewest.filter((p) => p.stock === 0).map(key)).toContain(key(top!))
    expect(await stale()).toBe(0)
    for (const o of offers) await t.db.run(sql`UPDATE goods SET stock = ${o.stock} WHERE id = ${o.id}`)
    expect(key((await byStock('desc'))[0]!)).toBe(key(top!))
    expect(await stale()).toBe(0)
  })

  test('an unknown sort or direction: the same 400 as the search, named in the request language', async () => {
    const category = await categoryIdOf('Chip Resistor - Surface Mount')
    const sortMessage = message('de', 'validation.invalid', { field: message('de', 'fields.sort') })
    const orderMessage = message('de', 'validation.invalid', { field: message('de', 'fields.order') })
    const bad = errorOf(
      await de().catalogue.getCategory({ body: { category_id: category, sort: 'cheapest' as 'price' } }),
      400,
    )
    expect(bad.message).toBe(sortMessage)
    const badOrder = errorOf(
      await de().catalogue.getCategory({ body: { category_id: category, sort: 'price', order: 'up' as 'asc' } }),
      400,
    )
    expect(badOrder.message).toBe(orderMessage)
    const [{ id }] = (await all<{ id: number }>("SELECT id FROM manufacturers WHERE name = 'onsemi'")) as [
      { id: number },
    ]
    const maker = errorOf(
      await de().catalogue.manufacturer({ params: { id }, query: { sort: 'cheapest' as 'price' } }),
      400,
    )
    expect(maker.message).toBe(sortMessage)
    const raw = await t.request(`/api/manufacturers/${id}?sort=price&order=%3Cx%3E`, { headers: { lang: 'fr' } })
    expect(raw.status).toBe(400)
    expect(((await raw.json()) as { message: string }).message).toBe(
      message('fr', 'validation.invalid', { field: message('fr', 'fields.order') }),
    )
  })
})

// Issue 21, item 6: SOIC-8 and SO-8 (SOT23 and SOT-23-3, TO220 and TO-220-3, ...) are one facet value.
describe('the package facet, normalised as data', () => {
  test("SO-8 and SOIC-8 are one value in the search and category facets; the maker's name stays on the part", async () => {
    const [so8] = await all<{ mpn: string; category_id: number; package: string; package_norm: string }>(
      "SELECT mpn, category_id, package, package_norm FROM parts WHERE package = 'SO-8' ORDER BY id LIMIT 1",
    )
    expect(so8, 'the demo catalogue has SO-8 parts').toBeDefined()
    expect(so8!.package_norm).toBe('SOIC-8')
    const [{ names }] = (await all<{ names: number }>(
      "SELECT count(DISTINCT package) AS names FROM parts WHERE package_norm = 'SOIC-8'",
    )) as [{ names: number }]
    expect(names, 'SOIC-8 gathers several spellings').toBeGreaterThan(1)

    const found = okData(await t.api.catalogue.search({ query: { keyword: so8!.mpn, page_size: 50 } }))
    const values = found.facets.packages.map((p) => p.value)
    expect(values).toContain('SOIC-8')
    expect(values).not.toContain('SO-8')
    const hit = found.list.find((h) => h.part_number === so8!.mpn)!
    expect(hit.package, "the maker's name is what the part shows").toBe('SO-8')
    // Choosing the value (or an old link's SO-8) keeps the part.
    for (const pkg of ['SOIC-8', 'SO-8']) {
      const chosen = okData(await t.api.catalogue.search({ query: { keyword: so8!.mpn, package: pkg, page_size: 50 } }))
      expect(chosen.list.map((h) => h.part_number)).toContain(so8!.mpn)
      expect(chosen.facets.packages.map((p) => p.value)).toEqual(['SOIC-8'])
    }

    const filter = okData(await t.api.catalogue.getCategoryFilter({ body: { category_id: so8!.category_id } }))
    const packages = filter.packages.map((p) => p.value)
    expect(packages).toContain('SOIC-8')
    expect(packages).not.toContain('SO-8')
    const listing = okData(
      await t.api.catalogue.getCategory({
        body: { category_id: so8!.category_id, packages: ['SOIC-8'], page_size: 100, sort: 'part_number' },
      }),
    )
    const shown = new Set(listing.list.map((p) => p.package))
    expect(shown.has('SO-8') || listing.total > listing.list.length).toBe(true)
    for (const p of listing.list) expect(['SO-8', 'SOIC-8', 'SO8', 'SOIC8']).toContain(p.package)
  })
})

describe('GET /api/index/searchOption', () => {
  test('at most 10 suggestions: part_number and goods_page_url, stock and price from', async () => {
    const list = okData(await t.api.catalogue.searchOption({ query: { keyword: 'lm3' } }))
    expect(list.length).toBeGreaterThan(0)
    expect(list.length).toBeLessThanOrEqual(10)
    for (const s of list) {
      expect(s.part_number.toUpperCase()).toMatch(/^LM3/)
      expect(s.goods_page_url).toBe(`/productdetail/${s.goods_id}`)
      expect(s.manufacturer).not.toBe('')
      expect(s.stock_total).toBeGreaterThanOrEqual(0)
      expect(e5(s.price_from)).toBeGreaterThan(0n)
    }
  })

  // Issue 21, item 6: ranked like results, not ten alphabetical STM32F401 variants.
  test('ranked like results: "stm32f4" lists STM32F407VGT6 among parts of the real data in stock first', async () => {
    const list = okData(await t.api.catalogue.searchOption({ query: { keyword: 'stm32f4' } }))
    expect(list.map((s) => s.part_number)).toContain('STM32F407VGT6')
    const real = new Set(
      (
        await all<{ mpn: string }>("SELECT mpn FROM parts WHERE source <> 'generated' AND mpn_norm LIKE 'STM32F4%'")
      ).map((r) => r.mpn),
    )
    expect(real.size).toBeGreaterThan(0)
    // Every part of the real data comes before every made-up one.
    const realAt = list.flatMap((s, i) => (real.has(s.part_number) ? [i] : []))
    expect(realAt).toEqual([...Array(real.size).keys()])
    // Within the made-up ones, those in stock come first.
    const rest = list.slice(real.size).map((s) => s.stock_total > 0)
    expect(rest).toEqual([...rest].sort((a, b) => Number(b) - Number(a)))
  })

  test('the exact part number first; stock and price are those of its search result (one offer rule)', async () => {
    const [first] = okData(await t.api.catalogue.searchOption({ query: { keyword: 'lm358dr' } }))
    expect(first!.part_number).toBe('LM358DR')
    const hit = okData(await t.api.catalogue.search({ query: { keyword: 'LM358DR' } })).list[0]!
    expect(hit.part_number).toBe('LM358DR')
    expect(first!.goods_id).toBe(hit.goods_id)
    expect(first!.stock_total).toBe(hit.stock_total)
    expect(first!.price_from).toBe(hit.unit_price)
  })

  test('from one character; blank input gives an empty list', async () => {
    expect(okData(await t.api.catalogue.searchOption({ query: { keyword: 'S' } })).length).toBe(10)
    expect(okData(await t.api.catalogue.searchOption({ query: { keyword: '   ' } }))).toEqual([])
  })

  test('bad input: missing or too long → 400', async () => {
    errorOf(await t.api.catalogue.searchOption({ query: {} as { keyword: string } }), 400)
    errorOf(await t.api.catalogue.searchOption({ query: { keyword: 'x'.repeat(10_000) } }), 400)
  })
})

describe('home page calls', () => {
  test('GET /api/index/bannerList: banners in the request language', async () => {
    const en = okData(await t.api.catalogue.bannerList())
    const german = okData(await de().catalogue.bannerList())
    expect(en.length).toBeGreaterThanOrEqual(3)
    expect(german.map((b) => b.id)).toEqual(en.map((b) => b.id))
    expect(german[0]!.title).not.toBe(en[0]!.title)
    for (const b of en) expect(b.image).toMatch(/^\/banners\/.+\.svg$/)
  })

  test('GET /api/index/floorList: floors with a category and in-stock offers', async () => {
    const floors = okData(await de().catalogue.floorList())
    expect(floors.length).toBeGreaterThanOrEqual(4)
    for (const f of floors) {
      expect(f.title).not.toBe('')
      expect(f.category_id).not.toBeNull()
      expect(f.goods.length).toBeGreaterThan(0)
      for (const g of f.goods) expect(g.stock).toBeGreaterThan(0)
    }
    expect(floors[0]!.title).toBe('Integrierte Schaltungen')
  })

  test.each(FEATURE_TYPES)('GET /api/index/featureGoodsList?type=%s: flagged offers, paginated', async (type) => {
    const first = okData(await t.api.catalogue.featureGoodsList({ query: { type, page_size: 4 } }))
    expect(first.total).toBeGreaterThanOrEqual(8)
    expect(first.list).toHaveLength(4)
    for (const g of first.list) expect(g.icons).toContain(type)
    const second = okData(await t.api.catalogue.featureGoodsList({ query: { type, page: 2, page_size: 4 } }))
    expect(second.list.map((g) => g.goods_id)).not.toEqual(first.list.map((g) => g.goods_id))
  })

  test('featureGoodsList: default type featured; an unknown type → 400', async () => {
    const data = okData(await t.api.catalogue.featureGoodsList({ query: {} }))
    for (const g of data.list) expect(g.icons).toContain('featured')
    errorOf(await t.api.catalogue.featureGoodsList({ query: { type: 'cheap' as 'hot' } }), 400)
  })

  test('the showcase: STM32F407VGT6 is featured, LM358DR hot-sale', async () => {
    const featured = okData(await t.api.catalogue.featureGoodsList({ query: { type: 'featured', page_size: 50 } }))
    expect(featured.list.map((g) => g.part_number)).toContain('STM32F407VGT6')
    const hot = okData(await t.api.catalogue.featureGoodsList({ query: { type: 'hot', page_size: 50 } }))
    expect(hot.list.map((g) => g.part_number)).toContain('LM358DR')
  })
})

describe('categories', () => {
  test('the /category page lists only categories with parts', async () => {
    const tree = okData(await t.api.catalogue.categoryTree())
    const counts = tree.flatMap((a) => [a, ...a.children.flatMap((b) => [b, ...b.children])]).map((c) => c.part_count)
    expect(counts, 'the demo catalogue has an empty category').toContain(0)
    const html = await (await t.request('/category')).text()
    expect(html).toContain('class="count"')
    expect(html).not.toMatch(/<span class="count">0<\/span>/)
  })

  test('GET /api/category/tree: at most three levels; counts add up; names translated', async () => {
    const tree = okData(await de().catalogue.categoryTree())
    expect(tree.map((c) => c.name)).toEqual(expect.arrayContaining(['Integrierte Schaltungen (ICs)', 'Widerstände']))
    let total = 0
    for (const top of tree) {
      expect(top.parent_id).toBeNull()
      total += top.part_count
      if (top.children.length) expect(top.children.reduce((s, c) => s + c.part_count, 0)).toBe(top.part_count)
      for (const mid of top.children) {
        expect(mid.parent_id).toBe(top.id)
        if (mid.children.length) expect(mid.children.reduce((s, c) => s + c.part_count, 0)).toBe(mid.part_count)
      }
    }
    expect(total).toBe(PARTS)
  })

  test('GET /api/index/getCategoryList: top levels with their subcategories', async () => {
    const list = okData(await t.api.catalogue.getCategoryList())
    expect(list.length).toBeGreaterThan(10)
    const ics = list.find((c) => c.name === 'Integrated Circuits (ICs)')!
    expect(ics.icon).toBe('ic')
    expect(ics.children.map((c) => c.name)).toEqual(expect.arrayContaining(['PMIC', 'Logic', 'Interface']))
  })

  test('GET /api/category/stat: totals of the catalogue', async () => {
    const stat = okData(await t.api.catalogue.categoryStat())
    const [db] = (await all<{ parts: number; goods: number; stocked: number }>(
      'SELECT (SELECT count(*) FROM parts) AS parts, (SELECT count(*) FROM goods) AS goods, (SELECT count(*) FROM goods WHERE stock > 0) AS stocked',
    )) as [{ parts: number; goods: number; stocked: number }]
    expect(stat).toMatchObject({ parts: db.parts, goods: db.goods, goods_in_stock: db.stocked })
    expect(stat.manufacturers).toBeGreaterThan(100)
    expect(stat.list.reduce((s, c) => s + c.part_count, 0)).toBe(db.parts)
  })

  test('POST /api/index/getCategoryFilter: parametric filters with counts, manufacturers, packages', async () => {
    const chip = await categoryIdOf('Chip Resistor - Surface Mount')
    const data = okData(await de().catalogue.getCategoryFilter({ body: { category_id: chip } }))
    expect(data.category.path.map((p) => p.name)).toEqual(['Widerstände', 'Chip-Widerstände – SMD'])
    const resistance = data.filters.find((f) => f.name === 'Widerstand')
    expect(resistance, 'Resistance, named in German').toBeDefined()
    expect(resistance!.numeric).toBe(true)
    expect(resistance!.unit).toBe('Ω')
    const nums = resistance!.values.map((v) => v.num!)
    expect(nums).toEqual([...nums].sort((a, b) => a - b))
    expect(data.manufacturers.length).toBeGreaterThan(3)
    expect(data.packages.map((p) => p.value)).toEqual(expect.arrayContaining(['0603']))
    expect(data.in_stock).toBeGreaterThan(0)
  })

  test('getCategoryFilter with active filters: the count beside a choice is what adding it gives', async () => {
    const chip = await categoryIdOf('Chip Resistor - Surface Mount')
    const whole = okData(await t.api.catalogue.getCategoryFilter({ body: { category_id: chip } }))
    expect(whole.counts_exact).toBe(true)
    const total = async (body: Omit<z.input<typeof CategoryQuery>, 'page_size'>) =>
      okData(await t.api.catalogue.getCategory({ body: { ...body, page_size: 1 } })).total

    // One maker chosen: the other facets count that maker's parts; the maker facet stays whole.
    const maker = whole.manufacturers.at(-1)!
    const byMaker = okData(
      await t.api.catalogue.getCategoryFilter({ body: { category_id: chip, manufacturer_ids: [maker.id] } }),
    )
    expect(byMaker.counts_exact).toBe(true)
    expect(byMaker.manufacturers).toEqual(whole.manufacturers)
    const emptied = byMaker.packages.filter((p) => p.count === 0)
    expect(emptied.length, 'packages this maker does not make in this category count 0').toBeGreaterThan(0)
    for (const p of [...byMaker.packages.filter((p) => p.count > 0).slice(0, 3), emptied[0]!])
      expect(await total({ category_id: chip, manufacturer_ids: [maker.id], packages: [p.value] }), p.value).toBe(
        p.count,
      )
    expect(byMaker.in_stock).toBe(await total({ category_id: chip, manufacturer_ids: [maker.id], in_stock: true }))
    expect(byMaker.rohs).toBe(await total({ category_id: chip, manufacturer_ids: [maker.id], rohs: true }))

    // A parameter value and RoHS chosen: each parameter counts under the other filters.
    const tolerance = whole.filters.find((f) => f.name === 'Tolerance')!
    const value = tolerance.values[0]!.value
    const chosen = { category_id: chip, rohs: true, params: [{ param_id: tolerance.param_id, values: [value] }] }
    const byValue = okData(await t.api.catalogue.getCategoryFilter({ body: chosen }))
    const otherValue = byValue.filters.find((f) => f.param_id === tolerance.param_id)!.values[1]!
    expect(otherValue.count).toBe(
      await total({ ...chosen, params: [{ param_id: tolerance.param_id, values: [otherValue.value] }] }),
    )
    const power = byValue.filters.find((f) => f.param_id !== tolerance.param_id && !f.numeric)!
    for (const v of power.values.slice(0, 3))
      expect(
        await total({ ...chosen, params: [...chosen.params, { param_id: power.param_id, values: [v.value] }] }),
      ).toBe(v.count)
    const maker2 = byValue.manufacturers[0]!
    expect(maker2.count).toBe(await total({ ...chosen, manufacturer_ids: [maker2.id] }))
  })

  test('numeric ranges: offered numbers have no float artefacts, and a clean number finds the parts stored with one', async () => {
    const chip = await categoryIdOf('Chip Resistor - Surface Mount')
    const filters = okData(await t.api.catalogue.getCategoryFilter({ body: { category_id: chip } }))
    const resistance = filters.filters.find((f) => f.name === 'Resistance')!
    for (const v of resistance.values) expect(String(v.num), v.value).toBe(String(Number(v.num!.toPrecision(12))))
    // A value stored as a float product (510 Ω as 509.99999999999994), offered as the clean number.
    const stored = await all<{ value: string; num: number }>(
      `SELECT DISTINCT pp.value, pp.num FROM part_params pp JOIN parts p ON p.id = pp.part_id
       WHERE p.category_id = ${chip} AND pp.param_id = ${resistance.param_id} AND pp.num IS NOT NULL`,
    )
    const offered = resistance.values.filter((v) =>
      stored.some((s) => s.value === v.value && Number(s.num) !== v.num && v.count > 0),
    )
    expect(offered.length, 'the demo catalogue stores some values with float artefacts').toBeGreaterThan(0)
    const total = async (range: { min?: number; max?: number }) =>
      okData(
        await t.api.catalogue.getCategory({
          body: { category_id: chip, params: [{ param_id: resistance.param_id, ...range }], page_size: 1 },
        }),
      ).total
    for (const v of offered.slice(0, 3)) {
      expect(await total({ min: v.num!, max: v.num! }), `from ${v.value} to ${v.value}`).toBe(v.count)
      const above = await total({ min: v.num! })
      expect(above - (await total({ min: v.num! * 1.000001 })), `from ${v.value} keeps ${v.value}`).toBe(v.count)
      // The counts under a range count the same way as the listing.
      const counted = okData(
        await t.api.catalogue.getCategoryFilter({
          body: {
            category_id: chip,
            rohs: true,
            params: [{ param_id: resistance.param_id, min: v.num!, max: v.num! }],
          },
        }),
      )
      expect(counted.rohs, `RoHS parts of ${v.value}`).toBe(
        okData(
          await t.api.catalogue.getCategory({
            body: {
              category_id: chip,
              rohs: true,
              params: [{ param_id: resistance.param_id, values: [v.value] }],
              page_size: 1,
            },
          }),
        ).total,
      )
    }
  })

  /** The first leaf category and maker (of its first ten) for which `fits` holds of the filters under that maker. */
  async function leafAndMaker(fits: (f: z.infer<typeof CategoryFilterData>) => boolean) {
    const tree = okData(await t.api.catalogue.categoryTree())
    const leaves = tree.flatMap((a) =>
      (a.children.length ? a.children : [a]).flatMap((b) => (b.children.length ? b.children : [b])),
    )
    for (const leaf of leaves.filter((l) => l.part_count > 20)) {
      const whole = okData(await t.api.catalogue.getCategoryFilter({ body: { category_id: leaf.id } }))
      for (const maker of whole.manufacturers.slice(0, 10)) {
        const f = okData(
          await t.api.catalogue.getCategoryFilter({ body: { category_id: leaf.id, manufacturer_ids: [maker.id] } }),
        )
        if (fits(f)) return { category: leaf.id, maker: maker.id, filter: f }
      }
    }
    throw new Error('no category and maker fit')
  }

  test('category page: an availability choice that gives no parts is left out unless checked', async () => {
    const { category, maker, filter } = await leafAndMaker((f) => f.in_stock === 0 || f.rohs === 0)
    const [name, count] = filter.rohs === 0 ? ['rohs', filter.in_stock] : ['stock', filter.rohs]
    const other = name === 'rohs' ? 'stock' : 'rohs'
    const html = await (await t.request(`/category/${category}?mfr=${maker}`)).text()
    expect(html, `${name}: 0 parts with maker ${maker}`).not.toContain(`name="${name}"`)
    if (count > 0) expect(html).toContain(`name="${other}"`)
    const checked = await (await t.request(`/category/${category}?mfr=${maker}&${name}=1`)).text()
    expect(checked, 'checked, it stays to be unchecked').toMatch(
      new RegExp(`<input type="checkbox" name="${name}" checked=""`),
    )
  })

  test('category page: a range offers the values that give parts under the other filters, and keeps the chosen one', async () => {
    const ranged = (f: z.infer<typeof CategoryFilterData>) =>
      f.filters.find(
        (p) =>
          p.numeric && p.values.length > 8 && p.values.some((v) => v.count === 0) && p.values.some((v) => v.count > 0),
      )
    const { category, maker, filter } = await leafAndMaker((f) => !!ranged(f))
    const param = ranged(filter)!
    const options = (html: string, end: string) =>
      [
        ...new RegExp(`<select name="${end}${param.param_id}"[^>]*>(.*?)</select>`, 's')
          .exec(html)![1]!
          .matchAll(/<option[^>]*value="([^"]*)"/g),
      ]
        .map((m) => m[1])
        .filter((v) => v !== '')
    const html = await (await t.request(`/category/${category}?mfr=${maker}`)).text()
    const giving = param.values.filter((v) => v.count > 0).map((v) => String(v.num))
    expect(options(html, 'min')).toEqual(giving)
    expect(options(html, 'max')).toEqual(giving)
    const none = param.values.find((v) => v.count === 0)!
    const chosen = await (await t.request(`/category/${category}?mfr=${maker}&min${param.param_id}=${none.num}`)).text()
    expect(options(chosen, 'min'), 'the chosen end stays, though it gives no parts').toContain(String(none.num))
    expect(chosen).toContain(`<option value="${none.num}" selected="">`)
  })

  test('getCategoryFilter: an unknown category → 404; a bad body → 400', async () => {
    const missing = errorOf(await de().catalogue.getCategoryFilter({ body: { category_id: 999_999 } }), 404)
    expect(missing.message).toBe(message('de', 'catalogue.categoryNotFound'))
    errorOf(await t.api.catalogue.getCategoryFilter({ body: { category_id: 'x' as unknown as number } }), 400)
    errorOf(await t.api.catalogue.getCategoryFilter({ body: {} as { category_id: number } }), 400)
  })

  test('POST /api/index/getCategory: parts of the category and below, paginated', async () => {
    const resistors = await categoryIdOf('Resistors')
    const first = okData(await t.api.catalogue.getCategory({ body: { category_id: resistors, page_size: 10 } }))
    const [{ n }] = (await all<{ n: number }>(`SELECT part_count AS n FROM categories WHERE id = ${resistors}`)) as [
      { n: number },
    ]
    expect(first.total).toBe(n)
    expect(first.total_capped).toBe(false)
    expect(first.list).toHaveLength(10)
    expect(first.category.children.length).toBeGreaterThan(0)
    const second = okData(
      await t.api.catalogue.getCategory({ body: { category_id: resistors, page: 2, page_size: 10 } }),
    )
    expect(second.list.map((p) => p.part_id)).not.toEqual(expect.arrayContaining([first.list[0]!.part_id]))
    const byNumber = okData(
      await t.api.catalogue.getCategory({ body: { category_id: resistors, sort: 'part_number', page_size: 20 } }),
    )
    const numbers = byNumber.list.map((p) => p.part_number.toUpperCase().replace(/[^A-Z0-9]/g, ''))
    expect(numbers).toEqual([...numbers].sort())
  })

  test('getCategory: a parameter value, a numeric range, manufacturers, packages, stock and RoHS', async () => {
    const chip = await categoryIdOf('Chip Resistor - Surface Mount')
    const filters = okData(await t.api.catalogue.getCategoryFilter({ body: { category_id: chip } }))
    const resistance = filters.filters.find((f) => f.name === 'Resistance')!
    const value = resistance.values.find((v) => v.count >= 2)!
    const byValue = okData(
      await t.api.catalogue.getCategory({
        body: { category_id: chip, params: [{ param_id: resistance.param_id, values: [value.value] }], page_size: 100 },
      }),
    )
    expect(byValue.total).toBe(value.count)
    const detail = okData(await t.api.catalogue.goodsDetail({ query: { goods_id: byValue.list[0]!.goods_id } }))
    expect(detail.parameters).toContainEqual({ name: 'Resistance', value: value.value, derived: false })

    const range = okData(
      await t.api.catalogue.getCategory({
        body: {
          category_id: chip,
          params: [{ param_id: resistance.param_id, min: 1000, max: 10_000 }],
          page_size: 100,
        },
      }),
    )
    const [{ inRange }] = (await all<{ inRange: number }>(
      `SELECT count(*) AS inRange FROM part_params pp JOIN parts p ON p.id = pp.part_id
       WHERE p.category_id = ${chip} AND pp.param_id = ${resistance.param_id} AND pp.num BETWEEN 1000 AND 10000`,
    )) as [{ inRange: number }]
    expect(inRange).toBeGreaterThan(0)
    expect(range.total).toBe(inRange)
    const reversed = okData(
      await t.api.catalogue.getCategory({
        body: { category_id: chip, params: [{ param_id: resistance.param_id, min: 10_000, max: 1000 }], page_size: 1 },
      }),
    )
    expect(reversed.total, 'a range typed the wrong way round').toBe(inRange)
    for (const p of range.list.slice(0, 3)) {
      const d = okData(await t.api.catalogue.goodsDetail({ query: { goods_id: p.goods_id } }))
      expect(d.parameters.find((x) => x.name === 'Resistance')!.value).toMatch(/^(\d+(\.\d+)? kΩ|1000 Ω)$/)
    }

    const maker = filters.manufacturers[0]!
    const pkg = filters.packages[0]!
    const narrow = okData(
      await t.api.catalogue.getCategory({
        body: {
          category_id: chip,
          manufacturer_ids: [maker.id],
          packages: [pkg.value],
          in_stock: true,
          rohs: true,
          page_size: 100,
        },
      }),
    )
    for (const p of narrow.list) {
      expect(p.manufacturer_id).toBe(maker.id)
      expect(p.package).toBe(pkg.value)
      expect(p.stock_total).toBeGreaterThan(0)
      expect(p.rohs).toBe(true)
    }
    const byMaker = okData(
      await t.api.catalogue.getCategory({ body: { category_id: chip, manufacturer_ids: [maker.id] } }),
    )
    expect(byMaker.total).toBe(maker.count)
  })

  test('getCategory: a quote in a filter value is data, not SQL', async () => {
    const chip = await categoryIdOf('Chip Resistor - Surface Mount')
    const data = okData(
      await t.api.catalogue.getCategory({
        body: { category_id: chip, packages: ["0603' OR '1'='1", '0402"; DROP TABLE parts; --'] },
      }),
    )
    expect(data.total).toBe(0)
  })

  test('getCategory: unknown category → 404; bad paging or too many filters → 400', async () => {
    errorOf(await t.api.catalogue.getCategory({ body: { category_id: 999_999 } }), 404)
    errorOf(await t.api.catalogue.getCategory({ body: { category_id: 1, page_size: 1000 } }), 400)
    errorOf(
      await t.api.catalogue.getCategory({
        body: { category_id: 1, params: Array.from({ length: 21 }, (_, i) => ({ param_id: i + 1, values: ['x'] })) },
      }),
      400,
    )
    errorOf(await t.api.catalogue.getCategory({ body: { category_id: 1, sort: 'cheapest' as 'default' } }), 400)
  })

  test('an entry of a filter list that is not valid: the message names the list, not its position', async () => {
    const bad = errorOf(await de().catalogue.getCategory({ body: { category_id: 1, manufacturer_ids: [0] } }), 400)
    expect(bad.message).toBe(message('de', 'validation.invalid', { field: message('de', 'fields.manufacturer_ids') }))
    const value = errorOf(
      await de().catalogue.getCategory({
        body: { category_id: 1, params: [{ param_id: 1, values: [1 as unknown as string] }] },
      }),
      400,
    )
    expect(value.message).toBe(message('de', 'validation.invalid', { field: message('de', 'fields.values') }))
  })
})

describe('GET /api/index/productNav (A–Z index)', () => {
  test('part numbers by first character, sorted, paginated', async () => {
    const data = okData(await t.api.catalogue.productNav({ query: { letter: 'L', page_size: 50 } }))
    expect(data.letter).toBe('l')
    expect(data.total).toBeGreaterThan(50)
    expect(data.list).toHaveLength(50)
    const norms = data.list.map((i) => i.part_number.toUpperCase().replace(/[^A-Z0-9]/g, ''))
    for (const n of norms) expect(n).toMatch(/^L/)
    expect(norms).toEqual([...norms].sort())
    const digits = okData(await t.api.catalogue.productNav({ query: { letter: '1' } }))
    for (const i of digits.list) expect(i.part_number.replace(/[^A-Za-z0-9]/g, '')).toMatch(/^1/)
    const other = okData(await t.api.catalogue.productNav({ query: { letter: 'other' } }))
    expect(other.total).toBe(other.list.length)
    const far = okData(await t.api.catalogue.productNav({ query: { letter: 'l', page: 9999 } }))
    expect(far.list).toEqual([])
  })

  test('a bad letter or page → 400', async () => {
    errorOf(await t.api.catalogue.productNav({ query: { letter: 'ab' } }), 400)
    errorOf(await t.api.catalogue.productNav({ query: {} as { letter: string } }), 400)
    errorOf(await t.api.catalogue.productNav({ query: { letter: 'a', page: 0 } }), 400)
    errorOf(await t.api.catalogue.productNav({ query: { letter: 'a', page_size: 201 } }), 400)
  })
})

describe('manufacturers', () => {
  test('GET /api/manufacturers: by name, with part counts; by letter; by name or alias', async () => {
    const data = okData(await t.api.catalogue.manufacturers({ query: { page_size: 200 } }))
    expect(data.total).toBeGreaterThan(100)
    const names = data.list.map((m) => m.name.toLowerCase())
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en', { sensitivity: 'base' })))
    for (const m of data.list) expect(m.part_count).toBeGreaterThan(0)
    const t_ = okData(await t.api.catalogue.manufacturers({ query: { letter: 't', page_size: 200 } }))
    for (const m of t_.list) expect(m.name.charAt(0).toLowerCase()).toBe('t')
    expect(t_.list.map((m) => m.name)).toContain('Texas Instruments')
    const fairchild = okData(await t.api.catalogue.manufacturers({ query: { keyword: 'Fairchild' } }))
    expect(fairchild.list.map((m) => m.name)).toEqual(['onsemi'])
    errorOf(await t.api.catalogue.manufacturers({ query: { page_size: 201 } }), 400)
  })

  test('GET /api/manufacturers?keyword: the maker it names first (ti, st), then names that start with it', async () => {
    const ti = okData(await t.api.catalogue.manufacturers({ query: { keyword: 'ti', page_size: 5 } }))
    expect(ti.total).toBeGreaterThan(5)
    expect(ti.list[0]!.name).toBe('Texas Instruments')
    const st = okData(await t.api.catalogue.manufacturers({ query: { keyword: 'ST', page_size: 5 } }))
    expect(st.list[0]!.name).toBe('STMicroelectronics')
    const ana = okData(await t.api.catalogue.manufacturers({ query: { keyword: 'ana', page_size: 50 } }))
    const starts = ana.list.map((m) => m.name.toLowerCase().startsWith('ana'))
    expect(starts).toEqual([...starts].sort((a, b) => Number(b) - Number(a)))
    expect(starts[0]).toBe(true)
  })

  test('GET /api/manufacturers/{id}: description, aliases, main categories, parts', async () => {
    const [{ id }] = (await all<{ id: number }>("SELECT id FROM manufacturers WHERE name = 'onsemi'")) as [
      { id: number },
    ]
    const m = okData(await t.api.catalogue.manufacturer({ params: { id }, query: { page_size: 5 } }))
    expect(m.name).toBe('onsemi')
    expect(m.description).toMatch(/Fairchild/)
    expect(m.aliases).toEqual(expect.arrayContaining(['ON Semiconductor', 'Fairchild Semiconductor']))
    expect(m.categories.length).toBeGreaterThan(0)
    expect(m.parts.total).toBe(m.part_count)
    expect(m.parts.list).toHaveLength(5)
    for (const p of m.parts.list) expect(p.manufacturer_id).toBe(id)
  })

  test('an unknown manufacturer → 404; a bad id → 400', async () => {
    const e = errorOf(await de().catalogue.manufacturer({ params: { id: 999_999 }, query: {} }), 404)
    expect(e.message).toBe(message('de', 'catalogue.manufacturerNotFound'))
    errorOf(await t.api.catalogue.manufacturer({ params: { id: 'abc' as unknown as number }, query: {} }), 400)
  })
})

describe('product page', () => {
  test('GET /api/goods/goodsDetail: every field of the part and the offer, exact money', async () => {
    const id = await goodsIdOf('STM32F407VGT6')
    const d = okData(await t.api.catalogue.goodsDetail({ query: { goods_id: id } }))
    expect(d).toMatchObject({
      goods_id: id,
      goods_page_url: `/productdetail/${id}`,
      part_number: 'STM32F407VGT6',
      manufacturer: 'STMicroelectronics',
      package: 'LQFP-100',
      description: 'IC MCU 32BIT 1MB FLASH 100LQFP',
      lifecycle: 'active',
      canonical_goods_id: id,
    })
    expect(d.datasheet).toMatch(/^https?:\/\/www\.st\.com\//)
    expect(d.date_code).toMatch(/^\d{2}(\d{2}|\+)$/)
    expect(d.category_path.map((c) => c.name)).toEqual(['Integrated Circuits (ICs)', 'Embedded - Microcontrollers'])
    expect(d.cross_references).toContainEqual({ source: 'Digi-Key', code: '497-11605-ND' })
    expect(d.offers.map((o) => o.goods_id)).toContain(id)
    expect(d.factory_lead_time_weeks).toBeGreaterThan(0)
    // Tiers: exact extended prices; the unit price is the MOQ tier's; ext_price = MOQ × unit price.
    expect(d.price_tiers[0]!.qty).toBe(d.moq)
    for (const tier of d.price_tiers) expect(e5(tier.ext_price)).toBe(BigInt(tier.qty) * e5(tier.unit_price))
    expect(d.unit_price).toBe(d.price_tiers[0]!.unit_price)
    expect(e5(d.ext_price)).toBe(BigInt(d.moq) * e5(d.unit_price))
    expect(d.moq % d.multiple).toBe(0)
    // Delivery: from stock, a few days from the test clock's today.
    expect(d.delivery_plan_date >= NOW.slice(0, 10)).toBe(true)
    if (d.stock > 0) expect(d.icons).toContain('in_stock')
    expect(d.icons).toContain('featured')
  })

  test('parameters of an Octopart row, in the request language', async () => {
    const [{ goods_id }] = (await all<{ goods_id: number }>(
      "SELECT goods_id FROM parts WHERE mpn = 'ERJ-3EKF1501V'",
    )) as [{ goods_id: number }]
    const d = okData(await de().catalogue.goodsDetail({ query: { goods_id } }))
    expect(d.parameters).toEqual(
      expect.arrayContaining([
        { name: 'Widerstand', value: '1.5 kΩ', derived: false },
        { name: 'Toleranz', value: '±1%', derived: false },
      ]),
    )
  })

  test('a Digi-Key row without parameters: the ones its description names, marked derived; every part has a picture (issue 21)', async () => {
    const [{ goods_id }] = (await all<{ goods_id: number }>(
      "SELECT goods_id FROM parts WHERE mpn = 'STM32F407VGT6'",
    )) as [{ goods_id: number }]
    const d = okData(await t.api.catalogue.goodsDetail({ query: { goods_id } }))
    expect(d.description).toBe('IC MCU 32BIT 1MB FLASH 100LQFP')
    expect(d.parameters).toEqual([
      { name: 'Type', value: 'Microcontroller', derived: true },
      { name: 'Mounting Type', value: 'Surface Mount', derived: true },
      { name: 'Program Memory Size', value: '1 MB', derived: true },
      { name: 'Core Size', value: '32-bit', derived: true },
    ])
    expect(d.rohs, 'the data says nothing about RoHS: nothing is invented').toBeNull()
    expect(d.picture).toMatch(/^\/assets\/packages\/qfp-[0-9a-f]{8}\.svg$/)
    const found = okData(await t.api.catalogue.search({ query: { keyword: 'lm358' } }))
    expect(found.list.length).toBeGreaterThan(0)
    for (const hit of found.list) expect(hit.picture).toMatch(/^\/assets\/packages\/[a-z0-9]+-[0-9a-f]{8}\.svg$/)
  })

  test('goodsDetail: an unknown offer → 404 localized; a bad id → 400', async () => {
    const e = errorOf(await de().catalogue.goodsDetail({ query: { goods_id: 999_999_999 } }), 404)
    expect(e.message).toBe(message('de', 'catalogue.goodsNotFound'))
    errorOf(await t.api.catalogue.goodsDetail({ query: { goods_id: 'abc' as unknown as number } }), 400)
    errorOf(await t.api.catalogue.goodsDetail({ query: { goods_id: -5 } }), 400)
    errorOf(await t.api.catalogue.goodsDetail({ query: {} as { goods_id: number } }), 400)
  })

  test('GET /api/goods/recommend/{id}: other in-stock parts of the same category', async () => {
    const id = await goodsIdOf('LM358DR')
    const detail = okData(await t.api.catalogue.goodsDetail({ query: { goods_id: id } }))
    const list = okData(await t.api.catalogue.recommend({ params: { id } }))
    expect(list.length).toBeGreaterThan(0)
    expect(list.length).toBeLessThanOrEqual(10)
    for (const g of list) {
      expect(g.part_id).not.toBe(detail.part_id)
      expect(g.stock).toBeGreaterThan(0)
    }
    errorOf(await t.api.catalogue.recommend({ params: { id: 999_999_999 } }), 404)
  })

  test('GET /api/goods/relatedBlogs/{id}: news linked to the category chain, in the request language', async () => {
    const id = await goodsIdOf('LM358DR')
    const en = okData(await t.api.catalogue.relatedBlogs({ params: { id } }))
    const german = okData(await de().catalogue.relatedBlogs({ params: { id } }))
    expect(en.length).toBeGreaterThan(0)
    expect(en.length).toBeLessThanOrEqual(5)
    expect(german.map((b) => b.id)).toEqual(en.map((b) => b.id))
    const news = okData(await t.api.content.newsDetail({ params: { id: en[0]!.id } }))
    expect(en[0]!.title).toBe(news.title)
    errorOf(await t.api.catalogue.relatedBlogs({ params: { id: 999_999_999 } }), 404)
  })

  test('GET /api/goods/relevantPdf/{id}: the datasheet first, with its host; other documents after', async () => {
    const stm = okData(await t.api.catalogue.relevantPdf({ params: { id: await goodsIdOf('STM32F407VGT6') } }))
    expect(stm[0]).toMatchObject({ kind: 'datasheet', host: 'www.st.com', title: 'STM32F407VGT6 datasheet' })
    const stmDe = okData(await de().catalogue.relevantPdf({ params: { id: await goodsIdOf('STM32F407VGT6') } }))
    expect(stmDe[0]!.title).toBe(message('de', 'datasheet.partDatasheet', { part: 'STM32F407VGT6' }))
    expect(stmDe[0]!.title).not.toMatch(/datasheet/)
    const esp = okData(await t.api.catalogue.relevantPdf({ params: { id: await goodsIdOf('ESP32-WROOM-32') } }))
    expect(esp.map((d) => d.kind)).toEqual(['datasheet', 'user_guide'])
    expect(esp[1]!.host).toBe('www.espressif.com')
    errorOf(await t.api.catalogue.relevantPdf({ params: { id: 999_999_999 } }), 404)
  })
})

describe('GET /api/catalogue/sitemap (extension)', () => {
  test('parts in id ranges: every part once, as its canonical product page', async () => {
    const first = okData(await t.api.catalogue.sitemap({ query: { type: 'parts', per_file: 1000 } }))
    expect(first.files).toBe(Math.ceil(PARTS / 1000))
    const seen = new Set<number>()
    for (let file = 1; file <= first.files; file++) {
      const page = okData(await t.api.catalogue.sitemap({ query: { type: 'parts', file, per_file: 1000 } }))
      expect(page.list.length).toBeLessThanOrEqual(1000)
      for (const e of page.list) seen.add(e.id)
    }
    expect(seen.size).toBe(PARTS)
    const [{ n }] = (await all<{ n: number }>('SELECT count(DISTINCT goods_id) AS n FROM parts')) as [{ n: number }]
    expect(n).toBe(PARTS)
  })

  test('categories and manufacturers; bad type or size → 400', async () => {
    const cats = okData(await t.api.catalogue.sitemap({ query: { type: 'categories' } }))
    expect(cats.files).toBe(1)
    expect(cats.list.length).toBe(okData(await t.api.catalogue.categoryStat()).categories)
    const ms = okData(await t.api.catalogue.sitemap({ query: { type: 'manufacturers' } }))
    expect(ms.list.length).toBe(okData(await t.api.catalogue.manufacturers({ query: { page_size: 200 } })).total)
    errorOf(await t.api.catalogue.sitemap({ query: { type: 'news' as 'parts' } }), 400)
    errorOf(await t.api.catalogue.sitemap({ query: { type: 'parts', per_file: 50_001 } }), 400)
  })
})

describe('list pages past their last page', () => {
  test('go to the last page with the same filters and language (302), not to an empty list', async () => {
    const [top] = await all<{ id: number; n: number }>(
      'SELECT category_id AS id, count(*) AS n FROM parts GROUP BY category_id ORDER BY n DESC LIMIT 1',
    )
    const listing = okData(
      await t.api.catalogue.getCategory({ body: { category_id: top!.id, page: 1, page_size: 20 } }),
    )
    const last = Math.ceil(listing.total / 20)
    expect(last, 'a category with several pages').toBeGreaterThan(1)
    const res = await t.request(`/de/category/${top!.id}?stock=1&page=99999`)
    expect(res.status).toBe(302)
    const location = new URL(res.headers.get('location')!, 'http://localhost')
    expect(location.pathname).toBe(`/de/category/${top!.id}`)
    expect(location.searchParams.get('stock')).toBe('1')
    const inStock = okData(
      await t.api.catalogue.getCategory({ body: { category_id: top!.id, in_stock: true, page: 1, page_size: 20 } }),
    )
    expect(location.searchParams.get('page')).toBe(String(Math.ceil(inStock.total / 20)))
    expect((await t.request(location.pathname + location.search)).status).toBe(200)

    // A search whose results fit on one page: its first page, without a page number.
    const search = await t.request('/s?wd=lm358&page=500')
    expect(search.status).toBe(302)
    expect(search.headers.get('location')).toBe('/s?wd=lm358')
    // A page that exists is served as it is.
    expect((await t.request(`/category/${top!.id}?page=${last}`)).status).toBe(200)
  })
})
