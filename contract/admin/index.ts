import { initContract } from '@ts-rest/core'
import { z } from 'zod'
import { envelope, ErrorEnvelope, pageOf, Paging, Sequence, type RouteMeta } from '../envelope'
import { Money } from '../catalogue'
import { OrderDetail, OrderStatus, OrderSummary } from '../orders'
import { RfqContact, RfqLine, RfqQuote, RfqStatus, RfqSummary } from '../rfq'
import { customerRoutes } from './customers'
import { adminContentContract } from './content'
import { importRoutes } from './import'
import { reviewRoutes } from './review'
import { CurrentPassword, Email, IdParam, LinkToken, NewPassword, requiredText, optionalText } from '../validation'

/*
 * The operations console (issue 31): staff sign-in and the order desk, under /api/admin/*.
 * Every route requires a staff session (the console's own `staff` cookie, HttpOnly and
 * SameSite=Strict, 8 hours) of role `sales` (sales and admin) or `admin`: without one the answer
 * is 4001, with a customer's session 403 — except the sign-in routes under /api/admin/auth/*,
 * which are how a staff session begins. tests/contract/admin-guard.test.ts walks this router, so
 * a route added here is checked without anyone remembering to.
 *
 * Messages of these routes come from the console's own dictionary (locales/admin/), English or
 * Simplified Chinese by the Lang header; validation messages are the shop's (all languages).
 */
const c = initContract()

export const STAFF_ROLES = ['sales', 'admin'] as const
export const StaffRole = z.enum(STAFF_ROLES, { errorMap: () => ({ message: 'validation.invalid' }) })
export type StaffRole = z.infer<typeof StaffRole>

/** A TOTP code (6 digits) or a one-time recovery code (xxxxx-xxxxx). */
export const SecondFactor = z
  .string({ required_error: 'validation.invalid', invalid_type_error: 'validation.invalid' })
  .trim()
  .regex(/^(\d{6}|[a-z2-7]{5}-?[a-z2-7]{5})$/i, 'validation.invalid')
  .describe('the 6-digit code of the authenticator app, or one recovery code (xxxxx-xxxxx)')

export const StaffMe = z.object({
  id: z.number().int(),
  email: z.string(),
  role: StaffRole,
  expire: z.string().describe('when this staff session ends (at most 8 hours after sign-in)'),
})

export const SetupInfo = z.object({
  email: z.string(),
  role: StaffRole,
  totp_secret: z.string().describe('base32 secret for the authenticator app (type it in, or scan the URI)'),
  otpauth_uri: z.string().describe('otpauth://totp/… (RFC 6238, SHA-1, 6 digits, 30 s)'),
})

export const SetupInput = z.object({
  token: LinkToken,
  password: NewPassword,
  code: z
    .string()
    .trim()
    .regex(/^\d{6}$/, 'validation.invalid')
    .describe('a current code of the new authenticator'),
})

export const StaffLoginInput = z.object({
  email: Email,
  password: CurrentPassword,
  code: SecondFactor,
})

/** Order search of the console: by number, e-mail, company or part number; a status tab; a date range. */
/** A staff member as admins see them. */
export const StaffMember = z.object({
  id: z.number().int(),
  email: z.string(),
  role: StaffRole,
  enrolled: z.boolean().describe('the password and the authenticator are set'),
  live_sessions: z.number().int(),
  created_at: z.string(),
})
export const StaffInput = z.object({ email: Email, role: StaffRole })

export const Dashboard = z.object({
  today: z.object({ orders: z.number().int(), revenue: Money }),
  days: z
    .array(z.object({ day: z.string(), orders: z.number().int(), revenue: Money }))
    .describe(
      'the last 30 days (UTC), oldest first: orders placed, and the totals of orders paid that day (refunded ones left out)',
    ),
  to_confirm: z.number().int().describe('orders waiting for a bank transfer to be confirmed (Confirming)'),
  to_ship: z.number().int().describe('orders paid and waiting to ship (Preparing)'),
  rfqs_waiting: z.number().int(),
  rfqs_late: z.number().int(),
  failed_mails: z.array(
    z.object({
      id: z.number().int(),
      recipient: z.string(),
      subject: z.string(),
      attempts: z.number().int(),
      last_error: z.string().nullable(),
      created_at: z.string(),
    }),
  ),
})

export const AdminOrderQuery = Paging.extend({
  status: OrderStatus.optional(),
  q: z
    .string()
    .trim()
    .max(100, 'validation.tooLong')
    .optional()
    .describe('order number, e-mail, company or part number'),
  from: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, 'validation.invalid')
    .optional()
    .describe('placed on or after (YYYY-MM-DD, UTC)'),
  to: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, 'validation.invalid')
    .optional()
    .describe('placed on or before (YYYY-MM-DD, UTC)'),
})

export const AdminOrderRow = OrderSummary.pick({
  id: true,
  order_no: true,
  created_at: true,
  status: true,
  total: true,
  pay_time: true,
}).extend({
  email: z.string(),
  company: z.string(),
  pay_method: z.string(),
  line_count: z.number().int(),
})

export const AdminPayment = z.object({
  provider: z.string(),
  provider_order_id: z.string(),
  capture_id: z.string().nullable(),
  method: z.string(),
  amount: Money,
  captured_amount: Money.nullable(),
  status: z.string(),
  created_at: z.string(),
})

export const AdminShipment = z.object({
  carrier: z.string(),
  tracking_number: z.string(),
  tracking_url: z.string(),
  shipped_at: z.string(),
})

export const AdminRefund = z.object({
  method: z.enum(['provider', 'bank']),
  amount: Money,
  status: z.enum(['pending', 'done', 'failed']),
  provider_refund_id: z.string().nullable(),
  reason: z.string(),
  error: z.string().nullable(),
  created_at: z.string(),
})

export const AuditRow = z.object({
  id: z.number().int(),
  at: z.string(),
  actor_email: z.string(),
  ip: z.string(),
  object_type: z.string(),
  object_id: z.string(),
  action: z.string(),
  before: z.unknown(),
  after: z.unknown(),
})

export const AdminRfqQuery = Paging.extend({ status: RfqStatus.optional() })

/** What staff may do next with an order (from the transition map and their role). */
export const AdminOrderActions = z.object({
  confirm_payment: z.boolean(),
  send_back: z.boolean(),
  ship: z.boolean(),
  cancel: z.boolean(),
  refund: z.boolean(),
})

export const AdminOrderDetail = OrderDetail.extend({
  user_id: z.number().int().nullable(),
  company: z.string(),
  locale: z.string(),
  payments: z.array(AdminPayment),
  shipment: AdminShipment.nullable(),
  refund: AdminRefund.nullable(),
  actions: AdminOrderActions,
  audit: z.array(AuditRow),
})
export type AdminOrderDetail = z.infer<typeof AdminOrderDetail>

/* ------------------------------------------------------------------ RFQs */

export const AdminRfqRow = RfqSummary.extend({
  email: z.string(),
  company: z.string(),
  country: z.string(),
  age_working_hours: z.number().describe('working hours (Monday to Friday, UTC) since it was sent'),
  promise_hours: z
    .number()
    .int()
    .describe('the §9 reply promise: 12 working hours for the RFQ form, 24 for a product page'),
  late: z.boolean().describe('not quoted and older than its promise'),
})

export const AdminRfqDetail = AdminRfqRow.extend({
  contact: RfqContact,
  locale: z.string(),
  lines: z.array(RfqLine.extend({ id: z.number().int(), position: z.number().int() })),
  quote: RfqQuote.nullable(),
  audit: z.array(z.lazy(() => AuditRow)),
})
export type AdminRfqDetail = z.infer<typeof AdminRfqDetail>

const QuotePrice = z
  .string({ invalid_type_error: 'validation.invalid' })
  .trim()
  .regex(/^\d{1,9}(\.\d{1,5})?$/, 'validation.invalidPrice')

export const QuoteLineInput = z.discriminatedUnion('can_offer', [
  z.object({
    rfq_line_id: z.number().int().positive(),
    can_offer: z.literal(true),
    unit_price: QuotePrice.describe('USD, at most 5 decimals'),
    qty: z
      .number({ invalid_type_error: 'validation.invalid' })
      .int('validation.invalid')
      .positive('validation.invalid')
      .max(100_000_000),
    lead_time: requiredText('validation.invalid', 60),
    date_code: optionalText(30),
    valid_until: z
      .string()
      .regex(/^\d{4}-\d{2}-\d{2}$/, 'validation.invalid')
      .describe('YYYY-MM-DD, UTC'),
    tiers: z
      .array(
        z.object({
          qty: z
            .number({ invalid_type_error: 'validation.invalid' })
            .int('validation.invalid')
            .positive('validation.invalid')
            .max(100_000_000),
          unit_price: QuotePrice,
        }),
      )
      .max(10, 'validation.invalid')
      .default([])
      .describe(
        'quantity breaks above `qty` (ascending), e.g. 1000 at a lower price; the buyer may then order `qty` or more, each line priced at the break for its quantity',
      ),
  }),
  z.object({ rfq_line_id: z.number().int().positive(), can_offer: z.literal(false) }),
])

export const QuoteInput = z.object({
  lines: z
    .array(QuoteLineInput)
    .min(1, 'validation.invalid')
    .max(1000, 'validation.invalid')
    .describe('one answer per line of the RFQ')
    .superRefine((lines, ctx) =>
      lines.forEach((l, i) => {
        if (!l.can_offer) return
        // Each break above the quoted quantity and the one before it.
        l.tiers.forEach((tier, j) => {
          if (tier.qty <= (j === 0 ? l.qty : l.tiers[j - 1]!.qty))
            ctx.addIssue({ code: 'custom', path: [i, 'tiers', j, 'qty'], message: 'validation.tierQty' })
        })
      }),
    ),
})

export type QuoteInput = z.output<typeof QuoteInput>

const Reason = requiredText('validation.invalid', 500, { multiline: true }).describe('why; the buyer reads it')

export const ShipInput = z.object({
  carrier: requiredText('validation.invalid', 60),
  tracking_number: requiredText('validation.invalid', 60).refine(
    (v) => /^[A-Za-z0-9 -]+$/.test(v),
    'validation.invalid',
  ),
  tracking_url: z
    .string({ required_error: 'validation.invalid' })
    .trim()
    .max(500, 'validation.tooLong')
    .url('validation.invalid')
    .refine((v) => /^https?:\/\//i.test(v), 'validation.invalid'),
})

export const RefundInput = z.object({
  method: z.enum(['provider', 'bank'], { errorMap: () => ({ message: 'validation.invalid' }) }),
  reason: Reason,
})

const CONSOLE = 'operations console (issue 31): the back office works on the same contract as the shop'
const staff: RouteMeta = { auth: 'sales', extension: CONSOLE }
const adminOnly: RouteMeta = { auth: 'admin', extension: CONSOLE }
const id = z.object({ id: IdParam })
/** An order action answers the order as staff now see it; 409 off the transition map; 503 when the payment provider did not answer (refund). */
const actionAnswers = { 200: envelope(AdminOrderDetail), 503: ErrorEnvelope }

export const adminContract = c.router({
  ...customerRoutes, // customers, feedback, newsletter (issue 32): contract/admin/customers.ts
  ...importRoutes,
  ...reviewRoutes, // new makers and categories of feed imports: contract/admin/review.ts
  staffSetupInfo: {
    method: 'GET',
    path: '/api/admin/auth/setup',
    query: Sequence.extend({ token: LinkToken }),
    responses: { 200: envelope(SetupInfo) },
    summary:
      'A one-time setup link (from `npm run admin -- create-user`): the staff member, and a new TOTP secret to enrol in an authenticator app. 404 when the link is unknown, used or expired.',
    metadata: { extension: CONSOLE } satisfies RouteMeta,
  },
  staffSetup: {
    method: 'POST',
    path: '/api/admin/auth/setup',
    body: SetupInput,
    responses: { 200: envelope(z.object({ recovery_codes: z.array(z.string()) })) },
    summary:
      'Sets the password and confirms the authenticator with a current code; answers ten one-time recovery codes (shown once, stored hashed). The link is used up.',
    metadata: { rateLimit: 'staffLogin', extension: CONSOLE } satisfies RouteMeta,
  },
  staffLogin: {
    method: 'POST',
    path: '/api/admin/auth/login',
    body: StaffLoginInput,
    responses: { 200: envelope(StaffMe) },
    summary:
      'Staff sign-in: password and TOTP code (or a recovery code). Sets the `staff` cookie (HttpOnly, SameSite=Strict, 8 hours). 400 with one message for any wrong part; 429 past the limits per address and per account.',
    metadata: { rateLimit: 'staffLogin', extension: CONSOLE } satisfies RouteMeta,
  },
  staffLogout: {
    method: 'POST',
    path: '/api/admin/logout',
    body: z.object({}).passthrough(),
    responses: { 200: envelope(z.null()) },
    summary: 'Ends this staff session (revoked in the database) and clears the cookie.',
    metadata: staff,
  },
  staffMe: {
    method: 'GET',
    path: '/api/admin/me',
    query: Sequence,
    responses: { 200: envelope(StaffMe) },
    summary: 'The signed-in staff member.',
    metadata: staff,
  },
  adminOrderList: {
    method: 'GET',
    path: '/api/admin/orders',
    query: AdminOrderQuery,
    responses: {
      200: envelope(pageOf(AdminOrderRow).extend({ counts: z.record(OrderStatus, z.number().int()) })),
    },
    summary:
      'Every order, newest first: a status tab, a search, a date range; with the count per status (of the search).',
    metadata: staff,
  },
  adminOrderDetail: {
    method: 'GET',
    path: '/api/admin/orders/:id',
    pathParams: id,
    query: Sequence,
    responses: { 200: envelope(AdminOrderDetail) },
    summary:
      'One order as staff see it: lines, amounts, addresses, payments, remittances, shipment, refund, history, audit.',
    metadata: staff,
  },
  orderConfirmPayment: {
    method: 'POST',
    path: '/api/admin/orders/:id/confirm-payment',
    pathParams: id,
    body: z.object({ reason: optionalText(500, { multiline: true }) }),
    responses: actionAnswers,
    summary: 'The bank transfer arrived: Confirming → Preparing; the buyer is mailed. 409 from any other status.',
    metadata: { ...staff, rateLimit: 'write' },
  },
  orderSendBack: {
    method: 'POST',
    path: '/api/admin/orders/:id/send-back',
    pathParams: id,
    body: z.object({ reason: Reason }),
    responses: actionAnswers,
    summary: 'The transfer was not found: Confirming → Unpaid with a reason the buyer reads (order page and mail).',
    metadata: { ...staff, rateLimit: 'write' },
  },
  orderShip: {
    method: 'POST',
    path: '/api/admin/orders/:id/ship',
    pathParams: id,
    body: ShipInput,
    responses: actionAnswers,
    summary: 'Preparing → Shipping with carrier, tracking number and link; the buyer is mailed in their language.',
    metadata: { ...staff, rateLimit: 'write' },
  },
  orderStaffCancel: {
    method: 'POST',
    path: '/api/admin/orders/:id/cancel',
    pathParams: id,
    body: z.object({ reason: Reason }),
    responses: actionAnswers,
    summary: 'Cancels an unpaid or confirming order with a reason; its stock is given back once; the buyer is mailed.',
    metadata: { ...staff, rateLimit: 'write' },
  },
  orderRefund: {
    method: 'POST',
    path: '/api/admin/orders/:id/refund',
    pathParams: id,
    body: RefundInput,
    responses: actionAnswers,
    summary:
      'Admins only: refunds a paid order once (→ Refunded), through the payment provider (PayPal, the test provider) or recorded as a bank refund. A repeat answers 409. 503 when the provider did not answer (ask again).',
    metadata: { ...adminOnly, rateLimit: 'write' },
  },
  adminRfqList: {
    method: 'GET',
    path: '/api/admin/rfqs',
    query: AdminRfqQuery,
    responses: {
      200: envelope(
        pageOf(AdminRfqRow).extend({ counts: z.record(RfqStatus, z.number().int()), late: z.number().int() }),
      ),
    },
    summary:
      'Every RFQ, newest first: a status tab, the count per status and of late ones; each with its age against the reply promise.',
    metadata: staff,
  },
  adminRfqDetail: {
    method: 'GET',
    path: '/api/admin/rfqs/:id',
    pathParams: id,
    query: Sequence,
    responses: { 200: envelope(AdminRfqDetail) },
    summary:
      'One RFQ with contact, lines and quote. Opening a submitted RFQ marks it viewed (the buyer’s history shows it), once, with an audit row.',
    metadata: staff,
  },
  rfqQuote: {
    method: 'POST',
    path: '/api/admin/rfqs/:id/quote',
    pathParams: id,
    body: QuoteInput,
    responses: { 200: envelope(AdminRfqDetail) },
    summary:
      'Answers every line (an offer, or cannot offer) once: → quoted, the buyer is mailed the quote in their language. 409 when it is quoted already.',
    metadata: { ...staff, maxJsonBytes: 512 * 1024, rateLimit: 'write' },
  },
  staffList: {
    method: 'GET',
    path: '/api/admin/staff',
    query: Sequence,
    responses: { 200: envelope(z.array(StaffMember)) },
    summary: 'Admins only: every staff member, role, whether enrolled, live sessions.',
    metadata: adminOnly,
  },
  staffAdd: {
    method: 'POST',
    path: '/api/admin/staff',
    body: StaffInput,
    responses: { 200: envelope(z.object({ member: StaffMember, setup_link: z.string() })) },
    summary:
      'Admins only: makes a staff member (a new user, or an existing one given the role; their sessions end) and answers a one-time setup link (48 hours) to hand over.',
    metadata: { ...adminOnly, rateLimit: 'write' },
  },
  staffRole: {
    method: 'POST',
    path: '/api/admin/staff/:id/role',
    pathParams: id,
    body: z.object({ role: StaffRole }),
    responses: { 200: envelope(StaffMember) },
    summary:
      'Admins only: changes a staff member’s role; their console sessions end. An admin cannot change their own role.',
    metadata: { ...adminOnly, rateLimit: 'write' },
  },
  staffRemove: {
    method: 'POST',
    path: '/api/admin/staff/:id/remove',
    pathParams: id,
    body: z.object({}).passthrough(),
    responses: { 200: envelope(z.null()) },
    summary:
      'Admins only: takes the staff role away (the account stays a customer) and ends their console sessions. Not oneself.',
    metadata: { ...adminOnly, rateLimit: 'write' },
  },
  dashboard: {
    method: 'GET',
    path: '/api/admin/dashboard',
    query: Sequence,
    responses: { 200: envelope(Dashboard) },
    summary:
      'Today and the last 30 days: orders and revenue by day, orders to confirm and to ship, RFQs waiting and late, mails given up on.',
    metadata: staff,
  },
  mailRetry: {
    method: 'POST',
    path: '/api/admin/mail/:id/retry',
    pathParams: id,
    body: z.object({}).passthrough(),
    responses: { 200: envelope(z.null()) },
    summary: 'Sends a mail that was given up on again (its attempts start over); 404 unless it is one.',
    metadata: { ...staff, rateLimit: 'write' },
  },
  orderReceipt: {
    method: 'GET',
    path: '/api/admin/orders/:id/receipt',
    pathParams: id,
    query: Sequence.extend({
      n: z.coerce.number({ invalid_type_error: 'validation.invalid' }).int().min(1).max(100).default(1),
    }),
    responses: { 200: c.otherResponse({ contentType: 'application/octet-stream', body: z.instanceof(Uint8Array) }) },
    summary:
      'The receipt file of the order’s n-th remittance report (PDF, JPEG or PNG, as the buyer uploaded it); 404 when it has none.',
    metadata: { ...staff, file: { contentType: 'application/octet-stream', name: 'receipt' } },
  },
  ...adminContentContract, // content, home page and settings (issue 32): contract/admin/content.ts
})
