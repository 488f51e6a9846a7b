import { useSetAtom } from '../app/store'
import { useState } from 'react'
import { cartRoutes } from '../../contract/island-routes'
import { callApi, messageOf } from '../app/call'
import { cartCountAtom } from '../app/state'
import { useT } from '../app/i18n'
import { Icon } from '../ui/Icon'
import { useToast } from '../layout/Toasts'
import { useClickGuard } from '../ui/useClickGuard'
import { island } from '../islands/Island'

/**
 * "Add to cart" for an offer (product page, search results, home showcases), for a signed-in buyer
 * and a guest alike (a guest's cart is kept by the server, spec §6). The server checks the
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
  const toast = useToast()
  const setCount = useSetAtom(cartCountAtom)
  const [pending, setPending] = useState(false)
  const [blocked, guard] = useClickGuard()
  const onClick = () => {
    guard(() => {
      setPending(true)
      callApi(cartRoutes.add, { body: { goods_id: goodsId, cart_num: qty } })
        .then(
          (res) => {
            if (res.status !== 200) return toast(messageOf(res, t('api.serverError')), 'error')
            setCount(res.body.data.count)
            toast(messageOf(res, t('cart.added')))
          },
          () => toast(t('api.serverError'), 'error'),
        )
        .finally(() => setPending(false))
    })
  }
  return (
    <button
      type="button"
      className={compact ? 'button-secondary button-small button-icon' : 'button-primary'}
      title={compact ? t('cart.add') : undefined}
      data-testid="add-to-cart"
      disabled={disabled || blocked || pending}
      onClick={onClick}
    >
      <Icon name="cart" size={compact ? 16 : 18} />
      {compact ? <span className="visually-hidden">{t('cart.add')}</span> : ` ${t('cart.add')}`}
    </button>
  )
}

export const AddToCartIsland = island('AddToCart', AddToCart, ['cart.add', 'cart.added', 'api.serverError'])
