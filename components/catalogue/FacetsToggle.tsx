import { useEffect, useState } from 'react'
import { island } from '../islands/Island'

/**
 * The "Filters" button below 992px (./Facets.tsx, FacetPanel): opens and closes the filter column
 * (the `open` class of its aside). A module of its own: the search page's browser code loads this
 * island only, not the facet groups (the server's HTML there).
 */
function FacetsToggle({ title, active, panelId }: { title: string; active: number; panelId: string }) {
  const [open, setOpen] = useState(false)
  useEffect(() => {
    document.getElementById(panelId)?.closest('.facets')?.classList.toggle('open', open)
  }, [open, panelId])
  return (
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
  )
}

export const FacetsToggleIsland = island('FacetsToggle', FacetsToggle, [])
