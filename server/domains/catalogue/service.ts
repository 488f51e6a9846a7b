/**
 * Catalogue rules and queries, one file per concern. Every function takes the context first
 * (database, locale, clock) and returns plain data in the contract's shapes, or null when the
 * thing does not exist. Parts as lists show them and the cached reference tables are shared with
 * search in `../parts/`.
 */
export * from './home'
export * from './categories'
export * from './manufacturers'
export * from './products'
export * from './sitemap'
export { goodsPageUrl, goodsSummaries, partListItems } from '../parts/views'
