/**
 * What a buyer may report of a bank transfer, and every money input of the API (issue 29 items 2
 * and 7): an amount is at most USD 10,000,000, so that whatever passes is stored and read back
 * exactly (90071992547.41 was accepted, stored as 9,007,199,254,741,000 e5 — above 2^53 — and every
 * read of the order answered 500 from then on); the day of the transfer is a day of the calendar,
 * from the order's day to today. A refused report changes nothing.
 */
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { localeInfo } from '../../locales/locales'
import { GERMAN_ADDRESS } from '../support/addresses'
import { errorOf, okData, startTestApp, type TestApp } from '../support/test-app'
import { message } from '../support/text'

let t: TestApp
beforeAll(async () => {
  t = await startTestApp({ now: '2026-11-25T10:00:00.000Z' })
})
afterAll(() => t?.close())

/** An Unpaid order of a new buyer (one piece of a light offer with MOQ 1). */
async function unpaidOrder(lang = 'en') {
  const s = await t.createUserSession()
  const api = t.client({ lang, authorization: `Bearer ${s.token}` })
  const [offer] = await t.db.all<{ id: number }>(
    sql`SELECT g.id FROM goods g JOIN parts p ON p.id = g.part_id
    WHERE g.moq = 1 AND g.multiple = 1 AND g.stock >= 100 AND p.unit_weight_mg <= 200 ORDER BY g.id LIMIT 1`,
  )
  const placed = okData(
    await api.orders.place({
      body: { goods_id: offer!.id, cart_num: 1, shipping_address: GERMAN_ADDRESS, shipping_method: 'express' },
    }),
  )
  return { api, id: placed.id }
}

/** The report as a browser's form sends it. */
const report = (id: number, fields: Record<string, string> = {}) => {
  const f = new FormData()
  const all = { id: String(id), payer_name: 'Ada Käufer', reference: 'TT-29', amount: '12.50', paid_on: '2026-11-25' }
  for (const [k, v] of Object.entries({ ...all, ...fields })) f.append(k, v)
  return { body: f as never }
}

/** The order as its owner reads it, and what is stored of transfers for it. */
async function unchanged(api: TestApp['api'], id: number) {
  expect(okData(await api.orders.orderDetail({ params: { id } }))).toMatchObject({ status: 'Unpaid', remittances: [] })
  const [row] = await t.db.all<{ n: number }>(sql`SELECT count(*) AS n FROM bank_remittances WHERE order_id = ${id}`)
  expect(row!.n).toBe(0)
}

describe('the amount of a bank transfer', () => {
  test.each([
    ['10000000', '10000000.00000'],
    ['10000000.00', '10000000.00000'],
    ['0.01', '0.01000'],
  ])('%s is recorded and read back as %s', async (amount, stored) => {
    const { api, id } = await unpaidOrder()
    const done = okData(await api.orders.bankConfirm(report(id, { amount })))
    expect(done.status).toBe('Confirming')
    expect(done.remittances.map((r) => r.amount)).toEqual([stored])
    expect(okData(await api.orders.orderDetail({ params: { id } })).remittances[0]!.amount).toBe(stored)
  })

  test.each(['10000000.01', '90071992547.41', '999999999999.99'])(
    '%s is refused (at most USD 10,000,000) and changes nothing',
    async (amount) => {
      const { api, id } = await unpaidOrder('de')
      const refused = errorOf(await api.orders.bankConfirm(report(id, { amount })), 400)
      const expected = message('de', 'validation.amountTooLarge', {
        field: message('de', 'fields.amount'),
        max: 10_000_000,
      })
      expect(refused.data?.errors).toEqual([{ field: 'amount', message: expected }])
      expect(expected).toContain('10.000.000')
      await unchanged(api, id)
    },
  )

  test.each(['0', '0.00', '', '-1', '1e3', '12,50', '1.234'])('%j is refused as not an amount', async (amount) => {
    const { api, id } = await unpaidOrder()
    const refused = errorOf(await api.orders.bankConfirm(report(id, { amount })), 400)
    expect(refused.data?.errors).toEqual([{ field: 'amount', message: message('en', 'validation.enterAmount') }])
    await unchanged(api, id)
  })

  test('an order poisoned before amounts were bounded is read again', async () => {
    const { api, id } = await unpaidOrder()
    okData(await api.orders.bankConfirm(report(id)))
    await t.db.run(sql`UPDATE bank_remittances SET amount = 9007199254741000 WHERE order_id = ${id}`)
    const detail = okData(await api.orders.orderDetail({ params: { id } }))
    expect(detail.remittances.map((r) => r.amount)).toEqual(['90071992547.41000'])
  })
})

describe('the day of a bank transfer', () => {
  // The test clock is 2026-11-25 10:00 UTC, and so is the order's time. Anywhere on Earth (UTC−12 to
  // UTC+14) that is a day from 2026-11-24 to 2026-11-26.
  test.each(['2026-11-24', '2026-11-25', '2026-11-26'])('%s is recorded', async (paid_on) => {
    const { api, id } = await unpaidOrder()
    expect(okData(await api.orders.bankConfirm(report(id, { paid_on }))).remittances[0]!.paid_on).toBe(paid_on)
  })

  test.each(['2026-02-30', '2026-13-01', '2026-11-31', '2025-02-29'])(
    '%s is no day of the calendar: refused',
    async (paid_on) => {
      const { api, id } = await unpaidOrder('fr')
      const refused = errorOf(await api.orders.bankConfirm(report(id, { paid_on })), 400)
      expect(refused.data?.errors).toEqual([{ field: 'paid_on', message: message('fr', 'validation.noSuchDate') }])
      await unchanged(api, id)
    },
  )

  test.each(['9999-12-31', '2026-11-27', '2026-11-23', '1970-01-01'])(
    "%s is outside the order's day to today: refused",
    async (paid_on) => {
      const { api, id } = await unpaidOrder('jp')
      const refused = errorOf(await api.orders.bankConfirm(report(id, { paid_on })), 400)
      const day = (d: string) =>
        new Intl.DateTimeFormat(localeInfo('jp').bcp47, { dateStyle: 'medium', timeZone: 'UTC' }).format(
          new Date(`${d}T00:00:00Z`),
        )
      expect(refused.data?.errors).toEqual([
        {
          field: 'paid_on',
          message: message('jp', 'validation.paidOnRange', { from: day('2026-11-24'), to: day('2026-11-26') }),
        },
      ])
      await unchanged(api, id)
    },
  )
})

describe('target prices of an RFQ', () => {
  const contact = {
    contact_name: 'Marie Curie',
    company_name: 'Radium SARL',
    email: 'marie@radium.example',
    telephone: '+33 1 23 45 67 89',
    country: 'FR',
  }
  test.each(['10000000', '10000000.00000', '0', '0.00001'])('%s is taken', async (target_price) => {
    const s = await t.createUserSession()
    const api = t.client({ authorization: `Bearer ${s.token}` })
    okData(
      await api.rfq.saveRfqContact({
        body: { ...contact, lines: [{ part_number: 'LM358DR', qty: 10, target_price }] },
      }),
    )
  })

  test.each(['10000000.00001', '999999999'])('%s is refused (at most USD 10,000,000)', async (target_price) => {
    const s = await t.createUserSession()
    const api = t.client({ lang: 'ko', authorization: `Bearer ${s.token}` })
    const refused = errorOf(
      await api.rfq.saveRfqContact({
        body: { ...contact, lines: [{ part_number: 'LM358DR', qty: 10, target_price }] },
      }),
      400,
    )
    expect(refused.data?.errors).toEqual([
      {
        field: 'lines.0.target_price',
        message: message('ko', 'validation.amountTooLarge', { field: message('ko', 'fields.target_price'), max: 1e7 }),
      },
    ])
  })
})
