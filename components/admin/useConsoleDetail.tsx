import { useQueryClient } from '@tanstack/react-query'
import { useState, type ReactNode } from 'react'
import { usePageContext } from 'vike-react/usePageContext'
import { answerMessage } from './api'
import { useConsoleT } from './i18n'
import { ConsoleError, ConsoleNotice } from './ConsoleMessage'

/** A console detail route of the typed client (consoleApi.adminOrderDetail, ...): read by the route's id. */
type DetailEndpoint = {
  useQuery: (options: { queryKey: (string | number)[]; queryData: { params: { id: number } } }) => {
    isPending: boolean
    data?: { status: number; body: unknown }
  }
}

/**
 * The scaffolding of a console detail page (an order, an RFQ, a customer): the object of the route's
 * `id` read under the cache key ['admin', area, 'detail', id]; while it loads or when it failed, the
 * page shows `fallback` (loading, or the answer's message) until `ready`; `done` puts an action's answer in the
 * cache, marks the area's list stale and shows its message as `notice`.
 */
export function useConsoleDetail<T>(
  area: 'orders' | 'rfqs' | 'customers',
  endpoint: DetailEndpoint,
  list: { refetch: boolean } | null,
):
  | { ready: false; fallback: ReactNode }
  | { ready: true; data: T; done: (next: T, message: string) => void; notice: ReactNode } {
  const t = useConsoleT()
  const id = Number(usePageContext().routeParams.id)
  const key = ['admin', area, 'detail', id]
  const queryClient = useQueryClient()
  const detail = endpoint.useQuery({ queryKey: key, queryData: { params: { id } } })
  const [message, setMessage] = useState('')
  if (detail.isPending) return { ready: false, fallback: <p>{t('ui.loading')}</p> }
  if (detail.data?.status !== 200)
    return {
      ready: false,
      fallback: <ConsoleError text={answerMessage(detail.data, t('ui.loadFailed'))} />,
    }
  const done = (next: T, text: string) => {
    queryClient.setQueryData(key, {
      status: 200,
      body: { code: 200, message: text, data: next },
      headers: new Headers(),
    })
    if (list)
      void queryClient.invalidateQueries({
        queryKey: ['admin', area],
        ...(list.refetch ? {} : { exact: false, refetchType: 'none' as const }),
      })
    setMessage(text)
  }
  const notice = <ConsoleNotice text={message} testId="console-notice" />
  return { ready: true, data: (detail.data.body as { data: T }).data, done, notice }
}
