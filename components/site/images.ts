import bannerBom from './images/banners/bom.svg?no-inline'
import bannerSearch from './images/banners/search.svg?no-inline'
import bannerSensors from './images/banners/sensors.svg?no-inline'
import { LOGOS } from './logos'

/**
 * The shop's own images (the logos, the home banners) are built under content-hashed names in
 * /assets/, which browsers keep for a year (`immutable`, on Node and in the Worker). The site
 * config and the banner rows name them by their short paths; an image set by the operator (any
 * other address) is shown as it is.
 */
const HASHED: Record<string, string> = {
  ...LOGOS,
  '/banners/bom.svg': bannerBom,
  '/banners/search.svg': bannerSearch,
  '/banners/sensors.svg': bannerSensors,
}

export function siteImage(path: string): string {
  return HASHED[path] ?? path
}
