import { asc, eq } from 'drizzle-orm'
import type { Db } from '../../db/client'
import type { Ports } from '../../ports'
import { bankAccount } from '../payments/bank-account'
import { hashToken, randomToken } from '../../auth/sessions'
import { orderLines, orderLinkTokens, type orders } from './schema'

/**
 * What an order e-mail shows: the order, its lines, the bank account (how to pay) and the site's
 * address; for a guest's order a new private token for its link (a guest has no other way in),
 * stored hashed (orderLinkTokens). A mail that is not sent in the end leaves a token nobody knows.
 */
export async function mailDataOf(
  ctx: { db: Db; now: Date; ports: Pick<Ports, 'settings'> },
  order: typeof orders.$inferSelect,
) {
  const [lines, bank, linkToken] = await Promise.all([
    ctx.db.select().from(orderLines).where(eq(orderLines.orderId, order.id)).orderBy(asc(orderLines.id)),
    bankAccount(ctx.db),
    order.userId === null ? newLinkToken(ctx, order.id) : undefined,
  ])
  return { order, lines, bank, publicUrl: ctx.ports.settings.publicUrl, linkToken }
}

async function newLinkToken(ctx: { db: Db; now: Date }, orderId: number) {
  const token = randomToken()
  await ctx.db
    .insert(orderLinkTokens)
    .values({ tokenHash: await hashToken(token), orderId, createdAt: ctx.now.toISOString() })
  return token
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
  /** A guest order's private token for the mail's link (a user's order links without one). */
  linkToken?: string
}
