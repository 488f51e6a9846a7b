import { useHref, useT } from '../app/i18n'
import { buyNowPath } from './cart-links'

/** Buy now: straight to checkout with this offer and quantity, without the cart; guests too (spec §1). */
export function BuyNow({ goodsId, qty, disabled = false }: { goodsId: number; qty: number; disabled?: boolean }) {
  const t = useT()
  const href = useHref()
  return disabled ? (
    <button type="button" className="button-secondary" disabled data-testid="buy-now">
      {t('cart.buyNow')}
    </button>
  ) : (
    <a className="button-secondary" href={href(buyNowPath(goodsId, qty))} data-testid="buy-now">
      {t('cart.buyNow')}
    </a>
  )
}
