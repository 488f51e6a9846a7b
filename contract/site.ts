import { initContract } from '@ts-rest/core'
import { z } from 'zod'
import { envelope, Sequence, type RouteMeta } from './envelope'
import { FeedbackInput, SubscribeInput } from './validation'

const c = initContract()

export const Language = z.object({
  lang: z.string().describe('URL code: en, zh, tw, jp, ko, de, ru, fr, ar, it'),
  name: z.string().describe("the language's own name"),
  icon: z.string().describe('flag image URL'),
})

export const Seo = z.object({ title: z.string(), keyword: z.string(), description: z.string() })

/** Site config: every field of spec §3. Empty string = not configured. */
export const SiteConfig = z.object({
  logo_head: z.string(),
  logo_foot: z.string(),
  logo_admin: z.string(),
  website_home: z.string(),
  website_admin: z.string(),
  contact_tel: z.string(),
  contact_email: z.string(),
  contact_whatsApp: z.string(),
  contact_skype: z.string(),
  contact_weChat_img: z.string(),
  socialize_facebook: z.string(),
  socialize_twitter: z.string(),
  socialize_instagram: z.string(),
  socialize_linkedin: z.string(),
  socialize_youtube: z.string(),
  trustpilot_business_unit_id: z.string(),
  trustpilot_template_id: z.string(),
  company_address: z.string(),
  company_name: z.string(),
  google_measurement_id: z.string(),
  google_tagmanager_id: z.string(),
  share_property_id: z.string().describe('share-widget property id'),
  WhitelistedDomain: z.array(z.string()).describe('trusted hosts: datasheet links to them open directly'),
  seo: Seo,
})
export type SiteConfig = z.infer<typeof SiteConfig>

/** Where Google's tag (gtag.js) and Tag Manager load from. */
export const ANALYTICS_TAG_HOST = 'https://www.googletagmanager.com'

/**
 * The Google Analytics measurement id (G-…) and Tag Manager container id (GTM-…) of the config,
 * each null unless configured and shaped like an id; null when neither is. Analytics load, and the
 * page's Content-Security-Policy allows Google's hosts, only when this is not null (spec §9).
 */
export function analyticsIds(config: Pick<SiteConfig, 'google_measurement_id' | 'google_tagmanager_id'>) {
  const id = (value: string, prefix: string) => {
    const v = value.trim().toUpperCase()
    return new RegExp(`^${prefix}-[A-Z0-9]{4,20}$`).test(v) ? v : null
  }
  const ids = { measurement: id(config.google_measurement_id, 'G'), tagManager: id(config.google_tagmanager_id, 'GTM') }
  return ids.measurement || ids.tagManager ? ids : null
}

export const SelectOption = z.object({ id: z.number().int(), label: z.string() })
export const SelectOptions = z.record(z.string(), z.array(SelectOption))

export const SiteLabel = z.object({
  key: z.string(),
  value: z.string().describe('the figure, language-neutral: "2000+"'),
  text: z.string().describe('what the figure counts, localized'),
})

const Message = envelope(z.null())

export const siteContract = c.router({
  langList: {
    method: 'GET',
    path: '/api/lang/list',
    query: Sequence,
    responses: { 200: envelope(z.array(Language)) },
    summary: 'Enabled languages',
    metadata: { cache: 3600 } satisfies RouteMeta,
  },
  getConfig: {
    method: 'GET',
    path: '/api/config/getConfig',
    query: Sequence,
    responses: { 200: envelope(SiteConfig) },
    summary: 'Site configuration (logos, contacts, social links, analytics ids, trusted hosts, SEO)',
    metadata: { cache: 300 } satisfies RouteMeta,
  },
  getSeo: {
    method: 'GET',
    path: '/api/config/getSeo',
    query: Sequence,
    responses: { 200: envelope(Seo) },
    summary: 'Site-wide SEO title, keywords and description in the request locale',
    metadata: { cache: 300 } satisfies RouteMeta,
  },
  selectOptions: {
    method: 'GET',
    path: '/api/common/options/select',
    query: Sequence.extend({
      field: z
        .string()
        .max(200)
        .regex(/^[a-z_,]*$/, 'validation.invalid')
        .optional()
        .describe('comma-separated option fields, e.g. feedback_type; all when absent'),
    }),
    responses: { 200: envelope(SelectOptions) },
    summary: 'Select options by field (feedback_type: id → label)',
    metadata: { cache: 300 } satisfies RouteMeta,
  },
  label: {
    method: 'GET',
    path: '/api/site/label',
    query: Sequence,
    responses: { 200: envelope(z.array(SiteLabel)) },
    summary: 'Key figures of the site (daily RFQs, product units, manufacturers, warehouse), localized',
    metadata: { cache: 300 } satisfies RouteMeta,
  },
  feedback: {
    method: 'POST',
    path: '/api/feedback',
    query: Sequence,
    body: FeedbackInput,
    responses: { 200: Message },
    summary: 'Send feedback (rate limited per IP)',
    metadata: { rateLimit: 'feedback' } satisfies RouteMeta,
  },
  subscribe: {
    method: 'POST',
    path: '/api/subscribe',
    query: Sequence,
    body: SubscribeInput,
    responses: { 200: Message },
    summary: 'Subscribe an e-mail address to the newsletter (rate limited per IP; 409 if already subscribed)',
    metadata: { rateLimit: 'subscribe' } satisfies RouteMeta,
  },
})
