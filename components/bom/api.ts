import { initTsrReactQuery } from '@ts-rest/react-query/v5'
import { bomRoutes } from '../../contract/bom-routes'
import { callHeaders, endSessionOn, fetcher, withSequence } from '../app/api'

/**
 * The BOM calls, loaded by the BOM pages only (contract/bom-routes.ts): the same fetcher, session
 * and language as every call.
 */
export const bomApi = initTsrReactQuery(bomRoutes, {
  baseUrl: '',
  api: (args) => fetcher({ ...args, headers: { ...args.headers, ...guestBomHeaders() } }),
  jsonQuery: false,
})

let guestBomToken: string | null = null
/** A guest's BOM: the token of its private link (from the upload's answer, or the page's data). */
export function setGuestBomToken(token: string | null) {
  guestBomToken = token
}
/** The private link's query (`?token=`) of a guest's BOM, or ''. */
export const guestBomSearch = () => (guestBomToken ? `?token=${guestBomToken}` : '')
/** The private link's token, sent with every BOM call as header Bom-Token. */
const guestBomHeaders = (): Record<string, string> => (guestBomToken ? { 'bom-token': guestBomToken } : {})

/**
 * A multipart form to a route that takes one (RouteMeta.body), answered with its envelope. The
 * typed client cannot send a browser File as the contract's file shape; the answer's type is the
 * contract's all the same (the caller names it).
 */
export async function postForm<T>(path: string, form: FormData): Promise<{ status: number; body: T }> {
  const res = await fetch(withSequence(path), {
    method: 'POST',
    body: form,
    headers: { ...callHeaders(), ...guestBomHeaders() },
  })
  const body = (await res.json()) as T
  endSessionOn(body)
  return { status: res.status, body }
}

/** Downloads a route that answers a file (RouteMeta.file) under `name`; false when it answered an error. */
export async function downloadFile(path: string, name: string): Promise<boolean> {
  const res = await fetch(withSequence(path), { headers: callHeaders() })
  if (!res.ok) return false
  const url = URL.createObjectURL(await res.blob())
  const a = document.createElement('a')
  a.href = url
  a.download = name
  document.body.append(a)
  a.click()
  a.remove()
  setTimeout(() => URL.revokeObjectURL(url), 10_000)
  return true
}
