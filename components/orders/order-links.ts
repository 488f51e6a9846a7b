/** An order's status page; a guest's link carries the order's private token. */
export function orderPath(id: number, token?: string): string {
  return `/myaccount/order-status-history/${id}${token ? `?token=${encodeURIComponent(token)}` : ''}`
}
