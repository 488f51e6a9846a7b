import { moveGuestBomStatement } from '../bom/guest'
import { and, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm'
import type { z } from 'zod'
import type { ChangePasswordInput, Profile, ProfileInput, RegisterInput, UserInfo } from '../../../contract/accounts'
import { countryName } from '../../../contract/countries'
import { localeInfo, isLocale, defaultLocale, localizePath, type Locale } from '../../../locales/locales'
import type { ServiceContext } from '../../services/context'
import type { AccountLimitName } from '../../ports'
import { accountTokens, sessions, users } from '../../db/schema'
import { expiryAfter, liveTokenRow } from '../../auth/tokens'
import { keepAddressStatement } from './addresses'
import { accountMail, mailLink, type AccountMailKind } from './mails'
import { deliverMail, queueMail } from '../../mail/outbox'
import { hashPassword, needsRehash, verifyPassword } from './password'
import { accountTokenColumns, createSession, hashToken, randomToken, revokeOtherSessions } from '../../auth/sessions'

type Ctx = ServiceContext

/** How long an e-mailed link works. */
export const TOKEN_LIFETIME: Record<AccountMailKind, number> = { activate: 48 * 3_600_000, reset: 3_600_000 }

/** An expected refusal: the route maps it to an answer. */
export type Limited = { kind: 'limited'; retryAfter: number }

const normalizeEmail = (email: string) => email.trim().toLowerCase()

/** Counts one attempt against an account's limit; the key is a hash, so limiter rows hold no addresses. */
async function hitAccountLimit(ctx: Ctx, name: AccountLimitName, emailNorm: string): Promise<Limited | null> {
  const [limit, windowSeconds] = ctx.ports.settings.limits[name]
  const { allowed, retryAfter } = await ctx.ports.rateLimiter.hit(
    `${name}:${await hashToken(emailNorm)}`,
    limit,
    windowSeconds,
  )
  return allowed ? null : { kind: 'limited', retryAfter }
}

/** How long a sign-in of an account under attack (failures from many clients) waits before its check. */
export const UNDER_ATTACK_DELAY_MS = 1_000

/**
 * Password guessing, limited without handing the account to whoever guesses: failures are counted
 * per account and client (refused past `loginAccount`) and per account from any client (past
 * `loginAccountAny` every check of the account waits UNDER_ATTACK_DELAY_MS, but the right password
 * from a client that has not failed still signs in). A stranger's wrong guesses from other
 * addresses never make the owner's right password answer 429. Only failures count.
 */
function passwordGuesses(ctx: Ctx, emailNorm: string) {
  const keys = (async () => {
    const account = await hashToken(emailNorm)
    return { client: `loginAccount:${account}:${ctx.ip}`, any: `loginAccountAny:${account}` }
  })()
  const limit = (name: 'loginAccount' | 'loginAccountAny') => ctx.ports.settings.limits[name]
  return {
    /** Before the check: refused for a client past its failures; slowed for an account under attack. */
    async before(): Promise<Limited | null> {
      const { client, any } = await keys
      const mine = await ctx.ports.rateLimiter.peek(client, ...limit('loginAccount'))
      if (!mine.allowed) return { kind: 'limited', retryAfter: mine.retryAfter }
      if (!(await ctx.ports.rateLimiter.peek(any, ...limit('loginAccountAny'))).allowed)
        await new Promise((resolve) => setTimeout(resolve, UNDER_ATTACK_DELAY_MS))
      return null
    },
    /** After a wrong password. */
    async failed() {
      const { client, any } = await keys
      await ctx.ports.rateLimiter.hit(client, ...limit('loginAccount'))
      await ctx.ports.rateLimiter.hit(any, ...limit('loginAccountAny'))
    },
  }
}

const userLocale = (code: string): Locale => (isLocale(code) ? code : defaultLocale)

export function userInfoOf(u: { email: string; contactName: string; companyName: string }): UserInfo {
  return { email: u.email, contact_name: u.contactName, company_name: u.companyName }
}

/* ------------------------------------------------------------------ e-mailed links */

/**
 * A link token for a user and its e-mail: the statements to batch (the token's row, only its hash,
 * and the message in the mail outbox), written together with whatever else the batch holds. Links
 * sent before stay valid until used or expired: another request for a link (anyone may ask for
 * one) must not void the one the owner is about to click. Using a reset link uses up the others.
 * `userId` may be a subquery (a user inserted in the same batch).
 */
async function linkMail(
  ctx: Ctx,
  kind: AccountMailKind,
  user: { id: number | SQL; email: string; contactName: string; locale: string },
) {
  const token = randomToken()
  const locale = userLocale(user.locale)
  const mail = accountMail(kind, {
    locale,
    to: user.email,
    name: user.contactName,
    link: mailLink(ctx.ports.settings.publicUrl, kind, locale, token),
    validity:
      kind === 'activate' ? { hours: TOKEN_LIFETIME.activate / 3_600_000 } : { minutes: TOKEN_LIFETIME.reset / 60_000 },
  })
  return [
    ctx.db.insert(accountTokens).values({
      tokenHash: await hashToken(token),
      userId: user.id as number,
      purpose: kind,
      createdAt: ctx.now.toISOString(),
      expiresAt: expiryAfter(ctx.now, TOKEN_LIFETIME[kind]),
    }),
    queueMail(ctx.db, mail, ctx.now),
  ] as const
}

/** Delivers the outbox after the answer (it is written already: a crash now loses nothing). */
const deliverSoon = (ctx: Ctx) => ctx.defer(() => deliverMail(ctx.ports))

/** Issues a link and e-mails it (resend, forgot). */
async function sendLink(
  ctx: Ctx,
  kind: AccountMailKind,
  user: { id: number; email: string; contactName: string; locale: string },
) {
  await ctx.db.batch(await linkMail(ctx, kind, user))
  deliverSoon(ctx)
}

/** A token's row condition: this hash, this purpose, not used, not expired. */
const liveToken = (ctx: Ctx, tokenHash: string, purpose: AccountMailKind) =>
  and(liveTokenRow(accountTokenColumns, tokenHash, ctx.now), eq(accountTokens.purpose, purpose))

/* ------------------------------------------------------------------ registration */

/** The profile's fields as the users table stores them (registration sets them, the profile page changes them). */
const profileValues = (input: z.output<typeof ProfileInput>) => ({
  contactName: input.contact_name,
  telephone: input.telephone,
  jobTitle: input.job_title,
  companyName: input.company_name,
  country: input.country,
  address: input.address,
  city: input.city,
  state: input.state,
})

/**
 * Registers an account: the user, its activation token and the activation mail in one batch (all
 * or nothing). An address that is registered already gets the same answer, after the same work
 * (the password is hashed either way), and its owner a mail saying someone tried: the answer does
 * not tell whether an address has an account.
 */
export async function register(
  ctx: Ctx,
  input: z.output<typeof RegisterInput>,
  /** The token of a guest's BOM (the `bom` cookie): it moves into the new account (issue 33). */
  guestBomToken: string | null = null,
): Promise<{ kind: 'registered'; email: string; tookGuestBom?: boolean } | Limited> {
  const emailNorm = normalizeEmail(input.email)
  const email = input.email.trim()
  const limited = await hitAccountLimit(ctx, 'registerAccount', emailNorm)
  if (limited) return limited
  const passwordHash = await hashPassword(input.password)
  const [existing] = await ctx.db
    .select({ email: users.email, contactName: users.contactName, locale: users.locale })
    .from(users)
    .where(eq(users.emailNorm, emailNorm))
    .limit(1)
  if (existing) {
    await tellOwner(ctx, existing)
    return { kind: 'registered', email }
  }
  const at = ctx.now.toISOString()
  const guestBomHash = guestBomToken ? await hashToken(guestBomToken) : null
  const newUser = {
    id: sql`(SELECT ${users.id} FROM ${users} WHERE ${users.emailNorm} = ${emailNorm})`,
    email,
    contactName: input.contact_name,
    locale: ctx.locale,
  }
  try {
    await ctx.db.batch([
      ctx.db.insert(users).values({
        email,
        emailNorm,
        createdAt: at,
        updatedAt: at,
        passwordHash,
        locale: ctx.locale,
        ...profileValues(input),
      }),
      // The address given at registration is the first entry of the address book.
      ...(input.address
        ? [
            keepAddressStatement(
              ctx.db,
              sql`(SELECT id FROM users WHERE email_norm = ${emailNorm})`,
              {
                contact_name: input.contact_name,
                country: input.country,
                state: input.state,
                city: input.city,
                address_line1: input.address,
                address_line2: '',
                postal_code: input.postal_code,
                telephone: input.telephone,
              },
              at,
            ),
          ]
        : []),
      ...(await linkMail(ctx, 'activate', newUser)),
      ...(guestBomHash ? [moveGuestBomStatement(ctx.db, guestBomHash, newUser.id, ctx.now)] : []),
    ])
  } catch (error) {
    // A registration of the same address a moment earlier won the race: the same answer.
    if (!/UNIQUE/i.test(String(error))) throw error
    return { kind: 'registered', email }
  }
  deliverSoon(ctx)
  return { kind: 'registered', email, tookGuestBom: guestBomToken !== null }
}

/** The owner of an address someone tried to register with hears of it (with the way to a new password). */
async function tellOwner(ctx: Ctx, owner: { email: string; contactName: string; locale: string }) {
  const locale = userLocale(owner.locale)
  const link = `${ctx.ports.settings.publicUrl.replace(/\/+$/, '')}${localizePath('/forgotpassword', locale)}`
  await queueMail(
    ctx.db,
    accountMail('taken', { locale, to: owner.email, name: owner.contactName, link, validity: {} }),
    ctx.now,
  )
  deliverSoon(ctx)
}

/** Activates the account of a live activation token and uses the token up. */
export async function activate(ctx: Ctx, token: string): Promise<'activated' | 'invalid'> {
  const h = await hashToken(token)
  const at = ctx.now.toISOString()
  const owner = ctx.db
    .select({ id: accountTokens.userId })
    .from(accountTokens)
    .where(liveToken(ctx, h, 'activate'))
  const [, used] = await ctx.db.batch([
    ctx.db
      .update(users)
      .set({ activatedAt: at, updatedAt: at })
      .where(and(inArray(users.id, owner), isNull(users.activatedAt))),
    ctx.db
      .update(accountTokens)
      .set({ usedAt: at })
      .where(liveToken(ctx, h, 'activate'))
      .returning({ id: accountTokens.userId }),
  ])
  return used.length ? 'activated' : 'invalid'
}

/** A new activation link for an account that is not activated yet; nothing otherwise. Same outcome either way. */
export async function resendActivation(ctx: Ctx, email: string): Promise<'done' | Limited> {
  const emailNorm = normalizeEmail(email)
  const limited = await hitAccountLimit(ctx, 'resendAccount', emailNorm)
  if (limited) return limited
  const [user] = await ctx.db
    .select({
      id: users.id,
      email: users.email,
      contactName: users.contactName,
      locale: users.locale,
      activatedAt: users.activatedAt,
    })
    .from(users)
    .where(eq(users.emailNorm, emailNorm))
    .limit(1)
  if (user && !user.activatedAt) await sendLink(ctx, 'activate', user)
  return 'done'
}

/* ------------------------------------------------------------------ sign-in */

export type LoginResult =
  | { kind: 'signedIn'; token: string; expire: string; userId: number; userInfo: UserInfo }
  | { kind: 'wrong' }
  | { kind: 'inactive' }
  | { kind: 'disabled' }
  | Limited

/**
 * Signs in: the password is checked (against a dummy hash for an unknown address, so timing does
 * not tell), then whether staff disabled the account (issue 32), then activation. A hash made with older parameters is replaced by a current one, and
 * the account's e-mail language follows the language of the sign-in.
 */
export async function login(ctx: Ctx, email: string, password: string): Promise<LoginResult> {
  const emailNorm = normalizeEmail(email)
  const guesses = passwordGuesses(ctx, emailNorm)
  const limited = await guesses.before()
  if (limited) return limited
  const [user] = await ctx.db.select().from(users).where(eq(users.emailNorm, emailNorm)).limit(1)
  const matches = await verifyPassword(password, user?.passwordHash)
  if (!user || !matches) {
    await guesses.failed()
    return { kind: 'wrong' }
  }
  if (user.disabledAt) return { kind: 'disabled' }
  if (!user.activatedAt) return { kind: 'inactive' }
  const changes: Partial<typeof users.$inferInsert> = {}
  if (user.locale !== ctx.locale) changes.locale = ctx.locale
  if (needsRehash(user.passwordHash)) changes.passwordHash = await hashPassword(password)
  if (Object.keys(changes).length) await ctx.db.update(users).set(changes).where(eq(users.id, user.id))
  const session = await createSession(ctx.db, user.id, ctx.now, undefined, ctx.ip)
  return { kind: 'signedIn', ...session, userId: user.id, userInfo: userInfoOf(user) }
}

/* ------------------------------------------------------------------ password recovery */

/** E-mails a reset link if the address is registered. Same outcome either way. */
export async function forgotPassword(ctx: Ctx, email: string): Promise<'done' | Limited> {
  const emailNorm = normalizeEmail(email)
  const limited = await hitAccountLimit(ctx, 'forgotAccount', emailNorm)
  if (limited) return limited
  const [user] = await ctx.db
    .select({ id: users.id, email: users.email, contactName: users.contactName, locale: users.locale })
    .from(users)
    // A disabled account gets no reset link: it could not sign in with the new password anyway.
    .where(and(eq(users.emailNorm, emailNorm), isNull(users.disabledAt)))
    .limit(1)
  if (user) await sendLink(ctx, 'reset', user)
  return 'done'
}

/** b***r@example.com: enough to recognize one's address, not enough to learn someone else's. */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@')
  const local = email.slice(0, at)
  const chars = [...local]
  const shown = chars.length <= 2 ? `${chars[0] ?? ''}***` : `${chars[0]}***${chars[chars.length - 1]}`
  return `${shown}${email.slice(at)}`
}

/** Whether a reset link still works, without using it up. */
export async function verifyResetToken(ctx: Ctx, token: string): Promise<{ email: string; expire: string } | null> {
  const [row] = await ctx.db
    .select({ email: users.email, expire: accountTokens.expiresAt })
    .from(accountTokens)
    .innerJoin(users, eq(users.id, accountTokens.userId))
    .where(liveToken(ctx, await hashToken(token), 'reset'))
    .limit(1)
  return row ? { email: maskEmail(row.email), expire: row.expire } : null
}

/**
 * Sets a new password with a live reset token, in one batch: every session of the user is
 * revoked, the account counts as activated (the mailbox is proven), the token and any other
 * open link of the user are used up. Nothing changes when the token is not live.
 */
export async function resetPassword(ctx: Ctx, token: string, password: string): Promise<'reset' | 'invalid'> {
  const h = await hashToken(token)
  const newHash = await hashPassword(password)
  const at = ctx.now.toISOString()
  const owner = ctx.db
    .select({ id: accountTokens.userId })
    .from(accountTokens)
    .where(liveToken(ctx, h, 'reset'))
  const [, , used] = await ctx.db.batch([
    ctx.db
      .update(sessions)
      .set({ revokedAt: at })
      .where(and(inArray(sessions.userId, owner), isNull(sessions.revokedAt))),
    ctx.db
      .update(users)
      .set({
        passwordHash: newHash,
        passwordChangedAt: at,
        updatedAt: at,
        activatedAt: sql`coalesce(${users.activatedAt}, ${at})`,
      })
      .where(inArray(users.id, owner)),
    ctx.db
      .update(accountTokens)
      .set({ usedAt: at })
      .where(liveToken(ctx, h, 'reset'))
      .returning({ id: accountTokens.userId }),
  ])
  if (!used.length) return 'invalid'
  await ctx.db
    .update(accountTokens)
    .set({ usedAt: at })
    .where(and(eq(accountTokens.userId, used[0]!.id), isNull(accountTokens.usedAt)))
  return 'reset'
}

/* ------------------------------------------------------------------ profile and password */

type UserRow = typeof users.$inferSelect

function profileOf(ctx: Ctx, u: UserRow): Profile {
  return {
    email: u.email,
    contact_name: u.contactName,
    telephone: u.telephone,
    job_title: u.jobTitle,
    company_name: u.companyName,
    country: u.country,
    country_name: u.country ? countryName(u.country, localeInfo(ctx.locale).bcp47) : '',
    address: u.address,
    city: u.city,
    state: u.state,
  }
}

async function currentUser(ctx: Ctx): Promise<UserRow | null> {
  const [u] = await ctx.db.select().from(users).where(eq(users.id, ctx.session!.userId)).limit(1)
  return u ?? null
}

export async function getProfile(ctx: Ctx): Promise<Profile | null> {
  const u = await currentUser(ctx)
  return u ? profileOf(ctx, u) : null
}

export async function updateProfile(
  ctx: Ctx,
  input: z.output<typeof ProfileInput>,
): Promise<{ profile: Profile; userInfo: UserInfo } | null> {
  const [u] = await ctx.db
    .update(users)
    .set({
      ...profileValues(input),
      updatedAt: ctx.now.toISOString(),
    })
    .where(eq(users.id, ctx.session!.userId))
    .returning()
  return u ? { profile: profileOf(ctx, u), userInfo: userInfoOf(u) } : null
}

/**
 * Changes the password of the signed-in user after checking the old one (a wrong one counts as a
 * failed sign-in of the account from this client), and revokes every other session of the user in the same batch.
 */
export async function changePassword(
  ctx: Ctx,
  input: z.output<typeof ChangePasswordInput>,
): Promise<'changed' | 'wrongOld' | Limited> {
  const u = await currentUser(ctx)
  if (!u) return 'wrongOld'
  const guesses = passwordGuesses(ctx, u.emailNorm)
  const limited = await guesses.before()
  if (limited) return limited
  if (!(await verifyPassword(input.old_password, u.passwordHash))) {
    await guesses.failed()
    return 'wrongOld'
  }
  const at = ctx.now.toISOString()
  await ctx.db.batch([
    ctx.db
      .update(users)
      .set({ passwordHash: await hashPassword(input.new_password), passwordChangedAt: at, updatedAt: at })
      .where(eq(users.id, u.id)),
    revokeOtherSessions(ctx.db, u.id, ctx.session!.tokenHash, ctx.now),
    // An open reset link must not undo the change.
    ctx.db
      .update(accountTokens)
      .set({ usedAt: at })
      .where(and(eq(accountTokens.userId, u.id), eq(accountTokens.purpose, 'reset'), isNull(accountTokens.usedAt))),
  ])
  return 'changed'
}

/** Signs out: revokes the session of a token, if it is one. */
export async function logout(ctx: Ctx, token: string | null) {
  if (!token) return
  await ctx.db
    .update(sessions)
    .set({ revokedAt: ctx.now.toISOString() })
    .where(and(eq(sessions.tokenHash, await hashToken(token)), isNull(sessions.revokedAt)))
}
