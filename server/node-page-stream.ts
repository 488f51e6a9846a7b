import { Writable } from 'node:stream'

/**
 * On Node, vike-react renders with React's Node stream (react-streaming picks it where Node's
 * modules are): React's edge build, used for Web streams, turns every attribute and text into
 * bytes one by one with TextEncoder, which cost a product page about a tenth of its CPU time; the
 * Node build encodes into one buffer. Hono answers with a Web stream, so the page is piped
 * through here. The Worker keeps the Web stream (it has no other).
 *
 * React writes the page in pieces of 4 KB, most of them in one go: the pieces written in one turn
 * of the event loop travel on as one chunk, so that a page is a few stream reads and socket
 * writes instead of a dozen. A page is tens of kilobytes rendered in milliseconds: it is held
 * whole rather than slowing React down for a client that reads slowly. A client that goes away
 * stops the render.
 */
export function pipeToWebStream(pipe: (writable: Writable) => void): ReadableStream<Uint8Array> {
  let page: Writable
  return new ReadableStream<Uint8Array>({
    start(controller) {
      let pending: Buffer[] = []
      let flushScheduled = false
      let open = true
      const flush = () => {
        flushScheduled = false
        if (!open || !pending.length) return
        controller.enqueue(pending.length === 1 ? pending[0]! : Buffer.concat(pending))
        pending = []
      }
      page = new Writable({
        write(chunk: Buffer, _encoding, done) {
          pending.push(chunk)
          if (!flushScheduled) {
            flushScheduled = true
            setImmediate(flush)
          }
          done()
        },
        final(done) {
          flush()
          if (open) controller.close()
          open = false
          done()
        },
        destroy(error, done) {
          if (open && error) controller.error(error)
          open = false
          done(error)
        },
      })
      pipe(page)
    },
    cancel() {
      page.destroy()
    },
  })
}
