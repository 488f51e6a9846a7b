import { sql } from 'drizzle-orm'
import { index, integer, primaryKey, real, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core'

/**
 * The catalogue: manufacturers, a category tree, parts with parameters and cross-references, and
 * goods (the sellable offers of a part; `goods.id` is the goods_id that cart, RFQ and BOM refer to).
 * Text an operator may translate lives in *_translations tables keyed by locale (English fallback).
 *
 * Money: integer units of 0.00001 USD ("e5"), never floating point (spec §9: 5 decimals).
 *
 * Search indexes (FTS5: trigram over mpn_norm, words over description/manufacturer/category) are
 * virtual tables with triggers in the custom migration `catalogue_fts` (server/domains/search).
 */

export const manufacturers = sqliteTable(
  'manufacturers',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    name: text('name').notNull(),
    slug: text('slug').notNull(),
    logo: text('logo').notNull().default(''),
    website: text('website').notNull().default(''),
    /** Parts of this manufacturer; refreshed after imports (counting a million rows per request is not free). */
    partCount: integer('part_count').notNull().default(0),
    sort: integer('sort').notNull().default(0),
    /** 1 = created by a feed import from a name no alias knew: an operator should check it. */
    needsReview: integer('needs_review').notNull().default(0),
    updatedAt: text('updated_at').notNull(),
  },
  (t) => [uniqueIndex('manufacturers_slug').on(t.slug), index('manufacturers_name').on(t.name)],
)

/**
 * Other names of a manufacturer: short forms (TI, ST), former names and acquired companies
 * (Fairchild → onsemi, Linear Technology → Analog Devices) and the spellings met in imported data.
 * `alias_norm` is lower case, letters and digits only ("onsemiconductor").
 */
export const manufacturerAliases = sqliteTable(
  'manufacturer_aliases',
  {
    aliasNorm: text('alias_norm').primaryKey(),
    alias: text('alias').notNull(),
    manufacturerId: integer('manufacturer_id').notNull(),
    /** 1 = a query naming this alias narrows search to the manufacturer (not for ambiguous words). */
    searchable: integer('searchable').notNull().default(1),
  },
  (t) => [index('manufacturer_aliases_manufacturer').on(t.manufacturerId)],
)

export const manufacturerTranslations = sqliteTable(
  'manufacturer_translations',
  {
    manufacturerId: integer('manufacturer_id').notNull(),
    locale: text('locale').notNull(),
    description: text('description').notNull(),
  },
  (t) => [primaryKey({ columns: [t.manufacturerId, t.locale] })],
)

/** The category tree, at most three levels deep (depth 0, 1, 2). */
export const categories = sqliteTable(
  'categories',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    parentId: integer('parent_id'),
    depth: integer('depth').notNull().default(0),
    slug: text('slug').notNull(),
    icon: text('icon').notNull().default(''),
    sort: integer('sort').notNull().default(0),
    /** Parts in this category and below; refreshed after imports. */
    partCount: integer('part_count').notNull().default(0),
    /** 1 = created by a feed import from a name no category had: an operator should place it. */
    needsReview: integer('needs_review').notNull().default(0),
    updatedAt: text('updated_at').notNull(),
  },
  (t) => [uniqueIndex('categories_slug').on(t.slug), index('categories_parent').on(t.parentId, t.sort)],
)

export const categoryTranslations = sqliteTable(
  'category_translations',
  {
    categoryId: integer('category_id').notNull(),
    locale: text('locale').notNull(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
  },
  (t) => [primaryKey({ columns: [t.categoryId, t.locale] })],
)

/** Parameter definitions (Resistance, Capacitance, Voltage Rating, ...). */
export const params = sqliteTable(
  'params',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    key: text('key').notNull(),
    /** SI unit of the numeric value (Ω, F, H, V, A, W, Hz, %); empty for text parameters. */
    unit: text('unit').notNull().default(''),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [uniqueIndex('params_key').on(t.key)],
)

export const paramTranslations = sqliteTable(
  'param_translations',
  {
    paramId: integer('param_id').notNull(),
    locale: text('locale').notNull(),
    name: text('name').notNull(),
  },
  (t) => [primaryKey({ columns: [t.paramId, t.locale] })],
)

/** The parameters a category filters on, in order. */
export const categoryParams = sqliteTable(
  'category_params',
  {
    categoryId: integer('category_id').notNull(),
    paramId: integer('param_id').notNull(),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.categoryId, t.paramId] })],
)

/**
 * Facet counts of a category and its subcategories (parameter values, manufacturers, packages, in
 * stock, RoHS), refreshed after imports: a filter panel reads a few hundred rows instead of
 * grouping a hundred thousand parts per request.
 * kind: 'param' (key = param id), 'manufacturer' (key = manufacturer id), 'package', 'in_stock', 'rohs'.
 */
export const categoryFacets = sqliteTable(
  'category_facets',
  {
    categoryId: integer('category_id').notNull(),
    kind: text('kind').notNull(),
    key: integer('key').notNull().default(0),
    value: text('value').notNull().default(''),
    num: real('num'),
    count: integer('count').notNull(),
  },
  (t) => [primaryKey({ columns: [t.categoryId, t.kind, t.key, t.value] })],
)

export const parts = sqliteTable(
  'parts',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    /** Manufacturer part number as published. */
    mpn: text('mpn').notNull(),
    /** mpn in upper case, letters and digits only: the key of exact and prefix search. */
    mpnNorm: text('mpn_norm').notNull(),
    manufacturerId: integer('manufacturer_id').notNull(),
    categoryId: integer('category_id').notNull(),
    /** The package as the maker writes it (shown on the part). */
    package: text('package').notNull().default(''),
    /** The package as one facet value (SO-8 = SOIC-8, SOT23 = SOT-23-3 = SOT-23): parts/packages.ts, written by the import. */
    packageNorm: text('package_norm').notNull().default(''),
    description: text('description').notNull().default(''),
    datasheet: text('datasheet').notNull().default(''),
    /** A picture of the part given by a feed (its URL); '' = the package's drawing (parts/pictures.ts). */
    pictureUrl: text('picture_url').notNull().default(''),
    /** 1 compliant, 0 not, null unknown. */
    rohs: integer('rohs'),
    /** active | nrnd | last_time_buy | obsolete | discontinued */
    lifecycle: text('lifecycle').notNull().default('active'),
    leadTimeWeeks: integer('lead_time_weeks'),
    /** The offer whose page is the part's canonical product page (set when offers are added). */
    goodsId: integer('goods_id'),
    /** digikey | octopart | generated | (operator) */
    source: text('source').notNull().default(''),
    /** Weight of one piece in milligrams, for freight (shipping domain); null = not known (see unitWeightMg). */
    unitWeightMg: integer('unit_weight_mg'),
    /**
     * The unit price (e5) and the stock of the part's default offer (the one its rows show:
     * parts/sorting.ts), null without offers: what a list sorted by price or stock reads, kept by
     * triggers on `goods` (migration 0014) whatever writes an offer (the import, an order, a cancel).
     */
    sortPrice: integer('sort_price'),
    sortStock: integer('sort_stock'),
    updatedAt: text('updated_at').notNull(),
  },
  (t) => [
    // Exact and prefix search are range scans on mpn_norm; one part per number and manufacturer.
    uniqueIndex('parts_mpn_norm').on(t.mpnNorm, t.manufacturerId),
    index('parts_manufacturer').on(t.manufacturerId),
    index('parts_category').on(t.categoryId),
    index('parts_category_mpn').on(t.categoryId, t.mpnNorm),
    // A category's or a maker's parts by price or stock: a range of the index, in order (sorting.ts).
    index('parts_category_price').on(t.categoryId, t.sortPrice),
    index('parts_category_stock').on(t.categoryId, t.sortStock),
    index('parts_manufacturer_price').on(t.manufacturerId, t.sortPrice),
    index('parts_manufacturer_stock').on(t.manufacturerId, t.sortStock),
    // The parts of the real data by number, a small index: suggestions rank them first (search/service.ts).
    index('parts_real_mpn')
      .on(t.mpnNorm)
      .where(sql`source <> 'generated'`),
  ],
)

/** Parameter values of a part: as shown, and as a number in the SI unit for range filters. */
export const partParams = sqliteTable(
  'part_params',
  {
    partId: integer('part_id').notNull(),
    paramId: integer('param_id').notNull(),
    value: text('value').notNull(),
    num: real('num'),
    /** 1 = read from the part's description by the import (domains/catalogue/parameters/derive.ts), not given by the data; the product page says so. */
    derived: integer('derived').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.partId, t.paramId] }),
    index('part_params_value').on(t.paramId, t.value),
    // A value by number (the BOM tool matches "10k 0603 1%" by resistance = 10,000 Ω, then size).
    index('part_params_num').on(t.paramId, t.num),
  ],
)

/** Other distributors' codes of a part (Digi-Key "296-1014-1-ND", ...), searchable. */
export const partXrefs = sqliteTable(
  'part_xrefs',
  {
    codeNorm: text('code_norm').notNull(),
    partId: integer('part_id').notNull(),
    source: text('source').notNull(),
    code: text('code').notNull(),
  },
  (t) => [primaryKey({ columns: [t.codeNorm, t.partId] }), index('part_xrefs_part').on(t.partId)],
)

/** PDFs of a part besides its datasheet (application notes, user guides). */
export const partDocuments = sqliteTable(
  'part_documents',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    partId: integer('part_id').notNull(),
    kind: text('kind').notNull(),
    title: text('title').notNull(),
    url: text('url').notNull(),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [index('part_documents_part').on(t.partId)],
)

/** News items (content domain, by id) related to a part, a category or a manufacturer. */
export const catalogueBlogLinks = sqliteTable(
  'catalogue_blog_links',
  {
    /** part | category | manufacturer */
    targetType: text('target_type').notNull(),
    targetId: integer('target_id').notNull(),
    newsId: integer('news_id').notNull(),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.targetType, t.targetId, t.newsId] })],
)

/**
 * The sellable offers of a part. Price tiers are a JSON array of [quantity, unit price e5] pairs,
 * ascending (`[[1,41230],[10,37000],[100,33500]]`): they are always read and written with their
 * offer, never queried one by one, and a million-part catalogue has millions of offers (a tier
 * table would hold 10–15 million rows). `unit_price` is the tier price at the MOQ, for sorting.
 */
export const goods = sqliteTable(
  'goods',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    partId: integer('part_id').notNull(),
    supplier: text('supplier').notNull(),
    stockLocation: text('stock_location').notNull(),
    dateCode: text('date_code').notNull().default(''),
    stock: integer('stock').notNull().default(0),
    moq: integer('moq').notNull().default(1),
    multiple: integer('multiple').notNull().default(1),
    priceTiers: text('price_tiers').notNull(),
    unitPrice: integer('unit_price').notNull(),
    /** Calendar days from order to delivery (in stock); the factory lead time applies when sold out. */
    shipDays: integer('ship_days').notNull().default(3),
    /**
     * The home page's showcases (featured, hot-sale, recommended, preferential zone; a badge on the
     * card too): 0 = not in the list, n > 0 = its place in the list (1 first; equal places in id
     * order, as the seed and an import write 1). The console's Home page sets them.
     */
    featured: integer('featured').notNull().default(0),
    hot: integer('hot').notNull().default(0),
    recommended: integer('recommended').notNull().default(0),
    preferential: integer('preferential').notNull().default(0),
    updatedAt: text('updated_at').notNull(),
  },
  (t) => [
    index('goods_part').on(t.partId),
    index('goods_featured_place')
      .on(t.featured, t.id)
      .where(sql`featured > 0`),
    index('goods_hot_place')
      .on(t.hot, t.id)
      .where(sql`hot > 0`),
    index('goods_recommended_place')
      .on(t.recommended, t.id)
      .where(sql`recommended > 0`),
    index('goods_preferential_place')
      .on(t.preferential, t.id)
      .where(sql`preferential > 0`),
  ],
)

export const banners = sqliteTable(
  'banners',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    position: text('position').notNull().default('home'),
    image: text('image').notNull(),
    link: text('link').notNull().default(''),
    sort: integer('sort').notNull().default(0),
    active: integer('active').notNull().default(1),
  },
  (t) => [index('banners_position').on(t.position, t.sort)],
)

export const bannerTranslations = sqliteTable(
  'banner_translations',
  {
    bannerId: integer('banner_id').notNull(),
    locale: text('locale').notNull(),
    title: text('title').notNull(),
    subtitle: text('subtitle').notNull().default(''),
    /** This language's picture; '' = the banner's own (banners.image). */
    image: text('image').notNull().default(''),
  },
  (t) => [primaryKey({ columns: [t.bannerId, t.locale] })],
)

/** Home page floors: a titled section showing a category's offers. */
export const floors = sqliteTable('floors', {
  id: integer('id').primaryKey({ autoIncrement: true }),
  categoryId: integer('category_id'),
  icon: text('icon').notNull().default(''),
  sort: integer('sort').notNull().default(0),
})

export const floorTranslations = sqliteTable(
  'floor_translations',
  {
    floorId: integer('floor_id').notNull(),
    locale: text('locale').notNull(),
    title: text('title').notNull(),
    subtitle: text('subtitle').notNull().default(''),
  },
  (t) => [primaryKey({ columns: [t.floorId, t.locale] })],
)

export const floorGoods = sqliteTable(
  'floor_goods',
  {
    floorId: integer('floor_id').notNull(),
    goodsId: integer('goods_id').notNull(),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.floorId, t.goodsId] })],
)

/** Catalogue totals (parts, goods, ...) refreshed after imports, for /api/category/stat. */
export const catalogueStats = sqliteTable('catalogue_stats', {
  key: text('key').primaryKey(),
  value: integer('value').notNull(),
})
