import { initTsrReactQuery } from '@ts-rest/react-query/v5'
import { bomRoutes } from '../../contract/bom-routes'
import { callHeaders, endSessionOn, fetcher, withSequence } from '../app/api'

/**
 * The BOM calls, loaded by the BOM pages only (contract/bom-routes.ts): the same fetcher, session
 * and language as every call.
 */
export const bomApi = initTsrReactQuery(bomRoutes, { baseUrl: '', api: fetcher, jsonQuery: false })

/**
 * A multipart form to a route that takes one (RouteMeta.body), answered with its envelope. The
 * typed client cannot send a browser File as the contract's file shape; the answer's type is the
 * contract's all the same (the caller names it).
 */
export async function postForm<T>(path: string, form: FormData): Promise<{ status: number; body: T }> {
  const res = await fetch(withSequence(path), { method: 'POST', body: form, headers: callHeaders() })
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
