import { useAtomValue } from '../../components/app/store'
import { AccountLayout } from '../../components/account/AccountLayout'
import { useHref, useT } from '../../components/app/i18n'
import { sessionAtom } from '../../components/app/state'

/** The account centre (protected: the server redirects guests to /login). Its sections come with their issues. */
export default function Page() {
  const t = useT()
  const href = useHref()
  const user = useAtomValue(sessionAtom).user
  // The account centre greets the person; the header's dropdown names the company (spec §3).
  const name = user?.contact_name || user?.company_name || ''
  return (
    <AccountLayout title={t('nav.myAccount')}>
      <div className="panel">
        {name && <p className="lead">{t('nav.greeting', { name })}</p>}
        <p>{t('account.welcome')}</p>
        <div className="button-row">
          <a className="button-primary" href={href('/myaccount/my-profile')}>
            {t('account.myProfile')}
          </a>
          <a className="button-secondary" href={href('/myaccount/address-management')}>
            {t('account.addressManagement')}
          </a>
        </div>
      </div>
    </AccountLayout>
  )
}
