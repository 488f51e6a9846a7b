import { useState } from 'react'
import { navigate } from 'vike/client/router'
import { messageOf, tsr } from '../../components/app/api'
import { useHref, useLocale, useT, useUrlParsed } from '../../components/app/i18n'
import { TestPaymentBanner } from '../../components/checkout/TestPayment'
import { useClickGuard } from '../../components/ui/useClickGuard'
import { localeInfo } from '../../locales/locales'
import '../../components/account/accounts.css'
import '../../components/checkout/payments.css'

type Decision = 'approve' | 'decline' | 'cancel'

/**
 * The test provider's approval screen (/test-payment?token=<its order>&order=<shop order>): what
 * PayPal's window is for a real payment, plainly marked as a test. Approve captures the payment
 * and shows the success page; decline and cancel leave the order unpaid, say so in the buyer's
 * language, and lead back to the payment page to pay again.
 */
export default function Page() {
  const t = useT()
  const href = useHref()
  const locale = useLocale()
  const { search } = useUrlParsed()
  const id = /^[A-Z0-9]{1,36}$/.test(search.token ?? '') ? search.token! : ''
  const orderId = Number(search.order)
  const orderToken = search.order_token || undefined
  const ref = `?id=${orderId}${orderToken ? `&token=${encodeURIComponent(orderToken)}` : ''}`
  const order = tsr.payments.testOrder.useQuery({
    queryKey: ['test-payment', id],
    queryData: { query: { token: id } },
    enabled: !!id,
  })
  const decide = tsr.payments.testDecide.useMutation()
  const capture = tsr.payments.capture.useMutation()
  const [blocked, guard] = useClickGuard()
  const [outcome, setOutcome] = useState<{ error: string } | null>(null)
  const data = order.data?.status === 200 ? order.data.body.data : null

  const choose = (decision: Decision) =>
    guard(() => {
      setOutcome(null)
      decide.mutate(
        { body: { paypal_order_id: id, decision } },
        {
          onSuccess: () => {
            if (decision === 'cancel') return setOutcome({ error: t('onlinePay.cancelled') })
            // Approved or declined: the shop captures as it would at PayPal, and hears the answer.
            capture.mutate(
              { body: { id: orderId, token: orderToken, paypal_order_id: id } },
              {
                onSuccess: () => void navigate(href(`/pay/successful${ref}`)),
                onError: (res) => setOutcome({ error: messageOf(res, t('api.paymentUnavailable')) }),
              },
            )
          },
          onError: (res) => setOutcome({ error: messageOf(res, t('api.paymentUnavailable')) }),
        },
      )
    })

  const busy = blocked || decide.isPending || capture.isPending
  const amount = data
    ? new Intl.NumberFormat(localeInfo(locale).bcp47, { style: 'currency', currency: 'USD' }).format(
        Number(data.amount),
      )
    : ''
  return (
    <div className="auth-layout">
      <section className="auth-card test-provider" data-testid="test-provider">
        <TestPaymentBanner />
        <h1>{t('onlinePay.testTitle')}</h1>
        {!id || order.isError ? (
          <p className="pay-error" role="alert">
            {t('onlinePay.unknown')}
          </p>
        ) : !data ? (
          <p aria-busy="true">{t('onlinePay.processing')}</p>
        ) : (
          <>
            <p>{t('onlinePay.testExplain')}</p>
            <dl>
              <dt>{t('onlinePay.orderNo')}</dt>
              <dd>
                <bdi dir="ltr">{data.reference}</bdi>
              </dd>
              <dt>{t('onlinePay.amount')}</dt>
              <dd data-testid="test-amount">
                <bdi dir="ltr">{amount}</bdi>
              </dd>
            </dl>
            {outcome ? (
              <>
                <p className="pay-error" role="alert" data-testid="pay-error">
                  {outcome.error}
                </p>
                <a className="button-primary" href={href(`/pay/payment${ref}`)} data-testid="pay-again">
                  {t('onlinePay.payAgain')}
                </a>
              </>
            ) : (
              <div className="pay-actions">
                <button type="button" className="button-primary" disabled={busy} onClick={() => choose('approve')}>
                  {t('onlinePay.approve')}
                </button>
                <button type="button" className="button-danger" disabled={busy} onClick={() => choose('decline')}>
                  {t('onlinePay.decline')}
                </button>
                <button type="button" className="button-secondary" disabled={busy} onClick={() => choose('cancel')}>
                  {t('onlinePay.cancel')}
                </button>
              </div>
            )}
            {busy && <p aria-live="polite">{t('onlinePay.processing')}</p>}
          </>
        )}
      </section>
    </div>
  )
}
