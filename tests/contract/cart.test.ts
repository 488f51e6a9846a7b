/**
 * The seven Cart calls of spec §7 through the typed client on a real SQLite file with the demo
 * catalogue: adding with the offer's minimum and multiples ('Please enter multiple of Min QTY'),
 * tier prices recomputed by the server, sold-out and understock marks, select, delete, the badge
 * count, other users' lines refused, and 4001 for a session that is not valid (guests: guest-cart.test.ts).
 */
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { errorOf, okData, startTestApp, type TestApp } from '../support/test-app'
import { message } from '../support/text'
import { tierFor } from '../../contract/pricing'
import { parseTiers } from '../../server/domains/parts/money'

let t: TestApp
beforeAll(async () => {
  t = await startTestApp({ now: '2026-11-25T10:00:00.000Z' })
})
afterAll(() => t?.close())

type Offer = { id: number; moq: number; multiple: number; stock: number; price_tiers: string }
const offers = (where: string) =>
  t.db.all<Offer>(sql.raw(`SELECT id, moq, multiple, stock, price_tiers FROM goods WHERE ${where} ORDER BY id LIMIT 5`))

async function buyer(lang = 'en') {
  const s = await t.createUserSession()
  return { ...s, api: t.client({ lang, authorization: `Bearer ${s.token}` }) }
}

const e5 = (money: string) => BigInt(money.replace('.', ''))

describe('cart', () => {
  test('add, list with tier prices recomputed, count, change quantity, select and delete', async () => {
    const [plain] = await offers(`moq = 1 AND multiple = 1 AND stock >= 1000 AND json_array_length(price_tiers) >= 3`)
    const [other] = await offers(`moq = 1 AND multiple = 1 AND stock >= 100 AND id <> ${plain!.id}`)
    const b = await buyer()

    const added = okData(await b.api.cart.add({ body: { goods_id: plain!.id, cart_num: 1 } }))
    expect(added.count).toBe(1)
    expect(added.line.cart_num).toBe(1)
    const tiers = parseTiers(plain!.price_tiers)
    expect(e5(added.line.price)).toBe(BigInt(tierFor(tiers, 1)!.unitE5))

    // Adding the same offer again adds the quantity; the price follows the tier of the new quantity.
    const big = tiers.filter((tier) => tier.qty < plain!.stock).pop()!.qty
    const again = okData(await b.api.cart.add({ body: { goods_id: plain!.id, cart_num: big } }))
    expect(again.count).toBe(1)
    expect(again.line.cart_num).toBe(big + 1)
    expect(e5(again.line.price)).toBe(BigInt(tierFor(tiers, big + 1)!.unitE5))
    expect(e5(again.line.amount)).toBe(BigInt(tierFor(tiers, big + 1)!.unitE5) * BigInt(big + 1))

    okData(await b.api.cart.add({ body: { goods_id: other!.id, cart_num: 2 } }))
    expect(okData(await b.api.cart.cartCount()).count).toBe(2)

    const list = okData(await b.api.cart.lists())
    expect(list.list.map((l) => l.goods_id)).toEqual([other!.id, plain!.id])
    expect(list.selected_count).toBe(2)
    const orderable = list.list.filter((l) => !l.sold_out && !l.understock && !l.quantity_problem)
    expect(e5(list.subtotal)).toBe(orderable.reduce((s, l) => s + e5(l.amount), 0n))
    const line = list.list.find((l) => l.goods_id === plain!.id)!
    expect(line).toMatchObject({ sold_out: false, understock: false, selected: true, quantity_problem: null })
    expect(line.part_number).not.toBe('')

    const set = okData(await b.api.cart.addMinus({ body: { id: line.id, cart_num: 5 } }))
    expect(set.cart_num).toBe(5)
    expect(e5(set.price)).toBe(BigInt(tierFor(tiers, 5)!.unitE5))

    const unselected = okData(await b.api.cart.selected({ body: { ids: [line.id], selected: false } }))
    expect(unselected.selected_count).toBe(1)
    expect(e5(unselected.subtotal)).toBe(e5(unselected.list.find((l) => l.id !== line.id)!.amount))
    const all = okData(await b.api.cart.selected({ body: { selected: true } }))
    expect(all.selected_count).toBe(2)

    const left = okData(await b.api.cart.delete({ params: { id: String(line.id) as never } }))
    expect(left.count).toBe(1)
    const ids = okData(await b.api.cart.lists()).list.map((l) => l.id)
    expect(okData(await b.api.cart.delete({ params: { id: ids.join(',') as never } })).count).toBe(0)
  })

  test("minimum and multiples: 'Please enter multiple of Min QTY', in the request language", async () => {
    const [multi] = await offers(`multiple > 1 AND moq >= multiple AND stock > 0`)
    const b = await buyer('de')
    const below = errorOf(await b.api.cart.add({ body: { goods_id: multi!.id, cart_num: multi!.moq - 1 } }), 400)
    expect(below.data?.errors[0]).toEqual({
      field: 'cart_num',
      message: message('de', 'validation.belowMin', { moq: multi!.moq }),
    })
    const odd = errorOf(await b.api.cart.add({ body: { goods_id: multi!.id, cart_num: multi!.moq + 1 } }), 400)
    expect(odd.message).toBe(message('de', 'validation.multipleOfMin'))
    expect(odd.data?.errors[0]?.field).toBe('cart_num')
    const good = okData(await b.api.cart.add({ body: { goods_id: multi!.id, cart_num: multi!.moq + multi!.multiple } }))
    expect(good.line.cart_num).toBe(multi!.moq + multi!.multiple)
    // The stepper is held to the same rule.
    const bad = errorOf(await b.api.cart.addMinus({ body: { id: good.line.id, cart_num: multi!.moq + 1 } }), 400)
    expect(bad.message).toBe(message('de', 'validation.multipleOfMin'))
  })

  test('addMultiple is all or none and names the line that breaks a rule', async () => {
    const [a, c] = await offers(`moq = 1 AND multiple = 1 AND stock > 10`)
    const [multi] = await offers(`multiple > 1 AND moq >= multiple`)
    const b = await buyer()
    const r = errorOf(
      await b.api.cart.addMultiple({
        body: {
          items: [
            { goods_id: a!.id, cart_num: 1 },
            { goods_id: multi!.id, cart_num: multi!.moq + 1 },
          ],
        },
      }),
      400,
    )
    expect(r.data?.errors[0]?.field).toBe('items.1.cart_num')
    expect(okData(await b.api.cart.cartCount()).count).toBe(0)
    expect(
      okData(
        await b.api.cart.addMultiple({
          body: {
            items: [
              { goods_id: a!.id, cart_num: 1 },
              { goods_id: c!.id, cart_num: 3 },
            ],
          },
        }),
      ).count,
    ).toBe(2)
    errorOf(await b.api.cart.addMultiple({ body: { items: [] } }), 400)
    errorOf(await b.api.cart.addMultiple({ body: { items: [{ goods_id: 2 ** 30, cart_num: 1 }] } }), 404)
  })

  test('sold-out and understock marks; such lines are left out of the subtotal', async () => {
    const [a, c] = await offers(`moq = 1 AND multiple = 1 AND stock >= 50`)
    const b = await buyer()
    okData(await b.api.cart.add({ body: { goods_id: a!.id, cart_num: 10 } }))
    okData(await b.api.cart.add({ body: { goods_id: c!.id, cart_num: 10 } }))
    await t.db.run(sql`UPDATE goods SET stock = 0 WHERE id = ${a!.id}`)
    await t.db.run(sql`UPDATE goods SET stock = 4 WHERE id = ${c!.id}`)
    const list = okData(await b.api.cart.lists())
    const byGoods = new Map(list.list.map((l) => [l.goods_id, l]))
    expect(byGoods.get(a!.id)).toMatchObject({ sold_out: true, understock: false })
    expect(byGoods.get(c!.id)).toMatchObject({ sold_out: false, understock: true, stock: 4 })
    expect(list.subtotal).toBe('0.00000')
    await t.db.run(sql`UPDATE goods SET stock = ${a!.stock} WHERE id = ${a!.id}`)
    await t.db.run(sql`UPDATE goods SET stock = ${c!.stock} WHERE id = ${c!.id}`)
  })

  test("another user's lines are not reachable", async () => {
    const [a] = await offers(`moq = 1 AND multiple = 1 AND stock > 10`)
    const owner = await buyer()
    const stranger = await buyer()
    const line = okData(await owner.api.cart.add({ body: { goods_id: a!.id, cart_num: 1 } })).line
    errorOf(await stranger.api.cart.addMinus({ body: { id: line.id, cart_num: 2 } }), 404)
    okData(await stranger.api.cart.selected({ body: { ids: [line.id], selected: false } }))
    expect(okData(await stranger.api.cart.delete({ params: { id: String(line.id) as never } })).count).toBe(0)
    const still = okData(await owner.api.cart.lists())
    expect(still.list).toHaveLength(1)
    expect(still.list[0]).toMatchObject({ id: line.id, cart_num: 1, selected: true })
  })

  test('bad input answers 400 naming the field; a session that is not valid answers 4001', async () => {
    const b = await buyer()
    const zero = errorOf(await b.api.cart.add({ body: { goods_id: 1, cart_num: 0 } }), 400)
    expect(zero.data?.errors[0]).toEqual({ field: 'cart_num', message: message('en', 'validation.enterQty') })
    errorOf(await b.api.cart.add({ body: { goods_id: 1, cart_num: 1.5 } }), 400)
    errorOf(await b.api.cart.add({ body: { goods_id: 'x' as never, cart_num: 1 } }), 400)
    errorOf(await b.api.cart.selected({ body: { selected: 'yes' as never } }), 400)
    errorOf(await b.api.cart.delete({ params: { id: '1;2' as never } }), 400)
    // Without a session a call acts on the guest's cart (guest-cart.test.ts); a Bearer that is not
    // a live session is refused, not taken for a guest.
    const stale = t.client({ authorization: `Bearer ${'x'.repeat(43)}` })
    const calls = [
      stale.cart.lists(),
      stale.cart.cartCount(),
      stale.cart.add({ body: { goods_id: 1, cart_num: 1 } }),
      stale.cart.addMultiple({ body: { items: [{ goods_id: 1, cart_num: 1 }] } }),
      stale.cart.addMinus({ body: { id: 1, cart_num: 1 } }),
      stale.cart.selected({ body: { selected: true } }),
      stale.cart.delete({ params: { id: '1' as never } }),
    ]
    for (const res of await Promise.all(calls)) expect(errorOf(res, 401).code).toBe(4001)
  })
})
