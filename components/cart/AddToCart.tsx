import { useSetAtom, useAtomValue } from 'jotai'
import { messageOf, tsr } from '../app/api'
import { cartCountAtom, sessionAtom } from '../app/state'
import { useHref, useT } from '../app/i18n'
import { Icon } from '../ui/Icon'
import { useToast } from '../layout/Toasts'
import { useClickGuard } from '../ui/useClickGuard'
import { loginHref } from './cart-links'

/**
 * "Add to cart" for an offer (product page, search results, home showcases). The cart belongs to
 * a signed-in buyer: a guest goes to sign in and comes back (spec §6). The server checks the
 * quantity rules; its message ('Please enter multiple of Min QTY') shows as a toast.
 */
export function AddToCart({
  goodsId,
  qty,
  compact = false,
  disabled = false,
}: {
  goodsId: number
  qty: number
  compact?: boolean
  disabled?: boolean
}) {
  const t = useT()
  const href = useHref()
  const toast = useToast()
  const signedIn = useAtomValue(sessionAtom).signedIn
  const setCount = useSetAtom(cartCountAtom)
  const add = tsr.cart.add.useMutation()
  const [blocked, guard] = useClickGuard()
  const onClick = () => {
    if (!signedIn) {
      window.location.assign(loginHref(href, location.pathname + location.search))
      return
    }
    guard(() =>
      add.mutate(
        { body: { goods_id: goodsId, cart_num: qty } },
        {
          onSuccess: (res) => {
            if (res.status === 200) setCount(res.body.data.count)
            toast(messageOf(res, t('cart.added')))
          },
          onError: (res) => toast(messageOf(res, t('api.serverError')), 'error'),
        },
      ),
    )
  }
  return (
    <button
      type="button"
      className={compact ? 'button-secondary button-small button-icon' : 'button-primary'}
      title={compact ? t('cart.add') : undefined}
      data-testid="add-to-cart"
      disabled={disabled || blocked || add.isPending}
      onClick={onClick}
    >
      <Icon name="cart" size={compact ? 16 : 18} />
      {compact ? <span className="visually-hidden">{t('cart.add')}</span> : ` ${t('cart.add')}`}
    </button>
  )
}
