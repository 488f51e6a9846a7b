/**
 * What the browser's API client needs of the contract (components/app/api.ts): every route's
 * method and path, and the cache-busting parameter. On the server this is the contract itself; in
 * the browser build vite.config.ts puts in its place the same routes as plain data (method, path,
 * content type), so that zod and the schemas of the contract are not sent to the browser: it never
 * validates answers, and the server validates every request.
 */
export { contract } from './index'
export { SEQUENCE_PARAM } from './envelope'
