import {
  AccountForm,
  AuthCard,
  EmailField,
  FormActions,
  useAccountForm,
} from '../../../components/account/AccountFields'
import { useHref, useT } from '../../../components/app/i18n'
import { useIslandWords } from '../../../components/islands/island-words'

/** The words the form's code says in the browser (components/account/forgot-actions.ts). */
const FORGOT_WORDS = ['validation', 'fields', 'api.forgotSent', 'api.serverError']

/**
 * Forgot password: the e-mail address; the server answers the same whether or not it is registered
 * and mails a reset link if it is. Then the "check your e-mail" step (../identify). An islands page
 * (./+config.ts): the form is this HTML, its code loads with the first touch of the form
 * (components/account/forgot-actions.ts).
 */
export default function Page() {
  const t = useT()
  const href = useHref()
  const form = useAccountForm({ email: '' })
  useIslandWords(FORGOT_WORDS)

  return (
    <div className="auth-layout single">
      <AuthCard title={t('forgot.title')} testId="forgot">
        <ol className="steps" aria-label={t('forgot.stepsLabel')}>
          <li aria-current="step">{t('forgot.step1')}</li>
          <li>{t('forgot.step2')}</li>
          <li>{t('forgot.step3')}</li>
        </ol>
        <p className="muted">{t('forgot.intro')}</p>
        <AccountForm behaviour={{ name: 'forgot', data: { next: href('/forgotpassword/identify') } }}>
          <EmailField {...form.text('email')} />
          <FormActions busy={false} submitLabel={t('forgot.submit')}>
            <a href={href('/login')}>{t('activate.toLogin')}</a>
          </FormActions>
        </AccountForm>
      </AuthCard>
    </div>
  )
}
