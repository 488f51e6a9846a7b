/**
 * Pictures named by a supplier's feed (issue 32): the console's import copies them into the file
 * port and the shop shows the copy, from its own origin, on the product page and in search rows;
 * a link that is not a picture, and one to a private address, are not fetched or not taken, and
 * those parts keep their package's drawing. The supplier's host is a stand-in for the network
 * (the global fetch the server calls); the app, its database and its file port are the real ones.
 */
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest'
import { okData, type TestApp } from '../support/test-app'
import { importFeed } from '../support/feed-import'
import { startWithStaff, type Staff } from '../support/staff'

/** A 1×1 PNG. */
const PNG = Uint8Array.from(
  atob('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg=='),
  (c) => c.charCodeAt(0),
)

let t: TestApp
let admin: Staff
const asked: string[] = []
beforeAll(async () => {
  ;({ t, admin } = await startWithStaff({ now: '2026-11-28T10:00:00.000Z' }, 'admin'))
  vi.stubGlobal('fetch', async (input: URL | string) => {
    const url = String(input)
    asked.push(url)
    if (url === 'https://img.supplier.example/fp-1.png')
      return new Response(PNG, { headers: { 'content-type': 'image/png' } })
    if (url === 'https://img.supplier.example/page.html')
      return new Response('<html>not a picture</html>', { headers: { 'content-type': 'image/png' } })
    return new Response('', { status: 404 })
  })
})
afterAll(() => {
  vi.unstubAllGlobals()
  return t?.close()
})

const FEED = [
  'Part Number,Manufacturer,Description,Stock,Price,Picture URL',
  'FP-PIC-1,Murata,CAP CER 1UF 25V X7R 0603,100,0.03,https://img.supplier.example/fp-1.png',
  'FP-PIC-2,Murata,CAP CER 2.2UF 25V X7R 0603,100,0.04,https://img.supplier.example/fp-1.png',
  'FP-PIC-3,Murata,CAP CER 4.7UF 25V X7R 0603,100,0.05,https://img.supplier.example/page.html',
  'FP-PIC-4,Murata,CAP CER 10UF 25V X7R 0603,100,0.06,http://127.0.0.1:8080/fp-4.png',
].join('\n')

const importAll = (text: string) => importFeed(t, admin, text, { supplier: 'Pictures', fileName: 'pictures.csv' })

const goodsOf = async (mpn: string) =>
  (await t.db.all<{ id: number }>(sql`SELECT goods_id AS id FROM parts WHERE mpn = ${mpn}`))[0]!.id

describe('feed pictures', () => {
  test('the import copies the pictures into the shop; product page and search show the copy from our origin', async () => {
    const job = await importAll(FEED)
    expect(job).toMatchObject({ status: 'done', result: { new_parts: 4 } })
    // The private address was never asked for; each URL once, though two parts name it.
    expect(asked.filter((u) => u.includes('127.0.0.1'))).toEqual([])
    expect(asked.filter((u) => u.endsWith('fp-1.png'))).toHaveLength(1)

    const detail = okData(await t.api.catalogue.goodsDetail({ query: { goods_id: await goodsOf('FP-PIC-1') } }))
    expect(detail.picture).toMatch(/^\/api\/site\/pictures\/[0-9a-f-]{36}\.png$/)
    const served = await t.request(detail.picture)
    expect(served.status).toBe(200)
    expect(served.headers.get('content-type')).toBe('image/png')
    expect(new Uint8Array(await served.arrayBuffer())).toEqual(PNG)
    // The second part names the same URL: the same copy.
    const second = okData(await t.api.catalogue.goodsDetail({ query: { goods_id: await goodsOf('FP-PIC-2') } }))
    expect(second.picture).toBe(detail.picture)

    const found = okData(await t.api.catalogue.search({ query: { keyword: 'FP-PIC-1' } }))
    const row = found.list.find((r: { part_number: string }) => r.part_number === 'FP-PIC-1')
    expect(row?.picture).toBe(detail.picture)

    // Not a picture, and a private address: the package's drawing, and the feed's link kept.
    for (const mpn of ['FP-PIC-3', 'FP-PIC-4']) {
      const other = okData(await t.api.catalogue.goodsDetail({ query: { goods_id: await goodsOf(mpn) } }))
      expect(other.picture).toMatch(/^\/assets\/packages\/[a-z0-9]+-[0-9a-f]{8}\.svg$/)
    }
    const kept = await t.db.all<{ url: string }>(
      sql`SELECT picture_url AS url FROM parts WHERE mpn IN ('FP-PIC-3', 'FP-PIC-4') ORDER BY mpn`,
    )
    expect(kept.map((k) => k.url)).toEqual(['https://img.supplier.example/page.html', 'http://127.0.0.1:8080/fp-4.png'])

    // The same feed again changes nothing (the copies stay).
    const again = await importAll(FEED)
    expect(again.result).toMatchObject({ new_parts: 0, changed_offers: 0, unchanged: 4 })
    const after = okData(await t.api.catalogue.goodsDetail({ query: { goods_id: await goodsOf('FP-PIC-1') } }))
    expect(after.picture).toBe(detail.picture)
  })
})
