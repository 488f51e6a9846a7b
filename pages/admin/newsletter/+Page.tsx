import { createColumnHelper, getCoreRowModel, useReactTable } from '@tanstack/react-table'
import { useState } from 'react'
import type { z } from 'zod'
import type { SubscriberRow } from '../../../contract/admin/customers'
import { consoleApi } from '../../../components/admin/api'
import { ConsoleListBody, ConsoleSearch } from '../../../components/admin/ConsoleTable'
import { useConsoleFormat } from '../../../components/admin/format'
import { useConsoleT } from '../../../components/admin/i18n'

const PAGE_SIZE = 50
type Row = z.infer<typeof SubscriberRow>
const column = createColumnHelper<Row>()

/** The newsletter's subscribers (issue 32): a search by e-mail, paging, and every subscriber as CSV or xlsx. */
export default function Page() {
  const t = useConsoleT()
  const fmt = useConsoleFormat()
  const [filters, setFilters] = useState({ q: '', page: 1 })
  const [draft, setDraft] = useState('')
  const query = { page: filters.page, page_size: PAGE_SIZE, ...(filters.q ? { q: filters.q } : {}) }
  const list = consoleApi.subscriberList.useQuery({ queryKey: ['admin', 'newsletter', query], queryData: { query } })
  const data = list.data?.status === 200 ? list.data.body.data : null
  const columns = [
    column.accessor('email', { header: t('ui.newsletterDesk.email') }),
    column.accessor('locale', { header: t('ui.newsletterDesk.language') }),
    column.accessor('created_at', { header: t('ui.newsletterDesk.since'), cell: (c) => fmt.date(c.getValue()) }),
  ]
  const table = useReactTable({ data: data?.list ?? [], columns, getCoreRowModel: getCoreRowModel() })
  const search = () => setFilters({ q: draft.trim(), page: 1 })
  return (
    <section>
      <h1>{t('ui.newsletter')}</h1>
      <div className="console-actions console-exports">
        <a className="btn" href="/api/admin/newsletter/export?format=csv" download data-testid="newsletter-csv">
          {t('ui.newsletterDesk.exportCsv')}
        </a>
        <a className="btn" href="/api/admin/newsletter/export?format=xlsx" download data-testid="newsletter-xlsx">
          {t('ui.newsletterDesk.exportXlsx')}
        </a>
      </div>
      <ConsoleSearch
        label={t('ui.newsletterDesk.search')}
        value={draft}
        onChange={setDraft}
        onSearch={search}
        trailing={data && <span>{t('ui.newsletterDesk.total', { n: data.total })}</span>}
      />
      <ConsoleListBody
        pending={list.isPending}
        data={data}
        table={table}
        testId="console-subscribers"
        none={t('ui.newsletterDesk.none')}
        page={filters.page}
        pageSize={PAGE_SIZE}
        onPage={(page) => setFilters((f) => ({ ...f, page }))}
      />
    </section>
  )
}
