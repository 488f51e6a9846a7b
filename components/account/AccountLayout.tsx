import type { ReactNode } from 'react'
import { AccountMenu } from './AccountMenu'
import { useT } from '../app/i18n'
import './accounts.css'

/** Every account page: the account menu as side navigation, the page's content beside it. */
export function AccountLayout({
  title,
  children,
  actions,
}: {
  title: ReactNode
  children: ReactNode
  actions?: ReactNode
}) {
  const t = useT()
  return (
    <div className="with-aside account-page">
      <nav className="aside-nav" aria-label={t('nav.myAccount')}>
        <p className="aside-title">{t('nav.myAccount')}</p>
        <AccountMenu withExit />
      </nav>
      <section className="account-main">
        <div className="account-head">
          <h1>{title}</h1>
          {actions}
        </div>
        {children}
      </section>
    </div>
  )
}
