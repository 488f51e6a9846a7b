import { useEffect, useRef, useState } from 'react'
import { usePageContext } from 'vike-react/usePageContext'
import { ResetPasswordInput, TokenInput } from '../../../contract/accounts'
import {
  AccountForm,
  AuthCard,
  FormActions,
  PasswordPair,
  useAccountForm,
  useValidate,
} from '../../../components/account/AccountFields'
import { messageOf, tsr } from '../../../components/app/api'
import { serverFieldErrors } from '../../../components/ui/form'
import { useHref, useLocale, useT } from '../../../components/app/i18n'
import { localeInfo } from '../../../locales/locales'
import { useEndSession } from '../../../components/account/session'
import { useToast } from '../../../components/layout/Toasts'
import { useClickGuard } from '../../../components/ui/useClickGuard'

type State =
  | { kind: 'checking' }
  | { kind: 'ready'; email: string; expire: string }
  | { kind: 'invalid'; message: string }
  | { kind: 'done'; message: string }

/**
 * Step 3 of password recovery: the e-mailed link (`?token=`) is checked first (reset-verify, which
 * does not use it up) and shows the account; then the new password and its confirmation. The reset
 * signs out every session of the account, this browser's too.
 */
export default function Page() {
  const t = useT()
  const href = useHref()
  const locale = useLocale()
  const toast = useToast()
  const validate = useValidate()
  const endSession = useEndSession()
  const { urlParsed } = usePageContext()
  const token = urlParsed.search.token ?? ''
  const valid = TokenInput.safeParse({ token }).success
  const [state, setState] = useState<State>(
    valid ? { kind: 'checking' } : { kind: 'invalid', message: t('validation.invalidLink') },
  )
  const form = useAccountForm({ password: '', confirm_password: '' })
  const [blocked, guard] = useClickGuard()
  const verify = tsr.accounts.resetVerify.useMutation()
  const reset = tsr.accounts.resetPassword.useMutation()
  const checked = useRef<string | null>(null)

  useEffect(() => {
    if (!valid || checked.current === token) return
    checked.current = token
    verify.mutate(
      { body: { token } },
      {
        onSuccess: (res) => setState({ kind: 'ready', ...res.body.data }),
        onError: (res) => setState({ kind: 'invalid', message: messageOf(res, t('validation.invalidLink')) }),
      },
    )
  }, [token, valid, verify, t])

  const submit = () => {
    const input = { token, ...form.values }
    const found = validate(ResetPasswordInput, input)
    if (found.token) return setState({ kind: 'invalid', message: found.token })
    if (form.showErrors(found)) return
    guard(() =>
      reset.mutate(
        { body: ResetPasswordInput.parse(input) },
        {
          onSuccess: (res) => {
            endSession()
            setState({ kind: 'done', message: messageOf(res, t('api.passwordReset')) })
          },
          onError: (res) => {
            const errors = serverFieldErrors(res)
            if (errors.token) return setState({ kind: 'invalid', message: errors.token })
            form.setErrors(errors)
            toast(messageOf(res, t('api.serverError')), 'error')
          },
        },
      ),
    )
  }

  return (
    <div className="auth-layout single">
      <AuthCard title={state.kind === 'done' ? t('reset.doneTitle') : t('reset.title')} testId={`reset-${state.kind}`}>
        {state.kind !== 'invalid' && state.kind !== 'done' && (
          <ol className="steps" aria-label={t('forgot.stepsLabel')}>
            <li>{t('forgot.step1')}</li>
            <li>{t('forgot.step2')}</li>
            <li aria-current="step">{t('forgot.step3')}</li>
          </ol>
        )}
        {state.kind === 'checking' && (
          <p className="lead" role="status">
            {t('reset.checking')}
          </p>
        )}
        {state.kind === 'invalid' && (
          <>
            <p className="lead error-text" role="alert">
              {state.message}
            </p>
            <a className="button-primary" href={href('/forgotpassword')}>
              {t('reset.newLink')}
            </a>
          </>
        )}
        {state.kind === 'done' && (
          <>
            <p className="lead success-text" role="status">
              {state.message}
            </p>
            <a className="button-primary" href={href('/login')}>
              {t('login.submit')}
            </a>
          </>
        )}
        {state.kind === 'ready' && (
          <>
            <p>
              {t('reset.forAccount')} <strong dir="ltr">{state.email}</strong>
              <br />
              <span className="muted">
                {t('reset.validUntil')}{' '}
                <time dateTime={state.expire}>
                  {new Intl.DateTimeFormat(localeInfo(locale).bcp47, {
                    dateStyle: 'medium',
                    timeStyle: 'short',
                  }).format(new Date(state.expire))}
                </time>
              </span>
            </p>
            <AccountForm onSubmit={submit}>
              <PasswordPair password={form.text('password')} confirm={form.text('confirm_password')} wide />
              <FormActions busy={blocked || reset.isPending} submitLabel={t('reset.submit')} />
            </AccountForm>
          </>
        )}
      </AuthCard>
    </div>
  )
}
