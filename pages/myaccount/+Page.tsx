import { AccountMenu } from '../../components/AccountMenu'
import { useT } from '../../components/i18n'

/** The account centre (protected: the server redirects guests to /login). Its sections come with their issues. */
export default function Page() {
  const t = useT()
  return (
    <div className="with-aside">
      <nav className="aside-nav" aria-label={t('nav.myAccount')}>
        <AccountMenu withExit />
      </nav>
      <section>
        <h1>{t('nav.myAccount')}</h1>
        <p>{t('account.welcome')}</p>
      </section>
    </div>
  )
}
