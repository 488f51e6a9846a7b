import { sql, type SQL } from 'drizzle-orm'
import type { PartSort, SortOrder } from '../../../contract/catalogue'

/**
 * A list of parts sorted by a column of its rows (search results, a category's and a manufacturer's
 * parts): part number, or the price or stock of each part's default offer — the offer its row
 * shows, contract/pricing.ts `rankOffers` for one piece, here in SQL: the offers that fill their
 * minimum from stock, then the lowest extended price at the minimum (`unit_price` is the minimum's
 * tier price), then the lower id. Null for the list's own order; the caller adds its own tie-break.
 * `part` names the part's id and normalised number in the caller's statement. The price and stock
 * read each listed part's offers (an index lookup per part): cheap for the thousand ranked
 * candidates of a search; a category or maker of a hundred thousand parts sorts that many.
 */
export function columnOrder(q: { sort?: PartSort; order?: SortOrder }, part: { id: SQL; mpnNorm: SQL }): SQL | null {
  const dir = q.order === 'desc' ? sql`DESC` : sql`ASC`
  const offer = (column: 'unit_price' | 'stock') =>
    sql`(SELECT x.${sql.raw(column)} FROM goods x WHERE x.part_id = ${part.id}
         ORDER BY (x.stock <= 0) + (x.stock < x.moq), x.moq * x.unit_price, x.id LIMIT 1)`
  switch (q.sort) {
    case 'part_number':
      return sql`${part.mpnNorm} ${dir}`
    case 'price':
      return sql`${offer('unit_price')} ${dir}`
    case 'stock':
      return sql`${offer('stock')} ${dir}`
    default:
      return null
  }
}

/**
 * The order of a page of parts read `FROM parts p` (a category's, a manufacturer's): by a column as
 * columnOrder says, else the catalogue's order; the part's id breaks ties either way.
 */
export function partListOrder(q: { sort?: PartSort; order?: SortOrder }): SQL {
  const by = columnOrder(q, { id: sql`p.id`, mpnNorm: sql`p.mpn_norm` })
  return by ? sql`${by}, p.id` : sql`p.id`
}
