/**
 * The browser's part of the search page's facet groups (./Facets.tsx, FacetGroup): Space on a
 * choice — a link drawn and announced as a checkbox — follows it, as Space ticks a checkbox (Enter
 * follows any link). Plain DOM code on the server's HTML: one listener for every group, no React
 * island for a key press. The "more" choices fold under a native <details>: nothing to do here.
 */
export function enhanceFacets() {
  document.addEventListener('keydown', (e) => {
    if (e.key !== ' ') return
    const link = (e.target as Element | null)?.closest?.<HTMLAnchorElement>('.facet a[role="checkbox"]')
    if (!link) return
    e.preventDefault()
    link.click()
  })
}
