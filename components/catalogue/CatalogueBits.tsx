import type { ReactNode } from 'react'
import { useHref, useT } from '../app/i18n'
import { useFormat } from './money'
import './catalogue.css'

/** The three empty states of spec §8: 'It is empty', 'No data', 'There is currently no data available'. */
export function Empty({
  kind = 'noDataAvailable',
  children,
}: {
  kind?: 'empty' | 'noData' | 'noDataAvailable'
  children?: ReactNode
}) {
  const t = useT()
  return (
    <div className="empty" data-testid="empty-state">
      <p>{t(`common.${kind}`)}</p>
      {children}
    </div>
  )
}

/**
 * Page links for a list whose pages are addressed by URL (SSR, cacheable): first, previous, a
 * window of pages around the current one, next, last. `link(page)` gives the URL of a page.
 */
export function Pager({
  page,
  pages,
  link,
  label,
}: {
  page: number
  pages: number
  link: (page: number) => string
  label?: string
}) {
  const fmt = useFormat()
  const t = useT()
  if (pages <= 1) return null
  const from = Math.max(1, Math.min(page - 2, pages - 4))
  const to = Math.min(pages, from + 4)
  const nums: number[] = []
  for (let p = from; p <= to; p++) nums.push(p)
  return (
    <nav className="cat-pager" aria-label={label ?? t('catalogue.pagination')} data-testid="pager">
      {page > 1 ? (
        <a href={link(page - 1)} rel="prev">
          {t('news.previous')}
        </a>
      ) : (
        <span aria-disabled="true">{t('news.previous')}</span>
      )}
      {from > 1 && (
        <>
          <a href={link(1)}>1</a>
          {from > 2 && <span aria-hidden="true">…</span>}
        </>
      )}
      {nums.map((p) =>
        p === page ? (
          <span key={p} aria-current="page" className="current">
            {fmt.count(p)}
          </span>
        ) : (
          <a key={p} href={link(p)}>
            {fmt.count(p)}
          </a>
        ),
      )}
      {to < pages && (
        <>
          {to < pages - 1 && <span aria-hidden="true">…</span>}
          <a href={link(pages)}>{fmt.count(pages)}</a>
        </>
      )}
      {page < pages ? (
        <a href={link(page + 1)} rel="next">
          {t('news.next')}
        </a>
      ) : (
        <span aria-disabled="true">{t('news.next')}</span>
      )}
      <span className="muted cat-pager-of">{t('news.pageOf', { page, pages })}</span>
    </nav>
  )
}

/** Home › … › current, as a breadcrumb list. */
export function Breadcrumbs({ items }: { items: { label: string; path?: string }[] }) {
  const t = useT()
  const href = useHref()
  return (
    <nav className="breadcrumbs" aria-label={t('catalogue.breadcrumbs')}>
      <ol>
        <li>
          <a href={href('/')}>{t('nav.home')}</a>
        </li>
        {items.map((item, i) =>
          item.path && i < items.length - 1 ? (
            <li key={i}>
              <a href={href(item.path)}>{item.label}</a>
            </li>
          ) : (
            <li key={i} aria-current={i === items.length - 1 ? 'page' : undefined}>
              {item.label}
            </li>
          ),
        )}
      </ol>
    </nav>
  )
}

const BADGES = ['in_stock', 'rohs', 'hot', 'featured', 'recommended', 'preferential'] as const

/** The badges of an offer (contract Icon keys), each a small labelled chip. */
export function Badges({ icons }: { icons: readonly string[] }) {
  const t = useT()
  const shown = BADGES.filter((b) => icons.includes(b))
  if (!shown.length) return null
  return (
    <span className="badges">
      {shown.map((b) => (
        <span key={b} className={`chip chip-${b}`}>
          {t(`catalogue.badge.${b}`)}
        </span>
      ))}
    </span>
  )
}

/** A URL of the same page with some query parameters replaced (undefined/empty removes them); page resets unless given. */
export function withQuery(
  path: string,
  current: URLSearchParams | Record<string, string | string[] | undefined>,
  changes: Record<string, string | string[] | undefined | null>,
) {
  const q = current instanceof URLSearchParams ? new URLSearchParams(current) : new URLSearchParams()
  if (!(current instanceof URLSearchParams))
    for (const [k, v] of Object.entries(current))
      for (const x of Array.isArray(v) ? v : v === undefined ? [] : [v]) q.append(k, x)
  if (!('page' in changes)) q.delete('page')
  for (const [k, v] of Object.entries(changes)) {
    q.delete(k)
    for (const x of Array.isArray(v) ? v : v === undefined || v === null || v === '' ? [] : [v]) q.append(k, x)
  }
  const s = q.toString()
  return s ? `${path}?${s}` : path
}
