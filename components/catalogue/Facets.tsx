import type { ReactNode } from 'react'
import { useLocale, useT } from '../app/i18n'
import { formatCount } from '../../locales/number-format'
import './catalogue.css'
import { FacetsToggle } from './FacetsToggle'

export type FacetOption = { value: string; label: string; count?: number; selected: boolean; href: string }

/** How many choices of a facet show before the rest fold under "N more". */
export const SHOWN_CHOICES = 8

/**
 * The choices a facet offers — those that give parts, and the chosen ones even at 0 — split into
 * the first ones shown and the folded rest, which opens when a chosen choice is in it. The search
 * page's link facets and the category page's checkbox facets both follow it.
 */
export function offeredChoices<T>(all: T[], chosen: (c: T) => boolean, count: (c: T) => number | undefined) {
  const offered = all.filter((c) => chosen(c) || count(c) !== 0)
  const rest = offered.slice(SHOWN_CHOICES)
  return { head: offered.slice(0, SHOWN_CHOICES), rest, restOpen: rest.some(chosen), none: !offered.length }
}

/**
 * A facet group as links (each a GET URL: crawlable, cacheable, no JavaScript needed); the selected
 * option links back to the list without it. Each link is drawn and announced as a checkbox
 * (role="checkbox", aria-checked), like the category page's filters; the choices offered and
 * folded as offeredChoices says. The server's HTML, not an island: the rest fold under a native
 * <details>, and Space on a choice is a few lines of DOM code (./facets-behaviour.ts).
 */
export function FacetGroup({ title, options, testId }: { title: string; options: FacetOption[]; testId: string }) {
  const locale = useLocale()
  const t = useT()
  // A fixed id (not useId): the group is the server's HTML on islands pages, no React tree to share ids.
  const titleId = `${testId}-title`
  const { head, rest, restOpen, none } = offeredChoices(
    options,
    (o) => o.selected,
    (o) => o.count,
  )
  if (none) return null
  const item = (o: FacetOption) => (
    <li key={o.value}>
      <a href={o.href} rel="nofollow" role="checkbox" aria-checked={o.selected} data-value={o.value}>
        <span className="facet-check" aria-hidden="true" />
        <bdi className="facet-label">{o.label}</bdi>
        {o.count !== undefined && <span className="count">{formatCount(o.count, locale)}</span>}
      </a>
    </li>
  )
  return (
    <section className="facet" role="group" aria-labelledby={titleId} data-testid={testId}>
      <h3 id={titleId}>{title}</h3>
      <ul role="list">{head.map(item)}</ul>
      {rest.length > 0 && (
        <details open={restOpen}>
          <summary>{t('catalogue.more', { count: rest.length })}</summary>
          <ul role="list">{rest.map(item)}</ul>
        </details>
      )}
    </section>
  )
}

/**
 * The filter column: beside the results on wide screens; below 992px it folds behind a "Filters"
 * button above the results (its toggle is the live part: ./FacetsToggle.tsx).
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
  const panelId = 'facets-panel'
  return (
    <aside className="facets" aria-label={title}>
      <FacetsToggle title={title} active={active} panelId={panelId} />
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
