import { features } from '../app/features'
import { useHref, useLogicalUrl, useT } from '../app/i18n'
import { SignOut } from './SignOut'

/** The account centre's menu (spec §2). */
const ALL_ACCOUNT_LINKS = [
  ['/myaccount/my-profile', 'account.myProfile', true],
  ['/myaccount/order-status-history', 'account.orderStatusHistory', features.cart],
  ['/myaccount/rfq-history', 'account.rfqHistory', features.rfq],
  ['/myaccount/bom-list', 'account.bomList', features.bom],
  ['/myaccount/address-management', 'account.addressManagement', true],
] as const
export const ACCOUNT_LINKS = ALL_ACCOUNT_LINKS.filter(([, , built]) => built).map(([path, key]) => [path, key] as const)

/** The menu; the link of the page being shown (or of its parent section) is marked `aria-current="page"`. */
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
          <SignOut />
        </li>
      )}
    </ul>
  )
}
