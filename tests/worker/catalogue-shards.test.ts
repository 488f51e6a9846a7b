/**
 * The catalogue on two D1 databases (docs/architecture.md, Past one D1 database): the same Worker
 * runs twice in Miniflare, once with the demo catalogue in DB alone and once with
 * CATALOGUE_SHARDS = two more D1 bindings, which it fills from DB at its start (parts by id % 2).
 * Search (pages, sorts, filters, facets), suggestions, product pages, category lists and the BOM matching of the
 * quality corpus answer the same on both. Then the split Worker's own copy of the parts in DB is
 * deleted: the catalogue reads still answer the same, so they come from the shards. Run after
 * `npm run build`.
 */
import type { Miniflare } from 'miniflare'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { buildFile, CORPUS } from '../bom/corpus'
import { BROWSER_UA, ORIGIN, startWorker } from './miniflare'
import { signedInBuyer } from './worker-for-tests'

type Shop = { mf: Miniflare; token: string }
let single: Shop
let split: Shop

const SHARDS = { CATALOGUE_0: 'catalogue-0', CATALOGUE_1: 'catalogue-1' }

async function signedIn(mf: Miniflare): Promise<Shop> {
  const { token } = await signedInBuyer(await mf.getD1Database('DB'), 'shards@example.com')
  return { mf, token }
}

beforeAll(async () => {
  const [one, two] = await Promise.all([
    startWorker(),
    startWorker({ bindings: { CATALOGUE_SHARDS: Object.keys(SHARDS).join(',') }, d1Databases: SHARDS }),
  ])
  single = await signedIn(one)
  split = await signedIn(two)
})
afterAll(async () => {
  await single?.mf.dispose()
  await split?.mf.dispose()
})

/** The `data` of a GET answer, which must be 200. */
async function data(shop: Shop, path: string, lang = 'en'): Promise<any> {
  const res = await shop.mf.dispatchFetch(ORIGIN + path, {
    headers: { 'user-agent': BROWSER_UA, lang, authorization: `Bearer ${shop.token}` },
  })
  expect(res.status, path).toBe(200)
  return ((await res.json()) as { data: unknown }).data
}

/** The same GET on both shops: the answers must be equal. Returns the answer. */
async function same(path: string, lang = 'en') {
  const [a, b] = await Promise.all([data(single, path, lang), data(split, path, lang)])
  expect(b, path).toEqual(a)
  return a
}

const KEYWORDS = [
  'LM358',
  'LM358DR#PBF',
  '296-1014-1-ND',
  'F407VG',
  'STM32',
  'op amp',
  'mosfet',
  'capacitor',
  '10k 0603',
  '100nF 0402',
  'Texas Instruments',
  'TI LM',
  'BSS138',
  'NE555',
  'GRM',
]
const OPTIONS = [
  '',
  '&page=2',
  '&page=3&page_size=5',
  '&sort=price',
  '&sort=price&order=desc&page=2',
  '&sort=stock&order=desc',
  '&sort=part_number&page=2&page_size=7',
  '&in_stock=1',
  '&rohs=1&page=2',
]

async function compareSearches() {
  let paged = 0
  for (const keyword of KEYWORDS) {
    const first = await same(`/api/index/search?keyword=${encodeURIComponent(keyword)}`)
    if (first.total > 20) paged++
    const maker = first.facets.manufacturers[0]?.id
    const category = first.facets.categories[0]?.id
    const filters = [
      ...OPTIONS,
      ...(maker ? [`&manufacturer_id=${maker}`, `&manufacturer_id=${maker}&sort=price&page=2&page_size=5`] : []),
      ...(category ? [`&category_id=${category}`] : []),
    ]
    for (const more of filters) await same(`/api/index/search?keyword=${encodeURIComponent(keyword)}${more}`)
  }
  await same(`/api/index/search?keyword=${encodeURIComponent('op amp')}&page=2`, 'de')
  return paged
}

/** The same POST of a JSON body on both shops: the `data` must be equal. */
async function samePost(path: string, body: unknown) {
  const post = async (shop: Shop) => {
    const res = await shop.mf.dispatchFetch(ORIGIN + path, {
      method: 'POST',
      body: JSON.stringify(body),
      headers: { 'content-type': 'application/json', origin: ORIGIN, lang: 'en' },
    })
    expect(res.status, path).toBe(200)
    return ((await res.json()) as { data: any }).data
  }
  const [a, b] = await Promise.all([post(single), post(split)])
  expect(b, JSON.stringify(body)).toEqual(a)
  return a
}

async function compareCategories() {
  const { results } = await (
    await single.mf.getD1Database('DB')
  )
    .prepare('SELECT id FROM categories WHERE part_count > 40 ORDER BY part_count DESC LIMIT 6')
    .all<{ id: number }>()
  expect(results.length).toBeGreaterThan(3)
  for (const { id } of results) {
    const first = await samePost('/api/index/getCategory', { category_id: id })
    expect(first.list.length).toBeGreaterThan(0)
    const maker = first.list[0].manufacturer_id as number | undefined
    for (const more of [
      { page: 2 },
      { page: 3, page_size: 7 },
      { sort: 'price' },
      { sort: 'price', order: 'desc', page: 2 },
      { sort: 'stock', order: 'desc' },
      { sort: 'part_number', page: 2, page_size: 9 },
      { in_stock: true, page: 2 },
      ...(maker ? [{ manufacturer_ids: [maker], sort: 'price' }] : []),
    ])
      await samePost('/api/index/getCategory', { category_id: id, ...more })
  }
}

const SUGGEST = ['LM', 'lm35', 'STM3', 'stm32f4', '296-', 'F407', 'BSS1', 'NE5', 'GRM1', 'RC06', 'TPS', 'SN74', '1N4']

async function compareSuggestions() {
  let found = 0
  for (const keyword of SUGGEST) {
    const list = await same(`/api/index/searchOption?keyword=${encodeURIComponent(keyword)}`)
    found += list.length
  }
  return found
}

/** Goods ids of both shards (parts with even and odd ids): every 29th offer. */
async function someGoods() {
  const { results } = await (
    await single.mf.getD1Database('DB')
  )
    .prepare('SELECT id, part_id FROM goods WHERE id % 29 = 1 ORDER BY id LIMIT 40')
    .all<{ id: number; part_id: number }>()
  expect(new Set(results.map((g) => g.part_id % 2))).toEqual(new Set([0, 1]))
  return results.map((g) => g.id)
}

async function compareProducts() {
  for (const id of await someGoods()) {
    // Each shop wrote its catalogue when it started: the time it says is its own.
    const [a, b] = await Promise.all([
      data(single, `/api/goods/goodsDetail?goods_id=${id}`),
      data(split, `/api/goods/goodsDetail?goods_id=${id}`),
    ])
    expect(a.goods_id).toBe(id)
    expect({ ...b, updated_at: a.updated_at }).toEqual(a)
    await same(`/api/goods/relevantPdf/${id}`)
  }
  const id = (await someGoods())[3]
  const [a, b] = await Promise.all([
    data(single, `/api/goods/goodsDetail?goods_id=${id}`, 'jp'),
    data(split, `/api/goods/goodsDetail?goods_id=${id}`, 'jp'),
  ])
  expect({ ...b, updated_at: a.updated_at }).toEqual(a)
}

/** A corpus file uploaded, matched as detected, and its lines (without their ids). */
async function matchedBom(shop: Shop, name: string, bytes: Uint8Array) {
  const form = new FormData()
  form.append('file', new Blob([bytes as Uint8Array<ArrayBuffer>]), name)
  const encoded = new Request(ORIGIN, { method: 'POST', body: form })
  const headers = { authorization: `Bearer ${shop.token}`, origin: ORIGIN }
  const up = await shop.mf.dispatchFetch(`${ORIGIN}/api/bom/uploadBom`, {
    method: 'POST',
    body: new Uint8Array(await encoded.arrayBuffer()),
    headers: { ...headers, 'content-type': encoded.headers.get('content-type')! },
  })
  expect(up.status, name).toBe(200)
  const bomId = ((await up.json()) as { data: { bom: { id: number } } }).data.bom.id
  const mated = await shop.mf.dispatchFetch(`${ORIGIN}/api/bom/mateBom`, {
    method: 'POST',
    body: JSON.stringify({ bom_id: bomId }),
    headers: { ...headers, 'content-type': 'application/json' },
  })
  expect(mated.status, name).toBe(200)
  const lines = await data(shop, `/api/bom/mainBomList?bom_id=${bomId}&tab=all&page_size=500`)
  return {
    counts: lines.counts,
    lines: (lines.list as { id: number; matched: boolean; match_kind: string }[]).map(({ id: _, ...line }) => line),
  }
}

describe('the catalogue on two D1 databases answers as on one', () => {
  test('the shards hold the parts by id % 2, with their offers and a copy of the reference tables', async () => {
    const count = async (shop: Shop, binding: string, table: string, where = '1') =>
      (await (
        await shop.mf.getD1Database(binding)
      )
        .prepare(`SELECT count(*) AS n FROM ${table} WHERE ${where}`)
        .first<{ n: number }>())!.n
    const parts = await count(single, 'DB', 'parts')
    expect(parts).toBeGreaterThan(1700)
    const [zero, one] = [await count(split, 'CATALOGUE_0', 'parts'), await count(split, 'CATALOGUE_1', 'parts')]
    expect(zero + one).toBe(parts)
    expect(zero).toBeGreaterThan(parts / 3)
    expect(one).toBeGreaterThan(parts / 3)
    expect(await count(split, 'CATALOGUE_0', 'parts', 'id % 2 <> 0')).toBe(0)
    expect(await count(split, 'CATALOGUE_1', 'parts', 'id % 2 <> 1')).toBe(0)
    for (const table of ['goods', 'part_params', 'part_xrefs', 'part_text_fts'])
      expect((await count(split, 'CATALOGUE_0', table)) + (await count(split, 'CATALOGUE_1', table)), table).toBe(
        await count(single, 'DB', table),
      )
    for (const table of ['manufacturers', 'categories', 'params', 'category_translations'])
      expect(await count(split, 'CATALOGUE_1', table), table).toBe(await count(single, 'DB', table))
  })

  test('BOM matching of the quality corpus: the same match, part and offer on every line', async () => {
    for (const spec of CORPUS.slice(0, 3)) {
      const file = buildFile(spec)
      const [a, b] = await Promise.all([
        matchedBom(single, spec.name, file.bytes),
        matchedBom(split, spec.name, file.bytes),
      ])
      expect(a.lines.filter((l) => l.matched).length, spec.name).toBeGreaterThan(10)
      expect(
        a.lines.some((l) => l.match_kind === 'parametric'),
        spec.name,
      ).toBe(true)
      expect(b, spec.name).toEqual(a)
    }
  })

  test('with the parts gone from the split shop’s DB, search, suggestions, product pages and category lists still answer as one database', async () => {
    // Nothing of the catalogue's parts left in DB but their offers: what answers comes from the shards.
    const home = await split.mf.getD1Database('DB')
    await home.batch(
      ['DELETE FROM part_params', 'DELETE FROM part_xrefs', 'DELETE FROM parts'].map((s) => home.prepare(s)),
    )
    expect((await home.prepare('SELECT count(*) AS n FROM part_text_fts').first<{ n: number }>())!.n).toBe(0)

    expect(await compareSearches()).toBeGreaterThanOrEqual(5)
    expect(await compareSuggestions()).toBeGreaterThan(50)
    await compareProducts()
    await compareCategories()
  })
})
