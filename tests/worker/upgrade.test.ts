/**
 * A D1 database of an earlier release, upgraded as `wrangler d1 migrations apply` upgrades it
 * (issue 21): with the schema of migrations 0000–0013 and the makers' names as package facet values
 * (as migration 0013 left them until an import), then given this release's files 0014 and 0015.
 * The parts get the stored price and stock of their default offer (0014, kept by triggers on D1
 * too) and the normalised package values with their facet counts (0015); the Worker's API sorts
 * and filters on them. The same upgrade on Node: tests/contract/upgrade.test.ts.
 */
import { expect, test } from 'vitest'
import { contract } from '../../contract'
import { EARLIER_CART_LINE, EARLIER_SCHEMA } from '../support/earlier-schema'
import { applyMigrations, postBody } from './miniflare'
import { workerForTests } from './worker-for-tests'

const LAST_OF_EARLIER_RELEASE = '0013'
const worker = workerForTests()

test("the earlier release's D1 gets the sort columns and the package values from the migrations; the API sorts and filters on them", async () => {
  const { mf, d1 } = worker
  // As the earlier release left a database that no import had refreshed since (the Worker of this
  // release seeded it; its schema is then the earlier one again).
  await d1.batch(EARLIER_SCHEMA.map((statement) => d1.prepare(statement)))
  const columns = await d1.prepare("SELECT name FROM pragma_table_info('parts')").all<{ name: string }>()
  expect(columns.results.map((c) => c.name)).not.toContain('sort_price')
  const so8 = await d1
    .prepare("SELECT category_id FROM parts WHERE package = 'SO-8' ORDER BY id LIMIT 1")
    .first<{ category_id: number }>()
  expect(so8, 'the real parts have SO-8 parts').toBeTruthy()
  const category_id = so8!.category_id
  const packages = async () =>
    (await postBody(mf, contract.catalogue.getCategoryFilter, { category_id })).data.packages.map((p) => p.value)
  expect(await packages()).toContain('SO-8')

  await applyMigrations(mf, (file) => file.slice(0, 4) > LAST_OF_EARLIER_RELEASE)
  // The user's cart line is kept through 0016's rebuild of the cart table (guest carts).
  const cart = await d1.prepare('SELECT user_id, guest_cart_id, qty, selected FROM cart_items').all()
  expect(cart.results).toEqual([EARLIER_CART_LINE])

  const offer = (column: string) => `(SELECT x.${column} FROM goods x WHERE x.part_id = p.id
    ORDER BY (x.stock <= 0) + (x.stock < x.moq), x.moq * x.unit_price, x.id LIMIT 1)`
  const stale = async () =>
    (await d1
      .prepare(
        `SELECT count(*) AS n FROM parts p
         WHERE p.sort_price IS NOT ${offer('unit_price')} OR p.sort_stock IS NOT ${offer('stock')}`,
      )
      .first<{ n: number }>())!.n
  expect(await stale(), 'every part sorts by its default offer').toBe(0)
  const after = await packages()
  expect(after).toContain('SOIC-8')
  expect(after).not.toContain('SO-8')

  // Sorted by price and by stock, both ways, through the Worker's API.
  for (const sort of ['price', 'stock'] as const) {
    for (const order of ['asc', 'desc'] as const) {
      const list = (
        await postBody(mf, contract.catalogue.getCategory, {
          category_id,
          sort,
          order,
          page_size: 50,
        })
      ).data.list
      const values = list.map((r) => (sort === 'price' ? Number(r.unit_price) : r.stock))
      expect(values.length).toBeGreaterThan(3)
      expect(
        values.every((v, i) => i === 0 || (order === 'asc' ? values[i - 1]! <= v : values[i - 1]! >= v)),
        `${sort} ${order}: ${values.join(' ')}`,
      ).toBe(true)
    }
  }

  // An offer's stock changes on D1: its part's stored stock follows (the triggers of 0014).
  const part = await d1
    .prepare('SELECT part_id FROM goods WHERE stock > 0 ORDER BY id LIMIT 1')
    .first<{ part_id: number }>()
  await d1.prepare('UPDATE goods SET stock = 0 WHERE part_id = ?').bind(part!.part_id).run()
  expect(await stale()).toBe(0)
  const row = await d1
    .prepare('SELECT sort_stock FROM parts WHERE id = ?')
    .bind(part!.part_id)
    .first<{ sort_stock: number }>()
  expect(row!.sort_stock).toBe(0)
})
