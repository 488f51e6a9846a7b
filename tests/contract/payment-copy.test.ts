/**
 * Payment copy follows the configuration (issue 30, item 5): the cart and the product page name
 * the payment methods the shop offers now (here bank transfer and the test provider: no PayPal, no
 * card), in every language; the test provider's words for the operator ("no payment provider
 * configured") never reach a buyer, who reads "Test payment (no money moves)"; the confirmation
 * after checkout shows the items and the total. Built pages (dist/) are needed: `npm run build`.
 */
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { localeCodes } from '../../locales/locales'
import { okData, startTestApp, type TestApp } from '../support/test-app'
import { message, visibleText } from '../support/text'
import { GERMAN_ADDRESS } from '../support/addresses'
import { formatAmount } from '../../locales/money-format'

let t: TestApp
beforeAll(async () => {
  t = await startTestApp({ now: '2026-11-25T10:00:00.000Z' })
})
afterAll(() => t?.close())

const page = async (path: string, cookie?: string) => {
  const res = await t.request(path, cookie ? { headers: { cookie } } : {})
  // One kind of space: amounts are written with no-break spaces ("0,57 $").
  return { res, text: visibleText(await res.text()).replace(/\s+/g, ' ') }
}

async function offer(skip = 0) {
  const [row] = await t.db.all<{ id: number }>(
    sql.raw(
      `SELECT g.id FROM goods g JOIN parts p ON p.id = g.part_id WHERE g.moq = 1 AND g.multiple = 1
       AND g.stock >= 100 AND p.unit_weight_mg <= 200 ORDER BY g.id LIMIT 1 OFFSET ${skip}`,
    ),
  )
  return row!.id
}

/** What a buyer must not read when only bank transfer and the test payment are offered. */
function expectOnlyOffered(text: string, lang: string) {
  expect(text, lang).toContain(message(lang, 'payments.bank.name'))
  expect(text, lang).toContain(message(lang, 'payments.test.name'))
  expect(text, lang).not.toMatch(/PayPal/i)
  expect(text, lang).not.toContain(message(lang, 'payments.card.name'))
  expect(text, lang).not.toMatch(/payment provider configured/i)
}

describe('the payment methods named are those offered', () => {
  test('getPayMethod: bank transfer and "Test payment (no money moves)", without the operator’s words', async () => {
    const methods = okData(await t.api.orders.payMethods())
    expect(methods.map((m) => m.code)).toEqual(['bank', 'test'])
    expect(methods[1]!.name).toBe('Test payment (no money moves)')
    for (const m of methods) expect(`${m.name} ${m.description}`).not.toMatch(/provider/i)
  })

  test('the product page’s Payment tab, in all ten languages', async () => {
    const id = await offer(0)
    for (const lang of localeCodes) {
      const { res, text } = await page(`${lang === 'en' ? '' : `/${lang}`}/productdetail/${id}`)
      expect(res.status).toBe(200)
      expectOnlyOffered(text, lang)
    }
  })

  test('the cart, in all ten languages', async () => {
    const id = await offer(1)
    const s = await t.createUserSession()
    const api = t.client({ authorization: `Bearer ${s.token}` })
    okData(await api.cart.add({ body: { goods_id: id, cart_num: 2 } }))
    for (const lang of localeCodes) {
      const { res, text } = await page(`${lang === 'en' ? '' : `/${lang}`}/shoppingcart`, `token=${s.token}`)
      expect(res.status).toBe(200)
      expectOnlyOffered(text, lang)
    }
  })
})

describe('the confirmation after checkout', () => {
  test('shows each item with its quantity and amount, and the total', async () => {
    const id = await offer(2)
    const placed = okData(
      await t.client({ lang: 'de' }).orders.place({
        body: {
          goods_id: id,
          cart_num: 3,
          email: 'guest-copy@example.com',
          shipping_address: GERMAN_ADDRESS,
          shipping_method: 'express',
        },
      }),
    )
    const order = okData(
      await t.api.orders.orderDetail({ params: { id: placed.id }, query: { token: placed.token ?? undefined } }),
    )
    const { res, text } = await page(`/de/pay/successful?id=${placed.id}&token=${placed.token}`)
    expect(res.status).toBe(200)
    expect(text).toContain(order.order_no)
    expect(text).toContain(message('de', 'checkout.items'))
    for (const line of order.lines) {
      expect(text).toContain(line.part_number)
      expect(text).toContain(formatAmount(line.amount, 'de').replace(/\s+/g, ' '))
    }
    expect(text).toContain(message('de', 'checkout.total'))
    expect(text).toContain(formatAmount(order.total, 'de').replace(/\s+/g, ' '))
  })
})
