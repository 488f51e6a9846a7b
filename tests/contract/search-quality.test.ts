/**
 * Search quality (issue 3, "Done when"): real part numbers of the shared data found in one search
 * each, however they are typed — case, spaces, dashes, dots, full-width characters, packaging and
 * ordering suffixes, another distributor's code, a manufacturer's short name — among 20,000 parts;
 * keywords over descriptions and categories; and input that must never break a query.
 */
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { errorOf, okData, startTestApp, type TestApp } from '../support/test-app'
import { message } from '../support/text'

let t: TestApp
beforeAll(async () => {
  t = await startTestApp({ catalogueParts: 20_000 })
}, 60_000)
afterAll(() => t?.close())

const search = async (keyword: string, query: Record<string, unknown> = {}) =>
  okData(await t.api.catalogue.search({ query: { keyword, page_size: 10, ...query } }))
const suggest = async (keyword: string) => okData(await t.api.catalogue.searchOption({ query: { keyword } }))
const norm = (s: string) => s.toUpperCase().replace(/[^A-Z0-9]/g, '')
/** A part's parameter, by key: [value as shown, number]. */
async function paramOf(partId: number, key: string) {
  const [row] = await t.db.all<{ value: string; num: number | null }>(
    sql`SELECT v.value, v.num FROM part_params v JOIN params k ON k.id = v.param_id WHERE v.part_id = ${partId} AND k.key = ${key}`,
  )
  return row ? { value: row.value, num: row.num === null ? null : Number(row.num) } : null
}
const near = (a: number | null | undefined, b: number) => a != null && Math.abs(a - b) <= b * 1e-6

describe('part numbers, however they are typed', () => {
  test.each([
    ['STM32F407VGT6', 'STM32F407VGT6', 'exact'],
    ['stm32f407vgt6', 'STM32F407VGT6', 'exact'],
    ['lm358dr', 'LM358DR', 'exact'],
    ['LM358-DR', 'LM358DR', 'exact'],
    ['lm 358 dr', 'LM358DR', 'exact'],
    ['LM358.DR', 'LM358DR', 'exact'],
    ['ＬＭ３５８ＤＲ', 'LM358DR', 'exact'],
    ['  LM358DR\t', 'LM358DR', 'exact'],
    ['mcp73831t-2aci/ot', 'MCP73831T-2ACI/OT', 'exact'],
    ['LM1117MPX-3.3/NOPB', 'LM1117MPX-3.3/NOPB', 'exact'],
  ])('%s → %s first (%s)', async (keyword, mpn, match) => {
    const data = await search(keyword)
    expect(data.list[0]).toMatchObject({ part_number: mpn, match })
  })

  test('a partial number finds the part on the first page: stm32f407', async () => {
    const data = await search('stm32f407')
    expect(data.list.map((h) => h.part_number)).toContain('STM32F407VGT6')
    for (const h of data.list.filter((x) => x.match === 'prefix')) expect(norm(h.part_number)).toMatch(/^STM32F407/)
  })

  test('completions rank shorter numbers first: LM358', async () => {
    const data = await search('LM358', { page_size: 20 })
    const prefix = data.list.filter((h) => h.match === 'prefix')
    expect(prefix.length).toBeGreaterThan(3)
    const lengths = prefix.filter((h) => h.stock_total > 0).map((h) => norm(h.part_number).length)
    expect(lengths).toEqual([...lengths].sort((a, b) => a - b))
  })

  test('a substring anywhere in the number (FTS5 trigram): 358DR', async () => {
    const data = await search('358DR', { page_size: 50 })
    expect(data.list.map((h) => h.part_number)).toEqual(expect.arrayContaining(['LM358DR']))
    for (const h of data.list) expect(norm(h.part_number)).toContain('358DR')
  })
})

describe('packaging and ordering suffixes find the base part', () => {
  test.each([
    ['LM358DR#PBF', 'LM358DR'],
    ['LM358DR/TR', 'LM358DR'],
    ['LM358DR-TR', 'LM358DR'],
    ['LM358DR#TRPBF', 'LM358DR'],
    ['STM32F407VGT6TR', 'STM32F407VGT6'],
    ['STM32F407VGT6-TR', 'STM32F407VGT6'],
    ['DS18B20+T', 'DS18B20+'],
    ['ATMEGA328P-AU#PBF', 'ATMEGA328P-AU'],
    ['BSS138LT1G/REEL', 'BSS138LT1G'],
    ['1N4148W-7-F+T', '1N4148W-7-F'],
    ['LM358PE4', 'LM358P'],
    ['LM358DRE4', 'LM358DR'],
    ['LM358DRG4', 'LM358DR'],
  ])('%s → %s first', async (keyword, mpn) => {
    const data = await search(keyword)
    expect(data.list[0]!.part_number).toBe(mpn)
    expect(['exact', 'base']).toContain(data.list[0]!.match)
  })

  test('a reel letter: LM358DR without its R still ranks the tube and reel versions first', async () => {
    const data = await search('LM358D')
    expect(data.list.slice(0, 3).map((h) => h.part_number)).toContain('LM358DR')
  })

  test('a T1G suffix: 2N7002LT1G is found as typed and from 2N7002L', async () => {
    expect((await search('2N7002LT1G')).list[0]!.part_number).toBe('2N7002LT1G')
    expect((await search('2N7002L')).list.map((h) => h.part_number)).toContain('2N7002LT1G')
  })

  test('suggestions know suffixes too', async () => {
    expect((await suggest('LM358DR#PBF')).map((s) => s.part_number)).toContain('LM358DR')
  })
})

describe("another distributor's code", () => {
  test.each([
    ['296-1014-1-ND', 'LM358DR'],
    ['296-1395-5-ND', 'LM358P'],
    ['497-11605-ND', 'STM32F407VGT6'],
    ['2961014-1ND', 'LM358DR'],
  ])('Digi-Key %s → %s', async (code, mpn) => {
    const data = await search(code)
    expect(data.list[0]).toMatchObject({ part_number: mpn, match: 'xref' })
    expect(norm(data.list[0]!.matched_code!)).toBe(norm(code))
  })

  test('the same Digi-Key part on other packaging (296-1395-1-ND for -5-ND) finds it', async () => {
    const data = await search('296-1395-1-ND')
    expect(data.list[0]).toMatchObject({ part_number: 'LM358P', match: 'xref', matched_code: '296-1395-5-ND' })
    expect((await suggest('296-1395-1-ND')).map((s) => s.part_number)).toContain('LM358P')
  })

  test('suggestions complete codes: 296-1014', async () => {
    expect((await suggest('296-1014')).map((s) => s.part_number)).toContain('LM358DR')
  })

  test.each(['296-1014', '296-13'])('the search finds what the suggestions complete: %s', async (code) => {
    const suggested = (await suggest(code)).map((s) => s.part_number)
    expect(suggested.length).toBeGreaterThan(0)
    const data = await search(code, { page_size: 50 })
    expect(data.list.map((h) => h.part_number)).toEqual(expect.arrayContaining(suggested))
    for (const h of data.list.filter((x) => x.match === 'prefix' && x.matched_code))
      expect(norm(h.matched_code!)).toMatch(new RegExp(`^${norm(code)}`))
  })
})

describe('manufacturer aliases narrow the search', () => {
  test.each([
    ['TI LM358', 'Texas Instruments'],
    ['LM358 TI', 'Texas Instruments'],
    ['Texas Instruments LM358', 'Texas Instruments'],
    ['ST LM358', 'STMicroelectronics'],
    ['onsemi LM358', 'onsemi'],
    ['ON Semiconductor LM358', 'onsemi'],
    ['Fairchild LM358', 'onsemi'],
  ])('%s → only %s', async (keyword, maker) => {
    const data = await search(keyword, { page_size: 50 })
    expect(data.manufacturer?.name).toBe(maker)
    expect(data.list.length).toBeGreaterThan(0)
    for (const h of data.list) expect(h.manufacturer).toBe(maker)
    for (const h of data.list) expect(norm(h.part_number)).toContain('LM358')
  })

  test('a manufacturer alone lists its parts', async () => {
    const data = await search('Fairchild', { page_size: 50 })
    expect(data.manufacturer?.name).toBe('onsemi')
    expect(data.total).toBeGreaterThan(50)
    for (const h of data.list) expect(h).toMatchObject({ manufacturer: 'onsemi', match: 'manufacturer' })
  })

  test.each(['TI LM358', 'onsemi 1N4148', 'TI'])(
    "%s: choosing the named maker's facet keeps its count of matches",
    async (keyword) => {
      const data = await search(keyword)
      const facet = data.facets.manufacturers[0]!
      expect(facet.name).toBe(data.manufacturer?.name)
      const chosen = await search(keyword, { manufacturer_id: facet.id })
      expect(chosen.total).toBe(facet.count)
      expect(chosen.manufacturer?.id).toBe(facet.id)
    },
  )

  test("a plain word that is also a maker's short name is read as a word: best op amp", async () => {
    const data = await search('best op amp')
    expect(data.manufacturer).toBeNull()
    expect(data.total).toBeGreaterThan(10)
    for (const h of data.list) expect(`${h.description} ${h.category}`).toMatch(/op\s?amp|amplifier/i)
  })

  test('an explicit manufacturer filter wins over a name in the text', async () => {
    const ti = (await search('TI LM358')).list[0]!
    const data = await search('LM358', { manufacturer_id: ti.manufacturer_id })
    for (const h of data.list) expect(h.manufacturer).toBe('Texas Instruments')
  })
})

describe('keywords: description, manufacturer, category', () => {
  test('op amp → operational amplifiers', async () => {
    const data = await search('op amp', { page_size: 20 })
    expect(data.total).toBeGreaterThan(10)
    for (const h of data.list) expect(`${h.description} ${h.category}`).toMatch(/op\s?amp|amplifier/i)
  })

  test('resistor 0603 → 0603 chip resistors (abbreviations of descriptions understood)', async () => {
    const data = await search('resistor 0603', { page_size: 20 })
    expect(data.total).toBeGreaterThan(10)
    for (const h of data.list) {
      expect(h.package).toBe('0603')
      expect(`${h.description} ${h.category}`).toMatch(/RES|resistor/i)
    }
  })

  test.each(['10k resistor 0603', '10kohm 0603', '10 kΩ 0603'])(
    '%s → 10 kΩ chip resistors, however the value is written',
    async (keyword) => {
      const data = await search(keyword, { page_size: 20 })
      expect(data.total).toBeGreaterThan(0)
      expect(data.list.map((h) => h.part_number)).toContain('RC0603FR-0710KL')
      for (const h of data.list) expect(h.description).toMatch(/(^|[^\d.])10\s?k/i)
    },
  )

  test.each(['4.7k resistor', '4k7 resistor', '4.7kohm resistor', '4.7 k resistor'])(
    '%s → 4.7 kΩ resistors: a fraction and R-notation are one value, not 4 and 7k',
    async (keyword) => {
      const data = await search(keyword, { page_size: 50 })
      expect(data.total).toBeGreaterThan(2)
      for (const h of data.list) expect(h.description).toMatch(/(^|[^\d.])(4\.7\s?k|4k7)/i)
    },
  )

  test.each([
    ['4.7k', /(^|[^\d.])(4\.7\s?k|4k7)/i],
    ['4k7', /(^|[^\d.])(4\.7\s?k|4k7)/i],
    ['10k', /(^|[^\d.])10\s?k/i],
    ['2.2k', /(^|[^\d.])(2\.2\s?k|2k2)/i],
    ['100n', /(^|[^\d.])100\s?n/i],
  ])(
    '%s alone: every result has the value (no part number that merely contains 47K or 100N)',
    async (keyword, value) => {
      const data = await search(keyword, { page_size: 50 })
      expect(data.total).toBeGreaterThan(0)
      // A part found by its parameters has the value there (a 10 kΩ potentiometer may not write it).
      for (const h of data.list.filter((x) => x.match !== 'parametric'))
        expect(h.description, h.part_number).toMatch(value)
    },
  )

  test.each([
    ['0.1uF 0603', '100nF 0603'],
    ['.1uF 0603', '100nF 0603'],
    ['10K ohm', '10kohm'],
    ['2.2nF', '2200pF'],
  ])('%s finds what %s finds: one value, however it is written', async (written, other) => {
    const a = await search(written, { page_size: 50 })
    const b = await search(other, { page_size: 50 })
    expect(a.total).toBeGreaterThan(0)
    expect(a.total).toBe(b.total)
  })

  test('10k 0603 → the 10 kΩ 0603 resistors first, by their parameters (issue 30): ERJ-3EKF1002V on page one', async () => {
    const data = await search('10k 0603', { page_size: 20 })
    expect(data.list.map((h) => h.part_number)).toContain('ERJ-3EKF1002V')
    const parametric = data.list.filter((h) => h.match === 'parametric')
    expect(parametric.map((h) => h.part_number)).toContain('ERJ-3EKF1002V')
    // Every parametric hit comes before every other hit, and is a 10 kΩ 0603 resistor.
    expect(data.list.slice(0, parametric.length)).toEqual(parametric)
    for (const h of parametric) {
      expect(h.category, h.part_number).toMatch(/resistor/i)
      expect(near((await paramOf(h.part_id, 'resistance'))?.num, 10_000), h.part_number).toBe(true)
      expect((await paramOf(h.part_id, 'size'))?.value, h.part_number).toBe('0603')
    }
  })

  test.each([
    ['100nF 0402 X7R', /capacitor/i, ['capacitance', 100e-9], 'X7R', '0402'],
    ['1uF 25V', /capacitor/i, ['capacitance', 1e-6], null, null],
    ['4.7k', /resistor/i, ['resistance', 4700], null, null],
    ['10 ohm 1206', /resistor/i, ['resistance', 10], null, '1206'],
  ] as const)(
    '%s → parts with exactly those parameters first, of the category the value names',
    async (keyword, category, [key, value], dielectric, size) => {
      const data = await search(keyword, { page_size: 20 })
      const parametric = data.list.filter((h) => h.match === 'parametric')
      expect(parametric.length, keyword).toBeGreaterThan(1)
      expect(data.list.slice(0, parametric.length)).toEqual(parametric)
      for (const h of parametric) {
        expect(h.category, h.part_number).toMatch(category)
        expect(near((await paramOf(h.part_id, key))?.num, value), h.part_number).toBe(true)
        if (dielectric) expect((await paramOf(h.part_id, 'dielectric'))?.value, h.part_number).toContain(dielectric)
        if (size) expect((await paramOf(h.part_id, 'size'))?.value, h.part_number).toBe(size)
        if (keyword === '1uF 25V') expect((await paramOf(h.part_id, 'voltage_rating'))?.num, h.part_number).toBe(25)
      }
    },
  )

  test('a part number with a value in it is no value query: LM358 10k finds LM358 parts, nothing parametric', async () => {
    const data = await search('LM358 10k', { page_size: 20 })
    expect(data.list.some((h) => h.match === 'parametric')).toBe(false)
  })

  test('2k2 resistor → 2.2 kΩ resistors', async () => {
    const data = await search('2k2 resistor', { page_size: 50 })
    expect(data.total).toBeGreaterThan(0)
    for (const h of data.list) expect(h.description).toMatch(/(^|[^\d.])(2\.2\s?k|2k2)/i)
  })

  test('10uf, 10µf (micro sign) and 10μf (Greek mu) find the same 0805 capacitors, written 10UF or 10 µF', async () => {
    const totals = []
    for (const keyword of ['10uf 0805', '10\u00b5f 0805', '10\u03bcf 0805']) {
      const data = await search(keyword, { page_size: 50 })
      totals.push(data.total)
      for (const h of data.list) expect(h.description).toMatch(/(^|[^\d.])10\s?[uµμ]F/i)
      if (keyword === '10uf 0805') {
        expect(data.list.some((h) => /10UF/.test(h.description))).toBe(true)
        expect(data.list.some((h) => /10 µF/.test(h.description))).toBe(true)
      }
    }
    expect(new Set(totals).size, totals.join(' / ')).toBe(1)
  })

  test('humidity sensor → humidity sensors', async () => {
    const data = await search('humidity sensor')
    expect(data.list.length).toBeGreaterThan(0)
    expect(data.facets.categories[0]!.name).toMatch(/Humidity/)
  })

  test('with filters chosen, the count beside every other choice is what choosing it gives', async () => {
    const all = await search('tvs diode')
    expect(all.total_capped, 'all matches are candidates').toBe(false)
    const maker = all.facets.manufacturers[0]!
    const byMaker = await search('tvs diode', { manufacturer_id: maker.id })
    expect(byMaker.total).toBe(maker.count)
    expect(byMaker.facets.manufacturers, 'the maker facet itself still offers the other makers').toEqual(
      all.facets.manufacturers,
    )
    const packages = byMaker.facets.packages.slice(0, 3)
    expect(packages.length).toBeGreaterThan(0)
    for (const p of packages)
      expect((await search('tvs diode', { manufacturer_id: maker.id, package: p.value })).total, p.value).toBe(p.count)
    expect(byMaker.facets.packages.reduce((n, p) => n + p.count, 0)).toBeLessThanOrEqual(byMaker.total)
    expect(byMaker.facets.in_stock).toBe(
      (await search('tvs diode', { manufacturer_id: maker.id, in_stock: true })).total,
    )
    const pkg = packages[0]!.value
    const both = await search('tvs diode', { manufacturer_id: maker.id, package: pkg })
    for (const m of both.facets.manufacturers.slice(0, 3))
      expect((await search('tvs diode', { manufacturer_id: m.id, package: pkg })).total, m.name).toBe(m.count)
    for (const c of both.facets.categories.slice(0, 2))
      expect((await search('tvs diode', { manufacturer_id: maker.id, package: pkg, category_id: c.id })).total).toBe(
        c.count,
      )
  })

  test('a filter finds every match it has, not only those among the first candidates of the text', async () => {
    const all = await search('mosfet')
    expect(all.total_capped, 'more matches than candidates').toBe(true)
    const maker = all.facets.manufacturers[0]!
    const byMaker = await search('mosfet', { manufacturer_id: maker.id, page_size: 50 })
    const [{ n }] = (await t.db.all<{ n: number }>(
      sql`SELECT count(*) AS n FROM part_text_fts f JOIN parts p ON p.id = f.rowid
          WHERE part_text_fts MATCH 'mosfet' AND p.manufacturer_id = ${maker.id}`,
    )) as [{ n: number }]
    expect(n, "the maker's mosfets").toBeGreaterThan(maker.count)
    expect(byMaker.total).toBe(Math.min(n, 400))
    for (const h of byMaker.list) expect(h.manufacturer_id).toBe(maker.id)
    expect(
      byMaker.facets.manufacturers.find((m) => m.id === maker.id)!.count,
      'the chosen maker counts its results',
    ).toBe(byMaker.total)
    const none = await search('mosfet', { manufacturer_id: maker.id, package: 'NO-SUCH-PACKAGE' })
    expect(none).toMatchObject({ total: 0, total_capped: false, list: [] })
  })

  test('with two filters on a query with more matches than candidates, every other choice counts what choosing it gives', async () => {
    const all = await search('mosfet')
    expect(all.total_capped).toBe(true)
    const maker = all.facets.manufacturers[0]!
    // A package whose own draw is complete (not capped at the keyword candidates): the makers' counts
    // under it are then exact. Since the package facet gathers spellings (SOT-23-3 = SOT-23), the
    // most common one holds more mosfets than the candidates.
    let pkg = ''
    for (const p of (await search('mosfet', { manufacturer_id: maker.id })).facets.packages)
      if (!(await search('mosfet', { package: p.value })).total_capped) {
        pkg = p.value
        break
      }
    expect(pkg).not.toBe('')
    const both = await search('mosfet', { manufacturer_id: maker.id, package: pkg })
    expect(both.total).toBeGreaterThan(0)
    for (const m of both.facets.manufacturers.slice(0, 4))
      expect((await search('mosfet', { manufacturer_id: m.id, package: pkg })).total, m.name).toBe(m.count)
    for (const p of both.facets.packages.slice(0, 4))
      expect((await search('mosfet', { manufacturer_id: maker.id, package: p.value })).total, p.value).toBe(p.count)
    expect(both.facets.in_stock).toBe(
      (await search('mosfet', { manufacturer_id: maker.id, package: pkg, in_stock: true })).total,
    )
  })

  test('facets describe the matches', async () => {
    const data = await search('mosfet', { page_size: 50 })
    const inStock = data.facets.in_stock
    expect(inStock).toBeGreaterThan(0)
    expect(inStock).toBeLessThanOrEqual(data.total)
    expect(data.facets.categories.reduce((s, c) => s + c.count, 0)).toBeLessThanOrEqual(data.total)
  })
})

describe('nothing a user types breaks a query', () => {
  const hostile = [
    '"',
    '""',
    "'",
    "' OR 1=1 --",
    'LM358" OR "1"="1',
    '*',
    'LM*',
    'AND',
    'OR NOT AND',
    'NEAR(LM358 DR, 2)',
    'mpn:LM358',
    '{mpn description}: LM358',
    '^LM358',
    '-LM358',
    '+',
    '%',
    '%%%%',
    '_',
    'LM3_8',
    '\\',
    '\\x00',
    'LM\u0000358',
    '\u200b\u200e\u202e',
    'LM358\u200b',
    '😀',
    '😀😀😀',
    '🔥LM358🔥',
    '<script>alert(1)</script>',
    '../../etc/passwd',
    'Ω µ ± °',
    'Ünïcödé',
    '中文 电阻',
    'резистор',
    'مقاومة',
    '💩'.repeat(50),
    'A'.repeat(200),
    '9'.repeat(200),
    'LM358 '.repeat(33),
    '"'.repeat(200),
  ]

  test.each(hostile.map((h) => [JSON.stringify(h).slice(0, 40), h]))(
    '%s: search and suggestions answer 200 or 400',
    async (_, keyword) => {
      for (const call of [
        () => t.api.catalogue.search({ query: { keyword } }),
        () => t.api.catalogue.searchOption({ query: { keyword } }),
      ]) {
        const res = await call()
        expect([200, 400]).toContain(res.status)
        if (res.status === 400) expect((res.body as { message: string }).message).not.toBe('')
      }
    },
  )

  test.each(['%ED%A0%80', '%FF%FE', '%', '%E0%A4%A', '%00', 'LM358%00DR'])(
    'malformed or odd percent-encoding ?keyword=%s → 200 or 400',
    async (raw) => {
      for (const path of ['/api/index/search', '/api/index/searchOption']) {
        const res = await t.request(`${path}?keyword=${raw}`)
        expect([200, 400]).toContain(res.status)
        expect(res.headers.get('content-type')).toMatch(/json/)
      }
    },
  )

  test('LIKE wildcards are not wildcards: % and _ match nothing', async () => {
    expect((await search('%%')).list).toEqual([])
    expect(await suggest('%')).toEqual([])
    expect(await suggest('_')).toEqual([])
  })

  test('10,000 characters → 400 with a localized message, never a 500', async () => {
    const long = 'LM358'.repeat(2000)
    const e = errorOf(await t.client({ lang: 'fr' }).catalogue.search({ query: { keyword: long } }), 400)
    expect(e.message).toBe(message('fr', 'validation.tooLong', { field: message('fr', 'fields.keyword'), max: 200 }))
    errorOf(await t.api.catalogue.searchOption({ query: { keyword: long } }), 400)
    const raw = await t.request(`/api/index/search?keyword=${encodeURIComponent('"'.repeat(10_000))}`)
    expect(raw.status).toBe(400)
  })

  test('the search page with 10,000 characters: it goes to the first 200, shows them and says so', async () => {
    const long = 'LM358'.repeat(2000)
    const res = await t.request(`/de/s?wd=${encodeURIComponent(long)}&stock=1&page=3`)
    expect(res.status).toBe(302)
    const location = res.headers.get('location') ?? ''
    const to = new URL(location, 'http://x')
    expect(to.pathname).toBe('/de/s')
    expect(to.searchParams.get('wd')).toBe('LM358'.repeat(40))
    expect(to.searchParams.get('stock')).toBe('1')
    expect(to.searchParams.get('page')).toBeNull()
    const page = await t.request(location)
    expect(page.status).toBe(200)
    const html = await page.text()
    expect(html).toContain(message('de', 'search.shortened', { max: '200' }))
    const heading = /<h1>([^<]*)<\/h1>/.exec(html)?.[1] ?? ''
    expect(heading).toContain('LM358'.repeat(40))
    expect(heading).not.toContain('LM358'.repeat(41))
    // Nothing on the page carries the long text: the language menu links to the shortened search.
    expect(html).not.toContain('LM358'.repeat(41))
    // A search within the limit says nothing of the kind.
    const short = await (await t.request(`/de/s?wd=${encodeURIComponent('LM358'.repeat(40))}`)).text()
    expect(short).not.toContain(message('de', 'search.shortened', { max: '200' }))
  })

  test('the search page offers no filter that would show nothing', async () => {
    const none = await (await t.request('/s?wd=QQQZZZ9999XYZ')).text()
    expect(none).not.toContain('data-testid="facet-stock"')
    const some = await (await t.request('/s?wd=LM358')).text()
    expect(some).toContain('data-testid="facet-manufacturer"')
    // Every offered choice has parts behind it.
    expect([...some.matchAll(/<span class="count">([^<]*)<\/span>/g)].map((m) => m[1])).not.toContain('0')
  })

  test('emoji only: an empty result, not an error', async () => {
    expect((await search('😀😀')).list).toEqual([])
  })

  test('one character → 400 "Less than two words" in the request language', async () => {
    for (const lang of ['en', 'zh', 'ar']) {
      const e = errorOf(await t.client({ lang }).catalogue.search({ query: { keyword: 'L' } }), 400)
      expect(e.message).toBe(message(lang, 'search.lessThanTwo'))
    }
  })

  test('no handler fault was logged', () => {
    expect(t.logs.filter((l) => l.level === 'error')).toEqual([])
  })
})
