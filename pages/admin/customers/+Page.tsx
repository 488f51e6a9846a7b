import { createColumnHelper, getCoreRowModel, useReactTable } from '@tanstack/react-table'
import { useAtom } from 'jotai'
import { useState } from 'react'
import type { z } from 'zod'
import type { CustomerRow } from '../../../contract/admin/customers'
import { consoleApi } from '../../../components/admin/api'
import { ConsoleListBody, ConsoleSearch } from '../../../components/admin/ConsoleTable'
import { useConsoleFormat } from '../../../components/admin/format'
import { useConsoleHref, useConsoleT } from '../../../components/admin/i18n'
import { customerFiltersAtom } from '../../../components/admin/state'

const PAGE_SIZE = 25
type Row = z.infer<typeof CustomerRow>
const column = createColumnHelper<Row>()

/**
 * Customers (issue 32): a search by e-mail, name or company, newest first, paging; each opens the
 * customer's page. The search lives in jotai, as the order list's filters do.
 */
export default function Page() {
  const t = useConsoleT()
  const href = useConsoleHref()
  const fmt = useConsoleFormat()
  const [filters, setFilters] = useAtom(customerFiltersAtom)
  const [draft, setDraft] = useState(filters.q)
  const query = { page: filters.page, page_size: PAGE_SIZE, ...(filters.q ? { q: filters.q } : {}) }
  const list = consoleApi.customerList.useQuery({ queryKey: ['admin', 'customers', query], queryData: { query } })
  const data = list.data?.status === 200 ? list.data.body.data : null

  const columns = [
    column.accessor('email', {
      header: t('ui.customer.email'),
      cell: (c) => (
        <a href={href(`/admin/customers/${c.row.original.id}`)} data-testid="console-customer-link">
          {c.getValue()}
        </a>
      ),
    }),
    column.accessor('contact_name', { header: t('ui.customer.name') }),
    column.accessor('company_name', { header: t('ui.customer.company') }),
    column.accessor('country', { header: t('ui.customer.country') }),
    column.accessor('created_at', { header: t('ui.customer.registered'), cell: (c) => fmt.date(c.getValue()) }),
    column.accessor('order_count', {
      header: t('ui.customer.orders'),
      cell: (c) => <span className="num">{fmt.count(c.getValue())}</span>,
    }),
    column.accessor('state', {
      header: t('ui.customer.state'),
      cell: (c) => (
        <span className={`status customer-${c.getValue()}`}>
          {t(`ui.customer.states.${c.getValue()}`)}
          {!c.row.original.activated && c.getValue() === 'active' && <> · {t('ui.customer.notActivated')}</>}
        </span>
      ),
    }),
  ]
  const table = useReactTable({ data: data?.list ?? [], columns, getCoreRowModel: getCoreRowModel() })
  const search = () => setFilters({ q: draft.trim(), page: 1 })

  return (
    <section>
      <h1>{t('ui.customers')}</h1>
      <ConsoleSearch label={t('ui.customer.search')} value={draft} onChange={setDraft} onSearch={search} />
      <ConsoleListBody
        pending={list.isPending}
        data={data}
        table={table}
        testId="console-customers"
        none={t('ui.customer.none')}
        page={filters.page}
        pageSize={PAGE_SIZE}
        onPage={(page) => setFilters((f) => ({ ...f, page }))}
      />
    </section>
  )
}
