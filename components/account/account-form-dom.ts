import type { ZodTypeAny } from 'zod'
import { EmailInput } from '../../contract/accounts'
import { accountRoutes } from '../../contract/account-routes'
import { createTranslator } from '../../locales/translator'
import { callApi, messageOf } from '../app/call'
import { toastsAtom, type Toast } from '../app/state'
import { getBrowserStore } from '../app/store'
import { ISLANDS_DATA_ID, type IslandsPageData } from '../islands/islands-data'
import { showToast } from '../layout/Toasts'
import { fieldErrors } from '../ui/form'
import { CLICK_GUARD_MS } from '../ui/useClickGuard'

/**
 * What the account pages' forms (sign-in, registration, forgotten password) do in the browser on
 * their islands pages, as DOM code on the server's HTML (./AccountFields.tsx renders it): the
 * form's values, the contract's messages before sending (its zod schemas, translated: the same
 * words as the server's), messages on their fields (`aria-invalid`, `role="alert"`, the first one
 * focused), a corrected field losing its message at once, the 2000 ms double-click guard with the
 * call under way, toasts, and the resend-activation button. Part of each page's submit code
 * (./login-actions.ts and the others), which loads with the first touch of the form
 * (./account-form-behaviour.ts), not with the page.
 */

export const store = getBrowserStore()
const data = JSON.parse(document.getElementById(ISLANDS_DATA_ID)!.textContent!) as IslandsPageData
/** The page's words (its islands data: the `words` its +Page.tsx names with useIslandWords). */
export const t = createTranslator(data.messages)

export const toast = (text: string, kind?: Toast['kind']) =>
  showToast((update) => store.set(toastsAtom, update), text, kind)

export type Values = Record<string, string | boolean>
type Control = HTMLInputElement | HTMLSelectElement

/** The form's named fields, in the form's order. */
function controls(form: HTMLFormElement): Control[] {
  return [...form.elements].filter(
    (el): el is Control => (el instanceof HTMLInputElement || el instanceof HTMLSelectElement) && !!el.name,
  )
}

/** The form's values by field name, in its order: text as typed, a checkbox as true or false. */
export function valuesOf(form: HTMLFormElement): Values {
  const values: Values = {}
  for (const el of controls(form))
    values[el.name] = el.type === 'checkbox' ? (el as HTMLInputElement).checked : el.value
  return values
}

/** The contract's messages for the values, translated; empty when they pass. */
export const validate = (schema: ZodTypeAny, values: unknown) => fieldErrors(schema, values, t)

function setMessage(form: HTMLFormElement, name: string, message: string) {
  const el = form.querySelector<HTMLElement>(`.field-error[data-field="${name}"]`)
  const control = controls(form).find((c) => c.name === name)
  if (!el || !control) return
  el.textContent = message
  if (message) el.setAttribute('role', 'alert')
  else el.removeAttribute('role')
  control.setAttribute('aria-invalid', String(!!message))
}

/**
 * Shows `found` on the form's fields (the others lose theirs) and, unless told not to, focuses the
 * first field with a message in the form's order; true when there was any.
 */
export function showErrors(form: HTMLFormElement, found: Record<string, string>, focus = true) {
  const fields = controls(form)
  for (const { name } of fields) setMessage(form, name, found[name] ?? '')
  if (focus) fields.find((c) => found[c.name])?.focus()
  return Object.keys(found).length > 0
}

const watched = new WeakSet<HTMLFormElement>()

/** A corrected field loses its message at once; the others keep theirs until the next check. */
export function watchCorrections(form: HTMLFormElement) {
  if (watched.has(form)) return
  watched.add(form)
  const clear = (e: Event) => {
    const el = e.target as Control
    if (el.name && el.getAttribute('aria-invalid') === 'true') setMessage(form, el.name, '')
  }
  form.addEventListener('input', clear)
  form.addEventListener('change', clear)
}

type Guard = { blocked: boolean; pending: boolean }
const guards = new WeakMap<HTMLButtonElement, Guard>()

/**
 * The double-click guard of spec §9 on `button`: `call` runs unless the button was used less than
 * 2000 ms ago or its call is still under way; meanwhile the button is disabled and `aria-busy`.
 */
export function guarded(button: HTMLButtonElement, call: () => Promise<void>) {
  let guard = guards.get(button)
  if (!guard) guards.set(button, (guard = { blocked: false, pending: false }))
  if (guard.blocked || guard.pending) return
  const g = guard
  const show = () => {
    const busy = g.blocked || g.pending
    button.disabled = busy
    if (busy) button.setAttribute('aria-busy', 'true')
    else button.removeAttribute('aria-busy')
  }
  g.blocked = g.pending = true
  show()
  setTimeout(() => ((g.blocked = false), show()), CLICK_GUARD_MS)
  void call().finally(() => ((g.pending = false), show()))
}

/** The form's submit button. */
export const submitButton = (form: HTMLFormElement) => form.querySelector<HTMLButtonElement>('button[type="submit"]')!

/** Whether an answer is a success (2xx). */
export const succeeded = (res: { status: number } | null) => !!res && res.status >= 200 && res.status < 300

/**
 * The resend-activation button (`data-testid="resend-activation"`, as ./ResendActivation.tsx
 * renders it for a known address): a new activation e-mail for the address `email()` gives.
 */
export function enhanceResendButton(button: HTMLButtonElement, email: () => string) {
  if (button.dataset.enhanced) return
  button.dataset.enhanced = ''
  button.addEventListener('click', () => {
    const found = validate(EmailInput, { email: email() })
    if (found.email) return toast(found.email, 'error')
    guarded(button, async () => {
      const body = EmailInput.parse({ email: email() })
      const res = await callApi(accountRoutes.resend, { body }).catch(() => null)
      if (succeeded(res)) toast(messageOf(res, t('api.resent')))
      else toast(messageOf(res, t('api.serverError')), 'error')
    })
  })
}
