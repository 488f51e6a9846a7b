import { splitLocale } from '../../locales/locales'
import { features } from './features'

/*
 * Links into shop areas that are not built yet (./features.ts), for the operator's content. Not in
 * features.ts: the islands pages read the flags in the browser, and a module's every function is
 * in each chunk that imports one of its exports.
 */

/** The paths of each area's pages (and everything under them), without a language prefix. */
const areaPaths: Record<keyof typeof features, string[]> = {
  cart: ['/shoppingcart', '/pay', '/myaccount/order-status-history'],
  bom: ['/bom', '/myaccount/bom-list'],
  rfq: ['/rfq', '/myaccount/rfq-history'],
}

/**
 * Whether a link of the operator's (a banner, a link in a page's text) leads into an area that is
 * not built yet: a site path, with or without a language prefix, query or fragment.
 */
export function leadsToUnbuiltArea(href: string): boolean {
  if (!href.startsWith('/') || href.startsWith('//')) return false
  const { path } = splitLocale(href.split(/[?#]/, 1)[0]!)
  return Object.entries(areaPaths).some(
    ([area, paths]) =>
      !features[area as keyof typeof features] && paths.some((p) => path === p || path.startsWith(`${p}/`)),
  )
}

/**
 * Content HTML with its links into unbuilt areas turned into their text, so "use the BOM tool"
 * reads on but leads to no "page not found". The HTML is the sanitizer's output: attributes quoted
 * with ", no nested links.
 */
export function unlinkUnbuiltAreas(html: string): string {
  return html.replace(/<a\s[^>]*?href="([^"]*)"[^>]*>([\s\S]*?)<\/a>/g, (link, href: string, text: string) =>
    leadsToUnbuiltArea(href.replace(/&amp;/g, '&')) ? text : link,
  )
}
