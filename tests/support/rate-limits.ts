/**
 * RATE_LIMITS for the shops that the e2e, Worker and benchmark suites start: their buyers all come
 * from one address (127.0.0.1, or miniflare's), and some place hundreds of orders to race for
 * stock. The limits of orders, carts and other writes are proven by tests/contract/order-limits.test.ts
 * and rate-limits.test.ts; here they are out of the way.
 */
export const GENEROUS_RATE_LIMITS = ['order', 'orderAccount', 'cart', 'checkout', 'write', 'payConfirm']
  .map((name) => `${name}=1000000/60`)
  .join(',')
