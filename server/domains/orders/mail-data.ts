import { asc, eq } from 'drizzle-orm'
import type { Db } from '../../db/client'
import type { Ports } from '../../ports'
import { bankAccount } from '../payments/bank-account'
import { orderLines, type orders } from './schema'

/** What an order e-mail shows: the order, its lines, the bank account (how to pay) and the site's address. */
export async function mailDataOf(ctx: { db: Db; ports: Pick<Ports, 'settings'> }, order: typeof orders.$inferSelect) {
  const [lines, bank] = await Promise.all([
    ctx.db.select().from(orderLines).where(eq(orderLines.orderId, order.id)).orderBy(asc(orderLines.id)),
    bankAccount(ctx.db),
  ])
  return { order, lines, bank, publicUrl: ctx.ports.settings.publicUrl }
}

type OrderRow = typeof orders.$inferSelect
type LineRow = typeof orderLines.$inferSelect
/** What an order e-mail reads: the order's id may still be a placeholder (orders/mails.ts). */
export type OrderMailData = {
  order: Pick<
    OrderRow,
    'locale' | 'orderNo' | 'subtotal' | 'freight' | 'total' | 'payMethod' | 'expiresAt' | 'email'
  > & {
    id: number | string
  }
  lines: Pick<LineRow, 'partNumber' | 'manufacturer' | 'qty' | 'unitPrice' | 'amount'>[]
  bank: Awaited<ReturnType<typeof bankAccount>>
  publicUrl: string
}
