import { initContract } from '@ts-rest/core'
import { z } from 'zod'
import { envelope, Sequence, type RouteMeta } from './envelope'
import {
  CompanyName,
  confirmPassword,
  ContactName,
  Country,
  CurrentPassword,
  Email,
  IdParam,
  LinkToken,
  NewPassword,
  optionalText,
  passwordsMatch,
  PolicyAgreement,
  PostalCode,
  requiredText,
  Telephone,
} from './validation'

/*
 * Accounts (spec §3 Profile, Address, Registration; §4 Session; §7 Account calls).
 *
 * Field names are snake_case throughout. Country fields hold an ISO 3166-1 alpha-2 code from
 * GET /api/common/options/country; answers add `country_name` in the request language.
 *
 * Sessions: POST /api/user/login answers `token` and `expire` and also sets the cookies `token`
 * (the same token) and `userInfo` (JSON of UserInfo, nothing secret), both Path=/, SameSite=Lax,
 * Max-Age = the session's lifetime (7 days), Secure on https. They are readable by the browser's
 * code, which sends `Authorization: Bearer <token>` on every call. DELETE /api/session signs out
 * (revokes the session and clears both cookies). A call marked auth answers HTTP 401 with code
 * 4001 for a missing, malformed, unknown, expired or revoked token: the browser goes to /exit.
 *
 * Registration sends an activation e-mail in the request language; an account must be activated
 * before it can sign in (login answers 403 `api.notActivated` for a right password on an inactive
 * account, so the page can offer to resend). Activation links are valid for 48 hours, reset links
 * for 1 hour; both are single-use, and a newer link of the same kind replaces the older one.
 *
 * Abuse limits: per IP (route `rateLimit`) and per e-mail address (login, register, forgot, resend;
 * change-password shares the sign-in budget of its account). Past a limit: HTTP 429, code 429, a
 * localized message and Retry-After. Forgot and resend answer the same whether or not the address
 * is registered.
 */

const c = initContract()

export const SessionInfo = z.object({
  user_id: z.number().int(),
  expire: z.string().describe('ISO time the session ends'),
})

/** What the `userInfo` cookie holds and the header shows: nothing secret. */
export const UserInfo = z.object({
  email: z.string(),
  contact_name: z.string(),
  company_name: z.string().describe('shown in the header greeting of the account dropdown'),
})
export type UserInfo = z.infer<typeof UserInfo>

export const PASSWORD_RULE =
  'Passwords: 8 to 128 characters with at least two of lower-case letters, upper-case letters, digits and other characters (message validation.passwordRule). Missing: "Enter a password"; breaking the rule: "Enter a valid password"; a confirmation that differs: "Password inconsistency!".'

export const LoginInput = z.object({
  email: Email.describe('e-mail address, compared case-insensitively'),
  password: CurrentPassword.describe('the password (required; "Enter a password")'),
})

export const LoginData = z.object({
  token: z.string().describe('session token: send as `Authorization: Bearer <token>`; also set as the `token` cookie'),
  expire: z.string().describe('ISO time the session ends (7 days after sign-in)'),
  userInfo: UserInfo.describe('also set as the `userInfo` cookie (JSON)'),
})

const profileFields = {
  contact_name: ContactName.describe('contact name (required: "Enter a contact name"), at most 100 characters'),
  telephone: Telephone.describe(
    'telephone (required: "Enter a telephone"): digits, optional leading +, spaces, - . / ( ); at least 5 digits',
  ),
  job_title: optionalText(100).describe('job title (optional), at most 100 characters'),
  company_name: CompanyName.describe('company name (required: "Enter a company name"), at most 200 characters'),
  country: Country.describe('country or region, ISO 3166-1 alpha-2 code (required: "Select a country")'),
  address: optionalText(200).describe('address (optional), at most 200 characters'),
  city: optionalText(100).describe('city (optional), at most 100 characters'),
  state: optionalText(100).describe('state or province (optional), at most 100 characters'),
}

export const RegisterInput = z
  .object({
    email: Email.describe(
      'e-mail address (required: "Enter a email address"; "Enter a valid email address"); unique, case-insensitively',
    ),
    password: NewPassword.describe(PASSWORD_RULE),
    confirm_password: confirmPassword('validation.enterConfirmPassword').describe(
      'the password again (required: "Enter a confirm password"; different: "Password inconsistency!")',
    ),
    ...profileFields,
    postal_code: optionalText(20)
      .refine(
        (v) => v === '' || /^[\p{L}\p{N}][\p{L}\p{N} -]{0,18}[\p{L}\p{N}]$|^[\p{L}\p{N}]$/u.test(v),
        'validation.invalid',
      )
      .describe(
        'postal code (optional): with `address`, the address becomes the first entry of the address book (default shipping and billing)',
      ),
    policy_agreement: PolicyAgreement.describe(
      'true: the user agrees to the privacy policy and the terms ("Please agree the policy")',
    ),
  })
  .superRefine(passwordsMatch('password', 'confirm_password'))

export const RegisterData = z.object({ email: z.string().describe('where the activation e-mail went') })

export const EmailInput = z.object({ email: Email.describe('e-mail address') })

export const TokenInput = z.object({
  token: LinkToken.describe('the `token` query parameter of the e-mailed link'),
})

export const ResetVerifyData = z.object({
  email: z.string().describe('the account, masked (b***r@example.com), to show on the reset form'),
  expire: z.string().describe('ISO time the link stops working'),
})

export const ResetPasswordInput = z
  .object({
    token: LinkToken.describe('the `token` query parameter of the e-mailed reset link'),
    password: NewPassword.describe(`the new password. ${PASSWORD_RULE}`),
    confirm_password: confirmPassword('validation.enterConfirmNewPassword').describe(
      'the new password again (required: "Enter a confirm new password"; different: "Password inconsistency!")',
    ),
  })
  .superRefine(passwordsMatch('password', 'confirm_password'))

export const Profile = z.object({
  email: z.string().describe('read-only here: the sign-in address'),
  contact_name: z.string(),
  telephone: z.string(),
  job_title: z.string(),
  company_name: z.string(),
  country: z.string().describe('ISO 3166-1 alpha-2 code'),
  country_name: z.string().describe('the country in the request language'),
  address: z.string(),
  city: z.string(),
  state: z.string(),
})
export type Profile = z.infer<typeof Profile>

export const ProfileInput = z
  .object(profileFields)
  .describe('the profile; `email` cannot be changed here (ignored if sent)')

export const ChangePasswordInput = z
  .object({
    old_password: CurrentPassword.describe(
      'the current password (required: "Enter a password"; wrong: 400 api.oldPasswordWrong)',
    ),
    new_password: NewPassword.describe(
      `${PASSWORD_RULE} It must differ from the old one ("The new password must be different from the old password").`,
    ),
    confirm_password: confirmPassword('validation.enterConfirmNewPassword').describe(
      'the new password again (required: "Enter a confirm new password"; different: "Password inconsistency!")',
    ),
  })
  .superRefine(passwordsMatch('new_password', 'confirm_password'))
  .superRefine((v, ctx) => {
    if (typeof v.new_password === 'string' && v.new_password !== '' && v.new_password === v.old_password)
      ctx.addIssue({ code: z.ZodIssueCode.custom, path: ['new_password'], message: 'validation.samePassword' })
  })

export const MAX_ADDRESSES = 50

export const AddressInput = z.object({
  contact_name: ContactName.describe('contact name (required: "Enter a contact name")'),
  country: Country.describe('country or region, ISO 3166-1 alpha-2 code (required: "Select a country")'),
  state: requiredText('validation.enterState', 100).describe('state or province (required: "Enter a state")'),
  city: requiredText('validation.enterCity', 100).describe('city (required: "Enter a city")'),
  address_line1: requiredText('validation.enterAddress', 200).describe(
    'detailed address, line 1 (required: "Enter a address")',
  ),
  address_line2: optionalText(200).describe('detailed address, line 2 (optional)'),
  postal_code: PostalCode.describe(
    'postal code (required: "Enter a postal code"): letters, digits, spaces and dashes, at most 20',
  ),
  telephone: Telephone.describe('telephone (required: "Enter a telephone")'),
  default_shipping: z
    .boolean({ invalid_type_error: 'validation.invalid' })
    .default(false)
    .describe('make this the default shipping address (the previous default loses the flag)'),
  default_billing: z
    .boolean({ invalid_type_error: 'validation.invalid' })
    .default(false)
    .describe('make this the default billing address (the previous default loses the flag)'),
})

export const Address = z.object({
  id: z.number().int(),
  contact_name: z.string(),
  country: z.string().describe('ISO 3166-1 alpha-2 code'),
  country_name: z.string().describe('the country in the request language'),
  state: z.string(),
  city: z.string(),
  address_line1: z.string(),
  address_line2: z.string(),
  postal_code: z.string(),
  telephone: z.string(),
  default_shipping: z.boolean(),
  default_billing: z.boolean(),
  updated_at: z.string().describe('ISO time of the last change'),
})
export type Address = z.infer<typeof Address>

export const CountryOption = z.object({
  code: z.string().describe('ISO 3166-1 alpha-2 code'),
  name: z.string().describe('name in the request language'),
})

const AddressId = z.object({ id: IdParam })

const Message = envelope(z.null())

export const accountsContract = c.router({
  session: {
    method: 'GET',
    path: '/api/session',
    query: Sequence,
    responses: { 200: envelope(SessionInfo) },
    summary: 'The current session (4001 when missing, invalid, expired or revoked)',
    metadata: {
      auth: 'user',
      extension: 'lets the browser and the edge check a token without loading the profile',
    } satisfies RouteMeta,
  },
  logout: {
    method: 'DELETE',
    path: '/api/session',
    query: Sequence,
    responses: { 200: Message },
    summary: 'Sign out: revokes the Bearer session (if any) and clears the token and userInfo cookies; always 200',
    metadata: {
      extension: 'sign-out must revoke the server-side session; the spec only drops the cookie in the browser',
    } satisfies RouteMeta,
  },
  register: {
    method: 'POST',
    path: '/api/user/register',
    query: Sequence,
    body: RegisterInput,
    headers: z.object({
      cookie: z.string().max(8192).optional().describe("the browser's cookies: a guest BOM's `bom` cookie"),
    }),
    responses: { 200: envelope(RegisterData) },
    summary:
      'Register: stores an inactive account and e-mails an activation link (48 h) in the request language. An address that is already registered gets the same answer, and its owner an e-mail saying someone tried to register with it (no enumeration). The guest BOM of the `bom` cookie moves into a new account. Rate limited per IP and per e-mail.',
    metadata: { rateLimit: 'register' } satisfies RouteMeta,
  },
  countries: {
    method: 'GET',
    path: '/api/common/options/country',
    query: Sequence,
    responses: { 200: envelope(z.array(CountryOption)) },
    summary: 'Countries and regions (ISO 3166-1 alpha-2) with names in the request language, sorted by name',
    metadata: { cache: 86400 } satisfies RouteMeta,
  },
  active: {
    method: 'POST',
    path: '/api/user/active',
    query: Sequence,
    body: TokenInput,
    responses: { 200: Message },
    summary:
      'Activate an account with the token of the e-mailed link (single-use, 48 h); 400 "validation.invalidLink" otherwise',
    metadata: { rateLimit: 'token' } satisfies RouteMeta,
  },
  login: {
    method: 'POST',
    path: '/api/user/login',
    query: Sequence,
    headers: z.object({
      cookie: z
        .string()
        .max(8192)
        .optional()
        .describe("the browser's cookies: a guest cart's `cart` cookie, a guest BOM's `bom` cookie"),
    }),
    body: LoginInput,
    responses: { 200: envelope(LoginData) },
    summary:
      "Sign in: token and expire (7 days), cookies token and userInfo. The guest BOM of the `bom` cookie moves into the account. The guest cart of the `cart` cookie moves into the account's cart (an offer in both keeps the larger quantity; up to the cart's line limit, the rest stays in the guest cart). 400 for a wrong e-mail or password (one message), 403 if not activated yet, or (with a field error on `email`) if staff disabled the account. Rate limited per IP and per e-mail.",
    metadata: { rateLimit: 'login' } satisfies RouteMeta,
  },
  resend: {
    method: 'POST',
    path: '/api/user/resend',
    query: Sequence,
    body: EmailInput,
    responses: { 200: Message },
    summary:
      'Send a new activation link to an account not activated yet. Same answer for any address (no enumeration). Rate limited per IP and per e-mail.',
    metadata: { rateLimit: 'resend' } satisfies RouteMeta,
  },
  forgot: {
    method: 'POST',
    path: '/api/user/forgot',
    query: Sequence,
    body: EmailInput,
    responses: { 200: Message },
    summary:
      'E-mail a password reset link (1 h) if the address is registered. Same answer for any address (no enumeration). Rate limited per IP and per e-mail.',
    metadata: { rateLimit: 'forgot' } satisfies RouteMeta,
  },
  resetVerify: {
    method: 'POST',
    path: '/api/user/reset-verify',
    query: Sequence,
    body: TokenInput,
    responses: { 200: envelope(ResetVerifyData) },
    summary:
      'Check a reset link before showing the new-password form (does not use it up); 400 "validation.invalidLink" otherwise',
    metadata: { rateLimit: 'token' } satisfies RouteMeta,
  },
  resetPassword: {
    method: 'POST',
    path: '/api/user/reset-password',
    query: Sequence,
    body: ResetPasswordInput,
    responses: { 200: Message },
    summary:
      'Set a new password with a reset link (single-use): activates the account and revokes all its sessions; the user then signs in',
    metadata: { rateLimit: 'token' } satisfies RouteMeta,
  },
  profileInfo: {
    method: 'GET',
    path: '/api/user/profile/info',
    query: Sequence,
    responses: { 200: envelope(Profile) },
    summary: "The signed-in user's profile",
    metadata: { auth: 'user' } satisfies RouteMeta,
  },
  profileModify: {
    method: 'POST',
    path: '/api/user/profile/modify',
    query: Sequence,
    body: ProfileInput,
    responses: { 200: envelope(Profile) },
    summary: 'Save the profile (not the e-mail); answers the saved profile and refreshes the userInfo cookie',
    metadata: { auth: 'user', rateLimit: 'write' } satisfies RouteMeta,
  },
  changePassword: {
    method: 'POST',
    path: '/api/user/profile/change-password',
    query: Sequence,
    body: ChangePasswordInput,
    responses: { 200: Message },
    summary:
      'Change the password (old, new, confirm): every other session of the user is revoked, this one stays. A wrong old password counts against the sign-in limit of the account.',
    metadata: { auth: 'user', rateLimit: 'write' } satisfies RouteMeta,
  },
  addressList: {
    method: 'GET',
    path: '/api/user/address',
    query: Sequence,
    responses: { 200: envelope(z.array(Address)) },
    summary: "The user's addresses, defaults first, then newest first",
    metadata: { auth: 'user' } satisfies RouteMeta,
  },
  addressCreate: {
    method: 'POST',
    path: '/api/user/address',
    query: Sequence,
    body: AddressInput,
    responses: { 200: envelope(Address) },
    summary: `Add an address (at most ${MAX_ADDRESSES}; 409 past that). The first address becomes the default shipping and billing address.`,
    metadata: { auth: 'user', rateLimit: 'write' } satisfies RouteMeta,
  },
  addressUpdate: {
    method: 'PUT',
    path: '/api/user/address/:id',
    pathParams: AddressId,
    query: Sequence,
    body: AddressInput,
    responses: { 200: envelope(Address) },
    summary: 'Change an address of the user (404 if it is not theirs); setting a default flag moves it here',
    metadata: { auth: 'user', rateLimit: 'write' } satisfies RouteMeta,
  },
  addressDelete: {
    method: 'DELETE',
    path: '/api/user/address/:id',
    pathParams: AddressId,
    query: Sequence,
    responses: { 200: Message },
    summary: 'Delete an address of the user (404 if it is not theirs)',
    metadata: { auth: 'user', rateLimit: 'write' } satisfies RouteMeta,
  },
})

export { parseUserInfoCookie } from './values'
