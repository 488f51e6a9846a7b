import { sql } from 'drizzle-orm'
import { deliverMailSoon } from '../../mail/outbox'
import type { ServiceContext } from '../../services/context'
import type { orders } from './schema'

/** What the order flows (placing.ts, views.ts, service.ts) use of a request. */
export type Ctx = Pick<ServiceContext, 'db' | 'locale' | 'now' | 't' | 'session' | 'ports' | 'defer'> &
  Partial<Pick<ServiceContext, 'reads'>>

export type OrderRow = typeof orders.$inferSelect

/** Rows a statement of a batch changed: libsql's ResultSet on Node, D1's meta on the Worker. */
export function changes(result: unknown): number {
  const r = result as { rowsAffected?: number; meta?: { changes?: number } }
  return Number(r?.rowsAffected ?? r?.meta?.changes ?? 0)
}

/** In a status change's batch: "this change is the one that happened" (changeStatus's nonce). */
export const changedBy = (id: number, nonce: string) =>
  sql`EXISTS (SELECT 1 FROM orders WHERE id = ${id} AND change_nonce = ${nonce})`

/** Delivers the outbox after the answer (the mail is written already: a crash now loses nothing). */
export const deliverSoon = (ctx: Pick<ServiceContext, 'defer' | 'ports'>) => ctx.defer(() => deliverMailSoon(ctx.ports))
