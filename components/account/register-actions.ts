import { RegisterInput } from '../../contract/accounts'
import { accountRoutes } from '../../contract/account-routes'
import { callApi, messageOf } from '../app/call'
import { serverFieldErrors } from '../ui/form'
import { rememberWantedPage } from './accountStorage'
import {
  enhanceResendButton,
  guarded,
  showErrors,
  submitButton,
  t,
  toast,
  validate,
  valuesOf,
  watchCorrections,
} from './account-form-dom'

/**
 * Sending the registration form (pages/register, an islands page; ./account-form-behaviour.ts
 * loads this with the first touch of the form): every message of the contract's schema at once,
 * then POST /api/user/register. Registered: the "check your e-mail" step shows in place of the form
 * (with the address, the resend button and the way to sign in), and the page the newcomer wanted
 * (the form's `data-wanted`, `?redirect=`) is kept for signing in after activation. The server's
 * messages show on their fields.
 */
export function submit(form: HTMLFormElement) {
  watchCorrections(form)
  const values = valuesOf(form)
  // The policy is a literal `true`: checked apart, so that the other messages (the password
  // confirmation's too) show at the same time as 'Please agree the policy'.
  const found = validate(RegisterInput, { ...values, policy_agreement: true })
  if (!values.policy_agreement) found.policy_agreement = t('validation.agreePolicy')
  if (showErrors(form, found)) return
  guarded(submitButton(form), async () => {
    const res = await callApi(accountRoutes.register, { body: RegisterInput.parse(values) }).catch(() => null)
    if (res?.status === 200) {
      const email = res.body.data.email
      const card = form.closest<HTMLElement>('[data-testid="register"]')!
      const sent = document.querySelector<HTMLElement>('[data-testid="register-sent"]')!
      sent.querySelector('[data-sent-text]')!.textContent = t('register.checkText', { email })
      enhanceResendButton(sent.querySelector('button')!, () => email)
      card.hidden = true
      sent.hidden = false
      rememberWantedPage(form.dataset.wanted)
      toast(messageOf(res, t('api.registered')))
      window.scrollTo({ top: 0 })
      // The form is gone: the keyboard goes on from the new step's heading.
      const heading = sent.querySelector('h1')!
      heading.tabIndex = -1
      heading.focus({ preventScroll: true })
      return
    }
    showErrors(form, serverFieldErrors(res))
    toast(messageOf(res, t('api.serverError')), 'error')
  })
}
