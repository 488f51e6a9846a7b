import { useAtomValue } from '../../components/app/store'
import { usePageContext } from 'vike-react/usePageContext'
import { safeRedirectPath } from '../../contract/redirect'
import {
  AccountForm,
  AuthCard,
  CurrentPasswordField,
  EmailField,
  FormActions,
  useAccountForm,
} from '../../components/account/AccountFields'
import { useHref, useT } from '../../components/app/i18n'
import { sessionAtom } from '../../components/app/state'
import { ResendButton } from '../../components/account/ResendActivation'
import { signInReason } from '../../components/account/sign-in-reason'
import { useIslandWords } from '../../components/islands/island-words'

/** The words the form's code says in the browser (components/account/login-actions.ts). */
const LOGIN_WORDS = ['validation', 'fields', 'api.signedIn', 'api.serverError', 'api.resent']

/**
 * Sign-in (spec §4): e-mail and password; on success the session cookies are set and the user goes
 * back to the page they wanted (`?redirect=`, a local path only) or to the account centre; the page
 * says why that page needs an account. An account not activated yet can ask for a new activation
 * e-mail here. An islands page (./+config.ts): the form is this HTML, its code loads with the first
 * touch of the form (components/account/login-actions.ts).
 */
export default function Page() {
  const t = useT()
  const href = useHref()
  const { urlParsed } = usePageContext()
  const target = safeRedirectPath(urlParsed.search.redirect, href('/myaccount'))
  const wanted = safeRedirectPath(urlParsed.search.redirect, '')
  const reason = signInReason(wanted)
  const withRedirect = (path: string) => href(path) + (wanted ? `?redirect=${encodeURIComponent(wanted)}` : '')
  const form = useAccountForm({ email: '', password: '' })
  const session = useAtomValue(sessionAtom)
  useIslandWords(LOGIN_WORDS)

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
        <AccountForm behaviour={{ name: 'login', data: { target } }}>
          <EmailField {...form.text('email')} />
          <CurrentPasswordField {...form.text('password')} />
          <p className="form-aside wide">
            <a href={href('/forgotpassword')}>{t('login.forgot')}</a>
          </p>
          {/* Put in place by the form's code when the server says the account is not activated yet. */}
          <template data-not-activated="">
            <div className="notice wide" role="status" data-testid="not-activated">
              <p>{t('api.notActivated')}</p>
              <ResendButton />
            </div>
          </template>
          <FormActions busy={false} submitLabel={t('login.submit')} />
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
