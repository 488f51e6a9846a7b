/**
 * Page data that is the same for every visitor of a language, kept for a short time per running app
 * (pageContext.cacheScope), language and version of the public data (pageContext.dataVersion): two
 * apps in one process (tests) never share it, and a change of the data (an order's stock, a news
 * item published in the console) is seen by the next render, not after the time is up.
 */
export function pageDataCache<T>(ttlMs: number) {
  const byApp = new WeakMap<object, Map<string, { at: number; version: string; value: T }>>()
  return {
    get(scope: object, key: string, version: string): T | undefined {
      const hit = byApp.get(scope)?.get(key)
      return hit && hit.version === version && Date.now() - hit.at < ttlMs ? hit.value : undefined
    },
    set(scope: object, key: string, version: string, value: T) {
      let entries = byApp.get(scope)
      if (!entries) byApp.set(scope, (entries = new Map()))
      entries.set(key, { at: Date.now(), version, value })
    },
  }
}
