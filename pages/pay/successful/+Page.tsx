import { useData } from 'vike-react/useData'
import { useHref, useT } from '../../../components/app/i18n'
import { orderPath } from '../../../components/orders/order-links'
import '../../../components/account/accounts.css'
import '../../../components/cart/cart.css'
import { Amount, useFormat } from '../../../components/catalogue/money'
import type { Data } from './+data'

/** Success (spec §2 /pay/successful): the order number, what was ordered and the total, and a link to its details. */
export default function Page() {
  const t = useT()
  const href = useHref()
  const { order, token } = useData<Data>()
  const fmt = useFormat()
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
        <table className="success-lines" data-testid="success-lines">
          <caption>{t('checkout.items')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('product.partNumber')}</th>
              <th scope="col">{t('product.qty')}</th>
              <th scope="col">{t('cart.amount')}</th>
            </tr>
          </thead>
          <tbody>
            {order.lines.map((l) => (
              <tr key={l.goods_id}>
                <td>
                  <bdi className="mpn">{l.part_number}</bdi> <span className="muted">{l.manufacturer}</span>
                </td>
                <td>{fmt.count(l.qty)}</td>
                <td>
                  <Amount value={l.amount} />
                </td>
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr>
              <th scope="row" colSpan={2}>
                {t('checkout.subtotal')}
              </th>
              <td>
                <Amount value={order.subtotal} />
              </td>
            </tr>
            <tr>
              <th scope="row" colSpan={2}>
                {t('checkout.freight')}
              </th>
              <td>{order.freight === null ? t('checkout.freightToConfirm') : <Amount value={order.freight} />}</td>
            </tr>
            <tr>
              <th scope="row" colSpan={2}>
                {t('checkout.total')}
              </th>
              <td data-testid="success-total">
                <strong>
                  <Amount value={order.total} />
                </strong>
              </td>
            </tr>
          </tfoot>
        </table>
        <a className="button-primary" href={href(orderPath(order.id, token))} data-testid="order-link">
          {t('checkout.viewOrder')}
        </a>
      </section>
    </div>
  )
}
