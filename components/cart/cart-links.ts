/** The sign-in page that comes back to `path` (a page's own URL, with its language prefix). */
export function loginHref(href: (path: string) => string, back: string): string {
  return `${href('/login')}?redirect=${encodeURIComponent(back)}`
}

/** Buy now: the checkout page for one offer and quantity, without the cart (guests too). */
export function buyNowPath(goodsId: number, qty: number): string {
  return `/pay/order?goods_id=${goodsId}&qty=${qty}`
}
