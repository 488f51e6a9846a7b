import { sql } from 'drizzle-orm'
import { check, index, integer, real, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core'

/**
 * BOMs (spec §4 BOM): a buyer's parts list as uploaded, and each line's match. A BOM belongs to its
 * user (`user_id`), or to a guest (issue 33): no user, found by the hash of the random token of its
 * private link (`guest_token_hash`) until `expires_at` (24 hours after the upload); the
 * housekeeping deletes it then, with its file. The uploaded file stays in the file store (`file_key`), so that the buyer can
 * correct the column mapping and the file is read again. Lines keep what the buyer wrote (part
 * number, manufacturer, quantity, designators, description, customer reference) beside the match:
 * its kind and confidence, the part (null when unmatched), the parts offered instead
 * (`candidates`, JSON ids) and the chosen offer. Prices are never stored: a line is priced from
 * its offer's tiers whenever it is read, as the cart does.
 */
export const boms = sqliteTable(
  'boms',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    /** Null for a guest's BOM. */
    userId: integer('user_id'),
    /** A guest's BOM: the hash of its private link's token (null once it is in an account). */
    guestTokenHash: text('guest_token_hash'),
    /** A guest's BOM ends then (ISO time); null for an account's. */
    expiresAt: text('expires_at'),
    name: text('name').notNull(),
    fileName: text('file_name').notNull().default(''),
    /** Key in the file store (uploads/…); the pasted text is stored there too. */
    fileKey: text('file_key').notNull(),
    /** What the reader found and the mapping in use (JSON: contract BomColumns, with a preview of the first rows). */
    columns: text('columns').notNull(),
    /** Usage sets: every requested quantity is multiplied by it. */
    sets: integer('sets').notNull().default(1),
    /** mapping: the columns wait for the buyer; matched: lines are matched. */
    status: text('status').notNull(),
    createdAt: text('created_at').notNull(),
    updatedAt: text('updated_at').notNull(),
  },
  (t) => [
    index('boms_user').on(t.userId, t.updatedAt),
    uniqueIndex('boms_guest_token').on(t.guestTokenHash),
    index('boms_expires').on(t.expiresAt),
    check('boms_one_owner', sql`(${t.userId} IS NULL) <> (${t.guestTokenHash} IS NULL)`),
  ],
)

export const bomLines = sqliteTable(
  'bom_lines',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    bomId: integer('bom_id').notNull(),
    /** Row in the file as the buyer sees it (1-based). */
    row: integer('row').notNull(),
    partText: text('part_text').notNull(),
    manufacturerText: text('manufacturer_text').notNull(),
    /** Requested quantity per set (1 when the file gave none). */
    qty: integer('qty').notNull(),
    qtyText: text('qty_text').notNull(),
    designators: text('designators').notNull(),
    description: text('description').notNull(),
    customerRef: text('customer_ref').notNull(),
    supplierPn: text('supplier_pn').notNull(),
    /** contract MatchKind; 'none' until matched. */
    matchKind: text('match_kind').notNull().default('none'),
    confidence: real('confidence').notNull().default(0),
    partId: integer('part_id'),
    /** Parts offered for an unmatched line (JSON array of part ids, best first). */
    candidates: text('candidates').notNull().default('[]'),
    /** The chosen offer (goods id); null when unmatched. */
    goodsId: integer('goods_id'),
    /** 1 when the buyer chose the offer (changeSupplier): kept when quantities change. */
    goodsPinned: integer('goods_pinned').notNull().default(0),
  },
  (t) => [index('bom_lines_bom').on(t.bomId, t.row)],
)
