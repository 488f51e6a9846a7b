import { sql } from 'drizzle-orm'
import { batchStatement } from '../../../db/batch'
import type { Db } from '../../../db/client'
import { PARAMS } from './params'

/**
 * Brings the parameter kinds of a database seeded by an earlier release up to PARAMS: kinds added
 * since (the ones the description parser reads) and names added for a language. Data only, no
 * schema change; a database that has them all is not written. Run at start (seedCatalogueIfEmpty),
 * so that an import's derived values find their kind on Node and on the Worker alike.
 */
export async function ensureParamKinds(db: Db): Promise<number> {
  const kinds = new Set((await db.all<{ key: string }>(sql`SELECT key FROM params`)).map((r) => r.key))
  const named = new Set(
    (
      await db.all<{ k: string }>(
        sql`SELECT pr.key || '|' || t.locale AS k FROM param_translations t JOIN params pr ON pr.id = t.param_id`,
      )
    ).map((r) => r.k),
  )
  const statements = []
  for (const [i, p] of PARAMS.entries()) {
    if (!kinds.has(p.key))
      statements.push(
        batchStatement(db, sql`INSERT INTO params (key, unit, sort) VALUES (${p.key}, ${p.unit}, ${p.sort ?? i})`),
      )
    for (const [locale, name] of [['en', p.name] as const, ...Object.entries(p.t ?? {})])
      if (!named.has(`${p.key}|${locale}`))
        statements.push(
          batchStatement(
            db,
            sql`INSERT OR IGNORE INTO param_translations (param_id, locale, name) SELECT id, ${locale}, ${name} FROM params WHERE key = ${p.key}`,
          ),
        )
  }
  for (let i = 0; i < statements.length; i += 50) {
    const [first, ...rest] = statements.slice(i, i + 50)
    await db.batch([first!, ...rest])
  }
  return statements.length
}
