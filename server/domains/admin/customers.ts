import { and, asc, count, desc, eq, isNull, sql, type SQL } from 'drizzle-orm'
import * as XLSX from 'xlsx'
import type { CustomerDetail } from '../../../contract/admin/customers'
import { formatE5 } from '../../../contract/money'
import type { OrderStatus } from '../../../contract/orders'
import type { ServiceContext } from '../../services/context'
import { addressFields } from '../accounts/addresses'
import { accountTokens, addresses, sessions, users } from '../accounts/schema'
import { bomLines, boms } from '../bom/schema'
import { cartItems } from '../cart/schema'
import { orderLines, orders } from '../orders/schema'
import { bankRemittances } from '../payments/schema'
import { rfqLines, rfqs } from '../rfq/schema'
import { feedback, subscriptions } from '../site/schema'
import { mailOutbox } from '../../mail/schema'
import { auditStatement, auditTrail } from '../staff/audit'
import type { StaffActor } from '../staff/service'

/**
 * The console's customer desk (issue 32 item 4): customers with a search, one customer's page
 * (profile, addresses, orders, RFQs, BOMs), disabling and enabling an account, and exporting or
 * erasing one customer's personal data. Every change is one batch with its audit row (D1: no
 * interactive transactions), made conditional on the state it starts from. The audit rows hold
 * states, reasons and counts, never the customer's personal data (erasure could not take it back
 * from an append-only log).
 */
type Ctx = Pick<ServiceContext, 'db' | 'now' | 'ip' | 'session' | 'ports' | 'locale'>
type UserRow = typeof users.$inferSelect

const LIST_LIMIT = 100
/** What an erased account's e-mail becomes (RFC 2606: .invalid never delivers); unique per account. */
export const erasedEmail = (userId: number) => `erased-${userId}@erased.invalid`
/** What an erased name becomes in orders, RFQs and remittances. */
export const ERASED = '[erased]'

const stateOf = (u: Pick<UserRow, 'disabledAt' | 'erasedAt'>) =>
  u.erasedAt ? ('erased' as const) : u.disabledAt ? ('disabled' as const) : ('active' as const)

const ordersOf = (userId: number) => eq(orders.userId, userId)
/** The RFQs the shop shows an account (rfq/service.ts): sent signed in, or as a guest from the account's e-mail. */
const rfqsOf = (u: Pick<UserRow, 'id' | 'emailNorm'>) =>
  sql`(${rfqs.userId} = ${u.id} OR (${rfqs.userId} IS NULL AND ${rfqs.emailNorm} = ${u.emailNorm}))`

/**
 * Where each table holds one customer's rows: what the export reads, and what the erasure changes
 * or deletes (lines, remittances and BOM lines through their order, RFQ or BOM).
 */
function rowsOf(db: Ctx['db'], u: Pick<UserRow, 'id' | 'emailNorm'>) {
  const orderIds = db.select({ id: orders.id }).from(orders).where(ordersOf(u.id))
  const rfqIds = db.select({ id: rfqs.id }).from(rfqs).where(rfqsOf(u))
  const bomIds = db.select({ id: boms.id }).from(boms).where(eq(boms.userId, u.id))
  return {
    addresses: eq(addresses.userId, u.id),
    orders: ordersOf(u.id),
    orderLines: sql`${orderLines.orderId} IN ${orderIds}`,
    bankRemittances: sql`${bankRemittances.orderId} IN ${orderIds}`,
    rfqs: rfqsOf(u),
    rfqLines: sql`${rfqLines.rfqId} IN ${rfqIds}`,
    boms: eq(boms.userId, u.id),
    bomLines: sql`${bomLines.bomId} IN ${bomIds}`,
    cartItems: eq(cartItems.userId, u.id),
    subscriptions: eq(subscriptions.emailNorm, u.emailNorm),
    feedback: sql`lower(${feedback.email}) = ${u.emailNorm}`,
  }
}

/** An address-book entry as the console's customer page and the export show it. */
const addressOut = (a: typeof addresses.$inferSelect) => ({
  ...addressFields(a),
  default_shipping: a.defaultShipping,
  default_billing: a.defaultBilling,
})

/* ------------------------------------------------------------------ list */

const orderCount = sql<number>`(SELECT count(*) FROM orders o WHERE o.user_id = users.id)`

export async function listCustomers(ctx: Ctx, q: { q?: string; page: number; page_size: number }) {
  const parts: SQL[] = [sql`${users.role} = 'customer'`]
  if (q.q) {
    const anywhere = `%${q.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`
    parts.push(sql`(${users.email} LIKE ${anywhere} ESCAPE '\\' OR ${users.contactName} LIKE ${anywhere} ESCAPE '\\'
      OR ${users.companyName} LIKE ${anywhere} ESCAPE '\\')`)
  }
  const where = and(...parts)
  const [rows, [total]] = await Promise.all([
    ctx.db
      .select({
        id: users.id,
        email: users.email,
        contact_name: users.contactName,
        company_name: users.companyName,
        country: users.country,
        created_at: users.createdAt,
        activatedAt: users.activatedAt,
        disabledAt: users.disabledAt,
        erasedAt: users.erasedAt,
        order_count: orderCount,
      })
      .from(users)
      .where(where)
      .orderBy(desc(users.id))
      .limit(q.page_size)
      .offset((q.page - 1) * q.page_size),
    ctx.db.select({ n: count() }).from(users).where(where),
  ])
  return {
    list: rows.map(({ activatedAt, disabledAt, erasedAt, ...r }) => ({
      ...r,
      activated: activatedAt !== null,
      state: stateOf({ disabledAt, erasedAt }),
    })),
    total: total?.n ?? 0,
    page: q.page,
    page_size: q.page_size,
  }
}

/* ------------------------------------------------------------------ one customer */

export async function customerById(ctx: Pick<Ctx, 'db'>, id: number) {
  const [u] = await ctx.db.select().from(users).where(eq(users.id, id))
  return u ?? null
}

export async function customerDetail(ctx: Ctx, actor: StaffActor, u: UserRow): Promise<CustomerDetail> {
  const [book, orderRows, rfqRows, bomRows, [live], [orderTotal], audit] = await Promise.all([
    ctx.db.select().from(addresses).where(eq(addresses.userId, u.id)).orderBy(asc(addresses.id)),
    ctx.db
      .select({
        id: orders.id,
        order_no: orders.orderNo,
        created_at: orders.createdAt,
        status: orders.status,
        total: orders.total,
      })
      .from(orders)
      .where(ordersOf(u.id))
      .orderBy(desc(orders.id))
      .limit(LIST_LIMIT),
    ctx.db
      .select({
        id: rfqs.id,
        rfq_no: rfqs.rfqNo,
        created_at: rfqs.createdAt,
        status: rfqs.status,
        line_count: rfqs.lineCount,
      })
      .from(rfqs)
      .where(rfqsOf(u))
      .orderBy(desc(rfqs.id))
      .limit(LIST_LIMIT),
    ctx.db
      .select({
        id: boms.id,
        name: boms.name,
        updated_at: boms.updatedAt,
        line_count: sql<number>`(SELECT count(*) FROM bom_lines l WHERE l.bom_id = boms.id)`,
      })
      .from(boms)
      .where(eq(boms.userId, u.id))
      .orderBy(desc(boms.updatedAt))
      .limit(LIST_LIMIT),
    ctx.db
      .select({ n: count() })
      .from(sessions)
      .where(
        and(
          eq(sessions.userId, u.id),
          isNull(sessions.revokedAt),
          sql`${sessions.expiresAt} > ${ctx.now.toISOString()}`,
        ),
      ),
    ctx.db.select({ n: count() }).from(orders).where(ordersOf(u.id)),
    auditTrail(ctx.db, 'customer', u.id),
  ])
  const state = stateOf(u)
  const isCustomer = u.role === 'customer'
  const admin = actor.role === 'admin'
  return {
    id: u.id,
    email: u.email,
    contact_name: u.contactName,
    company_name: u.companyName,
    country: u.country,
    created_at: u.createdAt,
    activated: u.activatedAt !== null,
    state,
    order_count: orderTotal?.n ?? 0,
    telephone: u.telephone,
    job_title: u.jobTitle,
    address: u.address,
    city: u.city,
    region: u.state,
    locale: u.locale,
    role: u.role,
    disabled_at: u.disabledAt,
    disabled_reason: u.disabledReason,
    erased_at: u.erasedAt,
    live_sessions: live?.n ?? 0,
    addresses: book.map((a) => ({ id: a.id, ...addressOut(a) })),
    orders: orderRows.map((o) => ({ ...o, status: o.status as OrderStatus, total: formatE5(o.total) })),
    rfqs: rfqRows,
    boms: bomRows,
    actions: {
      disable: admin && isCustomer && state === 'active',
      enable: admin && isCustomer && state === 'disabled',
      export: admin,
      erase: admin && isCustomer && state !== 'erased',
    },
    audit,
  }
}

/* ------------------------------------------------------------------ disable, enable */

export type CustomerChange = { kind: 'done'; user: UserRow } | { kind: 'notFound' } | { kind: 'refused' }

/** The role check of the service (the route checked it too): only admins change an account. */
const mayChange = (actor: StaffActor) => actor.role === 'admin'

/**
 * Disables a customer: in one batch the account is marked (only if it is an active customer's),
 * every shop session of it ends, open e-mailed links are used up, and the audit row is written.
 * Signing in is refused from then on (accounts/service.ts), and a session of a disabled user is no
 * session (auth/sessions.ts), so a sign-in that was under way cannot keep one either.
 */
export async function disableCustomer(
  ctx: Ctx,
  actor: StaffActor,
  id: number,
  reason: string,
): Promise<CustomerChange> {
  if (!mayChange(actor)) return { kind: 'refused' }
  const u = await customerById(ctx, id)
  if (!u) return { kind: 'notFound' }
  const at = ctx.now.toISOString()
  const mine = and(eq(users.id, id), eq(users.role, 'customer'), isNull(users.disabledAt), isNull(users.erasedAt))
  const changed = sql`EXISTS (SELECT 1 FROM users WHERE id = ${id} AND disabled_at = ${at} AND disabled_reason = ${reason})`
  const open = await ctx.db
    .select({ n: count() })
    .from(sessions)
    .where(and(eq(sessions.userId, id), isNull(sessions.revokedAt), sql`${sessions.expiresAt} > ${at}`))
  const [marked] = await ctx.db.batch([
    ctx.db.update(users).set({ disabledAt: at, disabledReason: reason, updatedAt: at }).where(mine).returning(),
    ctx.db
      .update(sessions)
      .set({ revokedAt: at })
      .where(and(eq(sessions.userId, id), isNull(sessions.revokedAt), changed)),
    ctx.db
      .update(accountTokens)
      .set({ usedAt: at })
      .where(and(eq(accountTokens.userId, id), isNull(accountTokens.usedAt), changed)),
    auditStatement(
      ctx.db,
      actor,
      {
        objectType: 'customer',
        objectId: id,
        action: 'customer.disable',
        before: { state: 'active' },
        after: { state: 'disabled', reason, sessions_ended: open[0]?.n ?? 0 },
      },
      ctx.now,
      changed,
    ),
  ])
  return marked.length ? { kind: 'done', user: marked[0]! } : { kind: 'refused' }
}

/** Lets a disabled customer sign in again (their ended sessions stay ended). */
export async function enableCustomer(ctx: Ctx, actor: StaffActor, id: number): Promise<CustomerChange> {
  if (!mayChange(actor)) return { kind: 'refused' }
  const u = await customerById(ctx, id)
  if (!u) return { kind: 'notFound' }
  if (!u.disabledAt || u.erasedAt || u.role !== 'customer') return { kind: 'refused' }
  const at = ctx.now.toISOString()
  const [marked] = await ctx.db.batch([
    ctx.db
      .update(users)
      .set({ disabledAt: null, disabledReason: '', updatedAt: at })
      .where(and(eq(users.id, id), eq(users.disabledAt, u.disabledAt), isNull(users.erasedAt)))
      .returning(),
    auditStatement(
      ctx.db,
      actor,
      {
        objectType: 'customer',
        objectId: id,
        action: 'customer.enable',
        before: { state: 'disabled', reason: u.disabledReason },
        after: { state: 'active' },
      },
      ctx.now,
      sql`EXISTS (SELECT 1 FROM users WHERE id = ${id} AND disabled_at IS NULL AND updated_at = ${at})`,
    ),
  ])
  return marked.length ? { kind: 'done', user: marked[0]! } : { kind: 'refused' }
}

/* ------------------------------------------------------------------ export */

/** Everything the shop holds about one customer, as they could ask for it (GDPR art. 15/20). */
async function personalData(ctx: Ctx, u: UserRow) {
  const of = rowsOf(ctx.db, u)
  const [book, orderRows, lines, remittances, rfqRows, rfqLineRows, bomRows, bomLineRows, subscribed, messages] =
    await Promise.all([
      ctx.db.select().from(addresses).where(of.addresses).orderBy(asc(addresses.id)),
      ctx.db.select().from(orders).where(of.orders).orderBy(asc(orders.id)),
      ctx.db.select().from(orderLines).where(of.orderLines).orderBy(asc(orderLines.orderId), asc(orderLines.id)),
      ctx.db.select().from(bankRemittances).where(of.bankRemittances).orderBy(asc(bankRemittances.id)),
      ctx.db.select().from(rfqs).where(of.rfqs).orderBy(asc(rfqs.id)),
      ctx.db.select().from(rfqLines).where(of.rfqLines).orderBy(asc(rfqLines.rfqId), asc(rfqLines.position)),
      ctx.db.select().from(boms).where(of.boms).orderBy(asc(boms.id)),
      ctx.db.select().from(bomLines).where(of.bomLines).orderBy(asc(bomLines.bomId), asc(bomLines.row)),
      ctx.db.select().from(subscriptions).where(of.subscriptions),
      ctx.db.select().from(feedback).where(of.feedback).orderBy(asc(feedback.id)),
    ])
  const orderNo = new Map(orderRows.map((o) => [o.id, o.orderNo]))
  const rfqNo = new Map(rfqRows.map((r) => [r.id, r.rfqNo]))
  const bomName = new Map(bomRows.map((b) => [b.id, b.name]))
  const money = (e5: number | null) => (e5 === null ? null : formatE5(e5))
  return {
    exported_at: ctx.now.toISOString(),
    profile: {
      id: u.id,
      email: u.email,
      contact_name: u.contactName,
      telephone: u.telephone,
      job_title: u.jobTitle,
      company_name: u.companyName,
      country: u.country,
      address: u.address,
      city: u.city,
      state: u.state,
      language: u.locale,
      registered_at: u.createdAt,
      activated_at: u.activatedAt,
      disabled_at: u.disabledAt,
    },
    addresses: book.map(addressOut),
    orders: orderRows.map((o) => ({
      order_no: o.orderNo,
      placed_at: o.createdAt,
      status: o.status,
      email: o.email,
      subtotal: money(o.subtotal),
      freight: money(o.freight),
      total: money(o.total),
      shipping_method: o.shippingMethod,
      shipping_address: JSON.parse(o.shippingAddress) as unknown,
      billing_address: JSON.parse(o.billingAddress) as unknown,
      pay_method: o.payMethod,
      paid_at: o.paidAt,
      remark: o.remark,
    })),
    order_lines: lines.map((l) => ({
      order_no: orderNo.get(l.orderId) ?? '',
      part_number: l.partNumber,
      manufacturer: l.manufacturer,
      package: l.package,
      date_code: l.batch,
      unit_price: money(l.unitPrice),
      qty: l.qty,
      amount: money(l.amount),
    })),
    bank_transfers: remittances.map((r) => ({
      order_no: orderNo.get(r.orderId) ?? '',
      payer_name: r.payerName,
      reference: r.reference,
      amount: money(r.amount),
      paid_on: r.paidOn,
    })),
    rfqs: rfqRows.map((r) => ({
      rfq_no: r.rfqNo,
      sent_at: r.createdAt,
      status: r.status,
      email: r.email,
      contact_name: r.contactName,
      company_name: r.companyName,
      telephone: r.telephone,
      country: r.country,
      comment: r.comment,
    })),
    rfq_lines: rfqLineRows.map((l) => ({
      rfq_no: rfqNo.get(l.rfqId) ?? '',
      position: l.position,
      part_number: l.partNumber,
      manufacturer: l.manufacturer,
      package: l.package,
      date_code: l.dateCode,
      qty: l.qty,
      target_price: l.targetPrice,
    })),
    boms: bomRows.map((b) => ({
      name: b.name,
      file_name: b.fileName,
      sets: b.sets,
      created_at: b.createdAt,
      updated_at: b.updatedAt,
    })),
    bom_lines: bomLineRows.map((l) => ({
      bom: bomName.get(l.bomId) ?? '',
      row: l.row,
      part_number: l.partText,
      manufacturer: l.manufacturerText,
      qty: l.qty,
      designators: l.designators,
      description: l.description,
      customer_ref: l.customerRef,
    })),
    newsletter: subscribed.map((s) => ({ email: s.email, language: s.locale, subscribed_at: s.createdAt })),
    feedback: messages.map((f) => ({ sent_at: f.createdAt, email: f.email, message: f.content })),
  }
}
export type PersonalData = Awaited<ReturnType<typeof personalData>>

/** One sheet per kind of data (a sheet with only its header when there is none); nested values as JSON. */
function personalWorkbook(data: PersonalData): Uint8Array<ArrayBuffer> {
  const book = XLSX.utils.book_new()
  const { exported_at: _, profile, ...lists } = data
  const flat = (row: Record<string, unknown>) =>
    Object.fromEntries(
      Object.entries(row).map(([k, v]) => [k, v !== null && typeof v === 'object' ? JSON.stringify(v) : v]),
    )
  XLSX.utils.book_append_sheet(book, XLSX.utils.json_to_sheet([flat(profile)]), 'profile')
  for (const [name, rows] of Object.entries(lists) as [string, Record<string, unknown>[]][])
    XLSX.utils.book_append_sheet(
      book,
      rows.length ? XLSX.utils.json_to_sheet(rows.map(flat)) : XLSX.utils.aoa_to_sheet([[]]),
      name,
    )
  return new Uint8Array(XLSX.write(book, { type: 'array', bookType: 'xlsx' }) as ArrayBuffer) as Uint8Array<ArrayBuffer>
}

/** The download of one customer's personal data, with its audit row (what was exported, not the data). */
export async function exportCustomer(ctx: Ctx, actor: StaffActor, u: UserRow, format: 'json' | 'xlsx') {
  if (!mayChange(actor)) return null
  const data = await personalData(ctx, u)
  await auditStatement(
    ctx.db,
    actor,
    { objectType: 'customer', objectId: u.id, action: 'customer.export', after: { format } },
    ctx.now,
  )
  const name = `customer-${u.id}-${ctx.now.toISOString().slice(0, 10)}`
  return format === 'xlsx'
    ? {
        bytes: personalWorkbook(data),
        type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
        name: `${name}.xlsx`,
      }
    : {
        bytes: new TextEncoder().encode(JSON.stringify(data, null, 2)) as Uint8Array<ArrayBuffer>,
        type: 'application/json; charset=utf-8',
        name: `${name}.json`,
      }
}

/* ------------------------------------------------------------------ erase */

export type EraseResult = CustomerChange | { kind: 'confirmMismatch' }

/**
 * Erases one customer's personal data (SECURITY.md "Erasing a customer"), in one batch:
 * - orders and their lines, amounts, statuses and events are kept for the books; the order's
 *   e-mail, the buyer's note, and the addresses' name, street, city, region, postal code and phone
 *   become placeholders (the country stays: it decided tax and freight); a bank transfer's payer
 *   name too (its reference and amount stay);
 * - RFQs (the account's, and guests' from its address) keep their lines and quotes; e-mail, name,
 *   company, phone and comment become placeholders;
 * - the address book, BOMs (lines and files), cart, newsletter subscription, feedback, and the
 *   outbox's mails to the address or naming it (the sales mailbox's RFQ notice) are deleted;
 * - the account: e-mail → erased-<id>@erased.invalid, profile fields emptied, no password,
 *   disabled, every session ended and every e-mailed link used up. It can never sign in again,
 *   and the address may register anew.
 */
export async function eraseCustomer(
  ctx: Ctx,
  actor: StaffActor,
  id: number,
  confirmEmail: string,
): Promise<EraseResult> {
  if (!mayChange(actor)) return { kind: 'refused' }
  const u = await customerById(ctx, id)
  if (!u) return { kind: 'notFound' }
  if (u.role !== 'customer' || u.erasedAt) return { kind: 'refused' }
  if (confirmEmail.trim().toLowerCase() !== u.emailNorm) return { kind: 'confirmMismatch' }
  const at = ctx.now.toISOString()
  const placeholder = erasedEmail(id)
  const db = ctx.db
  // Every statement acts only while the account is as it was read: a second erasure does nothing.
  const still = sql`EXISTS (SELECT 1 FROM users WHERE id = ${id} AND email_norm = ${u.emailNorm} AND erased_at IS NULL)`
  const of = rowsOf(db, u)
  const [files, kept, rfqCount, book, bomCount] = await Promise.all([
    db.select({ key: boms.fileKey }).from(boms).where(of.boms),
    db.select({ n: count() }).from(orders).where(of.orders),
    db.select({ n: count() }).from(rfqs).where(of.rfqs),
    db.select({ n: count() }).from(addresses).where(of.addresses),
    db.select({ n: count() }).from(boms).where(of.boms),
  ])
  // What goes with the account, each table's rows by the customer (BOM lines before their BOMs).
  const deleted = [
    [bomLines, of.bomLines],
    [boms, of.boms],
    [addresses, of.addresses],
    [cartItems, of.cartItems],
    [subscriptions, of.subscriptions],
    [feedback, of.feedback],
  ] as const
  const address = (column: typeof orders.shippingAddress | typeof orders.billingAddress) =>
    sql`json_set(${column}, '$.contact_name', ${ERASED}, '$.state', '', '$.city', '', '$.address_line1', '',
      '$.address_line2', '', '$.postal_code', '', '$.telephone', '')`
  const results = await db.batch([
    auditStatement(
      db,
      actor,
      {
        objectType: 'customer',
        objectId: id,
        action: 'customer.erase',
        before: { state: stateOf(u) },
        after: {
          state: 'erased',
          orders_kept: kept[0]?.n ?? 0,
          rfqs_kept: rfqCount[0]?.n ?? 0,
          addresses_deleted: book[0]?.n ?? 0,
          boms_deleted: bomCount[0]?.n ?? 0,
        },
      },
      ctx.now,
      still,
    ),
    db
      .update(orders)
      .set({
        email: placeholder,
        remark: '',
        shippingAddress: address(orders.shippingAddress),
        billingAddress: address(orders.billingAddress),
        updatedAt: at,
      })
      .where(and(of.orders, still)),
    db.update(bankRemittances).set({ payerName: ERASED }).where(and(of.bankRemittances, still)),
    db
      .update(rfqs)
      .set({
        email: placeholder,
        emailNorm: placeholder,
        contactName: ERASED,
        companyName: '',
        telephone: '',
        comment: '',
        userId: id,
        updatedAt: at,
      })
      .where(and(of.rfqs, still)),
    ...deleted.map(([table, rows]) => db.delete(table).where(and(rows, still))),
    // Mails to the address, and the shop's own mails about it (an RFQ's notice to the sales mailbox).
    db
      .delete(mailOutbox)
      .where(
        and(
          sql`(lower(${mailOutbox.recipient}) = ${u.emailNorm} OR instr(lower(${mailOutbox.text}), ${u.emailNorm}) > 0)`,
          still,
        ),
      ),
    db
      .update(sessions)
      .set({ revokedAt: at })
      .where(and(eq(sessions.userId, id), isNull(sessions.revokedAt), still)),
    db
      .update(accountTokens)
      .set({ usedAt: at })
      .where(and(eq(accountTokens.userId, id), isNull(accountTokens.usedAt), still)),
    // Last: the statements above check the account as it was.
    db
      .update(users)
      .set({
        email: placeholder,
        emailNorm: placeholder,
        passwordHash: null,
        contactName: '',
        telephone: '',
        jobTitle: '',
        companyName: '',
        country: '',
        address: '',
        city: '',
        state: '',
        disabledAt: sql`coalesce(${users.disabledAt}, ${at})`,
        disabledReason: '',
        erasedAt: at,
        updatedAt: at,
      })
      .where(and(eq(users.id, id), isNull(users.erasedAt), eq(users.emailNorm, u.emailNorm)))
      .returning(),
  ])
  const erased = results[results.length - 1] as UserRow[]
  if (!erased.length) return { kind: 'refused' }
  // The BOMs' stored files go after the rows that named them (a file left behind names no one).
  await Promise.all(files.map((f) => ctx.ports.files.delete(f.key)))
  return { kind: 'done', user: erased[0]! }
}
