/**
 * What the app answers over a real Node socket and at the edges of HTTP (issue 14, item 9): a body
 * over the limit gets its 413 (not a reset connection), the bearer scheme in any case, Secure
 * cookies whenever the request is HTTPS. (/favicon.ico: tests/worker/worker.test.ts and
 * tests/e2e/navigation.test.ts, where the built files are served.)
 */
import { serve, type ServerType } from '@hono/node-server'
import { Agent, request, type IncomingHttpHeaders } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { hashPassword } from '../../server/domains/accounts/password'
import { users } from '../../server/db/schema'
import { eq } from 'drizzle-orm'
import { envelopeOf, postJson, startTestApp, type TestApp } from '../support/test-app'
import { message } from '../support/text'

let t: TestApp
let server: ServerType
let base: string
beforeAll(async () => {
  t = await startTestApp({ seed: false })
  server = serve({ fetch: t.app.fetch, port: 0, hostname: '127.0.0.1' })
  await new Promise<void>((resolve) => server.once('listening', () => resolve()))
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})
afterAll(async () => {
  await new Promise((resolve) => server?.close(resolve))
  await t?.close()
})

describe('a body over the limit, over a real socket', () => {
  test.each([70 * 1024, 1024 * 1024])('%i bytes → 413 with the localized envelope', async (size) => {
    const res = await fetch(`${base}/api/feedback`, {
      ...postJson({ type_id: 1, email: 'big@example.com', feedback_content: 'x'.repeat(size) }, { lang: 'de' }),
    })
    expect(res.status).toBe(413)
    expect(await envelopeOf(res)).toEqual({ code: 413, message: message('de', 'api.bodyTooLarge'), data: null })
  })

  test('a chunked body over the limit (no Content-Length) → 413', async () => {
    const chunk = new TextEncoder().encode('x'.repeat(16 * 1024))
    let sent = 0
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent++ < 8) controller.enqueue(chunk)
        else controller.close()
      },
    })
    const res = await fetch(`${base}/api/feedback`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body,
      duplex: 'half',
    } as RequestInit)
    expect(res.status).toBe(413)
  })

  // Issue 29 item 5: the 413 came with keep-alive, and the socket was destroyed under the next request.
  test.each([70 * 1024, 3 * 1024 * 1024])(
    'after a 413 for %i bytes, the next request of a keep-alive client is answered',
    async (size) => {
      const agent = new Agent({ keepAlive: true, maxSockets: 1 })
      try {
        const refused = await send(
          agent,
          'POST',
          '/api/feedback',
          JSON.stringify({ feedback_content: 'x'.repeat(size) }),
        )
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
})

/** One request over `agent` (node:http, so that the connection is the agent's to keep or not). */
function send(agent: Agent, method: string, path: string, body?: string) {
  return new Promise<{ status: number; headers: IncomingHttpHeaders }>((resolve, reject) => {
    const req = request(
      `${base}${path}`,
      { method, agent, headers: body ? { 'content-type': 'application/json' } : {} },
      (res) => {
        res.resume()
        res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers }))
      },
    )
    req.on('error', reject)
    req.end(body)
  })
}

describe('Authorization', () => {
  test.each(['Bearer', 'bearer', 'BEARER', 'BeArEr'])(
    'the scheme %j is read (RFC 7235: case-insensitive)',
    async (scheme) => {
      const { token } = await t.createUserSession()
      const res = await t.request('/api/session', { headers: { authorization: `${scheme} ${token}` } })
      expect(res.status).toBe(200)
    },
  )
})

describe('cookies over HTTPS', () => {
  async function signIn(url: string, headers: Record<string, string> = {}) {
    const email = `secure-${crypto.randomUUID().slice(0, 8)}@example.com`
    const password = 'Correct-horse-9'
    await t.createUserSession({ email })
    await t.db
      .update(users)
      .set({ passwordHash: await hashPassword(password), activatedAt: t.clock.now().toISOString() })
      .where(eq(users.emailNorm, email))
    return t.request(url, postJson({ email, password }, headers))
  }

  test('a sign-in over https (public URL http) sets Secure cookies', async () => {
    const res = await signIn('https://shop.test/api/user/login')
    expect(res.status).toBe(200)
    const cookies = res.headers.getSetCookie().filter((c) => /^(token|userInfo)=/.test(c))
    expect(cookies).toHaveLength(2)
    for (const c of cookies) expect(c).toMatch(/;\s*Secure/i)
  })

  test('over plain http they are not Secure (a browser would drop them)', async () => {
    const res = await signIn('http://shop.test/api/user/login')
    for (const c of res.headers.getSetCookie()) expect(c).not.toMatch(/;\s*Secure/i)
  })

  test('/exit over https clears the cookies with Secure', async () => {
    const res = await t.request('https://shop.test/exit', { headers: { cookie: 'token=abc' } })
    const cookies = res.headers.getSetCookie().filter((c) => /^(token|userInfo)=/.test(c))
    expect(cookies.length).toBeGreaterThan(0)
    for (const c of cookies) expect(c).toMatch(/;\s*Secure/i)
  })
})
