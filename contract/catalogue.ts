import { initContract } from '@ts-rest/core'
import { z } from 'zod'
import { envelope, pageOf, Paging, Sequence, type RouteMeta } from './envelope'
import { IdParam } from './validation'

const c = initContract()

/**
 * Catalogue (issue 3): the Catalog calls of spec §7 but part search (contract/search.ts), plus one
 * extension for sitemaps. Field names follow spec §3: a suggestion is `part_number, goods_page_url`; an RFQ list
 * line needs `part_number, manufacturer, package, date_code, goods_id, goods_page_url,
 * delivery_plan_date, icons` — every goods summary below carries them.
 *
 * Words used here:
 * - part  = a manufacturer's product (mpn as published, manufacturer, package, description, ...).
 * - goods = one sellable offer of a part (supplier, stock, batch/date code, price tiers, MOQ,
 *           multiples). `goods_id` is what cart, RFQ and BOM refer to; the product page is
 *           /productdetail/{goods_id}.
 * - money = USD as an exact decimal string with 5 decimals ("1234.50000"): unit prices go below a
 *           cent (spec §9). Extended prices are exact (qty × unit price). Format only for display.
 */

const BodyId = z
  .number({ invalid_type_error: 'validation.invalid' })
  .int()
  .positive()
  .max(2 ** 31)

export const Money = z
  .string()
  .regex(/^\d+\.\d{5}$/)
  .describe('USD, exact decimal with 5 decimals, e.g. "0.12345"; format (thousands separators) for display only')

export const PriceTier = z.object({
  qty: z.number().int().describe('from this quantity on'),
  unit_price: Money,
  ext_price: Money.describe('qty × unit_price, exact'),
})

export const Lifecycle = z
  .enum(['active', 'nrnd', 'last_time_buy', 'obsolete', 'discontinued'])
  .describe('active; nrnd = not recommended for new designs; last_time_buy; obsolete; discontinued')

export const Icon = z
  .string()
  .describe('badge key: in_stock, rohs, hot, featured, recommended, preferential (the page maps keys to icons)')

/** What a list of offers shows, and what an RFQ list line / cart line is made of (spec §3). */
export const GoodsSummary = z.object({
  goods_id: z.number().int(),
  goods_page_url: z.string().describe('/productdetail/{goods_id}, without language prefix'),
  part_id: z.number().int(),
  part_number: z.string().describe('manufacturer part number as published'),
  manufacturer_id: z.number().int(),
  manufacturer: z.string(),
  package: z.string().describe('package / case, e.g. "SOIC-8"; empty when unknown'),
  date_code: z.string().describe('batch (date code), e.g. "2431" or "24+"'),
  description: z.string(),
  rohs: z.boolean().nullable().describe('RoHS compliant; null = unknown'),
  stock: z.number().int().describe('pieces in stock for this offer'),
  moq: z.number().int().describe('minimum order quantity'),
  multiple: z.number().int().describe('order quantities are multiples of this (spec: "multiples")'),
  unit_price: Money.describe('unit price at the minimum order quantity'),
  delivery_plan_date: z.string().describe('planned delivery date YYYY-MM-DD when ordered today'),
  icons: z.array(Icon),
  picture: z
    .string()
    .describe(
      "URL of the part's picture: a drawing of its package family (/assets/packages/…, content-hashed, cached a year); every part has one",
    ),
})
export type GoodsSummary = z.infer<typeof GoodsSummary>

/** A part in a list (search, category, manufacturer): its best offer plus the part's totals. */
export const PartListItem = GoodsSummary.extend({
  category_id: z.number().int(),
  category: z.string(),
  lifecycle: Lifecycle,
  offers: z.number().int().describe('number of offers (goods) of the part'),
  stock_total: z.number().int().describe('pieces in stock over all offers'),
})
export type PartListItem = z.infer<typeof PartListItem>

export const Facet = z.object({ id: z.number().int(), name: z.string(), count: z.number().int() })
export const ValueFacet = z.object({ value: z.string(), count: z.number().int() })

export const Banner = z.object({
  id: z.number().int(),
  title: z.string(),
  subtitle: z.string(),
  image: z.string().describe('image URL'),
  link: z.string().describe('site path (without language prefix) or absolute URL; empty = no link'),
})

export const CategoryRef = z.object({ id: z.number().int(), name: z.string() })

export const CategoryNode = z.object({
  id: z.number().int(),
  parent_id: z.number().int().nullable(),
  name: z.string(),
  icon: z.string().describe('icon key, e.g. "ic", "capacitor", "connector"'),
  part_count: z.number().int().describe('parts in this category and below'),
})
const CategoryLevel3 = CategoryNode
const CategoryLevel2 = CategoryNode.extend({ children: z.array(CategoryLevel3) })
/** The tree is at most three levels deep. */
export const CategoryTreeNode = CategoryNode.extend({ children: z.array(CategoryLevel2) })
export const CategoryWithChildren = CategoryNode.extend({ children: z.array(CategoryNode) })

export const CategoryInfo = CategoryNode.extend({
  description: z.string(),
  path: z.array(CategoryRef).describe('from the top-level category down to this one'),
  children: z.array(CategoryNode),
})

export const CategoryStat = z.object({
  parts: z.number().int(),
  goods: z.number().int().describe('offers'),
  goods_in_stock: z.number().int(),
  manufacturers: z.number().int(),
  categories: z.number().int(),
  list: z.array(CategoryNode.extend({ children: z.number().int().describe('number of subcategories') })),
})

export const ParamFilter = z.object({
  param_id: z.number().int(),
  name: z.string(),
  unit: z.string().describe('SI unit of `num`, e.g. "Ω", "F", "V"; empty for text values'),
  numeric: z.boolean().describe('values have numbers: the page may offer a min/max range'),
  values: z.array(
    z.object({
      value: z.string().describe('as shown, e.g. "10 kΩ"'),
      num: z.number().nullable().describe('numeric value in the SI unit, for ranges, to 12 significant digits'),
      count: z.number().int(),
    }),
  ),
})

export const CategoryFilterData = z.object({
  category: CategoryInfo,
  filters: z.array(ParamFilter),
  manufacturers: z.array(Facet),
  packages: z.array(ValueFacet),
  in_stock: z.number().int(),
  rohs: z.number().int(),
  counts_exact: z
    .boolean()
    .describe(
      "true: each count is what adding that choice to the active filters gives (the parts matching the other facets' filters and that value); false: a category of more than 20,000 parts under filters, whose counts are the whole category's",
    ),
})

/**
 * The orders of a list of parts — search results, a category's and a manufacturer's parts, with
 * the same names and the same 400 (validation.invalid, naming the field) for anything else: the
 * list's own order (default: the best match first in a search, the catalogue's order in a list), or
 * by a column of its rows, both ways.
 */
export const PART_SORTS = ['default', 'part_number', 'price', 'stock'] as const
export const PartSort = z
  .enum(PART_SORTS, { errorMap: () => ({ message: 'validation.invalid' }) })
  .describe("default = the list's own order; part_number; price = the default offer's unit price; stock = its stock")
export type PartSort = z.infer<typeof PartSort>
export const SortOrder = z
  .enum(['asc', 'desc'], { errorMap: () => ({ message: 'validation.invalid' }) })
  .describe('asc or desc, for a sort by a column')
export type SortOrder = z.infer<typeof SortOrder>
/** A list's sort, as its query or body takes it. */
export const PartSorting = { sort: PartSort.default('default'), order: SortOrder.default('asc') }

const FilterIds = z.array(BodyId).max(50)
const FilterValues = z.array(z.string().max(100)).max(50)

/** The filters of a category page; counts and listings take the same. */
export const CategoryFilterQuery = z.object({
  category_id: BodyId,
  params: z
    .array(
      z.object({
        param_id: BodyId,
        values: FilterValues.optional().describe('any of these values'),
        min: z
          .number()
          .finite()
          .optional()
          .describe('numeric value ≥ min (SI unit; ends match within a relative 1e-9)'),
        max: z
          .number()
          .finite()
          .optional()
          .describe('numeric value ≤ max (SI unit; ends match within a relative 1e-9)'),
      }),
    )
    .max(20)
    .optional(),
  manufacturer_ids: FilterIds.optional(),
  packages: FilterValues.optional(),
  in_stock: z.boolean().optional(),
  rohs: z.boolean().optional(),
})

export const CategoryQuery = CategoryFilterQuery.extend({
  ...PartSorting,
  page: z.number({ invalid_type_error: 'validation.invalid' }).int().min(1).max(10_000).default(1),
  page_size: z.number({ invalid_type_error: 'validation.invalid' }).int().min(1).max(100).default(20),
})

export const CategoryListing = pageOf(PartListItem).extend({
  category: CategoryInfo,
  total_capped: z.boolean().describe('true when there are more than `total` (counts stop at 10,000)'),
})

export const Manufacturer = z.object({
  id: z.number().int(),
  name: z.string(),
  logo: z.string().describe('logo URL; empty = none (show the name)'),
  website: z.string(),
  part_count: z.number().int(),
})

export const ManufacturerDetail = Manufacturer.extend({
  description: z.string().describe('in the request locale, English fallback; may be empty'),
  aliases: z.array(z.string()).describe('other names and spellings (TI, ON Semiconductor, Fairchild, ...)'),
  categories: z.array(Facet).describe('its main categories with part counts'),
  parts: pageOf(PartListItem),
})

export const GoodsOffer = z.object({
  goods_id: z.number().int(),
  goods_page_url: z.string(),
  supplier: z.string(),
  stock_location: z.string(),
  date_code: z.string(),
  stock: z.number().int(),
  moq: z.number().int(),
  multiple: z.number().int(),
  unit_price: Money,
  price_tiers: z.array(PriceTier),
  delivery_plan_date: z.string(),
  icons: z.array(Icon),
})

/** The product page (spec §3 "Part" plus the offer): every field of /productdetail/{id}. */
export const GoodsDetail = GoodsSummary.extend({
  supplier: z.string(),
  stock_location: z.string(),
  ext_price: Money.describe('moq × unit_price, exact'),
  price_tiers: z.array(PriceTier),
  datasheet: z.string().describe('datasheet URL; empty when none'),
  lifecycle: Lifecycle,
  factory_lead_time_weeks: z.number().int().nullable(),
  category_id: z.number().int(),
  category_path: z.array(CategoryRef),
  manufacturer_logo: z.string(),
  parameters: z.array(
    z.object({
      name: z.string(),
      value: z.string(),
      derived: z
        .boolean()
        .describe("true: read from the part's description by the import, not given by the manufacturer's data"),
    }),
  ),
  cross_references: z
    .array(z.object({ source: z.string(), code: z.string() }))
    .describe("other distributors' codes for the part, e.g. Digi-Key"),
  offers: z.array(GoodsOffer).describe('every offer of the part, this one included'),
  canonical_goods_id: z.number().int().describe('the goods id of the canonical product page of the part'),
  updated_at: z.string(),
})
export type GoodsDetail = z.infer<typeof GoodsDetail>

export const BlogRef = z.object({
  id: z.number().int(),
  title: z.string(),
  summary: z.string(),
  locale: z.string().describe('language of the title and summary: the request language, else English'),
  image: z.string(),
  published_at: z.string(),
})

export const Pdf = z.object({
  title: z.string(),
  url: z.string(),
  kind: z.enum(['datasheet', 'application_note', 'user_guide', 'other']),
  host: z.string().describe('host name of the URL (datasheet links to trusted hosts open directly)'),
})

export const Floor = z.object({
  id: z.number().int(),
  title: z.string(),
  subtitle: z.string(),
  category_id: z.number().int().nullable(),
  icon: z.string(),
  goods: z.array(GoodsSummary),
})

export const ProductNavItem = z.object({
  goods_id: z.number().int(),
  goods_page_url: z.string(),
  part_number: z.string(),
  manufacturer: z.string(),
  description: z.string(),
})

export const SitemapPage = z.object({
  type: z.enum(['parts', 'categories', 'manufacturers']),
  file: z.number().int(),
  files: z.number().int().describe('how many files of `per_file` entries cover this type'),
  per_file: z.number().int(),
  list: z.array(z.object({ id: z.number().int(), lastmod: z.string() })),
})

export const FEATURE_TYPES = ['featured', 'hot', 'recommended', 'preferential'] as const
/** Buckets of the A–Z index: a letter, a digit, or other. */
export const LETTERS = [
  'a',
  'b',
  'c',
  'd',
  'e',
  'f',
  'g',
  'h',
  'i',
  'j',
  'k',
  'l',
  'm',
  'n',
  'o',
  'p',
  'q',
  'r',
  's',
  't',
  'u',
  'v',
  'w',
  'x',
  'y',
  'z',
  '0',
  '1',
  '2',
  '3',
  '4',
  '5',
  '6',
  '7',
  '8',
  '9',
  'other',
] as const

const goodsIdParams = z.object({ id: IdParam.describe('goods_id') })

export const catalogueContract = c.router({
  bannerList: {
    method: 'GET',
    path: '/api/index/bannerList',
    query: Sequence,
    responses: { 200: envelope(z.array(Banner)) },
    summary: 'Home page banners, in order, in the request locale',
    metadata: { cache: 300 } satisfies RouteMeta,
  },
  floorList: {
    method: 'GET',
    path: '/api/index/floorList',
    query: Sequence,
    responses: { 200: envelope(z.array(Floor)) },
    summary: 'Home page floors: a title, a category and its showcased offers',
    metadata: { cache: 300 } satisfies RouteMeta,
  },
  featureGoodsList: {
    method: 'GET',
    path: '/api/index/featureGoodsList',
    query: Paging.extend({
      type: z.enum(FEATURE_TYPES).default('featured').describe('featured, hot (hot-sale), recommended, preferential'),
    }),
    responses: { 200: envelope(pageOf(GoodsSummary)) },
    summary: 'Featured products, hot-sale parts, recommended parts or the preferential zone',
    metadata: { cache: 300 } satisfies RouteMeta,
  },
  getCategoryList: {
    method: 'GET',
    path: '/api/index/getCategoryList',
    query: Sequence,
    responses: { 200: envelope(z.array(CategoryWithChildren)) },
    summary: 'Top-level categories with their subcategories (home page menu)',
    metadata: { cache: 300 } satisfies RouteMeta,
  },
  categoryTree: {
    method: 'GET',
    path: '/api/category/tree',
    query: Sequence,
    responses: { 200: envelope(z.array(CategoryTreeNode)) },
    summary: 'The whole category tree (at most three levels) with part counts',
    metadata: { cache: 300 } satisfies RouteMeta,
  },
  categoryStat: {
    method: 'GET',
    path: '/api/category/stat',
    query: Sequence,
    responses: { 200: envelope(CategoryStat) },
    summary: 'Catalogue totals (parts, offers, manufacturers, categories) and part counts of the top-level categories',
    metadata: { cache: 300 } satisfies RouteMeta,
  },
  getCategoryFilter: {
    method: 'POST',
    path: '/api/index/getCategoryFilter',
    query: Sequence,
    body: CategoryFilterQuery,
    responses: { 200: envelope(CategoryFilterData) },
    summary:
      'The parametric filters of a category with value counts, plus manufacturer and package facets; with active filters, each count is what adding that choice would give',
    metadata: {} satisfies RouteMeta,
  },
  getCategory: {
    method: 'POST',
    path: '/api/index/getCategory',
    query: Sequence,
    body: CategoryQuery,
    responses: { 200: envelope(CategoryListing) },
    summary:
      'A category with its parts, filtered by parameters, manufacturers, packages, stock and RoHS, paginated, sorted as search results are (400 for an unknown sort)',
    metadata: {} satisfies RouteMeta,
  },
  productNav: {
    method: 'GET',
    path: '/api/index/productNav',
    query: Sequence.extend({
      letter: z
        .string({ required_error: 'validation.required' })
        .transform((v) => v.toLowerCase())
        .pipe(z.enum(LETTERS, { errorMap: () => ({ message: 'validation.invalid' }) }))
        .describe('a–z, 0–9 or "other" (part numbers beginning with anything else)'),
      page: z.coerce.number({ invalid_type_error: 'validation.invalid' }).int().min(1).max(10_000).default(1),
      page_size: z.coerce.number({ invalid_type_error: 'validation.invalid' }).int().min(1).max(200).default(100),
    }),
    responses: {
      200: envelope(pageOf(ProductNavItem).extend({ letter: z.string() })),
    },
    summary: 'Alphabetical product index (/products/{letter}/{page}): part numbers by first character',
    metadata: { cache: 3600 } satisfies RouteMeta,
  },
  manufacturers: {
    method: 'GET',
    path: '/api/manufacturers',
    query: Sequence.extend({
      page: z.coerce.number({ invalid_type_error: 'validation.invalid' }).int().min(1).max(10_000).default(1),
      page_size: z.coerce.number({ invalid_type_error: 'validation.invalid' }).int().min(1).max(200).default(50),
      letter: z
        .string()
        .transform((v) => v.toLowerCase())
        .pipe(z.enum(LETTERS, { errorMap: () => ({ message: 'validation.invalid' }) }))
        .optional()
        .describe('names beginning with this letter or digit ("other": anything else)'),
      keyword: z.string().max(100).optional().describe('part of the name or of an alias'),
    }),
    responses: { 200: envelope(pageOf(Manufacturer)) },
    summary: 'Manufacturers by name, with part counts',
    metadata: { cache: 300 } satisfies RouteMeta,
  },
  manufacturer: {
    method: 'GET',
    path: '/api/manufacturers/:id',
    pathParams: z.object({ id: IdParam }),
    query: Paging.extend(PartSorting),
    responses: { 200: envelope(ManufacturerDetail) },
    summary:
      'A manufacturer: description, aliases, main categories and its parts (paginated; sorted as search results are, 400 for an unknown sort)',
    metadata: { cache: 300 } satisfies RouteMeta,
  },
  goodsDetail: {
    method: 'GET',
    path: '/api/goods/goodsDetail',
    query: Sequence.extend({ goods_id: IdParam }),
    responses: { 200: envelope(GoodsDetail) },
    summary: 'The product page: part, this offer with price tiers, parameters, cross-references and the other offers',
    metadata: { cache: 60 } satisfies RouteMeta,
  },
  recommend: {
    method: 'GET',
    path: '/api/goods/recommend/:id',
    pathParams: goodsIdParams,
    query: Sequence,
    responses: { 200: envelope(z.array(GoodsSummary)) },
    summary: 'Recommended parts for a product page (same category, in stock), at most 10',
    metadata: { cache: 300 } satisfies RouteMeta,
  },
  relatedBlogs: {
    method: 'GET',
    path: '/api/goods/relatedBlogs/:id',
    pathParams: goodsIdParams,
    query: Sequence,
    responses: { 200: envelope(z.array(BlogRef)) },
    summary: 'News articles related to a product (linked to the part, its category or its manufacturer), at most 5',
    metadata: { cache: 300 } satisfies RouteMeta,
  },
  relevantPdf: {
    method: 'GET',
    path: '/api/goods/relevantPdf/:id',
    pathParams: goodsIdParams,
    query: Sequence,
    responses: { 200: envelope(z.array(Pdf)) },
    summary: 'Documents of a product: datasheet first, then application notes and guides',
    metadata: { cache: 300 } satisfies RouteMeta,
  },
  sitemap: {
    method: 'GET',
    path: '/api/catalogue/sitemap',
    query: Sequence.extend({
      type: z.enum(['parts', 'categories', 'manufacturers']),
      file: z.coerce.number({ invalid_type_error: 'validation.invalid' }).int().min(1).max(100_000).default(1),
      per_file: z.coerce.number({ invalid_type_error: 'validation.invalid' }).int().min(1).max(50_000).default(50_000),
    }),
    responses: { 200: envelope(SitemapPage) },
    summary: 'Ids and last-modified times for sitemap files (parts: the canonical goods id of each part)',
    metadata: {
      cache: 3600,
      extension:
        'the sitemap index must cover every part, category and manufacturer in files of at most 50,000 URLs; this lists them in stable id ranges without loading a million rows into a page',
    } satisfies RouteMeta,
  },
})
