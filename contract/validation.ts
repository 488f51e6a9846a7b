import { z, type ZodIssue } from 'zod'
import type { Translate } from '../locales/translator'
import { isCountryCode } from './countries'
import { MONEY_INPUT_MAX_E5, MONEY_INPUT_MAX_USD, toE5 } from './money'

/**
 * Field rules shared by the browser forms and the server. Messages are locale keys
 * (locales/en.json); both sides translate them, so the user reads the same words.
 */
const CHINESE = /[\u3400-\u9fff\uf900-\ufaff]/
const EMAIL = /^[A-Za-z0-9._%+'-]+@[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}$/

export const Email = z
  .string({ required_error: 'validation.enterEmail', invalid_type_error: 'validation.enterEmail' })
  .trim()
  .min(6, 'validation.enterEmail')
  .max(254, 'validation.tooLong')
  .refine((v) => !CHINESE.test(v) && EMAIL.test(v), 'validation.validEmail')

/**
 * Text hygiene for what people type and we store and show: NFC, so that one text has one form;
 * invisible characters (whitespace, zero-width spaces and joiners, word joiner, BOM, soft hyphen)
 * trimmed from both ends, so that a required field of only those is empty; and no control
 * characters (a NUL cut the stored text short) or bidirectional overrides, embeddings and
 * isolates (U+202A–U+202E, U+2066–U+2069), which can make a name read backwards in a list or an
 * e-mail. Multi-line fields keep tabs and line breaks. Lone surrogates are refused too.
 */
const INVISIBLE = '\\s\\u200B-\\u200D\\u2060\\uFEFF\\u00AD\\u180E'
const INVISIBLE_ENDS = new RegExp(`^[${INVISIBLE}]+|[${INVISIBLE}]+$`, 'g')
// eslint-disable-next-line no-control-regex
const FORBIDDEN_LINE = /[\u0000-\u001F\u007F-\u009F\u202A-\u202E\u2066-\u2069]|\p{Cs}/u
// eslint-disable-next-line no-control-regex
const FORBIDDEN_MULTILINE = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F\u202A-\u202E\u2066-\u2069]|\p{Cs}/u

/** What people type, cleaned (see above): NFC, invisible ends trimmed. */
export const cleanText = (value: string) => value.normalize('NFC').replace(INVISIBLE_ENDS, '')
/** Whether a cleaned text is free of control and bidi-control characters. */
export const hasNoControls = (value: string, multiline = false) =>
  !(multiline ? FORBIDDEN_MULTILINE : FORBIDDEN_LINE).test(value)

/**
 * A text field: cleaned, then `requiredKey` when empty (a required field), at most `max`
 * characters, no control characters ('validation.invalidCharacters').
 */
function textField(max: number, options: { requiredKey?: string; multiline?: boolean } = {}) {
  const { requiredKey, multiline = false } = options
  const inner = z.string().max(max, 'validation.tooLong')
  return z
    .string({ required_error: requiredKey, invalid_type_error: requiredKey ?? 'validation.invalid' })
    .transform(cleanText)
    .pipe(requiredKey ? inner.min(1, requiredKey) : inner)
    .refine((v) => hasNoControls(v, multiline), 'validation.invalidCharacters')
}

/** A required text field: cleaned, `requiredKey` when missing or blank, at most `max` characters. */
export function requiredText(requiredKey: string, max: number, options: { multiline?: boolean } = {}) {
  return textField(max, { requiredKey, ...options })
}

/** An optional text field: cleaned, '' when absent, at most `max` characters. */
export function optionalText(max: number, options: { multiline?: boolean } = {}) {
  return textField(max, options).default('')
}

export const FeedbackInput = z.object({
  type_id: z
    .number({ required_error: 'validation.selectSubject', invalid_type_error: 'validation.selectSubject' })
    .int('validation.selectSubject')
    .positive('validation.selectSubject'),
  email: Email,
  feedback_content: requiredText('validation.enterComment', 5000, { multiline: true }),
})

export const SubscribeInput = z.object({ email: Email })

/* ---------------------------------------------------------------------------------------------
 * Accounts (issue 4): registration, sign-in, password recovery, profile and addresses.
 * Required messages follow spec §5 ('Enter a …', 'Select a country'); the key of each is
 * `validation.<name>` in locales/*.json.
 * ------------------------------------------------------------------------------------------- */

/**
 * The password rule (the spec leaves it open): 8 to 128 characters, using at least two of the
 * classes lower-case letters, upper-case letters, digits and other characters (symbols, spaces,
 * letters without case such as Chinese). Shown to users as `validation.passwordRule`.
 */
export const PASSWORD_MIN = 8
export const PASSWORD_MAX = 128

export function passwordClasses(password: string): number {
  const lower = /\p{Ll}/u.test(password)
  const upper = /\p{Lu}/u.test(password)
  const digit = /\p{Nd}/u.test(password)
  const other = /[^\p{Ll}\p{Lu}\p{Nd}]/u.test(password)
  return [lower, upper, digit, other].filter(Boolean).length
}

/** Whether a new password follows the rule (length counted in Unicode code points). */
export function isValidPassword(password: string): boolean {
  const length = [...password].length
  return length >= PASSWORD_MIN && length <= PASSWORD_MAX && passwordClasses(password) >= 2
}

/** A new password: required ('Enter a password'), then the rule ('Enter a valid password'). Not trimmed. */
export const NewPassword = z
  .string({ required_error: 'validation.enterPassword', invalid_type_error: 'validation.enterPassword' })
  .min(1, 'validation.enterPassword')
  .refine(isValidPassword, 'validation.validPassword')

/** A password being checked (sign-in, old password): required only; old passwords may predate the rule. */
export const CurrentPassword = z
  .string({ required_error: 'validation.enterPassword', invalid_type_error: 'validation.enterPassword' })
  .min(1, 'validation.enterPassword')
  .max(1024, 'validation.validPassword')

/** The confirmation of a new password: required with its own message; equality is checked on the object. */
export const confirmPassword = (
  requiredKey: 'validation.enterConfirmPassword' | 'validation.enterConfirmNewPassword',
) =>
  z
    .string({ required_error: requiredKey, invalid_type_error: requiredKey })
    .min(1, requiredKey)
    .max(1024, 'validation.tooLong')

export const ContactName = requiredText('validation.enterContactName', 100)
export const CompanyName = requiredText('validation.enterCompanyName', 200)

/** Telephone: digits with an optional leading +, spaces, dashes, dots, slashes and brackets; 5 to 30 characters. */
export const Telephone = requiredText('validation.enterTelephone', 30).refine(
  (v) => /^\+?[0-9][0-9 ()./-]{3,28}[0-9)]$/.test(v) && (v.match(/[0-9]/g)?.length ?? 0) >= 5,
  'validation.invalid',
)

/** Country or region: an ISO 3166-1 alpha-2 code of GET /api/common/options/country ('Select a country'). */
export const Country = z
  .string({ required_error: 'validation.selectCountry', invalid_type_error: 'validation.selectCountry' })
  .trim()
  .toUpperCase()
  .refine(isCountryCode, 'validation.selectCountry')

export const PostalCode = requiredText('validation.enterPostalCode', 20).refine(
  (v) => /^[\p{L}\p{N}][\p{L}\p{N} -]{0,18}[\p{L}\p{N}]$|^[\p{L}\p{N}]$/u.test(v),
  'validation.invalid',
)

/** Registration's policy agreement: must be `true` ('Please agree the policy'). */
export const PolicyAgreement = z.literal(true, { errorMap: () => ({ message: 'validation.agreePolicy' }) })

/** An e-mailed link's token (activation, password reset): URL-safe base64, as the server issues them. */
export const LinkToken = z
  .string({ required_error: 'validation.invalidLink', invalid_type_error: 'validation.invalidLink' })
  .trim()
  .regex(/^[A-Za-z0-9_-]{20,200}$/, 'validation.invalidLink')

/** Adds 'Password inconsistency!' on `confirmField` when it differs from `passwordField`. */
export function passwordsMatch<T extends Record<string, unknown>>(
  passwordField: keyof T & string,
  confirmField: keyof T & string,
) {
  return (value: T, ctx: z.RefinementCtx) => {
    const password = value[passwordField]
    const confirm = value[confirmField]
    if (typeof password === 'string' && typeof confirm === 'string' && confirm !== '' && confirm !== password)
      ctx.addIssue({ code: z.ZodIssueCode.custom, path: [confirmField], message: 'validation.passwordInconsistency' })
  }
}

/**
 * An id in a path or query string: decimal digits only, so that one record has one address (no
 * 0x10, 1e1 or ' 1'); 1 to 2^31. A missing id is 'required', anything else 'not valid'. Typed as a
 * number for callers (the server's own calls pass numbers).
 */
export const IdParam = z.preprocess(
  (v) => (typeof v === 'string' && /^[0-9]{1,10}$/.test(v) ? Number(v) : v),
  z
    .number({ invalid_type_error: 'validation.invalid' })
    .int('validation.invalid')
    .positive('validation.invalid')
    .max(2 ** 31, 'validation.invalid'),
) as unknown as z.ZodType<number, z.ZodTypeDef, number>

/**
 * An amount of USD a client sends (a bank transfer, a target price): digits with at most
 * `decimals` decimals, then at most USD 10,000,000 ('validation.amountTooLarge', contract/money.ts
 * MONEY_INPUT_MAX_USD); `messageKey` for anything that is not such a number, and for zero unless
 * `zero` is allowed. `empty`: '' (none) is allowed too.
 */
export function moneyInput(messageKey: string, options: { decimals: number; zero?: boolean; empty?: boolean }) {
  const pattern = new RegExp(`^\\d{1,12}(\\.\\d{1,${options.decimals}})?$`)
  return z
    .string({ required_error: messageKey, invalid_type_error: messageKey })
    .trim()
    .superRefine((value, ctx) => {
      if (options.empty && value === '') return
      if (!pattern.test(value)) return ctx.addIssue({ code: 'custom', message: messageKey })
      const e5 = toE5(value)
      if (e5 === 0n && !options.zero) ctx.addIssue({ code: 'custom', message: messageKey })
      if (e5 > MONEY_INPUT_MAX_E5)
        ctx.addIssue({
          code: 'too_big',
          type: 'number',
          maximum: MONEY_INPUT_MAX_USD,
          inclusive: true,
          message: 'validation.amountTooLarge',
        })
    })
}

/** A day as YYYY-MM-DD that is in the calendar (not 2026-02-30). */
export function isCalendarDate(value: string): boolean {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value)
  if (!m) return false
  const date = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])))
  return date.toISOString().slice(0, 10) === value
}

/** At most `max` characters, counted as people count them (an emoji is one, not two UTF-16 units). */
export function maxCharacters(max: number) {
  return (value: string, ctx: z.RefinementCtx) => {
    if ([...value].length > max)
      ctx.addIssue({ code: 'too_big', type: 'string', maximum: max, inclusive: true, message: 'validation.tooLong' })
  }
}

/** A zod issue as a sentence in the user's language. Schema messages are locale keys (above). */
export function issueMessage(t: Translate, issue: ZodIssue): string {
  // The field, not its position in a list: manufacturer_ids.0 → manufacturer_ids.
  const last = String(issue.path.findLast((p) => typeof p === 'string') ?? 'body')
  const label = t(`fields.${last}`)
  const field = label.startsWith('fields.') ? last : label
  const extra = issue as { maximum?: unknown; minimum?: unknown; received?: unknown }
  const params = { field, max: extra.maximum, min: extra.minimum }
  if (issue.message.startsWith('validation.')) return t(issue.message, params)
  if (issue.code === 'invalid_type' && extra.received === 'undefined') return t('validation.required', params)
  // tooLong/tooShort speak of characters: right for text only (a page_size of 51 is not "too long").
  if (issue.code === 'too_big' && issue.type === 'string') return t('validation.tooLong', params)
  if (issue.code === 'too_small' && issue.type === 'string') return t('validation.tooShort', params)
  return t('validation.invalid', params)
}
