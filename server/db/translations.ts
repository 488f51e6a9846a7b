import { and, eq, getTableName, sql, type SQL } from 'drizzle-orm'
import { alias, type SQLiteColumn, type SQLiteTable } from 'drizzle-orm/sqlite-core'
import { defaultLocale } from '../../locales/locales'

/** A `*_translations` table: rows of text per language, keyed by what they translate and `locale`. */
type Translations = SQLiteTable & { locale: SQLiteColumn }

/**
 * The translation-with-English-fallback join, written once: a table's row in the request language
 * and its row in English, both left-joined to what they translate (`on` names the key columns),
 * so that `text(t => t.title)` is the local text, else the English one, else ''. Used as
 * `.leftJoin(...tr.local).leftJoin(...tr.english)`. A field-by-field fallback (a translation with a
 * title but no body) reads both rows instead (content's getPage).
 */
export function withEnglishFallback<T extends Translations>(table: T, locale: string, on: (t: T) => SQL | undefined) {
  const name = getTableName(table)
  const local = alias(table, `${name}_local`) as unknown as T
  const english = alias(table, `${name}_en`) as unknown as T
  return {
    local: [local, and(on(local), eq(local.locale, locale))] as const,
    english: [english, and(on(english), eq(english.locale, defaultLocale))] as const,
    /** The local text, else the English, else ''. */
    text: (column: (t: T) => SQLiteColumn) => sql<string>`coalesce(${column(local)}, ${column(english)}, '')`,
    /** The language the text is in: the request's when it has a row, else English. */
    textLocale: (key: (t: T) => SQLiteColumn) =>
      sql<string>`case when ${key(local)} is null then ${defaultLocale} else ${locale} end`,
  }
}
