import { asc, count, desc, eq, inArray, sql } from 'drizzle-orm'
import type { z } from 'zod'
import type { AdminNews, AdminPage, NewsInput, PageText } from '../../../contract/admin/content'
import { defaultLocale } from '../../../locales/locales'
import type { ServiceContext } from '../../services/context'
import {
  news,
  newsTagLinks,
  newsTags,
  newsTagTranslations,
  newsTranslations,
  pages,
  pageTranslations,
} from '../../db/schema'
import { dataVersionBump } from '../catalogue/data-version'
import { auditLog } from '../staff/schema'
import { auditStatement } from '../staff/audit'
import type { StaffActor } from '../staff/service'

/**
 * News and content pages as staff edit them in the console (issue 32). Each write is one batch:
 * the change, its audit row (before → after) and a raise of the data version, which is what the
 * Node page cache and the Worker's edge cache key their answers by: the public pages show the
 * change from the next request. Texts are kept per language; a language left out has no row, and
 * the public pages show English for it (content/service.ts). HTML is stored as written and
 * sanitized whenever it is shown (sanitize.ts); the console's preview shows it sanitized.
 */
type Ctx = Pick<ServiceContext, 'db' | 'now'>

type NewsTexts = z.infer<typeof AdminNews>['texts']

export async function listNewsForStaff(ctx: Ctx, q: { page: number; page_size: number }) {
  const { db } = ctx
  const [{ total }] = (await db.select({ total: count() }).from(news)) as [{ total: number }]
  const rows = await db
    .select({
      id: news.id,
      status: news.status,
      published_at: news.publishedAt,
      updated_at: news.updatedAt,
      title: sql<string>`coalesce((SELECT title FROM news_translations t WHERE t.news_id = ${news.id} AND t.locale = ${defaultLocale}), '')`,
      languages: sql<string>`(SELECT group_concat(locale) FROM news_translations t WHERE t.news_id = ${news.id})`,
    })
    .from(news)
    .orderBy(desc(news.publishedAt), desc(news.id))
    .limit(q.page_size)
    .offset((q.page - 1) * q.page_size)
  return {
    list: rows.map((r) => ({
      ...r,
      status: r.status as 'draft' | 'published',
      languages: r.languages ? r.languages.split(',').sort() : [],
    })),
    total,
    page: q.page,
    page_size: q.page_size,
  }
}

export async function newsForStaff(ctx: Ctx, id: number): Promise<z.infer<typeof AdminNews> | null> {
  const [row] = await ctx.db.select().from(news).where(eq(news.id, id))
  if (!row) return null
  const texts = await ctx.db.select().from(newsTranslations).where(eq(newsTranslations.newsId, id))
  const tags = await ctx.db
    .select({ id: newsTagLinks.tagId })
    .from(newsTagLinks)
    .where(eq(newsTagLinks.newsId, id))
    .orderBy(asc(newsTagLinks.tagId))
  return {
    id: row.id,
    status: row.status as 'draft' | 'published',
    texts: Object.fromEntries(
      texts.map((t) => [t.locale, { title: t.title, summary: t.summary, content: t.content }]),
    ) as NewsTexts,
    tag_ids: tags.map((t) => t.id),
    image: row.image,
    published_at: row.publishedAt,
    updated_at: row.updatedAt,
  }
}

export async function newsTagsForStaff(ctx: Ctx) {
  const tags = await ctx.db.select({ id: newsTags.id }).from(newsTags).orderBy(asc(newsTags.sort), asc(newsTags.id))
  const names = await ctx.db.select().from(newsTagTranslations)
  return tags.map((t) => ({
    id: t.id,
    names: Object.fromEntries(names.filter((n) => n.tagId === t.id).map((n) => [n.locale, n.name])),
  }))
}

/** Tag ids that are not tags. */
async function unknownTags(ctx: Ctx, ids: number[]) {
  if (!ids.length) return []
  const known = await ctx.db.select({ id: newsTags.id }).from(newsTags).where(inArray(newsTags.id, ids))
  return ids.filter((id) => !known.some((k) => k.id === id))
}

const textRows = (newsId: number | ReturnType<typeof sql>, texts: NewsInput['texts']) =>
  Object.entries(texts).map(([locale, t]) => ({
    newsId: newsId as number,
    locale,
    title: t!.title,
    summary: t!.summary,
    content: t!.content,
  }))

/** The published day: the one given, else the creation's moment. */
const dayOf = (input: NewsInput, now: Date) =>
  input.published_at ? `${input.published_at}T00:00:00.000Z` : now.toISOString()

export type NewsResult = { kind: 'done'; item: z.infer<typeof AdminNews> } | { kind: 'notFound' } | { kind: 'badTags' }

/**
 * A new news item, a draft, in one batch: the row, its texts and tags refer to it as the newest
 * row of `news` (the batch is one write transaction: no other row can come in between).
 */
export async function createNews(ctx: Ctx, actor: StaffActor, input: NewsInput): Promise<NewsResult> {
  if ((await unknownTags(ctx, input.tag_ids)).length) return { kind: 'badTags' }
  const { db } = ctx
  const at = ctx.now.toISOString()
  const newest = sql`(SELECT max(id) FROM news)`
  await db.batch([
    db.insert(news).values({ image: input.image, publishedAt: dayOf(input, ctx.now), status: 'draft', updatedAt: at }),
    db.insert(newsTranslations).values(textRows(newest, input.texts)),
    ...(input.tag_ids.length
      ? [
          db
            .insert(newsTagLinks)
            .values([...new Set(input.tag_ids)].map((tagId) => ({ newsId: newest as unknown as number, tagId }))),
        ]
      : []),
    db.insert(auditLog).select(
      sql`SELECT NULL, ${at}, ${actor.id}, ${actor.email}, ${actor.ip}, 'news', CAST(max(id) AS TEXT), 'news.create',
        NULL, ${JSON.stringify(input)} FROM news`,
    ),
  ])
  const [{ id }] = (await db
    .select({ id: sql<number>`max(id)` })
    .from(news)
    .where(eq(news.updatedAt, at))) as [{ id: number }]
  return { kind: 'done', item: (await newsForStaff(ctx, id))! }
}

/** Saves a news item's texts (a language left out loses its row), tags, picture and day. */
export async function saveNews(ctx: Ctx, actor: StaffActor, id: number, input: NewsInput): Promise<NewsResult> {
  const before = await newsForStaff(ctx, id)
  if (!before) return { kind: 'notFound' }
  if ((await unknownTags(ctx, input.tag_ids)).length) return { kind: 'badTags' }
  const { db } = ctx
  const at = ctx.now.toISOString()
  const publishedAt = input.published_at ? `${input.published_at}T00:00:00.000Z` : before.published_at
  await db.batch([
    db.update(news).set({ image: input.image, publishedAt, updatedAt: at }).where(eq(news.id, id)),
    db.delete(newsTranslations).where(eq(newsTranslations.newsId, id)),
    db.insert(newsTranslations).values(textRows(id, input.texts)),
    db.delete(newsTagLinks).where(eq(newsTagLinks.newsId, id)),
    ...(input.tag_ids.length
      ? [db.insert(newsTagLinks).values([...new Set(input.tag_ids)].map((tagId) => ({ newsId: id, tagId })))]
      : []),
    auditStatement(
      db,
      actor,
      {
        objectType: 'news',
        objectId: id,
        action: 'news.save',
        before: {
          texts: before.texts,
          tag_ids: before.tag_ids,
          image: before.image,
          published_at: before.published_at,
        },
        after: { texts: input.texts, tag_ids: input.tag_ids, image: input.image, published_at: publishedAt },
      },
      ctx.now,
    ),
    ...(before.status === 'published' ? [dataVersionBump(db)] : []),
  ])
  return { kind: 'done', item: (await newsForStaff(ctx, id))! }
}

/** Publishes a news item (the public pages show it from the next request) or takes it back to draft. */
export async function publishNews(ctx: Ctx, actor: StaffActor, id: number, published: boolean): Promise<NewsResult> {
  const before = await newsForStaff(ctx, id)
  if (!before) return { kind: 'notFound' }
  const status = published ? 'published' : 'draft'
  if (before.status !== status) {
    const { db } = ctx
    await db.batch([
      db.update(news).set({ status, updatedAt: ctx.now.toISOString() }).where(eq(news.id, id)),
      auditStatement(
        db,
        actor,
        {
          objectType: 'news',
          objectId: id,
          action: published ? 'news.publish' : 'news.unpublish',
          before: { status: before.status },
          after: { status },
        },
        ctx.now,
      ),
      dataVersionBump(db),
    ])
  }
  return { kind: 'done', item: (await newsForStaff(ctx, id))! }
}

/* ------------------------------------------------------------------ pages */

export async function pagesForStaff(ctx: Ctx) {
  const rows = await ctx.db.select().from(pages).orderBy(asc(pages.id))
  const texts = await ctx.db
    .select({ pageId: pageTranslations.pageId, locale: pageTranslations.locale, title: pageTranslations.title })
    .from(pageTranslations)
  return rows.map((p) => {
    const own = texts.filter((t) => t.pageId === p.id)
    return {
      id: p.id,
      title: own.find((t) => t.locale === defaultLocale)?.title ?? p.id,
      languages: own.map((t) => t.locale).sort(),
      updated_at: p.updatedAt,
    }
  })
}

export async function pageForStaff(ctx: Ctx, id: string): Promise<z.infer<typeof AdminPage> | null> {
  const [page] = await ctx.db.select().from(pages).where(eq(pages.id, id))
  if (!page) return null
  const texts = await ctx.db.select().from(pageTranslations).where(eq(pageTranslations.pageId, id))
  return {
    id,
    texts: Object.fromEntries(
      texts.map((t) => [t.locale, { title: t.title, description: t.description, content: t.content }]),
    ),
    updated_at: page.updatedAt,
  }
}

/** Saves a page's texts, every language at once (one left out loses its row and shows English). */
export async function savePage(
  ctx: Ctx,
  actor: StaffActor,
  id: string,
  texts: Partial<Record<string, z.infer<typeof PageText>>>,
) {
  const before = await pageForStaff(ctx, id)
  if (!before) return null
  const { db } = ctx
  await db.batch([
    db.update(pages).set({ updatedAt: ctx.now.toISOString() }).where(eq(pages.id, id)),
    db.delete(pageTranslations).where(eq(pageTranslations.pageId, id)),
    db.insert(pageTranslations).values(
      Object.entries(texts).map(([locale, t]) => ({
        pageId: id,
        locale,
        title: t!.title,
        description: t!.description,
        content: t!.content,
      })),
    ),
    auditStatement(
      db,
      actor,
      { objectType: 'page', objectId: id, action: 'page.save', before: before.texts, after: texts },
      ctx.now,
    ),
    dataVersionBump(db),
  ])
  return pageForStaff(ctx, id)
}

/** A new tag, last in order, with its names; one batch with its audit row. */
export async function createNewsTag(ctx: Ctx, actor: StaffActor, names: Partial<Record<string, string>>) {
  const { db } = ctx
  const newest = sql`(SELECT max(id) FROM news_tags)`
  await db.batch([
    db.insert(newsTags).values({ sort: sql`(SELECT coalesce(max(sort), 0) + 1 FROM news_tags)` as unknown as number }),
    db
      .insert(newsTagTranslations)
      .values(
        Object.entries(names).map(([locale, name]) => ({ tagId: newest as unknown as number, locale, name: name! })),
      ),
    db.insert(auditLog).select(
      sql`SELECT NULL, ${ctx.now.toISOString()}, ${actor.id}, ${actor.email}, ${actor.ip}, 'news_tag', CAST(max(id) AS TEXT),
        'news_tag.create', NULL, ${JSON.stringify(names)} FROM news_tags`,
    ),
    dataVersionBump(db),
  ])
  return newsTagsForStaff(ctx)
}
