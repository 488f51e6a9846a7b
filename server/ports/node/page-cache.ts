import type { EdgeCache } from '../edge/edge-cache'

/**
 * Node's stand-in for the Worker's edge cache (`caches.default`): the answers edgeCached stores
 * (anonymous public GETs: pages and API answers), kept in this process's memory, least recently
 * used first out when the cache is over its size. An answer is fresh for its `s-maxage`; after
 * that, for its `stale-while-revalidate` seconds, it is still served while one request renders it
 * anew in the background (claimRefresh). What is kept is the body as sent: compressed for the
 * encoding that is part of the key (server/node.ts). `maxBytes` bounds what the entries hold: the
 * body, and the key and headers beside it (for a small API answer, more than the body itself).
 */
export function memoryPageCache(options: { maxBytes: number; now?: () => number }): EdgeCache {
  const now = options.now ?? Date.now
  type Entry = {
    body: Uint8Array<ArrayBuffer>
    status: number
    headers: [string, string][]
    freshUntil: number
    staleUntil: number
    refreshingSince: number
    /** What the entry holds in memory, about: the body, the key and headers (UTF-16), the entry itself. */
    cost: number
  }
  const entries = new Map<string, Entry>()
  let bytes = 0

  const drop = (key: string) => {
    const entry = entries.get(key)
    if (!entry) return
    entries.delete(key)
    bytes -= entry.cost
  }
  const live = (key: string) => {
    const entry = entries.get(key)
    if (entry && entry.staleUntil <= now()) {
      drop(key)
      return undefined
    }
    return entry
  }

  return {
    async match(key) {
      const entry = live(key)
      if (!entry) return undefined
      // Most recently used last: Map keeps insertion order.
      entries.delete(key)
      entries.set(key, entry)
      // A Uint8Array body and plain headers keep @hono/node-server on its fast path (written in one
      // go); an ArrayBuffer body made it read the answer as a stream (measured: 2.2x slower hits).
      return new Response(entry.body.byteLength ? entry.body : null, { status: entry.status, headers: entry.headers })
    },
    async put(key, response) {
      const body = new Uint8Array(await response.arrayBuffer())
      const cacheControl = response.headers.get('cache-control') ?? ''
      const fresh = seconds(cacheControl, 's-maxage')
      if (!fresh || body.byteLength > options.maxBytes / 16) return
      drop(key)
      const at = now()
      const headers = [...response.headers]
      const cost =
        body.byteLength +
        2 * (key.length + headers.reduce((n, [name, value]) => n + name.length + value.length, 0)) +
        ENTRY_BYTES
      entries.set(key, {
        body,
        status: response.status,
        headers,
        freshUntil: at + fresh * 1000,
        staleUntil: at + (fresh + seconds(cacheControl, 'stale-while-revalidate')) * 1000,
        refreshingSince: 0,
        cost,
      })
      bytes += cost
      for (const oldest of entries.keys()) {
        if (bytes <= options.maxBytes) break
        drop(oldest)
      }
    },
    claimRefresh(key) {
      const entry = live(key)
      const at = now()
      // One background render per stale entry; another may start if that one gave nothing in 10 s.
      if (!entry || entry.freshUntil > at || at - entry.refreshingSince < 10_000) return false
      entry.refreshingSince = at
      return true
    },
  }
}

/** An entry's own objects (the entry, its header pairs, the map's slot), about. */
const ENTRY_BYTES = 400

function seconds(cacheControl: string, directive: string): number {
  const match = new RegExp(`(?:^|[\\s,])${directive}=(\\d+)`).exec(cacheControl)
  return match ? Number(match[1]) : 0
}
