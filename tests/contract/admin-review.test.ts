/**
 * Review of the makers and categories a feed import created (issue 32 item 1), through the real
 * app: an import of unknown names flags them; an admin sees them at the review list and approves,
 * renames, merges (the parts move, the old name resolves to the other maker in the next import) or
 * places a category under a parent; a second click finds it reviewed; sales staff are refused;
 * every change is in the audit log and buyers see it at once (search, the maker's page).
 */
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { errorOf, okData, type TestApp } from '../support/test-app'
import { importFeed } from '../support/feed-import'
import { startWithStaff, staffClient, type Staff } from '../support/staff'

let t: TestApp
let admin: Staff
let sales: Staff
beforeAll(async () => {
  ;({ t, admin, sales } = await startWithStaff({ now: '2026-11-28T10:00:00.000Z' }, 'admin', 'sales'))
})
afterAll(() => t?.close())

const FEED = [
  'Part number,Manufacturer,Description,Stock,Price,Category',
  'QZ-100A,Quuxtronics Ltd.,RES SMD 10K OHM 1% 0603,500,0.0100,Widgetry',
  'QZ-220B,Quuxtronics Ltd.,RES SMD 22K OHM 1% 0603,500,0.0100,Widgetry',
  'ZF-1,Zorblat Components,CAP CER 1UF 25V X7R 0603,800,0.0300,Gizmos',
  'YY-7,Yonder Semi GmbH,IC OPAMP 2 CIRCUIT 8SOIC,900,0.2500,Gizmos',
].join('\n')

const importReviewFeed = (text: string, supplier: string) => importFeed(t, admin, text, { supplier })

const makerOf = async (mpn: string) =>
  (
    await t.db.all<{ id: number; name: string }>(
      sql`SELECT m.id, m.name FROM parts p JOIN manufacturers m ON m.id = p.manufacturer_id WHERE p.mpn = ${mpn}`,
    )
  )[0]!
const auditActions = async () =>
  (
    await t.db.all<{ action: string }>(
      sql`SELECT action FROM audit_log WHERE action LIKE 'maker.%' OR action LIKE 'category.%' ORDER BY id`,
    )
  ).map((r) => r.action)

describe('review of new makers and categories', () => {
  test('an import flags its new makers and categories; an admin approves, renames, merges and places them; buyers see it', async () => {
    await importReviewFeed(FEED, 'Review Supplier')
    const api = staffClient(t, admin)
    const list = okData(await api.admin.reviewList({ query: {} }))
    const names = list.makers.map((m) => m.name)
    expect(names).toEqual(expect.arrayContaining(['Quuxtronics Ltd.', 'Zorblat Components', 'Yonder Semi GmbH']))
    const quux = list.makers.find((m) => m.name === 'Quuxtronics Ltd.')!
    expect(quux.part_count).toBe(2)
    expect(list.categories.map((c) => c.name)).toEqual(expect.arrayContaining(['Widgetry', 'Gizmos']))

    // Sales staff see nothing of it and change nothing.
    errorOf(await staffClient(t, sales).admin.reviewList({ query: {} }), 403)
    errorOf(
      await staffClient(t, sales).admin.reviewMaker({ params: { id: quux.id }, body: { action: 'approve' } }),
      403,
    )

    // Approve: off the list; a second approve finds it reviewed (409, in the console's language).
    const zorblat = list.makers.find((m) => m.name === 'Zorblat Components')!
    const afterApprove = okData(
      await api.admin.reviewMaker({ params: { id: zorblat.id }, body: { action: 'approve' } }),
    )
    expect(afterApprove.makers.map((m) => m.id)).not.toContain(zorblat.id)
    const again = errorOf(
      await staffClient(t, admin, 'zh').admin.reviewMaker({ params: { id: zorblat.id }, body: { action: 'approve' } }),
      409,
    )
    expect(again.message).toBe('已经审核过了。')

    // Rename: the buyer's search finds the part under the new name.
    const yonder = list.makers.find((m) => m.name === 'Yonder Semi GmbH')!
    okData(
      await api.admin.reviewMaker({
        params: { id: yonder.id },
        body: { action: 'rename', name: 'Yonder Semiconductor' },
      }),
    )
    expect((await makerOf('YY-7')).name).toBe('Yonder Semiconductor')
    const found = okData(await t.api.catalogue.search({ query: { keyword: 'YY-7' } }))
    expect(found.list[0]?.manufacturer).toBe('Yonder Semiconductor')

    // Merge into itself or an unknown maker: 400, nothing changes.
    errorOf(await api.admin.reviewMaker({ params: { id: quux.id }, body: { action: 'merge', into_id: quux.id } }), 400)
    errorOf(
      await api.admin.reviewMaker({ params: { id: quux.id }, body: { action: 'merge', into_id: 99_999_999 } }),
      400,
    )
    // Merge into Yageo: the parts move, the maker is gone, its counts follow, and its name is now Yageo's alias.
    const [yageo] = await t.db.all<{ id: number; part_count: number }>(
      sql`SELECT id, part_count FROM manufacturers WHERE name = 'Yageo'`,
    )
    okData(await api.admin.reviewMaker({ params: { id: quux.id }, body: { action: 'merge', into_id: yageo!.id } }))
    expect((await makerOf('QZ-100A')).id).toBe(yageo!.id)
    expect(await t.db.all(sql`SELECT id FROM manufacturers WHERE id = ${quux.id}`)).toEqual([])
    const [counted] = await t.db.all<{ part_count: number }>(
      sql`SELECT part_count FROM manufacturers WHERE id = ${yageo!.id}`,
    )
    expect(counted!.part_count).toBe(yageo!.part_count + 2)
    const maker = okData(await t.api.catalogue.search({ query: { keyword: 'QZ-220B' } }))
    expect(maker.list[0]?.manufacturer).toBe('Yageo')
    // The next feed naming the old maker resolves to Yageo: no new maker to review.
    const next = await importReviewFeed(
      ['Part number,Manufacturer,Stock,Price', 'QZ-330C,Quuxtronics Ltd.,5,0.01'].join('\n'),
      'Review Supplier',
    )
    expect(next.preview?.unknown_makers).toEqual([])
    expect((await makerOf('QZ-330C')).id).toBe(yageo!.id)

    // A merge of two makers that both have a part number is refused with the numbers, nothing moved.
    const [taken] = await t.db.all<{ mpn: string }>(
      sql`SELECT mpn FROM parts WHERE manufacturer_id = ${yageo!.id} LIMIT 1`,
    )
    await importReviewFeed(
      ['Part number,Manufacturer,Stock,Price', `${taken!.mpn},Yageo Dup Co,5,0.01`].join('\n'),
      'Review Supplier',
    )
    const dup = okData(await api.admin.reviewList({ query: {} })).makers.find((m) => m.name === 'Yageo Dup Co')!
    const refused = errorOf(
      await api.admin.reviewMaker({ params: { id: dup.id }, body: { action: 'merge', into_id: yageo!.id } }),
      409,
    )
    expect(refused.message).toContain(taken!.mpn)
    expect(await t.db.all(sql`SELECT id FROM manufacturers WHERE id = ${dup.id}`)).toHaveLength(1)
    expect(await t.db.all(sql`SELECT id FROM parts WHERE manufacturer_id = ${dup.id}`)).toHaveLength(1)

    // Categories: place one under a top category (its parts are then counted there), merge the other into it.
    const cats = okData(await api.admin.reviewList({ query: {} })).categories
    const widgetry = cats.find((c) => c.name === 'Widgetry')!
    const gizmos = cats.find((c) => c.name === 'Gizmos')!
    const [top] = await t.db.all<{ id: number; part_count: number }>(
      sql`SELECT id, part_count FROM categories WHERE depth = 0 AND needs_review = 0 ORDER BY id LIMIT 1`,
    )
    errorOf(
      await api.admin.reviewCategory({
        params: { id: widgetry.id },
        body: { action: 'place', parent_id: widgetry.id },
      }),
      400,
    )
    okData(
      await api.admin.reviewCategory({ params: { id: widgetry.id }, body: { action: 'place', parent_id: top!.id } }),
    )
    const [placed] = await t.db.all<{ parent_id: number; depth: number }>(
      sql`SELECT parent_id, depth FROM categories WHERE id = ${widgetry.id}`,
    )
    expect(placed).toEqual({ parent_id: top!.id, depth: 1 })
    const [topAfter] = await t.db.all<{ part_count: number }>(
      sql`SELECT part_count FROM categories WHERE id = ${top!.id}`,
    )
    expect(topAfter!.part_count).toBe(top!.part_count + widgetry.part_count)
    okData(
      await api.admin.reviewCategory({ params: { id: gizmos.id }, body: { action: 'merge', into_id: widgetry.id } }),
    )
    const moved = await t.db.all<{ category_id: number }>(
      sql`SELECT category_id FROM parts WHERE mpn IN ('ZF-1', 'YY-7')`,
    )
    expect(moved.map((r) => r.category_id)).toEqual([widgetry.id, widgetry.id])
    expect(await t.db.all(sql`SELECT id FROM categories WHERE id = ${gizmos.id}`)).toEqual([])
    errorOf(await api.admin.reviewCategory({ params: { id: gizmos.id }, body: { action: 'approve' } }), 404)

    expect(await auditActions()).toEqual(
      expect.arrayContaining(['maker.approve', 'maker.rename', 'maker.merge', 'category.place', 'category.merge']),
    )
    expect((await auditActions()).filter((a) => a === 'maker.approve')).toHaveLength(1)
  })
})
