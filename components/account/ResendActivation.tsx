import { AccountForm, EmailField, FormActions, useAccountForm } from './AccountFields'
import { useIslandWords } from '../islands/island-words'
import { useT } from '../app/i18n'

/*
 * A new activation e-mail (POST /api/user/resend), on the islands account pages: for a known
 * address a single button (sign-in for an account not activated yet, registration's "check your
 * e-mail"), else a small form asking for it (activation by a link that failed). The server answers
 * the same for any address and limits the rate. Both are the server's HTML; their code is
 * ./account-form-dom.ts (enhanceResendButton) and ./resend-actions.ts.
 */

/** The resend button for a known address (the page's code gives it the address). */
export function ResendButton() {
  const t = useT()
  return (
    <button type="button" className="button-secondary" data-testid="resend-activation">
      {t('account.resendActivation')}
    </button>
  )
}

/** The resend form for an address not known yet; its code loads with the first touch of the form. */
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
