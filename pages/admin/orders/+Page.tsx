import { createColumnHelper, getCoreRowModel, useReactTable } from '@tanstack/react-table'
import { useAtom } from 'jotai'
import { useState } from 'react'
import type { z } from 'zod'
import type { AdminOrderRow } from '../../../contract/admin'
import { ORDER_STATUSES } from '../../../contract/orders'
import { consoleApi } from '../../../components/admin/api'
import { ConsoleListBody, ConsoleSearch, ConsoleStatusTabs } from '../../../components/admin/ConsoleTable'
import { useConsoleFormat } from '../../../components/admin/format'
import { useConsoleHref, useConsoleT } from '../../../components/admin/i18n'
import { orderFiltersAtom } from '../../../components/admin/state'

const PAGE_SIZE = 25
type Row = z.infer<typeof AdminOrderRow>
const column = createColumnHelper<Row>()

/**
 * The order desk (issue 31): status tabs with counts, a search (order number, e-mail, company, part
 * number) and a date range, the orders newest first, paging. The filters live in jotai, so they
 * are as staff left them when they come back from an order.
 */
export default function Page() {
  const t = useConsoleT()
  const href = useConsoleHref()
  const fmt = useConsoleFormat()
  const [filters, setFilters] = useAtom(orderFiltersAtom)
  const [draft, setDraft] = useState({ q: filters.q, from: filters.from, to: filters.to })
  const query = {
    page: filters.page,
    page_size: PAGE_SIZE,
    ...(filters.status ? { status: filters.status } : {}),
    ...(filters.q ? { q: filters.q } : {}),
    ...(filters.from ? { from: filters.from } : {}),
    ...(filters.to ? { to: filters.to } : {}),
  }
  const list = consoleApi.adminOrderList.useQuery({ queryKey: ['admin', 'orders', query], queryData: { query } })
  const data = list.data?.status === 200 ? list.data.body.data : null

  const columns = [
    column.accessor('order_no', {
      header: t('ui.list.orderNo'),
      cell: (c) => (
        <a href={href(`/admin/orders/${c.row.original.id}`)} className="mpn" data-testid="console-order-link">
          {c.getValue()}
        </a>
      ),
    }),
    column.accessor('created_at', { header: t('ui.list.date'), cell: (c) => fmt.date(c.getValue()) }),
    column.accessor('email', { header: t('ui.list.buyer') }),
    column.accessor('company', { header: t('ui.list.company') }),
    column.accessor('status', {
      header: t('ui.list.status'),
      cell: (c) => <span className={`status status-${c.getValue()}`}>{t(`ui.status.${c.getValue()}`)}</span>,
    }),
    column.accessor('line_count', { header: t('ui.list.lines'), cell: (c) => fmt.count(c.getValue()) }),
    column.accessor('total', {
      header: t('ui.list.total'),
      cell: (c) => <bdi className="money">{fmt.amount(c.getValue())}</bdi>,
    }),
    column.accessor('pay_method', { header: t('ui.list.pay') }),
  ]
  const table = useReactTable({ data: data?.list ?? [], columns, getCoreRowModel: getCoreRowModel() })

  const search = () => setFilters((f) => ({ ...f, ...draft, page: 1 }))

  return (
    <section>
      <h1>{t('ui.orders')}</h1>
      <ConsoleStatusTabs
        label={t('ui.list.tabs')}
        statuses={ORDER_STATUSES}
        title={(s) => t(`ui.status.${s}`)}
        selected={filters.status}
        onSelect={(status) => setFilters((f) => ({ ...f, status, page: 1 }))}
        counts={data?.counts}
        all={{
          title: t('ui.list.all'),
          count: data ? Object.values(data.counts).reduce((a, b) => a + b, 0) : undefined,
        }}
      />
      <ConsoleSearch
        label={t('ui.list.search')}
        value={draft.q}
        onChange={(q) => setDraft((d) => ({ ...d, q }))}
        onSearch={search}
      >
        <label>
          {t('ui.list.from')}{' '}
          <input
            type="date"
            name="from"
            value={draft.from}
            onChange={(e) => setDraft((d) => ({ ...d, from: e.target.value }))}
          />
        </label>
        <label>
          {t('ui.list.to')}{' '}
          <input
            type="date"
            name="to"
            value={draft.to}
            onChange={(e) => setDraft((d) => ({ ...d, to: e.target.value }))}
          />
        </label>
      </ConsoleSearch>
      <ConsoleListBody
        pending={list.isPending}
        data={data}
        table={table}
        testId="console-orders"
        none={t('ui.list.none')}
        page={filters.page}
        pageSize={PAGE_SIZE}
        onPage={(page) => setFilters((f) => ({ ...f, page }))}
      />
    </section>
  )
}
