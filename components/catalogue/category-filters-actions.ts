/**
 * What a category's filter form does (./category-filters-behaviour.ts loads it): a change loads
 * the filtered page, after noting where the buyer was; the loaded page comes back there — the same
 * scroll position, the filter column still open on a phone, the focus on the control they changed
 * (its folded group unfolded), so that a keyboard user goes on from there. It imports nothing, so
 * that loading it fetches this one file.
 */

/** Where the page that a change loads finds what to come back to (sessionStorage). */
export const PENDING_KEY = 'category-filters'

/** The control a change came from: a checkbox by name and value, a select by name. */
type Changed = { name: string; value: string | null }
type Pending = { path: string; changed: Changed | null; scrollY: number; panelOpen: boolean }

/** The form's filters as a query string: empty fields dropped, page back to 1. */
function queryOf(form: HTMLFormElement) {
  const q = new URLSearchParams()
  for (const [k, v] of new FormData(form)) if (typeof v === 'string' && v !== '') q.append(k, v)
  return q.toString()
}

/** The form's control that `changed` names, shown (its folded group unfolded) so that it can take the focus. */
function controlOf(form: HTMLFormElement, changed: Changed) {
  const control = [...form.elements].find(
    (el): el is HTMLInputElement | HTMLSelectElement =>
      (el instanceof HTMLInputElement || el instanceof HTMLSelectElement) &&
      el.name === changed.name &&
      (changed.value === null || el.value === changed.value),
  )
  const folded = control?.closest('details')
  if (folded) folded.open = true
  return control
}

/** The "Filters" button below 992px (./FacetsToggle.tsx). */
function filtersButton() {
  return document.querySelector<HTMLButtonElement>('[data-facets-toggle]')
}

/** Loads the category with the form's filters; `target` is the control that changed (null: Apply). */
export function loadFiltered(form: HTMLFormElement, target: EventTarget | null) {
  const path = form.getAttribute('action')!
  const changed =
    target instanceof HTMLInputElement || target instanceof HTMLSelectElement
      ? { name: target.name, value: target instanceof HTMLInputElement ? target.value : null }
      : null
  if (target && !changed) return
  const state: Pending = {
    path,
    changed,
    scrollY: window.scrollY,
    panelOpen: filtersButton()?.getAttribute('aria-expanded') === 'true',
  }
  try {
    sessionStorage.setItem(PENDING_KEY, JSON.stringify(state))
  } catch {
    // no storage: the page loads without coming back to the changed control
  }
  const qs = queryOf(form)
  window.location.assign(qs ? `${path}?${qs}` : path)
}

/** On the page a change loaded: back to where the buyer was, when it is the same category. */
export function comeBack(form: HTMLFormElement) {
  let pending: Pending | null = null
  try {
    pending = JSON.parse(sessionStorage.getItem(PENDING_KEY) ?? 'null') as Pending | null
    sessionStorage.removeItem(PENDING_KEY)
  } catch {
    return
  }
  if (pending?.path !== form.getAttribute('action')) return
  // The filter column open again below 992px (as ./facets-behaviour.ts opens it).
  const toggle = filtersButton()
  if (pending.panelOpen && toggle) toggle.click()
  const control = pending.changed && controlOf(form, pending.changed)
  control?.focus({ preventScroll: true })
  window.scrollTo(0, pending.scrollY)
}
