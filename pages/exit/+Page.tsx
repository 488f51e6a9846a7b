import { useSetAtom } from '../../components/app/store'
import { useEffect } from 'react'
import { usePageContext } from 'vike-react/usePageContext'
import { clearCookie } from '../../components/app/cookies'
import { useHref, useT } from '../../components/app/i18n'
import { sessionAtom } from '../../components/app/state'
import { SignOut } from '../../components/account/SignOut'

/**
 * Sign-out and invalid-session landing. Without a live session the server cleared the cookies and
 * the browser state follows; with one (a link to /exit) the page asks, and its button signs out.
 */
export default function Page() {
  const { session } = usePageContext()
  return session.signedIn ? <Confirm /> : <SignedOut />
}

function Confirm() {
  const t = useT()
  return (
    <section className="error-screen" data-testid="exit-confirm">
      <h1>{t('exit.confirmTitle')}</h1>
      <p className="lead">{t('exit.confirmText')}</p>
      <div className="button-primary">
        <SignOut />
      </div>
    </section>
  )
}

function SignedOut() {
  const t = useT()
  const href = useHref()
  const setSession = useSetAtom(sessionAtom)
  useEffect(() => {
    clearCookie('token')
    clearCookie('userInfo')
    setSession({ signedIn: false, user: null })
  }, [setSession])
  return (
    <section className="error-screen" data-testid="exit">
      <h1>{t('exit.title')}</h1>
      <p className="lead">{t('exit.text')}</p>
      <a className="button-primary" href={href('/login')}>
        {t('exit.signIn')}
      </a>
    </section>
  )
}
