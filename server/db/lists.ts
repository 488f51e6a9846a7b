import { sql, type SQL } from 'drizzle-orm'

/**
 * A list for `x IN ${list}`: bound as one JSON array and expanded by SQLite's json_each, so the
 * statement's text is the same whatever the list holds. Prepared statements are reused by their
 * text (server/db/statement-cache.ts), and D1 allows only 100 bound values per statement: a list
 * written out as literals made every call a new statement to prepare and pushed the ones that are
 * asked for all the time out of the cache.
 */
export function inList(list: readonly number[] | readonly string[]): SQL {
  const values = (list as readonly (number | string)[]).filter((v) =>
    typeof v === 'number' ? Number.isSafeInteger(v) : typeof v === 'string',
  )
  return sql`(SELECT value FROM json_each(${JSON.stringify(values)}))`
}
