import { PassThrough, Readable, type Writable } from 'node:stream'

/**
 * On Node, vike-react renders with React's Node stream (react-streaming picks it where Node's
 * modules are): React's edge build, used for Web streams, turns every attribute and text into
 * bytes one by one with TextEncoder, which cost a product page about a tenth of its CPU time; the
 * Node build encodes into one buffer. Hono answers with a Web stream, so the page is piped
 * through here. The Worker keeps the Web stream (it has no other).
 */
export function pipeToWebStream(pipe: (writable: Writable) => void): ReadableStream<Uint8Array> {
  const through = new PassThrough()
  pipe(through)
  return Readable.toWeb(through) as ReadableStream<Uint8Array>
}
