/**
 * The browser's part of the search and category pages' filters (./Facets.tsx), plain DOM code on
 * the server's HTML, no React island: Space on a facet choice — a link drawn and announced as a
 * checkbox — follows it, as Space ticks a checkbox (Enter follows any link); the "Filters" button
 * below 992px (./FacetsToggle.tsx, data-facets-toggle) opens and closes the filter column (the
 * `open` class of its aside). The "more" choices fold under a native <details>: nothing to do for them.
 */
export function enhanceFacets() {
  document.addEventListener('keydown', (e) => {
    if (e.key !== ' ') return
    const link = (e.target as Element | null)?.closest?.<HTMLAnchorElement>('.facet a[role="checkbox"]')
    if (!link) return
    e.preventDefault()
    link.click()
  })
  for (const button of facetsToggles())
    button.addEventListener('click', () => setFacetsOpen(button, button.getAttribute('aria-expanded') !== 'true'))
}

export function facetsToggles() {
  return document.querySelectorAll<HTMLButtonElement>('[data-facets-toggle]')
}

/** Opens or closes the filter column that the "Filters" button controls. */
export function setFacetsOpen(button: HTMLButtonElement, open: boolean) {
  button.setAttribute('aria-expanded', String(open))
  document.getElementById(button.getAttribute('aria-controls')!)?.closest('.facets')?.classList.toggle('open', open)
}
