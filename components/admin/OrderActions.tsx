import { useQueryClient } from '@tanstack/react-query'
import { useAtom } from 'jotai'
import { useState, type FormEvent } from 'react'
import type { AdminOrderDetail } from '../../contract/admin'
import { answerMessage, consoleApi, fieldErrors } from './api'
import { useConsoleFormat } from './format'
import { useConsoleT } from './i18n'
import { Field } from './Field'
import { pendingActionAtom, type PendingAction } from './state'
import { ConsoleError } from './ConsoleMessage'

type Props = { order: AdminOrderDetail; onDone: (order: AdminOrderDetail, message: string) => void }

/**
 * Staff's moves on an order (issue 31): only those the server offers for its status and the staff
 * member's role (`order.actions`, from the transition map), each behind a confirm step that says
 * what will happen, with its reason or shipment fields. The server checks everything again.
 */
export function OrderActions({ order, onDone }: Props) {
  const t = useConsoleT()
  const [pending, setPending] = useAtom(pendingActionAtom)
  const offered: [Exclude<PendingAction, null>, boolean, string][] = [
    ['confirm', order.actions.confirm_payment, 'ui.action.confirm'],
    ['sendBack', order.actions.send_back, 'ui.action.sendBack'],
    ['ship', order.actions.ship, 'ui.action.ship'],
    ['cancel', order.actions.cancel, 'ui.action.cancel'],
    ['refund', order.actions.refund, 'ui.action.refund'],
  ]
  const shown = offered.filter(([, allowed]) => allowed)
  return (
    <section className="console-panel" aria-labelledby="actions-h">
      <h2 id="actions-h">{t('ui.detail.actions')}</h2>
      {shown.length === 0 ? (
        <p>{t('ui.detail.noActions')}</p>
      ) : pending && shown.some(([a]) => a === pending) ? (
        <ConfirmStep order={order} action={pending} onClose={() => setPending(null)} onDone={onDone} />
      ) : (
        <div className="console-actions">
          {shown.map(([action, , label]) => (
            <button
              key={action}
              type="button"
              className="btn"
              data-testid={`action-${action}`}
              onClick={() => setPending(action)}
            >
              {t(label)}
            </button>
          ))}
        </div>
      )}
    </section>
  )
}

function ConfirmStep({
  order,
  action,
  onClose,
  onDone,
}: Props & { action: Exclude<PendingAction, null>; onClose: () => void }) {
  const t = useConsoleT()
  const fmt = useConsoleFormat()
  const queryClient = useQueryClient()
  const [v, setV] = useState({
    reason: '',
    carrier: '',
    tracking_number: '',
    tracking_url: '',
    method: 'provider' as 'provider' | 'bank',
  })
  const [errors, setErrors] = useState<Record<string, string>>({})
  const [notice, setNotice] = useState('')
  const params = { id: order.id }
  const confirm = consoleApi.orderConfirmPayment.useMutation()
  const sendBack = consoleApi.orderSendBack.useMutation()
  const ship = consoleApi.orderShip.useMutation()
  const cancel = consoleApi.orderStaffCancel.useMutation()
  const refund = consoleApi.orderRefund.useMutation()
  const busy = [confirm, sendBack, ship, cancel, refund].some((m) => m.isPending)
  const hasCapture = order.payments.some((p) => p.status === 'captured')
  const method = hasCapture ? v.method : 'bank'
  const ask = {
    confirm: 'ui.action.confirmAsk',
    sendBack: 'ui.action.sendBackAsk',
    ship: 'ui.action.shipAsk',
    cancel: 'ui.action.cancelAsk',
    refund: 'ui.action.refundAsk',
  }[action]

  const settle = {
    onSuccess: (r: { status: number; body: unknown }) => {
      if (r.status === 200) {
        const detail = (r.body as { data: AdminOrderDetail }).data
        void queryClient.invalidateQueries({ queryKey: ['admin', 'orders'] })
        onClose()
        return onDone(detail, answerMessage(r, ''))
      }
      setErrors(fieldErrors(r))
      setNotice(answerMessage(r, t('ui.loadFailed')))
    },
    onError: () => setNotice(t('ui.loadFailed')),
  }
  const submit = (e: FormEvent) => {
    e.preventDefault()
    setNotice('')
    if (action === 'confirm') confirm.mutate({ params, body: { reason: v.reason } }, settle)
    if (action === 'sendBack') sendBack.mutate({ params, body: { reason: v.reason } }, settle)
    if (action === 'cancel') cancel.mutate({ params, body: { reason: v.reason } }, settle)
    if (action === 'ship')
      ship.mutate(
        { params, body: { carrier: v.carrier, tracking_number: v.tracking_number, tracking_url: v.tracking_url } },
        settle,
      )
    if (action === 'refund') refund.mutate({ params, body: { method, reason: v.reason } }, settle)
  }
  const field = (name: 'reason' | 'carrier' | 'tracking_number' | 'tracking_url', label: string, multiline = false) => (
    <Field
      label={t(label)}
      name={name}
      value={v[name]}
      multiline={multiline}
      onChange={(x) => setV((o) => ({ ...o, [name]: x }))}
      error={errors[name]}
    />
  )
  return (
    <form className="console-confirm" onSubmit={submit} noValidate data-testid={`confirm-${action}`}>
      <p>
        <strong>{t(ask, { no: order.order_no, total: fmt.amount(order.total) })}</strong>
      </p>
      {action === 'confirm' && field('reason', 'ui.action.note', true)}
      {(action === 'sendBack' || action === 'cancel') && field('reason', 'ui.action.reason', true)}
      {action === 'ship' && (
        <>
          {field('carrier', 'ui.action.carrier')}
          {field('tracking_number', 'ui.action.trackingNumber')}
          {field('tracking_url', 'ui.action.trackingUrl')}
        </>
      )}
      {action === 'refund' && (
        <>
          <fieldset className="console-field">
            <legend>{t('ui.action.refundMethod')}</legend>
            {hasCapture && (
              <label>
                <input
                  type="radio"
                  name="method"
                  checked={method === 'provider'}
                  onChange={() => setV((o) => ({ ...o, method: 'provider' }))}
                />{' '}
                {t('ui.action.refundProvider')}
              </label>
            )}
            <label>
              <input
                type="radio"
                name="method"
                checked={method === 'bank'}
                onChange={() => setV((o) => ({ ...o, method: 'bank' }))}
              />{' '}
              {t('ui.action.refundBank')}
            </label>
          </fieldset>
          {field('reason', 'ui.action.reason', true)}
        </>
      )}
      <ConsoleError text={notice} />
      <div className="console-actions">
        <button type="submit" className="btn btn-primary" disabled={busy} data-testid="confirm-yes">
          {t('ui.action.yes')}
        </button>
        <button type="button" className="btn" onClick={onClose} disabled={busy}>
          {t('ui.action.back')}
        </button>
      </div>
    </form>
  )
}
