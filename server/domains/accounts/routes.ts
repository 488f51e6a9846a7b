import type { Contract } from '../../../contract'
import type { ServiceContext } from '../../services/context'
import { fail, fieldError, ok, type CookieWrite, type RouterHandlers } from '../../services/answers'
import { bearerToken, TOKEN_COOKIE, USER_INFO_COOKIE } from '../../auth'
import * as accounts from './service'
import { takeGuestCartIntoAccount } from '../cart/guest'
import { forgetGuestBomCookie, guestBomCookieToken, takeGuestBomIntoAccount } from '../bom/guest'
import * as addressBook from './addresses'
import { MAX_ADDRESSES, type UserInfo } from '../../../contract/accounts'

/** The answer past a per-account limit: as the per-IP limits answer (429, Retry-After, localized). */
function limited(ctx: ServiceContext, retryAfter: number) {
  return {
    ...fail(ctx, 429, 'api.rateLimited', { seconds: retryAfter }),
    headers: { 'Retry-After': String(retryAfter) },
  }
}

/** The session cookies of spec §3/§9: `token` and `userInfo` (JSON), for as long as the session lives. */
function sessionCookies(ctx: ServiceContext, token: string | null, expire: string, userInfo: UserInfo): CookieWrite[] {
  const maxAgeSeconds = Math.max(0, Math.floor((Date.parse(expire) - ctx.now.getTime()) / 1000))
  return [
    ...(token !== null ? [{ name: TOKEN_COOKIE, value: token, maxAgeSeconds }] : []),
    { name: USER_INFO_COOKIE, value: JSON.stringify(userInfo), maxAgeSeconds },
  ]
}

export const accountsRoutes: RouterHandlers<Contract['accounts']> = {
  session: async (_, ctx) => ok(ctx, { user_id: ctx.session!.userId, expire: ctx.session!.expire }),

  logout: async ({ headers }, ctx) => {
    await accounts.logout(ctx, bearerToken(headers.authorization))
    const cookies = [TOKEN_COOKIE, USER_INFO_COOKIE].map((name) => ({ name, value: '', maxAgeSeconds: 0 }))
    return { ...ok(ctx, null, 'api.signedOut'), cookies }
  },

  register: async ({ body, headers }, ctx) => {
    // A guest's BOM (its `bom` cookie) moves into the new account (issue 33).
    const r = await accounts.register(ctx, body, guestBomCookieToken(headers.cookie))
    if (r.kind === 'limited') return limited(ctx, r.retryAfter)
    const answer = ok(ctx, { email: r.email }, 'api.registered')
    return r.tookGuestBom ? { ...answer, cookies: [forgetGuestBomCookie] } : answer
  },

  countries: async (_, ctx) => ok(ctx, addressBook.countries(ctx)),

  active: async ({ body }, ctx) =>
    (await accounts.activate(ctx, body.token)) === 'activated'
      ? ok(ctx, null, 'api.activated')
      : fieldError(ctx, 400, 'token', 'validation.invalidLink'),

  login: async ({ body, headers }, ctx) => {
    const r = await accounts.login(ctx, body.email, body.password)
    if (r.kind === 'limited') return limited(ctx, r.retryAfter)
    // One message for an unknown address and a wrong password: the answer does not tell which.
    if (r.kind === 'wrong') return fieldError(ctx, 400, 'password', 'api.loginFailed')
    if (r.kind === 'inactive') return fail(ctx, 403, 'api.notActivated')
    // Disabled by staff (issue 32): 403 too, told apart from "not activated" by its field error.
    if (r.kind === 'disabled') return fieldError(ctx, 403, 'email', 'api.accountDisabled')
    // What the guest put in the cart before signing in is in the account's cart now; so is their BOM.
    const cartCookies = await takeGuestCartIntoAccount(ctx.db, headers.cookie, r.userId, ctx.now)
    const bomCookies = await takeGuestBomIntoAccount(ctx.db, headers.cookie, r.userId, ctx.now)
    return {
      ...ok(ctx, { token: r.token, expire: r.expire, userInfo: r.userInfo }, 'api.signedIn'),
      cookies: [...sessionCookies(ctx, r.token, r.expire, r.userInfo), ...cartCookies, ...bomCookies],
    }
  },

  resend: async ({ body }, ctx) => {
    const r = await accounts.resendActivation(ctx, body.email)
    return r === 'done' ? ok(ctx, null, 'api.resent') : limited(ctx, r.retryAfter)
  },

  forgot: async ({ body }, ctx) => {
    const r = await accounts.forgotPassword(ctx, body.email)
    return r === 'done' ? ok(ctx, null, 'api.forgotSent') : limited(ctx, r.retryAfter)
  },

  resetVerify: async ({ body }, ctx) => {
    const r = await accounts.verifyResetToken(ctx, body.token)
    return r ? ok(ctx, r) : fieldError(ctx, 400, 'token', 'validation.invalidLink')
  },

  resetPassword: async ({ body }, ctx) =>
    (await accounts.resetPassword(ctx, body.token, body.password)) === 'reset'
      ? ok(ctx, null, 'api.passwordReset')
      : fieldError(ctx, 400, 'token', 'validation.invalidLink'),

  profileInfo: async (_, ctx) => {
    const profile = await accounts.getProfile(ctx)
    return profile ? ok(ctx, profile) : fail(ctx, 401, 'api.sessionInvalid')
  },

  profileModify: async ({ body }, ctx) => {
    const r = await accounts.updateProfile(ctx, body)
    if (!r) return fail(ctx, 401, 'api.sessionInvalid')
    return {
      ...ok(ctx, r.profile, 'api.profileSaved'),
      cookies: sessionCookies(ctx, null, ctx.session!.expire, r.userInfo),
    }
  },

  changePassword: async ({ body }, ctx) => {
    const r = await accounts.changePassword(ctx, body)
    if (r === 'wrongOld') return fieldError(ctx, 400, 'old_password', 'api.oldPasswordWrong')
    if (r !== 'changed') return limited(ctx, r.retryAfter)
    return ok(ctx, null, 'api.passwordChanged')
  },

  addressList: async (_, ctx) => ok(ctx, await addressBook.listAddresses(ctx)),

  addressCreate: async ({ body }, ctx) => {
    const r = await addressBook.createAddress(ctx, body)
    return r === 'full'
      ? fail(ctx, 409, 'api.tooManyAddresses', { max: MAX_ADDRESSES })
      : ok(ctx, r, 'api.addressSaved')
  },

  addressUpdate: async ({ params, body }, ctx) => {
    const r = await addressBook.updateAddress(ctx, params.id, body)
    return r ? ok(ctx, r, 'api.addressSaved') : fail(ctx, 404, 'api.addressNotFound')
  },

  addressDelete: async ({ params }, ctx) =>
    (await addressBook.deleteAddress(ctx, params.id))
      ? ok(ctx, null, 'api.addressDeleted')
      : fail(ctx, 404, 'api.addressNotFound'),
}
