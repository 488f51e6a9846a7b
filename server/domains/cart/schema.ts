import { index, integer, sqliteTable, text, uniqueIndex, check } from 'drizzle-orm/sqlite-core'
import { sql } from 'drizzle-orm'

/**
 * A guest's cart (spec §6: the cart is not guarded): a buyer without a session gets one on the
 * first add, identified by the random token of the HttpOnly `cart` cookie; only the token's hash is
 * stored, as for sessions. It ends GUEST_CART_IDLE_DAYS after its last change (housekeeping
 * deletes it and its lines), and its lines move into the account when the guest signs in.
 */
export const guestCarts = sqliteTable('guest_carts', {
  id: integer('id').primaryKey({ autoIncrement: true }),
  tokenHash: text('token_hash').notNull().unique(),
  createdAt: text('created_at').notNull(),
  /** The last change of the cart (lines added, changed, selected or deleted). */
  usedAt: text('used_at').notNull(),
})

/**
 * The cart's lines (spec §3 Cart item), of a signed-in buyer (user_id) or of a guest cart
 * (guest_cart_id), exactly one of the two: one line per offer (`goods_id`), with its quantity and
 * whether it is selected for checkout. Prices are never stored here: a line is priced from the
 * offer's tiers whenever it is read, so the cart always shows today's price and stock; a line of a
 * quote (quote_line_id) is priced from the quote line, read anew each time too.
 */
export const cartItems = sqliteTable(
  'cart_items',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    userId: integer('user_id'),
    guestCartId: integer('guest_cart_id'),
    goodsId: integer('goods_id').notNull(),
    qty: integer('qty').notNull(),
    /** A line put in the cart from staff's quote (rfq_quote_lines.id): priced and checked by the quote. */
    quoteLineId: integer('quote_line_id'),
    selected: integer('selected', { mode: 'boolean' }).notNull().default(true),
    createdAt: text('created_at').notNull(),
    updatedAt: text('updated_at').notNull(),
  },
  (t) => [
    uniqueIndex('cart_items_user_goods').on(t.userId, t.goodsId),
    index('cart_items_user').on(t.userId, t.id),
    uniqueIndex('cart_items_guest_goods').on(t.guestCartId, t.goodsId),
    index('cart_items_guest').on(t.guestCartId, t.id),
    check('cart_items_one_owner', sql`(${t.userId} IS NULL) <> (${t.guestCartId} IS NULL)`),
  ],
)
