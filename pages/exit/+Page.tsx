import { useSetAtom } from 'jotai'
import { useEffect } from 'react'
import { clearCookie } from '../../components/app/cookies'
import { useHref, useT } from '../../components/app/i18n'
import { sessionAtom } from '../../components/app/state'

/** Sign-out and invalid-session landing: the server cleared the cookies; the browser state follows. */
export default function Page() {
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
