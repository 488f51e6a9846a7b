import type { OrderDetail } from '../../contract/orders'
import { useFormat } from '../catalogue/money'
import { useHref, useT } from '../app/i18n'
import { DateText } from '../ui/DateText'
import { OrderActions } from './OrderActions'
import { orderPath } from './order-links'
import '../account/accounts.css'
import '../cart/cart.css'
import { Amount } from '../catalogue/money'

type Summary = Omit<
  OrderDetail,
  | 'email'
  | 'expires_at'
  | 'shipping_method'
  | 'shipping_name'
  | 'freight_to_confirm'
  | 'weight_g'
  | 'shipping_address'
  | 'billing_address'
  | 'pay_method'
  | 'remark'
  | 'platform_remark'
  | 'shipping_number'
  | 'history'
  | 'remittances'
  | 'shipment'
>

/** An order in the history: number, date, status, its parts, total and actions. */
export function OrderCard({ order, onChanged }: { order: Summary; onChanged: () => void }) {
  const t = useT()
  const href = useHref()
  const fmt = useFormat()
  return (
    <li className="order-card" data-testid="order-card" data-order-id={order.id}>
      <div className="order-card-head">
        <span>
          {t('checkout.orderNo')}:{' '}
          <a href={href(orderPath(order.id))} className="mpn" data-testid="order-no">
            {order.order_no}
          </a>
        </span>
        <DateText iso={order.created_at} />
        <span className={`status status-${order.status}`} data-testid="order-status">
          {order.status_name}
        </span>
      </div>
      <ul className="order-card-lines" role="list">
        {order.lines.slice(0, 5).map((l) => (
          <li key={l.goods_id}>
            <bdi className="mpn">{l.part_number}</bdi> <span className="muted">{l.manufacturer}</span> ×{' '}
            {fmt.count(l.qty)}
          </li>
        ))}
        {order.lines.length > 5 && (
          <li className="muted">{t('orders.page.moreLines', { count: order.lines.length - 5 })}</li>
        )}
      </ul>
      <div className="order-card-foot">
        <span>
          {t('checkout.total')}:{' '}
          <strong>
            <Amount value={order.total} />
          </strong>
        </span>
        <div className="order-actions">
          <a className="button-secondary" href={href(orderPath(order.id))}>
            {t('orders.page.details')}
          </a>
          <OrderActions order={order} onChanged={onChanged} />
        </div>
      </div>
    </li>
  )
}
