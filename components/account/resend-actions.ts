import { EmailInput } from '../../contract/accounts'
import { accountRoutes } from '../../contract/account-routes'
import { callApi, messageOf } from '../app/call'
import { serverFieldErrors } from '../ui/form'
import {
  guarded,
  showErrors,
  submitButton,
  succeeded,
  t,
  toast,
  validate,
  valuesOf,
  watchCorrections,
} from './account-form-dom'

/**
 * Sending the resend-activation form (the activation page's, pages/register/activate, an islands
 * page; ./account-form-behaviour.ts loads this with the first touch of the form): the contract's
 * check of the address, then POST /api/user/resend, which answers the same for any address.
 */
export function submit(form: HTMLFormElement) {
  watchCorrections(form)
  const values = valuesOf(form)
  if (showErrors(form, validate(EmailInput, values))) return
  guarded(submitButton(form), async () => {
    const res = await callApi(accountRoutes.resend, { body: EmailInput.parse(values) }).catch(() => null)
    if (succeeded(res)) return toast(messageOf(res, t('api.resent')))
    showErrors(form, serverFieldErrors(res))
    toast(messageOf(res, t('api.serverError')), 'error')
  })
}
