/**
 * Page data that is the same for every visitor of a language, kept for a short time per running app
 * (pageContext.cacheScope) and language: two apps in one process (tests) never share it.
 */
export function pageDataCache<T>(ttlMs: number) {
  const byApp = new WeakMap<object, Map<string, { at: number; value: T }>>()
  return {
    get(scope: object, key: string): T | undefined {
      const hit = byApp.get(scope)?.get(key)
      return hit && Date.now() - hit.at < ttlMs ? hit.value : undefined
    },
    set(scope: object, key: string, value: T) {
      let entries = byApp.get(scope)
      if (!entries) byApp.set(scope, (entries = new Map()))
      entries.set(key, { at: Date.now(), value })
    },
  }
}
