import { z } from 'zod'

/**
 * Every answer of the API is the envelope `{ code, message, data }`.
 * code 200 = success; 4001 = session missing, invalid or expired; otherwise the HTTP status.
 */
export const ResultCode = {
  ok: 200,
  badRequest: 400,
  sessionInvalid: 4001,
  forbidden: 403,
  notFound: 404,
  conflict: 409,
  tooLarge: 413,
  unsupportedType: 415,
  tooMany: 429,
  serverError: 500,
  /** A service the call depends on (the payment provider) did not answer: ask again. */
  unavailable: 503,
} as const

export const FieldError = z.object({
  field: z.string().describe('dotted path of the offending field, e.g. "email" or "body"'),
  message: z.string().describe('localized message naming the problem'),
})

export const ErrorEnvelope = z.object({
  code: z.number().int().describe('400, 4001, 403, 404, 409, 413, 415, 429 or 500'),
  message: z.string().describe('localized, ready to show to the user'),
  data: z.object({ errors: z.array(FieldError) }).nullable(),
})
export type ErrorEnvelope = z.infer<typeof ErrorEnvelope>

export function envelope<T extends z.ZodTypeAny>(data: T) {
  return z.object({ code: z.literal(200), message: z.string(), data })
}

/** Answers every route may give besides its success. */
export const errorResponses = {
  400: ErrorEnvelope,
  401: ErrorEnvelope,
  403: ErrorEnvelope,
  404: ErrorEnvelope,
  409: ErrorEnvelope,
  413: ErrorEnvelope,
  415: ErrorEnvelope,
  429: ErrorEnvelope,
  500: ErrorEnvelope,
} as const

/**
 * Headers every call may carry: `Lang` picks the locale of messages and content,
 * `Authorization: Bearer <token>` identifies a signed-in user.
 */
export const baseHeaders = z.object({
  lang: z.string().max(10).optional().describe('locale code: en, zh, tw, jp, ko, de, ru, fr, ar, it'),
  authorization: z.string().max(600).optional().describe('Bearer <token> when signed in'),
})

/** The cache-busting sequence parameter the browser appends to every call. The server ignores it. */
export const SEQUENCE_PARAM = '_seq'
export const Sequence = z.object({
  [SEQUENCE_PARAM]: z
    .unknown()
    .optional()
    .describe('cache-busting sequence; ignored by the server (whatever it holds) and stripped from edge cache keys'),
})

export const Paging = Sequence.extend({
  page: z.coerce.number({ invalid_type_error: 'validation.invalid' }).int().min(1).max(10_000).default(1),
  page_size: z.coerce.number({ invalid_type_error: 'validation.invalid' }).int().min(1).max(50).default(10),
})

export function pageOf<T extends z.ZodTypeAny>(item: T) {
  return z.object({
    list: z.array(item),
    total: z.number().int(),
    page: z.number().int(),
    page_size: z.number().int(),
  })
}

/**
 * Route metadata read by the server:
 * - auth: the call needs a valid session (else code 4001)
 * - cache: seconds a shared (edge) cache may keep a public GET
 * - rateLimit: name of the per-IP limit applied (settings.limits)
 * - extension: the route is ours, not in the storefront spec (docs say why)
 */
/**
 * Per-IP limits a route may name. `token` guards the calls that take an e-mailed token (activate,
 * reset-verify, reset-password); `payToken` and `payCreate` the payment calls that ask the provider
 * (a client token, a provider order) on the shop's account; `upload` a spreadsheet's upload and its
 * reading (open to guests with a verification code); `bomMatch` a BOM's file read again and every
 * line matched (mateBom, changeBomMatching); `guestBom` every BOM call of a guest, reads too;
 * `order` placing an order (it reserves stock and mails),
 * `cart` the cart's writes, `checkout` the checkout previews, `payConfirm` a reported bank
 * transfer, `write` a signed-in user's other writes (profile, addresses, BOM edits, order status,
 * console actions). A route with `perAccount` counts its limit per signed-in account as well; other
 * per-account limits are applied by the services. Every call that is not a GET names one
 * (tests/contract/order-limits.test.ts lists the few that need none, with the reason).
 */
export type RateLimitName =
  | 'feedback'
  | 'subscribe'
  | 'login'
  | 'register'
  | 'forgot'
  | 'resend'
  | 'token'
  | 'rfq'
  | 'captcha'
  | 'payToken'
  | 'payCreate'
  | 'upload'
  | 'order'
  | 'cart'
  | 'checkout'
  | 'write'
  | 'payConfirm'
  | 'bomMatch'
  | 'guestBom'
  | 'staffLogin'

/** Roles of signed-in users: customers today; sales and admin with the back office. */
export const ROLES = ['customer', 'sales', 'admin'] as const
export type Role = (typeof ROLES)[number]
/** Who may call a route: anyone ('guest', the default), any signed-in user, or a role. */
export type AuthRequirement = 'guest' | 'user' | Role

export type RouteMeta = {
  /** What the route requires of the caller (server/auth): 401/4001 without a session, 403 for another role. */
  auth?: AuthRequirement
  /**
   * The route acts on the caller's cart: the signed-in user's (Bearer), else a guest's, found by the
   * HttpOnly `cart` cookie (server/domains/cart/guest.ts). Anyone may call it.
   */
  cart?: true
  /**
   * The route acts on the caller's BOM: the signed-in user's (Bearer), else a guest's, found by the
   * token of its private link in header `Bom-Token` (server/domains/bom/guest.ts); a guest's calls
   * count against the `guestBom` limit per address as well. Anyone may call it.
   */
  guestBom?: true
  cache?: number
  rateLimit?: RateLimitName
  /**
   * The rateLimit counts per signed-in account too (same numbers, a window of its own): an
   * account spread over many addresses gets no more than from one.
   */
  perAccount?: boolean
  extension?: string
  /**
   * A body that is not JSON, read with its own size limit (every other body is JSON of at most
   * 64 KB): 'multipart', a form whose fields are those of the route's body schema, its files read
   * as contract/files.ts UploadedFile (a file in any other field is refused); or
   * 'raw', the bytes as sent (a webhook that checks a signature over them), read as RawBody.
   * `types`: what it accepts (file name endings for multipart, media types for raw).
   */
  body?: { kind: 'multipart' | 'raw'; maxBytes: number; types: readonly string[] }
  /** A JSON body larger than the settings' limit (64 KB) that this route accepts (an RFQ of 1,000 lines). */
  maxJsonBytes?: number
  /** The route answers a file of this type and name instead of the envelope (refusals stay envelopes). */
  file?: { contentType: string; name: string }
}
