import { sqliteTable, text, integer, primaryKey, index } from 'drizzle-orm/sqlite-core'

/** Content and policy pages (/api/config/getPage/{id}); id is the page slug. */
export const pages = sqliteTable('pages', {
  id: text('id').primaryKey(),
  updatedAt: text('updated_at').notNull(),
})

export const pageTranslations = sqliteTable(
  'page_translations',
  {
    pageId: text('page_id').notNull(),
    locale: text('locale').notNull(),
    title: text('title').notNull(),
    description: text('description').notNull(),
    content: text('content').notNull(),
  },
  (t) => [primaryKey({ columns: [t.pageId, t.locale] })],
)

export const news = sqliteTable(
  'news',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    image: text('image').notNull().default(''),
    publishedAt: text('published_at').notNull(),
    /** 'published' (the public pages show it) or 'draft' (written, or taken back, in the console). */
    status: text('status').notNull().default('published'),
    updatedAt: text('updated_at').notNull().default(''),
  },
  (t) => [index('news_published').on(t.publishedAt)],
)

export const newsTranslations = sqliteTable(
  'news_translations',
  {
    newsId: integer('news_id').notNull(),
    locale: text('locale').notNull(),
    title: text('title').notNull(),
    summary: text('summary').notNull(),
    content: text('content').notNull(),
  },
  (t) => [primaryKey({ columns: [t.newsId, t.locale] })],
)

export const newsTags = sqliteTable('news_tags', {
  id: integer('id').primaryKey({ autoIncrement: true }),
  sort: integer('sort').notNull().default(0),
})

export const newsTagTranslations = sqliteTable(
  'news_tag_translations',
  {
    tagId: integer('tag_id').notNull(),
    locale: text('locale').notNull(),
    name: text('name').notNull(),
  },
  (t) => [primaryKey({ columns: [t.tagId, t.locale] })],
)

export const newsTagLinks = sqliteTable(
  'news_tag_links',
  {
    newsId: integer('news_id').notNull(),
    tagId: integer('tag_id').notNull(),
  },
  (t) => [primaryKey({ columns: [t.newsId, t.tagId] }), index('news_tag_links_tag').on(t.tagId)],
)
