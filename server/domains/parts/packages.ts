/**
 * A package as one facet value: the rules are contract/packages.ts, shared with the pages (a link's
 * ?pkg= is ticked as the value it filters on).
 */
export { normalizePackage } from '../../../contract/packages'
