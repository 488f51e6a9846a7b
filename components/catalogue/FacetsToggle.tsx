import { useEffect, useState } from 'react'
import { usePageContext } from 'vike-react/usePageContext'

type Props = { title: string; active: number; panelId: string }

/**
 * The "Filters" button below 992px (./Facets.tsx, FacetPanel): opens and closes the filter column
 * (the `open` class of its aside). On the islands pages (the search results) it is the server's
 * HTML, made live by a few lines of DOM code (./facets-behaviour.ts, data-facets-toggle); on the
 * other pages (a category) React's state.
 */
export function FacetsToggle(props: Props) {
  return usePageContext().config?.islands ? <ToggleButton {...props} open={false} /> : <LiveFacetsToggle {...props} />
}

function LiveFacetsToggle({ title, active, panelId }: Props) {
  const [open, setOpen] = useState(false)
  useEffect(() => {
    document.getElementById(panelId)?.closest('.facets')?.classList.toggle('open', open)
  }, [open, panelId])
  return <ToggleButton title={title} active={active} panelId={panelId} open={open} onClick={() => setOpen(!open)} />
}

function ToggleButton({ title, active, panelId, open, onClick }: Props & { open: boolean; onClick?: () => void }) {
  return (
    <button
      type="button"
      className="facets-toggle button-secondary"
      aria-expanded={open}
      aria-controls={panelId}
      data-facets-toggle={onClick ? undefined : ''}
      onClick={onClick}
    >
      {title}
      {active > 0 && <span className="count"> ({active})</span>}
    </button>
  )
}
