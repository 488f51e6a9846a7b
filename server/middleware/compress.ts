import type { MiddlewareHandler } from 'hono'
import { Duplex } from 'node:stream'
import { constants, createBrotliCompress, createGzip } from 'node:zlib'

/**
 * Node only (the Worker leaves compression to Cloudflare): HTML, JSON, JavaScript, CSS, SVG and
 * other text answers are sent brotli-compressed when the client accepts it, else gzip. Every
 * piece the app writes is flushed through the compressor as it comes, so a streamed page still
 * streams (server/node-page-stream.ts already gathers React's pieces of one event-loop turn).
 * Brotli at quality 4 costs about what gzip level 6 does and gives smaller pages; built files are
 * precompressed at quality 11 instead (scripts/precompress.mjs), and answers that already carry a
 * Content-Encoding are left alone.
 */
export const compression: MiddlewareHandler = async (c, next) => {
  await next()
  const res = c.res
  if (c.req.method === 'HEAD' || !res.body || res.status === 204 || res.status === 304) return
  const h = res.headers
  if (h.has('content-encoding') || !COMPRESSIBLE.test(h.get('content-type') ?? '')) return
  if (Number(h.get('content-length') ?? Infinity) < MIN_BYTES) return
  if (/\bno-transform\b/.test(h.get('cache-control') ?? '')) return
  h.append('Vary', 'Accept-Encoding')
  const encoding = chooseEncoding(c.req.header('accept-encoding'))
  if (!encoding) return
  // Node's stream/web types and the DOM's differ only in name.
  const pair = Duplex.toWeb(compressor(encoding)) as unknown as TransformStream<Uint8Array, Uint8Array>
  c.res = new Response(res.body.pipeThrough(pair), res)
  c.res.headers.delete('content-length')
  c.res.headers.set('content-encoding', encoding)
}

/** Text answers; images other than SVG, fonts and archives are compressed already. */
const COMPRESSIBLE = /^(text\/|application\/(json|javascript|xml|manifest\+json|ld\+json|rss\+xml)|image\/svg\+xml)/i
/** Below this a compressed answer saves less than a TCP packet. */
const MIN_BYTES = 1024

/** br when the client takes it, else gzip, else nothing (q=0 refuses an encoding). */
export function chooseEncoding(acceptEncoding: string | undefined): 'br' | 'gzip' | undefined {
  const accepted = new Set<string>()
  for (const part of (acceptEncoding ?? '').toLowerCase().split(',')) {
    const [name, ...params] = part.split(';').map((s) => s.trim())
    if (!name || params.some((p) => /^q=0(\.0*)?$/.test(p))) continue
    accepted.add(name)
  }
  if (accepted.has('br')) return 'br'
  if (accepted.has('gzip') || accepted.has('*')) return 'gzip'
  return undefined
}

function compressor(encoding: 'br' | 'gzip') {
  return encoding === 'br'
    ? createBrotliCompress({
        flush: constants.BROTLI_OPERATION_FLUSH,
        params: { [constants.BROTLI_PARAM_QUALITY]: 4, [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT },
      })
    : createGzip({ flush: constants.Z_SYNC_FLUSH, level: 6 })
}
