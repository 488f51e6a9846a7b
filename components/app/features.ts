/**
 * Shop areas whose pages are built. Links into an area that is not built yet stay hidden, so no
 * header link, shortcut or button leads nowhere; flip the flag in the issue that builds the area.
 */
export const features = {
  /** /shoppingcart, the cart badge, /pay/* and /myaccount/order-status-history */
  cart: true,
  /** /bom, /bom/{id} and /myaccount/bom-list */
  bom: true,
  /** /rfq, /rfq/successful and /myaccount/rfq-history */
  rfq: true,
} as const
