import { and, asc, count, desc, eq, sql } from 'drizzle-orm'
import type { AdminRfqDetail, QuoteInput } from '../../../contract/admin'
import { toE5 } from '../../../contract/money'
import { RFQ_STATUSES, type RfqStatus } from '../../../contract/rfq'
import { hashToken, randomToken } from '../../auth/sessions'
import { queueMailWhen } from '../../mail/outbox'
import { deliverSoon } from '../orders/shared'
import type { ServiceContext } from '../../services/context'
import { quoteMail } from '../rfq/quote-mail'
import { quoteOf, storedTiers } from '../rfq/quotes'
import { rfqLineView, rfqSummaryColumns } from '../rfq/service'
import { rfqQuoteLines, rfqQuotes } from '../rfq/quotes-schema'
import { rfqLines, rfqs } from '../rfq/schema'
import { auditStatement, auditTrail } from '../staff/audit'
import type { StaffActor } from '../staff/service'

/**
 * The console's RFQ desk (issue 31): every RFQ with its age against the reply promise of spec §9
 * (12 working hours for the RFQ form, 24 hours for a product page's quick RFQ); opening one marks
 * it viewed (the buyer's history shows it); a quote answers every line once and mails the buyer.
 */
type Ctx = Pick<ServiceContext, 'db' | 'locale' | 'now' | 't' | 'session' | 'ports' | 'defer' | 'ip'>

const HOUR = 3_600_000
/** The §9 promise in hours: working hours for the RFQ form, hours for a product page's quick RFQ (by e-mail within 24 hours). */
export const promiseHours = (source: string) => (source === 'goodsDetailRfq' ? 24 : 12)

/** Hours from `from` to `to` on working days (Monday to Friday, UTC). */
export function workingHours(from: Date, to: Date): number {
  let ms = 0
  let at = from.getTime()
  const end = to.getTime()
  for (let days = 0; at < end && days < 3660; days++) {
    const d = new Date(at)
    const nextDay = Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate() + 1)
    const weekday = d.getUTCDay()
    if (weekday !== 0 && weekday !== 6) ms += Math.min(nextDay, end) - at
    at = nextDay
  }
  return Math.round((ms / HOUR) * 10) / 10
}

function age(ctx: Pick<Ctx, 'now'>, r: { created_at: string; source: string; status: string }) {
  const created = new Date(r.created_at)
  const promise = promiseHours(r.source)
  const hours =
    r.source === 'goodsDetailRfq'
      ? Math.round(((ctx.now.getTime() - created.getTime()) / HOUR) * 10) / 10
      : workingHours(created, ctx.now)
  return { age_working_hours: hours, promise_hours: promise, late: r.status !== 'quoted' && hours > promise }
}

const rowColumns = {
  ...rfqSummaryColumns,
  email: rfqs.email,
  company: rfqs.companyName,
  country: rfqs.country,
}

const firstParts = sql<string>`(SELECT json_group_array(part_number) FROM (SELECT part_number FROM rfq_lines l WHERE l.rfq_id = rfqs.id ORDER BY position LIMIT 3))`

export async function listAdminRfqs(ctx: Ctx, q: { status?: RfqStatus; page: number; page_size: number }) {
  const [rows, perStatus, open] = await Promise.all([
    ctx.db
      .select({ ...rowColumns, parts: firstParts })
      .from(rfqs)
      .where(q.status ? eq(rfqs.status, q.status) : undefined)
      .orderBy(desc(rfqs.id))
      .limit(q.page_size)
      .offset((q.page - 1) * q.page_size),
    ctx.db.select({ status: rfqs.status, n: count() }).from(rfqs).groupBy(rfqs.status),
    ctx.db
      .select({ created_at: rfqs.createdAt, source: rfqs.source, status: rfqs.status })
      .from(rfqs)
      .where(
        sql`${rfqs.status} <> 'quoted' AND ${rfqs.createdAt} < ${new Date(ctx.now.getTime() - 12 * HOUR).toISOString()}`,
      ),
  ])
  const counts = Object.fromEntries(RFQ_STATUSES.map((s) => [s, 0])) as Record<RfqStatus, number>
  for (const r of perStatus) if (r.status in counts) counts[r.status as RfqStatus] = r.n
  return {
    list: rows.map(({ parts, ...r }) => ({ ...r, part_numbers: JSON.parse(parts) as string[], ...age(ctx, r) })),
    total: q.status ? counts[q.status] : Object.values(counts).reduce((a, b) => a + b, 0),
    page: q.page,
    page_size: q.page_size,
    counts,
    late: open.filter((r) => age(ctx, r).late).length,
  }
}

async function detail(ctx: Ctx, id: number): Promise<AdminRfqDetail | null> {
  const [rfq] = await ctx.db.select().from(rfqs).where(eq(rfqs.id, id))
  if (!rfq) return null
  const [lines, quote, audit] = await Promise.all([
    ctx.db.select().from(rfqLines).where(eq(rfqLines.rfqId, id)).orderBy(asc(rfqLines.position)),
    quoteOf(ctx.db, id),
    auditTrail(ctx.db, 'rfq', id),
  ])
  const row = {
    id: rfq.id,
    rfq_no: rfq.rfqNo,
    created_at: rfq.createdAt,
    status: rfq.status,
    source: rfq.source,
    line_count: rfq.lineCount,
    email: rfq.email,
    company: rfq.companyName,
    country: rfq.country,
  }
  return {
    ...row,
    ...age(ctx, row),
    part_numbers: lines.slice(0, 3).map((l) => l.partNumber),
    locale: rfq.locale,
    contact: {
      contact_name: rfq.contactName,
      company_name: rfq.companyName,
      email: rfq.email,
      telephone: rfq.telephone,
      country: rfq.country,
      comment: rfq.comment,
    },
    lines: lines.map((l) => ({ id: l.id, position: l.position, ...rfqLineView(l) })),
    quote,
    audit,
  }
}

/** Opens an RFQ: a submitted one becomes viewed, once (a conditional update; the audit row only with it). */
export async function openRfq(ctx: Ctx, actor: StaffActor, id: number) {
  const at = ctx.now.toISOString()
  await ctx.db.batch([
    ctx.db
      .update(rfqs)
      .set({ status: 'viewed', updatedAt: at })
      .where(and(eq(rfqs.id, id), eq(rfqs.status, 'submitted'))),
    auditStatement(
      ctx.db,
      actor,
      {
        objectType: 'rfq',
        objectId: id,
        action: 'rfq.view',
        before: { status: 'submitted' },
        after: { status: 'viewed' },
      },
      ctx.now,
      sql`changes() = 1 AND EXISTS (SELECT 1 FROM rfqs WHERE id = ${id} AND status = 'viewed' AND updated_at = ${at})`,
    ),
  ])
  return detail(ctx, id)
}

export type QuoteLine = QuoteInput['lines'][number]

export type QuoteResult =
  | { kind: 'quoted'; detail: AdminRfqDetail }
  | { kind: 'notFound' }
  | { kind: 'already' }
  | { kind: 'badLines'; field: string }

/**
 * Sends the quote: every line of the RFQ answered exactly once (an offer valid from today, or
 * cannot offer). One batch: the quote (unique per RFQ, so a second answers `already`), its lines,
 * the RFQ → quoted, the audit row and the buyer's mail.
 */
export async function sendQuote(ctx: Ctx, actor: StaffActor, id: number, answer: QuoteLine[]): Promise<QuoteResult> {
  const [rfq] = await ctx.db.select().from(rfqs).where(eq(rfqs.id, id))
  if (!rfq) return { kind: 'notFound' }
  if (rfq.status === 'quoted') return { kind: 'already' }
  const lines = await ctx.db.select().from(rfqLines).where(eq(rfqLines.rfqId, id)).orderBy(asc(rfqLines.position))
  const byId = new Map(answer.map((a, i) => [a.rfq_line_id, { a, i }]))
  if (byId.size !== answer.length || answer.length !== lines.length) return { kind: 'badLines', field: 'lines' }
  const today = ctx.now.toISOString().slice(0, 10)
  for (const l of lines) {
    const found = byId.get(l.id)
    if (!found) return { kind: 'badLines', field: 'lines' }
    if (found.a.can_offer && found.a.valid_until < today)
      return { kind: 'badLines', field: `lines.${found.i}.valid_until` }
  }
  const at = ctx.now.toISOString()
  const quoteRows = lines.map((l) => ({ line: l, a: byId.get(l.id)!.a }))
  // The private link of the mail: a guest (or anyone holding the mail) reads and orders the quote through it.
  const token = randomToken()
  const mail = quoteMail({
    token,
    rfqId: id,
    rfqNo: rfq.rfqNo,
    locale: rfq.locale,
    email: rfq.email,
    contactName: rfq.contactName,
    signedIn: rfq.userId !== null,
    publicUrl: ctx.ports.settings.publicUrl,
    lines: quoteRows.map(({ line, a }) =>
      a.can_offer
        ? {
            part_number: line.partNumber,
            can_offer: true,
            unit_price: a.unit_price,
            qty: a.qty,
            lead_time: a.lead_time,
            date_code: a.date_code,
            valid_until: a.valid_until,
            tiers: a.tiers,
          }
        : {
            part_number: line.partNumber,
            can_offer: false,
            unit_price: null,
            qty: null,
            lead_time: '',
            date_code: '',
            valid_until: null,
            tiers: [],
          },
    ),
  })
  const mine = sql`EXISTS (SELECT 1 FROM rfq_quotes WHERE rfq_id = ${id} AND created_at = ${at} AND actor_id = ${actor.id})`
  const quoteId = sql`(SELECT id FROM rfq_quotes WHERE rfq_id = ${id})`
  try {
    await ctx.db.batch([
      ctx.db
        .insert(rfqQuotes)
        .values({ rfqId: id, createdAt: at, actorId: actor.id, accessHash: await hashToken(token) }),
      ...quoteRows.map(({ line, a }) =>
        ctx.db.insert(rfqQuoteLines).values({
          quoteId: quoteId as unknown as number,
          rfqLineId: line.id,
          canOffer: a.can_offer,
          unitPrice: a.can_offer ? Number(toE5(a.unit_price)) : null,
          qty: a.can_offer ? a.qty : null,
          leadTime: a.can_offer ? a.lead_time : '',
          dateCode: a.can_offer ? a.date_code : '',
          validUntil: a.can_offer ? a.valid_until : null,
          priceTiers: a.can_offer
            ? storedTiers(a.tiers.map((t) => ({ qty: t.qty, unitE5: toE5(t.unit_price) })))
            : null,
        }),
      ),
      ctx.db.update(rfqs).set({ status: 'quoted', updatedAt: at }).where(eq(rfqs.id, id)),
      auditStatement(
        ctx.db,
        actor,
        {
          objectType: 'rfq',
          objectId: id,
          action: 'rfq.quote',
          before: { status: rfq.status },
          after: {
            status: 'quoted',
            lines: quoteRows.map(({ line, a }) => ({ position: line.position, ...a })),
          },
        },
        ctx.now,
        mine,
      ),
      queueMailWhen(ctx.db, mail, ctx.now, mine),
    ])
  } catch (error) {
    // The unique quote of the RFQ: another staff member's quote came first (nothing of this one was written).
    if (/UNIQUE/i.test(String((error as { cause?: unknown })?.cause ?? error))) return { kind: 'already' }
    throw error
  }
  deliverSoon(ctx)
  return { kind: 'quoted', detail: (await detail(ctx, id))! }
}
