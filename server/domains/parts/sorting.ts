import { sql, type SQL } from 'drizzle-orm'
import type { PartSort, SortOrder } from '../../../contract/catalogue'

/**
 * A list of parts sorted by a column of its rows (search results, a category's and a manufacturer's
 * parts): part number, or the price or stock of each part's default offer — the offer its row
 * shows, contract/pricing.ts `rankOffers` for one piece: the offers that fill their minimum from
 * stock, then the lowest extended price at the minimum (`unit_price` is the minimum's tier price),
 * then the lower id. That offer's price and stock are stored on the part (`parts.sort_price`,
 * `parts.sort_stock`, kept by triggers on `goods`: migration 0014), so a category or maker of a
 * hundred thousand parts sorts by a range of an index (category or maker, column) rather than a
 * lookup of every part's offers. Null for the list's own order; the caller adds its own tie-break.
 * `column` names a column of the listed part in the caller's statement.
 */
export function columnOrder(
  q: { sort?: PartSort; order?: SortOrder },
  column: (name: 'mpn_norm' | 'sort_price' | 'sort_stock') => SQL,
): SQL | null {
  const dir = q.order === 'desc' ? sql`DESC` : sql`ASC`
  switch (q.sort) {
    case 'part_number':
      return sql`${column('mpn_norm')} ${dir}`
    case 'price':
      return sql`${column('sort_price')} ${dir}`
    case 'stock':
      return sql`${column('sort_stock')} ${dir}`
    default:
      return null
  }
}

/**
 * The order of a page of parts read `FROM parts p` (a category's, a manufacturer's): by a column as
 * columnOrder says, else the catalogue's order; the part's id breaks ties, in the column's
 * direction (so that a page is read from the index (category or maker, column), whose entries
 * follow the id within a value, forwards or backwards without sorting).
 */
export function partListOrder(q: { sort?: PartSort; order?: SortOrder }): SQL {
  const by = columnOrder(q, (name) => sql.raw(`p.${name}`))
  if (!by) return sql`p.id`
  return q.order === 'desc' ? sql`${by}, p.id DESC` : sql`${by}, p.id`
}
