/**
 * What the browser's API client needs of the contract (components/app/api.ts): every route's
 * method and path, and the cache-busting parameter. On the server this is the contract itself; in
 * the browser build vite.config.ts puts in its place the same routes as plain data (method, path,
 * content type), so that zod and the schemas of the contract are not sent to the browser: it never
 * validates answers, and the server validates every request.
 *
 * The BOM calls are left out: only the BOM pages use them, and they have their own table
 * (contract/bom-routes.ts), so home, search and product pages do not carry them; so are the
 * console's (contract/admin-routes.ts).
 */
import { contract as whole } from './index'

const { bom: _bomRoutes, admin: _adminRoutes, ...shared } = whole
export const contract = shared
export { SEQUENCE_PARAM } from './envelope'
