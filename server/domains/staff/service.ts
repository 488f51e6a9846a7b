import { and, eq, isNull, sql } from 'drizzle-orm'
import type { StaffRole } from '../../../contract/admin'
import {
  isStaffRole,
  newStaffSession,
  revokeStaffSession,
  revokeStaffSessionsOf,
  setupTokenColumns,
} from '../../auth/staff'
import { expiryAfter, hashToken, liveTokenRow, randomToken } from '../../auth/tokens'
import type { Db } from '../../db/client'
import type { ServiceContext } from '../../services/context'
import { hashPassword, verifyPassword } from '../accounts/password'
import { users } from '../accounts/schema'
import { auditStatement, type AuditActor } from './audit'
import { staffRecoveryCodes, staffSetupTokens, staffTotp } from './schema'
import { newTotpSecret, totpStep, totpUri } from './totp'

/**
 * Staff: who they are (users with role sales or admin), how they get in (a one-time setup link →
 * password and authenticator → sign-in with both), and the check every console service makes
 * again after the route's (`staffActor`).
 */
type Ctx = Pick<ServiceContext, 'db' | 'now' | 'ip' | 'session' | 'ports'>

export const SETUP_LINK_HOURS = 48
export const RECOVERY_CODES = 10

const normalizeEmail = (email: string) => email.trim().toLowerCase()

/** The console's setup page for a token, on the shop's public address. */
export const setupLink = (publicUrl: string, token: string) =>
  `${publicUrl.replace(/\/+$/, '')}/admin/setup?token=${encodeURIComponent(token)}`

/**
 * Makes `email` a staff member of `role` (a new user, or an existing one given the role), ends
 * their staff sessions, and answers a one-time link (48 hours) to set password and authenticator.
 * Used by `npm run admin -- create-user` (the first admin) and, later, by admins in the console.
 */
export async function createStaffUser(
  db: Db,
  input: { email: string; role: StaffRole },
  now: Date,
  publicUrl: string,
  actor: AuditActor = { id: null, email: 'command line', ip: 'internal' },
) {
  const emailNorm = normalizeEmail(input.email)
  const at = now.toISOString()
  const [existing] = await db.select().from(users).where(eq(users.emailNorm, emailNorm))
  let userId = existing?.id
  if (!userId) {
    const [made] = await db
      .insert(users)
      .values({ email: input.email.trim(), emailNorm, createdAt: at, role: input.role })
      .returning({ id: users.id })
    userId = made!.id
  }
  const token = randomToken()
  await db.batch([
    db.update(users).set({ role: input.role, updatedAt: at }).where(eq(users.id, userId)),
    db
      .update(staffSetupTokens)
      .set({ usedAt: at })
      .where(and(eq(staffSetupTokens.userId, userId), isNull(staffSetupTokens.usedAt))),
    db.insert(staffSetupTokens).values({
      tokenHash: await hashToken(token),
      userId,
      createdAt: at,
      expiresAt: expiryAfter(now, SETUP_LINK_HOURS * 3_600_000),
    }),
    revokeStaffSessionsOf(db, userId, now),
    auditStatement(
      db,
      actor,
      {
        objectType: 'staff',
        objectId: userId,
        action: existing ? 'staff.role' : 'staff.create',
        before: existing ? { role: existing.role } : undefined,
        after: { email: input.email.trim(), role: input.role },
      },
      now,
    ),
  ])
  return { userId, token, link: setupLink(publicUrl, token) }
}

/** The staff member of a live setup token, or null. */
async function setupTokenUser(db: Db, token: string, now: Date) {
  const [row] = await db
    .select({ userId: users.id, email: users.email, role: users.role, tokenCreated: staffSetupTokens.createdAt })
    .from(staffSetupTokens)
    .innerJoin(users, eq(users.id, staffSetupTokens.userId))
    .where(liveTokenRow(setupTokenColumns, await hashToken(token), now))
  return row && isStaffRole(row.role) ? { ...row, role: row.role } : null
}

/**
 * What the setup page shows: the staff member and the secret to enrol. A secret made before this
 * link (an earlier enrolment) is replaced by a new one, unconfirmed until the setup is completed.
 */
export async function setupInfo(ctx: Ctx, token: string) {
  const user = await setupTokenUser(ctx.db, token, ctx.now)
  if (!user) return null
  const [current] = await ctx.db.select().from(staffTotp).where(eq(staffTotp.userId, user.userId))
  let secret = current?.secret
  if (!current || current.createdAt < user.tokenCreated) {
    secret = newTotpSecret()
    const at = ctx.now.toISOString()
    await ctx.db
      .insert(staffTotp)
      .values({ userId: user.userId, secret, createdAt: at })
      .onConflictDoUpdate({
        target: staffTotp.userId,
        set: { secret, createdAt: at, confirmedAt: null, lastStep: null },
      })
  }
  return { email: user.email, role: user.role, totp_secret: secret!, otpauth_uri: totpUri(secret!, user.email) }
}

/** Ten one-time recovery codes, xxxxx-xxxxx in base32 letters (50 bits each). */
function newRecoveryCodes(): string[] {
  const abc = 'abcdefghijklmnopqrstuvwxyz234567'
  return Array.from({ length: RECOVERY_CODES }, () => {
    const bytes = crypto.getRandomValues(new Uint8Array(10))
    const s = Array.from(bytes, (b) => abc[b & 31]).join('')
    return `${s.slice(0, 5)}-${s.slice(5)}`
  })
}
const recoveryHash = (code: string) => hashToken(code.toLowerCase().replace(/-/g, ''))

export type SetupResult = { kind: 'done'; recoveryCodes: string[] } | { kind: 'badLink' } | { kind: 'badCode' }

/**
 * Completes a setup link: a current code of the enrolled secret proves the authenticator; then,
 * in one batch, the password, the confirmed authenticator, fresh recovery codes (hashed), every
 * earlier staff session ended, and the audit row. The link is claimed first by a conditional
 * update, so two submissions cannot both complete it.
 */
export async function completeSetup(
  ctx: Ctx,
  input: { token: string; password: string; code: string },
): Promise<SetupResult> {
  const user = await setupTokenUser(ctx.db, input.token, ctx.now)
  if (!user) return { kind: 'badLink' }
  const [totp] = await ctx.db.select().from(staffTotp).where(eq(staffTotp.userId, user.userId))
  const step = totp ? totpStep(totp.secret, input.code, ctx.now) : null
  if (!totp || step === null) return { kind: 'badCode' }
  const at = ctx.now.toISOString()
  const claimed = await ctx.db
    .update(staffSetupTokens)
    .set({ usedAt: at })
    .where(and(eq(staffSetupTokens.tokenHash, await hashToken(input.token)), isNull(staffSetupTokens.usedAt)))
    .returning({ userId: staffSetupTokens.userId })
  if (!claimed.length) return { kind: 'badLink' }
  const codes = newRecoveryCodes()
  const passwordHash = await hashPassword(input.password)
  await ctx.db.batch([
    ctx.db
      .update(users)
      .set({
        passwordHash,
        activatedAt: sql`coalesce(${users.activatedAt}, ${at})`,
        passwordChangedAt: at,
        updatedAt: at,
      })
      .where(eq(users.id, user.userId)),
    ctx.db.update(staffTotp).set({ confirmedAt: at, lastStep: step }).where(eq(staffTotp.userId, user.userId)),
    ctx.db.delete(staffRecoveryCodes).where(eq(staffRecoveryCodes.userId, user.userId)),
    ctx.db
      .insert(staffRecoveryCodes)
      .values(
        await Promise.all(
          codes.map(async (c) => ({ userId: user.userId, codeHash: await recoveryHash(c), createdAt: at })),
        ),
      ),
    revokeStaffSessionsOf(ctx.db, user.userId, ctx.now),
    auditStatement(
      ctx.db,
      { id: user.userId, email: user.email, ip: ctx.ip },
      {
        objectType: 'staff',
        objectId: user.userId,
        action: 'staff.setup',
        after: { totp: 'confirmed', recovery_codes: codes.length },
      },
      ctx.now,
    ),
  ])
  return { kind: 'done', recoveryCodes: codes }
}

export type LoginResult =
  | { kind: 'signedIn'; token: string; expire: string; me: { id: number; email: string; role: StaffRole } }
  | { kind: 'wrong' }
  | { kind: 'limited'; retryAfter: number }

/**
 * Staff sign-in: password and second factor (a TOTP code, each time step once; or an unused
 * recovery code, used up). Any wrong part answers the same and counts against the account
 * (`staffLoginAccount`, from any address; the route also limits per address). The session and its
 * audit row are written in one batch.
 */
export async function staffLogin(
  ctx: Ctx,
  input: { email: string; password: string; code: string },
): Promise<LoginResult> {
  const emailNorm = normalizeEmail(input.email)
  const key = `staffLoginAccount:${emailNorm}`
  const [limit, windowS] = ctx.ports.settings.limits.staffLoginAccount
  const room = await ctx.ports.rateLimiter.peek(key, limit, windowS)
  if (!room.allowed) return { kind: 'limited', retryAfter: room.retryAfter }
  const failed = async (): Promise<LoginResult> => {
    await ctx.ports.rateLimiter.hit(key, limit, windowS)
    return { kind: 'wrong' }
  }

  const [user] = await ctx.db.select().from(users).where(eq(users.emailNorm, emailNorm))
  const passwordOk = await verifyPassword(input.password, user?.passwordHash)
  if (!user || !passwordOk || !isStaffRole(user.role)) return failed()
  const [totp] = await ctx.db.select().from(staffTotp).where(eq(staffTotp.userId, user.id))
  if (!totp?.confirmedAt) return failed()

  const code = input.code.trim()
  if (/^\d{6}$/.test(code)) {
    const step = totpStep(totp.secret, code, ctx.now)
    if (step === null) return failed()
    // Each time step once (RFC 6238 §5.2): a code seen over a shoulder or replayed does not open a second session.
    const took = await ctx.db
      .update(staffTotp)
      .set({ lastStep: step })
      .where(
        and(eq(staffTotp.userId, user.id), sql`(${staffTotp.lastStep} IS NULL OR ${staffTotp.lastStep} < ${step})`),
      )
      .returning({ userId: staffTotp.userId })
    if (!took.length) return failed()
  } else {
    const used = await ctx.db
      .update(staffRecoveryCodes)
      .set({ usedAt: ctx.now.toISOString() })
      .where(
        and(
          eq(staffRecoveryCodes.userId, user.id),
          eq(staffRecoveryCodes.codeHash, await recoveryHash(code)),
          isNull(staffRecoveryCodes.usedAt),
        ),
      )
      .returning({ id: staffRecoveryCodes.id })
    if (!used.length) return failed()
  }

  const session = await newStaffSession(ctx.db, user.id, ctx.now, ctx.ip)
  await ctx.db.batch([
    session.statement,
    auditStatement(
      ctx.db,
      { id: user.id, email: user.email, ip: ctx.ip },
      {
        objectType: 'staff',
        objectId: user.id,
        action: 'staff.signIn',
        after: { second_factor: /^\d{6}$/.test(code) ? 'totp' : 'recovery code' },
      },
      ctx.now,
    ),
  ])
  return {
    kind: 'signedIn',
    token: session.token,
    expire: session.expire,
    me: { id: user.id, email: user.email, role: user.role },
  }
}

/** Ends the caller's staff session, with its audit row. */
export async function staffLogout(ctx: Ctx, actor: StaffActor) {
  await ctx.db.batch([
    revokeStaffSession(ctx.db, ctx.session!.tokenHash, ctx.now),
    auditStatement(ctx.db, actor, { objectType: 'staff', objectId: actor.id, action: 'staff.signOut' }, ctx.now),
  ])
}

export type StaffActor = AuditActor & { id: number; role: StaffRole }

/**
 * The second check of every console service (the first is the route's, server/auth): the caller's
 * session is a staff session, its user still holds a staff role, and that role may do this
 * (`admin` may do what `sales` may). Null when not; the service then refuses.
 */
export async function staffActor(ctx: Ctx, needs: StaffRole): Promise<StaffActor | null> {
  const s = ctx.session
  if (!s || !isStaffRole(s.role)) return null
  const [user] = await ctx.db.select({ email: users.email, role: users.role }).from(users).where(eq(users.id, s.userId))
  if (!user || !isStaffRole(user.role)) return null
  if (needs === 'admin' && user.role !== 'admin') return null
  return { id: s.userId, email: user.email, role: user.role, ip: ctx.ip }
}
