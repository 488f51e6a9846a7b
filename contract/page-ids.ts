/**
 * The content pages' ids, in a module without zod (like ./values.ts) for vike's client routing
 * (pages/content/+route.ts); not in values.ts, whose other values the islands pages load.
 */

/** Content and policy pages (/about, ..., spec §8). */
export const PAGE_IDS = [
  'about',
  'certification',
  'contact',
  'companyprofile',
  'cookies-policy',
  'how-to-buy',
  'privacy-policy',
  'refund',
  'shipping-delivering',
  'terms-conditions',
] as const
