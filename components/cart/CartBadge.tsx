import { useAtom, useAtomValue } from '../app/store'
import { useEffect } from 'react'
import { cartRoutes } from '../../contract/island-routes'
import { callApi } from '../app/call'
import { cartCountAtom, sessionAtom } from '../app/state'
import { useHref, useT } from '../app/i18n'
import { Icon } from '../ui/Icon'

/** Cart badge: the count, "99+" from 100 (spec §4). */
export function badgeText(count: number): string {
  return count >= 100 ? '99+' : String(count)
}

/**
 * The header's cart icon with its badge. Pages are cached for anonymous visitors, so the count is
 * asked after hydration (again when the session changes): a guest's cart counts too (spec §6).
 */
export function CartBadge() {
  const t = useT()
  const href = useHref()
  const signedIn = useAtomValue(sessionAtom).signedIn
  const [count, setCount] = useAtom(cartCountAtom)
  useEffect(() => {
    let live = true
    callApi(cartRoutes.cartCount).then(
      (res) => live && res.status === 200 && setCount(res.body.data.count),
      () => {},
    )
    return () => {
      live = false
    }
  }, [signedIn, setCount])
  return (
    <a
      className="cart-link"
      href={href('/shoppingcart')}
      aria-label={`${t('nav.cart')} (${count})`}
      data-testid="cart-link"
    >
      <Icon name="cart" size={26} />
      <span className="badge" data-testid="cart-badge" hidden={count === 0}>
        {badgeText(count)}
      </span>
    </a>
  )
}
