import { and, asc, count, eq, gt, inArray, isNull, sql } from 'drizzle-orm'
import type { StaffRole } from '../../../contract/admin'
import { revokeStaffSessionsOf, STAFF_ROLES } from '../../auth/staff'
import type { ServiceContext } from '../../services/context'
import { users } from '../accounts/schema'
import { auditStatement } from './audit'
import { staffSessions, staffTotp } from './schema'
import { createStaffUser, type StaffActor } from './service'

/**
 * Admins manage staff in the console (issue 31): who is staff, add one (a setup link to hand
 * over), change a role, take the role away. Every change ends the member's console sessions and
 * writes an audit row in the same batch. An admin cannot demote or remove themselves (the shop
 * would risk having no admin).
 */
type Ctx = Pick<ServiceContext, 'db' | 'now' | 'ip' | 'ports'>

export async function staffMembers(ctx: Ctx, onlyId?: number) {
  const rows = await ctx.db
    .select({
      id: users.id,
      email: users.email,
      role: users.role,
      created_at: users.createdAt,
      enrolled: sql<number>`(${users.passwordHash} IS NOT NULL AND EXISTS (SELECT 1 FROM staff_totp t WHERE t.user_id = users.id AND t.confirmed_at IS NOT NULL))`,
    })
    .from(users)
    .where(and(inArray(users.role, [...STAFF_ROLES]), onlyId ? eq(users.id, onlyId) : undefined))
    .orderBy(asc(users.id))
  const live = rows.length
    ? await ctx.db
        .select({ userId: staffSessions.userId, n: count() })
        .from(staffSessions)
        .where(
          and(
            inArray(
              staffSessions.userId,
              rows.map((r) => r.id),
            ),
            isNull(staffSessions.revokedAt),
            gt(staffSessions.expiresAt, ctx.now.toISOString()),
          ),
        )
        .groupBy(staffSessions.userId)
    : []
  const byUser = new Map(live.map((l) => [l.userId, l.n]))
  return rows.map((r) => ({
    ...r,
    role: r.role as StaffRole,
    enrolled: !!r.enrolled,
    live_sessions: byUser.get(r.id) ?? 0,
  }))
}

export async function addStaff(ctx: Ctx, actor: StaffActor, input: { email: string; role: StaffRole }) {
  const made = await createStaffUser(ctx.db, input, ctx.now, ctx.ports.settings.publicUrl, actor)
  const [member] = await staffMembers(ctx, made.userId)
  return { member: member!, setup_link: made.link }
}

export type MemberResult = { kind: 'done' } | { kind: 'notFound' } | { kind: 'self' }

export async function changeStaff(
  ctx: Ctx,
  actor: StaffActor,
  id: number,
  role: StaffRole | 'customer',
): Promise<MemberResult> {
  if (id === actor.id) return { kind: 'self' }
  const [member] = await staffMembers(ctx, id)
  if (!member) return { kind: 'notFound' }
  const at = ctx.now.toISOString()
  await ctx.db.batch([
    ctx.db.update(users).set({ role, updatedAt: at }).where(eq(users.id, id)),
    revokeStaffSessionsOf(ctx.db, id, ctx.now),
    ...(role === 'customer' ? [ctx.db.delete(staffTotp).where(eq(staffTotp.userId, id))] : []),
    auditStatement(
      ctx.db,
      actor,
      {
        objectType: 'staff',
        objectId: id,
        action: role === 'customer' ? 'staff.remove' : 'staff.role',
        before: { role: member.role },
        after: { role },
      },
      ctx.now,
    ),
  ])
  return { kind: 'done' }
}
