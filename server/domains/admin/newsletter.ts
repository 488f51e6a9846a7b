import { count, desc, sql } from 'drizzle-orm'
import * as XLSX from 'xlsx'
import type { ServiceContext } from '../../services/context'
import { subscriptions } from '../site/schema'
import { auditStatement } from '../staff/audit'
import type { StaffActor } from '../staff/service'
import { csvFile } from './csv'

/**
 * The newsletter's subscribers in the console (issue 32 item 4): a list with a search, and every
 * subscriber as a CSV or xlsx file for the mailing tool. An export is audited (its format and how
 * many rows, not the addresses).
 */
type Ctx = Pick<ServiceContext, 'db' | 'now'>

const columns = {
  id: subscriptions.id,
  email: subscriptions.email,
  locale: subscriptions.locale,
  created_at: subscriptions.createdAt,
}

export async function listSubscribers(ctx: Ctx, q: { q?: string; page: number; page_size: number }) {
  const where = q.q
    ? sql`${subscriptions.email} LIKE ${`%${q.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`} ESCAPE '\\'`
    : undefined
  const [rows, [total]] = await Promise.all([
    ctx.db
      .select(columns)
      .from(subscriptions)
      .where(where)
      .orderBy(desc(subscriptions.id))
      .limit(q.page_size)
      .offset((q.page - 1) * q.page_size),
    ctx.db.select({ n: count() }).from(subscriptions).where(where),
  ])
  return { list: rows, total: total?.n ?? 0, page: q.page, page_size: q.page_size }
}

/** The export's header row (column names a mailing tool maps; not translated, like the data). */
export const SUBSCRIBER_COLUMNS = ['email', 'language', 'subscribed_at'] as const

export async function exportSubscribers(ctx: Ctx, actor: StaffActor, format: 'csv' | 'xlsx') {
  const rows = await ctx.db.select(columns).from(subscriptions).orderBy(subscriptions.id)
  const table = [[...SUBSCRIBER_COLUMNS], ...rows.map((r) => [r.email, r.locale, r.created_at])]
  await auditStatement(
    ctx.db,
    actor,
    {
      objectType: 'newsletter',
      objectId: 'subscribers',
      action: 'newsletter.export',
      after: { format, rows: rows.length },
    },
    ctx.now,
  )
  const name = `subscribers-${ctx.now.toISOString().slice(0, 10)}`
  if (format === 'csv') return { bytes: csvFile(table), type: 'text/csv; charset=utf-8', name: `${name}.csv` }
  const book = XLSX.utils.book_new()
  // Every cell a text cell: an address is never read as a number, a date or a formula.
  const sheet = XLSX.utils.aoa_to_sheet(table, { cellDates: false })
  for (const cell of Object.values(sheet)) if (cell && typeof cell === 'object' && 't' in cell) cell.t = 's'
  sheet['!cols'] = [{ wch: 40 }, { wch: 10 }, { wch: 26 }]
  XLSX.utils.book_append_sheet(book, sheet, 'subscribers')
  return {
    bytes: new Uint8Array(
      XLSX.write(book, { type: 'array', bookType: 'xlsx' }) as ArrayBuffer,
    ) as Uint8Array<ArrayBuffer>,
    type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    name: `${name}.xlsx`,
  }
}
