import { useId, useState, type KeyboardEvent, type ReactNode } from 'react'
import { useT } from './i18n'
import { formatCount } from './money'
import './catalogue.css'

export type FacetOption = { value: string; label: string; count?: number; selected: boolean; href: string }

/** Space on a checkbox link follows it, as Space ticks a checkbox (Enter follows any link). */
function spaceClicks(e: KeyboardEvent<HTMLAnchorElement>) {
  if (e.key !== ' ') return
  e.preventDefault()
  e.currentTarget.click()
}

/**
 * A facet group as links (each a GET URL: crawlable, cacheable, no JavaScript needed); the selected
 * option links back to the list without it. Each link is drawn and announced as a checkbox
 * (role="checkbox", aria-checked), like the category page's filters. Long groups show the first 8
 * and fold the rest.
 */
export function FacetGroup({
  title,
  options: all,
  testId,
}: {
  title: string
  options: FacetOption[]
  testId?: string
}) {
  const t = useT()
  const titleId = useId()
  // A choice that would show nothing is left out (unless it is the one chosen).
  const options = all.filter((o) => o.selected || o.count !== 0)
  if (!options.length) return null
  const head = options.slice(0, 8)
  const rest = options.slice(8)
  const item = (o: FacetOption) => (
    <li key={o.value}>
      <a
        href={o.href}
        rel="nofollow"
        role="checkbox"
        aria-checked={o.selected}
        data-value={o.value}
        onKeyDown={spaceClicks}
      >
        <span className="facet-check" aria-hidden="true" />
        <bdi className="facet-label">{o.label}</bdi>
        {o.count !== undefined && <span className="count">{formatCount(o.count)}</span>}
      </a>
    </li>
  )
  return (
    <section className="facet" role="group" aria-labelledby={titleId} data-testid={testId}>
      <h3 id={titleId}>{title}</h3>
      <ul role="list">{head.map(item)}</ul>
      {rest.length > 0 && (
        <details open={rest.some((o) => o.selected)}>
          <summary>{t('catalogue.more', { count: rest.length })}</summary>
          <ul role="list">{rest.map(item)}</ul>
        </details>
      )}
    </section>
  )
}

/**
 * The filter column: beside the results on wide screens; below 992px it folds behind a "Filters"
 * button above the results.
 */
export function FacetPanel({
  title,
  children,
  clearHref,
  active = 0,
}: {
  title: string
  children: ReactNode
  clearHref?: string
  active?: number
}) {
  const t = useT()
  const [open, setOpen] = useState(false)
  const panelId = useId()
  return (
    <aside className={`facets ${open ? 'open' : ''}`} aria-label={title}>
      <button
        type="button"
        className="facets-toggle button-secondary"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen(!open)}
      >
        {title}
        {active > 0 && <span className="count"> ({active})</span>}
      </button>
      <div id={panelId} className="facets-panel">
        <div className="facets-head">
          <h2>{title}</h2>
          {clearHref && (
            <a href={clearHref} rel="nofollow" data-testid="clear-filters">
              {t('catalogue.clearFilters')}
            </a>
          )}
        </div>
        {children}
      </div>
    </aside>
  )
}
