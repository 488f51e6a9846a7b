import { count } from 'drizzle-orm'
import type { SQLiteTable } from 'drizzle-orm/sqlite-core'
import type { Db } from '../client'
import {
  languages,
  news,
  newsTagLinks,
  newsTags,
  newsTagTranslations,
  newsTranslations,
  pages,
  pageTranslations,
  selectOptions,
  selectOptionTranslations,
  seoTranslations,
  siteConfig,
  siteLabels,
  siteLabelTranslations,
} from '../schema'
import type { Logger } from '../../ports'
import { demoConfig, demoFeedbackTypes, demoLabels, demoLanguages, demoSeo } from './site'
import { demoNews, demoNewsTags, demoPages } from './content'
import { seedCatalogueIfEmpty } from './catalogue'

const entries = <T>(text: Partial<Record<string, T>>) => Object.entries(text) as [string, T][]

/** D1 binds at most 100 parameters per statement: long inserts are split into chunks under that. */
const MAX_BOUND_PARAMETERS = 100

export function insertRows<T extends SQLiteTable>(db: Db, table: T, rows: T['$inferInsert'][]) {
  if (!rows.length) return []
  const perRow = Math.max(...rows.map((r) => Object.keys(r).length))
  const size = Math.max(1, Math.floor(MAX_BOUND_PARAMETERS / perRow))
  const statements = []
  for (let i = 0; i < rows.length; i += size) statements.push(db.insert(table).values(rows.slice(i, i + size)))
  return statements
}

/** The demo site and content as INSERT statements, run in one batch on Node (libsql) and D1 alike. */
export function demoStatements(db: Db, now = new Date('2026-11-01T00:00:00Z')) {
  const at = now.toISOString()
  return [
    ...insertRows(db, languages, demoLanguages),
    ...insertRows(
      db,
      siteConfig,
      Object.entries(demoConfig).map(([key, value]) => ({ key, value: JSON.stringify(value) })),
    ),
    ...insertRows(
      db,
      seoTranslations,
      entries(demoSeo).map(([locale, t]) => ({ locale, ...t })),
    ),
    ...insertRows(
      db,
      selectOptions,
      demoFeedbackTypes.map((o, i) => ({ field: 'feedback_type', optionId: o.id, sort: i })),
    ),
    ...insertRows(
      db,
      selectOptionTranslations,
      demoFeedbackTypes.flatMap((o) =>
        entries(o.label).map(([locale, label]) => ({ field: 'feedback_type', optionId: o.id, locale, label })),
      ),
    ),
    ...insertRows(
      db,
      siteLabels,
      demoLabels.map((l, i) => ({ key: l.key, value: l.value, sort: i })),
    ),
    ...insertRows(
      db,
      siteLabelTranslations,
      demoLabels.flatMap((l) => entries(l.text).map(([locale, text]) => ({ key: l.key, locale, text }))),
    ),
    ...insertRows(
      db,
      pages,
      demoPages.map((p) => ({ id: p.id, updatedAt: at })),
    ),
    ...insertRows(
      db,
      pageTranslations,
      demoPages.flatMap((p) => entries(p.text).map(([locale, t]) => ({ pageId: p.id, locale, ...t }))),
    ),
    ...insertRows(
      db,
      newsTags,
      demoNewsTags.map((t, i) => ({ id: t.id, sort: i })),
    ),
    ...insertRows(
      db,
      newsTagTranslations,
      demoNewsTags.flatMap((t) => entries(t.name).map(([locale, name]) => ({ tagId: t.id, locale, name }))),
    ),
    ...insertRows(
      db,
      news,
      demoNews.map((n) => ({ id: n.id, image: n.image, publishedAt: n.publishedAt })),
    ),
    ...insertRows(
      db,
      newsTranslations,
      demoNews.flatMap((n) => entries(n.text).map(([locale, t]) => ({ newsId: n.id, locale, ...t }))),
    ),
    ...insertRows(
      db,
      newsTagLinks,
      demoNews.flatMap((n) => n.tags.map((tagId) => ({ newsId: n.id, tagId }))),
    ),
  ]
}

/**
 * Seeds the demo site and content on first start (when there are no languages yet), in one batch;
 * then the demo catalogue when it has no manufacturers yet (its own check, so that a database
 * seeded before the catalogue existed gets it too): the real parts, plus generated ones up to
 * `catalogueParts` in total (Node starts with DEFAULT_START_PARTS; the Worker with the real ones).
 */
export async function seedIfEmpty(db: Db, log: Logger, options: { catalogueParts?: number } = {}) {
  const [row] = await db.select({ n: count() }).from(languages)
  const empty = !(row && row.n > 0)
  if (empty) {
    const [first, ...rest] = demoStatements(db)
    await db.batch([first!, ...rest])
    log.info({ msg: 'demo data seeded' })
  }
  await seedCatalogueIfEmpty(db, log, { parts: options.catalogueParts ?? 0 })
  return empty
}
