import { useAtom, useAtomValue } from '../app/store'
import { useEffect } from 'react'
import { cartRoutes } from '../../contract/island-routes'
import { callApi } from '../app/call'
import { cartCountAtom, sessionAtom } from '../app/state'
import { useHref, useT } from '../app/i18n'
import { Icon } from '../ui/Icon'
import { loginHref } from './cart-links'

/** Cart badge: the count, "99+" from 100 (spec §4). */
export function badgeText(count: number): string {
  return count >= 100 ? '99+' : String(count)
}

/**
 * The header's cart icon with its badge. Pages are cached for anonymous visitors, so the count is
 * asked after hydration, and only with a session; a guest's click goes to sign in (spec §6).
 */
export function CartBadge() {
  const t = useT()
  const href = useHref()
  const signedIn = useAtomValue(sessionAtom).signedIn
  const [count, setCount] = useAtom(cartCountAtom)
  useEffect(() => {
    if (!signedIn) return
    let live = true
    callApi(cartRoutes.cartCount).then(
      (res) => live && res.status === 200 && setCount(res.body.data.count),
      () => {},
    )
    return () => {
      live = false
    }
  }, [signedIn, setCount])
  const shown = signedIn ? count : 0
  return (
    <a
      className="cart-link"
      href={signedIn ? href('/shoppingcart') : loginHref(href, href('/shoppingcart'))}
      aria-label={`${t('nav.cart')} (${shown})`}
      data-testid="cart-link"
    >
      <Icon name="cart" size={26} />
      <span className="badge" data-testid="cart-badge" hidden={shown === 0}>
        {badgeText(shown)}
      </span>
    </a>
  )
}
