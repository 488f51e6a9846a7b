import { and, asc, eq, sql, type SQL } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { auditLog } from './schema'

/**
 * The append-only audit log of staff actions (the table refuses UPDATE and DELETE by trigger).
 * `auditStatement` is put in the batch of the change it records, so that a change and its record
 * are written together or not at all; `when` makes it conditional on the batch's own change
 * ("this status change is the one that happened"), as the mail outbox's queueMailWhen does.
 */
export type AuditActor = { id: number | null; email: string; ip: string }
export type AuditEntry = {
  objectType: string
  objectId: string | number
  action: string
  before?: unknown
  after?: unknown
}

const json = (v: unknown) => (v === undefined ? null : JSON.stringify(v))

export function auditStatement(db: Db, actor: AuditActor, entry: AuditEntry, at: Date, when: SQL = sql`1`) {
  return db.insert(auditLog).select(
    sql`SELECT NULL, ${at.toISOString()}, ${actor.id}, ${actor.email}, ${actor.ip}, ${entry.objectType},
      ${String(entry.objectId)}, ${entry.action}, ${json(entry.before)}, ${json(entry.after)} WHERE ${when}`,
  )
}

const parsed = (v: string | null) => (v === null ? null : (JSON.parse(v) as unknown))

/** The audit rows of one object (an order, an RFQ, a customer), oldest first, as the console shows them. */
export async function auditTrail(db: Db, objectType: string, objectId: string | number) {
  const rows = await db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.objectType, objectType), eq(auditLog.objectId, String(objectId))))
    .orderBy(asc(auditLog.id))
  return rows.map((a) => ({
    id: a.id,
    at: a.at,
    actor_email: a.actorEmail,
    ip: a.ip,
    object_type: a.objectType,
    object_id: a.objectId,
    action: a.action,
    before: parsed(a.before),
    after: parsed(a.after),
  }))
}
