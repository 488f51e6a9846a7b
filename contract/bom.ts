import { initContract } from '@ts-rest/core'
import { z } from 'zod'
import { envelope, pageOf, Paging, Sequence, type RouteMeta } from './envelope'
import { Id, MAX_CART_LINES, Qty } from './cart'
import { Money } from './catalogue'
import { SpreadsheetFile, XLSX_TYPE } from './files'
import { IdParam, optionalText, requiredText } from './validation'
import { BOM_COLUMN_KINDS } from './bom-columns'

/*
 * The BOM tool (spec §2 /bom and /bom/{id}, §3 matched / unmatched rows, §4 BOM, §7 BOM calls,
 * §8 'no offers found for {part_number}'). A buyer uploads a parts list as they have it (xlsx, xls,
 * csv, or pasted text); the server reads it (server/domains/sheets) and proposes which column is
 * which; the buyer confirms or corrects that (mateBom, changeBomMatching), and every line is
 * matched to a part of the catalogue — or left unmatched, never matched to a wrong part — with an
 * offer chosen for it. A BOM belongs to the user who uploaded it: anyone else's is 404. A guest may
 * upload, map, match, change and send lines to the guest cart too (RouteMeta.guestBom): the BOM is
 * then reachable for 24 hours by its private link's token (header Bom-Token), and moves into the
 * account when the guest registers or signs in. Listing, renaming, deleting and exporting need an
 * account (4001).
 *
 * Every price is computed by the server from the chosen offer's tiers for the line's order quantity
 * = requested quantity × usage sets, rounded up to the offer's minimum and multiples (the cart's
 * rules, contract/pricing.ts). Money: exact decimal strings with 5 decimals, USD.
 */

const c = initContract()

export const BOM_MAX_BYTES = 5 * 1024 * 1024
export const BOM_MAX_LINES = 10_000
export const BOM_MAX_SETS = 100_000

/** How a line was matched, surest first (server/domains/search/match.ts, server/domains/bom/match.ts). */
export const MATCH_KINDS = [
  'exact',
  'normalised',
  'suffix',
  'cross-reference',
  'alias-narrowed',
  'parametric',
  'manual',
  'candidates-only',
  'none',
] as const
export const MatchKind = z.enum(MATCH_KINDS)
export type MatchKind = z.infer<typeof MatchKind>

export { BOM_COLUMN_KINDS }
const Column = z.number({ invalid_type_error: 'validation.invalid' }).int('validation.invalid').min(0).max(1000)
/** Which column (0-based) holds what; a kind the file lacks is absent. */
export const ColumnMapping = z
  .object(
    Object.fromEntries(BOM_COLUMN_KINDS.map((k) => [k, Column.optional()])) as Record<
      (typeof BOM_COLUMN_KINDS)[number],
      z.ZodOptional<typeof Column>
    >,
  )
  .strict('validation.invalid')
export type ColumnMapping = z.infer<typeof ColumnMapping>

export const BomTab = z.enum(['all', 'matched', 'unmatched'], { errorMap: () => ({ message: 'validation.invalid' }) })
export type BomTab = z.infer<typeof BomTab>

export const BomSummary = z.object({
  id: z.number().int(),
  name: z.string(),
  file_name: z.string().describe('as uploaded; "" for pasted text'),
  sets: z.number().int().describe('usage sets: every requested quantity is multiplied by it'),
  status: z.enum(['mapping', 'matched']).describe('mapping: the columns wait for the buyer to confirm them'),
  line_count: z.number().int(),
  matched_count: z.number().int(),
  unmatched_count: z.number().int(),
  total: Money.describe('sum of the matched lines’ extended prices (order quantity × tier unit price), exact'),
  created_at: z.string(),
  updated_at: z.string().describe('last updated, ISO 8601'),
  guest_expires_at: z
    .string()
    .nullable()
    .describe('a guest’s BOM: when it is deleted (ISO 8601, 24 hours after the upload); null for an account’s'),
})
export type BomSummary = z.infer<typeof BomSummary>

/** What the reader found in the file: for the column-mapping step. */
export const BomColumns = z.object({
  format: z.enum(['xlsx', 'xls', 'csv', 'text']),
  sheet_name: z.string(),
  header_row: z.number().int().describe('index into rows of the header row, -1 when the file has none'),
  header: z.array(z.string()).describe('the header row’s texts, one per column'),
  width: z.number().int().describe('number of columns'),
  mapping: ColumnMapping,
  confidence: z.record(z.number()).describe('per column kind, 0 to 1'),
  rows: z.array(z.array(z.string())).describe('the first rows of the sheet as text (title rows and header included)'),
})

export const BomOffer = z.object({
  goods_id: z.number().int(),
  goods_page_url: z.string(),
  supplier: z.string(),
  stock_location: z.string().describe('where the stock is, named in the Lang language (locales/place-names.ts)'),
  date_code: z.string(),
  stock: z.number().int(),
  moq: z.number().int().describe('minimum order quantity'),
  multiple: z.number().int(),
  delivery_plan_date: z.string().describe('planned delivery YYYY-MM-DD when ordered today (the lead time)'),
  needed_qty: z.number().int().describe('what the line needs: requested × sets'),
  order_qty: z.number().int().describe('requested × sets, rounded up to the minimum and multiples'),
  over_minimum: z
    .boolean()
    .describe('the offer’s minimum is above the needed quantity: it forces buying more than the line needs'),
  unit_price: Money.describe('the tier price for order_qty'),
  ext_price: Money.describe('order_qty × unit_price, exact'),
  availability: z.enum(['inStock', 'understock', 'soldOut']),
})
export type BomOffer = z.infer<typeof BomOffer>

export const BomPart = z.object({
  part_id: z.number().int(),
  part_number: z.string(),
  manufacturer: z.string(),
  package: z.string(),
  description: z.string(),
  lead_time_weeks: z.number().int().nullable().describe('factory lead time'),
})

export const BomLine = z.object({
  id: z.number().int(),
  row: z.number().int().describe('row in the uploaded file, as the buyer sees it'),
  part_number: z.string().describe('the part as uploaded'),
  manufacturer: z.string().describe('as uploaded'),
  quantity: z.number().int().describe('requested quantity (per set)'),
  quantity_text: z.string().describe('the quantity cell as written'),
  designators: z.string(),
  description: z.string(),
  customer_ref: z.string(),
  supplier_pn: z.string().describe('another distributor’s code, as uploaded'),
  match_kind: MatchKind,
  confidence: z.number().describe('0 to 1'),
  matched: z.boolean(),
  part: BomPart.nullable(),
  offer: BomOffer.nullable().describe('the chosen offer, priced for the order quantity; null when unmatched'),
  offer_count: z.number().int().describe('offers of the matched part (moreSupplier)'),
  candidate_count: z.number().int().describe('parts offered for an unmatched line (morePartNumber)'),
})
export type BomLine = z.infer<typeof BomLine>

/** Why a part is offered for a line: the matcher's candidate, the matched part's packaging variant, same-maker family or parametric equivalent, or a search hit. */
export const BOM_CANDIDATE_RELATIONS = ['candidate', 'variant', 'family', 'parametric', 'search'] as const

export const BomCandidate = BomPart.omit({ lead_time_weeks: true }).extend({
  relation: z.enum(BOM_CANDIDATE_RELATIONS),
  stock_total: z.number().int(),
  offers: z.number().int(),
  unit_price: Money.describe('the best offer’s price at its minimum'),
})

/** Why a selected line did not go to the cart (addCart). */
export const BOM_CART_REASONS = ['unmatched', 'soldOut', 'understock', 'quantityRule', 'cartFull', 'lineMax'] as const
export const BomCartReason = z.enum(BOM_CART_REASONS)
export type BomCartReason = z.infer<typeof BomCartReason>

export const BomCartOutcome = z.object({
  line_id: z.number().int(),
  row: z.number().int(),
  part_number: z.string().describe('the part as uploaded'),
  reason: BomCartReason.describe(
    'unmatched: no part; soldOut / understock: the chosen offer has no or too few pieces for the order quantity; quantityRule: with what the cart holds already, the quantity breaks the offer’s minimum or multiples; cartFull: the cart holds its most lines',
  ),
  message: z.string().describe('the reason in the Lang language'),
})
export type BomCartOutcome = z.infer<typeof BomCartOutcome>

const LineIds = z.array(Id).max(BOM_MAX_LINES, 'validation.invalid')

const BomIdQuery = Sequence.extend({ bom_id: IdParam })
const LineQuery = BomIdQuery.extend({ line_id: IdParam })
/** "12" or "12,13,14": lines or BOMs to delete. */
const IdList = z
  .string({ required_error: 'validation.invalid' })
  .regex(/^[0-9]{1,10}(,[0-9]{1,10}){0,9999}$/, 'validation.invalid')
  .transform((v) => [...new Set(v.split(',').map(Number))])

const MappingInput = z.object({
  bom_id: Id,
  mapping: ColumnMapping,
  header_row: z.number().int().min(-1).max(1_000_000).optional().describe('index of the header row; -1: none'),
})

const Name = requiredText('validation.required', 100)

export const bomContract = c.router({
  downloadTemplate: {
    method: 'GET',
    path: '/api/bom/downloadTemplate',
    responses: { 200: c.otherResponse({ contentType: XLSX_TYPE, body: z.instanceof(Uint8Array) }) },
    summary:
      'The BOM template: an xlsx file with the columns part number, manufacturer and quantity, named in the Lang language',
    metadata: { file: { contentType: XLSX_TYPE, name: 'bom-template.xlsx' } } satisfies RouteMeta,
  },
  uploadBom: {
    method: 'POST',
    path: '/api/bom/uploadBom',
    contentType: 'multipart/form-data',
    query: Sequence,
    body: z
      .object({
        file: SpreadsheetFile.optional().describe('xlsx, xls or csv, at most 5 MB and 10,000 lines'),
        text: optionalText(BOM_MAX_BYTES, { multiline: true }).describe('pasted lines, instead of a file'),
        name: optionalText(100).describe('the BOM’s name; the file name when absent'),
      })
      .refine((b) => b.file || b.text, { message: 'validation.required', path: ['file'] }),
    responses: {
      200: envelope(
        z.object({
          bom: BomSummary,
          columns: BomColumns,
          guest_token: z
            .string()
            .optional()
            .describe(
              'a guest’s upload: the token of the BOM’s private link (/bom/{id}?token=), sent back as header Bom-Token',
            ),
        }),
      ),
    },
    summary:
      'Upload a parts list (form field `file`, or pasted `text`): stored through the file store, read, and the detected columns proposed. The lines are matched once the columns are confirmed (mateBom). 400 with the reader’s message for an empty, unreadable, mistyped, too long or too wide (beyond column 200) file. Limited per address and per account (429, limit upload).',
    metadata: {
      guestBom: true,
      rateLimit: 'upload',
      perAccount: true,
      body: { kind: 'multipart', maxBytes: BOM_MAX_BYTES + 64 * 1024, types: ['.xlsx', '.xls', '.csv'] },
    } satisfies RouteMeta,
  },
  bomList: {
    method: 'GET',
    path: '/api/bom/bomList',
    query: Paging,
    responses: { 200: envelope(pageOf(BomSummary)) },
    summary: 'The user’s BOMs, last updated first',
    metadata: { auth: 'user' } satisfies RouteMeta,
  },
  mateBom: {
    method: 'POST',
    path: '/api/bom/mateBom',
    query: Sequence,
    body: z.object({
      bom_id: Id,
      mapping: ColumnMapping.optional().describe('the columns as the buyer confirmed them; absent: as detected'),
      header_row: z.number().int().min(-1).max(1_000_000).optional(),
    }),
    responses: { 200: envelope(BomSummary) },
    summary:
      'Match the BOM: confirms the columns (optionally corrected) and matches every line; again later, refreshes matches and prices (lines whose part the buyer chose keep it). Limited per address and per account (429, limit bomMatch).',
    metadata: { guestBom: true, rateLimit: 'bomMatch', perAccount: true } satisfies RouteMeta,
  },
  mainBom: {
    method: 'GET',
    path: '/api/bom/mainBom',
    query: BomIdQuery,
    responses: { 200: envelope(BomSummary.extend({ columns: BomColumns })) },
    summary: 'One BOM: name, file, usage sets, counts, total in USD, and its columns',
    metadata: { guestBom: true } satisfies RouteMeta,
  },
  editBomName: {
    method: 'PUT',
    path: '/api/bom/editBomName',
    query: Sequence,
    body: z.object({ bom_id: Id, name: Name }),
    responses: { 200: envelope(BomSummary) },
    summary: 'Rename a BOM',
    metadata: { auth: 'user', rateLimit: 'write' } satisfies RouteMeta,
  },
  mainBomList: {
    method: 'GET',
    path: '/api/bom/mainBomList',
    query: BomIdQuery.merge(Paging).extend({
      tab: BomTab.default('all'),
      page_size: z.coerce.number({ invalid_type_error: 'validation.invalid' }).int().min(1).max(500).default(50),
    }),
    responses: { 200: envelope(pageOf(BomLine).extend({ counts: z.record(BomTab, z.number().int()) })) },
    summary: 'The lines of a BOM in file order (tabs all / matched / unmatched), each with its match and chosen offer',
    metadata: { guestBom: true } satisfies RouteMeta,
  },
  delBom: {
    method: 'DELETE',
    path: '/api/bom/delBom',
    query: Sequence.extend({ bom_id: IdList.describe('a BOM id, or several separated by commas') }),
    responses: { 200: envelope(z.object({ deleted: z.number().int() })) },
    summary: 'Delete BOMs (ids that are not the user’s are ignored)',
    metadata: { auth: 'user', rateLimit: 'write' } satisfies RouteMeta,
  },
  changeQty: {
    method: 'PUT',
    path: '/api/bom/changeQty',
    query: Sequence,
    body: z.object({ bom_id: Id, line_id: Id, quantity: Qty.describe('requested quantity per set') }),
    responses: { 200: envelope(BomLine) },
    summary: 'Change a line’s requested quantity; its offer is chosen again unless the buyer chose it',
    metadata: { guestBom: true, rateLimit: 'write' } satisfies RouteMeta,
  },
  multiplexBom: {
    method: 'POST',
    path: '/api/bom/multiplexBom',
    query: Sequence,
    body: z.object({
      bom_id: Id,
      sets: z
        .number({ invalid_type_error: 'validation.invalid', required_error: 'validation.invalid' })
        .int('validation.invalid')
        .min(1, 'validation.invalid')
        .max(BOM_MAX_SETS, 'validation.invalid'),
    }),
    responses: { 200: envelope(BomSummary) },
    summary:
      'Set the usage sets (every requested quantity × sets); offers are chosen again unless the buyer chose them',
    metadata: { guestBom: true, rateLimit: 'write' } satisfies RouteMeta,
  },
  delBomSource: {
    method: 'DELETE',
    path: '/api/bom/delBomSource',
    query: BomIdQuery.extend({ line_id: IdList.describe('a line id, or several separated by commas') }),
    responses: { 200: envelope(BomSummary) },
    summary: 'Delete lines of a BOM',
    metadata: { guestBom: true, rateLimit: 'write' } satisfies RouteMeta,
  },
  moreSupplier: {
    method: 'GET',
    path: '/api/bom/moreSupplier',
    query: LineQuery,
    responses: { 200: envelope(z.object({ chosen: z.number().int().nullable(), list: z.array(BomOffer) })) },
    summary: 'Every offer of a line’s matched part, priced for the line’s order quantity, best first',
    metadata: { guestBom: true } satisfies RouteMeta,
  },
  changeSupplier: {
    method: 'PUT',
    path: '/api/bom/changeSupplier',
    query: Sequence,
    body: z.object({ bom_id: Id, line_id: Id, goods_id: Id }),
    responses: { 200: envelope(BomLine) },
    summary: 'Choose another offer of the line’s part (404 if the offer is not one of the part’s)',
    metadata: { guestBom: true, rateLimit: 'write' } satisfies RouteMeta,
  },
  addBomSource: {
    method: 'POST',
    path: '/api/bom/addBomSource',
    query: Sequence,
    body: z.object({
      bom_id: Id,
      part_number: requiredText('validation.required', 100),
      manufacturer: optionalText(100),
      quantity: Qty,
      customer_ref: optionalText(100),
      description: optionalText(300),
    }),
    responses: { 200: envelope(BomLine) },
    summary: 'Add a line to a BOM; it is matched at once',
    metadata: { guestBom: true, rateLimit: 'write' } satisfies RouteMeta,
  },
  morePartNumber: {
    method: 'GET',
    path: '/api/bom/morePartNumber',
    query: LineQuery.extend({
      q: optionalText(100).describe('a search of the buyer’s own: its results instead (part number, words or values)'),
    }),
    responses: { 200: envelope(z.object({ list: z.array(BomCandidate) })) },
    summary:
      'Parts the line may take instead, closest first: the matcher’s candidates, and for a matched line its part’s packaging variants, same-maker family and parametric equivalents; with q, the search’s results for q',
    metadata: { guestBom: true } satisfies RouteMeta,
  },
  changePartNumber: {
    method: 'PUT',
    path: '/api/bom/changePartNumber',
    query: Sequence,
    body: z.object({ bom_id: Id, line_id: Id, part_id: Id }),
    responses: { 200: envelope(BomLine) },
    summary: 'Choose the part of a line (match kind "manual"); its best offer is chosen',
    metadata: { guestBom: true, rateLimit: 'write' } satisfies RouteMeta,
  },
  changeBomMatching: {
    method: 'PUT',
    path: '/api/bom/changeBomMatching',
    query: Sequence,
    body: MappingInput,
    responses: { 200: envelope(BomSummary) },
    summary:
      'Correct the column mapping (and header row): the file is read again with it and every line matched anew. 400 when the columns do not fit the file. Limited per address and per account (429, limit bomMatch).',
    metadata: { guestBom: true, rateLimit: 'bomMatch', perAccount: true } satisfies RouteMeta,
  },
  addCart: {
    method: 'POST',
    path: '/api/bom/addCart',
    query: Sequence,
    body: z
      .object({
        bom_id: Id,
        line_ids: LineIds.min(1, 'validation.invalid').optional().describe('the selected lines'),
        tab: BomTab.optional().describe('instead of line_ids: every line of the tab ("select all")'),
        except_ids: LineIds.optional().describe('with tab: lines the buyer unticked'),
        add_others: z
          .boolean({ invalid_type_error: 'validation.invalid' })
          .optional()
          .describe('true: when some lines cannot go, add the others; absent or false: all or nothing'),
      })
      .refine((b) => !b.line_ids !== !b.tab, { message: 'validation.invalid', path: ['line_ids'] }),
    responses: {
      200: envelope(
        z.object({
          added: z
            .number()
            .int()
            .describe('selected lines that went to the cart (0 when any was refused, unless add_others)'),
          addable: z.number().int().describe('selected lines that pass the cart’s rules: what add_others would add'),
          count: z.number().int().describe('lines in the cart now'),
          refused: z.array(BomCartOutcome).describe('selected lines that did not, in file order, each with its reason'),
        }),
      ),
    },
    summary: `Send selected lines to the cart in one call, all or nothing: each line's chosen offer at its order quantity (requested × usage sets, rounded up to the minimum and multiples), checked by the cart's rules (stock, minimum and multiples, the line maximum, at most ${MAX_CART_LINES} lines; an offer already in the cart gets the quantity added) and written in one transaction. When any line cannot go (no match, out of stock for its quantity, a quantity the cart refuses, beyond the cart's room) nothing is added and every such line is named back with its reason, unless add_others is true: then the others are added.`,
    metadata: {
      rateLimit: 'cart',
      guestBom: true,
      extension:
        'the spec sends a BOM selection to the cart but names no call for it; one call instead of the browser looping over addMultiple',
    } satisfies RouteMeta,
  },
  exportBom: {
    method: 'GET',
    path: '/api/bom/exportBom',
    query: BomIdQuery,
    responses: { 200: c.otherResponse({ contentType: XLSX_TYPE, body: z.instanceof(Uint8Array) }) },
    summary:
      'The BOM as matched: an xlsx with the uploaded and matched columns, prices and the total, in the Lang language',
    metadata: { auth: 'user', file: { contentType: XLSX_TYPE, name: 'bom.xlsx' } } satisfies RouteMeta,
  },
})
