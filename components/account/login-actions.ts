import { LoginInput } from '../../contract/accounts'
import { accountRoutes } from '../../contract/account-routes'
import { callApi, messageOf } from '../app/call'
import { sessionAtom } from '../app/state'
import { toastOnNextPage } from '../layout/next-page-toast'
import { serverFieldErrors } from '../ui/form'
import { forgetWantedPage } from './accountStorage'
import {
  enhanceResendButton,
  guarded,
  showErrors,
  store,
  submitButton,
  t,
  toast,
  validate,
  valuesOf,
  watchCorrections,
} from './account-form-dom'
import { startSession } from './session'

/**
 * Sending the sign-in form (pages/login, an islands page; ./account-form-behaviour.ts loads this
 * with the first touch of the form): the contract's checks, then POST /api/user/login. Signed in:
 * the session starts (cookies, the header's greeting), the page the visitor wanted loads (the
 * form's `data-target`: `?redirect=` if it is a local path, contract/redirect.ts, else the account
 * centre) and says "Signed in". The server's messages show on their fields; a 403 without one is
 * an account not activated yet: the notice with the resend button (the page's template) shows.
 */
export function submit(form: HTMLFormElement) {
  watchCorrections(form)
  const values = valuesOf(form)
  form.querySelector('[data-testid="not-activated"]')?.remove()
  if (showErrors(form, validate(LoginInput, values))) return
  guarded(submitButton(form), async () => {
    const res = await callApi(accountRoutes.login, { body: LoginInput.parse(values) }).catch(() => null)
    if (res?.status === 200) {
      startSession(res.body.data, (session) => store.set(sessionAtom, session))
      forgetWantedPage()
      const target = form.dataset.target!
      toastOnNextPage(messageOf(res, t('api.signedIn')), target)
      window.location.assign(target)
      return
    }
    const errors = serverFieldErrors(res)
    // A 403 without a field error: not activated yet; with one: the account is disabled.
    if (res?.status === 403 && !Object.keys(errors).length) {
      const template = form.querySelector<HTMLTemplateElement>('template[data-not-activated]')!
      const notice = template.content.firstElementChild!.cloneNode(true) as HTMLElement
      template.before(notice)
      const email = form.querySelector<HTMLInputElement>('input[name="email"]')!
      enhanceResendButton(notice.querySelector('button')!, () => email.value)
    }
    showErrors(form, errors)
    toast(messageOf(res, t('api.serverError')), 'error')
  })
}
