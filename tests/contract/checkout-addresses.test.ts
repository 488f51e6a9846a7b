/**
 * Addresses are kept (issue 30, item 4): an address a signed-in buyer types at checkout goes into
 * the address book when "save to my addresses" is ticked (the page ticks it), once however often it
 * is used, never past the book's maximum; the book's first address becomes the default, which the
 * checkout preselects (the address list puts the defaults first). A guest's address is not kept.
 */
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { MAX_ADDRESSES } from '../../contract/accounts'
import { addresses } from '../../server/db/schema'
import { okData, startTestApp, type TestApp } from '../support/test-app'
import { GERMAN_ADDRESS } from '../support/addresses'

let t: TestApp
beforeAll(async () => {
  t = await startTestApp({ now: '2026-11-25T10:00:00.000Z' })
})
afterAll(() => t?.close())

const offer = async (skip: number) =>
  (
    await t.db.all<{ id: number }>(
      sql`SELECT g.id FROM goods g JOIN parts p ON p.id = g.part_id WHERE g.moq = 1 AND g.multiple = 1 AND g.stock >= 100
        AND p.unit_weight_mg <= 200 ORDER BY g.id LIMIT 1 OFFSET ${skip}`,
    )
  )[0]!.id

const BILLING = {
  ...GERMAN_ADDRESS,
  contact_name: 'Buchhaltung Käufer',
  address_line1: 'Rechnungsweg 2',
  address_line2: '',
}

test('a typed checkout address goes into the book (the first as the default), once; unticked it does not', async () => {
  const s = await t.createUserSession()
  const api = t.client({ authorization: `Bearer ${s.token}` })
  const buy = async (over: Record<string, unknown>) =>
    okData(
      await api.orders.place({
        body: { goods_id: await offer(0), cart_num: 1, shipping_method: 'express', ...over } as never,
      }),
    )
  await buy({ shipping_address: GERMAN_ADDRESS, save_address: false })
  expect(okData(await api.accounts.addressList())).toEqual([])

  await buy({ shipping_address: GERMAN_ADDRESS, save_address: true })
  const book = okData(await api.accounts.addressList())
  expect(book).toEqual([
    expect.objectContaining({ ...GERMAN_ADDRESS, address_line2: '', default_shipping: true, default_billing: true }),
  ])
  // The same address again is not a second entry; a new billing address is kept, not as a default.
  await buy({ shipping_address: GERMAN_ADDRESS, billing_same: false, billing_address: BILLING, save_address: true })
  const after = okData(await api.accounts.addressList())
  expect(after.map((a) => [a.address_line1, a.default_shipping, a.default_billing])).toEqual([
    ['Hauptstraße 1', true, true],
    ['Rechnungsweg 2', false, false],
  ])
  // The checkout's address choice starts at the default: the first of the list.
  expect(after[0]!.id).toBe(book[0]!.id)
  // An order from a book entry keeps nothing new.
  await buy({ shipping_address_id: book[0]!.id, save_address: true })
  expect(okData(await api.accounts.addressList())).toHaveLength(2)
})

test('a full book takes no more; a guest’s address is not kept anywhere', async () => {
  const s = await t.createUserSession()
  const api = t.client({ authorization: `Bearer ${s.token}` })
  const at = t.clock.now().toISOString()
  await t.db.insert(addresses).values(
    Array.from({ length: MAX_ADDRESSES }, (_, i) => ({
      userId: s.userId,
      contactName: `Entry ${i}`,
      country: 'DE',
      state: 'Berlin',
      city: 'Berlin',
      addressLine1: `Weg ${i}`,
      postalCode: '10115',
      telephone: '+49 30 1',
      createdAt: at,
      updatedAt: at,
    })),
  )
  okData(
    await api.orders.place({
      body: {
        goods_id: await offer(1),
        cart_num: 1,
        shipping_method: 'express',
        shipping_address: GERMAN_ADDRESS,
        save_address: true,
      },
    }),
  )
  expect(okData(await api.accounts.addressList())).toHaveLength(MAX_ADDRESSES)

  const before = (await t.db.select().from(addresses)).length
  okData(
    await t.api.orders.place({
      body: {
        goods_id: await offer(2),
        cart_num: 1,
        email: 'guest-address@example.com',
        shipping_method: 'express',
        shipping_address: GERMAN_ADDRESS,
        save_address: true,
      },
    }),
  )
  expect(await t.db.select().from(addresses)).toHaveLength(before)
})
