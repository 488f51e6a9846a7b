import { count } from 'drizzle-orm'
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

const entries = <T>(text: Partial<Record<string, T>>) => Object.entries(text) as [string, T][]

/**
 * Demo data as plain INSERT statements, so the same seed feeds the Node database and a D1
 * database (`npm run seed:sql` writes it as SQL for wrangler).
 */
export function demoStatements(db: Db, now = new Date('2026-11-01T00:00:00Z')) {
  const at = now.toISOString()
  const s = [
    db.insert(languages).values(demoLanguages),
    db.insert(siteConfig).values(Object.entries(demoConfig).map(([key, value]) => ({ key, value: JSON.stringify(value) }))),
    db.insert(seoTranslations).values(entries(demoSeo).map(([locale, t]) => ({ locale, ...t }))),
    db.insert(selectOptions).values(demoFeedbackTypes.map((o, i) => ({ field: 'feedback_type', optionId: o.id, sort: i }))),
    db.insert(selectOptionTranslations).values(
      demoFeedbackTypes.flatMap((o) => entries(o.label).map(([locale, label]) => ({ field: 'feedback_type', optionId: o.id, locale, label }))),
    ),
    db.insert(siteLabels).values(demoLabels.map((l, i) => ({ key: l.key, value: l.value, sort: i }))),
    db.insert(siteLabelTranslations).values(demoLabels.flatMap((l) => entries(l.text).map(([locale, text]) => ({ key: l.key, locale, text })))),
    db.insert(pages).values(demoPages.map((p) => ({ id: p.id, updatedAt: at }))),
    db.insert(pageTranslations).values(demoPages.flatMap((p) => entries(p.text).map(([locale, t]) => ({ pageId: p.id, locale, ...t })))),
    db.insert(newsTags).values(demoNewsTags.map((t, i) => ({ id: t.id, sort: i }))),
    db.insert(newsTagTranslations).values(demoNewsTags.flatMap((t) => entries(t.name).map(([locale, name]) => ({ tagId: t.id, locale, name })))),
    db.insert(news).values(demoNews.map((n) => ({ id: n.id, image: n.image, publishedAt: n.publishedAt }))),
    db.insert(newsTranslations).values(demoNews.flatMap((n) => entries(n.text).map(([locale, t]) => ({ newsId: n.id, locale, ...t })))),
    db.insert(newsTagLinks).values(demoNews.flatMap((n) => n.tags.map((tagId) => ({ newsId: n.id, tagId })))),
  ] as const
  return s
}

/** Seeds the demo site and content on first start (when there are no languages yet), in one batch. */
export async function seedIfEmpty(db: Db, log: Logger) {
  const [row] = await db.select({ n: count() }).from(languages)
  if (row && row.n > 0) return false
  await db.batch(demoStatements(db))
  log.info({ msg: 'demo data seeded' })
  return true
}
