import { sql } from 'drizzle-orm'
import { pictureType } from '../../../contract/admin/content'
import type { Db } from '../../db/client'
import type { FileStore } from '../../ports'
import { PICTURE_PATH } from '../content/pictures'

/**
 * Pictures a supplier's feed names by URL are copied into the file port (disk on Node, R2 on the
 * Worker) at import time and served from our own origin, like the console's pictures
 * (/api/site/pictures/<name>): a visitor's browser never asks the supplier's host (their address
 * and the page they read stay ours), a supplier that moves or hotlink-blocks its files leaves our
 * pages whole, and the Content-Security-Policy's img-src needs no host of theirs. Until a copy is
 * made (or when it fails) the part shows its package's drawing.
 *
 * A part's `picture_url` holds the feed's URL until copied, then our path; a later import of the
 * same feed does not touch an existing part's picture, so re-importing changes nothing. Only
 * PNG, JPEG and WebP (what the bytes are) of at most MAX_BYTES are taken; http(s) only, and no
 * loopback or private addresses (the feed does not make the server fetch its own network).
 */
export const MAX_PICTURE_BYTES = 2 * 1024 * 1024
const EXT = { 'image/png': 'png', 'image/jpeg': 'jpg', 'image/webp': 'webp' } as const

export type PictureCopyOptions = {
  files: FileStore
  fetch?: typeof fetch
  /** Pictures fetched at most in one call (the Worker's subrequests are limited); the rest wait for the next import. */
  limit?: number
  timeoutMs?: number
}

/** Whether the feed's URL may be fetched: http(s), a host name or a public address. */
export function fetchablePictureUrl(raw: string): URL | null {
  let url: URL
  try {
    url = new URL(raw)
  } catch {
    return null
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null
  if (url.username || url.password) return null
  const host = url.hostname.toLowerCase()
  if (host === 'localhost' || host.endsWith('.localhost') || host.endsWith('.local') || host.endsWith('.internal'))
    return null
  if (host.startsWith('[')) return null // IPv6 literals: no feed needs one
  const v4 = host.match(/^(\d+)\.(\d+)\.(\d+)\.(\d+)$/)
  if (v4) {
    const [a, b] = [Number(v4[1]), Number(v4[2])]
    if (a === 0 || a === 10 || a === 127 || a >= 224) return null
    if ((a === 169 && b === 254) || (a === 172 && b >= 16 && b <= 31) || (a === 192 && b === 168)) return null
    if (a === 100 && b >= 64 && b <= 127) return null
  } else if (/^[\d.]+$/.test(host) || /^0x/i.test(host)) return null
  return url
}

/** The body, or null once it passes `max` bytes (what arrives counts, not what Content-Length says). */
async function boundedBody(response: Response, max: number): Promise<Uint8Array | null> {
  if (!response.body) return null
  const reader = response.body.getReader()
  const chunks: Uint8Array[] = []
  let size = 0
  for (;;) {
    const { done, value } = await reader.read()
    if (done) break
    size += value.byteLength
    if (size > max) {
      await reader.cancel()
      return null
    }
    chunks.push(value)
  }
  const out = new Uint8Array(size)
  let at = 0
  for (const c of chunks) {
    out.set(c, at)
    at += c.byteLength
  }
  return out
}

async function copyOne(url: URL, options: PictureCopyOptions): Promise<string | null> {
  try {
    const response = await (options.fetch ?? fetch)(url, {
      redirect: 'follow',
      signal: AbortSignal.timeout(options.timeoutMs ?? 10_000),
      headers: { accept: 'image/png,image/jpeg,image/webp' },
    })
    if (!response.ok) {
      await response.body?.cancel()
      return null
    }
    const bytes = await boundedBody(response, MAX_PICTURE_BYTES)
    const type = bytes && pictureType(bytes)
    if (!bytes || !type) return null
    const name = `${crypto.randomUUID()}.${EXT[type]}`
    await options.files.put(`pictures/${name}`, bytes, type)
    return `${PICTURE_PATH}${name}`
  } catch {
    return null
  }
}

/**
 * Copies the feed pictures not copied yet (each URL once, whatever number of parts name it),
 * a few at a time; returns how many URLs were copied and how many failed (they stay as they are
 * and are tried again by the next import).
 */
export async function copyFeedPictures(db: Db, options: PictureCopyOptions) {
  const limit = options.limit ?? Number.MAX_SAFE_INTEGER
  const done = new Map<string, string | null>()
  let failed = 0
  let after = 0
  for (;;) {
    // Paged by id (the primary key), so a million parts without pictures is one quick pass.
    const page = await db.all<{ id: number; url: string }>(
      sql`SELECT id, picture_url AS url FROM parts WHERE id > ${after}
          AND (picture_url LIKE 'http://%' OR picture_url LIKE 'https://%') ORDER BY id LIMIT 200`,
    )
    if (!page.length) break
    after = Number(page[page.length - 1]!.id)
    const todo = [...new Set(page.map((p) => p.url))]
      .filter((u) => !done.has(u))
      .slice(0, Math.max(0, limit - done.size))
    const worker = async () => {
      for (let next = todo.shift(); next !== undefined; next = todo.shift()) {
        const url = fetchablePictureUrl(next)
        const local = url && (await copyOne(url, options))
        done.set(next, local || null)
        if (!local) failed++
      }
    }
    await Promise.all([worker(), worker(), worker(), worker()])
    const updates = page.flatMap((p) => {
      const local = done.get(p.url)
      return local ? [sql`UPDATE parts SET picture_url = ${local} WHERE id = ${Number(p.id)}`] : []
    })
    for (const u of updates) await db.run(u)
    if (done.size >= limit) break
  }
  return { copied: done.size - failed, failed }
}

/** What a part shows: its copied picture, else its package's drawing. */
export function copiedPicture(pictureUrl: string | null | undefined): string | null {
  return pictureUrl?.startsWith(PICTURE_PATH) ? pictureUrl : null
}
