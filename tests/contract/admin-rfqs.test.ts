/**
 * The console's RFQ desk (issue 31): the list with status tabs, counts and each RFQ's age against
 * the reply promise of spec §9 (12 working hours; 24 hours for a product page), late ones counted;
 * opening a submitted RFQ marks it viewed (once, with an audit row; the buyer's history shows it);
 * a quote answers every line once (an offer or cannot offer), → quoted, mailed to the buyer in
 * their language and shown in their RFQ history. Ordering the quote: quote-orders.test.ts.
 */
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { workingHours } from '../../server/domains/admin/rfqs'
import { formatUnitPrice } from '../../locales/money-format'
import { readOutboxMail } from '../support/mail'
import { errorOf, okData, type TestApp } from '../support/test-app'
import { message } from '../support/text'
import { createStaff, startWithStaff, staffClient, type Staff } from '../support/staff'
import { backgroundWork } from '../../server/http/contract-routes'

let t: TestApp
let sales: Staff
// A Monday morning (UTC).
beforeAll(async () => {
  ;({ t, sales } = await startWithStaff({ seed: false, now: '2026-11-23T09:00:00.000Z' }, 'sales'))
})
afterAll(() => t?.close())

const contact = {
  contact_name: 'Greta Käufer',
  company_name: 'Käufer GmbH',
  email: 'greta@kaeufer.example',
  telephone: '+49 30 1234567',
  country: 'DE',
}

async function buyerRfq() {
  const s = await t.createUserSession({ email: `rfq-${crypto.randomUUID().slice(0, 6)}@kaeufer.example` })
  const api = t.client({ lang: 'de', authorization: `Bearer ${s.token}` })
  const sent = okData(
    await api.rfq.saveRfqContact({
      body: {
        ...contact,
        lines: [
          { part_number: 'LM358DR', qty: 2500, target_price: '0.5' },
          { part_number: 'NO-SUCH-PART-1', qty: 10 },
        ],
      },
    }),
  )
  return { ...sent, api, token: s.token }
}

test('working hours count Monday to Friday only (UTC)', () => {
  expect(workingHours(new Date('2026-11-27T18:00:00Z'), new Date('2026-11-30T09:00:00Z'))).toBe(15) // Fri 18:00 → Mon 09:00
  expect(workingHours(new Date('2026-11-23T09:00:00Z'), new Date('2026-11-23T21:00:00Z'))).toBe(12)
  expect(workingHours(new Date('2026-11-28T10:00:00Z'), new Date('2026-11-29T10:00:00Z'))).toBe(0) // a weekend
})

describe('the RFQ desk', () => {
  test('list: tabs with counts, age against the promise, late after 12 working hours', async () => {
    const r = await buyerRfq()
    const api = staffClient(t, sales)
    const first = okData(await api.admin.adminRfqList({ query: { status: 'submitted', page: 1, page_size: 20 } }))
    const row = first.list.find((x) => x.id === r.id)!
    expect(row).toMatchObject({ rfq_no: r.rfq_no, status: 'submitted', promise_hours: 12, late: false, line_count: 2 })
    expect(row.part_numbers).toEqual(['LM358DR', 'NO-SUCH-PART-1'])
    expect(first.counts.submitted).toBeGreaterThanOrEqual(1)
    t.clock.advance(13 * 3_600_000)
    // Staff sessions last 8 hours: a fresh sign-in.
    sales = await createStaff(t, 'sales')
    const later = okData(await staffClient(t, sales).admin.adminRfqList({ query: { page: 1, page_size: 20 } }))
    expect(later.list.find((x) => x.id === r.id)).toMatchObject({ late: true, age_working_hours: 13 })
    expect(later.late).toBeGreaterThanOrEqual(1)
  })

  test('opening marks it viewed, once; the buyer’s history shows viewed', async () => {
    const r = await buyerRfq()
    expect(okData(await r.api.rfq.rfqDetail({ query: { id: r.id } })).status).toBe('submitted')
    const api = staffClient(t, sales)
    expect(okData(await api.admin.adminRfqDetail({ params: { id: r.id } })).status).toBe('viewed')
    const again = okData(await api.admin.adminRfqDetail({ params: { id: r.id } }))
    expect(again.audit.map((a) => a.action)).toEqual(['rfq.view'])
    expect(again.audit[0]!.actor_email).toBe(sales.email)
    expect(okData(await r.api.rfq.rfqDetail({ query: { id: r.id } })).status).toBe('viewed')
    errorOf(await api.admin.adminRfqDetail({ params: { id: 999999 } }), 404)
  })

  test('a quote answers every line once: quoted, the buyer’s German mail, the buyer’s history', async () => {
    const r = await buyerRfq()
    const api = staffClient(t, sales)
    const d = okData(await api.admin.adminRfqDetail({ params: { id: r.id } }))
    const [a, b] = d.lines
    // Not every line answered; an offer that has expired already.
    errorOf(
      await api.admin.rfqQuote({ params: { id: r.id }, body: { lines: [{ rfq_line_id: a!.id, can_offer: false }] } }),
      400,
    )
    const offer = {
      rfq_line_id: a!.id,
      can_offer: true as const,
      unit_price: '0.12345',
      qty: 2500,
      lead_time: '2 weeks',
      date_code: '24+',
      valid_until: '2026-12-31',
    }
    errorOf(
      await api.admin.rfqQuote({
        params: { id: r.id },
        body: {
          lines: [
            { ...offer, valid_until: '2020-01-01' },
            { rfq_line_id: b!.id, can_offer: false },
          ],
        },
      }),
      400,
    )
    const quoted = okData(
      await api.admin.rfqQuote({
        params: { id: r.id },
        body: { lines: [offer, { rfq_line_id: b!.id, can_offer: false }] },
      }),
    )
    expect(quoted.status).toBe('quoted')
    expect(quoted.quote!.lines).toEqual([
      {
        position: 1,
        part_number: 'LM358DR',
        can_offer: true,
        unit_price: '0.12345',
        qty: 2500,
        lead_time: '2 weeks',
        date_code: '24+',
        valid_until: '2026-12-31',
      },
      {
        position: 2,
        part_number: 'NO-SUCH-PART-1',
        can_offer: false,
        unit_price: null,
        qty: null,
        lead_time: '',
        date_code: '',
        valid_until: null,
      },
    ])
    // Once.
    errorOf(
      await api.admin.rfqQuote({
        params: { id: r.id },
        body: { lines: [offer, { rfq_line_id: b!.id, can_offer: false }] },
      }),
      409,
    )
    expect(okData(await api.admin.adminRfqDetail({ params: { id: r.id } })).audit.map((x) => x.action)).toEqual([
      'rfq.view',
      'rfq.quote',
    ])
    // The buyer's history.
    const mine = okData(await r.api.rfq.rfqDetail({ query: { id: r.id } }))
    expect(mine.status).toBe('quoted')
    expect(mine.quote!.lines[0]).toMatchObject({ unit_price: '0.12345', qty: 2500 })
    // The buyer's mail, in German (the RFQ's language), prices with 5 decimals.
    await backgroundWork(t.ports)
    let found = false
    for (const f of await t.outboxFiles()) {
      const m = await readOutboxMail(t.outbox, f)
      if (m.subject !== message('de', 'rfq.mail.quote.subject', { no: r.rfq_no })) continue
      found = true
      expect(m.to).toContain('greta@kaeufer.example')
      expect(m.text).toContain('0,12345')
      expect(m.text).toContain(message('de', 'rfq.mail.quote.cannotOffer'))
      expect(m.text).toContain(`/de/myaccount/rfq-history/${r.id}`)
    }
    expect(found).toBe(true)
    const rows = await t.db.all(sql`SELECT * FROM rfq_quotes WHERE rfq_id = ${r.id}`)
    expect(rows).toHaveLength(1)
    // The buyer's RFQ page (server HTML) shows the quote in German.
    const html = await (
      await t.request(`/de/myaccount/rfq-history/${r.id}`, { headers: { cookie: `token=${r.token}` } })
    ).text()
    expect(html).toContain('data-testid="rfq-quote"')
    expect(html).toContain('0,12345')
    expect(html).toContain(message('de', 'rfq.history.quoteColumns.cannotOffer'))
    // The country by its German name, the buyer's target price in dollars as the page's money.
    expect(html).toContain('<dd>Deutschland</dd>')
    expect(html).not.toContain('<dd>DE</dd>')
    expect(html).toContain(formatUnitPrice('0.5', 'de'))
  })
})
