import { EmailInput } from '../../contract/accounts'
import { accountRoutes } from '../../contract/account-routes'
import { callApi, messageOf } from '../app/call'
import { toastOnNextPage } from '../layout/next-page-toast'
import { serverFieldErrors } from '../ui/form'
import { rememberForgotEmail } from './accountStorage'
import { guarded, showErrors, submitButton, t, toast, validate, valuesOf, watchCorrections } from './account-form-dom'

/**
 * Sending the forgotten-password form (pages/forgotpassword, an islands page;
 * ./account-form-behaviour.ts loads this with the first touch of the form): the contract's check of
 * the address, then POST /api/user/forgot; then the "check your e-mail" step loads (the form's
 * `data-next`), which names the address (kept for this tab) and says "sent".
 */
export function submit(form: HTMLFormElement) {
  watchCorrections(form)
  const values = valuesOf(form)
  if (showErrors(form, validate(EmailInput, values))) return
  const body = EmailInput.parse(values)
  guarded(submitButton(form), async () => {
    const res = await callApi(accountRoutes.forgot, { body }).catch(() => null)
    if (res?.status === 200) {
      rememberForgotEmail(body.email)
      const next = form.dataset.next!
      toastOnNextPage(messageOf(res, t('api.forgotSent')), next)
      window.location.assign(next)
      return
    }
    showErrors(form, serverFieldErrors(res))
    toast(messageOf(res, t('api.serverError')), 'error')
  })
}
