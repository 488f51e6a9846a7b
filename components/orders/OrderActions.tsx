import { useState } from 'react'
import type { OrderDetail } from '../../contract/orders'
import { messageOf, tsr } from '../app/api'
import { useHref, useT } from '../app/i18n'
import { useToast } from '../layout/Toasts'
import { useClickGuard } from '../ui/useClickGuard'

type Actionable = Pick<OrderDetail, 'id' | 'can_pay' | 'can_cancel' | 'can_receive'>

/**
 * What the buyer may do with an order (spec §4): pay an unpaid one, cancel it after a confirmation
 * prompt, and confirm receipt of a shipped one after 'Have you been received the products?'.
 * The server decides (can_pay, can_cancel, can_receive) and refuses anything else.
 */
export function OrderActions({
  order,
  token,
  onChanged,
}: {
  order: Actionable
  token?: string
  onChanged: (order: OrderDetail) => void
}) {
  const t = useT()
  const href = useHref()
  const toast = useToast()
  const [asking, setAsking] = useState<'cancel' | 'receive' | null>(null)
  const [blocked, guard] = useClickGuard()
  const cancel = tsr.orders.orderCancel.useMutation()
  const receive = tsr.orders.orderReceive.useMutation()
  const busy = blocked || cancel.isPending || receive.isPending
  const options = {
    onSuccess: (res: { status: number; body: unknown }) => {
      setAsking(null)
      toast(messageOf(res, t('api.ok')))
      if (res.status === 200) onChanged((res.body as { data: OrderDetail }).data)
    },
    onError: (res: unknown) => {
      setAsking(null)
      toast(messageOf(res, t('api.serverError')), 'error')
    },
  }
  const act = () =>
    guard(() =>
      asking === 'cancel'
        ? cancel.mutate({ body: { id: order.id, ...(token ? { token } : {}) } }, options)
        : receive.mutate({ body: { id: order.id } }, options),
    )

  if (asking)
    return (
      <div className="order-actions confirm" role="group" aria-label={t(`orders.page.ask.${asking}`)}>
        <span data-testid="order-ask">{t(`orders.page.ask.${asking}`)}</span>
        <button
          type="button"
          className={asking === 'cancel' ? 'button-danger' : 'button-primary'}
          disabled={busy}
          onClick={act}
          data-testid="order-confirm"
        >
          {t('orders.page.yes')}
        </button>
        <button type="button" className="button-secondary" onClick={() => setAsking(null)}>
          {t('orders.page.no')}
        </button>
      </div>
    )
  if (!order.can_pay && !order.can_cancel && !order.can_receive) return null
  const ref = `?id=${order.id}${token ? `&token=${encodeURIComponent(token)}` : ''}`
  return (
    <div className="order-actions">
      {order.can_pay && (
        <a className="button-primary" href={href(`/pay/payment${ref}`)} data-testid="order-pay">
          {t('orders.page.pay')}
        </a>
      )}
      {order.can_cancel && (
        <button
          type="button"
          className="button-secondary"
          onClick={() => setAsking('cancel')}
          data-testid="order-cancel"
        >
          {t('orders.page.cancel')}
        </button>
      )}
      {order.can_receive && (
        <button
          type="button"
          className="button-primary"
          onClick={() => setAsking('receive')}
          data-testid="order-receive"
        >
          {t('orders.page.receive')}
        </button>
      )}
    </div>
  )
}
