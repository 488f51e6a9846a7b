type Props = { title: string; active: number; panelId: string }

/**
 * The "Filters" button below 992px (./Facets.tsx, FacetPanel): opens and closes the filter column
 * (the `open` class of its aside). It is the server's HTML, made live by a few lines of DOM code
 * (./facets-behaviour.ts, data-facets-toggle).
 */
export function FacetsToggle({ title, active, panelId }: Props) {
  return (
    <button
      type="button"
      className="facets-toggle button-secondary"
      aria-expanded={false}
      aria-controls={panelId}
      data-facets-toggle=""
    >
      {title}
      {active > 0 && <span className="count"> ({active})</span>}
    </button>
  )
}
