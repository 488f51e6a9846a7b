import { useAtomValue } from '../../components/app/store'
import { useState } from 'react'
import { navigate } from 'vike/client/router'
import { usePageContext } from 'vike-react/usePageContext'
import { LoginInput } from '../../contract/accounts'
import { safeRedirectPath } from '../../contract/redirect'
import {
  AccountForm,
  AuthCard,
  CurrentPasswordField,
  EmailField,
  FormActions,
  useAccountForm,
  useValidate,
} from '../../components/account/AccountFields'
import { messageOf, tsr } from '../../components/app/api'
import { serverFieldErrors } from '../../components/ui/form'
import { useHref, useT } from '../../components/app/i18n'
import { useStartSession } from '../../components/account/session'
import { sessionAtom } from '../../components/app/state'
import { useToast } from '../../components/layout/Toasts'
import { useClickGuard } from '../../components/ui/useClickGuard'
import { ResendActivation } from '../../components/account/ResendActivation'
import { forgetWantedPage } from '../../components/account/accountStorage'
import { signInReason } from '../../components/account/sign-in-reason'

/**
 * Sign-in (spec §4): e-mail and password; on success the session cookies are set and the user goes
 * back to the page they wanted (`?redirect=`, a local path only) or to the account centre; the page
 * says why that page needs an account. An account not activated yet can ask for a new activation
 * e-mail here.
 */
export default function Page() {
  const t = useT()
  const href = useHref()
  const toast = useToast()
  const validate = useValidate()
  const startSession = useStartSession()
  const { urlParsed } = usePageContext()
  const target = safeRedirectPath(urlParsed.search.redirect, href('/myaccount'))
  const wanted = safeRedirectPath(urlParsed.search.redirect, '')
  const reason = signInReason(wanted)
  const withRedirect = (path: string) => href(path) + (wanted ? `?redirect=${encodeURIComponent(wanted)}` : '')
  const form = useAccountForm({ email: '', password: '' })
  const [inactive, setInactive] = useState(false)
  const session = useAtomValue(sessionAtom)
  const [blocked, guard] = useClickGuard()
  const login = tsr.accounts.login.useMutation()

  const submit = () => {
    const found = validate(LoginInput, form.values)
    setInactive(false)
    if (form.showErrors(found)) return
    guard(() =>
      login.mutate(
        { body: LoginInput.parse(form.values) },
        {
          onSuccess: (res) => {
            startSession(res.body.data)
            forgetWantedPage()
            toast(messageOf(res, t('api.signedIn')))
            void navigate(target)
          },
          onError: (res) => {
            const status = (res as { status?: number }).status
            const errors = serverFieldErrors(res)
            // A 403 without a field error: not activated yet; with one: the account is disabled.
            if (status === 403 && !Object.keys(errors).length) setInactive(true)
            form.showErrors(errors)
            toast(messageOf(res, t('api.serverError')), 'error')
          },
        },
      ),
    )
  }

  return (
    <div className="auth-layout">
      <AuthCard title={t('login.title')} testId="login">
        {session.signedIn && (
          <div className="notice" role="status" data-testid="already-signed-in">
            <p>{t('login.signedInAs', { name: session.user?.company_name || session.user?.email || '' })}</p>
            <a className="button-primary" href={target}>
              {t('login.toAccount')}
            </a>
          </div>
        )}
        {reason && (
          <p className="notice" role="status" data-testid="sign-in-reason">
            {t(`login.why.${reason}`)}
          </p>
        )}
        <p className="muted">{t('login.intro')}</p>
        <AccountForm onSubmit={submit}>
          <EmailField {...form.text('email')} />
          <CurrentPasswordField {...form.text('password')} />
          <p className="form-aside wide">
            <a href={href('/forgotpassword')}>{t('login.forgot')}</a>
          </p>
          {inactive && (
            <div className="notice wide" role="status" data-testid="not-activated">
              <p>{t('api.notActivated')}</p>
              <ResendActivation email={form.values.email} />
            </div>
          )}
          <FormActions busy={blocked || login.isPending} submitLabel={t('login.submit')} />
        </AccountForm>
      </AuthCard>
      <aside className="auth-side">
        <h2>{t('login.newHere')}</h2>
        <p>{t('login.newHereText')}</p>
        <a className="button-secondary" href={withRedirect('/register')}>
          {t('login.createAccount')}
        </a>
      </aside>
    </div>
  )
}
