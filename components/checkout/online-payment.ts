import type { OrderDetail } from '../../contract/orders'

/**
 * What the payment page gives an online method's component (the same props as every method of
 * /pay/payment): the order, a guest's private token, and what to do once it is paid.
 */
export type OnlinePayProps = {
  order: Pick<OrderDetail, 'id' | 'order_no' | 'total'>
  token?: string
  onPaid: (order: OrderDetail) => void
}

/** The query that carries a shop order to the test provider's screen and back. */
export function orderQuery(id: number, token?: string): string {
  return `order=${id}${token ? `&order_token=${encodeURIComponent(token)}` : ''}`
}
