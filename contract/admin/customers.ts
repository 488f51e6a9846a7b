import { initContract } from '@ts-rest/core'
import { z } from 'zod'
import { Address } from '../accounts'
import { envelope, pageOf, Paging, Sequence, type RouteMeta } from '../envelope'
import { Money } from '../catalogue'
import { OrderStatus } from '../orders'
import { RfqStatus } from '../rfq'
import { IdParam, requiredText } from '../validation'
import { AuditRow } from './index'

/**
 * Customers, feedback and the newsletter in the operations console (issue 32 item 4), under
 * /api/admin/*: mounted by contract/admin/index.ts (this module is loaded through it; `AuditRow`
 * is read lazily for that reason). Sales staff see customers, handle feedback and export the
 * newsletter's subscribers; only admins disable or enable a customer and export or erase one
 * customer's personal data.
 */
const c = initContract()

const Search = z
  .string()
  .trim()
  .max(100, 'validation.tooLong')
  .optional()
  .describe('part of the e-mail, the contact name or the company')

export const CUSTOMER_STATES = ['active', 'disabled', 'erased'] as const
export const CustomerState = z.enum(CUSTOMER_STATES)

export const CustomerRow = z.object({
  id: z.number().int(),
  email: z.string(),
  contact_name: z.string(),
  company_name: z.string(),
  country: z.string(),
  created_at: z.string(),
  activated: z.boolean().describe('the e-mail address was confirmed'),
  state: CustomerState.describe('active; disabled by an admin (cannot sign in); erased (placeholders only)'),
  order_count: z.number().int(),
})

/** A customer's saved address as the shop's address book has it, without the buyer's display fields. */
export const CustomerAddress = Address.omit({ country_name: true, updated_at: true })

export const CustomerDetail = CustomerRow.extend({
  telephone: z.string(),
  job_title: z.string(),
  address: z.string(),
  city: z.string(),
  region: z.string().describe('state or province of the profile'),
  locale: z.string().describe('the language of their e-mails'),
  role: z.string().describe('customer, or a staff role (staff are managed on the staff page)'),
  disabled_at: z.string().nullable(),
  disabled_reason: z.string(),
  erased_at: z.string().nullable(),
  live_sessions: z.number().int().describe('shop sessions that are open now'),
  addresses: z.array(CustomerAddress),
  orders: z
    .array(
      z.object({
        id: z.number().int(),
        order_no: z.string(),
        created_at: z.string(),
        status: OrderStatus,
        total: Money,
      }),
    )
    .describe('newest first, at most 100'),
  rfqs: z
    .array(
      z.object({
        id: z.number().int(),
        rfq_no: z.string(),
        created_at: z.string(),
        status: RfqStatus,
        line_count: z.number().int(),
      }),
    )
    .describe('sent signed in, or as a guest from the account’s address; newest first, at most 100'),
  boms: z
    .array(z.object({ id: z.number().int(), name: z.string(), line_count: z.number().int(), updated_at: z.string() }))
    .describe('newest first, at most 100'),
  actions: z.object({
    disable: z.boolean(),
    enable: z.boolean(),
    export: z.boolean(),
    erase: z.boolean(),
  }),
  audit: z.array(z.lazy(() => AuditRow)),
})
export type CustomerDetail = z.infer<typeof CustomerDetail>

export const FEEDBACK_STATES = ['open', 'handled'] as const
export const FeedbackRow = z.object({
  id: z.number().int(),
  created_at: z.string(),
  type: z.string().describe('the subject the sender chose, in the console’s language'),
  email: z.string(),
  content: z.string(),
  locale: z.string(),
  handled_at: z.string().nullable(),
  handled_by: z.string().describe('the staff member’s e-mail; "" while open'),
  handled_note: z.string(),
})

export const SubscriberRow = z.object({
  id: z.number().int(),
  email: z.string(),
  locale: z.string(),
  created_at: z.string(),
})

const CONSOLE = 'operations console (issue 32): customers, feedback and newsletter without SQL'
const staff: RouteMeta = { auth: 'sales', extension: CONSOLE }
const adminOnly: RouteMeta = { auth: 'admin', extension: CONSOLE }
const id = z.object({ id: IdParam })
const file = z.instanceof(Uint8Array)

export const customerRoutes = c.router({
  customerList: {
    method: 'GET',
    path: '/api/admin/customers',
    query: Paging.extend({ q: Search }),
    responses: { 200: envelope(pageOf(CustomerRow)) },
    summary: 'Every customer account, newest first; a search by e-mail, contact name or company.',
    metadata: staff,
  },
  customerDetail: {
    method: 'GET',
    path: '/api/admin/customers/:id',
    pathParams: id,
    query: Sequence,
    responses: { 200: envelope(CustomerDetail) },
    summary: 'One customer: profile, addresses, orders, RFQs, BOMs, state, what the caller may do, audit.',
    metadata: staff,
  },
  customerDisable: {
    method: 'POST',
    path: '/api/admin/customers/:id/disable',
    pathParams: id,
    body: z.object({ reason: requiredText('validation.invalid', 500, { multiline: true }).describe('for staff only') }),
    responses: { 200: envelope(CustomerDetail) },
    summary:
      'Admins only: disables a customer account — every shop session of it ends at once, and signing in is refused with a message. 409 for a staff member or an erased account, or when disabled already.',
    metadata: { ...adminOnly, rateLimit: 'write' },
  },
  customerEnable: {
    method: 'POST',
    path: '/api/admin/customers/:id/enable',
    pathParams: id,
    body: z.object({}).passthrough(),
    responses: { 200: envelope(CustomerDetail) },
    summary: 'Admins only: lets a disabled customer sign in again. 409 unless disabled, or when erased.',
    metadata: { ...adminOnly, rateLimit: 'write' },
  },
  customerExport: {
    method: 'GET',
    path: '/api/admin/customers/:id/export',
    pathParams: id,
    query: Sequence.extend({
      format: z.enum(['json', 'xlsx'], { errorMap: () => ({ message: 'validation.invalid' }) }).default('json'),
    }),
    responses: { 200: c.otherResponse({ contentType: 'application/octet-stream', body: file }) },
    summary:
      'Admins only: one customer’s personal data as a download (JSON, or xlsx with a sheet per kind): profile, addresses, orders with lines, RFQs with lines, BOMs with lines, newsletter subscription, feedback. Audited.',
    metadata: { ...adminOnly, rateLimit: 'write', file: { contentType: 'application/json', name: 'customer.json' } },
  },
  customerErase: {
    method: 'POST',
    path: '/api/admin/customers/:id/erase',
    pathParams: id,
    body: z.object({
      confirm_email: z
        .string({ required_error: 'validation.invalid', invalid_type_error: 'validation.invalid' })
        .trim()
        .max(254, 'validation.tooLong')
        .describe('the customer’s e-mail address typed again: the confirm step'),
    }),
    responses: { 200: envelope(CustomerDetail) },
    summary:
      'Admins only: erases one customer’s personal data (SECURITY.md says what is erased and kept): orders are kept for the books with name, e-mail, phone and addresses replaced by placeholders; RFQs likewise; addresses, BOMs, cart, subscription and feedback deleted; sessions end; the account can no longer sign in. 400 when confirm_email is not the customer’s; 409 for a staff member or when erased already.',
    metadata: { ...adminOnly, rateLimit: 'write' },
  },
  feedbackList: {
    method: 'GET',
    path: '/api/admin/feedback',
    query: Paging.extend({
      state: z.enum(FEEDBACK_STATES, { errorMap: () => ({ message: 'validation.invalid' }) }).optional(),
    }),
    responses: {
      200: envelope(
        pageOf(FeedbackRow).extend({ counts: z.object({ open: z.number().int(), handled: z.number().int() }) }),
      ),
    },
    summary: 'The feedback form’s messages, newest first; open or handled; with the count of each.',
    metadata: staff,
  },
  feedbackHandle: {
    method: 'POST',
    path: '/api/admin/feedback/:id/handle',
    pathParams: id,
    body: z.object({ note: requiredText('validation.invalid', 1000, { multiline: true }) }),
    responses: { 200: envelope(FeedbackRow) },
    summary: 'Marks a message handled with a note (who and when are recorded). 409 when handled already.',
    metadata: { ...staff, rateLimit: 'write' },
  },
  subscriberList: {
    method: 'GET',
    path: '/api/admin/newsletter',
    query: Paging.extend({ q: Search.describe('part of the e-mail') }),
    responses: { 200: envelope(pageOf(SubscriberRow)) },
    summary: 'The newsletter’s subscribers, newest first; a search by e-mail.',
    metadata: staff,
  },
  subscriberExport: {
    method: 'GET',
    path: '/api/admin/newsletter/export',
    query: Sequence.extend({
      format: z.enum(['csv', 'xlsx'], { errorMap: () => ({ message: 'validation.invalid' }) }).default('csv'),
    }),
    responses: { 200: c.otherResponse({ contentType: 'application/octet-stream', body: file }) },
    summary:
      'Every subscriber as CSV (UTF-8, RFC 4180 quoting; a cell starting with = + - @ is prefixed with an apostrophe so that no spreadsheet runs it) or xlsx (text cells). Audited.',
    metadata: {
      ...staff,
      rateLimit: 'write',
      file: { contentType: 'text/csv; charset=utf-8', name: 'subscribers.csv' },
    },
  },
})
