/** Buy now: the checkout page for one offer and quantity, without the cart (guests too). */
export function buyNowPath(goodsId: number, qty: number): string {
  return `/pay/order?goods_id=${goodsId}&qty=${qty}`
}
