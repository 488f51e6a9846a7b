import { initClient } from '@ts-rest/core'
import type { Hono } from 'hono'
import { contract } from '../../contract'
import type { AppEnv } from './context'

/**
 * The contract's typed client, answered in-process by the app itself (no network): server-side
 * page data (+data.ts) goes through the same contract, validation and handlers as the browser.
 */
export function createInternalClient(app: Hono<AppEnv>, locale: string, token: string | undefined, ip: string) {
  return initClient(contract, {
    baseUrl: 'http://internal',
    baseHeaders: { lang: locale, ...(token ? { authorization: `Bearer ${token}` } : {}) },
    api: async ({ path, method, headers, body }) => {
      const res = await app.request(path, {
        method,
        headers: { ...headers, 'x-internal-request': '1', 'cf-connecting-ip': ip },
        body: body as string | undefined,
      })
      return { status: res.status, body: await res.json(), headers: res.headers }
    },
  })
}
export type InternalClient = ReturnType<typeof createInternalClient>
