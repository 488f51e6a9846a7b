import { navigate } from 'vike/client/router'
import { useState } from 'react'
import { useData } from 'vike-react/useData'
import { useHref, useT } from '../../../components/app/i18n'
import { payMethodComponents } from '../../../components/checkout/pay-methods'
import { orderPath } from '../../../components/orders/order-links'
import { refQuery } from '../order-ref'
import '../../../components/account/accounts.css'
import '../../../components/cart/cart.css'
import type { Data } from './+data'
import { Amount } from '../../../components/catalogue/money'

/**
 * Payment (spec §2 /pay/payment): the order's number and total, and the enabled payment methods
 * (getPayMethod), each its own component (components/checkout/pay-methods.tsx). A method that is
 * done leads to /pay/successful.
 */
export default function Page() {
  const t = useT()
  const href = useHref()
  const { order, token, methods } = useData<Data>()
  const shown = methods.filter((m) => payMethodComponents[m.code])
  const [chosen, setChosen] = useState(shown.find((m) => m.code === order.pay_method)?.code ?? shown[0]?.code)
  const Method = chosen ? payMethodComponents[chosen] : undefined
  return (
    <div className="checkout-page" data-testid="payment">
      <h1>{t('checkout.paymentTitle')}</h1>
      <section className="panel">
        <p>
          {t('checkout.orderNo')}: <strong data-testid="order-no">{order.order_no}</strong> · {t('checkout.total')}:{' '}
          <strong>
            <Amount value={order.total} />
          </strong>
        </p>
        {order.freight_to_confirm && <p className="muted small">{t('checkout.freightToConfirmNote')}</p>}
      </section>
      {!order.can_pay ? (
        <section className="panel">
          <p>{t('checkout.notPayable', { status: order.status_name })}</p>
          <a href={href(orderPath(order.id, token))}>{t('checkout.viewOrder')}</a>
        </section>
      ) : (
        <section className="panel" aria-labelledby="methods-h">
          <h2 id="methods-h">{t('checkout.payMethod')}</h2>
          <ul className="choice-list" role="list" data-testid="pay-methods">
            {shown.map((m) => (
              <li key={m.code}>
                <label className="choice">
                  <input
                    type="radio"
                    name="pay_method"
                    checked={chosen === m.code}
                    onChange={() => setChosen(m.code)}
                  />
                  <span className="choice-body">
                    <strong>{m.name}</strong>
                    <span className="muted small">{m.description}</span>
                  </span>
                </label>
              </li>
            ))}
          </ul>
          {Method && chosen && (
            <Method
              key={chosen}
              order={order}
              token={token}
              onPaid={() => void navigate(href(`/pay/successful${refQuery(order.id, token)}`))}
            />
          )}
        </section>
      )}
    </div>
  )
}
