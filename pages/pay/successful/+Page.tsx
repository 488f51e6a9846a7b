import { useData } from 'vike-react/useData'
import { useHref, useT } from '../../../components/app/i18n'
import { orderPath } from '../../../components/orders/order-links'
import '../../../components/account/accounts.css'
import '../../../components/cart/cart.css'
import type { Data } from './+data'

/** Success (spec §2 /pay/successful): the order number and a link to its details. */
export default function Page() {
  const t = useT()
  const href = useHref()
  const { order, token } = useData<Data>()
  return (
    <div className="checkout-page">
      <section className="panel success-panel" data-testid="pay-success">
        <h1>{t('checkout.successTitle')}</h1>
        <p>{t(order.status === 'Confirming' ? 'checkout.successConfirming' : 'checkout.successPlaced')}</p>
        <p>
          {t('checkout.orderNo')}:{' '}
          <bdi className="order-no" dir="ltr" data-testid="order-no">
            {order.order_no}
          </bdi>
        </p>
        <p>
          {t('orders.page.status')}: <span className={`status status-${order.status}`}>{order.status_name}</span>
        </p>
        <a className="button-primary" href={href(orderPath(order.id, token))} data-testid="order-link">
          {t('checkout.viewOrder')}
        </a>
      </section>
    </div>
  )
}
