/**
 * Stock changes bump the data version (issue 17): a product page that the Node page cache (or the
 * Worker's edge cache) keeps is keyed by that version, so after an order, a cancel or an expiry the
 * next visitor sees the stock as it is, not as it was.
 */
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { dataVersionReader } from '../../server/domains/catalogue/data-version'
import { keepHouse } from '../../server/housekeeping'
import { edgeCached } from '../../server/ports/edge/edge-cache'
import { memoryPageCache } from '../../server/ports/node/page-cache'
import { okData, startTestApp, type TestApp } from '../support/test-app'
import { visibleText } from '../support/text'
import { GERMAN_ADDRESS } from '../support/addresses'

let t: TestApp
beforeAll(async () => {
  t = await startTestApp({ now: '2026-11-25T10:00:00.000Z' })
})
afterAll(() => t?.close())

const BROWSER = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0 Safari/537.36'

test('an order, a cancel and an expiry each show on the next product page the cache answers', async () => {
  // The Node server's page cache in front of the app, reading the version on every request.
  const cache = memoryPageCache({ maxBytes: 64 * 1024 * 1024 })
  const version = dataVersionReader(t.db, 0)
  const pending: Promise<unknown>[] = []
  const get = async (path: string) => {
    const request = new Request(`http://shop.test${path}`, { headers: { 'user-agent': BROWSER } })
    const res = await edgeCached(
      request,
      cache,
      (w) => void pending.push(w),
      () => t.request(path),
      {
        v: await version(),
        enc: 'identity',
      },
    )
    const text = visibleText(await res.text())
    await Promise.all(pending.splice(0))
    return { cached: res.headers.get('x-edge-cache'), text }
  }
  const [offer] = await t.db.all<{ id: number }>(
    sql`SELECT g.id FROM goods g JOIN parts p ON p.id = g.part_id WHERE g.moq = 1 AND g.multiple = 1
        AND p.unit_weight_mg <= 200 ORDER BY g.id LIMIT 1`,
  )
  const id = offer!.id
  await t.db.run(sql`UPDATE goods SET stock = 1000 WHERE id = ${id}`)
  await t.db.run(sql`UPDATE catalogue_stats SET value = value + 1 WHERE key = 'data_version'`)
  const path = `/productdetail/${id}`
  expect((await get(path)).text).toContain('1,000 in stock')
  expect((await get(path)).cached).toBe('HIT')

  const api = t.client()
  const buy = (qty: number) =>
    api.orders.place({
      body: {
        goods_id: id,
        cart_num: qty,
        email: 'stock@example.com',
        shipping_address: GERMAN_ADDRESS,
        shipping_method: 'express',
      },
    })
  const first = okData(await buy(7))
  const afterOrder = await get(path)
  expect(afterOrder.cached).not.toBe('HIT')
  expect(afterOrder.text).toContain('993 in stock')

  okData(await api.orders.orderCancel({ body: { id: first.id, token: first.token! } }))
  expect((await get(path)).text).toContain('1,000 in stock')

  okData(await buy(10))
  expect((await get(path)).text).toContain('990 in stock')
  t.clock.advance(73 * 3_600_000) // past the 72 hours an unpaid order holds its stock
  await keepHouse(t.ports)
  expect((await get(path)).text).toContain('1,000 in stock')
})

test('without the page cache, the product page the catalogue keeps in memory shows an order and the next day', async () => {
  // The catalogue keeps a product page's data until the data version or the day changes
  // (domains/catalogue/data-version.ts, publicDataCache): every render here is a new one.
  const [offer] = await t.db.all<{ id: number }>(
    sql`SELECT g.id FROM goods g JOIN parts p ON p.id = g.part_id WHERE g.moq = 1 AND g.multiple = 1
        AND p.unit_weight_mg <= 200 AND g.stock > 0 ORDER BY g.id LIMIT 1 OFFSET 5`,
  )
  const id = offer!.id
  await t.db.run(sql`UPDATE goods SET stock = 500 WHERE id = ${id}`)
  await t.db.run(sql`UPDATE catalogue_stats SET value = value + 1 WHERE key = 'data_version'`)
  const path = `/productdetail/${id}`
  const page = async () => visibleText(await (await t.request(path, { headers: { 'user-agent': BROWSER } })).text())
  const api = t.client()
  const delivery = async () => okData(await api.catalogue.goodsDetail({ query: { goods_id: id } })).delivery_plan_date
  expect(await page()).toContain('500 in stock')
  expect(await page()).toContain('500 in stock')

  // The order lowers the stock and raises the version in one batch: the next render sees it.
  okData(
    await api.orders.place({
      body: {
        goods_id: id,
        cart_num: 5,
        email: 'kept@example.com',
        shipping_address: GERMAN_ADDRESS,
        shipping_method: 'express',
      },
    }),
  )
  expect(await page()).toContain('495 in stock')

  // Nothing changed but the day: the planned delivery is a day later.
  // The page writes the date in its language (en: "Dec 4, 2026"), never ISO.
  const shown = (iso: string) =>
    new Intl.DateTimeFormat('en', { dateStyle: 'medium', timeZone: 'UTC' }).format(new Date(iso))
  const today = await delivery()
  expect(await page()).toContain(shown(today))
  t.clock.advance(24 * 3_600_000)
  const tomorrow = await delivery()
  expect(Date.parse(tomorrow) - Date.parse(today)).toBe(86_400_000)
  expect(await page()).toContain(shown(tomorrow))
})
