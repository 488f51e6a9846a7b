import { createColumnHelper, getCoreRowModel, useReactTable } from '@tanstack/react-table'
import { useAtom } from 'jotai'
import type { z } from 'zod'
import type { AdminRfqRow } from '../../../contract/admin'
import { RFQ_STATUSES } from '../../../contract/rfq'
import { consoleApi } from '../../../components/admin/api'
import { ConsoleListBody, ConsoleStatusTabs } from '../../../components/admin/ConsoleTable'
import { useConsoleFormat } from '../../../components/admin/format'
import { useConsoleHref, useConsoleT } from '../../../components/admin/i18n'
import { rfqFiltersAtom } from '../../../components/admin/rfq-state'

const PAGE_SIZE = 25
type Row = z.infer<typeof AdminRfqRow>
const column = createColumnHelper<Row>()

/** The RFQ desk (issue 31): status tabs with counts, how many are late, each RFQ's age against the §9 promise. */
export default function Page() {
  const t = useConsoleT()
  const href = useConsoleHref()
  const fmt = useConsoleFormat()
  const [filters, setFilters] = useAtom(rfqFiltersAtom)
  const query = { page: filters.page, page_size: PAGE_SIZE, ...(filters.status ? { status: filters.status } : {}) }
  const list = consoleApi.adminRfqList.useQuery({ queryKey: ['admin', 'rfqs', query], queryData: { query } })
  const data = list.data?.status === 200 ? list.data.body.data : null
  const columns = [
    column.accessor('rfq_no', {
      header: t('ui.rfq.no'),
      cell: (c) => (
        <a href={href(`/admin/rfqs/${c.row.original.id}`)} className="mpn">
          {c.getValue()}
        </a>
      ),
    }),
    column.accessor('created_at', { header: t('ui.rfq.date'), cell: (c) => fmt.date(c.getValue()) }),
    column.accessor('email', { header: t('ui.rfq.buyer') }),
    column.accessor('company', { header: t('ui.rfq.company') }),
    column.accessor('country', { header: t('ui.rfq.country') }),
    column.accessor('part_numbers', { header: t('ui.rfq.parts'), cell: (c) => c.getValue().join(', ') }),
    column.accessor('line_count', { header: t('ui.rfq.lines'), cell: (c) => fmt.count(c.getValue()) }),
    column.accessor('status', { header: t('ui.list.status'), cell: (c) => t(`ui.rfq.status.${c.getValue()}`) }),
    column.accessor('age_working_hours', {
      header: t('ui.rfq.age'),
      cell: (c) => (
        <span className={c.row.original.late ? 'console-late' : undefined}>
          {t('ui.rfq.ageHours', { hours: c.getValue(), promise: c.row.original.promise_hours })}
          {c.row.original.late && <> · {t('ui.rfq.late')}</>}
        </span>
      ),
    }),
  ]
  const table = useReactTable({ data: data?.list ?? [], columns, getCoreRowModel: getCoreRowModel() })
  return (
    <section>
      <h1>
        {t('ui.rfqs')}{' '}
        {data && data.late > 0 && <span className="console-late">({t('ui.rfq.lateCount', { n: data.late })})</span>}
      </h1>
      <ConsoleStatusTabs
        label={t('ui.rfqs')}
        statuses={RFQ_STATUSES}
        title={(s) => t(`ui.rfq.status.${s}`)}
        selected={filters.status}
        onSelect={(status) => setFilters(status ? { status, page: 1 } : { page: 1 })}
        counts={data?.counts}
        all={{ title: t('ui.list.all') }}
      />
      <ConsoleListBody
        pending={list.isPending}
        data={data}
        table={table}
        none={t('ui.rfq.none')}
        page={filters.page}
        pageSize={PAGE_SIZE}
        onPage={(page) => setFilters((f) => ({ ...f, page }))}
      />
    </section>
  )
}
