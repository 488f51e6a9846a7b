import { flexRender, type Table } from '@tanstack/react-table'
import type { FormEvent, ReactNode } from 'react'
import { useConsoleFormat } from './format'
import { useConsoleT } from './i18n'
import { ConsoleError } from './ConsoleMessage'

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

/**
 * A console list's body under its filters: "loading", a load failure, its "none" line, or the
 * table; once loaded, the paging under it.
 */
export function ConsoleListBody<Row>(props: {
  pending: boolean
  data: { list: readonly unknown[]; total: number } | null
  table: Table<Row>
  testId?: string
  none: string
  /** What a failed load says (default: the console's "could not load"). */
  failed?: string
  page: number
  pageSize: number
  onPage: (page: number) => void
}) {
  const t = useConsoleT()
  const { data } = props
  return (
    <>
      {props.pending ? (
        <p>{t('ui.loading')}</p>
      ) : !data ? (
        <ConsoleError text={props.failed ?? t('ui.loadFailed')} />
      ) : data.list.length === 0 ? (
        <p>{props.none}</p>
      ) : (
        <ConsoleTable table={props.table} testId={props.testId} />
      )}
      {data && (
        <ConsolePaging
          page={props.page}
          pages={Math.max(1, Math.ceil(data.total / props.pageSize))}
          onPage={props.onPage}
        />
      )}
    </>
  )
}

/**
 * A console list's search form: the text field (its placeholder is its label), any further fields
 * (children), the search button, then what stands after it (trailing).
 */
export function ConsoleSearch(props: {
  label: string
  value: string
  onChange: (value: string) => void
  onSearch: () => void
  children?: ReactNode
  trailing?: ReactNode
}) {
  const t = useConsoleT()
  const submit = (e: FormEvent) => {
    e.preventDefault()
    props.onSearch()
  }
  return (
    <form className="console-search" onSubmit={submit} role="search">
      <label>
        <span className="visually-hidden">{props.label}</span>
        <input
          type="search"
          name="q"
          placeholder={props.label}
          value={props.value}
          onChange={(e) => props.onChange(e.target.value)}
        />
      </label>
      {props.children}
      <button type="submit" className="btn">
        {t('ui.list.searchButton')}
      </button>
      {props.trailing}
    </form>
  )
}

/**
 * A console list's status tabs: "all" first when `all` names it (with its count when given), then
 * one tab a status with its count once the list has loaded (`counts`). The selected one is pressed.
 */
export function ConsoleStatusTabs<Status extends string>(props: {
  label: string
  statuses: readonly Status[]
  title: (status: Status) => string
  selected: Status | undefined
  onSelect: (status: Status | undefined) => void
  counts: Partial<Record<Status, number>> | undefined
  all?: { title: string; count?: number }
}) {
  const fmt = useConsoleFormat()
  const count = (n: number | undefined) => n !== undefined && <span className="count">{fmt.count(n)}</span>
  return (
    <div role="tablist" aria-label={props.label} className="console-tabs">
      {props.all && (
        <button type="button" role="tab" aria-selected={!props.selected} onClick={() => props.onSelect(undefined)}>
          {props.all.title} {count(props.all.count)}
        </button>
      )}
      {props.statuses.map((s) => (
        <button
          key={s}
          type="button"
          role="tab"
          aria-selected={props.selected === s}
          onClick={() => props.onSelect(s)}
          data-testid={`tab-${s}`}
        >
          {props.title(s)} {props.counts && count(props.counts[s] ?? 0)}
        </button>
      ))}
    </div>
  )
}
