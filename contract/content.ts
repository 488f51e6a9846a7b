import { initContract } from '@ts-rest/core'
import { z } from 'zod'
import { envelope, pageOf, Paging, Sequence, type RouteMeta } from './envelope'
import { IdParam } from './validation'

const c = initContract()

export { PAGE_IDS } from './page-ids'

export const ContentPage = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string(),
  content: z.string().describe('sanitized HTML'),
  locale: z.string().describe('the locale the text is in (English when not translated)'),
  updated_at: z.string(),
})

export const NewsTag = z.object({ id: z.number().int(), name: z.string(), count: z.number().int() })
const TagRef = z.object({ id: z.number().int(), name: z.string() })

export const NewsSummary = z.object({
  id: z.number().int(),
  title: z.string(),
  summary: z.string(),
  locale: z.string().describe('language of the title and summary: the request language, else English'),
  image: z.string(),
  published_at: z.string(),
  tags: z.array(TagRef),
})

export const NewsItem = NewsSummary.extend({
  content: z.string().describe('sanitized HTML'),
  locale: z.string(),
  prev: z.object({ id: z.number().int(), title: z.string() }).nullable(),
  next: z.object({ id: z.number().int(), title: z.string() }).nullable(),
})

export const contentContract = c.router({
  getPage: {
    method: 'GET',
    path: '/api/config/getPage/:id',
    pathParams: z.object({
      id: z
        .string()
        .max(60)
        .regex(/^[a-z0-9-]+$/, 'validation.invalid'),
    }),
    query: Sequence,
    responses: { 200: envelope(ContentPage) },
    summary: 'A content or policy page (about, how-to-buy, ...), in the request locale with English fallback',
    metadata: { cache: 300 } satisfies RouteMeta,
  },
  newsList: {
    method: 'GET',
    path: '/api/site/news',
    query: Paging.extend({ tag_id: IdParam.optional() }),
    responses: { 200: envelope(pageOf(NewsSummary)) },
    summary: 'News, newest first, optionally by tag',
    metadata: { cache: 120 } satisfies RouteMeta,
  },
  newsDetail: {
    method: 'GET',
    path: '/api/site/news/:id',
    pathParams: z.object({ id: IdParam }),
    query: Sequence,
    responses: { 200: envelope(NewsItem) },
    summary: 'One news item with its neighbours',
    metadata: { cache: 300 } satisfies RouteMeta,
  },
  newsTags: {
    method: 'GET',
    path: '/api/site/news-tags',
    query: Sequence,
    responses: { 200: envelope(z.array(NewsTag)) },
    summary: 'News tags with item counts',
    metadata: { cache: 300 } satisfies RouteMeta,
  },
  picture: {
    method: 'GET',
    path: '/api/site/pictures/:name',
    pathParams: z.object({
      name: z
        .string()
        .max(60)
        .regex(/^[0-9a-f-]{36}\.(png|jpg|webp)$/, 'validation.invalid'),
    }),
    query: Sequence,
    responses: { 200: c.otherResponse({ contentType: 'image/png', body: z.instanceof(Uint8Array) }) },
    summary:
      'A picture uploaded in the console (news covers, banners): PNG, JPEG or WebP; never changes (a new picture gets a new name).',
    metadata: {
      file: { contentType: 'image/png', name: 'picture' },
      extension: 'pictures uploaded in the operations console (issue 32): news covers and home page banners',
    } satisfies RouteMeta,
  },
})
