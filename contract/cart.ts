import { initContract } from '@ts-rest/core'
import { z } from 'zod'
import { envelope, Sequence, type RouteMeta } from './envelope'
import { Icon, Money } from './catalogue'

/*
 * Cart (spec §2 Cart, §3 Cart item, §7 Cart calls): the signed-in buyer's cart, or a guest's
 * (RouteMeta.cart: without a session the HttpOnly `cart` cookie names it; the first add makes it and
 * sets the cookie; it ends after 30 days without a change, and moves into the account on sign-in,
 * an offer in both keeping the larger quantity). One line per offer (goods_id), the same rules and
 * limits for both. Every answer prices the lines anew from the offer's tiers: `price` is the tier price
 * for the line's quantity and `amount` = cart_num × price, exact. A client never sends a price.
 *
 * Quantities follow the offer's minimum order quantity and multiples: a quantity below the minimum
 * or not a multiple is refused with 400 'Please enter multiple of Min QTY' on the field cart_num.
 * A line whose offer is sold out (`sold_out`) or has fewer pieces than asked (`understock`) stays
 * in the cart with its mark but cannot be checked out.
 */

const c = initContract()

export const MAX_CART_LINES = 200
export const MAX_QTY = 10_000_000

export const Id = z
  .number({ required_error: 'validation.invalid', invalid_type_error: 'validation.invalid' })
  .int('validation.invalid')
  .positive('validation.invalid')
  .max(2 ** 31, 'validation.invalid')

/** An order quantity: a whole number of pieces (the offer's minimum and multiples are checked by the server). */
export const Qty = z
  .number({ required_error: 'validation.enterQty', invalid_type_error: 'validation.enterQty' })
  .int('validation.enterQty')
  .positive('validation.enterQty')
  .max(MAX_QTY, 'validation.invalid')

export const CartLine = z.object({
  id: z.number().int().describe('cart line id'),
  goods_id: z.number().int(),
  goods_page_url: z.string().describe('/productdetail/{goods_id}, without language prefix'),
  part_number: z.string(),
  brand_name: z.string().describe('manufacturer'),
  packaging: z.string().describe('package / case'),
  batch: z.string().describe('date code'),
  cart_num: z.number().int().describe('quantity'),
  price: Money.describe('unit price for cart_num (the price tier of that quantity)'),
  amount: Money.describe('cart_num × price, exact'),
  moq: z.number().int(),
  multiple: z.number().int(),
  stock: z.number().int(),
  delivery_plan_date: z.string().describe('planned delivery date YYYY-MM-DD when ordered today'),
  icons: z.array(Icon),
  selected: z.boolean(),
  sold_out: z.boolean().describe('the offer has no stock: cannot be checked out'),
  understock: z.boolean().describe('the offer has fewer pieces than cart_num: cannot be checked out'),
  quantity_problem: z
    .enum(['belowMin', 'notMultiple'])
    .nullable()
    .describe('the quantity breaks the offer’s rules (they changed since it was added): fix it before checkout'),
  quote: z
    .object({
      quote_line_id: z.number().int(),
      rfq_no: z.string(),
      qty: z
        .number()
        .int()
        .describe(
          'the quoted quantity: the only one the line can be ordered with, or the least when the quote has quantity breaks',
        ),
      valid_until: z.string().describe('last day the quote stands (YYYY-MM-DD, UTC)'),
    })
    .nullable()
    .describe(
      'a line of staff’s quote (POST /api/rfq/orderQuote): priced at the quoted unit price, not the offer’s tiers',
    ),
  quote_problem: z
    .enum(['quoteExpired', 'quoteUsed', 'quoteQty', 'quoteQtyMin'])
    .nullable()
    .describe(
      'a quote line that cannot be checked out: the quote expired, was ordered already, or the quantity is not the quoted one (below the quoted one, for a quote with quantity breaks: quoteQtyMin)',
    ),
})
export type CartLine = z.infer<typeof CartLine>

export const CartList = z.object({
  list: z.array(CartLine).describe('newest first'),
  count: z.number().int().describe('lines in the cart'),
  selected_count: z.number().int(),
  subtotal: Money.describe('sum of the amounts of the selected lines that can be checked out, exact'),
})
export type CartList = z.infer<typeof CartList>

export const CartCount = z.object({
  count: z.number().int().describe('lines in the cart; the badge shows 99+ from 100'),
})

const QtyInput = z.object({ goods_id: Id, cart_num: Qty })

/** "12" or "12,13,14": the cart lines to delete (the page's "delete selected"). */
const IdList = z
  .string()
  .regex(/^[0-9]{1,10}(,[0-9]{1,10}){0,199}$/, 'validation.invalid')
  .transform((v) => [...new Set(v.split(',').map(Number))])

export const cartContract = c.router({
  lists: {
    method: 'GET',
    path: '/api/cart/lists',
    query: Sequence,
    responses: { 200: envelope(CartList) },
    summary: 'The cart: lines newest first, priced now, with sold-out / understock marks and the selected subtotal',
    metadata: { cart: true } satisfies RouteMeta,
  },
  add: {
    method: 'POST',
    path: '/api/cart/add',
    query: Sequence,
    body: QtyInput,
    responses: { 200: envelope(z.object({ count: z.number().int(), line: CartLine })) },
    summary: `Add an offer to the cart (an offer already in it gets the quantity added; the sum must follow the rules). At most ${MAX_CART_LINES} lines (409).`,
    metadata: { cart: true, rateLimit: 'cart' } satisfies RouteMeta,
  },
  addMultiple: {
    method: 'POST',
    path: '/api/cart/addMultiple',
    query: Sequence,
    body: z.object({ items: z.array(QtyInput).min(1, 'validation.invalid').max(100, 'validation.invalid') }),
    responses: { 200: envelope(CartCount) },
    summary:
      'Add several offers at once (BOM, quote): all or none; a line that breaks a rule answers 400 naming it (items.N.cart_num)',
    metadata: { cart: true, rateLimit: 'cart' } satisfies RouteMeta,
  },
  addMinus: {
    method: 'PUT',
    path: '/api/cart/addMinus',
    query: Sequence,
    body: z.object({ id: Id.describe('cart line id'), cart_num: Qty.describe('the new quantity') }),
    responses: { 200: envelope(CartLine) },
    summary: "Set a line's quantity (the stepper's + and −); 404 if the line is not in the caller's cart",
    metadata: { cart: true, rateLimit: 'cart' } satisfies RouteMeta,
  },
  selected: {
    method: 'PUT',
    path: '/api/cart/selected',
    query: Sequence,
    body: z.object({
      ids: z.array(Id).max(MAX_CART_LINES).optional().describe('cart line ids; absent = every line (select all)'),
      selected: z.boolean({ required_error: 'validation.invalid', invalid_type_error: 'validation.invalid' }),
    }),
    responses: { 200: envelope(CartList) },
    summary: 'Select or unselect lines for checkout (all when ids is absent); answers the cart',
    metadata: { cart: true, rateLimit: 'cart' } satisfies RouteMeta,
  },
  delete: {
    method: 'DELETE',
    path: '/api/cart/delete/:id',
    pathParams: z.object({ id: IdList.describe('a cart line id, or several separated by commas') }),
    query: Sequence,
    responses: { 200: envelope(CartCount) },
    summary: "Delete cart lines (one id or a comma-separated list); ids not in the caller's cart are ignored",
    metadata: { cart: true, rateLimit: 'cart' } satisfies RouteMeta,
  },
  cartCount: {
    method: 'GET',
    path: '/api/cart/cartCount',
    query: Sequence,
    responses: { 200: envelope(CartCount) },
    summary: 'Lines in the cart, for the header badge (data.count)',
    metadata: { cart: true } satisfies RouteMeta,
  },
})
