import { usePageContext } from 'vike-react/usePageContext'
import { TokenInput } from '../../../contract/accounts'
import { AuthCard } from '../../../components/account/AccountFields'
import { useHref, useT } from '../../../components/app/i18n'
import { ResendForm } from '../../../components/account/ResendActivation'

/**
 * Activation by the e-mailed link (`?token=`): the browser sends the token once (a POST, so a mail
 * scanner fetching the link does not use it up). Success leads to sign-in; an expired or used link
 * says so and offers a new e-mail. An islands page (./+config.ts): the three cards are this HTML
 * (the server checks the token's form); components/account/activate-behaviour.ts sends the token
 * and shows the answer's card; the resend form's code loads with the first touch of the form.
 */
export default function Page() {
  const t = useT()
  const href = useHref()
  const { urlParsed } = usePageContext()
  const token = urlParsed.search.token ?? ''
  const valid = TokenInput.safeParse({ token }).success

  return (
    <div className="auth-layout single">
      {valid && (
        <AuthCard title={t('activate.title')} testId="activate-working" data={{ token }}>
          <p className="lead" role="status">
            {t('activate.working')}
          </p>
        </AuthCard>
      )}
      <AuthCard title={t('activate.doneTitle')} testId="activate-done" hidden>
        <p className="lead success-text" role="status" data-fallback={t('api.activated')} />
        {/* Its code adds the page wanted before registering (components/account/accountStorage.ts). */}
        <a className="button-primary" href={href('/login')} data-sign-in="">
          {t('login.submit')}
        </a>
      </AuthCard>
      <AuthCard title={t('activate.title')} testId="activate-failed" hidden={valid}>
        {token ? (
          <p className="lead error-text" role="alert" data-fallback={t('validation.invalidLink')}>
            {valid ? '' : t('validation.invalidLink')}
          </p>
        ) : (
          <p className="lead">{t('activate.noToken')}</p>
        )}
        <p>{t('activate.resendText')}</p>
        <ResendForm />
        <p className="muted">
          <a href={href('/login')}>{t('activate.toLogin')}</a>
        </p>
      </AuthCard>
    </div>
  )
}
