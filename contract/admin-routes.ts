/**
 * The console's calls for its own client (components/admin/api.ts), kept out of contract/routes.ts
 * so that no shop page loads them. Like routes.ts, the browser build replaces this module by the
 * routes as plain data (vite.config.ts).
 */
import { contract } from './index'

export const adminRoutes = contract.admin
