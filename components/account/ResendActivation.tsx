import { EmailInput } from '../../contract/accounts'
import { AccountForm, EmailField, FormActions, useAccountForm, useValidate } from './AccountFields'
import { useIslandWords } from '../islands/island-words'
import { messageOf, tsr } from '../app/api'
import { serverFieldErrors } from '../ui/form'
import { useT } from '../app/i18n'
import { useToast } from '../layout/Toasts'
import { useClickGuard } from '../ui/useClickGuard'

/**
 * A new activation e-mail (POST /api/user/resend): for a known address a single button, else a
 * small form asking for it. The server answers the same for any address and limits the rate.
 */
export function ResendActivation({ email }: { email?: string }) {
  const t = useT()
  const toast = useToast()
  const validate = useValidate()
  const form = useAccountForm({ email: email ?? '' })
  const [blocked, guard] = useClickGuard()
  const resend = tsr.accounts.resend.useMutation()
  const address = email ?? form.values.email

  const send = () => {
    const found = validate(EmailInput, { email: address })
    if (form.showErrors(found)) {
      if (email !== undefined) toast(found.email!, 'error')
      return
    }
    guard(() =>
      resend.mutate(
        { body: EmailInput.parse({ email: address }) },
        {
          onSuccess: (res) => toast(messageOf(res, t('api.resent'))),
          onError: (res) => {
            form.setErrors(serverFieldErrors(res))
            toast(messageOf(res, t('api.serverError')), 'error')
          },
        },
      ),
    )
  }

  if (email !== undefined) return <ResendButton disabled={blocked || resend.isPending} onClick={send} />
  return (
    <AccountForm className="resend-form" onSubmit={send}>
      <EmailField {...form.text('email')} />
      <FormActions busy={blocked || resend.isPending} submitLabel={t('account.resendActivation')} />
    </AccountForm>
  )
}

/**
 * The resend button for a known address. On an islands page (sign-in, registration) it is the
 * server's HTML without `onClick`; its DOM code is ./account-form-dom.ts (enhanceResendButton).
 */
export function ResendButton({ disabled, onClick }: { disabled?: boolean; onClick?: () => void }) {
  const t = useT()
  return (
    <button
      type="button"
      className="button-secondary"
      data-testid="resend-activation"
      disabled={disabled}
      onClick={onClick}
    >
      {t('account.resendActivation')}
    </button>
  )
}

/**
 * The resend form for an address not known yet, as the server's HTML of an islands page (the
 * activation page); its code is ./resend-actions.ts, loaded with the first touch of the form.
 */
export function ResendForm() {
  const t = useT()
  const form = useAccountForm({ email: '' })
  useIslandWords(['validation', 'fields', 'api.resent', 'api.serverError'])
  return (
    <AccountForm className="resend-form" behaviour={{ name: 'resend' }}>
      <EmailField {...form.text('email')} />
      <FormActions busy={false} submitLabel={t('account.resendActivation')} />
    </AccountForm>
  )
}
