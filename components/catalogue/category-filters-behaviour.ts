/**
 * The browser's part of a category's filter form (pages/category/@id), plain DOM code on the
 * server's HTML: a changed checkbox or range end loads the category with the form's filters in the
 * URL (page back to 1), and the page comes back where the buyer was (./category-filters-actions.ts).
 * That code loads when the buyer changes a filter, and on the page that change loads; a visitor
 * who only reads the list does not load it. Without JavaScript the form's Apply button sends the
 * same GET.
 */
export function enhanceCategoryFilters() {
  const form = document.querySelector<HTMLFormElement>('form[data-category-filters]')
  if (!form) return
  const actions = () => import('./category-filters-actions')
  try {
    // Loaded by a change of the filters (PENDING_KEY of the actions): back to where the buyer was.
    if (sessionStorage.getItem('category-filters')) void actions().then((a) => a.comeBack(form))
  } catch {
    // storage refused (private mode): the page starts at the top
  }
  form.addEventListener('change', (e) => void actions().then((a) => a.loadFiltered(form, e.target)))
  form.addEventListener('submit', (e) => {
    e.preventDefault()
    void actions().then((a) => a.loadFiltered(form, null))
  })
}
