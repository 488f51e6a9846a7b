import { z } from 'zod'
import { Money } from '../catalogue'

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
