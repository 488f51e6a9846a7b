import { initContract } from '@ts-rest/core'
import { z } from 'zod'
import { envelope, pageOf, Paging, Sequence, type RouteMeta } from './envelope'
import { Id, Qty } from './cart'
import {
  CompanyName,
  ContactName,
  Country,
  Email,
  IdParam,
  moneyInput,
  optionalText,
  requiredText,
  Telephone,
} from './validation'

/*
 * Requests for quotation (spec §2 /rfq, /rfq/successful, quick RFQ on the product page; §3 RFQ
 * statuses; §4 RFQ fields; §7 RFQ calls; §9 reply promises) and the captcha that guards them.
 *
 * A buyer sends lines (part, manufacturer, package, date code, quantity, target price; the goods id
 * when the line came from the catalogue) and a contact. A signed-in buyer's RFQ is theirs; a guest
 * proves to be a person with the captcha (getCaptcha → the verification code), and the guest's RFQ
 * appears in the history of the account registered with the same e-mail. Every RFQ gets a number
 * (RFQ-YYMMDD-XXXXX), and two mails go out: the lines to the sales mailbox, an acknowledgement in
 * the buyer's language to the buyer.
 */

const c = initContract()

export const MAX_RFQ_LINES = 1000
/** An RFQ of 1,000 lines is more than the 64 KB of other JSON bodies. */
export const RFQ_MAX_JSON_BYTES = 512 * 1024
export const RFQ_STATUSES = ['submitted', 'viewed', 'quoted'] as const
export const RfqStatus = z.enum(RFQ_STATUSES, { errorMap: () => ({ message: 'validation.invalid' }) })
export type RfqStatus = z.infer<typeof RfqStatus>

/** The forms a captcha can be given for: it answers only the form it was given for. */
export const CAPTCHA_FORMS = ['rfq', 'goodsDetailRfq'] as const
export const CaptchaForm = z.enum(CAPTCHA_FORMS, { errorMap: () => ({ message: 'validation.invalid' }) })
export type CaptchaForm = z.infer<typeof CaptchaForm>

/** A target price: a decimal number of USD with at most 5 decimals, at most 10,000,000; or '' for none. */
export const TargetPrice = moneyInput('validation.invalidPrice', { decimals: 5, zero: true, empty: true }).default('')

export const RfqLineInput = z.object({
  part_number: requiredText('validation.enterPartNumber', 100),
  manufacturer: optionalText(100),
  package: optionalText(60),
  date_code: optionalText(30),
  qty: Qty,
  target_price: TargetPrice,
  goods_id: Id.nullable().default(null).describe('the offer of the catalogue the line came from, if any'),
})
export type RfqLineInput = z.input<typeof RfqLineInput>

export const RfqLine = z.object({
  part_number: z.string(),
  manufacturer: z.string(),
  package: z.string(),
  date_code: z.string(),
  qty: z.number().int(),
  target_price: z.string().describe('USD as written by the buyer; empty when none'),
  goods_id: z.number().int().nullable(),
  goods_page_url: z.string().describe('/productdetail/{goods_id}, or empty when the line is not from the catalogue'),
})
export type RfqLine = z.infer<typeof RfqLine>

/** The contact of an RFQ (spec §4): the business e-mail gets the acknowledgement. */
export const RfqContactInput = z.object({
  contact_name: ContactName,
  company_name: CompanyName,
  email: Email.describe('business e-mail'),
  telephone: Telephone,
  country: Country,
  comment: optionalText(2000, { multiline: true }),
})

/** The verification code of a guest's form; a signed-in buyer sends none. */
export const CaptchaAnswer = z.object({
  captcha_id: z.string().max(100).optional().describe('from getCaptcha; required for guests'),
  captcha_code: z.string().max(50).optional().describe('the verification code the guest read; required for guests'),
})

const Lines = z
  .array(RfqLineInput, { required_error: 'validation.rfqNoLines', invalid_type_error: 'validation.rfqNoLines' })
  .min(1, 'validation.rfqNoLines')
  .max(MAX_RFQ_LINES, 'validation.rfqTooManyLines')

export const SaveRfqInput = RfqContactInput.merge(CaptchaAnswer).extend({ lines: Lines })
export const GoodsDetailRfqInput = RfqContactInput.merge(CaptchaAnswer).extend({
  goods_id: Id,
  qty: Qty,
  target_price: TargetPrice,
})

export const RfqSubmitted = z.object({
  id: z.number().int(),
  rfq_no: z.string().describe('the RFQ number shown on /rfq/successful and in the mails'),
  created_at: z.string().describe('ISO date-time'),
  lines: z.number().int().describe('lines sent'),
})

export const RfqContact = z.object({
  contact_name: z.string(),
  company_name: z.string(),
  email: z.string(),
  telephone: z.string(),
  country: z.string(),
  comment: z.string(),
})

export const RfqSummary = z.object({
  id: z.number().int(),
  rfq_no: z.string(),
  created_at: z.string(),
  status: RfqStatus,
  source: z.enum(['rfq', 'goodsDetailRfq']).describe('the RFQ form, or the quick RFQ of a product page'),
  line_count: z.number().int(),
  part_numbers: z.array(z.string()).describe('the first three part numbers, for the list'),
})

/** Staff's answer to one line (issue 31): an offer, or can_offer false. Unit prices with 5 decimals. */
export const RfqQuoteLine = z.object({
  position: z.number().int().describe('the RFQ line it answers (1-based)'),
  part_number: z.string(),
  can_offer: z.boolean(),
  unit_price: z.string().nullable().describe('USD, 5 decimals; null when it cannot be offered'),
  qty: z.number().int().nullable(),
  lead_time: z.string(),
  date_code: z.string(),
  valid_until: z.string().nullable().describe('last day the offer stands (YYYY-MM-DD, UTC)'),
  tiers: z
    .array(z.object({ qty: z.number().int(), unit_price: z.string().describe('USD, 5 decimals') }))
    .describe('quantity breaks above `qty`, ascending (empty: one price, exactly `qty` pieces)'),
})
export const RfqQuote = z.object({ quoted_at: z.string(), lines: z.array(RfqQuoteLine) })
export type RfqQuote = z.infer<typeof RfqQuote>

/** The private link's token of a quote (mailed to the buyer). */
export const QuoteToken = z
  .string({ invalid_type_error: 'validation.invalid' })
  .regex(/^[A-Za-z0-9_-]{20,100}$/, 'validation.invalid')

/** A quote read through its private link (a guest's, or anyone holding the mail). */
export const QuoteByLink = z.object({
  rfq_no: z.string(),
  created_at: z.string(),
  lines: z.array(RfqLine),
  quote: RfqQuote,
})

export const RfqDetail = RfqSummary.extend({
  contact: RfqContact,
  lines: z.array(RfqLine),
  quote: RfqQuote.nullable().describe("staff's quote, once the RFQ is quoted"),
})

/** A line read from a spreadsheet, matched to the catalogue where possible. */
export const RfqSheetLine = RfqLine.extend({
  row: z.number().int().describe('row in the file (1-based)'),
  matched: z.boolean().describe('the part number names one part of the catalogue (goods_id is its best offer)'),
})

export const Captcha = z.object({
  captcha_id: z.string(),
  kind: z.enum(['image', 'text']),
  image: z.string().describe('kind image: an SVG document showing the code (distorted glyphs and noise)'),
  question: z.string().describe('kind text: a question in the request language whose answer is the code'),
  expires_in: z.number().int().describe('seconds'),
})

export const rfqContract = c.router({
  handleRfqExcel: {
    method: 'POST',
    path: '/api/rfq/handleRfqExcel',
    query: Sequence,
    body: z.object({
      file_id: z
        .string({ required_error: 'validation.required' })
        .min(1, 'validation.required')
        .max(200)
        .describe('from POST /api/upload/excel'),
      captcha_id: z
        .string()
        .max(100)
        .optional()
        .describe('a guest: the verification code the file was uploaded with (still unused)'),
    }),
    responses: { 200: envelope(z.object({ list: z.array(RfqSheetLine), total: z.number().int() })) },
    summary: `Reads an uploaded spreadsheet (at most 2 MB, ${MAX_RFQ_LINES} lines) into RFQ lines, each matched to the catalogue where possible. A guest names the verification code the file was uploaded with, while it is unused and valid.`,
    metadata: { rateLimit: 'upload', perAccount: true } satisfies RouteMeta,
  },
  saveRfqContact: {
    method: 'POST',
    path: '/api/rfq/saveRfqContact',
    query: Sequence,
    body: SaveRfqInput,
    responses: { 200: envelope(RfqSubmitted) },
    summary: `Sends an RFQ: 1 to ${MAX_RFQ_LINES} lines and the contact; a guest adds the captcha (captcha_id, captcha_code). Answers the RFQ number; mails the sales team and the buyer.`,
    metadata: { rateLimit: 'rfq', maxJsonBytes: RFQ_MAX_JSON_BYTES } satisfies RouteMeta,
  },
  goodsDetailRfq: {
    method: 'POST',
    path: '/api/rfq/goodsDetailRfq',
    query: Sequence,
    body: GoodsDetailRfqInput,
    responses: { 200: envelope(RfqSubmitted) },
    summary:
      'The quick RFQ of a product page: one offer, its quantity and target price, and the contact (a guest adds the captcha)',
    metadata: { rateLimit: 'rfq' } satisfies RouteMeta,
  },
  getCaptcha: {
    method: 'GET',
    path: '/api/captcha/getCaptcha',
    query: Sequence.extend({
      form: CaptchaForm.default('rfq').describe('the form the code is for'),
      kind: z.enum(['image', 'text']).default('image').describe('text: a question for those who cannot see the image'),
    }),
    responses: { 200: envelope(Captcha) },
    summary: 'A new verification code for a form: an SVG image, or a text question; valid for a few minutes, once',
    metadata: { rateLimit: 'captcha' } satisfies RouteMeta,
  },
  checkCaptcha: {
    method: 'POST',
    path: '/api/captcha/checkCaptcha',
    query: Sequence,
    body: z.object({
      captcha_id: z.string({ required_error: 'validation.enterVerificationCode' }).max(100),
      captcha_code: z
        .string({ required_error: 'validation.enterVerificationCode' })
        .trim()
        .min(1, 'validation.enterVerificationCode')
        .max(50),
      form: CaptchaForm.default('rfq'),
    }),
    responses: { 200: envelope(z.object({ valid: z.literal(true) })) },
    summary:
      'Checks a verification code without using it up (the form still sends it). A wrong code is 400 and uses the captcha up; wrong codes are rate limited per address (429).',
    metadata: { rateLimit: 'captcha' } satisfies RouteMeta,
  },
  centerRfqList: {
    method: 'GET',
    path: '/api/user/rfq/centerRfqList',
    query: Paging.extend({ status: RfqStatus.optional().describe('only RFQs of this status') }),
    responses: { 200: envelope(pageOf(RfqSummary)) },
    summary: "The signed-in buyer's RFQs, newest first (with the guest RFQs sent from the account's e-mail)",
    metadata: { auth: 'user' } satisfies RouteMeta,
  },
  quoteByLink: {
    method: 'GET',
    path: '/api/rfq/quote',
    query: Sequence.extend({ token: QuoteToken.describe('from the quote mail’s link') }),
    responses: { 200: envelope(QuoteByLink) },
    summary:
      'A quote through the private link of its mail (no session needed): the RFQ number, lines and quote; 404 for an unknown token',
    metadata: {
      rateLimit: 'captcha',
      extension: 'issue 31: a guest reads staff’s quote through the private link of its mail',
    } satisfies RouteMeta,
  },
  orderQuote: {
    method: 'POST',
    path: '/api/rfq/orderQuote',
    query: Sequence,
    body: z
      .object({
        id: Id.optional().describe('one of the signed-in buyer’s RFQs'),
        token: QuoteToken.optional().describe('or the private link’s token of the quote mail (guests)'),
      })
      .refine((v) => (v.id === undefined) !== (v.token === undefined), {
        message: 'validation.invalid',
        path: ['id'],
      }),
    responses: {
      200: envelope(z.object({ count: z.number().int().describe('lines in the cart'), added: z.number().int() })),
    },
    summary:
      'Orders a quote: its offered lines (matched to a catalogue offer, not expired, not ordered yet) go to the caller’s cart at the quoted unit price and exactly the quoted quantity, held by the server and checked again at checkout and when the order is placed. 409 when the quote expired or was ordered already; 404 for a quote not the caller’s.',
    metadata: {
      cart: true,
      rateLimit: 'cart',
      extension: 'issue 31: the buyer orders staff’s quote at the quoted prices, held by the server',
    } satisfies RouteMeta,
  },
  rfqDetail: {
    method: 'GET',
    path: '/api/user/rfq/rfqDetail',
    query: Sequence.extend({ id: IdParam }),
    responses: { 200: envelope(RfqDetail) },
    summary: "One of the signed-in buyer's RFQs with its contact and lines; 404 for any other",
    metadata: { auth: 'user' } satisfies RouteMeta,
  },
})
