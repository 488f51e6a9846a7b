/**
 * Datasheet links to trusted hosts open directly (spec §9); the trusted hosts are the site
 * config's `WhitelistedDomain` list. An entry trusts its host and the hosts below it
 * ("www.ti.com" trusts "www.ti.com"; "ti.com" trusts "www.ti.com" too). Only http(s) links count.
 */
export function isTrustedUrl(url: string, whitelist: readonly string[]): boolean {
  let host: string
  try {
    const u = new URL(url)
    if (u.protocol !== 'https:' && u.protocol !== 'http:') return false
    host = u.hostname.toLowerCase()
  } catch {
    return false
  }
  return whitelist.some((entry) => {
    const domain = entry
      .trim()
      .toLowerCase()
      .replace(/^[a-z]+:\/\//, '')
      .replace(/[/:].*$/, '')
      .replace(/^\*?\./, '')
    return !!domain && (host === domain || host.endsWith(`.${domain}`))
  })
}

/** The host name of a URL, or '' when it is not one. */
export function hostOf(url: string): string {
  try {
    return new URL(url).hostname
  } catch {
    return ''
  }
}
