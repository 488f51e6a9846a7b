import { count } from 'drizzle-orm'
import type { Db } from '../../client'
import type { Logger } from '../../../ports'
import { manufacturers } from '../../../domains/catalogue/schema'
import { forgetReference } from '../../../domains/parts/reference'
import { forgetFacetParts } from '../../../domains/catalogue/facet-counts'

/** Parts the Node server starts with on an empty database (real ones included); CATALOGUE_PARTS overrides. */
export const DEFAULT_START_PARTS = 22_000

/**
 * Seeds the catalogue when it has no manufacturers yet: the real parts of ./data, plus generated
 * parts up to `parts` in total. The seeding code and its data load only then (a dynamic import),
 * so that a Worker isolate that finds a seeded database does not evaluate them.
 */
export async function seedCatalogueIfEmpty(db: Db, log: Logger, options: { parts?: number } = {}) {
  const [row] = await db.select({ n: count() }).from(manufacturers)
  if (row && row.n > 0) {
    // Seeded by an earlier release: the parameter kinds added since (issue 32) come in as data.
    const { ensureParamKinds } = await import('../../../domains/catalogue/parameters/kinds')
    await ensureParamKinds(db)
    return null
  }
  const { seedCatalogue } = await import('./catalogue')
  const report = await seedCatalogue(db, { parts: options.parts ?? DEFAULT_START_PARTS, log })
  forgetReference(db)
  forgetFacetParts(db)
  return report
}
