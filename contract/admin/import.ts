import { initContract } from '@ts-rest/core'
import { z } from 'zod'
import { Money } from '../catalogue'
import { envelope, Sequence, type RouteMeta } from '../envelope'
import { UploadedFile } from '../files'
import { IdParam, requiredText } from '../validation'

/*
 * Feed import (issue 32): a supplier's offer feed (CSV/TSV/xlsx) into the catalogue, from the
 * command line (`npm run import`) or the console (/admin/catalogue/import, role admin). The
 * columns are found by their header in the ten languages and confirmed or corrected by the user
 * (FeedMapping); a preview (FeedPreview) says what an apply would do before anything is written.
 */

/** The columns of an offer feed a mapping names (each at most once). */
export const FEED_KINDS = [
  'mpn',
  'manufacturer',
  'description',
  'category',
  'package',
  'stock',
  'moq',
  'multiple',
  'price',
  'priceTiers',
  'leadTime',
  'dateCode',
  'stockLocation',
  'datasheet',
  'picture',
] as const
export const FeedKind = z.enum(FEED_KINDS, { errorMap: () => ({ message: 'validation.invalid' }) })
export type FeedKind = z.infer<typeof FeedKind>

const Column = z.number().int().min(0).max(199)

export const FeedMapping = z.object({
  /** 0-based index of the header row among the file's rows; -1 = no header. */
  header_row: z.number().int().min(-1).max(49),
  columns: z.record(FeedKind, Column).describe('which column (0-based) holds each kind'),
  tiers: z
    .array(z.object({ column: Column, quantity: z.number().int().min(1).max(100_000_000) }))
    .max(20)
    .describe('price columns of a quantity break ("Price 10+", "Preis ab 100")'),
  params: z
    .array(z.object({ column: Column, key: z.string().max(60) }))
    .max(60)
    .describe('parameter columns (a parameter key of the catalogue: resistance, tolerance, …)'),
})
export type FeedMapping = z.infer<typeof FeedMapping>

/** Why a row of a feed is not imported (the message: locales/admin `import.reason.<reason>`). */
export const REJECT_REASONS = [
  'noPartNumber',
  'noManufacturer',
  'negativeStock',
  'stockNotNumber',
  'priceNotNumber',
  'noPrice',
  'badQuantity',
  'duplicate',
  'brokenQuoting',
  'formula',
  'tooLong',
] as const
export const RejectReason = z.enum(REJECT_REASONS)
export type RejectReason = z.infer<typeof RejectReason>

const PriceStock = z.object({ price: Money.nullable(), stock: z.number().int().nullable() })

export const FeedPreview = z.object({
  rows: z.number().int().describe('data rows read (after the header)'),
  new_parts: z.number().int(),
  new_offers: z.number().int().describe('offers of this supplier for parts the catalogue has'),
  changed_offers: z.number().int(),
  unchanged: z.number().int(),
  rejected: z.number().int(),
  offers_to_zero: z.number().int().describe('with full: the supplier’s offers in stock that the feed does not name'),
  unknown_makers: z.array(z.string()).describe('makers no alias knows: created and flagged for review (first 100)'),
  unknown_categories: z.array(z.string()).describe('categories created and flagged for review (first 100)'),
  samples: z.object({
    new_parts: z.array(
      z.object({ row: z.number().int(), mpn: z.string(), manufacturer: z.string() }).merge(PriceStock),
    ),
    changed: z.array(
      z.object({
        row: z.number().int(),
        mpn: z.string(),
        manufacturer: z.string(),
        before: PriceStock,
        after: PriceStock,
      }),
    ),
    rejected: z.array(
      z.object({
        row: z.number().int().describe('row number in the file, as a spreadsheet program shows it'),
        reason: RejectReason,
        detail: z.string().describe('the cell or row it is about (cut at 80 characters)'),
      }),
    ),
  }),
})
export type FeedPreview = z.infer<typeof FeedPreview>

/** What an apply did. */
export const FeedResult = z.object({
  new_parts: z.number().int(),
  new_offers: z.number().int(),
  changed_offers: z.number().int(),
  unchanged: z.number().int(),
  rejected: z.number().int(),
  zeroed: z.number().int(),
  new_makers: z.number().int(),
  new_categories: z.number().int(),
})
export type FeedResult = z.infer<typeof FeedResult>

export const IMPORT_STATUSES = ['uploaded', 'previewed', 'applying', 'done', 'failed'] as const

/** An import job as the console shows it. */
export const ImportJob = z.object({
  id: z.number().int(),
  supplier: z.string(),
  file_name: z.string(),
  full: z.boolean(),
  status: z.enum(IMPORT_STATUSES),
  mapping: FeedMapping,
  cursor: z.number().int().describe('data rows done'),
  total: z.number().int().describe('data rows of the file (known after the preview)'),
  preview: FeedPreview.nullable(),
  result: FeedResult,
})
export type ImportJob = z.infer<typeof ImportJob>

/** The file's first rows and the mapping proposed, for the user to confirm or correct. */
export const ImportColumns = z.object({
  rows: z.array(z.array(z.string())).describe('the first rows of the file (at most 50; cells cut at 60 characters)'),
  params: z.array(z.object({ key: z.string(), name: z.string() })).describe('parameters a column may be'),
})

/** Largest feed the console takes (a larger one: `npm run import` on the server, which streams it). */
export const IMPORT_MAX_BYTES = 32 * 1024 * 1024

const c = initContract()
const CONSOLE = 'feed import (issue 32): a supplier’s offer feed into the catalogue'
const adminOnly: RouteMeta = { auth: 'admin', extension: CONSOLE }
const jobId = z.object({ id: IdParam })

/** The feed import's routes, part of the console's router (contract/admin/index.ts). */
export const importRoutes = {
  importUpload: c.mutation({
    method: 'POST',
    path: '/api/admin/catalogue/import',
    contentType: 'multipart/form-data',
    body: z.object({
      file: UploadedFile,
      supplier: requiredText('validation.required', 60).describe('the supplier whose offers the feed lists'),
      full: z
        .enum(['0', '1'])
        .optional()
        .describe('1 = a full feed: the supplier’s offers missing from it go to stock 0 at the end'),
    }),
    responses: { 200: envelope(z.object({ job: ImportJob, columns: ImportColumns })) },
    summary:
      'Admins only: stores a feed and proposes its columns (found by header in ten languages). Nothing is imported yet. 400 with the reason for a file that cannot be read.',
    metadata: {
      ...adminOnly,
      rateLimit: 'upload',
      body: { kind: 'multipart', maxBytes: IMPORT_MAX_BYTES + 64 * 1024, types: ['.csv', '.tsv', '.txt', '.xlsx'] },
    } satisfies RouteMeta,
  }),
  importPreview: c.mutation({
    method: 'POST',
    path: '/api/admin/catalogue/import/:id/preview',
    pathParams: jobId,
    body: z.object({ mapping: FeedMapping }),
    responses: { 200: envelope(ImportJob) },
    summary:
      'Admins only: the preview with the confirmed columns (new parts, changed offers before → after, unknown makers and categories, rejected rows with row and reason). Nothing is written to the catalogue. 409 once applying.',
    metadata: { ...adminOnly, rateLimit: 'write' } satisfies RouteMeta,
  }),
  importApply: c.mutation({
    method: 'POST',
    path: '/api/admin/catalogue/import/:id/apply',
    pathParams: jobId,
    body: z.object({}).passthrough(),
    responses: { 200: envelope(ImportJob) },
    summary:
      'Admins only: applies the next part of a previewed import (in batches, within D1’s limits on the Worker) and answers the progress; call again while status is applying. Audited at start and end.',
    metadata: { ...adminOnly, rateLimit: 'write' } satisfies RouteMeta,
  }),
  importJob: c.query({
    method: 'GET',
    path: '/api/admin/catalogue/import/:id',
    pathParams: jobId,
    query: Sequence,
    responses: { 200: envelope(ImportJob) },
    summary: 'Admins only: an import job and its progress.',
    metadata: adminOnly,
  }),
}
