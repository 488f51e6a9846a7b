import logo from './images/logo.svg?no-inline'
import logoLight from './images/logo-light.svg?no-inline'

/**
 * The shop's logos under their built, content-hashed names (./images.ts has every image of the
 * shop): on their own for the header, which the islands pages hydrate, so that these do not load
 * the home page's banners' names.
 */
export const LOGOS: Record<string, string> = { '/logo.svg': logo, '/logo-light.svg': logoLight }

/** A logo of the site config: the shop's own by its short path, or the operator's address as it is. */
export function logoImage(path: string): string {
  return LOGOS[path] ?? path
}
