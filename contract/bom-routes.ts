/**
 * The BOM calls for the BOM pages' client (components/bom/api.ts), kept out of contract/routes.ts
 * so that other pages do not load them. Like routes.ts, the browser build replaces this module by
 * the routes as plain data (vite.config.ts).
 */
import { contract } from './index'

export const bomRoutes = contract.bom
