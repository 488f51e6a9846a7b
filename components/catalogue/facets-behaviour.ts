/**
 * The browser's part of the search page's filters (./Facets.tsx), plain DOM code on the server's
 * HTML, no React island: Space on a facet choice — a link drawn and announced as a checkbox —
 * follows it, as Space ticks a checkbox (Enter follows any link); the "Filters" button below 992px
 * (./FacetsToggle.tsx, data-facets-toggle) opens and closes the filter column (the `open` class of
 * its aside). The "more" choices fold under a native <details>: nothing to do for them.
 */
export function enhanceFacets() {
  document.addEventListener('keydown', (e) => {
    if (e.key !== ' ') return
    const link = (e.target as Element | null)?.closest?.<HTMLAnchorElement>('.facet a[role="checkbox"]')
    if (!link) return
    e.preventDefault()
    link.click()
  })
  for (const button of document.querySelectorAll<HTMLButtonElement>('[data-facets-toggle]'))
    button.addEventListener('click', () => {
      const open = button.getAttribute('aria-expanded') !== 'true'
      button.setAttribute('aria-expanded', String(open))
      document.getElementById(button.getAttribute('aria-controls')!)?.closest('.facets')?.classList.toggle('open', open)
    })
}
