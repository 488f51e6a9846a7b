import { and, count, desc, eq, inArray, isNull, or, sql } from 'drizzle-orm'
import { quoteOf } from './quotes'
import type { z } from 'zod'
import type { CaptchaForm, GoodsDetailRfqInput, RfqLineInput, RfqStatus, SaveRfqInput } from '../../../contract/rfq'
import { MAX_RFQ_LINES, TargetPrice } from '../../../contract/rfq'
import { SPREADSHEET_MAX_BYTES } from '../../../contract/files'
import { localeInfo } from '../../../locales/locales'
import { sessionOfHeader, type Session } from '../../auth'
import { users } from '../../db/schema'
import { deliverMail, queueMail } from '../../mail/outbox'
import type { ServiceContext } from '../../services/context'
import { checkCaptcha } from '../captcha/service'
import { mayReadUpload } from '../uploads/service'
import { randomCode } from '../captcha/image'
import { goodsPageUrl, goodsSummaries, partListItems } from '../parts/views'
import { matchParts } from '../search/match'
import { sheetMessage } from '../sheets'
import { siteConfig } from '../site/schema'
import { acknowledgementMail, salesMail, type RfqMailData } from './mails'
import { rfqLines, rfqs } from './schema'

/**
 * Requests for quotation: sending one (the RFQ form, a product page's quick RFQ), reading a
 * spreadsheet into lines, and the buyer's history. One RFQ, its lines and its two mails are one
 * batch (server/db/batch.ts: D1 has no interactive transactions).
 */
type Ctx = ServiceContext
type Line = z.output<typeof RfqLineInput>

const normalizeEmail = (email: string) => email.trim().toLowerCase()

/** A readable, unique RFQ number: RFQ-YYMMDD-XXXXX (UTC date, five letters or digits that cannot be confused). */
export function rfqNumber(now: Date) {
  return `RFQ-${now.toISOString().slice(2, 10).replace(/-/g, '')}-${randomCode(5)}`
}

export type Refusal =
  { kind: 'captchaMissing' } | { kind: 'captchaWrong' } | { kind: 'captchaLimited' } | { kind: 'goodsNotFound' }

/**
 * Who sends: the signed-in buyer (their token, if it is live), or a guest who answered the
 * captcha of this form (used up here). A token that is not live is a guest.
 */
async function sender(
  ctx: Ctx,
  authorization: string | undefined,
  form: CaptchaForm,
  captcha: { captcha_id?: string; captcha_code?: string },
): Promise<{ session: Session | null } | Refusal> {
  const session = await sessionOfHeader(ctx.db, authorization, ctx.now)
  if (session) return { session }
  if (!captcha.captcha_id || !captcha.captcha_code?.trim()) return { kind: 'captchaMissing' }
  const check = await checkCaptcha(ctx, { id: captcha.captcha_id, code: captcha.captcha_code, form, use: true })
  if (check === 'limited') return { kind: 'captchaLimited' }
  if (check === 'wrong') return { kind: 'captchaWrong' }
  return { session: null }
}

/** Sends the RFQ form: the lines (goods ids that are not in the catalogue are dropped from them) and the contact. */
export async function saveRfq(ctx: Ctx, input: z.output<typeof SaveRfqInput>, authorization?: string) {
  const who = await sender(ctx, authorization, 'rfq', input)
  if ('kind' in who) return who
  const ids = [...new Set(input.lines.flatMap((l) => (l.goods_id ? [l.goods_id] : [])))]
  const known = new Set((await goodsSummaries(ctx, ids)).map((g) => g.goods_id))
  const lines = input.lines.map((l) => ({ ...l, goods_id: l.goods_id && known.has(l.goods_id) ? l.goods_id : null }))
  return store(ctx, who.session, 'rfq', input, lines)
}

/** Sends the quick RFQ of a product page: one offer of the catalogue, its quantity and target price. */
export async function goodsDetailRfq(ctx: Ctx, input: z.output<typeof GoodsDetailRfqInput>, authorization?: string) {
  const [goods] = await goodsSummaries(ctx, [input.goods_id])
  if (!goods) return { kind: 'goodsNotFound' as const }
  const who = await sender(ctx, authorization, 'goodsDetailRfq', input)
  if ('kind' in who) return who
  const line: Line = {
    part_number: goods.part_number,
    manufacturer: goods.manufacturer,
    package: goods.package,
    date_code: goods.date_code,
    qty: input.qty,
    target_price: input.target_price,
    goods_id: goods.goods_id,
  }
  return store(ctx, who.session, 'goodsDetailRfq', input, [line])
}

/** The sales mailbox: the site config's `rfq_email`, else its contact e-mail. */
async function salesMailbox(ctx: Ctx): Promise<string> {
  const rows = await ctx.db
    .select()
    .from(siteConfig)
    .where(inArray(siteConfig.key, ['rfq_email', 'contact_email']))
  const value = (key: string) => {
    const row = rows.find((r) => r.key === key)
    return row ? String(JSON.parse(row.value) ?? '').trim() : ''
  }
  return value('rfq_email') || value('contact_email')
}

/** The RFQ, its lines and its two mails in one batch; a second number is drawn if the first was taken. */
async function store(
  ctx: Ctx,
  session: Session | null,
  source: 'rfq' | 'goodsDetailRfq',
  contact: z.output<typeof SaveRfqInput> | z.output<typeof GoodsDetailRfqInput>,
  lines: Line[],
) {
  const at = ctx.now.toISOString()
  const sales = await salesMailbox(ctx)
  const contactData = {
    contact_name: contact.contact_name,
    company_name: contact.company_name,
    email: contact.email.trim(),
    telephone: contact.telephone,
    country: contact.country,
    comment: contact.comment,
  }
  for (let attempt = 0; ; attempt++) {
    const rfqNo = rfqNumber(ctx.now)
    const mail: RfqMailData = {
      rfqNo,
      source,
      locale: ctx.locale,
      createdAt: at,
      contact: contactData,
      lines,
      publicUrl: ctx.ports.settings.publicUrl,
      signedIn: Boolean(session),
    }
    const rfqId = sql`(SELECT ${rfqs.id} FROM ${rfqs} WHERE ${rfqs.rfqNo} = ${rfqNo})`
    const json = JSON.stringify(
      lines.map((l, i) => [
        i + 1,
        l.part_number,
        l.manufacturer,
        l.package,
        l.date_code,
        l.qty,
        l.target_price,
        l.goods_id,
      ]),
    )
    try {
      const [inserted] = await ctx.db.batch([
        ctx.db
          .insert(rfqs)
          .values({
            rfqNo,
            userId: session?.userId ?? null,
            email: contactData.email,
            emailNorm: normalizeEmail(contactData.email),
            contactName: contactData.contact_name,
            companyName: contactData.company_name,
            telephone: contactData.telephone,
            country: contactData.country,
            comment: contactData.comment,
            locale: ctx.locale,
            source,
            lineCount: lines.length,
            createdAt: at,
            updatedAt: at,
          })
          .returning({ id: rfqs.id }),
        // All lines in one statement, one bound value (D1 binds at most 100): a JSON array of rows.
        ctx.db
          .insert(rfqLines)
          .select(
            sql`SELECT NULL, ${rfqId}, value ->> 0, value ->> 1, value ->> 2, value ->> 3, value ->> 4, value ->> 5, value ->> 6, value ->> 7 FROM json_each(${json})`,
          ),
        queueMail(ctx.db, acknowledgementMail(mail), ctx.now),
        ...(sales ? [queueMail(ctx.db, salesMail(mail, sales), ctx.now)] : []),
      ])
      ctx.defer(() => deliverMail(ctx.ports))
      return { kind: 'sent' as const, id: inserted[0]!.id, rfq_no: rfqNo, created_at: at, lines: lines.length }
    } catch (error) {
      if (attempt < 2 && /UNIQUE/i.test(String(error))) continue
      throw error
    }
  }
}

/** Whose RFQs a signed-in buyer sees: their own, and guests' RFQs sent from their account's e-mail. */
export function mine(userId: number) {
  const accountEmail = sql`(SELECT ${users.emailNorm} FROM ${users} WHERE ${users.id} = ${userId})`
  return or(eq(rfqs.userId, userId), and(isNull(rfqs.userId), eq(rfqs.emailNorm, accountEmail)))
}

/** The columns of an RFQ's summary (contract/rfq.ts RfqSummary), the buyer's history and the console's list alike. */
export const rfqSummaryColumns = {
  id: rfqs.id,
  rfq_no: rfqs.rfqNo,
  created_at: rfqs.createdAt,
  status: rfqs.status,
  source: rfqs.source,
  line_count: rfqs.lineCount,
}

async function partNumbersOf(ctx: Ctx, ids: number[]) {
  if (!ids.length) return new Map<number, string[]>()
  const rows = await ctx.db
    .select({ rfqId: rfqLines.rfqId, part: rfqLines.partNumber })
    .from(rfqLines)
    .where(and(inArray(rfqLines.rfqId, ids), sql`${rfqLines.position} <= 3`))
    .orderBy(rfqLines.rfqId, rfqLines.position)
  const byRfq = new Map<number, string[]>()
  for (const r of rows) byRfq.set(r.rfqId, [...(byRfq.get(r.rfqId) ?? []), r.part])
  return byRfq
}

/** The buyer's RFQs, newest first, a page at a time, optionally of one status. */
export async function listRfqs(ctx: Ctx, query: { page: number; page_size: number; status?: RfqStatus }) {
  const userId = ctx.session!.userId
  const where = and(mine(userId), query.status ? eq(rfqs.status, query.status) : undefined)
  const [list, [total]] = await Promise.all([
    ctx.db
      .select(rfqSummaryColumns)
      .from(rfqs)
      .where(where)
      .orderBy(desc(rfqs.id))
      .limit(query.page_size)
      .offset((query.page - 1) * query.page_size),
    ctx.db.select({ n: count() }).from(rfqs).where(where),
  ])
  const parts = await partNumbersOf(
    ctx,
    list.map((r) => r.id),
  )
  return {
    list: list.map((r) => ({ ...r, part_numbers: parts.get(r.id) ?? [] })),
    total: total?.n ?? 0,
    page: query.page,
    page_size: query.page_size,
  }
}

/** One of the buyer's RFQs with contact and lines, or null when it is not theirs (or does not exist). */
export async function rfqDetail(ctx: Ctx, id: number) {
  const [rfq] = await ctx.db
    .select({
      ...rfqSummaryColumns,
      contact_name: rfqs.contactName,
      company_name: rfqs.companyName,
      email: rfqs.email,
      telephone: rfqs.telephone,
      country: rfqs.country,
      comment: rfqs.comment,
    })
    .from(rfqs)
    .where(and(eq(rfqs.id, id), mine(ctx.session!.userId)))
  if (!rfq) return null
  const lines = await ctx.db.select().from(rfqLines).where(eq(rfqLines.rfqId, id)).orderBy(rfqLines.position)
  const { contact_name, company_name, email, telephone, country, comment, ...summary } = rfq
  return {
    ...summary,
    part_numbers: lines.slice(0, 3).map((l) => l.partNumber),
    contact: { contact_name, company_name, email, telephone, country, comment },
    quote: await quoteOf(ctx.db, id),
    lines: lines.map(rfqLineView),
  }
}

/** An RFQ line as the buyer reads it (contract/rfq.ts RfqLine). */
export const rfqLineView = (l: typeof rfqLines.$inferSelect) => ({
  part_number: l.partNumber,
  manufacturer: l.manufacturer,
  package: l.package,
  date_code: l.dateCode,
  qty: l.qty,
  target_price: l.targetPrice,
  goods_id: l.goodsId,
  goods_page_url: l.goodsId ? goodsPageUrl(l.goodsId) : '',
})

/**
 * Reads a buyer's uploaded spreadsheet (POST /api/upload/excel) into RFQ lines: at most 2 MB and
 * MAX_RFQ_LINES lines, each part number matched to the catalogue (matchParts); a line that names
 * one part takes its best offer's goods id, manufacturer and package where the file has none.
 * A file of another user is not found; a guest's is read with the verification code it was uploaded
 * with (uploads/service.ts).
 */
export async function readRfqSheet(ctx: Ctx, fileId: string, captchaId?: string, authorization?: string) {
  ctx.session ??= await sessionOfHeader(ctx.db, authorization, ctx.now)
  if (!(await mayReadUpload(ctx, fileId, captchaId))) return { kind: 'notFound' as const }
  const bytes = await ctx.ports.files.get(`uploads/${fileId}`)
  if (!bytes) return { kind: 'notFound' as const }
  // Read through the port: on Node in a worker thread with a time and memory budget.
  const sheet = await ctx.ports.sheets.readFile(bytes, {
    fileName: fileId,
    maxBytes: SPREADSHEET_MAX_BYTES,
    maxLines: MAX_RFQ_LINES,
  })
  if (sheet.kind !== 'ok') {
    const { key, params } = sheetMessage(sheet, localeInfo(ctx.locale).bcp47)
    return { kind: 'unreadable' as const, key, params }
  }
  const lines = sheet.lines.filter((l) => l.mpn)
  const matches = await matchParts(
    ctx,
    lines.map((l) => ({ written: l.mpn, manufacturer: l.manufacturer || undefined })),
  )
  const partIds = [...new Set(matches.flatMap((m) => (m.partId ? [m.partId] : [])))]
  const items = new Map((await partListItems(ctx, partIds)).map((p) => [p.part_id, p]))
  const list = lines.map((l, i) => {
    const part = matches[i]!.partId ? items.get(matches[i]!.partId!) : undefined
    const qty = l.quantity && l.quantity > 0 ? Math.min(Math.round(l.quantity), 10_000_000) : 1
    return {
      row: l.row,
      part_number: part?.part_number ?? l.mpn.slice(0, 100),
      manufacturer: (l.manufacturer || part?.manufacturer || '').slice(0, 100),
      package: (l.package || part?.package || '').slice(0, 60),
      date_code: l.dateCode.slice(0, 30),
      qty,
      target_price: TargetPrice.catch('').parse(l.targetPrice.replace(/^\$/, '')),
      goods_id: part?.goods_id ?? null,
      goods_page_url: part ? goodsPageUrl(part.goods_id) : '',
      matched: Boolean(part),
    }
  })
  return { kind: 'read' as const, list, total: list.length }
}
