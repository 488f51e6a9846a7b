import { tsRestFetchApi, type ApiFetcherArgs } from '@ts-rest/core'
import { initTsrReactQuery } from '@ts-rest/react-query/v5'
import { adminRoutes } from '../../contract/admin-routes'
import { withSequence } from '../app/call'
import { localizePath } from '../../locales/locales'

/**
 * The console's calls (contract/admin-routes.ts, loaded by the console's pages only): the same
 * typed React Query hooks as the shop's (components/app/api.ts), with the staff cookie the browser
 * sends by itself (HttpOnly, SameSite=Strict, same origin) instead of a bearer token. A 4001 (no
 * staff session, or it ended) goes to the console's sign-in, never to the shop's /exit.
 */
let lang = 'en'
export const setConsoleLanguage = (locale: string) => void (lang = locale)

export async function consoleFetcher(args: ApiFetcherArgs) {
  const response = await tsRestFetchApi({
    ...args,
    path: withSequence(args.path),
    headers: { ...args.headers, lang },
    fetchOptions: { ...args.fetchOptions, credentials: 'same-origin' },
  })
  if (
    (response.body as { code?: number } | undefined)?.code === 4001 &&
    !/\/admin\/(login|setup)$/.test(location.pathname)
  ) {
    const here = location.pathname + location.search
    window.location.assign(`${localizePath('/admin/login', lang as 'en')}?redirect=${encodeURIComponent(here)}`)
  }
  return response
}

export const consoleApi = initTsrReactQuery(adminRoutes, { baseUrl: '', api: consoleFetcher, jsonQuery: false })

/** The server's message of an answer, for the console's notices. */
export const answerMessage = (result: unknown, fallback: string) => {
  const body = (result as { body?: { message?: unknown } } | undefined)?.body
  return typeof body?.message === 'string' && body.message ? body.message : fallback
}

/** Field errors of a 400 answer, by field. */
export function fieldErrors(result: unknown): Record<string, string> {
  const errors = (result as { body?: { data?: { errors?: { field: string; message: string }[] } | null } })?.body?.data
    ?.errors
  return Object.fromEntries((errors ?? []).map((e) => [e.field, e.message]))
}
