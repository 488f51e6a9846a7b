/**
 * The domains the islands call (components/islands: the header's suggestions and cart badge, add
 * to cart, the newsletter), each on its own: the islands pages carry these routes only, not the
 * whole table of contract/routes.ts. Like routes.ts, the browser build replaces this module by the
 * routes as plain data (vite.config.ts).
 */
import { contract } from './index'

export const siteRoutes = contract.site
export const catalogueRoutes = contract.catalogue
export const cartRoutes = contract.cart
export { SEQUENCE_PARAM } from './envelope'
