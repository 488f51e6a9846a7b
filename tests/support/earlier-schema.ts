/**
 * What this release's migrations 0014 and 0015 add, taken away again: a database as the release
 * before left it (the import of this release writes the new columns, so the earlier release's
 * database is seeded by this one and then given back the earlier schema).
 */
export const EARLIER_SCHEMA = [
  'DROP TRIGGER goods_sort_insert',
  'DROP TRIGGER goods_sort_update',
  'DROP TRIGGER goods_sort_delete',
  'DROP INDEX parts_category_price',
  'DROP INDEX parts_category_stock',
  'DROP INDEX parts_manufacturer_price',
  'DROP INDEX parts_manufacturer_stock',
  'ALTER TABLE parts DROP COLUMN sort_price',
  'ALTER TABLE parts DROP COLUMN sort_stock',
  // The makers' names as facet values, as migration 0013 left them until an import.
  'UPDATE parts SET package_norm = package',
  "DELETE FROM category_facets WHERE kind = 'package'",
  `INSERT INTO category_facets (category_id, kind, key, value, num, count)
   SELECT category_id, 'package', 0, package, NULL, count(*) FROM parts WHERE package <> '' GROUP BY 1, 4`,
  // What 0016_staff_console adds (the operations console), which the earlier release had not either.
  'DROP TABLE staff_sessions',
  'DROP TABLE staff_setup_tokens',
  'DROP TABLE staff_totp',
  'DROP TABLE staff_recovery_codes',
  'DROP TABLE audit_log',
  'DROP TABLE order_shipments',
  'DROP TABLE order_refunds',
  'DROP TABLE rfq_quotes',
  'DROP TABLE rfq_quote_lines',
  'ALTER TABLE users DROP COLUMN role',
]
