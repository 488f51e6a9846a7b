import { useState } from 'react'
import { navigate } from 'vike/client/router'
import { messageOf, tsr } from '../app/api'
import { useHref, useT } from '../app/i18n'
import { useClickGuard } from '../ui/useClickGuard'
import { orderQuery, type OnlinePayProps } from './online-payment'
import './payments.css'

/** The plainly marked test notice: shown wherever the test payment is offered or approved. */
export function TestPaymentBanner() {
  const t = useT()
  return (
    <div className="test-payment-banner" role="note" data-testid="test-payment-banner">
      {t('onlinePay.testBanner')}
      <p>{t('onlinePay.testNotice')}</p>
    </div>
  )
}

/**
 * The test provider's method (the embedded default when PayPal is not configured): creates the
 * payment for the order's total and takes the buyer to the test provider's approval screen, as
 * PayPal's window would. No money moves, and the page says so.
 */
export function TestPayment({ order, token }: OnlinePayProps) {
  const t = useT()
  const href = useHref()
  const start = tsr.payments.createOrder.useMutation()
  const [error, setError] = useState('')
  const [blocked, guard] = useClickGuard()
  const pay = () =>
    guard(() => {
      setError('')
      start.mutate(
        { body: { id: order.id, token, method: 'test' } },
        {
          onSuccess: (res) => {
            const url = res.status === 200 ? res.body.data.approve_url : null
            if (url) void navigate(href(`${url}&${orderQuery(order.id, token)}`))
          },
          onError: (res) => setError(messageOf(res, t('api.paymentUnavailable'))),
        },
      )
    })
  return (
    <div data-testid="test-payment">
      <TestPaymentBanner />
      <div className="pay-actions">
        <button type="button" className="button-primary" disabled={blocked || start.isPending} onClick={pay}>
          {t('onlinePay.payTest')}
        </button>
      </div>
      {error && (
        <p className="pay-error" role="alert">
          {error}
        </p>
      )}
    </div>
  )
}
