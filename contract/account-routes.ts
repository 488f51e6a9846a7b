/**
 * The account calls of the islands account pages' forms (sign-in, registration, forgotten password:
 * components/account/account-form-dom.ts and the pages' submit code), in a module of their own so
 * that they load with that code, not with every islands page (./island-routes.ts is part of those).
 * Like routes.ts, the browser build replaces this module by the routes as plain data (vite.config.ts).
 */
import { contract } from './index'

export const accountRoutes = contract.accounts
/** The activation call alone: the activation page sends it at first load (components/account/activate-behaviour.ts). */
export const activateRoute = contract.accounts.active
