import { useState, type FormEvent } from 'react'
import type { CustomerDetail } from '../../contract/admin/customers'
import { answerMessage, consoleApi, fieldErrors } from './api'
import { Field } from './Field'
import { useConsoleT } from './i18n'
import { ConsoleError } from './ConsoleMessage'

type Pending = null | 'disable' | 'enable' | 'erase'

/**
 * What an admin may do with a customer's account (issue 32): disable with a reason, enable again,
 * download their personal data (JSON or xlsx), erase it — each change behind a confirm step; the
 * erasure asks for the customer's e-mail typed again. Sales staff see the state only.
 */
export function CustomerActions({
  customer,
  onDone,
}: {
  customer: CustomerDetail
  onDone: (next: CustomerDetail, message: string) => void
}) {
  const t = useConsoleT()
  const [pending, setPending] = useState<Pending>(null)
  const [value, setValue] = useState('')
  const [errors, setErrors] = useState<Record<string, string>>({})
  const [notice, setNotice] = useState('')
  const disable = consoleApi.customerDisable.useMutation()
  const enable = consoleApi.customerEnable.useMutation()
  const erase = consoleApi.customerErase.useMutation()
  const busy = disable.isPending || enable.isPending || erase.isPending
  const a = customer.actions
  const open = (p: Pending) => {
    setPending(p)
    setValue('')
    setErrors({})
    setNotice('')
  }
  const settle = {
    onSuccess: (r: { status: number; body: unknown }) => {
      if (r.status === 200) {
        setPending(null)
        return onDone((r.body as { data: CustomerDetail }).data, answerMessage(r, ''))
      }
      setErrors(fieldErrors(r))
      setNotice(answerMessage(r, t('ui.loadFailed')))
    },
    onError: () => setNotice(t('ui.loadFailed')),
  }
  const params = { id: customer.id }
  const submit = (e: FormEvent) => {
    e.preventDefault()
    setNotice('')
    if (pending === 'disable') disable.mutate({ params, body: { reason: value } }, settle)
    if (pending === 'enable') enable.mutate({ params, body: {} }, settle)
    if (pending === 'erase') erase.mutate({ params, body: { confirm_email: value } }, settle)
  }
  const exportHref = (format: 'json' | 'xlsx') => `/api/admin/customers/${customer.id}/export?format=${format}`

  return (
    <section className="console-panel" data-testid="console-customer-actions">
      <h2>{t('ui.customer.actions')}</h2>
      {customer.role !== 'customer' ? (
        <p>{t('ui.customer.staffHere')}</p>
      ) : !Object.values(a).some(Boolean) ? (
        <p>{t('ui.customer.noActions')}</p>
      ) : pending ? (
        <form className="console-confirm" onSubmit={submit} noValidate data-testid={`confirm-${pending}`}>
          <p>
            <strong>{t(`ui.customer.${pending}Ask`, { email: customer.email })}</strong>
          </p>
          {pending === 'disable' && (
            <Field
              label={t('ui.customer.disableReason')}
              name="reason"
              value={value}
              multiline
              onChange={setValue}
              error={errors.reason}
            />
          )}
          {pending === 'erase' && (
            <Field
              label={t('ui.customer.eraseConfirm')}
              name="confirm_email"
              value={value}
              onChange={setValue}
              error={errors.confirm_email}
              autoComplete="off"
            />
          )}
          <ConsoleError text={notice} />
          <div className="console-actions">
            <button type="submit" className="btn btn-primary" disabled={busy} data-testid="confirm-yes">
              {t('ui.customer.confirm')}
            </button>
            <button type="button" className="btn" onClick={() => setPending(null)} disabled={busy}>
              {t('ui.customer.cancel')}
            </button>
          </div>
        </form>
      ) : (
        <div className="console-actions">
          {a.disable && (
            <button type="button" className="btn" onClick={() => open('disable')} data-testid="customer-disable">
              {t('ui.customer.disable')}
            </button>
          )}
          {a.enable && (
            <button type="button" className="btn" onClick={() => open('enable')} data-testid="customer-enable">
              {t('ui.customer.enable')}
            </button>
          )}
          {a.export && (
            <span className="console-export">
              {t('ui.customer.export')}{' '}
              <a className="btn" href={exportHref('json')} download data-testid="customer-export-json">
                {t('ui.customer.exportJson')}
              </a>{' '}
              <a className="btn" href={exportHref('xlsx')} download data-testid="customer-export-xlsx">
                {t('ui.customer.exportXlsx')}
              </a>
            </span>
          )}
          {a.erase && (
            <button type="button" className="btn btn-danger" onClick={() => open('erase')} data-testid="customer-erase">
              {t('ui.customer.erase')}
            </button>
          )}
        </div>
      )}
    </section>
  )
}
