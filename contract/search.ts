import { initContract } from '@ts-rest/core'
import { z } from 'zod'
import { envelope, pageOf, Paging, Sequence, type RouteMeta } from './envelope'
import { Facet, Money, PartListItem, PartSort, SortOrder, ValueFacet } from './catalogue'
import { IdParam, maxCharacters } from './validation'
import { KEYWORD_MAX_LENGTH } from './values'

const c = initContract()

/**
 * Part search (issue 3): the search results page's call and the search box's suggestions, two of
 * the Catalog calls of spec §7. The original API groups them with the catalogue, so the client
 * reaches them as `catalogue.search` and `catalogue.searchOption` (contract/index.ts joins the two
 * routers); the schemas and routes are search's own.
 */

/** true/false in a query string: 1, 0, true, false. */
const Flag = z
  .union([z.boolean(), z.enum(['0', '1', 'true', 'false'])], {
    errorMap: () => ({ message: 'validation.invalid' }),
  })
  .transform((v) => v === true || v === '1' || v === 'true')

export const MatchKind = z
  .enum(['exact', 'xref', 'base', 'parametric', 'prefix', 'substring', 'keyword', 'manufacturer'])
  .describe(
    "why the part matched: exact part number; xref = another distributor's code; base = the part number without a packaging/ordering suffix (-TR, #PBF, ...); parametric = the query named values (10k 0603, 100nF 0402 X7R) and the part's parameters are those values; prefix; substring; keyword (description, manufacturer, category); manufacturer = the query named only a manufacturer",
  )

export const SearchHit = PartListItem.extend({
  match: MatchKind,
  matched_code: z.string().nullable().describe('the cross-reference code or base part number that matched, if any'),
})

export const SearchResult = pageOf(SearchHit).extend({
  keyword: z.string().describe('the query as received, trimmed'),
  normalized: z.string().describe('the query as a part number: upper case, letters and digits only'),
  total_capped: z.boolean().describe('true when there are more matches than `total` (at most 1,000 are ranked)'),
  manufacturer: Facet.omit({ count: true })
    .nullable()
    .describe('a manufacturer named in the query (alias such as TI, ST, onsemi) that narrowed the search'),
  facets: z.object({
    manufacturers: z.array(Facet),
    categories: z.array(Facet),
    packages: z.array(ValueFacet),
    in_stock: z.number().int().describe('matches with stock'),
    rohs: z.number().int().describe('matches that are RoHS compliant'),
  }),
})
export type SearchResult = z.infer<typeof SearchResult>

/**
 * A suggestion of the search box (spec §3: `part_number, goods_page_url`), with what a buyer
 * decides on before opening it: the stock over all offers and the price from (the part's default
 * offer, the one rule of contract/pricing.ts `rankOffers`, as the result row and the home card show it).
 */
export const Suggestion = z.object({
  part_number: z.string(),
  goods_page_url: z.string().describe("the product page of the part's default offer"),
  goods_id: z.number().int(),
  manufacturer: z.string(),
  stock_total: z.number().int().describe('pieces in stock over all offers of the part'),
  price_from: Money.describe("the default offer's unit price at its minimum order quantity"),
})

/** The orders of a list of parts (contract/catalogue.ts: search, category and manufacturer lists sort alike). */
export { PART_SORTS, PartSort, SortOrder } from './catalogue'

/** The longest search text: the search box takes no more, and /s searches the first this many characters. */
export { KEYWORD_MAX_LENGTH }

const Keyword = z
  .string({ required_error: 'validation.required', invalid_type_error: 'validation.invalid' })
  .superRefine(maxCharacters(KEYWORD_MAX_LENGTH))

export const searchContract = c.router({
  search: {
    method: 'GET',
    path: '/api/index/search',
    query: Paging.extend({
      keyword: Keyword.describe("part number, another distributor's code, or keywords (the /s?wd= text)"),
      manufacturer_id: IdParam.optional(),
      category_id: IdParam.optional().describe('this category and its subcategories'),
      package: z.string().max(100).optional(),
      in_stock: Flag.optional(),
      rohs: Flag.optional(),
      sort: PartSort.default('default').describe(
        "default = best match first; part_number; price = the default offer's unit price; stock = its stock",
      ),
      order: SortOrder.default('asc').describe('asc or desc, for a sort by a column'),
    }),
    responses: { 200: envelope(SearchResult) },
    summary:
      'Part search: exact part number, cross-reference code, base part without packaging suffix, prefix, substring, then keywords; facets and pages, ranked or sorted by part number, price or stock (400 when the text is shorter than 2 characters, or for an unknown sort)',
    metadata: { cache: 120 } satisfies RouteMeta,
  },
  searchOption: {
    method: 'GET',
    path: '/api/index/searchOption',
    query: Sequence.extend({ keyword: Keyword }),
    responses: { 200: envelope(z.array(Suggestion)) },
    summary:
      'Typeahead suggestions for the search box: at most 10 parts ranked like results (the exact part number first, then completions: parts of the real data, then those in stock, first), each with its stock and price from (empty list for blank input)',
    metadata: { cache: 300 } satisfies RouteMeta,
  },
})
