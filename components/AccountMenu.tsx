import { useHref, useLogicalUrl, useT } from './i18n'

/** The account centre's menu (spec §2). */
export const ACCOUNT_LINKS = [
  ['/myaccount/my-profile', 'account.myProfile'],
  ['/myaccount/order-status-history', 'account.orderStatusHistory'],
  ['/myaccount/rfq-history', 'account.rfqHistory'],
  ['/myaccount/bom-list', 'account.bomList'],
  ['/myaccount/address-management', 'account.addressManagement'],
] as const

export function AccountMenu({ withExit = false }: { withExit?: boolean }) {
  const t = useT()
  const href = useHref()
  const { path: current } = useLogicalUrl()
  return (
    <ul className="account-menu" role="list">
      {ACCOUNT_LINKS.map(([path, key]) => (
        <li key={path}>
          <a href={href(path)} aria-current={current === path || current.startsWith(`${path}/`) ? 'page' : undefined}>
            {t(key)}
          </a>
        </li>
      ))}
      {withExit && (
        <li>
          <a href={href('/exit')}>{t('nav.exit')}</a>
        </li>
      )}
    </ul>
  )
}
