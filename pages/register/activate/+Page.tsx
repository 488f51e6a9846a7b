import { useEffect, useRef, useState } from 'react'
import { usePageContext } from 'vike-react/usePageContext'
import { TokenInput } from '../../../contract/accounts'
import { AuthCard } from '../../../components/account/AccountFields'
import { messageOf, tsr } from '../../../components/app/api'
import { useHref, useT } from '../../../components/app/i18n'
import { ResendActivation } from '../../../components/account/ResendActivation'
import { wantedPage } from '../../../components/account/accountStorage'

/** Sign-in, returning to the page wanted before registering (remembered in this browser), if any. */
function signInHref(login: string) {
  const wanted = wantedPage()
  return wanted ? `${login}?redirect=${encodeURIComponent(wanted)}` : login
}

type State =
  { kind: 'working' } | { kind: 'done'; message: string } | { kind: 'failed'; message: string } | { kind: 'noToken' }

/**
 * Activation by the e-mailed link (`?token=`): the browser sends the token once (a POST, so a mail
 * scanner fetching the link does not use it up). Success leads to sign-in; an expired or used link
 * says so and offers a new e-mail.
 */
export default function Page() {
  const t = useT()
  const href = useHref()
  const { urlParsed } = usePageContext()
  const token = urlParsed.search.token ?? ''
  const valid = TokenInput.safeParse({ token }).success
  const [state, setState] = useState<State>(
    valid
      ? { kind: 'working' }
      : token
        ? { kind: 'failed', message: t('validation.invalidLink') }
        : { kind: 'noToken' },
  )
  const active = tsr.accounts.active.useMutation()
  const sent = useRef<string | null>(null)

  useEffect(() => {
    if (!valid || sent.current === token) return
    sent.current = token
    active.mutate(
      { body: { token } },
      {
        onSuccess: (res) => setState({ kind: 'done', message: messageOf(res, t('api.activated')) }),
        onError: (res) => setState({ kind: 'failed', message: messageOf(res, t('validation.invalidLink')) }),
      },
    )
  }, [token, valid, active, t])

  return (
    <div className="auth-layout single">
      {state.kind === 'working' && (
        <AuthCard title={t('activate.title')} testId="activate-working">
          <p className="lead" role="status">
            {t('activate.working')}
          </p>
        </AuthCard>
      )}
      {state.kind === 'done' && (
        <AuthCard title={t('activate.doneTitle')} testId="activate-done">
          <p className="lead success-text" role="status">
            {state.message}
          </p>
          <a className="button-primary" href={signInHref(href('/login'))}>
            {t('login.submit')}
          </a>
        </AuthCard>
      )}
      {(state.kind === 'failed' || state.kind === 'noToken') && (
        <AuthCard title={t('activate.title')} testId="activate-failed">
          {state.kind === 'failed' ? (
            <p className="lead error-text" role="alert">
              {state.message}
            </p>
          ) : (
            <p className="lead">{t('activate.noToken')}</p>
          )}
          <p>{t('activate.resendText')}</p>
          <ResendActivation />
          <p className="muted">
            <a href={href('/login')}>{t('activate.toLogin')}</a>
          </p>
        </AuthCard>
      )}
    </div>
  )
}
