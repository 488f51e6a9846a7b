import { useQueryClient } from '@tanstack/react-query'
import { createColumnHelper, getCoreRowModel, useReactTable } from '@tanstack/react-table'
import { useState, type FormEvent } from 'react'
import type { z } from 'zod'
import type { FeedbackRow } from '../../../contract/admin/customers'
import { answerMessage, consoleApi, fieldErrors } from '../../../components/admin/api'
import { ConsoleListBody, ConsoleStatusTabs } from '../../../components/admin/ConsoleTable'
import { Field } from '../../../components/admin/Field'
import { useConsoleFormat } from '../../../components/admin/format'
import { useConsoleT } from '../../../components/admin/i18n'
import { ConsoleNotice } from '../../../components/admin/ConsoleMessage'

const PAGE_SIZE = 25
type Row = z.infer<typeof FeedbackRow>
const STATES = ['open', 'handled'] as const
type State = (typeof STATES)[number]
const column = createColumnHelper<Row>()

/** The feedback form's messages (issue 32): open and handled tabs, newest first; each open one is marked handled with a note. */
export default function Page() {
  const t = useConsoleT()
  const fmt = useConsoleFormat()
  const queryClient = useQueryClient()
  const [filters, setFilters] = useState<{ state: State; page: number }>({ state: 'open', page: 1 })
  const [notice, setNotice] = useState('')
  const query = { state: filters.state, page: filters.page, page_size: PAGE_SIZE }
  const list = consoleApi.feedbackList.useQuery({ queryKey: ['admin', 'feedback', query], queryData: { query } })
  const data = list.data?.status === 200 ? list.data.body.data : null
  const handled = (message: string) => {
    setNotice(message)
    void queryClient.invalidateQueries({ queryKey: ['admin', 'feedback'] })
  }

  const columns = [
    column.accessor('created_at', { header: t('ui.feedbackDesk.received'), cell: (c) => fmt.date(c.getValue()) }),
    column.accessor('type', { header: t('ui.feedbackDesk.type') }),
    column.accessor('email', { header: t('ui.feedbackDesk.email') }),
    column.accessor('content', {
      header: t('ui.feedbackDesk.message'),
      cell: (c) => <p className="console-message">{c.getValue()}</p>,
    }),
    column.accessor('locale', { header: t('ui.feedbackDesk.language') }),
    column.accessor('handled_at', {
      header: t('ui.feedbackDesk.state'),
      cell: (c) =>
        c.row.original.handled_at ? (
          <>
            <p className="console-message">{c.row.original.handled_note}</p>
            <small>
              {t('ui.feedbackDesk.handledBy', {
                who: c.row.original.handled_by,
                when: fmt.date(c.row.original.handled_at),
              })}
            </small>
          </>
        ) : (
          <HandleForm id={c.row.original.id} onDone={handled} />
        ),
    }),
  ]
  const table = useReactTable({ data: data?.list ?? [], columns, getCoreRowModel: getCoreRowModel() })

  return (
    <section>
      <h1>{t('ui.feedback')}</h1>
      <ConsoleNotice text={notice} testId="console-notice" />
      <ConsoleStatusTabs
        label={t('ui.feedback')}
        statuses={STATES}
        title={(s) => t(`ui.feedbackDesk.${s}`)}
        selected={filters.state}
        onSelect={(state) => setFilters({ state: state ?? 'open', page: 1 })}
        counts={data?.counts}
      />
      <ConsoleListBody
        pending={list.isPending}
        data={data}
        failed={answerMessage(list.data, t('ui.loadFailed'))}
        table={table}
        testId="console-feedback"
        none={t('ui.feedbackDesk.none')}
        page={filters.page}
        pageSize={PAGE_SIZE}
        onPage={(page) => setFilters((f) => ({ ...f, page }))}
      />
    </section>
  )
}

/** Mark handled: opens a note field (the confirm step), then saves it. */
function HandleForm({ id, onDone }: { id: number; onDone: (message: string) => void }) {
  const t = useConsoleT()
  const [open, setOpen] = useState(false)
  const [note, setNote] = useState('')
  const [error, setError] = useState('')
  const handle = consoleApi.feedbackHandle.useMutation()
  if (!open)
    return (
      <button type="button" className="btn" onClick={() => setOpen(true)} data-testid="feedback-handle">
        {t('ui.feedbackDesk.handle')}
      </button>
    )
  const submit = (e: FormEvent) => {
    e.preventDefault()
    handle.mutate(
      { params: { id }, body: { note } },
      {
        onSuccess: (r) => {
          if (r.status === 200) return onDone(answerMessage(r, ''))
          setError(fieldErrors(r).note ?? answerMessage(r, t('ui.loadFailed')))
        },
        onError: () => setError(t('ui.loadFailed')),
      },
    )
  }
  return (
    <form onSubmit={submit} noValidate className="console-confirm">
      <Field label={t('ui.feedbackDesk.note')} name="note" value={note} multiline onChange={setNote} error={error} />
      <div className="console-actions">
        <button type="submit" className="btn btn-primary" disabled={handle.isPending} data-testid="feedback-save">
          {t('ui.feedbackDesk.save')}
        </button>
        <button type="button" className="btn" onClick={() => setOpen(false)} disabled={handle.isPending}>
          {t('ui.feedbackDesk.cancel')}
        </button>
      </div>
    </form>
  )
}
