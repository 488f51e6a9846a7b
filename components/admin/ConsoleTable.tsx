import { flexRender, type Table } from '@tanstack/react-table'
import { useConsoleT } from './i18n'

/** A console list's table, drawn from its react-table model: a header row per group, a row per item. */
export function ConsoleTable<Row>({ table, testId }: { table: Table<Row>; testId?: string }) {
  return (
    <div className="console-table-wrap">
      <table className="console-table" data-testid={testId}>
        <thead>
          {table.getHeaderGroups().map((g) => (
            <tr key={g.id}>
              {g.headers.map((h) => (
                <th key={h.id} scope="col">
                  {flexRender(h.column.columnDef.header, h.getContext())}
                </th>
              ))}
            </tr>
          ))}
        </thead>
        <tbody>
          {table.getRowModel().rows.map((r) => (
            <tr key={r.id}>
              {r.getVisibleCells().map((c) => (
                <td key={c.id}>{flexRender(c.column.columnDef.cell, c.getContext())}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}

/** Previous / "page n of m" / next under a console list; shown only when there is more than one page. */
export function ConsolePaging({
  page,
  pages,
  onPage,
}: {
  page: number
  pages: number
  onPage: (page: number) => void
}) {
  const t = useConsoleT()
  if (pages <= 1) return null
  return (
    <nav className="console-paging" aria-label={t('ui.list.page', { page, pages })}>
      <button type="button" className="btn" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        {t('ui.list.prev')}
      </button>
      <span>{t('ui.list.page', { page, pages })}</span>
      <button type="button" className="btn" disabled={page >= pages} onClick={() => onPage(page + 1)}>
        {t('ui.list.next')}
      </button>
    </nav>
  )
}
