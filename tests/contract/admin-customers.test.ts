/**
 * Customers, feedback and the newsletter in the console (issue 32 item 4): the customer list with
 * its search and paging; a customer's page with profile, addresses, orders, RFQs and BOMs;
 * disabling (every session ends at once, sign-in refused with a localized message) and enabling;
 * exporting one customer's personal data (theirs and no one else's) and erasing it (orders kept,
 * personal fields replaced, no sign-in ever again); feedback handled with a note; subscribers
 * exported as CSV (quoted, formulas defused) or xlsx. Sales see and handle; only admins change or
 * export an account. Every staff action has its audit row, without the customer's personal data.
 */
import { eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import * as XLSX from 'xlsx'
import { addresses, bomLines, boms, feedback, orders, subscriptions, users } from '../../server/db/schema'
import { createSession } from '../../server/auth/sessions'
import { hashPassword } from '../../server/domains/accounts/password'
import { GERMAN_ADDRESS } from '../support/addresses'
import { startWithStaff, staffClient, type Staff } from '../support/staff'
import { errorOf, okData, type TestApp } from '../support/test-app'
import { message } from '../support/text'

let t: TestApp
let sales: Staff
let admin: Staff
beforeAll(async () => {
  ;({ t, sales, admin } = await startWithStaff({ now: '2026-11-25T10:00:00.000Z' }, 'sales', 'admin'))
})
afterAll(() => t?.close())

const PASSWORD = 'Buyer-pass-2026'
const salesApi = () => staffClient(t, sales)
const adminApi = () => staffClient(t, admin)

let used = 0
async function freshOffer() {
  const rows = await t.db.all<{ id: number }>(
    sql`SELECT g.id FROM goods g JOIN parts p ON p.id = g.part_id
       WHERE g.moq = 1 AND g.multiple = 1 AND g.stock >= 100 AND p.unit_weight_mg <= 200
       AND g.id NOT IN (SELECT goods_id FROM order_lines) ORDER BY g.id LIMIT 1 OFFSET ${used++}`,
  )
  return rows[0]!.id
}

/** A registered, activated customer with a profile, signed in through the shop's login. */
async function customer(name: string, company: string) {
  const tag = crypto.randomUUID().slice(0, 8)
  const email = `${name.toLowerCase().replace(/\W/g, '')}-${tag}@buyer.example`
  const at = t.clock.now().toISOString()
  const [u] = await t.db
    .insert(users)
    .values({
      email,
      emailNorm: email,
      createdAt: at,
      activatedAt: at,
      passwordHash: await hashPassword(PASSWORD),
      contactName: name,
      companyName: company,
      telephone: '+49 30 555 0101',
      country: 'DE',
      city: 'Berlin',
      address: 'Hauptstraße 1',
    })
    .returning({ id: users.id })
  const token = await signIn(email)
  return { id: u!.id, email, name, company, token, api: t.client({ lang: 'de', authorization: `Bearer ${token}` }) }
}
type Customer = Awaited<ReturnType<typeof customer>>

async function signIn(email: string) {
  return okData(await t.client({ lang: 'de' }).accounts.login({ body: { email, password: PASSWORD } })).token
}

/** An order, an RFQ, a saved address and a BOM of the customer. */
async function withHistory(c: Customer) {
  const placed = okData(
    await c.api.orders.place({
      body: {
        goods_id: await freshOffer(),
        cart_num: 3,
        shipping_address: { ...GERMAN_ADDRESS, contact_name: c.name },
        shipping_method: 'express',
        pay_method: 'bank',
      },
    }),
  )
  const rfq = okData(
    await c.api.rfq.saveRfqContact({
      body: {
        contact_name: c.name,
        company_name: c.company,
        email: c.email,
        telephone: '+49 30 555 0101',
        country: 'DE',
        lines: [{ part_number: 'LM358DR', qty: 2500 }],
      },
    }),
  )
  const at = t.clock.now().toISOString()
  await t.db.insert(addresses).values({
    userId: c.id,
    ...GERMAN_ADDRESS,
    contactName: c.name,
    addressLine1: `${c.name} Weg 7`,
    postalCode: '10115',
    createdAt: at,
    updatedAt: at,
  })
  const [bom] = await t.db
    .insert(boms)
    .values({
      userId: c.id,
      name: `${c.name} board`,
      fileKey: `uploads/${c.id}-bom.txt`,
      columns: '{}',
      status: 'matched',
      createdAt: at,
      updatedAt: at,
    })
    .returning({ id: boms.id })
  await t.db.insert(bomLines).values({
    bomId: bom!.id,
    row: 1,
    partText: 'NE555DR',
    manufacturerText: 'TI',
    qty: 10,
    qtyText: '10',
    designators: 'U1',
    description: '',
    customerRef: `${c.name}-REF`,
    supplierPn: '',
  })
  return { order: placed, rfq, bomId: bom!.id }
}

const auditOf = (objectType: string, objectId: number | string) =>
  t.db.all<{ action: string; actor_email: string; before: string | null; after: string | null }>(
    sql`SELECT action, actor_email, before, after FROM audit_log WHERE object_type = ${objectType} AND object_id = ${String(objectId)} ORDER BY id`,
  )

describe('customers', () => {
  test('the list: search by e-mail, contact name or company, newest first, paging', async () => {
    const a = await customer('Ingrid Lötmann', 'Platinenbau Nord GmbH')
    const b = await customer('Bao Chen', 'Shenzhen Widgets Ltd')
    const byCompany = okData(
      await salesApi().admin.customerList({ query: { q: 'platinenbau', page: 1, page_size: 10 } }),
    )
    expect(byCompany.list.map((r) => r.id)).toEqual([a.id])
    expect(byCompany.list[0]).toMatchObject({ email: a.email, contact_name: a.name, state: 'active', activated: true })
    const byName = okData(await salesApi().admin.customerList({ query: { q: 'Bao Ch', page: 1, page_size: 10 } }))
    expect(byName.list.map((r) => r.id)).toEqual([b.id])
    const byEmail = okData(
      await salesApi().admin.customerList({ query: { q: a.email.slice(0, 12), page: 1, page_size: 10 } }),
    )
    expect(byEmail.list.map((r) => r.id)).toEqual([a.id])
    // A wildcard typed in the search is a character, not a wildcard.
    expect(okData(await salesApi().admin.customerList({ query: { q: '%', page: 1, page_size: 10 } })).total).toBe(0)
    // Staff are not customers.
    expect(
      okData(await salesApi().admin.customerList({ query: { q: sales.email, page: 1, page_size: 10 } })).total,
    ).toBe(0)
    const first = okData(await salesApi().admin.customerList({ query: { page: 1, page_size: 1 } }))
    const second = okData(await salesApi().admin.customerList({ query: { page: 2, page_size: 1 } }))
    expect(first.list[0]!.id).toBe(b.id)
    expect(second.list[0]!.id).toBe(a.id)
    expect(first.total).toBeGreaterThanOrEqual(2)
  })

  test("a customer's page: profile, addresses, orders, RFQs and BOMs; sales may only look", async () => {
    const c = await customer('Marta Ohm', 'Ohm & Söhne')
    const h = await withHistory(c)
    const seen = okData(await salesApi().admin.customerDetail({ params: { id: c.id } }))
    expect(seen).toMatchObject({
      email: c.email,
      contact_name: c.name,
      company_name: c.company,
      telephone: '+49 30 555 0101',
    })
    expect(seen.order_count).toBe(1)
    expect(seen.orders).toEqual([
      expect.objectContaining({ id: h.order.id, order_no: h.order.order_no, status: 'Unpaid' }),
    ])
    expect(seen.rfqs).toEqual([expect.objectContaining({ id: h.rfq.id, rfq_no: h.rfq.rfq_no, line_count: 1 })])
    expect(seen.boms).toEqual([expect.objectContaining({ id: h.bomId, name: 'Marta Ohm board', line_count: 1 })])
    expect(seen.addresses.map((a) => a.address_line1)).toEqual(['Marta Ohm Weg 7'])
    expect(seen.live_sessions).toBe(1)
    expect(seen.actions).toEqual({ disable: false, enable: false, export: false, erase: false })
    const asAdmin = okData(await adminApi().admin.customerDetail({ params: { id: c.id } }))
    expect(asAdmin.actions).toEqual({ disable: true, enable: false, export: true, erase: true })
    errorOf(await salesApi().admin.customerDetail({ params: { id: 999_999 } }), 404)
  })

  test('sales staff get 403 for disable, enable, export and erase; nothing changes', async () => {
    const c = await customer('Kai Sperr', 'Sperr KG')
    const api = salesApi()
    expect(errorOf(await api.admin.customerDisable({ params: { id: c.id }, body: { reason: 'x' } }), 403).code).toBe(
      403,
    )
    errorOf(await api.admin.customerEnable({ params: { id: c.id }, body: {} }), 403)
    errorOf(await api.admin.customerErase({ params: { id: c.id }, body: { confirm_email: c.email } }), 403)
    const download = await t.request(`/api/admin/customers/${c.id}/export?format=json`, {
      headers: { cookie: sales.cookie },
    })
    expect(download.status).toBe(403)
    expect(okData(await c.api.accounts.profileInfo()).email).toBe(c.email)
    expect(await auditOf('customer', c.id)).toEqual([])
  })
})

describe('disabling a customer', () => {
  test('ends every session at once (the next call answers 4001) and refuses sign-in with a localized message', async () => {
    const c = await customer('Dora Sperrig', 'Sperrig AG')
    const second = await signIn(c.email)
    const r = okData(
      await adminApi().admin.customerDisable({
        params: { id: c.id },
        body: { reason: 'Chargeback fraud, ticket 4711' },
      }),
    )
    expect(r).toMatchObject({ state: 'disabled', disabled_reason: 'Chargeback fraud, ticket 4711', live_sessions: 0 })
    expect(r.actions).toMatchObject({ disable: false, enable: true })
    for (const token of [c.token, second]) {
      const res = await t.client({ lang: 'de', authorization: `Bearer ${token}` }).accounts.profileInfo()
      expect(res.status).toBe(401)
      expect((res.body as { code: number }).code).toBe(4001)
    }
    for (const lang of ['de', 'zh', 'ar']) {
      const refused = errorOf(
        await t.client({ lang }).accounts.login({ body: { email: c.email, password: PASSWORD } }),
        403,
      )
      expect(refused.message).toBe(message(lang, 'api.accountDisabled'))
      expect(refused.data?.errors).toEqual([{ field: 'email', message: message(lang, 'api.accountDisabled') }])
    }
    // A session opened by a sign-in that was checking the password while the account was disabled: no session either.
    const late = await createSession(t.db, c.id, t.clock.now())
    const lateCall = await t.client({ authorization: `Bearer ${late.token}` }).accounts.profileInfo()
    expect((lateCall.body as { code: number }).code).toBe(4001)
    // A wrong password still answers as for anyone: the refusal tells nothing to a guesser.
    errorOf(await t.api.accounts.login({ body: { email: c.email, password: 'Wrong-pass-2026' } }), 400)
    // No reset link for a disabled account.
    const mailsBefore = (await t.outboxFiles()).length
    okData(await t.api.accounts.forgot({ body: { email: c.email } }))
    await new Promise((resolve) => setTimeout(resolve, 200))
    expect((await t.outboxFiles()).length).toBe(mailsBefore)

    const audit = await auditOf('customer', c.id)
    expect(audit).toEqual([
      {
        action: 'customer.disable',
        actor_email: admin.email,
        before: JSON.stringify({ state: 'active' }),
        after: JSON.stringify({ state: 'disabled', reason: 'Chargeback fraud, ticket 4711', sessions_ended: 2 }),
      },
    ])
    // Twice: 409, one audit row.
    errorOf(await adminApi().admin.customerDisable({ params: { id: c.id }, body: { reason: 'again' } }), 409)
    expect(await auditOf('customer', c.id)).toHaveLength(1)
  })

  test('a reason is required; a staff member cannot be disabled here', async () => {
    const c = await customer('Rita Grund', 'Grund OHG')
    errorOf(await adminApi().admin.customerDisable({ params: { id: c.id }, body: { reason: '   ' } }), 400)
    const [staffUser] = await t.db.select({ id: users.id }).from(users).where(eq(users.emailNorm, sales.email))
    errorOf(await adminApi().admin.customerDisable({ params: { id: staffUser!.id }, body: { reason: 'no' } }), 409)
    okData(await salesApi().admin.customerList({ query: { page: 1, page_size: 1 } }))
  })

  test('enabling lets the customer sign in again', async () => {
    const c = await customer('Emil Wieder', 'Wieder GmbH')
    okData(await adminApi().admin.customerDisable({ params: { id: c.id }, body: { reason: 'checking' } }))
    const enabled = okData(await adminApi().admin.customerEnable({ params: { id: c.id }, body: {} }))
    expect(enabled).toMatchObject({ state: 'active', disabled_at: null, disabled_reason: '' })
    expect(okData(await t.api.accounts.login({ body: { email: c.email, password: PASSWORD } })).token).toBeTruthy()
    errorOf(await adminApi().admin.customerEnable({ params: { id: c.id }, body: {} }), 409)
    expect((await auditOf('customer', c.id)).map((r) => r.action)).toEqual(['customer.disable', 'customer.enable'])
  })
})

describe('personal data', () => {
  test("the export holds the customer's profile, addresses, orders, RFQs and BOMs, and no one else's", async () => {
    const a = await customer('Anna Export', 'Export Elektronik')
    const b = await customer('Bert Fremd', 'Fremd Teile')
    const ha = await withHistory(a)
    const hb = await withHistory(b)
    const res = await t.request(`/api/admin/customers/${a.id}/export?format=json`, {
      headers: { cookie: admin.cookie },
    })
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toMatch(/^application\/json/)
    expect(res.headers.get('content-disposition')).toMatch(
      new RegExp(`attachment; filename="customer-${a.id}-2026-11-25\\.json"`),
    )
    const text = await res.text()
    const data = JSON.parse(text) as Record<string, any>
    expect(data.profile).toMatchObject({ id: a.id, email: a.email, contact_name: a.name, company_name: a.company })
    expect(data.addresses.map((x: { address_line1: string }) => x.address_line1)).toEqual(['Anna Export Weg 7'])
    expect(data.orders.map((o: { order_no: string }) => o.order_no)).toEqual([ha.order.order_no])
    expect(data.orders[0].shipping_address.contact_name).toBe(a.name)
    expect(data.order_lines).toHaveLength(1)
    expect(data.order_lines[0].order_no).toBe(ha.order.order_no)
    expect(data.rfqs.map((r: { rfq_no: string }) => r.rfq_no)).toEqual([ha.rfq.rfq_no])
    expect(data.rfq_lines).toEqual([
      expect.objectContaining({ rfq_no: ha.rfq.rfq_no, part_number: 'LM358DR', qty: 2500 }),
    ])
    expect(data.boms.map((x: { name: string }) => x.name)).toEqual(['Anna Export board'])
    expect(data.bom_lines).toEqual([
      expect.objectContaining({ bom: 'Anna Export board', customer_ref: 'Anna Export-REF' }),
    ])
    for (const other of [b.email, b.name, b.company, hb.order.order_no, hb.rfq.rfq_no, 'Bert Fremd board'])
      expect(text).not.toContain(other)

    const xlsx = await t.request(`/api/admin/customers/${a.id}/export?format=xlsx`, {
      headers: { cookie: admin.cookie },
    })
    expect(xlsx.status).toBe(200)
    const book = XLSX.read(new Uint8Array(await xlsx.arrayBuffer()), { type: 'array' })
    expect(book.SheetNames).toEqual([
      'profile',
      'addresses',
      'orders',
      'order_lines',
      'bank_transfers',
      'rfqs',
      'rfq_lines',
      'boms',
      'bom_lines',
      'newsletter',
      'feedback',
    ])
    const orderRows = XLSX.utils.sheet_to_json<Record<string, string>>(book.Sheets.orders!)
    expect(orderRows.map((r) => r.order_no)).toEqual([ha.order.order_no])
    expect(XLSX.utils.sheet_to_json<Record<string, string>>(book.Sheets.profile!)[0]!.email).toBe(a.email)

    // Audited: who exported whose data and in which format — not the data.
    const audit = await auditOf('customer', a.id)
    expect(audit.map((r) => [r.action, r.actor_email, r.after])).toEqual([
      ['customer.export', admin.email, JSON.stringify({ format: 'json' })],
      ['customer.export', admin.email, JSON.stringify({ format: 'xlsx' })],
    ])
  })

  test('erasure keeps the order rows for the books and replaces the personal fields; the account cannot sign in', async () => {
    const c = await customer('Erik Löschmann', 'Löschmann Elektronik')
    const other = await customer('Olga Bleibt', 'Bleibt GmbH')
    const h = await withHistory(c)
    const ho = await withHistory(other)
    await t.db
      .insert(subscriptions)
      .values({ email: c.email, emailNorm: c.email, locale: 'de', createdAt: t.clock.now().toISOString() })
    await t.db.insert(feedback).values({
      typeId: 1,
      email: c.email,
      content: 'Ich bin Erik',
      locale: 'de',
      createdAt: t.clock.now().toISOString(),
    })
    const before = (await t.db.select().from(orders).where(eq(orders.id, h.order.id)))[0]!
    const lineCount = async () =>
      (await t.db.all<{ n: number }>(sql`SELECT count(*) AS n FROM order_lines WHERE order_id = ${h.order.id}`))[0]!.n
    const linesBefore = await lineCount()

    // The confirm step: the customer's e-mail typed again.
    const wrong = errorOf(
      await adminApi().admin.customerErase({ params: { id: c.id }, body: { confirm_email: other.email } }),
      400,
    )
    expect(wrong.data?.errors.map((e) => e.field)).toEqual(['confirm_email'])
    expect(okData(await c.api.accounts.profileInfo()).email).toBe(c.email)

    const erased = okData(
      await adminApi().admin.customerErase({ params: { id: c.id }, body: { confirm_email: c.email.toUpperCase() } }),
    )
    expect(erased).toMatchObject({
      state: 'erased',
      email: `erased-${c.id}@erased.invalid`,
      contact_name: '',
      company_name: '',
      telephone: '',
      addresses: [],
      boms: [],
      live_sessions: 0,
    })
    expect(erased.orders.map((o) => o.order_no)).toEqual([h.order.order_no])

    // The order row is kept: number, status, amounts, lines; its personal fields are placeholders.
    const after = (await t.db.select().from(orders).where(eq(orders.id, h.order.id)))[0]!
    expect(after).toMatchObject({
      orderNo: before.orderNo,
      status: before.status,
      total: before.total,
      subtotal: before.subtotal,
      userId: c.id,
      email: `erased-${c.id}@erased.invalid`,
    })
    expect(await lineCount()).toBe(linesBefore)
    const shipTo = JSON.parse(after.shippingAddress) as Record<string, string>
    expect(shipTo).toEqual({
      contact_name: '[erased]',
      country: 'DE',
      state: '',
      city: '',
      address_line1: '',
      address_line2: '',
      postal_code: '',
      telephone: '',
    })
    expect(JSON.parse(after.billingAddress).telephone).toBe('')
    const [rfq] = await t.db.all<Record<string, string>>(
      sql`SELECT email, contact_name, telephone, company_name FROM rfqs WHERE id = ${h.rfq.id}`,
    )
    expect(rfq).toEqual({
      email: `erased-${c.id}@erased.invalid`,
      contact_name: '[erased]',
      telephone: '',
      company_name: '',
    })
    const count = async (table: string, where: string) =>
      (await t.db.all<{ n: number }>(sql.raw(`SELECT count(*) AS n FROM ${table} WHERE ${where}`)))[0]!.n
    expect(await count('addresses', `user_id = ${c.id}`)).toBe(0)
    expect(await count('boms', `user_id = ${c.id}`)).toBe(0)
    expect(await count('bom_lines', `bom_id = ${h.bomId}`)).toBe(0)
    expect(await count('subscriptions', `email_norm = '${c.email}'`)).toBe(0)
    expect(await count('feedback', `email = '${c.email}'`)).toBe(0)
    // Nothing of the customer is left anywhere in the database but the audit log's own rows.
    for (const table of [
      'users',
      'orders',
      'rfqs',
      'addresses',
      'bank_remittances',
      'subscriptions',
      'feedback',
      'mail_outbox',
      'bom_lines',
    ]) {
      const rows = JSON.stringify(await t.db.all(sql.raw(`SELECT * FROM ${table}`)))
      for (const personal of [c.email, 'Erik Löschmann', 'Löschmann Elektronik', 'Erik Löschmann Weg 7'])
        expect(rows.includes(personal), `${personal} in ${table}`).toBe(false)
    }
    // The other customer keeps everything.
    expect(okData(await adminApi().admin.customerDetail({ params: { id: other.id } }))).toMatchObject({
      email: other.email,
      state: 'active',
      orders: [expect.objectContaining({ order_no: ho.order.order_no })],
      boms: [expect.objectContaining({ id: ho.bomId })],
    })
    expect(okData(await other.api.accounts.profileInfo()).email).toBe(other.email)

    // The erased account: its session ended, and no sign-in, with the old address or the placeholder.
    expect((await c.api.accounts.profileInfo()).status).toBe(401)
    errorOf(await t.api.accounts.login({ body: { email: c.email, password: PASSWORD } }), 400)
    const placeholderLogin = await t.api.accounts.login({
      body: { email: `erased-${c.id}@erased.invalid`, password: PASSWORD },
    })
    expect([400, 403]).toContain(placeholderLogin.status)

    // Audited without personal data; a second erasure is refused.
    const audit = await auditOf('customer', c.id)
    expect(audit.map((r) => r.action)).toEqual(['customer.erase'])
    expect(JSON.parse(audit[0]!.after!)).toEqual({
      state: 'erased',
      orders_kept: 1,
      rfqs_kept: 1,
      addresses_deleted: 1,
      boms_deleted: 1,
    })
    expect(JSON.stringify(audit)).not.toContain(c.email)
    errorOf(
      await adminApi().admin.customerErase({
        params: { id: c.id },
        body: { confirm_email: `erased-${c.id}@erased.invalid` },
      }),
      409,
    )
    errorOf(await adminApi().admin.customerEnable({ params: { id: c.id }, body: {} }), 409)
  })
})

describe('feedback', () => {
  test('open messages are listed and marked handled once, with a note; sales may', async () => {
    okData(
      await t
        .client({ lang: 'fr' })
        .site.feedback({ body: { type_id: 2, email: 'client@exemple.fr', feedback_content: 'Où est ma commande ?' } }),
    )
    const open = okData(await salesApi().admin.feedbackList({ query: { state: 'open', page: 1, page_size: 50 } }))
    const row = open.list.find((f) => f.email === 'client@exemple.fr')!
    expect(row).toMatchObject({ content: 'Où est ma commande ?', locale: 'fr', handled_at: null, handled_by: '' })
    expect(row.type).not.toBe('')
    errorOf(await salesApi().admin.feedbackHandle({ params: { id: row.id }, body: { note: '' } }), 400)
    const done = okData(
      await salesApi().admin.feedbackHandle({
        params: { id: row.id },
        body: { note: 'Answered by mail, parcel left on 24th' },
      }),
    )
    expect(done).toMatchObject({
      id: row.id,
      handled_by: sales.email,
      handled_note: 'Answered by mail, parcel left on 24th',
    })
    expect(done.handled_at).toBe(t.clock.now().toISOString())
    errorOf(await adminApi().admin.feedbackHandle({ params: { id: row.id }, body: { note: 'again' } }), 409)
    errorOf(await salesApi().admin.feedbackHandle({ params: { id: 999_999 }, body: { note: 'x' } }), 404)
    const handled = okData(await salesApi().admin.feedbackList({ query: { state: 'handled', page: 1, page_size: 50 } }))
    expect(handled.list.map((f) => f.id)).toContain(row.id)
    expect(handled.counts.handled).toBeGreaterThanOrEqual(1)
    const stillOpen = okData(await salesApi().admin.feedbackList({ query: { state: 'open', page: 1, page_size: 50 } }))
    expect(stillOpen.list.map((f) => f.id)).not.toContain(row.id)
    expect(await auditOf('feedback', row.id)).toEqual([
      {
        action: 'feedback.handle',
        actor_email: sales.email,
        before: JSON.stringify({ state: 'open' }),
        after: JSON.stringify({ state: 'handled', note: 'Answered by mail, parcel left on 24th' }),
      },
    ])
  })
})

describe('newsletter', () => {
  const hostile = ['=HYPERLINK("http://evil.example","x")', '+1+1', '-2+3', '@SUM(A1)', 'plain, "quoted"\nline']
  beforeAll(async () => {
    okData(await t.client({ lang: 'ko' }).site.subscribe({ body: { email: 'reader@news.example' } }))
    // Addresses as an earlier import may have stored them (the form's validation never saw these).
    for (const [i, email] of hostile.entries())
      await t.db
        .insert(subscriptions)
        .values({ email, emailNorm: `hostile-${i}`, locale: 'en', createdAt: t.clock.now().toISOString() })
  })

  test('the list with a search; sales may', async () => {
    const found = okData(await salesApi().admin.subscriberList({ query: { q: 'reader@news', page: 1, page_size: 10 } }))
    expect(found.list).toEqual([expect.objectContaining({ email: 'reader@news.example', locale: 'ko' })])
    expect(found.total).toBe(1)
  })

  test('CSV: RFC 4180 quoting, UTF-8 with BOM, and no cell a spreadsheet would run as a formula', async () => {
    const res = await t.request('/api/admin/newsletter/export?format=csv', { headers: { cookie: sales.cookie } })
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8')
    expect(res.headers.get('content-disposition')).toBe('attachment; filename="subscribers-2026-11-25.csv"')
    const bytes = new Uint8Array(await res.arrayBuffer())
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf])
    const text = new TextDecoder().decode(bytes.slice(3))
    expect(text.startsWith('email,language,subscribed_at\r\n')).toBe(true)
    expect(text).toContain('reader@news.example,ko,')
    expect(text).toContain(`"'=HYPERLINK(""http://evil.example"",""x"")",en,`)
    expect(text).toContain("'+1+1,en,")
    expect(text).toContain("'-2+3,en,")
    expect(text).toContain("'@SUM(A1),en,")
    expect(text).toContain('"plain, ""quoted""\nline",en,')
    // Read back by a spreadsheet reader: every cell is text, none a formula.
    const book = XLSX.read(text, { type: 'string' })
    const sheet = book.Sheets[book.SheetNames[0]!]!
    for (const cell of Object.values(sheet))
      if (cell && typeof cell === 'object' && 't' in cell) expect(cell.f).toBeUndefined()
    const audit = await auditOf('newsletter', 'subscribers')
    expect(audit.at(-1)).toMatchObject({ action: 'newsletter.export', actor_email: sales.email })
    expect(JSON.parse(audit.at(-1)!.after!)).toEqual({ format: 'csv', rows: hostile.length + 1 })
  })

  test('xlsx: every subscriber as a text cell', async () => {
    const res = await t.request('/api/admin/newsletter/export?format=xlsx', { headers: { cookie: sales.cookie } })
    expect(res.status).toBe(200)
    const book = XLSX.read(new Uint8Array(await res.arrayBuffer()), { type: 'array' })
    const sheet = book.Sheets.subscribers!
    const rows = XLSX.utils.sheet_to_json<string[]>(sheet, { header: 1 })
    expect(rows[0]).toEqual(['email', 'language', 'subscribed_at'])
    expect(rows.map((r) => r[0])).toEqual(expect.arrayContaining(['reader@news.example', ...hostile]))
    for (const cell of Object.values(sheet))
      if (cell && typeof cell === 'object' && 't' in cell) {
        expect(cell.t).toBe('s')
        expect(cell.f).toBeUndefined()
      }
  })

  test('a bad format is refused with a message', async () => {
    const res = await t.request('/api/admin/newsletter/export?format=pdf', { headers: { cookie: sales.cookie } })
    expect(res.status).toBe(400)
  })
})
