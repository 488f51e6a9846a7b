import { navigate } from 'vike/client/router'
import { EmailInput } from '../../contract/accounts'
import {
  AccountForm,
  AuthCard,
  EmailField,
  FormActions,
  useAccountForm,
  useValidate,
} from '../../components/account/AccountFields'
import { messageOf, tsr } from '../../components/app/api'
import { rememberForgotEmail } from '../../components/account/accountStorage'
import { serverFieldErrors } from '../../components/ui/form'
import { useHref, useT } from '../../components/app/i18n'
import { useToast } from '../../components/layout/Toasts'
import { useClickGuard } from '../../components/ui/useClickGuard'

/**
 * Forgot password: the e-mail address; the server answers the same whether or not it is registered
 * and mails a reset link if it is. Then the "check your e-mail" step.
 */
export default function Page() {
  const t = useT()
  const href = useHref()
  const toast = useToast()
  const validate = useValidate()
  const form = useAccountForm({ email: '' })
  const [blocked, guard] = useClickGuard()
  const forgot = tsr.accounts.forgot.useMutation()

  const submit = () => {
    const found = validate(EmailInput, form.values)
    if (form.showErrors(found)) return
    const body = EmailInput.parse(form.values)
    guard(() =>
      forgot.mutate(
        { body },
        {
          onSuccess: (res) => {
            rememberForgotEmail(body.email)
            toast(messageOf(res, t('api.forgotSent')))
            void navigate(href('/forgotpassword/identify'))
          },
          onError: (res) => {
            form.setErrors(serverFieldErrors(res))
            toast(messageOf(res, t('api.serverError')), 'error')
          },
        },
      ),
    )
  }

  return (
    <div className="auth-layout single">
      <AuthCard title={t('forgot.title')} testId="forgot">
        <ol className="steps" aria-label={t('forgot.stepsLabel')}>
          <li aria-current="step">{t('forgot.step1')}</li>
          <li>{t('forgot.step2')}</li>
          <li>{t('forgot.step3')}</li>
        </ol>
        <p className="muted">{t('forgot.intro')}</p>
        <AccountForm onSubmit={submit}>
          <EmailField {...form.text('email')} />
          <FormActions busy={blocked || forgot.isPending} submitLabel={t('forgot.submit')}>
            <a href={href('/login')}>{t('activate.toLogin')}</a>
          </FormActions>
        </AccountForm>
      </AuthCard>
    </div>
  )
}
