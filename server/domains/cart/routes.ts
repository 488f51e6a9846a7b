import type { Contract } from '../../../contract'
import type { ServiceContext } from '../../services/context'
import { fail, ok, type CookieWrite, type RouterHandlers } from '../../services/answers'
import * as cart from './service'
import { MAX_QTY } from '../../../contract/cart'
import { formatCount } from '../../../locales/number-format'

/** A refused quantity or offer, as the answer names it (field cart_num, or items.N.cart_num). */
export function refused(
  ctx: ServiceContext,
  r: { kind: 'gone' | 'rule' | 'full' | 'lineMax'; index?: number; problem?: 'belowMin' | 'notMultiple'; moq?: number },
  prefix = '',
) {
  const at = (field: string) => (r.index === undefined ? field : `items.${r.index}.${field}`)
  if (r.kind === 'full') return fail(ctx, 409, 'api.cartFull')
  if (r.kind === 'lineMax') {
    // One maximum for a line however it is reached: the sum of adds, as addMinus's own limit.
    const max = formatCount(MAX_QTY, ctx.locale)
    const message = ctx.t('validation.lineMax', { max })
    return fail(ctx, 400, 'validation.lineMax', { max }, [{ field: at(`${prefix}cart_num`), message }])
  }
  if (r.kind === 'gone')
    return fail(ctx, 404, 'api.goodsNotFound', undefined, [
      { field: at(`${prefix}goods_id`), message: ctx.t('api.goodsNotFound') },
    ])
  const key = r.problem === 'belowMin' ? 'validation.belowMin' : 'validation.multipleOfMin'
  const message = ctx.t(key, { moq: r.moq })
  return fail(ctx, 400, key, { moq: r.moq }, [{ field: at(`${prefix}cart_num`), message }])
}

/** The cookie of a guest cart the call made (its first add), if any. */
const cookiesOf = (cookie: CookieWrite | null) => (cookie ? [cookie] : [])

export const cartRoutes: RouterHandlers<Contract['cart']> = {
  lists: async (_, ctx) => ok(ctx, await cart.listCart(ctx)),

  add: async ({ body }, ctx) => {
    const r = await cart.addToCart(ctx, [body])
    if (r.kind === 'added')
      return { ...ok(ctx, { count: r.count, line: r.lines[0]! }, 'api.addedToCart'), cookies: cookiesOf(r.cookie) }
    return refused(ctx, r.kind === 'full' ? r : { ...r, index: undefined })
  },

  addMultiple: async ({ body }, ctx) => {
    const r = await cart.addToCart(ctx, body.items)
    if (r.kind === 'added') return { ...ok(ctx, { count: r.count }, 'api.addedToCart'), cookies: cookiesOf(r.cookie) }
    return refused(ctx, r)
  },

  addMinus: async ({ body }, ctx) => {
    const r = await cart.setQuantity(ctx, body.id, body.cart_num)
    if (r.kind === 'notFound') return fail(ctx, 404, 'api.cartLineNotFound')
    if (r.kind === 'quoteQty' || r.kind === 'quoteQtyMin') {
      const key = `orders.problem.${r.kind}`
      const message = ctx.t(key, { qty: formatCount(r.qty, ctx.locale) })
      return fail(ctx, 400, key, { qty: r.qty }, [{ field: 'cart_num', message }])
    }
    return r.kind === 'set' ? ok(ctx, r.line) : refused(ctx, r)
  },

  selected: async ({ body }, ctx) => ok(ctx, await cart.selectLines(ctx, body.ids, body.selected)),

  delete: async ({ params }, ctx) => ok(ctx, { count: await cart.removeLines(ctx, params.id) }, 'api.cartLinesDeleted'),

  cartCount: async (_, ctx) => ok(ctx, { count: await cart.cartCount(ctx) }),
}
