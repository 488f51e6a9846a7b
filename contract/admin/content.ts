import { initContract } from '@ts-rest/core'
import { z } from 'zod'
import { envelope, pageOf, Paging, Sequence, type RouteMeta } from '../envelope'
import { UploadedFile } from '../files'
import { FEATURE_TYPES } from '../catalogue'
import { PAY_METHODS } from '../orders'
import { localeCodes, type Locale } from '../../locales/locales'
import { Email, IdParam, isCalendarDate, optionalText, requiredText } from '../validation'

/*
 * Content and merchandising in the operations console (issue 32 item 3), under /api/admin/content/*
 * and /api/admin/settings/*: news, content and policy pages, the home page's banners and showcases,
 * and the site settings. Every write is audited (before → after) and raises the data version, so
 * the Node page cache and the Worker's edge cache answer the changed pages from the next request.
 * News, pages and the home page: sales and admins; settings and payment methods: admins only.
 */
const c = initContract()

const CONSOLE = 'operations console (issue 32): content, home page and settings without SQL'
const staff: RouteMeta = { auth: 'sales', extension: CONSOLE }
const adminOnly: RouteMeta = { auth: 'admin', extension: CONSOLE }
const staffWrite: RouteMeta = { ...staff, rateLimit: 'write', perAccount: true }
const adminWrite: RouteMeta = { ...adminOnly, rateLimit: 'write', perAccount: true }
const id = z.object({ id: IdParam })

export const ContentLocale = z.enum(localeCodes as [Locale, ...Locale[]], {
  errorMap: () => ({ message: 'validation.invalid' }),
})

/** Content HTML as the operator writes it (sanitized when it is read, contract/content.ts). */
const Html = (max: number) => optionalText(max, { multiline: true })

/** A picture in the file store (uploadPicture), or a path of the shop's own static files. */
export const PictureUrl = z
  .string({ invalid_type_error: 'validation.invalid' })
  .trim()
  .max(300, 'validation.tooLong')
  .refine((v) => v === '' || /^\/[A-Za-z0-9/_.-]*$/.test(v), 'validation.invalid')
  .describe("a path on this shop: /api/site/pictures/… (uploadPicture) or a static file; '' = none")

/** Per language: any language may be missing (the public page shows English then); English is required. */
function perLanguage<T extends z.ZodTypeAny>(text: T) {
  return z
    .record(ContentLocale, text, { invalid_type_error: 'validation.invalid' })
    .refine((texts) => !!texts.en, 'validation.required')
}

/* ------------------------------------------------------------------ news */

export const NewsStatus = z.enum(['draft', 'published'])
export const NewsText = z.object({
  title: requiredText('validation.required', 200),
  summary: optionalText(1000, { multiline: true }),
  content: Html(200_000),
})
export const NewsInput = z.object({
  texts: perLanguage(NewsText).describe('per language (en, zh, …): English is required, any other may be left out'),
  tag_ids: z.array(z.number().int().positive()).max(20, 'validation.invalid').default([]),
  image: PictureUrl.default(''),
  published_at: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, 'validation.invalid')
    .refine(isCalendarDate, 'validation.noSuchDate')
    .optional()
    .describe('the day shown on the news (YYYY-MM-DD); default: when it was written (a new item) or as it was'),
})
export type NewsInput = z.infer<typeof NewsInput>

export const AdminNewsRow = z.object({
  id: z.number().int(),
  title: z.string().describe('English title'),
  status: NewsStatus,
  languages: z.array(z.string()).describe('languages with a text of their own'),
  published_at: z.string(),
  updated_at: z.string(),
})
export const AdminNews = z.object({
  id: z.number().int(),
  status: NewsStatus,
  texts: z.record(z.string(), NewsText),
  tag_ids: z.array(z.number().int()),
  image: z.string(),
  published_at: z.string(),
  updated_at: z.string(),
})
export const AdminNewsTag = z.object({ id: z.number().int(), names: z.record(z.string(), z.string()) })

/* ------------------------------------------------------------------ pages */

export const PageText = z.object({
  title: requiredText('validation.required', 200),
  description: optionalText(500, { multiline: true }),
  content: Html(200_000),
})
export const AdminPageRow = z.object({
  id: z.string(),
  title: z.string().describe('English title'),
  languages: z.array(z.string()),
  updated_at: z.string(),
})
export const AdminPage = z.object({ id: z.string(), texts: z.record(z.string(), PageText), updated_at: z.string() })
const PageId = z.object({
  id: z
    .string()
    .max(60)
    .regex(/^[a-z0-9-]+$/, 'validation.invalid'),
})

/* ------------------------------------------------------------------ home page */

export const BannerText = z.object({
  title: optionalText(200),
  subtitle: optionalText(300),
  image: PictureUrl.default('').describe("this language's picture; '' = the banner's own"),
})
export const BannerInput = z.object({
  image: PictureUrl.refine((v) => v !== '', 'validation.required'),
  link: z
    .string()
    .trim()
    .max(300, 'validation.tooLong')
    .refine((v) => v === '' || /^\/[^/\\]/.test(v) || v === '/' || /^https:\/\//.test(v), 'validation.invalid')
    .default('')
    .describe('a path on this shop (/rfq) or an https address'),
  active: z.boolean().default(true),
  texts: perLanguage(BannerText),
})
export const AdminBanner = z.object({
  id: z.number().int(),
  image: z.string(),
  link: z.string(),
  active: z.boolean(),
  sort: z.number().int(),
  texts: z.record(z.string(), BannerText),
})

export const ShowcaseList = z.enum(FEATURE_TYPES, { errorMap: () => ({ message: 'validation.invalid' }) })
export const ShowcaseEntry = z.object({
  goods_id: z.number().int(),
  part_id: z.number().int(),
  part_number: z.string(),
  manufacturer: z.string(),
  stock: z.number().int(),
  place: z.number().int().describe('1 = first'),
})
export const ShowcaseChange = z.discriminatedUnion('op', [
  z.object({ op: z.literal('add'), goods_id: z.number().int().positive() }),
  z.object({ op: z.literal('remove'), goods_id: z.number().int().positive() }),
  z.object({
    op: z.literal('move'),
    goods_id: z.number().int().positive(),
    place: z.number().int().positive().max(1_000_000).describe('its new place, 1 = first'),
  }),
])
export const PartPick = z.object({
  goods_id: z.number().int(),
  part_number: z.string(),
  manufacturer: z.string(),
  supplier: z.string(),
  stock: z.number().int(),
})

/* ------------------------------------------------------------------ settings */

export const BankAccountInput = z.object({
  beneficiary: optionalText(200),
  bank_name: optionalText(200),
  bank_address: optionalText(300),
  account_number: optionalText(60),
  swift: z
    .string()
    .trim()
    .toUpperCase()
    .refine((v) => v === '' || /^[A-Z]{6}[A-Z0-9]{2}([A-Z0-9]{3})?$/.test(v), 'validation.invalid')
    .default(''),
  currency: z.literal('USD').default('USD'),
})

const AnalyticsId = (prefix: 'G' | 'GTM') =>
  z
    .string()
    .trim()
    .toUpperCase()
    .refine((v) => v === '' || new RegExp(`^${prefix}-[A-Z0-9]{4,20}$`).test(v), 'validation.invalid')
    .default('')

const OptionalEmail = z
  .string()
  .trim()
  .refine((v) => v === '' || Email.safeParse(v).success, 'validation.validEmail')
  .default('')

export const SiteSettings = z.object({
  company_name: requiredText('validation.required', 200),
  company_address: optionalText(300),
  contact_tel: optionalText(40),
  contact_email: Email,
  contact_whatsApp: optionalText(40),
  rfq_email: OptionalEmail.describe('the RFQ mailbox; empty = contact_email'),
  google_measurement_id: AnalyticsId('G'),
  google_tagmanager_id: AnalyticsId('GTM'),
  bank_account: BankAccountInput,
  pay_methods: z
    .array(z.enum(PAY_METHODS, { errorMap: () => ({ message: 'validation.invalid' }) }))
    .max(PAY_METHODS.length)
    .refine((m) => m.includes('bank'), 'validation.invalid')
    .describe('enabled payment methods; bank transfer is always on; online ones only where a provider is configured'),
})
export type SiteSettings = z.infer<typeof SiteSettings>

const Fee = z
  .string({ required_error: 'validation.required', invalid_type_error: 'validation.invalid' })
  .trim()
  .regex(/^\d{1,6}(\.\d{1,2})?$/, 'validation.invalidPrice')
export const ShippingRate = z
  .object({
    method: z.enum(['express', 'sf'], { errorMap: () => ({ message: 'validation.invalid' }) }),
    country: z
      .string()
      .trim()
      .toUpperCase()
      .refine((v) => v === '' || /^[A-Z]{2}$/.test(v), 'validation.invalid')
      .describe("ISO 3166-1 alpha-2, or '' for every country without a row of its own"),
    country_only: z.boolean().default(false),
    max_weight_kg: z.number({ invalid_type_error: 'validation.invalid' }).positive('validation.invalid').max(1000),
    fee: Fee.describe('USD'),
    days_min: z.number().int().min(0).max(365),
    days_max: z.number().int().min(0).max(365),
  })
  .refine((r) => r.days_max >= r.days_min, { message: 'validation.invalid', path: ['days_max'] })
export const ShippingTable = z
  .array(ShippingRate)
  .min(1, 'validation.required')
  .max(300, 'validation.invalid')
  .refine((rows) => new Set(rows.map((r) => `${r.method} ${r.country}`)).size === rows.length, 'validation.invalid')

export const AdminSettings = SiteSettings.extend({
  online_methods: z.array(z.string()).describe('what the configured payment provider offers (environment)'),
  shipping: z.array(ShippingRate.innerType().extend({ country_only: z.boolean() })),
})

/* ------------------------------------------------------------------ routes */

const PICTURE_TYPES = ['.png', '.jpg', '.jpeg', '.webp'] as const
export const PICTURE_MAX_BYTES = 2 * 1024 * 1024

export const adminContentContract = c.router({
  contentNewsList: {
    method: 'GET',
    path: '/api/admin/content/news',
    query: Paging,
    responses: { 200: envelope(pageOf(AdminNewsRow)) },
    summary: 'Every news item, drafts too, newest first.',
    metadata: staff,
  },
  contentNewsGet: {
    method: 'GET',
    path: '/api/admin/content/news/:id',
    pathParams: id,
    query: Sequence,
    responses: { 200: envelope(AdminNews) },
    summary: 'One news item with its text in every language it has.',
    metadata: staff,
  },
  contentNewsCreate: {
    method: 'POST',
    path: '/api/admin/content/news',
    body: NewsInput,
    responses: { 200: envelope(AdminNews) },
    summary: 'A new news item, as a draft (publish it to show it).',
    metadata: { ...staffWrite, maxJsonBytes: 4 * 1024 * 1024 },
  },
  contentNewsSave: {
    method: 'POST',
    path: '/api/admin/content/news/:id',
    pathParams: id,
    body: NewsInput,
    responses: { 200: envelope(AdminNews) },
    summary: 'Saves a news item: its texts (a language left out is removed), tags, picture, day.',
    metadata: { ...staffWrite, maxJsonBytes: 4 * 1024 * 1024 },
  },
  contentNewsPublish: {
    method: 'POST',
    path: '/api/admin/content/news/:id/publish',
    pathParams: id,
    body: z.object({ published: z.boolean() }),
    responses: { 200: envelope(AdminNews) },
    summary: 'Publishes (the public /news pages show it at once) or takes back to draft.',
    metadata: staffWrite,
  },
  contentNewsTags: {
    method: 'GET',
    path: '/api/admin/content/news-tags',
    query: Sequence,
    responses: { 200: envelope(z.array(AdminNewsTag)) },
    summary: 'The news tags with their names per language.',
    metadata: staff,
  },
  contentNewsTagCreate: {
    method: 'POST',
    path: '/api/admin/content/news-tags',
    body: z.object({ names: perLanguage(requiredText('validation.required', 60)) }),
    responses: { 200: envelope(z.array(AdminNewsTag)) },
    summary: 'A new news tag, named per language (English required; another language left out shows English).',
    metadata: staffWrite,
  },
  contentPictureUpload: {
    method: 'POST',
    path: '/api/admin/content/pictures',
    contentType: 'multipart/form-data',
    body: z.object({ file: UploadedFile }),
    responses: { 200: envelope(z.object({ url: z.string() })) },
    summary:
      'Keeps a picture (PNG, JPEG or WebP, checked by content, at most 2 MB) in the file store; answers its public URL.',
    metadata: {
      ...staffWrite,
      body: { kind: 'multipart', maxBytes: PICTURE_MAX_BYTES + 64 * 1024, types: PICTURE_TYPES },
    },
  },
  contentPreview: {
    method: 'POST',
    path: '/api/admin/content/preview',
    body: z.object({ html: Html(200_000) }),
    responses: { 200: envelope(z.object({ html: z.string() })) },
    summary: 'Content HTML as the public page will show it (sanitized), to look at before saving.',
    metadata: { ...staffWrite, maxJsonBytes: 4 * 1024 * 1024 },
  },
  contentPageList: {
    method: 'GET',
    path: '/api/admin/content/pages',
    query: Sequence,
    responses: { 200: envelope(z.array(AdminPageRow)) },
    summary: 'The content and policy pages (about, privacy, terms, shipping, …).',
    metadata: staff,
  },
  contentPageGet: {
    method: 'GET',
    path: '/api/admin/content/pages/:id',
    pathParams: PageId,
    query: Sequence,
    responses: { 200: envelope(AdminPage) },
    summary: 'One page with its text in every language it has.',
    metadata: staff,
  },
  contentPageSave: {
    method: 'POST',
    path: '/api/admin/content/pages/:id',
    pathParams: PageId,
    body: z.object({ texts: perLanguage(PageText) }),
    responses: { 200: envelope(AdminPage) },
    summary: 'Saves a page’s texts (a language left out is removed and shows English). 404 for an unknown page.',
    metadata: { ...staffWrite, maxJsonBytes: 4 * 1024 * 1024 },
  },
  homeBanners: {
    method: 'GET',
    path: '/api/admin/content/banners',
    query: Sequence,
    responses: { 200: envelope(z.array(AdminBanner)) },
    summary: 'The home page banners in order, with their text and picture per language.',
    metadata: staff,
  },
  homeBannerCreate: {
    method: 'POST',
    path: '/api/admin/content/banners',
    body: BannerInput,
    responses: { 200: envelope(z.array(AdminBanner)) },
    summary: 'A new banner, last.',
    metadata: staffWrite,
  },
  homeBannerSave: {
    method: 'POST',
    path: '/api/admin/content/banners/:id',
    pathParams: id,
    body: BannerInput,
    responses: { 200: envelope(z.array(AdminBanner)) },
    summary: 'Saves a banner.',
    metadata: staffWrite,
  },
  homeBannerArrange: {
    method: 'POST',
    path: '/api/admin/content/banners/:id/arrange',
    pathParams: id,
    body: z.discriminatedUnion('op', [
      z.object({ op: z.literal('move'), place: z.number().int().positive().max(1000) }),
      z.object({ op: z.literal('remove') }),
    ]),
    responses: { 200: envelope(z.array(AdminBanner)) },
    summary: 'Moves a banner to a place (1 = first) or removes it.',
    metadata: staffWrite,
  },
  homeShowcase: {
    method: 'GET',
    path: '/api/admin/content/showcases/:list',
    pathParams: z.object({ list: ShowcaseList }),
    query: Sequence,
    responses: { 200: envelope(z.array(ShowcaseEntry)) },
    summary: 'A home page list (featured, hot, recommended, preferential) in its order (the first 500).',
    metadata: staff,
  },
  homeShowcaseChange: {
    method: 'POST',
    path: '/api/admin/content/showcases/:list',
    pathParams: z.object({ list: ShowcaseList }),
    body: ShowcaseChange,
    responses: { 200: envelope(z.array(ShowcaseEntry)) },
    summary: 'Adds an offer to a home page list (last), removes it, or moves it to a place.',
    metadata: staffWrite,
  },
  homePartSearch: {
    method: 'GET',
    path: '/api/admin/content/parts',
    query: Sequence.extend({ q: requiredText('validation.enterPartNumber', 60) }),
    responses: { 200: envelope(z.array(PartPick)) },
    summary: 'Offers whose part number begins with q (at most 20), to add to a home page list.',
    metadata: staff,
  },
  settingsGet: {
    method: 'GET',
    path: '/api/admin/settings',
    query: Sequence,
    responses: { 200: envelope(AdminSettings) },
    summary:
      'Admins only: company, contacts, RFQ mailbox, analytics ids, bank account, payment methods, shipping rates.',
    metadata: adminOnly,
  },
  settingsSave: {
    method: 'POST',
    path: '/api/admin/settings',
    body: SiteSettings,
    responses: { 200: envelope(AdminSettings) },
    summary: 'Admins only: saves the site settings (every field of SiteSettings).',
    metadata: adminWrite,
  },
  settingsShippingSave: {
    method: 'POST',
    path: '/api/admin/settings/shipping',
    body: z.object({ rates: ShippingTable }),
    responses: { 200: envelope(AdminSettings) },
    summary: 'Admins only: replaces the shipping rate table (spec §9: method, country, weight, fee, days).',
    metadata: adminWrite,
  },
})

/** A picture's bytes begin with PNG's, JPEG's or WebP's signature (whatever its name says). */
export function pictureType(bytes: Uint8Array): 'image/png' | 'image/jpeg' | 'image/webp' | null {
  const b = bytes
  if (b[0] === 0x89 && b[1] === 0x50 && b[2] === 0x4e && b[3] === 0x47) return 'image/png'
  if (b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff) return 'image/jpeg'
  if (String.fromCharCode(...b.slice(0, 4)) === 'RIFF' && String.fromCharCode(...b.slice(8, 12)) === 'WEBP')
    return 'image/webp'
  return null
}
