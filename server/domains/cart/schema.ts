import { index, integer, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core'

/**
 * A signed-in buyer's cart (spec §3 Cart item): one line per offer (`goods_id`), with its quantity
 * and whether it is selected for checkout. Prices are never stored here: a line is priced from the
 * offer's tiers whenever it is read, so the cart always shows today's price and stock.
 */
export const cartItems = sqliteTable(
  'cart_items',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    userId: integer('user_id').notNull(),
    goodsId: integer('goods_id').notNull(),
    qty: integer('qty').notNull(),
    selected: integer('selected', { mode: 'boolean' }).notNull().default(true),
    createdAt: text('created_at').notNull(),
    updatedAt: text('updated_at').notNull(),
  },
  (t) => [uniqueIndex('cart_items_user_goods').on(t.userId, t.goodsId), index('cart_items_user').on(t.userId, t.id)],
)
