/**
 * What this release's migrations 0014 to 0017 add, taken away again: a database as the release
 * before left it (the import of this release writes the new columns, so the earlier release's
 * database is seeded by this one and then given back the earlier schema), with a user's cart line
 * in the cart table of 0008 (user_id NOT NULL), which 0016 rebuilds.
 */
export const EARLIER_SCHEMA = [
  // What 0024_quote_tiers adds (a quote line's quantity breaks).
  'ALTER TABLE rfq_quote_lines DROP COLUMN price_tiers',
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
  // What 0023_guest_boms adds (guests' BOMs): the BOMs of users only, as 0011 made them.
  'DROP TABLE boms',
  `CREATE TABLE boms (id integer PRIMARY KEY AUTOINCREMENT NOT NULL, user_id integer NOT NULL, name text NOT NULL,
   file_name text DEFAULT '' NOT NULL, file_key text NOT NULL, columns text NOT NULL, sets integer DEFAULT 1 NOT NULL,
   status text NOT NULL, created_at text NOT NULL, updated_at text NOT NULL)`,
  'CREATE INDEX boms_user ON boms (user_id, updated_at)',
  // What 0021_customers adds (customers disabled or erased, feedback handled), which the earlier release had not either.
  'ALTER TABLE users DROP COLUMN disabled_at',
  'ALTER TABLE users DROP COLUMN disabled_reason',
  'ALTER TABLE users DROP COLUMN erased_at',
  'ALTER TABLE feedback DROP COLUMN handled_at',
  'ALTER TABLE feedback DROP COLUMN handled_by',
  'ALTER TABLE feedback DROP COLUMN handled_note',
  // What 0020_content_console adds (news drafts, a banner's picture per language, showcase places).
  'ALTER TABLE news DROP COLUMN status',
  'ALTER TABLE news DROP COLUMN updated_at',
  'ALTER TABLE banner_translations DROP COLUMN image',
  'DROP INDEX goods_featured_place',
  'DROP INDEX goods_hot_place',
  'DROP INDEX goods_recommended_place',
  'DROP INDEX goods_preferential_place',
  'CREATE INDEX goods_featured ON goods (id) WHERE featured = 1',
  'CREATE INDEX goods_hot ON goods (id) WHERE hot = 1',
  'CREATE INDEX goods_recommended ON goods (id) WHERE recommended = 1',
  'CREATE INDEX goods_preferential ON goods (id) WHERE preferential = 1',
  // What 0018_staff_console adds (the operations console), which the earlier release had not either.
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
  // 0019_import_jobs (feed import).
  'DROP TABLE import_jobs',
  'DROP TABLE import_job_offers',
  'ALTER TABLE manufacturers DROP COLUMN needs_review',
  'ALTER TABLE categories DROP COLUMN needs_review',
  'ALTER TABLE parts DROP COLUMN picture_url',
  // 0017 and 0016: no order link tokens, no guest carts, the cart lines of a user only.
  'DROP TABLE order_link_tokens',
  'DROP TABLE guest_carts',
  'DROP TABLE cart_items',
  `CREATE TABLE cart_items (id integer PRIMARY KEY AUTOINCREMENT NOT NULL, user_id integer NOT NULL, goods_id integer NOT NULL,
   qty integer NOT NULL, selected integer DEFAULT true NOT NULL, created_at text NOT NULL, updated_at text NOT NULL)`,
  'CREATE UNIQUE INDEX cart_items_user_goods ON cart_items (user_id, goods_id)',
  'CREATE INDEX cart_items_user ON cart_items (user_id, id)',
  `INSERT INTO cart_items (user_id, goods_id, qty, selected, created_at, updated_at)
   SELECT 1, min(id), 5, 1, '2026-01-01T00:00:00.000Z', '2026-01-01T00:00:00.000Z' FROM goods`,
]

/** The cart line of EARLIER_SCHEMA as the upgrade must keep it (a user's, no guest cart). */
export const EARLIER_CART_LINE = { user_id: 1, guest_cart_id: null, qty: 5, selected: 1 }
