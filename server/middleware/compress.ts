import type { MiddlewareHandler } from 'hono'
import { Duplex } from 'node:stream'
import { brotliCompressSync, constants, createBrotliCompress, createGzip, gzipSync } from 'node:zlib'
import { isStoredAnswer } from '../ports/edge/edge-cache'

/**
 * Node only (the Worker leaves compression to Cloudflare): HTML, JSON, JavaScript, CSS, SVG and
 * other text answers are sent brotli-compressed when the client accepts it, else gzip. Built files
 * are precompressed at quality 11 instead (scripts/precompress.mjs), and answers that already
 * carry a Content-Encoding are left alone.
 *
 * An answer that is all there when it is first read is compressed in one call (`compressBody`):
 * an API answer, and a page React wrote in one go, which is most pages (they render from data
 * loaded before the render; server/node-page-stream.ts gathers React's pieces of one event-loop
 * turn). An answer still being written is compressed piece by piece as it comes, each piece
 * flushed, so a streamed page still streams.
 *
 * The brotli quality follows how often the compressed bytes are sent. An answer the page cache
 * keeps (`pageCache`: an anonymous public page or API answer, server/ports/edge/edge-cache.ts) is
 * compressed once and sent to many: quality 4, about what gzip level 6 costs, for smaller pages.
 * Any other answer (a signed-in visitor's page, a private answer, every answer when the page cache
 * is off) is compressed for the one request: quality 2.
 */
export function compression({ pageCache }: { pageCache: boolean }): MiddlewareHandler {
  return async (c, next) => {
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
    const body = await compressBody(res.body, encoding, brotliQuality(pageCache, c.req.raw, res))
    c.res = new Response(body, res)
    if (body instanceof Uint8Array) c.res.headers.set('content-length', String(body.byteLength))
    else c.res.headers.delete('content-length')
    c.res.headers.set('content-encoding', encoding)
  }
}

/** Quality 4 for an answer the page cache keeps (compressed once, sent to many), else 2. */
export function brotliQuality(pageCache: boolean, request: Request, response: Response): 4 | 2 {
  return pageCache && isStoredAnswer(request, response) ? 4 : 2
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

/** Above this an answer is compressed as a stream even when it is all there (no long pause). */
const ONE_CALL_MAX_BYTES = 1 << 20

/**
 * The body compressed: in one call when the stream already holds all of it (then the bytes),
 * else as a stream that compresses each piece as it comes. "All of it" means the stream ended
 * before the next turn of the event loop: a writer that is still working is not waited for.
 *
 * Measured on a product page rendered anew (55 KB of HTML, brotli quality 2): CPU per request
 * 8.6 ms as a stream, 6.0 ms in one call. A stream's encoder costs much more than its
 * compression: with brotli's default window (4 MB) the stream alone cost 9.2 ms per page, with
 * the 256 KB window below 7.0 ms.
 */
export async function compressBody(
  body: ReadableStream<Uint8Array>,
  encoding: 'br' | 'gzip',
  quality: number,
): Promise<Uint8Array<ArrayBuffer> | ReadableStream<Uint8Array>> {
  const reader = body.getReader()
  const pieces: Uint8Array[] = []
  let bytes = 0
  for (;;) {
    const next = reader.read()
    const read = await Promise.race([next, nextTurn()])
    if (read === STILL_WRITING || (!read.done && bytes + read.value.byteLength > ONE_CALL_MAX_BYTES)) {
      const pending = read === STILL_WRITING ? next : Promise.resolve(read)
      return continued(pieces, pending, reader).pipeThrough(compressorStream(encoding, quality))
    }
    if (read.done) return compressInOneCall(pieces, bytes, encoding, quality)
    pieces.push(read.value)
    bytes += read.value.byteLength
  }
}

const STILL_WRITING = Symbol('still writing')
const nextTurn = () => new Promise<typeof STILL_WRITING>((resolve) => setImmediate(resolve, STILL_WRITING))

/** The encoders' settings, the same in one call and as a stream. */
const GZIP_LEVEL = 6
const brotliParams = (quality: number) => ({
  [constants.BROTLI_PARAM_QUALITY]: quality,
  [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
})

function compressInOneCall(pieces: Uint8Array[], bytes: number, encoding: 'br' | 'gzip', quality: number) {
  const whole = pieces.length === 1 ? pieces[0]! : Buffer.concat(pieces, bytes)
  const out =
    encoding === 'br'
      ? brotliCompressSync(whole, { params: { ...brotliParams(quality), [constants.BROTLI_PARAM_SIZE_HINT]: bytes } })
      : gzipSync(whole, { level: GZIP_LEVEL })
  // Node compresses into a Buffer over its own ArrayBuffer (never a shared one).
  return new Uint8Array(out.buffer as ArrayBuffer, out.byteOffset, out.byteLength)
}

/** The pieces already read, then the read under way, then the rest of the reader's stream. */
function continued(
  pieces: Uint8Array[],
  pending: Promise<ReadableStreamReadResult<Uint8Array>>,
  reader: ReadableStreamDefaultReader<Uint8Array>,
): ReadableStream<Uint8Array> {
  let carried: Promise<ReadableStreamReadResult<Uint8Array>> | undefined = pending
  return new ReadableStream<Uint8Array>({
    start(controller) {
      for (const piece of pieces) controller.enqueue(piece)
    },
    async pull(controller) {
      const read = await (carried ?? reader.read())
      carried = undefined
      if (read.done) controller.close()
      else controller.enqueue(read.value)
    },
    cancel(reason) {
      return reader.cancel(reason)
    },
  })
}

/**
 * A streaming compressor that flushes every piece. Brotli's window is 256 KB instead of its
 * default 4 MB: the same bytes for any answer up to that size, and an encoder that costs far less
 * to set up for each answer.
 */
function compressorStream(encoding: 'br' | 'gzip', quality: number): TransformStream<Uint8Array, Uint8Array> {
  const compressor =
    encoding === 'br'
      ? createBrotliCompress({
          flush: constants.BROTLI_OPERATION_FLUSH,
          params: { ...brotliParams(quality), [constants.BROTLI_PARAM_LGWIN]: 18 },
        })
      : createGzip({ flush: constants.Z_SYNC_FLUSH, level: GZIP_LEVEL })
  // Node's stream/web types and the DOM's differ only in name.
  return Duplex.toWeb(compressor) as unknown as TransformStream<Uint8Array, Uint8Array>
}
