import { and, asc, count, desc, eq, gt, inArray, lt, or, sql } from 'drizzle-orm'
import { defaultLocale } from '../../../locales/locales'
import type { ServiceContext } from '../../services/context'
import { withEnglishFallback } from '../../db/translations'
import {
  news,
  newsTagLinks,
  newsTags,
  newsTagTranslations,
  newsTranslations,
  pages,
  pageTranslations,
} from '../../db/schema'
import { sanitizeHtml } from './sanitize'

type Ctx = Pick<ServiceContext, 'db' | 'locale'>

/**
 * A page in the request locale, field by field: a translation may carry only its title and
 * description, the body then falls back to English (and `locale` says which language the body is in).
 * Null when there is no such page.
 */
export async function getPage({ db, locale }: Ctx, id: string) {
  const rows = await db
    .select({
      locale: pageTranslations.locale,
      title: pageTranslations.title,
      description: pageTranslations.description,
      content: pageTranslations.content,
      updatedAt: pages.updatedAt,
    })
    .from(pageTranslations)
    .innerJoin(pages, eq(pages.id, pageTranslations.pageId))
    .where(and(eq(pageTranslations.pageId, id), inArray(pageTranslations.locale, [locale, defaultLocale])))
  const own = rows.find((r) => r.locale === locale)
  const english = rows.find((r) => r.locale === defaultLocale)
  const base = own ?? english
  if (!base) return null
  const body = own?.content ? own : (english ?? own!)
  return {
    id,
    title: own?.title || english?.title || '',
    description: own?.description || english?.description || '',
    content: sanitizeHtml(body.content),
    locale: body.locale,
    updated_at: base.updatedAt,
  }
}

/** Only published news is public; drafts are the console's (content/editing.ts). */
const published = eq(news.status, 'published')

function newsText(locale: string) {
  const tr = withEnglishFallback(newsTranslations, locale, (t) => eq(t.newsId, news.id))
  return {
    joins: [tr.local, tr.english] as const,
    title: tr.text((t) => t.title),
    summary: tr.text((t) => t.summary),
    content: tr.text((t) => t.content),
    textLocale: tr.textLocale((t) => t.newsId),
  }
}

/** News tags' names in the request language, else English. */
const tagText = (locale: string) => withEnglishFallback(newsTagTranslations, locale, (t) => eq(t.tagId, newsTags.id))

async function tagsOf({ db, locale }: Ctx, newsIds: number[]) {
  if (!newsIds.length) return new Map<number, { id: number; name: string }[]>()
  const tr = tagText(locale)
  const rows = await db
    .select({ newsId: newsTagLinks.newsId, id: newsTags.id, name: tr.text((t) => t.name) })
    .from(newsTagLinks)
    .innerJoin(newsTags, eq(newsTags.id, newsTagLinks.tagId))
    .leftJoin(...tr.local)
    .leftJoin(...tr.english)
    .where(inArray(newsTagLinks.newsId, newsIds))
    .orderBy(asc(newsTags.sort))
  const map = new Map<number, { id: number; name: string }[]>()
  for (const r of rows) {
    const list = map.get(r.newsId) ?? []
    list.push({ id: r.id, name: r.name })
    map.set(r.newsId, list)
  }
  return map
}

export async function listNews(ctx: Ctx, q: { page: number; page_size: number; tag_id?: number }) {
  const { db } = ctx
  const text = newsText(ctx.locale)
  const byTag = and(
    published,
    q.tag_id
      ? inArray(
          news.id,
          db.select({ id: newsTagLinks.newsId }).from(newsTagLinks).where(eq(newsTagLinks.tagId, q.tag_id)),
        )
      : undefined,
  )
  const [{ total }] = (await db.select({ total: count() }).from(news).where(byTag)) as [{ total: number }]
  const rows = await db
    .select({
      id: news.id,
      title: text.title,
      summary: text.summary,
      locale: text.textLocale,
      image: news.image,
      published_at: news.publishedAt,
    })
    .from(news)
    .leftJoin(...text.joins[0])
    .leftJoin(...text.joins[1])
    .where(byTag)
    .orderBy(desc(news.publishedAt), desc(news.id))
    .limit(q.page_size)
    .offset((q.page - 1) * q.page_size)
  const tags = await tagsOf(
    ctx,
    rows.map((r) => r.id),
  )
  return { list: rows.map((r) => ({ ...r, tags: tags.get(r.id) ?? [] })), total, page: q.page, page_size: q.page_size }
}

export async function getNews(ctx: Ctx, id: number) {
  const { db } = ctx
  const text = newsText(ctx.locale)
  const [row] = await db
    .select({
      id: news.id,
      title: text.title,
      summary: text.summary,
      content: text.content,
      locale: text.textLocale,
      image: news.image,
      published_at: news.publishedAt,
    })
    .from(news)
    .leftJoin(...text.joins[0])
    .leftJoin(...text.joins[1])
    .where(and(eq(news.id, id), published))
  if (!row) return null
  const neighbour = async (newer: boolean) => {
    const [n] = await db
      .select({ id: news.id, title: text.title })
      .from(news)
      .leftJoin(...text.joins[0])
      .leftJoin(...text.joins[1])
      // In list order (published_at, then id): items published at the same moment are neighbours too.
      .where(
        and(
          published,
          newer
            ? or(
                gt(news.publishedAt, row.published_at),
                and(eq(news.publishedAt, row.published_at), gt(news.id, row.id)),
              )
            : or(
                lt(news.publishedAt, row.published_at),
                and(eq(news.publishedAt, row.published_at), lt(news.id, row.id)),
              ),
        ),
      )
      .orderBy(...(newer ? [asc(news.publishedAt), asc(news.id)] : [desc(news.publishedAt), desc(news.id)]))
      .limit(1)
    return n ?? null
  }
  const tags = await tagsOf(ctx, [id])
  return {
    ...row,
    content: sanitizeHtml(row.content),
    tags: tags.get(id) ?? [],
    prev: await neighbour(false),
    next: await neighbour(true),
  }
}

export async function listNewsTags({ db, locale }: Ctx) {
  const tr = tagText(locale)
  return db
    .select({
      id: newsTags.id,
      name: tr.text((t) => t.name),
      count: sql<number>`(select count(*) from ${newsTagLinks} join ${news} on ${news.id} = ${newsTagLinks.newsId} and ${news.status} = 'published' where ${newsTagLinks.tagId} = ${newsTags.id})`,
    })
    .from(newsTags)
    .leftJoin(...tr.local)
    .leftJoin(...tr.english)
    .orderBy(asc(newsTags.sort))
}
