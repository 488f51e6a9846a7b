/**
 * The built Node server (`npm run serve`, dist/node/server.mjs) and a keep-alive client after a
 * 413 (issue 29 item 5): the refusal closes the connection (`Connection: close`), so the client's
 * next request goes on a new one and is answered. Before, the 413 said keep-alive, the server
 * drained the unread body for 500 ms and then destroyed the socket under the next request.
 * (tests/contract/transport.test.ts checks the same over @hono/node-server with the app alone.)
 */
import { Agent, request, type IncomingHttpHeaders } from 'node:http'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { startShopServer, type ShopServer } from './server'

let server: ShopServer
beforeAll(async () => {
  server = await startShopServer({ WEB_CONCURRENCY: '1' })
}, 90_000)
afterAll(() => server?.stop())

function send(agent: Agent, method: string, path: string, body?: string) {
  return new Promise<{ status: number; headers: IncomingHttpHeaders }>((resolve, reject) => {
    const req = request(
      `${server.baseUrl}${path}`,
      { method, agent, headers: body ? { 'content-type': 'application/json', origin: server.baseUrl } : {} },
      (res) => {
        res.resume()
        res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers }))
      },
    )
    req.on('error', reject)
    req.end(body)
  })
}

test.each([70 * 1024, 3 * 1024 * 1024])(
  'after a 413 for %i bytes, the next requests on the keep-alive agent are answered',
  async (size) => {
    const agent = new Agent({ keepAlive: true, maxSockets: 1 })
    try {
      expect((await send(agent, 'GET', '/api/lang/list')).status).toBe(200)
      const refused = await send(agent, 'POST', '/api/feedback', JSON.stringify({ feedback_content: 'x'.repeat(size) }))
      expect(refused.status).toBe(413)
      expect(refused.headers.connection).toBe('close')
      for (const wait of [0, 100, 600]) {
        await new Promise((resolve) => setTimeout(resolve, wait))
        expect((await send(agent, 'GET', '/api/lang/list')).status).toBe(200)
      }
    } finally {
      agent.destroy()
    }
  },
)
