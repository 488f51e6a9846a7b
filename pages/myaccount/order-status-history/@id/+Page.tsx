import { useAtomValue } from '../../../../components/app/store'
import { useState, type ReactNode } from 'react'
import { useData } from 'vike-react/useData'
import { AccountLayout } from '../../../../components/account/AccountLayout'
import { useT } from '../../../../components/app/i18n'
import { sessionAtom } from '../../../../components/app/state'
import { AddressText } from '../../../../components/checkout/AddressChoice'
import { OrderLines, OrderTotals } from '../../../../components/checkout/OrderReview'
import { OrderActions } from '../../../../components/orders/OrderActions'
import { DateText } from '../../../../components/ui/DateText'
import '../../../../components/cart/cart.css'
import type { Data } from './+data'
import { Amount } from '../../../../components/catalogue/money'

/**
 * An order (spec §2, §3, §4): number, date, status, lines, totals, addresses, shipping, the status
 * history, reported payments, and the actions pay / cancel / confirm receipt. A guest sees it
 * through the private link of the order e-mail, without the account menu.
 */
export default function Page() {
  const t = useT()
  const data = useData<Data>()
  const signedIn = useAtomValue(sessionAtom).signedIn
  const [order, setOrder] = useState(data.order)
  const title = t('orders.page.detailTitle', { no: order.order_no })
  const facts: [string, ReactNode][] = [
    [t('orders.page.created'), <DateText iso={order.created_at} />],
    [
      t('orders.page.status'),
      <span className={`status status-${order.status}`} data-testid="order-status">
        {order.status_name}
      </span>,
    ],
    ...(order.pay_time ? [[t('orders.page.paid'), <DateText iso={order.pay_time} />] as [string, ReactNode]] : []),
    ...(order.expires_at && order.status === 'Unpaid'
      ? [[t('orders.page.payBy'), <DateText iso={order.expires_at} />] as [string, ReactNode]]
      : []),
    [t('checkout.shippingMethod'), order.shipping_name],
    ...(order.shipment
      ? [
          [t('orders.page.carrier'), <bdi data-testid="order-carrier">{order.shipment.carrier}</bdi>] as [
            string,
            ReactNode,
          ],
        ]
      : []),
    ...(order.shipping_number
      ? [
          [
            t('orders.page.trackingNo'),
            <>
              <bdi dir="ltr" data-testid="order-tracking-number">
                {order.shipping_number}
              </bdi>
              {order.shipment?.tracking_url && (
                <>
                  {' '}
                  <a
                    href={order.shipment.tracking_url}
                    rel="noopener noreferrer"
                    target="_blank"
                    data-testid="order-tracking-link"
                  >
                    {t('orders.page.track')}
                  </a>
                </>
              )}
            </>,
          ] as [string, ReactNode],
        ]
      : []),
    ...(order.platform_remark ? [[t('orders.page.platformRemark'), order.platform_remark] as [string, ReactNode]] : []),
    ...(order.remark ? [[t('checkout.remark'), order.remark] as [string, ReactNode]] : []),
  ]
  const body = (
    <div className="checkout-main" data-testid="order-detail">
      <section className="panel">
        <dl className="bank-details">
          {facts.map(([k, v]) => (
            <div key={k} style={{ display: 'contents' }}>
              <dt>{k}</dt>
              <dd>{v}</dd>
            </div>
          ))}
        </dl>
        <OrderActions order={order} token={data.token} onChanged={setOrder} />
      </section>
      <section className="panel" aria-labelledby="lines-h">
        <h2 id="lines-h">{t('orders.page.lines')}</h2>
        <OrderLines lines={order.lines} />
        <OrderTotals
          subtotal={order.subtotal}
          freight={order.freight}
          freightToConfirm={order.freight_to_confirm}
          total={order.total}
        />
      </section>
      <section className="panel address-pair">
        <div>
          <h2>{t('checkout.shippingAddress')}</h2>
          <AddressText a={order.shipping_address} />
        </div>
        <div>
          <h2>{t('checkout.billingAddress')}</h2>
          <AddressText a={order.billing_address} />
        </div>
      </section>
      {order.remittances.length > 0 && (
        <section className="panel" aria-labelledby="rem-h">
          <h2 id="rem-h">{t('orders.page.remittances')}</h2>
          <ul className="history" role="list">
            {order.remittances.map((r) => (
              <li key={r.created_at}>
                <bdi>{r.payer_name}</bdi> · <bdi dir="ltr">{r.reference}</bdi> · <Amount value={r.amount} /> ·{' '}
                <DateText iso={r.paid_on} />
              </li>
            ))}
          </ul>
        </section>
      )}
      <section className="panel" aria-labelledby="history-h">
        <h2 id="history-h">{t('orders.page.history')}</h2>
        <ol className="history" data-testid="order-history">
          {order.history.map((e, i) => (
            <li key={i}>
              <DateText iso={e.at} /> <span className={`status status-${e.status}`}>{e.status_name}</span>
              <span className="muted">{t(`orders.page.actor.${e.actor}`)}</span>
              {/* Staff's reasons are written for the buyer (a transfer sent back, a cancellation, a refund). */}
              {e.actor === 'staff' && e.reason && (
                <>
                  {' '}
                  <q data-testid="order-history-reason">{e.reason}</q>
                </>
              )}
            </li>
          ))}
        </ol>
      </section>
    </div>
  )
  return signedIn ? (
    <AccountLayout title={title}>{body}</AccountLayout>
  ) : (
    <div className="checkout-page">
      <h1>{title}</h1>
      {body}
    </div>
  )
}
